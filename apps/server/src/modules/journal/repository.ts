import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { journalEntries, journalHeads, terminals, users } from '../../db/schema/index';
import { journalAppendCall, type EntryToAppend } from './append-call';
import type { ChainedEntry } from './chain';

export async function appendEntries(tx: DbOrTx, merchantId: string, entries: EntryToAppend[]): Promise<void> {
  if (entries.length > 0) await tx.execute(sql`select ${journalAppendCall(merchantId, entries)}`);
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

/** The merchant's journal head: the last entry's sequence and hash (locked by this transaction once it appended). */
export async function selectHead(tx: DbOrTx, merchantId: string): Promise<{ sequence: number; hash: string } | undefined> {
  const [row] = await tx
    .select({ sequence: journalHeads.sequence, hash: journalHeads.hash })
    .from(journalHeads)
    .where(eq(journalHeads.merchantId, merchantId));
  return row && { sequence: Number(row.sequence), hash: row.hash };
}
