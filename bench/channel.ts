/**
 * The channel API under load (issue 15): 20 terminals of the demo merchant sending orders at once
 * while the back office reads its orders and overview, and the channel menu beside getProducts.
 * Terminal keys are written straight into the prepared database (as create-terminal stores them).
 */
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import type { ChannelMenu } from '@bakrom/shared/schemas/channel';
import { queryRows, type Db } from '../apps/server/src/db/client';
import { hashToken, TERMINAL_KEY_PREFIX } from '../apps/server/src/http/access';
import { LARGE_MENU_MERCHANT } from './large-menu';
import type { Endpoint, Measurement } from './measure';

export const CHANNEL_TERMINALS = 20;

export interface ChannelBench {
  /** Keys of the demo merchant's bench kiosks, spread over its locations. */
  demoKeys: string[];
  /** A key of a kiosk of the large-menu merchant. */
  largeMenuKey: string;
}

const newKey = () => `${TERMINAL_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;

/** Kiosks BENCH-KIOSK-n of a merchant's locations (made once, given a new key at every run); their keys. */
async function benchKiosks(db: Db, merchantId: string, count: number): Promise<string[]> {
  const locations = await queryRows<{ id: string }>(
    db,
    sql`select id from locations where merchant_id = ${merchantId} and status = 'ACTIVE' order by name, id`,
  );
  if (locations.length === 0) throw new Error(`${merchantId} has no location for the channel bench`);
  const keys: string[] = [];
  for (let n = 1; n <= count; n++) {
    const key = newKey();
    const locationId = locations[(n - 1) % locations.length]!.id;
    await db.execute(sql`
      insert into terminals (merchant_id, location_id, terminal_id, terminal_type, device_name, system_id_nr, key_hash, key_created_at)
      values (${merchantId}, ${locationId}, ${`BENCH-KIOSK-${n}`}, 'KIOSK', ${`Benkkiosk ${n}`}, ${`BENCH-${n}`}, ${hashToken(key)}, now())
      on conflict (location_id, terminal_id) do update set key_hash = excluded.key_hash, key_created_at = now(), revoked_at = null`);
    keys.push(key);
  }
  return keys;
}

export async function prepareChannelBench(db: Db): Promise<ChannelBench> {
  return { demoKeys: await benchKiosks(db, 'demo', CHANNEL_TERMINALS), largeMenuKey: (await benchKiosks(db, LARGE_MENU_MERCHANT, 1))[0]! };
}

const bearer = (key: string) => ({ authorization: `Bearer ${key}` });

/** The channel menu beside getProducts: the demo's takeaway menu, and the large menu's, as a kiosk asks (gzip). */
export function channelMenuEndpoints(bench: ChannelBench): Endpoint[] {
  return [
    {
      name: 'GET /api/channel/menu (gzip)',
      path: '/api/channel/menu?orderType=PICKUP',
      authenticated: false,
      headers: { ...bearer(bench.demoKeys[0]!), 'accept-encoding': 'gzip' },
      budgetP95Ms: 30,
    },
    {
      name: 'GET /api/channel/menu, large menu (gzip)',
      path: '/api/channel/menu?orderType=PICKUP',
      authenticated: false,
      headers: { ...bearer(bench.largeMenuKey), 'accept-encoding': 'gzip' },
      budgetP95Ms: 30,
    },
  ];
}

interface OrderPlan {
  key: string;
  orderType: 'PICKUP' | 'DINE_IN';
  itemId: string;
  price: number;
}

/** What each terminal orders: one item of its menu that sells now without a variant or a mandatory add-on. */
async function planFor(base: string, key: string): Promise<OrderPlan> {
  for (const orderType of ['PICKUP', 'DINE_IN'] as const) {
    const response = await fetch(`${base}/api/channel/menu?orderType=${orderType}`, { headers: bearer(key) });
    if (!response.ok) throw new Error(`GET /api/channel/menu answered ${response.status}`);
    const menu = (await response.json()) as ChannelMenu;
    if (orderType === 'PICKUP' && menu.takeaway.closedToday) continue;
    const mandatory = new Set(menu.addOnGroups.filter((g) => g.mandatory && g.minimum > 0).map((g) => g.id));
    const item = menu.categories
      .filter((c) => !c.closed)
      .flatMap((c) => c.items)
      .find((i) => !i.soldOut && i.variants.length === 0 && !i.addOnGroupIds.some((id) => mandatory.has(id)));
    if (item) return { key, orderType, itemId: item.id, price: item.discountedPrice };
  }
  throw new Error('no item for the channel bench to order');
}

/**
 * Orders a second each bench terminal sends in the paced runs: one a second (20 orders a second, far
 * above what a merchant's tills and kiosks send even at the busiest hour), the run the budget applies
 * to, and five a second (100 orders a second) to show the headroom.
 */
const PACED_ORDERS_PER_TERMINAL_PER_SECOND = [1, 5];
/** Requests a second each of the 4 back-office connections makes in the paced runs. */
const BACK_OFFICE_READS_PER_SECOND = 10;

/**
 * POST /api/channel/orders from 20 terminals, each its own connection and key, every order new (its
 * own reference), while 4 back-office connections read the orders list and the overview; the measured
 * latencies are the orders'. Paced runs (each terminal 1, then 5 orders a second, the back office 10
 * reads a second a connection), the first being the one the budget applies to; then flat out (every
 * connection sends its next request when the last is answered), which shows the most orders a second
 * one merchant's terminals get through and what waiting in line then costs.
 */
export async function measureChannelOrders(
  context: { base: string; token: string; seconds: number },
  bench: ChannelBench,
): Promise<Measurement[]> {
  const plans = await Promise.all(bench.demoKeys.map((key) => planFor(context.base, key)));
  const bodyOf = (plan: OrderPlan) =>
    JSON.stringify({
      channelReference: `bench-${randomBytes(9).toString('base64url')}`,
      orderType: plan.orderType,
      lines: [{ itemId: plan.itemId, count: 1 }],
      payments: plan.price > 0 ? [{ type: 'CARD', amount: plan.price }] : [],
    });
  const check = await fetch(`${context.base}/api/channel/orders`, {
    method: 'POST',
    headers: { ...bearer(plans[0]!.key), 'content-type': 'application/json' },
    body: bodyOf(plans[0]!),
  });
  if (check.status !== 201) throw new Error(`POST /api/channel/orders answered ${check.status}: ${(await check.text()).slice(0, 300)}`);

  async function run(rate: number | undefined): Promise<Measurement> {
    let client = 0;
    const latencies: number[] = [];
    const orders = new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        {
          url: `${context.base}/api/channel/orders`,
          method: 'POST',
          connections: plans.length,
          duration: context.seconds,
          ...(rate ? { connectionRate: rate } : {}),
          headers: { 'content-type': 'application/json' },
          setupClient: (c: autocannon.Client) => {
            const plan = plans[client++ % plans.length]!;
            c.setHeaders({ 'content-type': 'application/json', ...bearer(plan.key) });
            (c as unknown as { setBody(body: string): void }).setBody(bodyOf(plan));
            c.on('response', () => (c as unknown as { setBody(body: string): void }).setBody(bodyOf(plan)));
          },
        },
        (error: unknown, finished: autocannon.Result) => (error ? reject(error) : resolve(finished)),
      );
      instance.on('response', (_c, _status, _bytes, responseTime) => latencies.push(responseTime));
    });
    const backOffice = (path: string) =>
      new Promise<autocannon.Result>((resolve, reject) =>
        autocannon(
          {
            url: `${context.base}${path}`,
            connections: 2,
            duration: context.seconds,
            ...(rate ? { connectionRate: BACK_OFFICE_READS_PER_SECOND } : {}),
            headers: { authorization: `Basic ${context.token}` },
          },
          (error: unknown, finished: autocannon.Result) => (error ? reject(error) : resolve(finished)),
        ),
      );
    const [result] = await Promise.all([
      orders,
      backOffice('/api/order/listOrders?merchant=demo&limit=50&page=1'),
      backOffice('/api/dashboard/getDashboardData?merchant=demo'),
    ]);
    latencies.sort((a, b) => a - b);
    const at = (p: number) =>
      Math.round((latencies[Math.max(0, Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1))] ?? 0) * 100) / 100;
    const terminals = `${plans.length} terminals`;
    return {
      name: rate
        ? `POST /api/channel/orders, ${terminals} × ${rate}/s while the back office reads 40/s`
        : `POST /api/channel/orders, ${terminals} flat out while the back office reads flat out (saturation)`,
      budgetP95Ms: rate === PACED_ORDERS_PER_TERMINAL_PER_SECOND[0] ? 30 : undefined,
      p50: at(50),
      p95: at(95),
      p99: at(99),
      requestsPerSecond: result.requests.average,
      errors: result.errors + result.non2xx,
    };
  }
  const results: Measurement[] = [];
  for (const rate of [...PACED_ORDERS_PER_TERMINAL_PER_SECOND, undefined]) results.push(await run(rate));
  return results;
}
