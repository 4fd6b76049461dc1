import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelTerminalSchema, type ChannelTerminal } from '@bakrom/shared/schemas/channel-events';
import { locations, terminals } from '../../db/schema/index';
import { hashToken, newTerminalKey } from '../../http/access';
import { createTerminalWithKey, revokeTerminalKey, terminalAuth, type TerminalWithKey } from '../../../test/channel-factories';
import { buildReportTerminal } from '../../../test/report-factories';
import { merchantSession, type MerchantSession } from '../../../test/merchant-session';
import { auth } from '../../../test/factories';
import { buildTestApp, type TestContext } from '../../../test/harness';
import { strictly } from '../../../test/strict-schema';

let t: TestContext;
let m: MerchantSession;
let kiosk: TerminalWithKey;

const WHO = '/api/channel/terminal';

beforeAll(async () => {
  t = await buildTestApp();
  m = await merchantSession(t);
  kiosk = await createTerminalWithKey(t.database.db, {
    merchantId: m.merchantId,
    locationId: m.locationIds[1]!,
    terminalType: 'KIOSK',
    deviceName: 'Kiosk ved døra',
  });
});
afterAll(() => t.close());

const call = (headers: Record<string, string> = {}, url = WHO) => t.app.inject({ method: 'GET', url, headers });

function expect401(response: { statusCode: number; json(): unknown }) {
  expect(response.statusCode).toBe(401);
  expect((response.json() as { error: { code: string } }).error.code).toBe('UNAUTHORIZED');
}

describe('terminal keys', () => {
  it('let a terminal through with its own key, bound to its merchant and location', async () => {
    const response = await call(terminalAuth(kiosk.key));
    expect(response.statusCode, response.body).toBe(200);
    const body = strictly(channelTerminalSchema).parse(response.json()) as ChannelTerminal;
    expect(body).toMatchObject({
      id: kiosk.terminalId,
      terminalType: 'KIOSK',
      deviceName: 'Kiosk ved døra',
      merchantId: m.merchantId,
      locationId: m.locationIds[1],
    });
    expect(body.keyCreatedAt).not.toBeNull();
  });

  it('are stored only as their SHA-256 hash', async () => {
    const [row] = await t.database.db.select().from(terminals).where(eq(terminals.id, kiosk.terminalId));
    expect(row!.keyHash).toBe(hashToken(kiosk.key));
    expect(JSON.stringify(row)).not.toContain(kiosk.key);
  });

  it('answer 401 without a key, with an unknown or malformed one, or with the key in another scheme', async () => {
    expect401(await call());
    expect401(await call(terminalAuth(newTerminalKey())));
    expect401(await call({ authorization: 'Bearer bkt_' }));
    expect401(await call({ authorization: `Bearer ${kiosk.key.slice(0, -1)}` }));
    expect401(await call({ authorization: `Bearer ${kiosk.key}x` }));
    expect401(await call({ authorization: `Bearer ${kiosk.key.slice(4)}` }));
    expect401(await call({ authorization: `Basic ${kiosk.key}` }));
    expect401(await call({ authorization: kiosk.key }));
    expect401(await call({ authorization: `Bearer ${kiosk.key}, Bearer ${kiosk.key}` }));
  });

  it('answer 401 once revoked, and a new key of the terminal works again', async () => {
    const pos = await createTerminalWithKey(t.database.db, {
      merchantId: m.merchantId,
      locationId: m.locationIds[0]!,
      terminalType: 'POS',
    });
    expect((await call(terminalAuth(pos.key))).statusCode).toBe(200);
    await revokeTerminalKey(t.database.db, pos.terminalId);
    expect401(await call(terminalAuth(pos.key)));
  });

  it('never let a KDS screen in, even with a key', async () => {
    const kds = await buildReportTerminal(t.database.db, m.merchantId, m.locationIds[0]!, { terminalType: 'KDS' });
    const key = newTerminalKey();
    await t.database.db
      .update(terminals)
      .set({ keyHash: hashToken(key) })
      .where(eq(terminals.id, kds.id));
    expect401(await call(terminalAuth(key)));
  });

  it('answer 401 while the terminal’s location is deactivated, and work again once it is active', async () => {
    const till = await createTerminalWithKey(t.database.db, {
      merchantId: m.merchantId,
      locationId: m.locationIds[0]!,
      terminalType: 'POS',
    });
    await t.database.db.update(locations).set({ status: 'INACTIVE' }).where(eq(locations.id, m.locationIds[0]!));
    expect401(await call(terminalAuth(till.key)));
    await t.database.db.update(locations).set({ status: 'ACTIVE' }).where(eq(locations.id, m.locationIds[0]!));
    expect((await call(terminalAuth(till.key))).statusCode).toBe(200);
  });

  it('answer each terminal its own merchant and location', async () => {
    const other = await merchantSession(t);
    const webshop = await createTerminalWithKey(t.database.db, {
      merchantId: other.merchantId,
      locationId: other.locationIds[0]!,
      terminalType: 'WEBSHOP',
    });
    const body = (await call(terminalAuth(webshop.key))).json() as { merchantId: string; locationId: string; terminalType: string };
    expect(body).toMatchObject({ merchantId: other.merchantId, locationId: other.locationIds[0], terminalType: 'WEBSHOP' });
  });
});

describe('sessions and terminal keys never stand in for each other', () => {
  it('a session token on a channel route answers 401, in either scheme', async () => {
    expect401(await call(auth(m.token)));
    expect401(await call({ authorization: `Bearer ${m.token}` }));
  });

  it('a terminal key on a session route answers 401, in either scheme', async () => {
    expect((await m.get('/api/location/listLocations')).statusCode).toBe(200);
    for (const headers of [terminalAuth(kiosk.key), { authorization: `Basic ${kiosk.key}` }]) {
      expect401(await call(headers, '/api/location/listLocations'));
      expect401(await call(headers, '/api/terminal/getTerminals'));
    }
  });

  it('a session token whose text starts like a key is never looked up as a key', async () => {
    expect401(await call({ authorization: `Bearer bkt_${m.token}` }));
  });
});

describe('every route', () => {
  const concrete = (url: string) => url.replace(/:(\w+)/g, () => crypto.randomUUID()).replace('*', 'x');
  const inject = (method: string, url: string, headers: Record<string, string>) =>
    t.app.inject({ method: method as 'GET' | 'POST', url: concrete(url), headers, ...(method === 'GET' ? {} : { payload: {} }) });

  it('of the channel API answers 401 without a key, with an unknown or revoked key, and with a session', async () => {
    const routes = t.app.routeInventory().filter((route) => route.access === 'terminal' && route.method !== 'HEAD');
    expect(routes.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining(['GET /api/channel/terminal', 'POST /api/channel/orders/:id/status', 'POST /api/channel/terminal-events']),
    );
    const revoked = await createTerminalWithKey(t.database.db, {
      merchantId: m.merchantId,
      locationId: m.locationIds[0]!,
      terminalType: 'KIOSK',
    });
    await revokeTerminalKey(t.database.db, revoked.terminalId);
    const refused = [
      {},
      terminalAuth(newTerminalKey()),
      terminalAuth(revoked.key),
      auth(m.token),
      { authorization: `Bearer ${m.token}` },
      { authorization: `Basic ${kiosk.key}` },
    ];
    for (const route of routes) {
      for (const headers of refused) {
        const response = await inject(route.method, route.url, headers);
        expect(response.statusCode, `${route.method} ${route.url} ${JSON.stringify(headers)}`).toBe(401);
      }
    }
  });

  it('that takes a session answers 401 to a terminal key', async () => {
    const routes = t.app
      .routeInventory()
      .filter((route) => (route.access === 'merchant' || route.access === 'superadmin') && route.method !== 'HEAD');
    expect(routes.length).toBeGreaterThan(50);
    for (const route of routes) {
      const response = await inject(route.method, route.url, terminalAuth(kiosk.key));
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });
});

describe('the OpenAPI document', () => {
  it('names the terminal key as the channel routes’ security', async () => {
    const document = (await call({}, '/api/docs/json')).json() as {
      paths: Record<string, Record<string, { security?: unknown[]; 'x-access'?: string }>>;
      components: { securitySchemes: Record<string, { scheme: string }> };
    };
    expect(document.components.securitySchemes.terminal?.scheme).toBe('bearer');
    expect(document.paths[WHO]?.get).toMatchObject({ 'x-access': 'terminal', security: [{ terminal: [] }] });
  });

  it('describes every channel route, and shows its requests, answers and refusals by example', async () => {
    type Content = { 'application/json'?: { example?: unknown; examples?: unknown } };
    type Operation = {
      summary?: string;
      description?: string;
      requestBody?: { content: Content };
      responses: Record<string, { content?: Content }>;
    };
    const document = (await call({}, '/api/docs/json')).json() as { paths: Record<string, Record<string, Operation>> };
    const channel = Object.entries(document.paths).filter(([path]) => path.startsWith('/api/channel/'));
    expect(channel.length).toBeGreaterThanOrEqual(5);
    for (const [path, operations] of channel) {
      for (const operation of Object.values(operations)) {
        expect(operation.summary, path).toBeTruthy();
        expect(operation.description?.length, path).toBeGreaterThan(100);
      }
    }
    const exampleOf = (content?: Content) => content?.['application/json']?.example ?? content?.['application/json']?.examples;
    const terminalCalls: [string, string, string[]][] = [
      ['/api/channel/terminal', 'get', ['200', '401', '429']],
      ['/api/channel/menu', 'get', ['200', '400', '401', '429']],
      ['/api/channel/orders', 'post', ['201', '400', '401', '404', '409', '429']],
      ['/api/channel/orders/{id}/status', 'post', ['200', '400', '401', '404', '409', '429']],
      ['/api/channel/terminal-events', 'post', ['201', '400', '401', '404', '409', '429']],
    ];
    for (const [path, method, statuses] of terminalCalls) {
      const operation = document.paths[path]![method]!;
      if (method === 'post') expect(exampleOf(operation.requestBody?.content), path).toBeTruthy();
      for (const status of statuses) expect(exampleOf(operation.responses[status]?.content), `${path} ${status}`).toBeTruthy();
    }
  });
});
