import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { dinteroAccounts, orderPayments, orders, swedbankPayAccounts } from '../../db/schema/index';

/** The stored client secrets of the Dintero accounts with this account id and client id (every location that has one). */
export async function findDinteroCredentials(
  db: DbOrTx,
  accountId: string,
  clientId: string,
): Promise<{ clientSecretEncrypted: string }[]> {
  return db
    .select({ clientSecretEncrypted: dinteroAccounts.clientSecretEncrypted })
    .from(dinteroAccounts)
    .where(and(eq(dinteroAccounts.accountId, accountId), eq(dinteroAccounts.clientId, clientId)));
}

/**
 * The captured amount (øre) of a Dintero payment taken under this account: the Dintero account of the
 * location (and merchant) whose order the payment paid.
 */
export async function findDinteroPayment(
  db: DbOrTx,
  transactionId: string,
  account: { accountId: string; clientId: string },
): Promise<number | undefined> {
  const [row] = await db
    .select({ amount: orderPayments.amount })
    .from(orderPayments)
    .innerJoin(orders, eq(orders.id, orderPayments.orderId))
    .innerJoin(dinteroAccounts, and(eq(dinteroAccounts.locationId, orders.locationId), eq(dinteroAccounts.merchantId, orders.merchantId)))
    .where(
      and(
        eq(orderPayments.transactionId, transactionId),
        eq(orderPayments.onlinePaymentProvider, 'DINTERO'),
        eq(dinteroAccounts.accountId, account.accountId),
        eq(dinteroAccounts.clientId, account.clientId),
      ),
    )
    .limit(1);
  return row?.amount;
}

/** The Swedbank Pay payments of a payment order, each with the encrypted token of its location's account. */
export async function findSwedbankPayPayments(
  db: DbOrTx,
  paymentOrderId: string,
): Promise<{ amount: number; accessTokenEncrypted: string }[]> {
  return db
    .select({ amount: orderPayments.amount, accessTokenEncrypted: swedbankPayAccounts.accessTokenEncrypted })
    .from(orderPayments)
    .innerJoin(orders, eq(orders.id, orderPayments.orderId))
    .innerJoin(
      swedbankPayAccounts,
      and(eq(swedbankPayAccounts.locationId, orders.locationId), eq(swedbankPayAccounts.merchantId, orders.merchantId)),
    )
    .where(and(eq(orderPayments.paymentOrderId, paymentOrderId), eq(orderPayments.onlinePaymentProvider, 'SWEDBANK_PAY')))
    .limit(20);
}

/** Every Swedbank Pay account's encrypted token: the sandbox knows a bearer token by them. */
export async function listSwedbankPayTokens(db: DbOrTx): Promise<string[]> {
  const rows = await db.select({ token: swedbankPayAccounts.accessTokenEncrypted }).from(swedbankPayAccounts);
  return rows.map((row) => row.token);
}
