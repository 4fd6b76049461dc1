import { sql, type SQL } from 'drizzle-orm';
import { byteOf, textArray } from './sql-helpers';

/**
 * Customer details derived from the order hash `o.h` (bytes 18–27), shared by the order rows and
 * the SMS texts so both tell the same story. `l` is the order's seed_location row.
 */

const FIRST_NAMES = [
  'Ola',
  'Kari',
  'Nora',
  'Emil',
  'Sara',
  'Jakob',
  'Ingrid',
  'Aksel',
  'Maja',
  'Filip',
  'Ella',
  'Lucas',
  'Leah',
  'Noah',
  'Olivia',
  'Henrik',
  'Amalie',
  'Oskar',
  'Sofie',
  'Mohammed',
];
const LAST_NAMES = [
  'Hansen',
  'Johansen',
  'Olsen',
  'Larsen',
  'Andersen',
  'Pedersen',
  'Nilsen',
  'Kristiansen',
  'Jensen',
  'Karlsen',
  'Johnsen',
  'Pettersen',
  'Eriksen',
  'Berg',
  'Haugen',
  'Hagen',
  'Johannessen',
  'Andreassen',
  'Jacobsen',
  'Dahl',
];

const byte = (n: number) => byteOf(sql.raw('o.h'), n);

/** One of `values`, chosen by byte `n` of the order hash. */
export function pickByByte(values: readonly string[], n: number): SQL {
  return sql`(${textArray(values)})[1 + ${byte(n)} % ${sql.raw(String(values.length))}]`;
}

export const firstName = pickByByte(FIRST_NAMES, 18);
export const lastName = pickByByte(LAST_NAMES, 19);

/** Pickup: the location's earliest pickup time plus up to a quarter; delivery: 45–75 minutes. */
export const pickupOrDeliveryTime = sql`(case o.order_type
  when 'PICKUP' then o.ordered_at + make_interval(mins => l.earliest_pickup + ${byte(19)} % 15)
  when 'DELIVERY' then o.ordered_at + make_interval(mins => 45 + ${byte(19)} % 30) end)`;

const areaIndex = sql`(1 + ${byte(24)} % greatest(1, cardinality(l.area_streets)))`;
export const deliveryStreet = sql`coalesce(l.area_streets[${areaIndex}], '')`;
export const deliveryZip = sql`coalesce(l.area_zips[${areaIndex}], '')`;
export const deliveryCity = sql`coalesce(l.area_cities[${areaIndex}], '')`;
export const houseNumber = sql`((1 + ${byte(25)} % 60)::text || (case when ${byte(25)} > 215 then 'B' else '' end))`;

/** A Norwegian mobile number, eight digits starting with 4 or 9. */
export const mobileNumber = sql`((case when ${byte(23)} < 128 then '9' else '4' end)
  || lpad(((${byte(20)} * 65536 + ${byte(21)} * 256 + ${byte(22)}) % 10000000)::text, 7, '0'))`;
