import { desc, eq, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import { saftSigningKeys, signedTransactions } from '../../db/schema/index';

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

/**
 * A signed transaction with what is stored for it now: a sale's order (its goods total with and without
 * VAT, and whether its payments still add up to what was to pay: total + tips − bonus points), a return's
 * refund (its goods, tips excluded). Null figures when the order or the refund is gone.
 */
export interface SignedWithStored extends SignedTransactionRow {
  storedWithVat: number | null;
  storedWithoutVat: number | null;
  paymentsHold: boolean;
}

/** A terminal's signed transactions after `afterNr`, in order, at most `limit`, each with its stored figures (one statement). */
export async function selectSignedAfter(
  db: DbOrTx,
  merchantId: string,
  terminalId: string,
  afterNr: number,
  limit: number,
): Promise<SignedWithStored[]> {
  const found = await queryRows<
    Omit<SignedWithStored, 'nr' | 'amountWithVat' | 'amountWithoutVat' | 'storedWithVat' | 'storedWithoutVat' | 'createdAt'> & {
      nr: string;
      amountWithVat: string;
      amountWithoutVat: string;
      storedWithVat: string | null;
      storedWithoutVat: string | null;
      createdAt: string;
    }
  >(
    db,
    sql`select s.merchant_id as "merchantId", s.terminal_id as "terminalId", s.nr::text as nr, s.kind, s.order_id as "orderId",
        s.refund_id as "refundId", s.trans_date as "transDate", s.trans_time as "transTime",
        s.amount_with_vat_ore::text as "amountWithVat", s.amount_without_vat_ore::text as "amountWithoutVat",
        s.signature, s.key_version as "keyVersion", s.created_at::text as "createdAt",
        (case when s.kind = 'SALE' then o.total_amount_ore else -(r.amount_ore - r.tips_amount_ore) end)::text as "storedWithVat",
        (case when s.kind = 'SALE' then o.total_amount_ore - o.total_vat_ore
              else -(r.amount_ore - r.tips_amount_ore - r.vat_amount_ore) end)::text as "storedWithoutVat",
        (s.kind <> 'SALE' or (o.id is not null
          and o.to_pay_amount_ore = o.total_amount_ore + o.tips_amount_ore - o.used_points * 100
          and coalesce(p.paid, 0) = o.to_pay_amount_ore)) as "paymentsHold"
      from signed_transactions s
      left join orders o on s.kind = 'SALE' and o.id = s.order_id
      left join refunds r on s.kind = 'RETURN' and r.id = s.refund_id and r.order_id = s.order_id and r.status = 'SUCCEEDED'
      left join lateral (select sum(op.amount_ore) as paid from order_payments op where op.order_id = o.id) p on s.kind = 'SALE'
      where s.merchant_id = ${merchantId} and s.terminal_id = ${terminalId}::uuid and s.nr > ${afterNr}
      order by s.nr
      limit ${limit}`,
  );
  const number = (value: string | null) => (value === null ? null : Number(value));
  return found.map((row) => ({
    ...row,
    nr: Number(row.nr),
    amountWithVat: Number(row.amountWithVat),
    amountWithoutVat: Number(row.amountWithoutVat),
    storedWithVat: number(row.storedWithVat),
    storedWithoutVat: number(row.storedWithoutVat),
    createdAt: new Date(row.createdAt),
  }));
}

/** The merchant's terminals that have signed transactions. */
export async function selectSignedTerminals(db: DbOrTx, merchantId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ terminalId: signedTransactions.terminalId })
    .from(signedTransactions)
    .where(eq(signedTransactions.merchantId, merchantId))
    .orderBy(signedTransactions.terminalId);
  return rows.map((row) => row.terminalId);
}
