import type { TerminalListEntry } from '@bakrom/shared/schemas/reports';
import type { TerminalListRow } from './repository';

export function presentTerminals(rows: TerminalListRow[]): TerminalListEntry[] {
  return rows.map((row) => ({
    id: row.id,
    terminalId: row.terminalId,
    terminalType: row.terminalType,
    deviceName: row.deviceName,
    systemIdNr: row.systemIdNr,
    locationId: row.locationId,
    createdAt: new Date(row.createdAt).toISOString(),
  }));
}
