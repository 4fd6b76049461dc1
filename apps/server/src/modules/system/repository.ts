import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { pendingMigrations } from '../../db/migrate';

/** One trivial statement: throws when the database does not answer. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/** How many committed migrations the database has not applied. */
export function countPendingMigrations(db: Db): Promise<number> {
  return pendingMigrations(db);
}

/** Refunds by state and kind, all merchants. */
export function countRefundsByState(db: Db): Promise<{ state: string; kind: string; count: number }[]> {
  return queryRows(db, sql`select status as state, kind, count(*)::int as count from refunds group by status, kind order by 1, 2`);
}

/** Entries appended to every merchant's journal: the sum of the journal heads' sequence numbers (no gaps, never deleted). */
export async function countJournalAppends(db: Db): Promise<number> {
  const rows = await queryRows<{ total: string | number }>(db, sql`select coalesce(sum(sequence), 0)::bigint as total from journal_heads`);
  return Number(rows[0]?.total ?? 0);
}
