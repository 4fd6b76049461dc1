import { sql } from 'drizzle-orm';
import type { Location } from '@bakrom/shared/schemas/location';
import { prepareValue, type Db } from '../../db/client';
import { locationsJson } from './location-json';

/** Prepared once per database: each call is one statement answering one JSON value. */
function prepareLocationReads(db: Db) {
  const merchantId = sql.placeholder('merchantId');
  const locationId = sql.placeholder('locationId');
  return {
    all: prepareValue<Location[]>(db, 'list_locations', locationsJson(merchantId)),
    one: prepareValue<Location[]>(db, 'find_location', locationsJson(merchantId, sql`l.id = ${locationId}::uuid`)),
  };
}

const preparedReads = new WeakMap<Db, ReturnType<typeof prepareLocationReads>>();

function locationReads(db: Db) {
  let reads = preparedReads.get(db);
  if (!reads) preparedReads.set(db, (reads = prepareLocationReads(db)));
  return reads;
}

/** The merchant's locations by name, each with its custom actions. */
export async function listLocations(db: Db, merchantId: string): Promise<Location[]> {
  const [row] = await locationReads(db).all.execute({ merchantId });
  return row!.value;
}

/** The location if it belongs to the merchant; undefined otherwise (the caller answers 404). */
export async function findLocation(db: Db, merchantId: string, locationId: string): Promise<Location | undefined> {
  const [row] = await locationReads(db).one.execute({ merchantId, locationId });
  return row!.value[0];
}
