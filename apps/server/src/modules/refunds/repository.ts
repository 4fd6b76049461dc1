import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  auditRecords,
  dinteroAccounts,
  orderLineAddOns,
  orderLines,
  orderPayments,
  orders,
  refunds,
  swedbankPayAccounts,
} from '../../db/schema/index';
import type { DinteroAccount, SwedbankPayAccount } from '../payments/index';

export type RefundRow = typeof refunds.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;

export async function findRefundByKey(db: DbOrTx, merchantId: string, idempotencyKey: string): Promise<RefundRow | undefined> {
  const [row] = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.merchantId, merchantId), eq(refunds.idempotencyKey, idempotencyKey)));
  return row;
}

export async function findRefund(db: DbOrTx, refundId: string): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, refundId));
  return row;
}

/**
 * The order of the merchant, its row locked until the transaction ends when `lock`. Its terminal's row is
 * shared first (FOR KEY SHARE, as the refund's foreign key takes it): a Z-report locks the terminal and then
 * its orders, so a refund and a Z-report of one terminal run one after the other, never crossed (deadlocked).
 */
export async function findOrder(db: DbOrTx, merchantId: string, orderId: string, { lock = false } = {}): Promise<OrderRow | undefined> {
  if (lock) {
    await db.execute(sql`select 1 from terminals t
      where t.id = (select o.terminal_id from orders o where o.id = ${orderId}::uuid and o.merchant_id = ${merchantId})
      for key share`);
  }
  const query = db
    .select()
    .from(orders)
    .where(and(eq(orders.merchantId, merchantId), eq(orders.id, orderId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export interface OrderContent {
  lines: (typeof orderLines.$inferSelect)[];
  addOns: (typeof orderLineAddOns.$inferSelect)[];
  payments: (typeof orderPayments.$inferSelect)[];
  /** The order's refund that is PENDING or SUCCEEDED, if any. */
  liveRefund: RefundRow | undefined;
  /** Failed refund attempts of the order through each provider. */
  failedAttempts: Record<string, number>;
}

export async function loadOrderContent(db: DbOrTx, orderId: string): Promise<OrderContent> {
  const lines = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position), asc(orderLines.id));
  const addOns = await db.select().from(orderLineAddOns).where(eq(orderLineAddOns.orderId, orderId)).orderBy(asc(orderLineAddOns.id));
  const payments = await db
    .select()
    .from(orderPayments)
    .where(eq(orderPayments.orderId, orderId))
    .orderBy(asc(orderPayments.paidAt), asc(orderPayments.id));
  const [liveRefund] = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), inArray(refunds.status, ['PENDING', 'SUCCEEDED'])));
  const failed = await db
    .select({ provider: refunds.onlinePaymentProvider, count: sql<number>`count(*)::int` })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), eq(refunds.status, 'FAILED')))
    .groupBy(refunds.onlinePaymentProvider);
  return {
    lines,
    addOns,
    payments,
    liveRefund,
    failedAttempts: Object.fromEntries(failed.map((row) => [row.provider, Number(row.count)])),
  };
}

export async function insertRefund(db: DbOrTx, values: typeof refunds.$inferInsert): Promise<RefundRow> {
  const [row] = await db.insert(refunds).values(values).returning();
  return row!;
}

/**
 * Takes over a PENDING refund's provider attempt: when the last attempt ended without an answer, or
 * when it has been calling for longer than `staleSeconds` (its process is gone). False when another
 * attempt holds it or the refund is no longer PENDING.
 */
export async function claimAttempt(db: DbOrTx, refundId: string, staleSeconds: number): Promise<boolean> {
  const rows = await db
    .update(refunds)
    .set({ attemptState: 'CALLING', attemptStartedAt: sql`now()`, attempts: sql`${refunds.attempts} + 1` })
    .where(
      and(
        eq(refunds.id, refundId),
        eq(refunds.status, 'PENDING'),
        sql`(${refunds.attemptState} is distinct from 'CALLING' or ${refunds.attemptStartedAt} < now() - make_interval(secs => ${staleSeconds}))`,
      ),
    )
    .returning({ id: refunds.id });
  return rows.length === 1;
}

/**
 * Ends an attempt without an answer. `attemptStartedAt`, when given, puts back the start of the last
 * attempt that may have sent the refund (a lookup only asked, so it does not make the refund younger).
 */
export async function markUnknown(db: DbOrTx, refundId: string, reason: string, attemptStartedAt?: Date | null): Promise<void> {
  await db
    .update(refunds)
    .set({ attemptState: 'UNKNOWN', failureReason: reason, ...(attemptStartedAt !== undefined ? { attemptStartedAt } : {}) })
    .where(and(eq(refunds.id, refundId), eq(refunds.status, 'PENDING')));
}

/** Its attempt is over: it ended without an answer, or it has been calling longer than an attempt can run. */
const attemptOver = (staleSeconds: number) =>
  sql`(${refunds.attemptState} is distinct from 'CALLING' or ${refunds.attemptStartedAt} < now() - make_interval(secs => ${staleSeconds}))`;

/** The last attempt began longer ago than an attempt can run (the database's clock). */
const attemptOutlived = (staleSeconds: number) =>
  sql<boolean>`coalesce(${refunds.attemptStartedAt} < now() - make_interval(secs => ${staleSeconds}), true)`;

/** The order's PENDING refund whose attempt is over (see `attemptOver`), if any. */
export async function findStalePendingRefund(
  db: DbOrTx,
  merchantId: string,
  orderId: string,
  staleSeconds: number,
): Promise<RefundRow | undefined> {
  const [row] = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.merchantId, merchantId), eq(refunds.orderId, orderId), eq(refunds.status, 'PENDING'), attemptOver(staleSeconds)));
  return row;
}

/** The card refunds of every merchant that are PENDING with their attempt over, oldest first (the PENDING refunds' partial index). */
export async function selectStaleRefundIds(db: DbOrTx, staleSeconds: number, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: refunds.id })
    .from(refunds)
    .where(
      and(eq(refunds.status, 'PENDING'), inArray(refunds.onlinePaymentProvider, ['DINTERO', 'SWEDBANK_PAY']), attemptOver(staleSeconds)),
    )
    .orderBy(asc(refunds.createdAt), asc(refunds.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * Locks a PENDING refund whose attempt is over, skipping it when another transaction holds it (another
 * instance is taking it over): the refund and whether its last attempt outlived the attempt limit.
 */
export async function lockStaleRefund(
  tx: DbOrTx,
  refundId: string,
  staleSeconds: number,
): Promise<{ refund: RefundRow; outlived: boolean } | undefined> {
  const [row] = await tx
    .select({ ...getTableColumns(refunds), outlived: attemptOutlived(staleSeconds) })
    .from(refunds)
    .where(and(eq(refunds.id, refundId), eq(refunds.status, 'PENDING'), attemptOver(staleSeconds)))
    .for('update', { skipLocked: true });
  if (!row) return undefined;
  const { outlived, ...refund } = row;
  return { refund, outlived: outlived === true || String(outlived) === 'true' };
}

/** Marks a locked refund as being in an attempt from now on (CALLING, one attempt more). */
export async function startAttempt(tx: DbOrTx, refundId: string): Promise<RefundRow | undefined> {
  const [row] = await tx
    .update(refunds)
    .set({ attemptState: 'CALLING', attemptStartedAt: sql`now()`, attempts: sql`${refunds.attempts} + 1` })
    .where(and(eq(refunds.id, refundId), eq(refunds.status, 'PENDING')))
    .returning();
  return row;
}

/** PENDING → FAILED; false when the refund was already completed by another attempt. */
export async function markFailed(db: DbOrTx, refundId: string, reason: string, completedAt: Date): Promise<RefundRow | undefined> {
  const [row] = await db
    .update(refunds)
    .set({ status: 'FAILED', failureReason: reason, attemptState: null, completedAt })
    .where(and(eq(refunds.id, refundId), eq(refunds.status, 'PENDING')))
    .returning();
  return row;
}

/** PENDING → SUCCEEDED; undefined when another attempt completed it first. */
export async function markSucceeded(
  db: DbOrTx,
  refundId: string,
  providerReference: string | null,
  completedAt: Date,
): Promise<RefundRow | undefined> {
  const [row] = await db
    .update(refunds)
    .set({ status: 'SUCCEEDED', providerReference, failureReason: null, attemptState: null, completedAt })
    .where(and(eq(refunds.id, refundId), eq(refunds.status, 'PENDING')))
    .returning();
  return row;
}

/** Adds a succeeded refund to its order: refunded amounts and the refunded units of each line and add-on line. */
export async function applyRefundToOrder(
  db: DbOrTx,
  refund: Pick<RefundRow, 'orderId' | 'amount' | 'tipsAmount'>,
  units: { lineId: string; count: number }[],
  addOnUnits: { addOnLineId: string; count: number }[],
): Promise<void> {
  await db
    .update(orders)
    .set({
      refundedTotalAmount: sql`${orders.refundedTotalAmount} + ${refund.amount}`,
      refundedTipsAmount: sql`${orders.refundedTipsAmount} + ${refund.tipsAmount}`,
    })
    .where(eq(orders.id, refund.orderId));
  for (const { lineId, count } of units) {
    await db
      .update(orderLines)
      .set({ refundedCount: sql`${orderLines.refundedCount} + ${count}` })
      .where(and(eq(orderLines.id, lineId), eq(orderLines.orderId, refund.orderId)));
  }
  for (const { addOnLineId, count } of addOnUnits) {
    await db
      .update(orderLineAddOns)
      .set({ refundedCount: sql`${orderLineAddOns.refundedCount} + ${count}` })
      .where(and(eq(orderLineAddOns.id, addOnLineId), eq(orderLineAddOns.orderId, refund.orderId)));
  }
}

export async function writeAudit(
  db: DbOrTx,
  entry: { merchantId: string; userId: string | null; action: string; orderId: string; details: Record<string, unknown> },
): Promise<void> {
  await db.insert(auditRecords).values({
    merchantId: entry.merchantId,
    userId: entry.userId,
    action: entry.action,
    entityType: 'order',
    entityId: entry.orderId,
    details: entry.details,
  });
}

export async function findDinteroAccount(db: DbOrTx, merchantId: string, locationId: string): Promise<DinteroAccount | undefined> {
  const [row] = await db
    .select({
      merchantId: dinteroAccounts.merchantId,
      accountId: dinteroAccounts.accountId,
      clientId: dinteroAccounts.clientId,
      clientSecretEncrypted: dinteroAccounts.clientSecretEncrypted,
    })
    .from(dinteroAccounts)
    .where(and(eq(dinteroAccounts.merchantId, merchantId), eq(dinteroAccounts.locationId, locationId)));
  return row;
}

export async function findSwedbankPayAccount(db: DbOrTx, merchantId: string, locationId: string): Promise<SwedbankPayAccount | undefined> {
  const [row] = await db
    .select({
      merchantId: swedbankPayAccounts.merchantId,
      baseApiUrl: swedbankPayAccounts.baseApiUrl,
      payeeId: swedbankPayAccounts.payeeId,
      accessTokenEncrypted: swedbankPayAccounts.accessTokenEncrypted,
    })
    .from(swedbankPayAccounts)
    .where(and(eq(swedbankPayAccounts.merchantId, merchantId), eq(swedbankPayAccounts.locationId, locationId)));
  return row;
}
