import type { Location } from '@bakrom/shared/schemas/location';
import type { Db } from '../../db/client';
import { locationNotFound } from './own-location';
import * as repository from './repository';

/** The merchant's active locations by name, each with its custom actions. */
export function listLocations(db: Db, merchantId: string): Promise<Location[]> {
  return repository.listLocations(db, merchantId);
}

/** Every location of the merchant, deactivated ones too (the /locations table). */
export function listAllLocations(db: Db, merchantId: string): Promise<Location[]> {
  return repository.listAllLocations(db, merchantId);
}

/** The merchant's location; 404 for an id of another merchant or of nothing. */
export async function getLocation(db: Db, merchantId: string, locationId: string): Promise<Location> {
  const location = await repository.findLocation(db, merchantId, locationId);
  if (!location) throw locationNotFound();
  return location;
}
