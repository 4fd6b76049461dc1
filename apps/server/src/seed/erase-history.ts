import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** The tables whose triggers keep sales history (migrations 0017, 0019, 0023): they refuse deleting it. */
const HISTORY_TABLES = [
  'journal_entries',
  'journal_heads',
  'signed_transactions',
  'saft_signing_keys',
  'refunds',
  'terminal_events',
  'order_payments',
  'order_line_add_ons',
  'order_lines',
  'orders',
  'z_reports',
] as const;

/**
 * Deletes the sales history of some terminals or whole merchants on purpose: demo data a failed seed half
 * wrote, or the benchmark's own terminals. Never part of the product: the history's triggers are turned off
 * for the length of the transaction (which takes the table owner, as a database administrator would) and on
 * again before it commits. Rows are deleted children first, so no RESTRICT reference stands in the way.
 */
export async function eraseHistory(db: Db, scope: { merchantIds: string[] } | { terminalIds: string[] }): Promise<void> {
  const ids = 'merchantIds' in scope ? scope.merchantIds : scope.terminalIds;
  if (ids.length === 0) return;
  const column = 'merchantIds' in scope ? 'merchant_id' : 'terminal_id';
  const list = sql.join(
    ids.map((id) => ('merchantIds' in scope ? sql`${id}` : sql`${id}::uuid`)),
    sql`, `,
  );
  await db.transaction(async (tx) => {
    for (const table of HISTORY_TABLES) await tx.execute(sql.raw(`alter table ${table} disable trigger user`));
    const byTerminal = ['signed_transactions', 'refunds', 'terminal_events', 'orders', 'z_reports'];
    for (const table of byTerminal)
      await tx.execute(sql`delete from ${sql.identifier(table)} where ${sql.identifier(column)} in (${list})`);
    if ('merchantIds' in scope) {
      for (const table of ['journal_entries', 'journal_heads', 'saft_signing_keys']) {
        await tx.execute(sql`delete from ${sql.identifier(table)} where merchant_id in (${list})`);
      }
      await tx.execute(sql`delete from merchants where id in (${list})`);
    } else {
      await tx.execute(sql`delete from terminals where id in (${list})`);
    }
    for (const table of HISTORY_TABLES) await tx.execute(sql.raw(`alter table ${table} enable trigger user`));
  });
}
