import { sql } from 'drizzle-orm';
import type { TerminalType } from '@bakrom/shared/enums';
import { queryRows, type Db } from '../../db/client';

export interface TerminalListRow {
  id: string;
  terminalId: string;
  terminalType: TerminalType;
  deviceName: string;
  systemIdNr: string;
  locationId: string;
  createdAt: Date | string;
}

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
    select t.id, t.terminal_id as "terminalId", t.terminal_type as "terminalType", t.device_name as "deviceName",
      t.system_id_nr as "systemIdNr", t.location_id as "locationId", t.created_at as "createdAt"
    from terminals t
    join locations l on l.id = t.location_id
    left join merchant_settings s on s.merchant_id = t.merchant_id
    where t.merchant_id = ${merchantId} ${locationId ? sql`and t.location_id = ${locationId}::uuid` : sql`and l.status = 'ACTIVE'`}
      and t.terminal_type <> 'KDS'
      and (t.terminal_type <> 'WEBSHOP' or coalesce(s.use_functionality, 'ALL') in ('TAKEAWAY', 'KIOSK_TAKEAWAY', 'ALL'))
    order by l.name, l.id, (t.terminal_type = 'WEBSHOP'), t.device_name, t.terminal_id, t.id`,
  );
}
