import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  channelTerminalEventSchema,
  type ChannelTerminalEvent,
  type ChannelTerminalEventInput,
} from '@bakrom/shared/schemas/channel-events';
import { TERMINAL_EVENT_COUNTER_KEYS, type ReportCounters, type XReport, type ZReport } from '@bakrom/shared/schemas/reports';
import { createTerminalWithKey, revokeTerminalKey, terminalAuth, type TerminalWithKey } from '../../../test/channel-factories';
import { auth, buildLocation } from '../../../test/factories';
import { buildFullOrder } from '../../../test/order-factories';
import { buildSettlementMerchant, buildReportTerminal, type SettlementMerchant } from '../../../test/report-factories';
import { buildTestApp, type TestContext } from '../../../test/harness';
import { strictly } from '../../../test/strict-schema';
import { issueTerminalKey } from './terminal-key-service';

let t: TestContext;
let m: SettlementMerchant;
let other: SettlementMerchant;
/** The merchant's till (Kasse 1) with its key. */
let till: TerminalWithKey;
let theirs: TerminalWithKey;

beforeAll(async () => {
  t = await buildTestApp();
  m = await buildSettlementMerchant(t);
  other = await buildSettlementMerchant(t);
  const issued = await issueTerminalKey(t.database.db, {
    merchantId: m.merchantId,
    location: m.locationId,
    terminalType: 'POS',
    deviceName: 'Kasse 1',
  });
  expect(issued.terminalId).toBe(m.pos.id);
  till = { terminalId: issued.terminalId, key: issued.key };
  theirs = await createTerminalWithKey(t.database.db, { merchantId: other.merchantId, locationId: other.locationId, terminalType: 'POS' });
});
afterAll(() => t.close());

const send = (payload: unknown, key = till.key) =>
  t.app.inject({ method: 'POST', url: '/api/channel/terminal-events', headers: terminalAuth(key), payload: payload as object });

async function recorded(payload: ChannelTerminalEventInput, key = till.key): Promise<ChannelTerminalEvent> {
  const response = await send(payload, key);
  expect(response.statusCode, response.body).toBe(201);
  return strictly(channelTerminalEventSchema).parse(response.json()) as ChannelTerminalEvent;
}

const reportQuery = (terminalId: string) => `locationId=${m.locationId}&terminalId=${terminalId}`;

async function xCounters(terminalId = m.pos.id): Promise<ReportCounters> {
  const response = await m.request('GET', `/api/report/getXReport?${reportQuery(terminalId)}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as XReport).counters;
}

const EVENT_COUNTERS = [
  'cashBoxOpeningsCount',
  'copyReceiptsCount',
  'copyReceiptsTotalAmount',
  'uncompletedSalesCount',
  'uncompletedSalesTotalAmount',
  ...TERMINAL_EVENT_COUNTER_KEYS,
] as const;
type EventCounters = Record<(typeof EVENT_COUNTERS)[number], number>;
const eventCounters = (counters: ReportCounters): EventCounters =>
  Object.fromEntries(EVENT_COUNTERS.map((name) => [name, counters[name]])) as EventCounters;
const minus = (a: EventCounters, b: EventCounters) =>
  Object.fromEntries(EVENT_COUNTERS.map((name) => [name, a[name] - b[name]])) as EventCounters;

describe('POST /api/channel/terminal-events', () => {
  it('counts drawer openings, copy receipts and uncompleted sales in that terminal’s X-report, and its Z-report takes them', async () => {
    const before = eventCounters(await xCounters());
    const kioskBefore = eventCounters(await xCounters(m.kiosk.id));
    const { order } = await buildFullOrder(t.database.db, {
      merchantId: m.merchantId,
      locationId: m.locationId,
      terminalId: m.pos.id,
      orderedAt: new Date(Date.now() - 60_000).toISOString(),
    });

    const drawer = await recorded({ eventType: 'CASH_DRAWER_OPENING' });
    expect(drawer).toMatchObject({
      terminalId: m.pos.id,
      eventType: 'CASH_DRAWER_OPENING',
      amount: 0,
      orderId: null,
      eventReference: null,
    });
    const copy = await recorded({ eventType: 'COPY_RECEIPT', amount: 24_150, orderId: order.id, eventReference: 'kasse1-0042' });
    expect(copy).toMatchObject({ eventType: 'COPY_RECEIPT', amount: 24_150, orderId: order.id, eventReference: 'kasse1-0042' });
    await recorded({ eventType: 'COPY_RECEIPT', amount: 0 });
    await recorded({ eventType: 'UNCOMPLETED_SALE', amount: 8_900 });
    await recorded({ eventType: 'UNCOMPLETED_SALE', amount: 1_250 });
    await recorded({ eventType: 'CASH_DRAWER_OPENING', amount: 0 });

    const delta = {
      ...zeroCounters(),
      cashBoxOpeningsCount: 2,
      copyReceiptsCount: 2,
      copyReceiptsTotalAmount: 24_150,
      uncompletedSalesCount: 2,
      uncompletedSalesTotalAmount: 10_150,
    };
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(minus(eventCounters(await xCounters()), before)).toEqual(delta);
    // Another terminal's report does not move.
    expect(eventCounters(await xCounters(m.kiosk.id))).toEqual(kioskBefore);

    const z = await m.request('POST', `/api/report/createZReport?${reportQuery(m.pos.id)}`);
    expect(z.statusCode, z.body).toBe(200);
    // The Z-report covers everything unsettled: what was there before and these events.
    expect(minus(eventCounters((z.json() as ZReport).counters), before)).toEqual(delta);
    expect(eventCounters(await xCounters())).toEqual(zeroCounters());
  });

  it('counts the § 2-8-2 events (change float, pro forma, corrections, price look-ups, delivery and training receipts) and journals each', async () => {
    const before = eventCounters(await xCounters());
    const verify = async () => (await m.request('GET', '/api/report/verifyJournal')).json() as { ok: boolean; entries: number };
    const journalBefore = await verify();
    const float = await recorded({ eventType: 'OPENING_CHANGE_FLOAT', amount: 150_000, eventReference: 'kasse1-float' });
    expect(float).toMatchObject({ eventType: 'OPENING_CHANGE_FLOAT', amount: 150_000, orderId: null, eventReference: 'kasse1-float' });
    await recorded({ eventType: 'OPENING_CHANGE_FLOAT', amount: 0 });
    await recorded({ eventType: 'PRO_FORMA_RECEIPT', amount: 34_500 });
    await recorded({ eventType: 'PRO_FORMA_RECEIPT', amount: 11_500 });
    await recorded({ eventType: 'LINE_CORRECTION', amount: 4_900 });
    await recorded({ eventType: 'PRICE_LOOKUP' });
    await recorded({ eventType: 'PRICE_LOOKUP', amount: 0 });
    await recorded({ eventType: 'OTHER_CORRECTION', amount: 2_500 });
    await recorded({ eventType: 'DELIVERY_RECEIPT', amount: 18_000 });
    await recorded({ eventType: 'TRAINING_RECEIPT', amount: 7_700 });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(minus(eventCounters(await xCounters()), before)).toEqual({
      ...zeroCounters(),
      openingChangeFloat: 150_000,
      proFormaReceiptsCount: 2,
      proFormaReceiptsTotalAmount: 46_000,
      lineCorrectionsCount: 1,
      lineCorrectionsTotalAmount: 4_900,
      priceLookupsCount: 2,
      otherCorrectionsCount: 1,
      otherCorrectionsTotalAmount: 2_500,
      deliveryReceiptsCount: 1,
      deliveryReceiptsTotalAmount: 18_000,
      trainingReceiptsCount: 1,
      trainingReceiptsTotalAmount: 7_700,
    });
    const journalAfter = await verify();
    expect(journalAfter.ok).toBe(true);
    // Ten events and the X-report shown in between (13008).
    expect(journalAfter.entries - journalBefore.entries).toBe(10 + 1);
  });

  it.each([
    ['OPENING_CHANGE_FLOAT', 'Oppgi beløpet i øre for vekselbeholdningen ved åpning'],
    ['PRO_FORMA_RECEIPT', 'Oppgi beløpet i øre for en foreløpig kvittering'],
    ['LINE_CORRECTION', 'Oppgi beløpet i øre for en linjekorreksjon'],
    ['OTHER_CORRECTION', 'Oppgi beløpet i øre for en annen korreksjon'],
    ['DELIVERY_RECEIPT', 'Oppgi beløpet i øre for en utleveringskvittering'],
    ['TRAINING_RECEIPT', 'Oppgi beløpet i øre for en treningskvittering'],
  ])('asks for the amount of %s in Norwegian', async (eventType, message) => {
    const response = await send({ eventType });
    expect(response.statusCode, response.body).toBe(400);
    expect((response.json() as { error: { fields: Record<string, string> } }).error.fields).toEqual({ amount: message });
  });

  it('refuses an amount on a price look-up: it has none', async () => {
    const response = await send({ eventType: 'PRICE_LOOKUP', amount: 4_900 });
    expect(response.statusCode, response.body).toBe(400);
    expect((response.json() as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      amount: 'Et prisoppslag har ikke noe beløp',
    });
  });

  it('counts an event once per reference: a repeat answers the first event, another event under it is 409', async () => {
    const before = eventCounters(await xCounters());
    const first = await send({ eventType: 'UNCOMPLETED_SALE', amount: 5_000, eventReference: 'kasse1-0100' });
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await send({ eventType: 'UNCOMPLETED_SALE', amount: 5_000, eventReference: 'kasse1-0100' });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const changed = await send({ eventType: 'UNCOMPLETED_SALE', amount: 5_001, eventReference: 'kasse1-0100' });
    expect(changed.statusCode).toBe(409);
    expect((changed.json() as { error: { code: string } }).error.code).toBe('IDEMPOTENCY_CONFLICT');

    const parallel = await Promise.all(
      Array.from({ length: 10 }, () => send({ eventType: 'CASH_DRAWER_OPENING', eventReference: 'kasse1-0101' })),
    );
    expect(parallel.map((response) => response.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(parallel.map((response) => (response.json() as ChannelTerminalEvent).id)).size).toBe(1);
    expect(parallel.filter((response) => response.headers['idempotent-replayed'] === 'true')).toHaveLength(9);

    // The same reference on another terminal is another event.
    const kiosk = await issueTerminalKey(t.database.db, {
      merchantId: m.merchantId,
      location: m.locationId,
      terminalType: 'KIOSK',
      deviceName: 'Kiosk 1',
    });
    const onKiosk = await send({ eventType: 'UNCOMPLETED_SALE', amount: 5_000, eventReference: 'kasse1-0100' }, kiosk.key);
    expect(onKiosk.statusCode).toBe(201);
    expect(onKiosk.headers['idempotent-replayed']).toBeUndefined();

    expect(minus(eventCounters(await xCounters()), before)).toEqual({
      ...zeroCounters(),
      cashBoxOpeningsCount: 1,
      uncompletedSalesCount: 1,
      uncompletedSalesTotalAmount: 5_000,
    });
  });

  it('writes each event to the merchant’s electronic journal, which stays whole', async () => {
    const verify = async () => (await m.request('GET', '/api/report/verifyJournal')).json() as { ok: boolean; entries: number };
    const before = await verify();
    await recorded({ eventType: 'COPY_RECEIPT', amount: 9_990 });
    await recorded({ eventType: 'CASH_DRAWER_OPENING' });
    const after = await verify();
    expect(after.ok).toBe(true);
    expect(after.entries - before.entries).toBe(2);
  });

  it.each([
    [{}, 'eventType'],
    [{ eventType: 'REFUND' }, 'eventType'],
    [{ eventType: 'COPY_RECEIPT' }, 'amount'],
    [{ eventType: 'UNCOMPLETED_SALE' }, 'amount'],
    [{ eventType: 'UNCOMPLETED_SALE', amount: -100 }, 'amount'],
    [{ eventType: 'UNCOMPLETED_SALE', amount: 12.5 }, 'amount'],
    [{ eventType: 'UNCOMPLETED_SALE', amount: '100' }, 'amount'],
    [{ eventType: 'UNCOMPLETED_SALE', amount: 100_000_001 }, 'amount'],
    [{ eventType: 'CASH_DRAWER_OPENING', amount: 500 }, 'amount'],
    [{ eventType: 'CASH_DRAWER_OPENING', orderId: '0193a5c2-7f4e-7c2a-9d1b-5e8f2a6b3c41' }, 'orderId'],
    [{ eventType: 'COPY_RECEIPT', amount: 100, orderId: 'ordre-1' }, 'orderId'],
    [{ eventType: 'CASH_DRAWER_OPENING', eventReference: '' }, 'eventReference'],
    [{ eventType: 'CASH_DRAWER_OPENING', eventReference: 'x'.repeat(101) }, 'eventReference'],
    [{ eventType: 'CASH_DRAWER_OPENING', eventReference: 'a\u0000b' }, 'eventReference'],
  ])('answers 400 naming the field for %j', async (payload, field) => {
    const before = eventCounters(await xCounters());
    const response = await send(payload);
    expect(response.statusCode, response.body).toBe(400);
    expect((response.json() as { error: { fields?: Record<string, string> } }).error.fields).toHaveProperty(field);
    expect(eventCounters(await xCounters())).toEqual(before);
  });

  it('answers 404 for a copy receipt of another location’s or merchant’s order, and counts nothing', async () => {
    const db = t.database.db;
    const elsewhere = await buildLocation(db, m.merchantId, { name: 'Torget' });
    const elsewhereTerminal = await buildReportTerminal(db, m.merchantId, elsewhere.id, { terminalType: 'POS' });
    const { order: ofElsewhere } = await buildFullOrder(db, {
      merchantId: m.merchantId,
      locationId: elsewhere.id,
      terminalId: elsewhereTerminal.id,
      orderedAt: new Date().toISOString(),
    });
    const { order: ofTheirs } = await buildFullOrder(db, {
      merchantId: other.merchantId,
      locationId: other.locationId,
      terminalId: theirs.terminalId,
      orderedAt: new Date().toISOString(),
    });
    const before = eventCounters(await xCounters());
    for (const orderId of [ofElsewhere.id, ofTheirs.id, crypto.randomUUID()]) {
      const response = await send({ eventType: 'COPY_RECEIPT', amount: 1_000, orderId });
      expect(response.statusCode).toBe(404);
      expect((response.json() as { error: { code: string } }).error.code).toBe('NOT_FOUND');
    }
    expect(eventCounters(await xCounters())).toEqual(before);
  });

  it('answers 401 without a key, with a revoked key and with a session, and counts nothing', async () => {
    const before = eventCounters(await xCounters());
    const payload = { eventType: 'CASH_DRAWER_OPENING' };
    expect((await t.app.inject({ method: 'POST', url: '/api/channel/terminal-events', payload })).statusCode).toBe(401);
    const session = await t.app.inject({ method: 'POST', url: '/api/channel/terminal-events', payload, headers: auth(m.adminToken) });
    expect(session.statusCode).toBe(401);
    const revoked = await createTerminalWithKey(t.database.db, {
      merchantId: m.merchantId,
      locationId: m.locationId,
      terminalType: 'KIOSK',
    });
    await revokeTerminalKey(t.database.db, revoked.terminalId);
    expect((await send(payload, revoked.key)).statusCode).toBe(401);
    expect(eventCounters(await xCounters())).toEqual(before);
  });
});

function zeroCounters(): EventCounters {
  return Object.fromEntries(EVENT_COUNTERS.map((name) => [name, 0])) as EventCounters;
}
