import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import type { OnlinePaymentProvider, PaymentType } from '@bakrom/shared/enums';
import { refundTotal, refundUnits } from '@bakrom/shared/refunds';
import { vatOfGross } from '@bakrom/shared/vat';
import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import {
  dinteroAccounts,
  orderLineAddOns,
  orderLines,
  orderPayments,
  orders,
  swedbankPayAccounts,
  terminals,
  zReports,
} from '../src/db/schema/index';
import { encryptSecret } from '../src/lib/secrets';
import { loadOrderContent } from '../src/modules/refunds/repository';
import { refundableOrder } from '../src/modules/refunds/refund-plan';
import { auth, buildLocation, buildMerchant, buildUser, loginAs } from './factories';
import { TEST_SECRET_KEY, buildTestApp, type TestAppOptions, type TestContext } from './harness';

/** Secrets of the test provider accounts: a test checks that none of them ever reaches a log line. */
export const DINTERO_CLIENT_SECRET = 'dintero-hemmelig-klientnokkel-4711';
export const SWEDBANK_PAY_TOKEN = 'swedbank-hemmelig-tilgangstoken-0815';

export type RefundTestOptions = Omit<TestAppOptions, 'clock'>;

/** The test app with payment providers of the test's choosing, and the sandbox off unless asked. */
export function buildRefundTestApp({ env, ...services }: RefundTestOptions = {}): Promise<TestContext> {
  return buildTestApp({ env: { PAYMENT_SANDBOX: 'off', ...env }, ...services });
}

export interface RefundMerchant {
  merchantId: string;
  locationId: string;
  terminalId: string;
  adminToken: string;
  managerToken: string;
  post(url: string, payload: object, token?: string): Promise<LightMyRequestResponse>;
}

/** A merchant in mode TAKEAWAY with one location, its WEBSHOP terminal, Dintero and Swedbank Pay accounts, an ADMIN and a MANAGER. */
export async function buildRefundMerchant(
  t: TestContext,
  options: { swedbankPayBaseUrl?: string; dinteroAccountId?: string } = {},
): Promise<RefundMerchant> {
  const db = t.database.db;
  const merchant = await buildMerchant(db, {}, { useFunctionality: 'TAKEAWAY' });
  const location = await buildLocation(db, merchant.id, { onlinePaymentProvider: 'DINTERO' });
  const [terminal] = await db
    .insert(terminals)
    .values({ merchantId: merchant.id, locationId: location.id, terminalId: 'WEBSHOP', terminalType: 'WEBSHOP' })
    .returning();
  await db.insert(dinteroAccounts).values({
    locationId: location.id,
    merchantId: merchant.id,
    accountId: options.dinteroAccountId ?? 'T12345678',
    checkoutProfileId: 'T12345678.profil',
    defaultPaymentType: 'vipps',
    themePrimaryColor: '#1E6B52',
    clientId: 'klient-id-1',
    clientSecretEncrypted: encryptSecret(DINTERO_CLIENT_SECRET, TEST_SECRET_KEY),
  });
  await db.insert(swedbankPayAccounts).values({
    locationId: location.id,
    merchantId: merchant.id,
    baseApiUrl: options.swedbankPayBaseUrl ?? 'https://api.externalintegration.payex.com',
    payeeId: randomUUID(),
    payeeName: 'Testkafé',
    hostUrl: 'https://testkafe.no',
    cancelUrl: 'https://testkafe.no/avbrutt',
    completeUrl: 'https://testkafe.no/fullfort',
    themePrimaryColor: '#B3261E',
    accessTokenEncrypted: encryptSecret(SWEDBANK_PAY_TOKEN, TEST_SECRET_KEY),
  });
  const admin = await buildUser(db, { merchantId: merchant.id, role: 'ADMIN' });
  const manager = await buildUser(db, { merchantId: merchant.id, role: 'MANAGER' });
  const adminToken = await loginAs(t.app, admin.username);
  const managerToken = await loginAs(t.app, manager.username);
  return {
    merchantId: merchant.id,
    locationId: location.id,
    terminalId: terminal!.id,
    adminToken,
    managerToken,
    post: (url, payload, token = adminToken) => t.app.inject({ method: 'POST', url, payload, headers: auth(token) }),
  };
}

export interface RefundLineSpec {
  itemName?: string;
  count?: number;
  /** Line total in øre after discount, VAT included. */
  grossAmount: number;
  vatRate?: number;
  discountPercent?: number;
  refundedCount?: number;
  addOns?: { name?: string; count?: number; grossAmount: number; refundedCount?: number }[];
}

export type RefundProvider = 'DINTERO' | 'SWEDBANK_PAY' | 'SOFTPAY' | 'CASH' | 'CARD_AT_TILL';

export interface RefundOrderSpec {
  provider?: RefundProvider;
  lines?: RefundLineSpec[];
  tipsAmount?: number;
  usedPoints?: number;
  settled?: boolean;
  paid?: boolean;
  /** Paid less than the lines (a manual discount), in øre. */
  manualDiscount?: number;
}

let orderNumber = 500_000;

const PAYMENT_OF: Record<RefundProvider, { paymentType: PaymentType; provider: OnlinePaymentProvider }> = {
  DINTERO: { paymentType: 'CARD', provider: 'DINTERO' },
  SWEDBANK_PAY: { paymentType: 'CARD', provider: 'SWEDBANK_PAY' },
  SOFTPAY: { paymentType: 'CARD', provider: 'SOFTPAY' },
  CASH: { paymentType: 'CASH', provider: 'NOT_ANY' },
  CARD_AT_TILL: { paymentType: 'BANK_AXEPT', provider: 'NOT_ANY' },
};

/** A paid WEBSHOP order with lines and add-ons; answers its ids and the provider ids of its payment. */
export async function buildRefundOrder(
  db: Db,
  m: Pick<RefundMerchant, 'merchantId' | 'locationId' | 'terminalId'>,
  spec: RefundOrderSpec = {},
) {
  const provider = spec.provider ?? 'DINTERO';
  const lines = spec.lines ?? [
    { itemName: 'Margherita', count: 2, grossAmount: 25000, addOns: [{ name: 'Ekstra ost', count: 2, grossAmount: 3000 }] },
  ];
  const linesTotal = lines.reduce((sum, line) => sum + line.grossAmount + (line.addOns ?? []).reduce((s, a) => s + a.grossAmount, 0), 0);
  const manualDiscount = spec.manualDiscount ?? 0;
  const tips = spec.tipsAmount ?? 0;
  const total = linesTotal - manualDiscount;
  const toPay = total + tips - 100 * (spec.usedPoints ?? 0);
  let zReportId: string | null = null;
  if (spec.settled) {
    const [z] = await db
      .insert(zReports)
      .values({
        merchantId: m.merchantId,
        locationId: m.locationId,
        terminalId: m.terminalId,
        nr: orderNumber,
        businessDate: '2026-01-05',
        counters: {},
        grandTotalSales: 0,
        grandTotalRefund: 0,
      })
      .returning();
    zReportId = z!.id;
  }
  const now = new Date();
  const [order] = await db
    .insert(orders)
    .values({
      merchantId: m.merchantId,
      locationId: m.locationId,
      terminalId: m.terminalId,
      orderNumber: orderNumber++,
      orderType: 'PICKUP',
      orderStatus: 'COMPLETED',
      channel: 'WEBSHOP',
      totalAmount: total,
      totalVat: vatOfGross(total, 15),
      tipsAmount: tips,
      manualDiscount,
      usedPoints: spec.usedPoints ?? 0,
      toPayAmount: toPay,
      zReportId,
      orderedAt: now,
      modifiedAt: now,
    })
    .returning();
  const orderId = order!.id;
  const lineIds: string[] = [];
  const addOnIds: string[][] = [];
  for (const [position, line] of lines.entries()) {
    const vatRate = line.vatRate ?? 15;
    const count = line.count ?? 1;
    const [row] = await db
      .insert(orderLines)
      .values({
        merchantId: m.merchantId,
        orderId,
        categoryName: 'Pizza',
        itemName: line.itemName ?? `Vare ${position + 1}`,
        itemType: 'DISH',
        count,
        unitPrice: Math.round(line.grossAmount / count / (1 + vatRate / 100)),
        discountPercent: line.discountPercent ?? 0,
        vatRate,
        grossAmount: line.grossAmount,
        vatAmount: vatOfGross(line.grossAmount, vatRate),
        refundedCount: line.refundedCount ?? 0,
        position,
      })
      .returning();
    lineIds.push(row!.id);
    const ids: string[] = [];
    for (const addOn of line.addOns ?? []) {
      const addOnCount = addOn.count ?? 1;
      const [addOnRow] = await db
        .insert(orderLineAddOns)
        .values({
          merchantId: m.merchantId,
          orderId,
          orderLineId: row!.id,
          addOnId: null,
          name: addOn.name ?? 'Tilbehør',
          count: addOnCount,
          unitPrice: Math.round(addOn.grossAmount / addOnCount / (1 + vatRate / 100)),
          vatRate,
          grossAmount: addOn.grossAmount,
          vatAmount: vatOfGross(addOn.grossAmount, vatRate),
          refundedCount: addOn.refundedCount ?? 0,
        })
        .returning();
      ids.push(addOnRow!.id);
    }
    addOnIds.push(ids);
  }
  const payment = PAYMENT_OF[provider];
  const hex = randomUUID().replace(/-/g, '');
  const transactionId =
    provider === 'DINTERO'
      ? `T12345678.${hex.slice(0, 26)}`
      : provider === 'SOFTPAY'
        ? `SP${hex.slice(0, 18).toUpperCase()}`
        : provider === 'SWEDBANK_PAY'
          ? hex.slice(0, 11)
          : null;
  const paymentOrderId = provider === 'SWEDBANK_PAY' ? `/psp/paymentorders/${randomUUID()}` : null;
  if (spec.paid !== false && toPay > 0) {
    await db.insert(orderPayments).values({
      merchantId: m.merchantId,
      orderId,
      paymentType: payment.paymentType,
      amount: toPay,
      transactionId,
      paymentOrderId,
      onlinePaymentProvider: payment.provider,
      paidAt: now,
    });
  }
  return { orderId, orderNumber: order!.orderNumber, lineIds, addOnIds, transactionId, paymentOrderId, total, toPay };
}

export type RefundOrder = Awaited<ReturnType<typeof buildRefundOrder>>;

/** A till of a location for the refund tests (its own terminal id, beside any WEBSHOP terminal). */
export async function buildRefundTerminal(db: Db, merchantId: string, locationId: string) {
  const [terminal] = await db
    .insert(terminals)
    .values({ merchantId, locationId, terminalId: `KASSE-${randomUUID().slice(0, 6)}`, terminalType: 'POS' })
    .returning();
  return terminal!;
}

/** The body of a cash refund of every unit and the tips, as the refund page builds it with the shared rules. */
export async function cashRefundBody(db: Db, order: RefundOrder) {
  const [row] = await db.select().from(orders).where(eq(orders.id, order.orderId));
  const refundable = refundableOrder(row!, await loadOrderContent(db, order.orderId));
  const cartItems = refundUnits(refundable).map((unit) => unit.id);
  const result = refundTotal(refundable, cartItems, refundable.tipsAmount > 0);
  if (!result.ok) throw new Error(`no refund: ${JSON.stringify(result.error)}`);
  return {
    orderDocumentId: order.orderId,
    idempotencyKey: randomUUID(),
    amount: result.amount,
    cartItems,
    refundedTipsAmount: result.tipsAmount,
  };
}

// ---- Local fake provider servers ---------------------------------------------------------------

/** A request as a fake provider received it. */
export interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
  json: unknown;
}

export type FakeHandler = (request: Received, response: ServerResponse) => void;

/** A local HTTP server on 127.0.0.1 playing a payment provider; each test sets its handler. */
export interface FakeProviderServer {
  url: string;
  received: Received[];
  handle(handler: FakeHandler): void;
  close(): Promise<void>;
}

export async function startFakeProvider(): Promise<FakeProviderServer> {
  let handler: FakeHandler = (_request, response) => response.writeHead(500).end();
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      let json: unknown;
      try {
        json = body ? JSON.parse(body) : undefined;
      } catch {
        json = undefined;
      }
      const entry = { method: request.method ?? '', url: request.url ?? '', headers: request.headers, body, json };
      received.push(entry);
      handler(entry, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    handle(next) {
      handler = next;
      received.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const json = (response: ServerResponse, status: number, body: unknown, contentType = 'application/json') =>
  response.writeHead(status, { 'content-type': contentType }).end(JSON.stringify(body));

/** Never answers: the caller's time limit decides. */
export const hang = () => undefined;

/** Drops the connection without an answer. */
export const drop = (_request: Received, response: ServerResponse) => response.socket?.destroy();

/** An address where nothing listens. */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
