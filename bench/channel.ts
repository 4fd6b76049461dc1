/**
 * The channel API under load (issue 15): 20 terminals of the demo merchant sending orders, each on its own clock and all at the same instant,
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
import { latencyPercentiles, type Endpoint, type Measurement } from './measure';

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
 * How the terminals' orders are timed in a run. `independent`: each terminal on its own clock, one
 * order every 1/rate seconds from a random moment of the first interval, as separate tills and kiosks
 * are (their orders meet only by chance); the budget applies to it at one order a second a terminal
 * (20 orders a second, far above what a merchant's tills and kiosks send even at the busiest hour).
 * `synchronized`: all 20 send at the same instant every second, the worst case, shown beside it.
 * `flat-out`: every terminal sends its next order when the last is answered, which shows the most
 * orders a second one merchant's terminals get through and what waiting in line then costs.
 */
interface OrderRun {
  timing: 'independent' | 'synchronized' | 'flat-out';
  ordersPerTerminalPerSecond?: number;
  budgetP95Ms?: number;
  /** The run's length when it is not the bench's. */
  seconds?: number;
}

const ORDER_RUNS: OrderRun[] = [
  { timing: 'independent', ordersPerTerminalPerSecond: 1, budgetP95Ms: 30 },
  { timing: 'synchronized', ordersPerTerminalPerSecond: 1 },
  { timing: 'independent', ordersPerTerminalPerSecond: 5 },
  { timing: 'flat-out' },
];
/** Requests a second each of the 4 back-office connections makes in the paced runs. */
const BACK_OFFICE_READS_PER_SECOND = 10;

/**
 * POST /api/channel/orders from 20 terminals, each its own connection and key, every order new (its
 * own reference), while 4 back-office connections read the orders list and the overview (10 reads a
 * second each in the paced runs, flat out beside the flat-out run); the measured latencies are the
 * orders'. The runs are ORDER_RUNS.
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

  type SetBody = { setBody(body: string): void };
  /** Terminals of `group` on one autocannon instance, every request a new order of its terminal. */
  function terminals(group: OrderPlan[], rate: number | undefined, seconds: number, latencies: number[]): Promise<autocannon.Result> {
    let client = 0;
    return new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        {
          url: `${context.base}/api/channel/orders`,
          method: 'POST',
          connections: group.length,
          duration: seconds,
          ...(rate ? { connectionRate: rate } : {}),
          headers: { 'content-type': 'application/json' },
          setupClient: (c: autocannon.Client) => {
            const plan = group[client++ % group.length]!;
            c.setHeaders({ 'content-type': 'application/json', ...bearer(plan.key) });
            (c as unknown as SetBody).setBody(bodyOf(plan));
            c.on('response', () => (c as unknown as SetBody).setBody(bodyOf(plan)));
          },
        },
        (error: unknown, finished: autocannon.Result) => (error ? reject(error) : resolve(finished)),
      );
      instance.on('response', (_c, _status, _bytes, responseTime) => latencies.push(responseTime));
    });
  }

  async function run({ timing, ordersPerTerminalPerSecond: rate, budgetP95Ms, seconds = context.seconds }: OrderRun): Promise<Measurement> {
    const latencies: number[] = [];
    const orders: Promise<autocannon.Result[]> =
      timing === 'independent'
        ? Promise.all(
            plans.map(async (plan) => {
              await new Promise((resolve) => setTimeout(resolve, Math.random() * (1000 / rate!)));
              return terminals([plan], rate, seconds, latencies);
            }),
          )
        : terminals(plans, rate, seconds, latencies).then((result) => [result]);
    const backOffice = (path: string) =>
      new Promise<autocannon.Result>((resolve, reject) =>
        autocannon(
          {
            url: `${context.base}${path}`,
            connections: 2,
            duration: seconds,
            ...(rate ? { connectionRate: BACK_OFFICE_READS_PER_SECOND } : {}),
            headers: { authorization: `Basic ${context.token}` },
          },
          (error: unknown, finished: autocannon.Result) => (error ? reject(error) : resolve(finished)),
        ),
      );
    const [results] = await Promise.all([
      orders,
      backOffice('/api/order/listOrders?merchant=demo&limit=50&page=1'),
      backOffice('/api/dashboard/getDashboardData?merchant=demo'),
    ]);
    const count = `${plans.length} terminals`;
    const backOfficeReads = rate ? 'while the back office reads 40/s' : 'while the back office reads flat out (saturation)';
    const how =
      timing === 'flat-out'
        ? `${count} flat out`
        : `${count} × ${rate}/s${timing === 'synchronized' ? ', all at the same instant (worst case)' : ', each on its own clock'}`;
    return {
      name: `POST /api/channel/orders, ${how} ${backOfficeReads}`,
      budgetP95Ms,
      ...latencyPercentiles(latencies),
      requestsPerSecond: results.reduce((total, result) => total + result.requests.average, 0),
      errors: results.reduce((total, result) => total + result.errors + result.non2xx, 0),
    };
  }
  // Unmeasured, as every other endpoint is measured on a server that has answered it before: a few
  // seconds of orders so that the order path is compiled and its caches are filled.
  await run({ timing: 'independent', ordersPerTerminalPerSecond: 5, seconds: Math.min(context.seconds, 3) });
  const results: Measurement[] = [];
  for (const orderRun of ORDER_RUNS) results.push(await run(orderRun));
  return results;
}
