import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Location } from '@bakrom/shared/schemas/location';
import { prepareValue, type Db, type DbOrTx } from '../../db/client';
import { locations } from '../../db/schema/index';

const ACTIVE_ONLY = sql`l.status = 'ACTIVE'`;

/**
 * A merchant's locations in their wire shape (`locationSchema`), each with its custom actions, as one
 * JSON array built by PostgreSQL: one statement whatever the number of locations, and no row mapping
 * in Node. `filter` narrows the locations (alias `l`), e.g. to one id; without it, the active ones: a
 * deactivated location (status INACTIVE) is left out of every list and picker, its history kept.
 */
export function locationsJson(merchantId: unknown, filter: SQL = ACTIVE_ONLY): SQL {
  return sql`(
    select coalesce(json_agg(json_build_object(
      'id', l.id, 'name', l.name, 'shortName', l.short_name, 'vatNumber', l.vat_number, 'street', l.street,
      'zipCode', l.zip_code, 'city', l.city, 'phone', l.phone, 'email', l.email, 'headerImageFile', l.header_image_file,
      'googleMapsIframeUrl', l.google_maps_iframe_url, 'onlinePaymentProvider', l.online_payment_provider,
      'earliestPickupTime', l.earliest_pickup_time, 'status', l.status,
      'customActions', (
        select coalesce(json_agg(json_build_object(
          'id', a.id, 'actionType', a.action_type,
          'categoryIds', array(select c.category_id::text from custom_action_categories c where c.custom_action_id = a.id order by c.category_id),
          'openName', a.open_name, 'closeName', a.close_name, 'closedMessage', a.closed_message,
          'openConfirmMessage', a.open_confirm_message, 'closeConfirmMessage', a.close_confirm_message
        ) order by a.id), '[]'::json)
        from custom_actions a where a.location_id = l.id
      )
    ) order by l.name, l.id), '[]'::json)
    from locations l where l.merchant_id = ${merchantId} and ${filter}
  )`;
}

/** Prepared once per database: each call is one statement answering one JSON value. */
function prepareLocationReads(db: Db) {
  const merchantId = sql.placeholder('merchantId');
  const locationId = sql.placeholder('locationId');
  return {
    all: prepareValue<Location[]>(db, 'list_locations', locationsJson(merchantId)),
    withInactive: prepareValue<Location[]>(db, 'list_all_locations', locationsJson(merchantId, sql`true`)),
    one: prepareValue<Location[]>(db, 'find_location', locationsJson(merchantId, sql`l.id = ${locationId}::uuid`)),
  };
}

const preparedReads = new WeakMap<Db, ReturnType<typeof prepareLocationReads>>();

function locationReads(db: Db) {
  let reads = preparedReads.get(db);
  if (!reads) preparedReads.set(db, (reads = prepareLocationReads(db)));
  return reads;
}

/** The merchant's active locations by name, each with its custom actions. */
export async function listLocations(db: Db, merchantId: string): Promise<Location[]> {
  const [row] = await locationReads(db).all.execute({ merchantId });
  return row!.value;
}

/** Every location of the merchant by name, deactivated ones too (the /locations table). */
export async function listAllLocations(db: Db, merchantId: string): Promise<Location[]> {
  const [row] = await locationReads(db).withInactive.execute({ merchantId });
  return row!.value;
}

/** The location if it belongs to the merchant, active or not; undefined otherwise. */
export async function findLocation(db: Db, merchantId: string, locationId: string): Promise<Location | undefined> {
  const [row] = await locationReads(db).one.execute({ merchantId, locationId });
  return row!.value[0];
}

/**
 * Whether the location belongs to the merchant. With `lock`, inside a transaction, the location's row
 * stays locked until it ends, so that changes to what belongs to the location run one after the other.
 */
export async function isOwnLocation(db: DbOrTx, merchantId: string, locationId: string, { lock = false } = {}): Promise<boolean> {
  const query = db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.id, locationId), eq(locations.merchantId, merchantId)));
  const [row] = await (lock ? query.for('update') : query);
  return row !== undefined;
}
