/** Test data of the period reports: Z-reports with their counters, alcohol lines, SMS, card payments and refunds. */
import { eq } from 'drizzle-orm';
import { emptyCounters } from '@bakrom/shared/report-rules';
import type { PaymentType, SmsMessageType } from '@bakrom/shared/enums';
import type { ReportCategory, ReportCounters } from '@bakrom/shared/schemas/reports';
import type { Db } from '../src/db/client';
import { categories, companies, orderLines, orderPayments, refunds, smsMessages, zReports } from '../src/db/schema/index';
import { buildFullOrder, type OrderSpec } from './order-factories';

/** Counters with every figure 0 except those given. */
export function countersWith(values: Partial<ReportCounters>): ReportCounters {
  return { ...emptyCounters(), ...values };
}

export function reportCategory(
  values: Partial<ReportCategory> & Pick<ReportCategory, 'name' | 'vatRate' | 'amountWithVat'>,
): ReportCategory {
  return {
    id: null,
    itemType: 'DISH',
    count: 1,
    vatAmount: Math.round((values.amountWithVat * values.vatRate) / (100 + values.vatRate)),
    ...values,
  };
}

export async function buildCompany(db: Db, merchantId: string, values: { name: string; vatNumber: string }) {
  await db.insert(companies).values({ merchantId, ...values });
}

/** A Z-report with its frozen counters as settlement stores them. */
export async function buildZReport(
  db: Db,
  values: {
    merchantId: string;
    locationId: string;
    terminalId: string;
    nr: number;
    businessDate: string;
    counters: ReportCounters | Record<string, unknown>;
    createdAt?: string;
    replacedByZReportId?: string;
  },
) {
  const counters = values.counters as Partial<ReportCounters>;
  const [report] = await db
    .insert(zReports)
    .values({
      merchantId: values.merchantId,
      locationId: values.locationId,
      terminalId: values.terminalId,
      nr: values.nr,
      businessDate: values.businessDate,
      counters: values.counters,
      grandTotalSales: counters.grandTotalSales ?? 0,
      grandTotalRefund: counters.grandTotalRefund ?? 0,
      createdAt: new Date(values.createdAt ?? `${values.businessDate}T22:00:00Z`),
      ...(values.replacedByZReportId ? { replacedByZReportId: values.replacedByZReportId, replacedAt: new Date() } : {}),
    })
    .returning();
  return report!;
}

export async function buildDrinkCategory(db: Db, merchantId: string, name: string) {
  const [category] = await db.insert(categories).values({ merchantId, name, itemType: 'DRINK_ALCOHOL', sortOrder: -1 }).returning();
  return category!;
}

/**
 * An order whose lines named in `alcohol` are DRINK_ALCOHOL lines of that category (the other lines
 * stay dishes); amounts as `buildFullOrder` computes them.
 */
export async function buildAlcoholOrder(db: Db, spec: OrderSpec, alcohol: Record<string, { id: string; name: string }>) {
  const built = await buildFullOrder(db, { orderType: 'DINE_IN', ...spec });
  for (const line of built.lines) {
    const category = alcohol[line.itemName];
    if (!category) continue;
    await db
      .update(orderLines)
      .set({ itemType: 'DRINK_ALCOHOL', categoryId: category.id, categoryName: category.name })
      .where(eq(orderLines.id, line.id));
  }
  return built;
}

export async function buildSms(
  db: Db,
  values: {
    merchantId: string;
    locationId: string;
    messageType: SmsMessageType;
    message: string;
    smsCount: number;
    sentAt: string;
    orderId?: string;
  },
) {
  const [row] = await db
    .insert(smsMessages)
    .values({
      ...values,
      sentAt: new Date(values.sentAt),
      messageId: `SM${crypto.randomUUID().slice(0, 12)}`,
      orderId: values.orderId ?? null,
    })
    .returning();
  return row!;
}

/** An order paid with one payment of the given type (and card scheme), at `paidAt`. */
export async function buildPaidOrder(
  db: Db,
  spec: Pick<OrderSpec, 'merchantId' | 'locationId' | 'terminalId'> & {
    paidAt: string;
    amount: number;
    paymentType: PaymentType;
    cardType?: string;
  },
) {
  const { order } = await buildFullOrder(db, {
    merchantId: spec.merchantId,
    locationId: spec.locationId,
    terminalId: spec.terminalId,
    orderedAt: spec.paidAt,
    lines: [{ itemName: 'Margherita', unitPrice: Math.round((spec.amount * 100) / 115), vatRate: 15 }],
    payments: [],
  });
  await db.insert(orderPayments).values({
    merchantId: spec.merchantId,
    orderId: order.id,
    paymentType: spec.paymentType,
    cardType: spec.cardType ?? null,
    amount: spec.amount,
    onlinePaymentProvider: 'NOT_ANY',
    paidAt: new Date(spec.paidAt),
  });
  return order;
}

/** A refund of an order by payment type and status, made at `createdAt`. */
export async function buildTypedRefund(
  db: Db,
  values: {
    merchantId: string;
    orderId: string;
    terminalId: string;
    amount: number;
    paymentType: PaymentType;
    status: 'PENDING' | 'SUCCEEDED' | 'FAILED';
    createdAt: string;
  },
) {
  const [refund] = await db
    .insert(refunds)
    .values({
      merchantId: values.merchantId,
      orderId: values.orderId,
      terminalId: values.terminalId,
      idempotencyKey: crypto.randomUUID(),
      amount: values.amount,
      paymentType: values.paymentType,
      onlinePaymentProvider: 'NOT_ANY',
      status: values.status,
      createdAt: new Date(values.createdAt),
    })
    .returning();
  return refund!;
}
