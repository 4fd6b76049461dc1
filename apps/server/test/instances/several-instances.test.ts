import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dinteroRefundItems, refundTotal, refundUnits } from '@bakrom/shared/refunds';
import { openPostgres, queryRows, type Database } from '../../src/db/client';
import { sql } from 'drizzle-orm';
import { migrate } from '../../src/db/migrate';
import { findOrder, loadOrderContent } from '../../src/modules/refunds/repository';
import { refundableOrder } from '../../src/modules/refunds/refund-plan';
import { TEST_PASSWORD } from '../factories';
import { buildRefundOrder, json, startFakeProvider, type FakeProviderServer } from '../refund-factories';
import { Instance, Proxy, createInstancesDatabase, requireHaproxy, waitFor } from './harness';
import { SETTLEMENT_MERCHANTS, seedWorld, type World } from './world';
import { runRollingRestart } from './rolling-restart';

/**
 * Two server processes on one PostgreSQL database behind HAProxy (issue 30): what one instance
 * writes or caches, the other sees, through the proxy and directly; the automatic settlement runs once
 * when both are due at once; a rolling restart under the channel simulator loses no order.
 */

const LIMIT_PER_USERNAME_AND_ADDRESS = 4;

let database: Database;
let dropDatabase: () => Promise<void>;
let world: World;
let a: Instance;
let b: Instance;
let proxy: Proxy;
let dintero: FakeProviderServer;
let dinteroTokens = 0;
const dinteroRefunds: string[] = [];

interface Answer {
  status: number;
  body: unknown;
  headers: Headers;
}

async function call(
  base: string,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  options: { session?: string; terminalKey?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(options.session ? { authorization: `Basic ${options.session}` } : {}),
      ...(options.terminalKey ? { authorization: `Bearer ${options.terminalKey}` } : {}),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // a text answer stays text
  }
  return { status: response.status, body, headers: response.headers };
}

async function login(base: string, username: string, options: { password?: string; merchant?: string; address?: string } = {}) {
  return call(base, 'POST', '/api/public/backoffice_login', {
    body: { username, password: options.password ?? TEST_PASSWORD, ...(options.merchant ? { merchant: options.merchant } : {}) },
    headers: options.address ? { 'x-forwarded-for': options.address } : {},
  });
}

async function sessionOf(base: string, username: string, merchant?: string): Promise<string> {
  const answer = await login(base, username, { merchant });
  const body = answer.body as { result: string; user?: string };
  if (body.result !== 'SUCCEEDED' || !body.user) throw new Error(`login of ${username} failed: ${JSON.stringify(body)}`);
  return (JSON.parse(body.user) as { authToken: string }).authToken;
}

const bases = () => ({ a: a.url, b: b.url, proxy: proxy.url });

beforeAll(async () => {
  requireHaproxy();
  const created = await createInstancesDatabase();
  dropDatabase = created.drop;
  database = await openPostgres(created.url, 4);
  await migrate(database);
  world = await seedWorld(database.db, new Date());

  dintero = await startFakeProvider();
  dintero.handle((request, response) => {
    if (request.url.endsWith('/auth/token')) {
      dinteroTokens += 1;
      return json(response, 200, { access_token: `dintero-tilgang-${dinteroTokens}`, token_type: 'Bearer', expires_in: 3600 });
    }
    const { refund_reference: reference } = request.json as { refund_reference: string };
    dinteroRefunds.push(`${request.headers.authorization} ${reference}`);
    return json(response, 200, {
      id: 'tx',
      events: [{ id: `ev-${reference}`, event: 'REFUND', success: true, refund_reference: reference }],
    });
  });

  // Both instances become due for yesterday's automatic settlement as they start. The settlement's run
  // table is held locked meanwhile, so that both wait for it at the same moment and then run at once.
  const holder = new pg.Client({ connectionString: created.url });
  await holder.connect();
  await holder.query('begin');
  await holder.query('lock table auto_settlement_runs in access exclusive mode');
  const env = {
    AUTO_SETTLEMENT: 'on',
    LOGIN_RATE_LIMIT_PER_USERNAME: String(LIMIT_PER_USERNAME_AND_ADDRESS),
    DINTERO_API_URL: `${dintero.url}/dintero-api`,
    DINTERO_CHECKOUT_URL: `${dintero.url}/dintero-checkout`,
  };
  a = new Instance({ name: 'a', databaseUrl: created.url, env });
  b = new Instance({ name: 'b', databaseUrl: created.url, env });
  try {
    await Promise.all([a.start(), b.start()]);
    await waitFor('both instances to wait for the settlement lock', async () => {
      const [row] = await queryRows<{ waiting: number }>(
        database.db,
        sql`select count(*)::int as waiting from pg_locks where relation = 'auto_settlement_runs'::regclass and not granted`,
      );
      return row!.waiting >= 2;
    });
  } finally {
    await holder.query('commit');
    await holder.end();
  }
  proxy = new Proxy([a, b]);
  await proxy.start();
}, 300_000);

afterAll(async () => {
  await Promise.allSettled([a?.stop(), b?.stop()]);
  await proxy?.stop();
  await dintero?.close();
  await database?.close();
  await dropDatabase?.();
}, 60_000);

beforeEach(({ onTestFailed }) => {
  onTestFailed(() => {
    console.log([a, b].map((instance) => instance?.output.tail()).join('\n'));
    console.log(proxy?.output.tail(30));
  });
});

describe('several instances behind HAProxy', () => {
  it('spreads requests over both instances and names the client by the address the proxy forwards', async () => {
    const served = new Set<string>();
    for (let index = 0; index < 4; index += 1) {
      const answer = await call(proxy.url, 'GET', '/api/health');
      expect(answer.status).toBe(200);
      served.add(answer.headers.get('x-bakrom-instance') ?? '');
    }
    expect([...served].sort()).toEqual(['a', 'b']);
  });

  it('a session made on one instance works on the other; logout on one ends it on both', async () => {
    const session = await sessionOf(proxy.url, world.admin.username);
    const locations = (base: string) => call(base, 'GET', '/api/location/listLocations', { session });
    for (const base of Object.values(bases())) expect((await locations(base)).status).toBe(200);

    const direct = await sessionOf(a.url, world.admin.username);
    expect((await call(b.url, 'GET', '/api/location/listLocations', { session: direct })).status).toBe(200);

    expect((await call(a.url, 'POST', '/api/public/backoffice_logout', { session })).status).toBe(200);
    for (const base of Object.values(bases())) expect((await locations(base)).status).toBe(401);
    // The other session stays open.
    expect((await call(proxy.url, 'GET', '/api/location/listLocations', { session: direct })).status).toBe(200);
  });

  it('adds up the failed logins of one username and address made on both instances', async () => {
    const address = '198.51.100.7';
    const username = world.guessed.username;
    const wrong = { password: 'feil-passord', address };
    // Half on each instance directly, the last through the proxy (which appends its own hop).
    const failures = [a.url, b.url, a.url, proxy.url];
    expect(failures).toHaveLength(LIMIT_PER_USERNAME_AND_ADDRESS);
    for (const base of failures) expect((await login(base, username, wrong)).body).toEqual({ result: 'FAILED' });

    // The limit is reached everywhere, even with the right password.
    for (const base of [a.url, b.url, proxy.url]) expect((await login(base, username, { address })).status).toBe(429);
    // Another address (as the proxy forwards it) still logs in: the limit counts per address.
    expect((await login(proxy.url, username, { address: '198.51.100.8' })).body).toMatchObject({ result: 'SUCCEEDED' });
  });

  it('an order posted through the channel API on one instance reaches a live stream held on the other', async () => {
    const session = await sessionOf(proxy.url, world.admin.username);
    for (const [holder, poster] of [
      [b, a],
      [proxy, undefined],
    ] as const) {
      const controller = new AbortController();
      const response = await fetch(`${holder.url}/api/live/events`, {
        headers: { authorization: `Basic ${session}`, accept: 'text/event-stream' },
        signal: controller.signal,
      });
      expect(response.status).toBe(200);
      // Through the proxy the stream lands on either instance: the order goes to the other one.
      const heldOn = response.headers.get('x-bakrom-instance');
      if (!poster) expect(heldOn).toMatch(/^[ab]$/);
      const target = poster ?? (heldOn === 'a' ? b : a);
      const reader = response.body!.getReader();
      let received = '';
      const until = async (text: string) => {
        const decoder = new TextDecoder();
        const deadline = Date.now() + 10_000;
        while (!received.includes(text)) {
          if (Date.now() > deadline) throw new Error(`no ${text} on the stream; received:\n${received}`);
          const chunk = await reader.read();
          if (chunk.done) throw new Error(`the stream ended before ${text}; received:\n${received}`);
          received += decoder.decode(chunk.value, { stream: true });
        }
      };
      await until('event: ready');
      const posted = await call(target.url, 'POST', '/api/channel/orders', {
        terminalKey: world.shop.terminals.webshop.key,
        body: {
          channelReference: `live-${randomUUID()}`,
          orderType: 'PICKUP',
          lines: [{ itemId: world.shop.items.cola.id, addOns: [], count: 1 }],
          customer: { name: 'Kari', mobile: '' },
          payments: [{ type: 'CASH', amount: 3_450 }],
        },
      });
      expect(posted.status, JSON.stringify(posted.body)).toBe(201);
      const orderId = (posted.body as { id: string }).id;
      await until(`"orderId":"${orderId}"`);
      expect(received).toContain(`"kind":"order.created","orderId":"${orderId}"`);
      controller.abort();
    }
  });

  it('runs the automatic settlement once when both instances are due at the same moment', async () => {
    await waitFor('the settlement runs of every merchant', async () => {
      const [row] = await queryRows<{ runs: number }>(
        database.db,
        sql`select count(*)::int as runs from auto_settlement_runs where business_date = ${world.settlementDate}::date`,
      );
      return row!.runs >= SETTLEMENT_MERCHANTS;
    });
    const runs = await queryRows<{ merchantId: string; count: number; zReportCount: number }>(
      database.db,
      sql`select merchant_id as "merchantId", count(*)::int as count, max(z_report_count)::int as "zReportCount"
        from auto_settlement_runs where business_date = ${world.settlementDate}::date group by merchant_id`,
    );
    const expected = world.settling.map((merchant) => ({ merchantId: merchant.merchantId, count: 1, zReportCount: 2 }));
    expect(runs.sort((x, y) => x.merchantId.localeCompare(y.merchantId))).toEqual(
      expected.sort((x, y) => x.merchantId.localeCompare(y.merchantId)),
    );
    const zReports = await queryRows<{ terminalId: string; day: string; count: number }>(
      database.db,
      sql`select terminal_id as "terminalId", count(*)::int as count from z_reports group by terminal_id`,
    );
    const terminalIds = world.settling.flatMap((merchant) => merchant.terminalIds).sort();
    expect(zReports.map((row) => row.terminalId).sort()).toEqual(terminalIds);
    expect(zReports.every((row) => row.count === 1)).toBe(true);
    // Both instances were due and ran the pass; the merchants were settled by whichever took each one's lock.
    const settledBy = [a, b].map(
      (instance) =>
        instance.output.lines.filter(
          (line) => line.includes('automatisk dagsoppgjør utført') && line.includes(`"businessDate":"${world.settlementDate}"`),
        ).length,
    );
    expect(settledBy[0]! + settledBy[1]!).toBe(SETTLEMENT_MERCHANTS);
  });

  it('channel menus and the products page follow a change made on the other instance at once', async () => {
    const session = await sessionOf(proxy.url, world.admin.username);
    const { shop } = world;
    const menu = (instance: { url: string }, etag?: string) =>
      call(instance.url, 'GET', '/api/channel/menu?orderType=PICKUP', {
        terminalKey: shop.terminals.webshop.key,
        headers: etag ? { 'if-none-match': etag } : {},
      });
    const margheritaOf = (answer: Answer) =>
      (answer.body as { categories: { name: string; items: { id: string; soldOut: boolean }[] }[] }).categories
        .flatMap((category) => category.items.map((item) => ({ ...item, category: category.name })))
        .find((item) => item.id === shop.items.margherita.id);

    // Both instances have the menu cached.
    const [onA, onB] = [await menu(a), await menu(b)];
    expect(margheritaOf(onA)).toMatchObject({ soldOut: false, category: 'Pizza' });
    expect(onB.headers.get('etag')).toBe(onA.headers.get('etag'));
    expect((await menu(b, onB.headers.get('etag')!)).status).toBe(304);

    // Sold out on A: B's next menu shows it, and B refuses to sell it.
    const marked = await call(a.url, 'POST', '/api/product/markProductsAsSoldOut', {
      session,
      body: { locationId: shop.sentrum.id, items: [shop.items.margherita.id] },
    });
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);
    const afterSoldOut = await menu(b, onB.headers.get('etag')!);
    expect(afterSoldOut.status).toBe(200);
    expect(margheritaOf(afterSoldOut)).toMatchObject({ soldOut: true });
    // Through the proxy, from both instances in turn.
    const throughProxy = [await menu(proxy), await menu(proxy)];
    expect(throughProxy.map((answer) => answer.headers.get('x-bakrom-instance')).sort()).toEqual(['a', 'b']);
    for (const answer of throughProxy) expect(margheritaOf(answer)).toMatchObject({ soldOut: true });
    const refused = await call(b.url, 'POST', '/api/channel/orders', {
      terminalKey: shop.terminals.webshop.key,
      body: {
        channelReference: `utsolgt-${randomUUID()}`,
        orderType: 'PICKUP',
        lines: [{ itemId: shop.items.margherita.id, addOns: [], count: 1 }],
        customer: { name: 'Ola', mobile: '' },
        payments: [{ type: 'CASH', amount: 14_950 }],
      },
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: { code: 'ITEM_SOLD_OUT' } });

    // Back on sale from B: A's menu shows it.
    const soldOutId = (marked.body as { id: string }[])[0]!.id;
    expect(
      (await call(b.url, 'POST', '/api/product/unmarkProductsAsSoldOut', { session, body: { soldOutItemDocId: soldOutId } })).status,
    ).toBe(200);
    expect(margheritaOf(await menu(a))).toMatchObject({ soldOut: false });

    // The catalogue: a category renamed on B is in A's menu and A's products page at once.
    const products = async (instance: Instance) =>
      JSON.stringify((await call(instance.url, 'GET', '/api/product/getProducts', { session })).body);
    expect(await products(a)).toContain('"Pizza"');
    const category = await call(b.url, 'GET', `/api/product/getCategory?categoryId=${shop.categories.pizza.id}`, { session });
    expect(category.status, JSON.stringify(category.body)).toBe(200);
    const renamed = await call(b.url, 'POST', '/api/product/editCategory', {
      session,
      body: { ...(category.body as object), categoryId: shop.categories.pizza.id, name: 'Pizza fra ovnen' },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(margheritaOf(await menu(a))).toMatchObject({ category: 'Pizza fra ovnen' });
    expect(await products(a)).toContain('Pizza fra ovnen');
  });

  it('CloudPRNT printers polling both instances share one queue', async () => {
    const { shop, printerKey } = world;
    const printer = (instance: { url: string }, uid: string) => {
      const url = `/api/cloudprnt/${shop.sentrum.id}`;
      const headers = { authorization: `Basic ${Buffer.from(`skriver:${printerKey}`).toString('base64')}` };
      const mac = uid === 'skriver-1' ? '00:11:62:aa:bb:01' : '00:11:62:aa:bb:02';
      return {
        poll: () =>
          call(instance.url, 'POST', url, {
            headers,
            body: { status: '23 86 00 00 00 00 00 00 00', printerMAC: mac, uniqueID: uid, statusCode: '200 OK' },
          }),
        fetch: (token: string) => call(instance.url, 'GET', `${url}?uid=${uid}&mac=${mac}&type=text/plain&token=${token}`, { headers }),
        confirm: (token: string) => call(instance.url, 'DELETE', `${url}?uid=${uid}&mac=${mac}&code=200%20OK&token=${token}`, { headers }),
      };
    };
    // Two printers of the location, each asking another instance: each is offered its own job.
    const first = await printer(a, 'skriver-1').poll();
    const second = await printer(b, 'skriver-2').poll();
    expect(first.body).toMatchObject({ jobReady: true, jobToken: 'jobb-1' });
    expect(second.body).toMatchObject({ jobReady: true, jobToken: 'jobb-2' });
    // Fetched and confirmed on the other instance than the poll.
    expect((await printer(b, 'skriver-1').fetch('jobb-1')).body).toBe('Bong 1\n');
    expect((await printer(b, 'skriver-1').confirm('jobb-1')).status).toBe(200);
    expect((await printer(a, 'skriver-2').fetch('jobb-2')).body).toBe('Bong 2\n');
    expect((await printer(a, 'skriver-2').confirm('jobb-2')).status).toBe(200);
    for (const instance of [a, b, proxy, proxy]) expect((await printer(instance, 'skriver-1').poll()).body).toEqual({ jobReady: false });
  });

  it('the Dintero token fetched by one instance is used by the other, and emptied on one it is gone on both', async () => {
    const { merchant, admin } = world.refunds;
    const session = await sessionOf(proxy.url, admin.username);
    const refund = async (instance: { url: string }) => {
      const order = await buildRefundOrder(database.db, merchant, { provider: 'DINTERO' });
      const row = await findOrder(database.db, merchant.merchantId, order.orderId);
      const refundable = refundableOrder(row!, await loadOrderContent(database.db, order.orderId));
      const cartItems = refundUnits(refundable).map((unit) => unit.id);
      const result = refundTotal(refundable, cartItems, refundable.tipsAmount > 0);
      if (!result.ok) throw new Error(JSON.stringify(result.error));
      const answer = await call(instance.url, 'POST', '/api/payment/dinteroRefund', {
        session,
        body: {
          orderDocumentId: order.orderId,
          idempotencyKey: randomUUID(),
          amount: result.amount,
          cartItems,
          refundedTipsAmount: result.tipsAmount,
          transactionId: order.transactionId,
          dinteroItems: dinteroRefundItems(result),
        },
      });
      expect(answer.body, JSON.stringify(answer.body)).toBe('SUCCEEDED');
      return dinteroRefunds.at(-1)!.split(' ').slice(0, 2).join(' ');
    };
    expect(await refund(a)).toBe('Bearer dintero-tilgang-1');
    expect(await refund(b)).toBe('Bearer dintero-tilgang-1');
    expect(await refund(proxy)).toBe('Bearer dintero-tilgang-1');
    expect(dinteroTokens).toBe(1);

    const superAdmin = await sessionOf(proxy.url, world.superAdmin.username, merchant.merchantId);
    const emptied = await call(b.url, 'GET', '/api/superadmin/system/emptyCache', { session: superAdmin });
    expect(emptied.body).toMatchObject({ result: 'SUCCEEDED' });
    expect(await refund(a)).toBe('Bearer dintero-tilgang-2');
    expect(await refund(proxy)).toBe('Bearer dintero-tilgang-2');
    expect(dinteroTokens).toBe(2);
  });

  it('a rolling restart under the channel simulator loses no accepted order and answers no 5xx', async () => {
    const session = await sessionOf(proxy.url, world.admin.username);
    const figures = await runRollingRestart({ a, b, proxy, database, world, session });
    console.log(
      `rolling restart: ${figures.sent} orders sent, ${figures.accepted} accepted, ${figures.refusedByRule} refused by rule, ` +
        `${figures.failed} failed (${figures.failures.join('; ') || 'none'}); ${figures.menus} menus read; ` +
        `live stream connections ${figures.liveConnections}, orders missing on it ${figures.liveMissing.length}; ` +
        `served by ${JSON.stringify(figures.servedBy)}; exit codes ${JSON.stringify(figures.exitCodes)}; ${figures.steps.join(', ')}`,
    );
    expect(figures.failures).toEqual([]);
    expect(figures.failed).toBe(0);
    expect(figures.exitCodes).toEqual([0, 0]);
    expect(figures.accepted).toBeGreaterThan(20);
    expect(figures.sent).toBe(figures.accepted + figures.refusedByRule);
    expect(figures.missing).toEqual([]);
    // The back office's stream, held through the proxy, reconnected as its instance stopped and missed no order.
    expect(figures.liveConnections).toBeGreaterThanOrEqual(2);
    expect(figures.liveMissing).toEqual([]);
  }, 300_000);
});
