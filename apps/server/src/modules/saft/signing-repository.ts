import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { saftSigningKeys, signedTransactions } from '../../db/schema/index';

type DbOrTx = Pick<Db, 'select' | 'insert' | 'execute'>;

export type SigningKeyRow = typeof saftSigningKeys.$inferSelect;
export type SignedTransactionRow = typeof signedTransactions.$inferSelect;

/** Transactions of one terminal sign one after the other until commit: the chain cannot fork. */
export async function lockTerminalChain(tx: DbOrTx, terminalId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('signature'), hashtext(${terminalId}))`);
}

/** Key creation of a merchant one at a time, so two first sales cannot make two version-1 keys. */
export async function lockMerchantKeys(tx: DbOrTx, merchantId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('signing-key'), hashtext(${merchantId}))`);
}

export async function selectCurrentKey(db: DbOrTx, merchantId: string): Promise<SigningKeyRow | undefined> {
  const [row] = await db
    .select()
    .from(saftSigningKeys)
    .where(eq(saftSigningKeys.merchantId, merchantId))
    .orderBy(desc(saftSigningKeys.keyVersion))
    .limit(1);
  return row;
}

export async function selectKeys(db: DbOrTx, merchantId: string): Promise<SigningKeyRow[]> {
  return db.select().from(saftSigningKeys).where(eq(saftSigningKeys.merchantId, merchantId)).orderBy(saftSigningKeys.keyVersion);
}

export async function insertKey(db: DbOrTx, key: typeof saftSigningKeys.$inferInsert): Promise<SigningKeyRow> {
  const [row] = await db.insert(saftSigningKeys).values(key).returning();
  return row!;
}

export async function selectLastSigned(db: DbOrTx, terminalId: string): Promise<{ nr: number; signature: string } | undefined> {
  const [row] = await db
    .select({ nr: signedTransactions.nr, signature: signedTransactions.signature })
    .from(signedTransactions)
    .where(eq(signedTransactions.terminalId, terminalId))
    .orderBy(desc(signedTransactions.nr))
    .limit(1);
  return row;
}

export async function insertSigned(db: DbOrTx, rows: (typeof signedTransactions.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(signedTransactions).values(rows);
}

/** A terminal's signed transactions after `afterNr`, in order, at most `limit`. */
export async function selectSignedAfter(db: DbOrTx, merchantId: string, terminalId: string, afterNr: number, limit: number) {
  return db
    .select()
    .from(signedTransactions)
    .where(
      and(
        eq(signedTransactions.merchantId, merchantId),
        eq(signedTransactions.terminalId, terminalId),
        sql`${signedTransactions.nr} > ${afterNr}`,
      ),
    )
    .orderBy(signedTransactions.nr)
    .limit(limit);
}

/** The merchant's terminals that have signed transactions. */
export async function selectSignedTerminals(db: Pick<Db, 'selectDistinct'>, merchantId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ terminalId: signedTransactions.terminalId })
    .from(signedTransactions)
    .where(eq(signedTransactions.merchantId, merchantId))
    .orderBy(signedTransactions.terminalId);
  return rows.map((row) => row.terminalId);
}
