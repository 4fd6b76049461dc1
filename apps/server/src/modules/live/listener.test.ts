import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TestContext } from '../../../test/harness';
import { buildLocation, buildMerchant } from '../../../test/factories';
import { buildTerminal } from '../../../test/order-factories';
import { queryRows } from '../../db/client';
import { connectionOf, createLiveListener, parseNotification, type Connection, type LiveNotification } from './listener';
import { LIVE_CHANNEL, publishLiveEvent } from './publish';

let t: TestContext;
let number = 1;
const shops: { merchantId: string; locationId: string; terminalId: string }[] = [];

async function order(shop: (typeof shops)[number], options: { rollback?: boolean } = {}): Promise<string> {
  let id = '';
  await t.database.db
    .transaction(async (tx) => {
      const [row] = await queryRows<{ id: string }>(
        tx as never,
        sql`insert into orders (merchant_id, location_id, terminal_id, order_number, order_type, order_status, channel,
              total_amount_ore, total_vat_ore, to_pay_amount_ore, ordered_at, modified_at)
            values (${shop.merchantId}, ${shop.locationId}::uuid, ${shop.terminalId}::uuid, ${number++}, 'PICKUP', 'ORDERED',
              'WEBSHOP', 10000, 1304, 10000, now(), now())
            returning id::text`,
      );
      id = row!.id;
      await publishLiveEvent(tx, { merchantId: shop.merchantId, kind: 'order.created', orderId: id, locationId: shop.locationId });
      if (options.rollback) throw new Error('rollback');
    })
    .catch((error: Error) => {
      if (error.message !== 'rollback') throw error;
    });
  return id;
}

const until = async (check: () => boolean, timeoutMs = 5000) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('not in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

beforeAll(async () => {
  t = await buildTestApp();
  for (const name of ['Lytter A', 'Lytter B']) {
    const merchant = await buildMerchant(t.database.db, { name });
    const location = await buildLocation(t.database.db, merchant.id);
    const terminal = await buildTerminal(t.database.db, merchant.id, location.id);
    shops.push({ merchantId: merchant.id, locationId: location.id, terminalId: terminal.id });
  }
});

afterAll(async () => {
  await t?.close();
});

describe(`the live listener (${process.env.DB_KIND ?? 'pglite'})`, () => {
  it("delivers a committed order's notification to its merchant's subscribers only, with its cursor, and no rolled-back one", async () => {
    const listener = createLiveListener(t.database);
    const [a, b] = shops as [(typeof shops)[number], (typeof shops)[number]];
    const gotA: LiveNotification[] = [];
    const gotB: LiveNotification[] = [];
    const gaps: string[] = [];
    const leaveA = await listener.subscribe(a.merchantId, { onEvent: (event) => gotA.push(event), onGap: () => gaps.push('a') });
    await listener.subscribe(b.merchantId, { onEvent: (event) => gotB.push(event), onGap: () => gaps.push('b') });
    expect(listener.subscriberCount()).toBe(2);

    await order(a, { rollback: true });
    // Someone else's message on the channel is not an event.
    await t.database.db.execute(sql`select pg_notify(${LIVE_CHANNEL}, 'not json'), pg_notify(${LIVE_CHANNEL}, '{"merchantId":1}')`);
    const id = await order(a);
    await until(() => gotA.length > 0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(gotA).toEqual([
      {
        merchantId: a.merchantId,
        kind: 'order.created',
        orderId: id,
        locationId: a.locationId,
        cursor: expect.stringMatching(new RegExp(`^\\d+-${id}$`)),
      },
    ]);
    expect(gotB).toEqual([]);

    leaveA();
    expect(listener.subscriberCount()).toBe(1);
    await order(a);
    const idB = await order(b);
    await until(() => gotB.length > 0);
    expect(gotA).toHaveLength(1);
    expect(gotB.map((event) => event.orderId)).toEqual([idB]);
    expect(gaps).toEqual([]);
    await listener.close();
  });

  it('listens again after losing its connection and tells the subscribers to catch up', async () => {
    // On PostgreSQL the server ends the listening backend; PGlite runs in the process, so its loss is simulated.
    let lose: (() => void) | undefined;
    const connection = (database: typeof t.database): Connection => {
      const real = connectionOf(database);
      return {
        start: (onPayload, onLost) => {
          lose = onLost;
          return real.start(onPayload, onLost);
        },
        stop: () => real.stop(),
      };
    };
    const warnings: string[] = [];
    const listener = createLiveListener(t.database, { backoffMs: 10, connection, logger: { warn: (text) => warnings.push(text) } });
    const [a] = shops as [(typeof shops)[number]];
    const got: string[] = [];
    let gaps = 0;
    await listener.subscribe(a.merchantId, { onEvent: (event) => got.push(event.orderId), onGap: () => (gaps += 1) });

    if (t.database.kind === 'postgres') {
      await t.database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query = ${`listen ${LIVE_CHANNEL}`}`,
      );
    } else {
      lose!();
    }
    await until(() => gaps === 1);
    expect(warnings.join(' ')).toMatch(/brutt/);
    const id = await order(a);
    await until(() => got.includes(id));
    await listener.close();
  });

  it('reads only well-formed notifications', () => {
    expect(parseNotification('{"merchantId":"m","kind":"order.status","orderId":"o","locationId":"l","cursor":null}')).toEqual({
      merchantId: 'm',
      kind: 'order.status',
      orderId: 'o',
      locationId: 'l',
      cursor: null,
    });
    expect(parseNotification('{"merchantId":"m","kind":"order.deleted","orderId":"o","locationId":"l"}')).toBeUndefined();
    expect(parseNotification('[1]')).toBeUndefined();
    expect(parseNotification('')).toBeUndefined();
  });
});
