import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderStatus } from '@bakrom/shared/enums';
import { orderSchema, type Order } from '@bakrom/shared/schemas/orders';
import { journalEntries, orders, refunds } from '../../db/schema/index';
import { checkJournal } from '../journal/service';
import { createLiveListener, type LiveListener, type LiveNotification } from '../live/listener';
import { createTerminalWithKey, revokeTerminalKey, terminalAuth, type TerminalWithKey } from '../../../test/channel-factories';
import { buildFullOrder } from '../../../test/order-factories';
import { merchantSession, type MerchantSession } from '../../../test/merchant-session';
import { buildTestApp, type TestContext } from '../../../test/harness';
import { strictly } from '../../../test/strict-schema';

const NOW = new Date('2026-03-10T11:00:00Z');

let t: TestContext;
let m: MerchantSession;
let other: MerchantSession;
let webshop: TerminalWithKey;
let till: TerminalWithKey;
let kioskElsewhere: TerminalWithKey;
let theirs: TerminalWithKey;
let listener: LiveListener;
const events: LiveNotification[] = [];

beforeAll(async () => {
  t = await buildTestApp({ clock: { now: () => NOW } });
  const db = t.database.db;
  m = await merchantSession(t);
  other = await merchantSession(t);
  webshop = await createTerminalWithKey(db, { merchantId: m.merchantId, locationId: m.locationIds[0]!, terminalType: 'WEBSHOP' });
  till = await createTerminalWithKey(db, { merchantId: m.merchantId, locationId: m.locationIds[0]!, terminalType: 'POS' });
  kioskElsewhere = await createTerminalWithKey(db, { merchantId: m.merchantId, locationId: m.locationIds[1]!, terminalType: 'KIOSK' });
  theirs = await createTerminalWithKey(db, { merchantId: other.merchantId, locationId: other.locationIds[0]!, terminalType: 'WEBSHOP' });
  listener = createLiveListener(t.database);
  await listener.subscribe(m.merchantId, { onEvent: (event) => events.push(event), onGap: () => {} });
});
afterAll(async () => {
  await listener.close();
  await t.close();
});

async function webshopOrder(orderStatus: OrderStatus = 'ORDERED', who = m, terminal = webshop): Promise<string> {
  const { order } = await buildFullOrder(t.database.db, {
    merchantId: who.merchantId,
    locationId: who.locationIds[0]!,
    terminalId: terminal.terminalId,
    orderedAt: '2026-03-10T10:30:00Z',
    orderStatus,
  });
  return order.id;
}

const setStatus = (orderId: string, status: unknown, key = webshop.key) =>
  t.app.inject({
    method: 'POST',
    url: `/api/channel/orders/${orderId}/status`,
    headers: terminalAuth(key),
    payload: { status } as object,
  });

async function statusOf(orderId: string): Promise<{ orderStatus: string; modifiedAt: Date }> {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
  return row!;
}

async function journalOf(orderId: string) {
  const entries = await t.database.db.select().from(journalEntries).where(eq(journalEntries.merchantId, m.merchantId));
  return entries.filter((entry) => (JSON.parse(entry.payload) as { orderId?: string }).orderId === orderId);
}

/** Waits until the events settle (a notification arrives after the commit) and answers those of the order. */
async function eventsOf(orderId: string): Promise<LiveNotification[]> {
  await new Promise((resolve) => setTimeout(resolve, 150));
  return events.filter((event) => event.orderId === orderId);
}

describe('POST /api/channel/orders/:id/status', () => {
  it('moves an order ORDERED → CONFIRMED → COMPLETED, answering it as getOrder does, and announces each change', async () => {
    const orderId = await webshopOrder();
    const confirmed = await setStatus(orderId, 'CONFIRMED');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const body = strictly(orderSchema).parse(confirmed.json()) as Order;
    expect(body).toMatchObject({ id: orderId, orderStatus: 'CONFIRMED' });
    const session = await m.get(`/api/order/getOrder?orderDocumentId=${orderId}`);
    expect(confirmed.json()).toEqual(session.json());
    expect(await statusOf(orderId)).toMatchObject({ orderStatus: 'CONFIRMED', modifiedAt: NOW });

    const completed = await setStatus(orderId, 'COMPLETED');
    expect(completed.statusCode).toBe(200);
    expect((completed.json() as Order).orderStatus).toBe('COMPLETED');
    const announced = await eventsOf(orderId);
    expect(announced.map((event) => [event.kind, event.locationId])).toEqual([
      ['order.status', m.locationIds[0]],
      ['order.status', m.locationIds[0]],
    ]);
  });

  it('completes an ORDERED order at once, and cancels an open one', async () => {
    const direct = await webshopOrder();
    expect((await setStatus(direct, 'COMPLETED')).statusCode).toBe(200);
    expect((await statusOf(direct)).orderStatus).toBe('COMPLETED');
    for (const from of ['ORDERED', 'CONFIRMED'] as const) {
      const orderId = await webshopOrder(from);
      const cancelled = await setStatus(orderId, 'CANCELLED');
      expect(cancelled.statusCode, from).toBe(200);
      expect((cancelled.json() as Order).orderStatus).toBe('CANCELLED');
    }
  });

  it('journals a cancellation in its own transaction (13999 on the cancelling terminal), and nothing for the other steps', async () => {
    const orderId = await webshopOrder();
    const { orderNumber } = (await t.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;
    expect((await setStatus(orderId, 'CONFIRMED')).statusCode).toBe(200);
    expect(await journalOf(orderId)).toEqual([]);
    expect((await setStatus(orderId, 'CANCELLED', till.key)).statusCode).toBe(200);
    expect((await setStatus(orderId, 'CANCELLED')).statusCode).toBe(200);
    // Paid in cash by the factory but never signed as a sale: cancelled without a return, and said so.
    const journal = await journalOf(orderId);
    expect(journal.map((entry) => [entry.eventCode, entry.terminalId, entry.locationId, entry.description])).toEqual([
      [13999, till.terminalId, m.locationIds[0], `Ordre nr. ${orderNumber} kansellert (ikke signert som salg)`],
    ]);
    expect(JSON.parse(journal[0]!.payload)).toMatchObject({ orderId, orderNumber, previousStatus: 'CONFIRMED' });
    expect(await t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId))).toEqual([]);
    expect((await checkJournal(t.database.db, m.merchantId)).ok).toBe(true);
  });

  it.each([
    ['COMPLETED', 'CANCELLED'],
    ['COMPLETED', 'CONFIRMED'],
    ['CANCELLED', 'COMPLETED'],
    ['CANCELLED', 'CONFIRMED'],
  ] as const)('refuses %s → %s with 409, changing and announcing nothing', async (from, to) => {
    const orderId = await webshopOrder(from);
    const before = await statusOf(orderId);
    const refused = await setStatus(orderId, to);
    expect(refused.statusCode).toBe(409);
    const { error } = refused.json() as { error: { code: string; message: string } };
    expect(error.code).toBe('STATUS_NOT_ALLOWED');
    expect(error.message).toMatch(/^Ordren er allerede (fullført|kansellert)/);
    expect(await statusOf(orderId)).toEqual(before);
    expect(await eventsOf(orderId)).toEqual([]);
  });

  it('answers 200 without a change when the order already has the status, so a retry is safe', async () => {
    const orderId = await webshopOrder('CONFIRMED');
    const before = await statusOf(orderId);
    const again = await setStatus(orderId, 'CONFIRMED');
    expect(again.statusCode).toBe(200);
    expect((again.json() as Order).orderStatus).toBe('CONFIRMED');
    expect(await statusOf(orderId)).toEqual(before);
    expect(await eventsOf(orderId)).toEqual([]);
  });

  it('lets any terminal of the location change it: a till confirms a webshop order', async () => {
    const orderId = await webshopOrder();
    expect((await setStatus(orderId, 'CONFIRMED', till.key)).statusCode).toBe(200);
  });

  it('answers 404 for another location’s, another merchant’s and an unknown order, changing nothing', async () => {
    const orderId = await webshopOrder();
    const elsewhere = await setStatus(orderId, 'CONFIRMED', kioskElsewhere.key);
    expect(elsewhere.statusCode).toBe(404);
    expect((elsewhere.json() as { error: { code: string } }).error.code).toBe('NOT_FOUND');
    expect((await setStatus(orderId, 'CANCELLED', theirs.key)).statusCode).toBe(404);
    expect((await statusOf(orderId)).orderStatus).toBe('ORDERED');
    const theirOrder = await webshopOrder('ORDERED', other, theirs);
    expect((await setStatus(theirOrder, 'CONFIRMED')).statusCode).toBe(404);
    expect((await setStatus(crypto.randomUUID(), 'CONFIRMED')).statusCode).toBe(404);
  });

  it('answers 400 naming the field for a status it cannot set, and for a malformed id', async () => {
    const orderId = await webshopOrder();
    for (const status of ['ORDERED', 'DONE', '', 3, null, undefined]) {
      const response = await setStatus(orderId, status);
      expect(response.statusCode, String(status)).toBe(400);
      expect((response.json() as { error: { fields?: Record<string, string> } }).error.fields).toHaveProperty('status');
    }
    const malformed = await setStatus('ikke-en-id', 'CONFIRMED');
    expect(malformed.statusCode).toBe(400);
    expect((await statusOf(orderId)).orderStatus).toBe('ORDERED');
  });

  it('answers 401 without a key, with a revoked key and with a session', async () => {
    const orderId = await webshopOrder();
    const url = `/api/channel/orders/${orderId}/status`;
    expect((await t.app.inject({ method: 'POST', url, payload: { status: 'CONFIRMED' } })).statusCode).toBe(401);
    expect((await m.post(url, { status: 'CONFIRMED' })).statusCode).toBe(401);
    const revoked = await createTerminalWithKey(t.database.db, {
      merchantId: m.merchantId,
      locationId: m.locationIds[0]!,
      terminalType: 'KIOSK',
    });
    await revokeTerminalKey(t.database.db, revoked.terminalId);
    expect((await setStatus(orderId, 'CONFIRMED', revoked.key)).statusCode).toBe(401);
    expect((await statusOf(orderId)).orderStatus).toBe('ORDERED');
  });

  it('lets one of two calls at the same time cancel a confirmed order and the other complete it, never both', async () => {
    const orderId = await webshopOrder('CONFIRMED');
    const [a, b] = await Promise.all([setStatus(orderId, 'COMPLETED'), setStatus(orderId, 'CANCELLED', till.key)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const winner = a.statusCode === 200 ? 'COMPLETED' : 'CANCELLED';
    expect((await statusOf(orderId)).orderStatus).toBe(winner);
  });
});
