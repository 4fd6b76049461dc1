import { sql } from 'drizzle-orm';
import type { Location } from '@bakrom/shared/schemas/location';
import type { Db } from '../../db/client';
import { locationsJson } from './location-json';

/** Prepared once per database: the database keeps the plans, Node only parses one JSON value. */
function prepareLocationReads(db: Db) {
  const merchantId = sql.placeholder('merchantId');
  const locationId = sql.placeholder('locationId');
  return {
    all: db.select({ locations: sql<Location[]>`${locationsJson(merchantId)}` }).from(sql`(select 1) as one`).prepare('list_locations'),
    one: db
      .select({ locations: sql<Location[]>`${locationsJson(merchantId, sql`l.id = ${locationId}::uuid`)}` })
      .from(sql`(select 1) as one`)
      .prepare('find_location'),
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
  return row!.locations;
}

/** The location if it belongs to the merchant; undefined otherwise (the caller answers 404). */
export async function findLocation(db: Db, merchantId: string, locationId: string): Promise<Location | undefined> {
  const [row] = await locationReads(db).one.execute({ merchantId, locationId });
  return row!.locations[0];
}
