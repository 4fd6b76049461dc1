import { sql } from 'drizzle-orm';
import type { Terminal } from '@bakrom/shared/schemas/reports';
import { queryRows, type Db, type DbOrTx } from '../../db/client';

/** A terminal in the shared `Terminal` shape with its location's name (the reports' header). */
export type TerminalRow = Terminal & { locationName: string };

/** A terminal of the lists, with when it was registered. */
export type TerminalListRow = Terminal & { createdAt: Date | string };

/** The columns of a terminal `t` in the shared shape. */
const terminalColumns = sql`t.id, t.terminal_id as "terminalId", t.terminal_type as "terminalType", t.device_name as "deviceName",
  t.system_id_nr as "systemIdNr", t.location_id as "locationId"`;

/**
 * The merchant's terminals that reports are made for (of one location when given, else of the active
 * locations: a deactivated one is left out of the pickers): never KDS screens;
 * the WEBSHOP terminal only in the modes with a webshop (TAKEAWAY, KIOSK_TAKEAWAY, ALL). Devices first by
 * name, the webshop last.
 */
export async function selectReportTerminals(db: Db, merchantId: string, locationId?: string): Promise<TerminalListRow[]> {
  return queryRows<TerminalListRow>(
    db,
    sql`
    select ${terminalColumns}, t.created_at as "createdAt"
    from terminals t
    join locations l on l.id = t.location_id
    left join merchant_settings s on s.merchant_id = t.merchant_id
    where t.merchant_id = ${merchantId} ${locationId ? sql`and t.location_id = ${locationId}::uuid` : sql`and l.status = 'ACTIVE'`}
      and t.terminal_type <> 'KDS'
      and (t.terminal_type <> 'WEBSHOP' or coalesce(s.use_functionality, 'ALL') in ('TAKEAWAY', 'KIOSK_TAKEAWAY', 'ALL'))
    order by l.name, l.id, (t.terminal_type = 'WEBSHOP'), t.device_name, t.terminal_id, t.id`,
  );
}

/**
 * The terminal `id` of the merchant's location, or undefined. With `lock`, inside a transaction, the
 * terminal's row stays locked until it ends: settlements of one terminal run one after the other.
 */
export async function findTerminal(
  db: DbOrTx,
  merchantId: string,
  locationId: string,
  id: string,
  { lock = false } = {},
): Promise<TerminalRow | undefined> {
  const [row] = await queryRows<TerminalRow>(
    db,
    sql`select ${terminalColumns}, l.name as "locationName"
      from terminals t join locations l on l.id = t.location_id
      where t.id = ${id}::uuid and t.location_id = ${locationId}::uuid and t.merchant_id = ${merchantId}
      ${lock ? sql`for update of t` : sql``}`,
  );
  return row;
}

/** The location's WEBSHOP terminal, or undefined. */
export async function findWebshopTerminal(db: DbOrTx, merchantId: string, locationId: string): Promise<TerminalRow | undefined> {
  const [row] = await queryRows<TerminalRow>(
    db,
    sql`select ${terminalColumns}, l.name as "locationName"
      from terminals t join locations l on l.id = t.location_id
      where t.location_id = ${locationId}::uuid and t.merchant_id = ${merchantId} and t.terminal_type = 'WEBSHOP'
      order by t.created_at limit 1`,
  );
  return row;
}

/** The merchant's webshops and kiosks (the terminals that sell through the channel API), of every location. */
export async function selectSellingTerminals(
  db: Db,
  merchantId: string,
): Promise<{ terminalType: 'WEBSHOP' | 'KIOSK'; deviceName: string; locationId: string }[]> {
  return queryRows(
    db,
    sql`select t.terminal_type as "terminalType", t.device_name as "deviceName", t.location_id as "locationId"
      from terminals t
      where t.merchant_id = ${merchantId} and t.terminal_type in ('WEBSHOP', 'KIOSK')`,
  );
}

/** Every terminal of the merchant's location (any type, KDS included), unordered. */
export async function selectLocationTerminals(db: Db, merchantId: string, locationId: string): Promise<Terminal[]> {
  return queryRows<Terminal>(
    db,
    sql`select ${terminalColumns}
      from terminals t
      where t.merchant_id = ${merchantId} and t.location_id = ${locationId}::uuid`,
  );
}
