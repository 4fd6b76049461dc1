import { sql } from 'drizzle-orm';
import { createTransactionSigner, type TransactionToSign } from '../modules/saft/signing-service';
import { queryRows, type DbOrTx } from '../db/client';

const BATCH = 20_000;

interface TransactionRow {
  kind: 'SALE' | 'RETURN';
  order_id: string;
  refund_id: string | null;
  at: string;
  /** The instant as PostgreSQL writes it, microseconds included: the next batch starts after it. */
  at_text: string;
  amount_in: string;
  amount_ex: string;
  sort_id: string;
}

/**
 * Signs the generated history as the cash points would have when each sale and return was recorded:
 * per terminal, in time order, chained from `0`. Sales are the orders that were not cancelled (goods
 * total after discounts, with and without VAT); returns are the successful refunds' goods (a refund's tips are not sales), negative.
 */
export async function signSeededHistory(tx: DbOrTx, merchantId: string, secretKey: Buffer): Promise<number> {
  const signer = createTransactionSigner(secretKey);
  const terminals = await queryRows<{ id: string }>(
    tx,
    sql`select id from terminals where merchant_id = ${merchantId} and terminal_type <> 'KDS' order by terminal_id`,
  );
  let signed = 0;
  for (const { id: terminalId } of terminals) {
    let after = { at: '-infinity', id: '00000000-0000-0000-0000-000000000000' };
    for (;;) {
      const batch = await queryRows<TransactionRow>(
        tx,
        sql`select t.*, exact.at_text from (
              select 'SALE' as kind, o.id as order_id, null::uuid as refund_id, o.ordered_at as at,
                o.total_amount_ore::text as amount_in, (o.total_amount_ore - o.total_vat_ore)::text as amount_ex, o.id as sort_id
              from orders o where o.terminal_id = ${terminalId} and o.order_status <> 'CANCELLED'
              union all
              select 'RETURN', r.order_id, r.id, coalesce(r.completed_at, r.created_at),
                (-(r.amount_ore - r.tips_amount_ore))::text, (-(r.amount_ore - r.tips_amount_ore - r.vat_amount_ore))::text, r.id
              from refunds r where r.terminal_id = ${terminalId} and r.status = 'SUCCEEDED'
            ) t
            cross join lateral (select t.at::text as at_text) exact
            where (t.at, t.sort_id) > (${after.at}::timestamptz, ${after.id}::uuid)
            order by t.at, t.sort_id
            limit ${BATCH}`,
      );
      if (batch.length === 0) break;
      const transactions: TransactionToSign[] = batch.map((row) => ({
        merchantId,
        terminalId,
        kind: row.kind,
        orderId: row.order_id,
        refundId: row.refund_id,
        at: new Date(row.at),
        amountWithVat: Number(row.amount_in),
        amountWithoutVat: Number(row.amount_ex),
      }));
      await signer.signAll(tx, merchantId, terminalId, transactions);
      signed += batch.length;
      const last = batch[batch.length - 1]!;
      after = { at: last.at_text, id: last.sort_id };
      if (batch.length < BATCH) break;
    }
  }
  return signed;
}
