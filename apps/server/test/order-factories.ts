import type { OnlinePaymentProvider, OrderChannel, OrderStatus, OrderType, PaymentType } from '@bakrom/shared/enums';
import type { Db } from '../src/db/client';
import { orderLineAddOns, orderLines, orderPayments, orders, refunds, terminals, zReports } from '../src/db/schema/index';

let nextNumber = 100_000;

export interface LineSpec {
  itemName: string;
  /** The menu item and category the line was sold from (none by default: 'Pizza' of no item). */
  itemId?: string | null;
  categoryId?: string | null;
  categoryName?: string;
  count?: number;
  /** Net unit price in øre. */
  unitPrice: number;
  vatRate?: number;
  discountPercent?: number;
  variantName?: string | null;
  spicyLevel?: string | null;
  comment?: string;
  refundedCount?: number;
  addOns?: { name: string; count?: number; unitPrice: number; refundedCount?: number; addOnId?: string | null }[];
}

export interface PaymentSpec {
  paymentType: PaymentType;
  amount?: number;
  cardType?: string | null;
  onlinePaymentProvider?: OnlinePaymentProvider;
  transactionId?: string | null;
  paymentOrderId?: string | null;
}

export interface OrderSpec {
  merchantId: string;
  locationId: string;
  terminalId: string;
  orderedAt: string;
  orderNumber?: number;
  orderType?: OrderType;
  orderStatus?: OrderStatus;
  channel?: OrderChannel;
  lines?: LineSpec[];
  tipsAmount?: number;
  manualDiscount?: number;
  usedPoints?: number;
  /** Payments; by default one CASH payment of the whole amount, none when the order is CANCELLED. */
  payments?: PaymentSpec[];
  mobileNumber?: string;
  name?: string;
  tableName?: string;
  servedBy?: string;
  street?: string;
  settled?: boolean;
}

/** A terminal of a location: the virtual WEBSHOP one unless said otherwise. */
export async function buildTerminal(db: Db, merchantId: string, locationId: string, terminalId = 'WEBSHOP') {
  const [terminal] = await db
    .insert(terminals)
    .values({ merchantId, locationId, terminalId, terminalType: terminalId === 'WEBSHOP' ? 'WEBSHOP' : 'POS' })
    .returning();
  return terminal!;
}

let nextZ = 1;

/**
 * An order with its lines, add-ons and payments, amounts in øre computed as the ordering channels do:
 * gross = net × (100 + VAT) / 100 after the line discount, VAT contained in the gross.
 */
export async function buildFullOrder(db: Db, spec: OrderSpec) {
  const lines = spec.lines ?? [{ itemName: 'Margherita', unitPrice: 13_000, vatRate: 15 }];
  const priced = lines.map((line) => {
    const count = line.count ?? 1;
    const vatRate = line.vatRate ?? 15;
    const gross = Math.round((line.unitPrice * count * (100 + vatRate) * (100 - (line.discountPercent ?? 0))) / 10_000);
    const addOns = (line.addOns ?? []).map((addOn) => {
      const addOnCount = addOn.count ?? 1;
      const addOnGross = Math.round((addOn.unitPrice * addOnCount * (100 + vatRate)) / 100);
      return { ...addOn, count: addOnCount, gross: addOnGross, vat: Math.round((addOnGross * vatRate) / (100 + vatRate)) };
    });
    return { ...line, count, vatRate, gross, vat: Math.round((gross * vatRate) / (100 + vatRate)), addOns };
  });
  const linesGross = priced.reduce((sum, line) => sum + line.gross + line.addOns.reduce((s, a) => s + a.gross, 0), 0);
  const linesVat = priced.reduce((sum, line) => sum + line.vat + line.addOns.reduce((s, a) => s + a.vat, 0), 0);
  const manual = spec.manualDiscount ?? 0;
  const totalAmount = linesGross - manual;
  const totalVat = linesVat - Math.round((manual * 15) / 115);
  const tips = spec.tipsAmount ?? 0;
  const usedPoints = spec.usedPoints ?? 0;
  const toPay = totalAmount + tips - usedPoints * 100;
  const status = spec.orderStatus ?? 'COMPLETED';

  let zReportId: string | null = null;
  if (spec.settled) {
    const [z] = await db
      .insert(zReports)
      .values({
        merchantId: spec.merchantId,
        locationId: spec.locationId,
        terminalId: spec.terminalId,
        nr: nextZ++,
        businessDate: spec.orderedAt.slice(0, 10),
        counters: {},
        grandTotalSales: 0,
        grandTotalRefund: 0,
      })
      .returning();
    zReportId = z!.id;
  }

  const refundedLines = priced.filter((line) => (line.refundedCount ?? 0) > 0);
  const refundedTotal = refundedLines.reduce((sum, line) => sum + Math.round((line.gross * line.refundedCount!) / line.count), 0);

  const [order] = await db
    .insert(orders)
    .values({
      merchantId: spec.merchantId,
      locationId: spec.locationId,
      terminalId: spec.terminalId,
      orderNumber: spec.orderNumber ?? nextNumber++,
      orderType: spec.orderType ?? 'PICKUP',
      orderStatus: status,
      channel: spec.channel ?? 'WEBSHOP',
      totalAmount,
      totalVat,
      tipsAmount: tips,
      manualDiscount: manual,
      usedPoints,
      toPayAmount: toPay,
      refundedTotalAmount: refundedTotal,
      mobileNumber: spec.mobileNumber ?? 'NOT_SET',
      name: spec.name ?? 'NOT_SET',
      tableName: spec.tableName ?? '',
      servedBy: spec.servedBy ?? '',
      street: spec.street ?? '',
      zReportId,
      orderedAt: new Date(spec.orderedAt),
      modifiedAt: new Date(spec.orderedAt),
    })
    .returning();

  const lineRows = [];
  for (const [position, line] of priced.entries()) {
    const [row] = await db
      .insert(orderLines)
      .values({
        merchantId: spec.merchantId,
        orderId: order!.id,
        itemId: line.itemId ?? null,
        categoryId: line.categoryId ?? null,
        categoryName: line.categoryName ?? 'Pizza',
        itemName: line.itemName,
        itemType: 'DISH',
        variantName: line.variantName ?? null,
        count: line.count,
        unitPrice: line.unitPrice,
        discountPercent: line.discountPercent ?? 0,
        vatRate: line.vatRate,
        grossAmount: line.gross,
        vatAmount: line.vat,
        refundedCount: line.refundedCount ?? 0,
        spicyLevel: line.spicyLevel ?? null,
        comment: line.comment ?? '',
        position,
      })
      .returning();
    lineRows.push(row!);
    for (const addOn of line.addOns) {
      await db.insert(orderLineAddOns).values({
        merchantId: spec.merchantId,
        orderId: order!.id,
        orderLineId: row!.id,
        addOnId: addOn.addOnId ?? null,
        name: addOn.name,
        count: addOn.count,
        unitPrice: addOn.unitPrice,
        vatRate: line.vatRate,
        grossAmount: addOn.gross,
        vatAmount: addOn.vat,
        refundedCount: addOn.refundedCount ?? 0,
      });
    }
  }

  const payments = spec.payments ?? (status === 'CANCELLED' || toPay <= 0 ? [] : [{ paymentType: 'CASH' as const }]);
  let left = toPay;
  for (const [index, payment] of payments.entries()) {
    const amount = payment.amount ?? (index === payments.length - 1 ? left : Math.floor(toPay / payments.length));
    left -= amount;
    await db.insert(orderPayments).values({
      merchantId: spec.merchantId,
      orderId: order!.id,
      paymentType: payment.paymentType,
      cardType: payment.cardType ?? null,
      amount,
      transactionId: payment.transactionId ?? null,
      paymentOrderId: payment.paymentOrderId ?? null,
      onlinePaymentProvider: payment.onlinePaymentProvider ?? 'NOT_ANY',
      paidAt: new Date(Date.parse(spec.orderedAt) + index * 1000),
    });
  }
  return { order: order!, lines: lineRows, toPay };
}

/** A refund of the order as the refund flows record it. */
export async function buildRefund(
  db: Db,
  values: {
    merchantId: string;
    orderId: string;
    terminalId: string;
    amount: number;
    status?: 'PENDING' | 'SUCCEEDED' | 'FAILED';
    createdByUserId?: string | null;
    lines?: unknown[];
    createdAt?: string;
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
      paymentType: 'CASH',
      onlinePaymentProvider: 'NOT_ANY',
      status: values.status ?? 'SUCCEEDED',
      lines: values.lines ?? [],
      createdByUserId: values.createdByUserId ?? null,
      ...(values.createdAt ? { createdAt: new Date(values.createdAt) } : {}),
    })
    .returning();
  return refund!;
}
