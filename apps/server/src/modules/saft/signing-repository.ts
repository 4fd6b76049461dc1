import { and, desc, eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
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

/** The merchant's current key and the terminal's last signed transaction, in one read. */
export async function selectChainState(
  db: DbOrTx,
  merchantId: string,
  terminalId: string,
): Promise<{ key: SigningKeyRow | undefined; last: { nr: number; signature: string } | undefined }> {
  const [row] = await queryRows<{ key: SigningKeyRow | null; nr: string | null; signature: string | null }>(
    db,
    sql`select (select json_build_object('merchantId', k.merchant_id, 'keyVersion', k.key_version, 'publicKeyPem', k.public_key_pem,
          'privateKeyEncrypted', k.private_key_encrypted, 'createdAt', k.created_at)
        from saft_signing_keys k where k.merchant_id = ${merchantId} order by k.key_version desc limit 1) as key,
      l.nr::text, l.signature
    from (select 1) one
    left join lateral (select s.nr, s.signature from signed_transactions s where s.terminal_id = ${terminalId}::uuid
      order by s.nr desc limit 1) l on true`,
  );
  const key = row?.key ? { ...row.key, createdAt: new Date(row.key.createdAt) } : undefined;
  return { key, last: row?.nr ? { nr: Number(row.nr), signature: row.signature! } : undefined };
}

/** Writes signed transactions as one JSON parameter: a signed history of thousands of rows is one statement. */
export async function insertSigned(db: DbOrTx, rows: (typeof signedTransactions.$inferInsert)[]): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`
    insert into signed_transactions (merchant_id, terminal_id, nr, kind, order_id, refund_id, trans_date, trans_time,
      amount_with_vat_ore, amount_without_vat_ore, signature, key_version)
    select r."merchantId", r."terminalId", r.nr, r.kind, r."orderId", r."refundId", r."transDate", r."transTime",
      r."amountWithVat", r."amountWithoutVat", r.signature, r."keyVersion"
    from json_to_recordset(${JSON.stringify(rows)}::json) as r("merchantId" text, "terminalId" uuid, nr bigint, kind text,
      "orderId" uuid, "refundId" uuid, "transDate" text, "transTime" text, "amountWithVat" bigint, "amountWithoutVat" bigint,
      signature text, "keyVersion" integer)`);
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
