import type { TerminalListEntry } from '@bakrom/shared/schemas/reports';
import type { TerminalListRow } from './repository';

export function presentTerminals(rows: TerminalListRow[]): TerminalListEntry[] {
  return rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() }));
}
