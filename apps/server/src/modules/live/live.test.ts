import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { liveControlEventSchema, liveOrderEventSchema } from '@bakrom/shared/schemas/live';
import { buildTestApp, type TestContext } from '../../../test/harness';
import { auth, buildLocation, buildMerchant, buildUser, loginAs } from '../../../test/factories';
import { buildTerminal } from '../../../test/order-factories';
import { queryRows } from '../../db/client';
import { strictly } from '../../../test/strict-schema';
import { parseCursor } from './cursor';
import { createLiveListener } from './listener';
import { publishLiveEvent } from './publish';
import { sessionStillOpen } from './service';
import { openLiveStream } from './stream';

let t: TestContext;
let base: string;
let nextNumber = 1;

interface Shop {
  merchantId: string;
  locationId: string;
  terminalId: string;
  token: string;
}
let shop: Shop;
let other: Shop;

async function buildShop(name: string): Promise<Shop> {
  const db = t.database.db;
  const merchant = await buildMerchant(db, { name });
  const location = await buildLocation(db, merchant.id);
  const terminal = await buildTerminal(db, merchant.id, location.id);
  const user = await buildUser(db, { merchantId: merchant.id });
  return { merchantId: merchant.id, locationId: location.id, terminalId: terminal.id, token: await loginAs(t.app, user.username) };
}

/** A new order of the shop, announced in its own transaction as a channel would. */
async function postOrder(target: Shop, options: { rollback?: boolean; at?: Date } = {}) {
  const at = (options.at ?? new Date()).toISOString();
  let orderId = '';
  await t.database.db
    .transaction(async (tx) => {
      // Written by hand (not the order factory): the stream needs only the order row.
      const [row] = await queryRows<{ id: string }>(
        tx as never,
        sql`insert into orders (merchant_id, location_id, terminal_id, order_number, order_type, order_status, channel,
              total_amount_ore, total_vat_ore, to_pay_amount_ore, ordered_at, modified_at)
            values (${target.merchantId}, ${target.locationId}::uuid, ${target.terminalId}::uuid, ${nextNumber++}, 'PICKUP',
              'ORDERED', 'WEBSHOP', 14950, 1950, 14950, ${at}::timestamptz, ${at}::timestamptz)
            returning id::text`,
      );
      orderId = row!.id;
      await publishLiveEvent(tx, { merchantId: target.merchantId, kind: 'order.created', orderId, locationId: target.locationId });
      if (options.rollback) throw new Error('rollback');
    })
    .catch((error: Error) => {
      if (error.message !== 'rollback') throw error;
    });
  return orderId;
}

interface Received {
  id?: string;
  event: string;
  data: unknown;
}

/** An open stream read through fetch as the web app reads it; events are collected as they come. */
async function connect(token: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/live/events`, {
    headers: { ...auth(token), accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  const events: Received[] = [];
  const comments: string[] = [];
  const waiters: (() => void)[] = [];
  void (async () => {
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event: Received = { event: 'message', data: undefined };
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line);
            else if (line.startsWith('id: ')) event.id = line.slice(4);
            else if (line.startsWith('event: ')) event.event = line.slice(7);
            else if (line.startsWith('data: ')) event.data = JSON.parse(line.slice(6));
          }
          if (event.data !== undefined) events.push(event);
          waiters.splice(0).forEach((wake) => wake());
        }
      }
    } catch {
      // aborted
    }
  })();
  const waitFor = async (predicate: (all: Received[]) => boolean, timeoutMs = 3000) => {
    const deadline = Date.now() + timeoutMs;
    while (!predicate(events)) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`No such event in time; got ${JSON.stringify(events)}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, Math.min(left, 100));
      });
    }
  };
  await waitFor((all) => all.some((event) => event.event === 'ready'));
  return { response, events, comments, waitFor, close: () => controller.abort() };
}

const orderEvents = (events: Received[]) => events.filter((event) => event.event === 'order');

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  shop = await buildShop('Strømmen kafé');
  other = await buildShop('Naboen kafé');
});

afterAll(async () => {
  await t?.close();
});

describe('GET /api/live/events', () => {
  it('answers 401 without a session, and the session header is the only way in', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/live/events' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/live/events?token=${shop.token}` })).statusCode).toBe(401);
  });

  it('answers 406 to a client that does not ask for a stream, instead of an answer that never ends', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/live/events', headers: auth(shop.token) });
    expect(response.statusCode).toBe(406);
    expect(response.json()).toEqual({ error: { code: 'NOT_ACCEPTABLE', message: expect.stringContaining('text/event-stream') } });
  });

  it('streams an order posted after it opened, uncompressed, with a cursor to come back with', async () => {
    const stream = await connect(shop.token, { 'accept-encoding': 'br, gzip' });
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.response.headers.get('content-encoding')).toBeNull();
    expect(stream.response.headers.get('cache-control')).toBe('no-store');
    const ready = stream.events[0]!;
    expect(ready.event).toBe('ready');
    expect(parseCursor(ready.id)).toBeDefined();
    strictly(liveControlEventSchema).parse(ready.data);

    const orderId = await postOrder(shop);
    await stream.waitFor((all) => orderEvents(all).length === 1);
    const [event] = orderEvents(stream.events);
    expect(strictly(liveOrderEventSchema).parse(event!.data)).toEqual({ kind: 'order.created', orderId, locationId: shop.locationId });
    expect(parseCursor(event!.id)?.orderId).toBe(orderId);
    stream.close();
  });

  it("never sends another merchant's orders, nor an order whose transaction rolled back", async () => {
    const stream = await connect(shop.token);
    await postOrder(other);
    await postOrder(shop, { rollback: true });
    const mine = await postOrder(shop);
    await stream.waitFor((all) => orderEvents(all).length >= 1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(orderEvents(stream.events).map((event) => (event.data as { orderId: string }).orderId)).toEqual([mine]);
    stream.close();
  });

  it('replays what a dropped stream missed when it reconnects with Last-Event-ID, oldest first', async () => {
    const first = await connect(shop.token);
    const seen = await postOrder(shop);
    await first.waitFor((all) => orderEvents(all).length === 1);
    const lastEventId = orderEvents(first.events)[0]!.id!;
    expect(parseCursor(lastEventId)?.orderId).toBe(seen);
    first.close();

    const missed = [await postOrder(shop), await postOrder(shop)];
    await postOrder(other);
    const again = await connect(shop.token, { 'last-event-id': lastEventId });
    const replayed = orderEvents(again.events);
    expect(replayed.map((event) => (event.data as { orderId: string }).orderId)).toEqual(missed);
    expect(replayed.map((event) => (event.data as { kind: string }).kind)).toEqual(['order.created', 'order.created']);
    // The replay comes before 'ready', and the stream goes on live afterwards.
    expect(again.events.at(-1)!.event).toBe('ready');
    const live = await postOrder(shop);
    await again.waitFor((all) => orderEvents(all).some((event) => (event.data as { orderId: string }).orderId === live));
    again.close();
  });

  it('replays a status change since the cursor as order.status', async () => {
    const orderId = await postOrder(shop, { at: new Date(Date.now() - 60_000) });
    const stream = await connect(shop.token);
    const cursor = stream.events[0]!.id!;
    stream.close();
    await t.database.db.execute(sql`update orders set order_status = 'CONFIRMED', modified_at = now() where id = ${orderId}::uuid`);
    const again = await connect(shop.token, { 'last-event-id': cursor });
    expect(orderEvents(again.events).map((event) => event.data)).toEqual([{ kind: 'order.status', orderId, locationId: shop.locationId }]);
    again.close();
  });

  it('asks the client to read everything again when the cursor is a day old, and ignores a cursor that is not one', async () => {
    const old = `${(Date.now() - 25 * 3_600_000) * 1000}-00000000-0000-0000-0000-000000000000`;
    const stale = await connect(shop.token, { 'last-event-id': old });
    expect(stale.events.map((event) => event.event)).toEqual(['reset', 'ready']);
    expect(parseCursor(stale.events[0]!.id)).toBeDefined();
    stale.close();

    const garbage = await connect(shop.token, { 'last-event-id': "'; drop table orders; --" });
    expect(garbage.events.map((event) => event.event)).toEqual(['ready']);
    garbage.close();
  });
});

describe('a stream on its own', () => {
  it('sends a heartbeat comment while quiet and leaves the listener when closed', async () => {
    const listener = createLiveListener(t.database);
    const stream = await openLiveStream({
      db: t.database.db,
      clock: { now: () => new Date() },
      listener,
      merchantId: shop.merchantId,
      lastEventId: undefined,
      heartbeatMs: 20,
    });
    const chunks: string[] = [];
    stream.body.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(chunks.join('')).toContain(': heartbeat\n\n');
    expect(listener.subscriberCount()).toBe(1);
    stream.close();
    expect(listener.subscriberCount()).toBe(0);
    await listener.close();
  });

  it('ends at a heartbeat once its session is no longer open', async () => {
    const listener = createLiveListener(t.database);
    let allowed = true;
    const stream = await openLiveStream({
      db: t.database.db,
      clock: { now: () => new Date() },
      listener,
      merchantId: shop.merchantId,
      lastEventId: undefined,
      heartbeatMs: 20,
      stillAllowed: async () => allowed,
    });
    const ended = new Promise<void>((resolve) => stream.body.on('end', resolve));
    stream.body.resume();
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(listener.subscriberCount()).toBe(1);
    allowed = false;
    await ended;
    expect(listener.subscriberCount()).toBe(0);
    await listener.close();
  });

  it('knows a logged-out session from an open one', async () => {
    const user = await buildUser(t.database.db, { merchantId: shop.merchantId });
    const token = await loginAs(t.app, user.username);
    const [session] = await queryRows<{ id: string }>(
      t.database.db,
      sql`select id::text from sessions where user_id = ${user.id}::uuid and revoked_at is null`,
    );
    expect(await sessionStillOpen(t.database.db, session!.id)).toBe(true);
    const logout = await t.app.inject({ method: 'POST', url: '/api/public/backoffice_logout', headers: auth(token) });
    expect(logout.statusCode).toBe(200);
    expect(await sessionStillOpen(t.database.db, session!.id)).toBe(false);
  });
});
