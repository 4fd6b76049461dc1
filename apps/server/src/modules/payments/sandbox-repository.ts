import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderPayments } from '../../db/schema/index';

/** The captured amount (øre) of a payment the sandbox plays the provider for, by its provider id. */
export async function findCapturedAmount(
  db: DbOrTx,
  by: { transactionId: string } | { paymentOrderId: string },
  provider: 'DINTERO' | 'SWEDBANK_PAY',
): Promise<number | undefined> {
  const column =
    'transactionId' in by ? eq(orderPayments.transactionId, by.transactionId) : eq(orderPayments.paymentOrderId, by.paymentOrderId);
  const [row] = await db
    .select({ amount: orderPayments.amount })
    .from(orderPayments)
    .where(and(column, eq(orderPayments.onlinePaymentProvider, provider)))
    .limit(1);
  return row?.amount;
}
