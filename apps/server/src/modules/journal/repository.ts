import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { journalEntries, terminals, users } from '../../db/schema/index';
import type { ChainedEntry } from './chain';

type DbOrTx = Pick<Db, 'select' | 'insert' | 'execute'>;

/**
 * Makes the merchant's journal writes of concurrent transactions wait for each other until commit, so
 * that each entry follows the last committed one. Taken last in a transaction (after every other lock).
 */
export async function lockMerchantJournal(tx: DbOrTx, merchantId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('journal'), hashtext(${merchantId}))`);
}

export async function selectLastEntry(tx: DbOrTx, merchantId: string): Promise<{ sequence: number; hash: string } | undefined> {
  const [row] = await tx
    .select({ sequence: journalEntries.sequence, hash: journalEntries.hash })
    .from(journalEntries)
    .where(eq(journalEntries.merchantId, merchantId))
    .orderBy(desc(journalEntries.sequence))
    .limit(1);
  return row;
}

export async function insertEntries(tx: DbOrTx, entries: ChainedEntry[]): Promise<void> {
  if (entries.length > 0) await tx.insert(journalEntries).values(entries);
}

/** The merchant's entries after `afterSequence`, in order, at most `limit` of them. */
export async function selectEntriesAfter(db: DbOrTx, merchantId: string, afterSequence: number, limit: number): Promise<ChainedEntry[]> {
  return db
    .select()
    .from(journalEntries)
    .where(and(eq(journalEntries.merchantId, merchantId), gt(journalEntries.sequence, afterSequence)))
    .orderBy(asc(journalEntries.sequence))
    .limit(limit);
}

/** First and last name of each user, by id. */
export async function selectUserNames(tx: DbOrTx, userIds: string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await tx
    .select({ id: users.id, name: sql<string>`trim(${users.firstname} || ' ' || ${users.lastname})` })
    .from(users)
    .where(inArray(users.id, userIds));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The location of each of the merchant's terminals, by terminals.id. */
export async function selectTerminalLocations(tx: DbOrTx, merchantId: string, terminalIds: string[]): Promise<Map<string, string>> {
  if (terminalIds.length === 0) return new Map();
  const rows = await tx
    .select({ id: terminals.id, locationId: terminals.locationId })
    .from(terminals)
    .where(and(eq(terminals.merchantId, merchantId), inArray(terminals.id, terminalIds)));
  return new Map(rows.map((row) => [row.id, row.locationId]));
}
