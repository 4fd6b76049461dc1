import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saftSigningKeys, signedTransactions } from '../../db/schema/index';
import { decryptSecret } from '../../lib/secrets';
import { TEST_SECRET_KEY, buildTestApp, type TestContext } from '../../../test/harness';
import { buildLocation, buildMerchant } from '../../../test/factories';
import { buildTerminal } from '../../../test/order-factories';
import { verifyFields } from './signature';
import { checkSignatures, createTransactionSigner, saftPublicKeys, type TransactionToSign } from './signing-service';

let t: TestContext;
let merchantId: string;
let terminalId: string;
let otherTerminalId: string;
const signer = createTransactionSigner(TEST_SECRET_KEY);

const db = () => t.database.db;
let locationId: string;
let orderNumber = 0;
/**
 * A sale as the shop stores it (the order with its goods total and a cash payment of it) and as it is
 * signed: the check compares each signature's amounts with what is stored.
 */
async function sale(amount: number, at = new Date('2026-11-25T11:00:00Z')): Promise<TransactionToSign> {
  const amountWithoutVat = Math.round((amount * 100) / 115);
  orderNumber += 1;
  const [order] = await queryRows<{ id: string }>(
    db(),
    sql`insert into orders (merchant_id, location_id, terminal_id, order_number, order_type, order_status, channel,
        total_amount_ore, total_vat_ore, to_pay_amount_ore, ordered_at, modified_at)
      values (${merchantId}, ${locationId}::uuid, ${terminalId}::uuid, ${orderNumber}, 'PICKUP', 'COMPLETED', 'POS',
        ${Math.abs(amount)}, ${Math.abs(amount) - Math.abs(amountWithoutVat)}, ${Math.abs(amount)}, ${at.toISOString()}::timestamptz,
        ${at.toISOString()}::timestamptz)
      returning id`,
  );
  await db().execute(
    sql`insert into order_payments (merchant_id, order_id, payment_type, amount_ore, paid_at)
      values (${merchantId}, ${order!.id}::uuid, 'CASH', ${Math.abs(amount)}, ${at.toISOString()}::timestamptz)`,
  );
  return { merchantId, terminalId, kind: 'SALE', orderId: order!.id, at, amountWithVat: amount, amountWithoutVat };
}
/** The return of a whole stored sale: its refund row (succeeded) and the negative amounts signed. */
async function returnOf(sold: TransactionToSign): Promise<TransactionToSign> {
  const [refund] = await queryRows<{ id: string }>(
    db(),
    sql`insert into refunds (merchant_id, order_id, terminal_id, idempotency_key, amount_ore, vat_amount_ore, payment_type,
        online_payment_provider, status)
      values (${merchantId}, ${sold.orderId}::uuid, ${sold.terminalId}::uuid, ${randomUUID()}, ${sold.amountWithVat},
        ${sold.amountWithVat - sold.amountWithoutVat}, 'CASH', 'NOT_ANY', 'SUCCEEDED')
      returning id`,
  );
  return { ...sold, kind: 'RETURN', refundId: refund!.id, amountWithVat: -sold.amountWithVat, amountWithoutVat: -sold.amountWithoutVat };
}
const signOne = (transaction: TransactionToSign) => db().transaction((tx) => signer.sign(tx, transaction));

/** Runs a statement with the append-only triggers off, as someone with the database's keys could. */
async function behindTheAppsBack(statement: ReturnType<typeof sql>) {
  await db().transaction(async (tx) => {
    await tx.execute(sql`alter table signed_transactions disable trigger user`);
    await tx.execute(statement);
    await tx.execute(sql`alter table signed_transactions enable trigger user`);
  });
}

beforeAll(async () => {
  t = await buildTestApp();
  merchantId = (await buildMerchant(db())).id;
  const location = await buildLocation(db(), merchantId);
  locationId = location.id;
  terminalId = (await buildTerminal(db(), merchantId, location.id, 'POS-1')).id;
  otherTerminalId = (await buildTerminal(db(), merchantId, location.id, 'KIOSK-1')).id;
});
afterAll(() => t.close());

describe('transaction signatures', () => {
  it('makes the merchant a key on first need, keeps its private key encrypted, and chains the first sale to 0', async () => {
    const first = await signOne(await sale(11_500));
    expect(first).toMatchObject({ nr: 1, keyVersion: 1 });
    const [key] = await db().select().from(saftSigningKeys).where(eq(saftSigningKeys.merchantId, merchantId));
    expect(key!.privateKeyEncrypted).not.toContain('PRIVATE KEY');
    expect(decryptSecret(key!.privateKeyEncrypted, TEST_SECRET_KEY)).toContain('BEGIN PRIVATE KEY');
    const [row] = await db().select().from(signedTransactions).where(eq(signedTransactions.terminalId, terminalId));
    const fields = {
      previousSignature: '0',
      transDate: '2026-11-25',
      transTime: '12:00:00',
      nr: 1,
      amountWithVat: 11_500,
      amountWithoutVat: 10_000,
    };
    expect(row).toMatchObject({ transDate: '2026-11-25', transTime: '12:00:00' });
    expect(verifyFields(key!.publicKeyPem, fields, row!.signature)).toBe(true);
  });

  it('keeps one unbroken chain per terminal when 20 sales are recorded at once', async () => {
    const sales = [];
    for (let index = 0; index < 20; index += 1) sales.push(await sale(1_000 + index));
    await Promise.all(sales.map(signOne));
    await signOne({ ...(await sale(2_000)), terminalId: otherTerminalId });
    const rows = await db()
      .select({ nr: signedTransactions.nr })
      .from(signedTransactions)
      .where(eq(signedTransactions.terminalId, terminalId));
    expect(rows.map((row) => row.nr).sort((a, b) => a - b)).toEqual(Array.from({ length: 21 }, (_, index) => index + 1));
    expect(await checkSignatures(db(), merchantId)).toEqual({ ok: true, transactions: 22, firstBroken: null });
  });

  it('signs with a rotated key from then on, while older transactions keep and verify with theirs', async () => {
    expect(await db().transaction((tx) => signer.rotateKey(tx, merchantId))).toBe(2);
    expect(await signOne(await returnOf(await sale(11_500)))).toMatchObject({ nr: 22, keyVersion: 2 });
    expect((await saftPublicKeys(db(), merchantId)).map((key) => key.keyVersion)).toEqual([1, 2]);
    expect((await checkSignatures(db(), merchantId)).ok).toBe(true);
  });

  it('refuses UPDATE and DELETE of a signed transaction', async () => {
    await expect(
      db().execute(sql`update signed_transactions set amount_with_vat_ore = 1 where terminal_id = ${terminalId}`),
    ).rejects.toMatchObject({
      cause: { code: 'BKH01', message: expect.stringMatching(/signed_transactions is append-only/) as unknown },
    });
    await expect(db().execute(sql`delete from signed_transactions where terminal_id = ${terminalId}`)).rejects.toMatchObject({
      cause: { message: expect.stringMatching(/append-only/) as unknown },
    });
  });

  it('finds a changed amount and a deleted transaction', async () => {
    await behindTheAppsBack(
      sql`update signed_transactions set amount_with_vat_ore = amount_with_vat_ore + 100 where terminal_id = ${terminalId} and nr = 5`,
    );
    expect(await checkSignatures(db(), merchantId)).toMatchObject({ ok: false, firstBroken: { terminalId, nr: 5, reason: 'SIGNATURE' } });
    await behindTheAppsBack(
      sql`update signed_transactions set amount_with_vat_ore = amount_with_vat_ore - 100 where terminal_id = ${terminalId} and nr = 5`,
    );
    expect((await checkSignatures(db(), merchantId)).ok).toBe(true);

    await behindTheAppsBack(sql`delete from signed_transactions where terminal_id = ${terminalId} and nr = 9`);
    expect(await checkSignatures(db(), merchantId)).toMatchObject({ ok: false, transactions: 22, firstBroken: { terminalId, nr: 10 } });
    const remaining = await db()
      .select()
      .from(signedTransactions)
      .where(and(eq(signedTransactions.terminalId, terminalId), eq(signedTransactions.nr, 10)));
    expect(remaining).toHaveLength(1);
  });
});
