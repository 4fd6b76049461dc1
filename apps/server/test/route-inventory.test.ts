import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Access } from '../src/http/access';
import { ServerCache } from '../src/modules/system/cache';
import { auth, buildMerchant, buildUser, loginAs } from './factories';
import { buildTestApp, TEST_SECRET_KEY, type TestContext } from './harness';

/**
 * Every route and the access level it must declare. A new route fails this test until it is added
 * here, so that its level is a decision, not an accident.
 */
const EXPECTED: Record<Access, string[]> = {
  public: [
    'GET /api/ping',
    'GET /api/health',
    'GET /api/ready',
    // Prometheus: its own bearer token (METRICS_TOKEN), 404 without one configured.
    'GET /metrics',
    'POST /api/public/backoffice_login',
    'GET /api/media/images/:imageId',
    'GET /api/docs/',
    'GET /api/docs/static/index.html',
    'GET /api/docs/static/swagger-initializer.js',
    'GET /api/docs/json',
    'GET /api/docs/yaml',
    'GET /api/docs/static/*',
    'GET /*',
    'GET /',
    // CloudPRNT printers: no session, the location's printer key (HTTP Basic) checked by the routes themselves.
    'POST /api/cloudprnt/:locationId',
    'GET /api/cloudprnt/:locationId',
    'DELETE /api/cloudprnt/:locationId',
  ],
  superadmin: [
    'GET /api/superadmin/system/getCacheInfo',
    'GET /api/superadmin/system/emptyCache',
    'POST /api/order/updateOrderStatusFromBackOffice',
    'GET /api/superadmin/support/getCloudPrntDocument',
    'GET /api/superadmin/support/emptyJobs',
    'POST /api/superadmin/support/rotateCloudPrntKey',
    'POST /api/superadmin/location/createLocation',
    'POST /api/superadmin/location/editLocation',
    'POST /api/superadmin/location/deleteLocation',
    'POST /api/superadmin/location/setLocationStatus',
    'GET /api/settings/getSwedbankPayAccount',
    'POST /api/settings/editSwedbankPayAccount',
    'GET /api/settings/getDinteroAccount',
    'POST /api/settings/editDinteroAccount',
    'GET /api/report/getXReportForDate',
    'GET /api/report/getWebshopXReportCountersForDate',
    'POST /api/report/createZReportForDate',
    'POST /api/report/createAllWebshopZReports',
    'GET /api/report/getTransactionsReport',
    'GET /api/report/pdf/xReportForDate',
    'GET /api/report/pdf/transactionsReport',
    'GET /api/report/csv/transactionsReport',
    'GET /api/report/xlsx/transactionsReport',
    'POST /api/settings/editVat',
    'POST /api/settings/editMerchantSetting',
  ],
  merchant: [
    'GET /api/loyalty/getDiscounts',
    'GET /api/loyalty/getDataForDiscountAdminGui',
    'POST /api/loyalty/createDiscount',
    'POST /api/loyalty/editDiscount',
    'POST /api/loyalty/deleteDiscount',
    'GET /api/loyalty/getRewardPrograms',
    'GET /api/loyalty/getDataForRewardProgramAdminGui',
    'POST /api/loyalty/createRewardProgram',
    'POST /api/loyalty/editRewardProgram',
    'POST /api/loyalty/deleteRewardProgram',
    'POST /api/public/backoffice_logout',
    'GET /api/report/getDataForReportGui',
    'GET /api/report/getXReport',
    'POST /api/report/createZReport',
    'GET /api/report/getZReport',
    'GET /api/report/verifyJournal',
    'GET /api/report/getSaftPublicKeys',
    'GET /api/report/exportSaftCashRegister',
    'GET /api/accounting/getAccountMapping',
    'POST /api/accounting/saveAccountMapping',
    'GET /api/accounting/getVoucherPreview',
    'GET /api/accounting/exportVouchers',
    'GET /api/terminal/getTerminals',
    'GET /api/terminal/getTerminalsForLocation',
    'GET /api/location/listLocations',
    'GET /api/location/listAllLocations',
    'GET /api/location/getLocation',
    'POST /api/media/uploadImageFile',
    'POST /api/media/removeImageFile',
    'GET /api/product/getProducts',
    'GET /api/product/getDataForCategoryAdminGui',
    'GET /api/product/getCategory',
    'GET /api/product/getCategories',
    'POST /api/product/createCategory',
    'POST /api/product/editCategory',
    'POST /api/product/editCategories',
    'POST /api/product/deleteCategory',
    'GET /api/product/getDataForItemAdminGui',
    'GET /api/product/getItem',
    'GET /api/product/getItems',
    'GET /api/product/getItemsOfCategory',
    'POST /api/product/createItem',
    'POST /api/product/editItem',
    'POST /api/product/editItems',
    'POST /api/product/deleteItem',
    'GET /api/product/getAddOnGroups',
    'GET /api/product/getDataForAddOnGroupAdminGui',
    'GET /api/product/getDataForAddOnAdminGui',
    'GET /api/product/getAddOnsOfAddOnGroup',
    'POST /api/product/createAddOnGroup',
    'POST /api/product/editAddOnGroup',
    'POST /api/product/editAddOnGroups',
    'POST /api/product/deleteAddOnGroup',
    'POST /api/product/createAddOn',
    'POST /api/product/editAddOn',
    'POST /api/product/editAddOns',
    'POST /api/product/deleteAddOn',
    'GET /api/dashboard/getDashboardData',
    'GET /api/live/events',
    'GET /api/dashboard/getDataForSoldOutAdminGui',
    'POST /api/product/markProductsAsSoldOut',
    'POST /api/product/unmarkProductsAsSoldOut',
    'GET /api/settings/getClosingDays',
    'POST /api/settings/createClosingDays',
    'POST /api/settings/deleteClosingDay',
    'POST /api/settings/deleteClosingDaysByRange',
    'POST /api/settings/changeEarliestPickupTime',
    'POST /api/settings/closeDishes',
    'POST /api/settings/openDishes',
    'GET /api/settings/getOpeningHours',
    'POST /api/settings/editOpeningHours',
    'GET /api/settings/getDeliveryDocument',
    'GET /api/settings/getVat',
    'GET /api/settings/getCompany',
    'POST /api/settings/editCompany',
    'GET /api/settings/getMerchantSetting',
    'POST /api/settings/editDeliveryDocument',
    'GET /api/table/listTables',
    'GET /api/table/getTable',
    'POST /api/table/createTable',
    'POST /api/table/editTable',
    'POST /api/table/deleteTable',
    'POST /api/payment/dinteroRefund',
    'POST /api/payment/swedbankPayRefund',
    'POST /api/payment/softpayRefund',
    'POST /api/payment/cashRefund',
    'GET /api/order/listOrders',
    'GET /api/order/getOrderTotals',
    'GET /api/report/csv/orders',
    'GET /api/report/xlsx/orders',
    'GET /api/order/getOrder',
    'GET /api/order/getDataForOrderDetailGui',
    'POST /api/printing/openCashDrawer',
    'GET /api/report/getTotalSalesReport',
    'GET /api/report/getAlcoholReport',
    'GET /api/report/getSmsReport',
    'GET /api/user/listEmployees',
    'POST /api/user/checkUserPincode',
    'GET /api/user/getUser',
    'POST /api/user/createUser',
    'POST /api/user/editUser',
    'POST /api/user/deleteUser',
    'POST /api/user/changeOwnPassword',
    // English beside Norwegian (issue 34): one's own language, every logged-in user.
    'POST /api/user/changeOwnLanguage',
    'GET /api/user/revealNationalId',
    'GET /api/staff/getStaffRegister',
    'POST /api/staff/addStaffRegisterEntry',
    'POST /api/staff/correctStaffRegisterEntry',
    'GET /api/staff/pdf/staffRegister',
    'GET /api/staff/getStaffHours',
    'GET /api/staff/csv/staffRegister',
    'GET /api/staff/xlsx/staffRegister',
    'GET /api/report/pdf/xReport',
    'GET /api/report/pdf/zReport',
    'GET /api/report/pdf/totalSalesReport',
    'GET /api/report/csv/totalSalesReport',
    'GET /api/report/xlsx/totalSalesReport',
    'GET /api/report/pdf/alcoholReport',
    'GET /api/report/pdf/smsReport',
    'GET /api/report/csv/xReport',
    'GET /api/report/xlsx/xReport',
    'GET /api/report/csv/zReport',
    'GET /api/report/xlsx/zReport',
    'GET /api/report/csv/alcoholReport',
    'GET /api/report/xlsx/alcoholReport',
    'GET /api/report/csv/smsReport',
    'GET /api/report/xlsx/smsReport',
    // Særskilt registrering (issue 33): the alcohol report's access.
    'GET /api/report/getGoodsTypeReport',
    'GET /api/report/pdf/goodsTypeReport',
    'GET /api/report/csv/goodsTypeReport',
    'GET /api/report/xlsx/goodsTypeReport',
    // Salgsanalyse (issue 33): MANAGER, ADMIN and super admin.
    'GET /api/report/getSalesAnalytics',
    'GET /api/report/getSalesByHour',
    'GET /api/report/pdf/salesAnalytics',
    'GET /api/report/csv/salesAnalytics',
    'GET /api/report/xlsx/salesAnalytics',
  ],
  // The channel API: a terminal's key (Authorization: Bearer bkt_…), never a session.
  terminal: [
    'GET /api/channel/menu',
    'POST /api/channel/orders',
    'GET /api/channel/terminal',
    'POST /api/channel/orders/:id/status',
    'POST /api/channel/terminal-events',
    'POST /api/channel/staff/clock',
  ],
};

/** Merchant routes an ADMIN (and a super admin) may call and a MANAGER may not: the journal and its signing keys, the accounting export. */
const ADMIN_AUDIT_ROUTES = [
  'GET /api/report/verifyJournal',
  'GET /api/report/getSaftPublicKeys',
  'GET /api/report/exportSaftCashRegister',
  'GET /api/accounting/getAccountMapping',
  'POST /api/accounting/saveAccountMapping',
  'GET /api/accounting/getVoucherPreview',
  'GET /api/accounting/exportVouchers',
];

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';

interface RawAnswer {
  status: number;
  contentType: string;
  body: string;
}

let t: TestContext;
let port: number;
let webDist: string;
const tokens: Record<'MANAGER' | 'ADMIN' | 'SUPER_ADMIN', string> = { MANAGER: '', ADMIN: '', SUPER_ADMIN: '' };
const CACHE_KEY = 'route-inventory:must-survive';

/** Sends one request with the request target exactly as given, as an attacker's client would. */
function rawRequest(method: string, target: string, token?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const body = method === 'GET' ? '' : '{}';
    const headers = [
      `${method} ${target} HTTP/1.1`,
      'Host: localhost',
      'Connection: close',
      ...(token ? [`Authorization: Basic ${token}`] : []),
      ...(body ? ['Content-Type: application/json', `Content-Length: ${body.length}`] : []),
    ];
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const status = Number(head.match(/^HTTP\/1\.1 (\d{3})/)?.[1] ?? 0);
      const contentType = head.match(/\r\ncontent-type: ([^\r\n]*)/i)?.[1] ?? '';
      resolve({ status, contentType, body: rest.join('\r\n\r\n') });
    });
    socket.write(`${headers.join('\r\n')}\r\n\r\n${body}`);
  });
}

/** The same route target spelled the ways an attacker would try to slip past a check on the URL text. */
function spellings(url: string): string[] {
  const segments = url.split('/').slice(1);
  const encodeFirst = (segment: string) => `%${segment.charCodeAt(0).toString(16)}${segment.slice(1)}`;
  return [
    url,
    `/%61${url.slice(2)}`,
    `/%41${url.slice(2)}`,
    `/${segments.map(encodeFirst).join('/')}`,
    `/${segments.join('%2F')}`,
    `/${segments.join('%2f')}`,
    `http://localhost${url}`,
    `http://attacker.example/%61${url.slice(2)}`,
    `/${url}`,
    url.replace('/api/', '/api//'),
    `${url}.`,
    `${url}/`,
    `${url}/.`,
    `${url}%00`,
    `${url};x=1`,
    `${url}?merchant=x`,
    url.replace('/api/', '/api/./'),
    url.replace('/api/', '/api/x/../'),
    url.replace('/api/', '/API/'),
    url.replace(/\/([a-z])/g, (_m, letter: string) => `/${letter.toUpperCase()}`),
    url.toLowerCase(),
    url.toUpperCase(),
  ];
}

/**
 * A target that reached no guarded handler: refused (401, 403), not found, a malformed target (400),
 * or the web app's page, which answers any path the router does not know.
 */
function reachedNoHandler(answer: RawAnswer): boolean {
  if ([400, 401, 403, 404].includes(answer.status)) return true;
  return answer.status === 200 && answer.contentType.startsWith('text/html') && answer.body === INDEX_HTML;
}

const concreteUrl = (url: string) => url.replace(':imageId', '00000000-0000-4000-8000-000000000000').replace('*', 'x.js');

beforeAll(async () => {
  webDist = mkdtempSync(path.join(os.tmpdir(), 'bakrom-web-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(webDist, 'assets', 'app.js'), 'console.log(1)');
  t = await buildTestApp({ env: { WEB_DIST_DIR: webDist } });
  const db = t.database.db;
  const merchant = await buildMerchant(
    db,
    {},
    { useFunctionality: 'ALL', offerDeliveryService: true, offerDiscount: true, offerRewardProgram: true },
  );
  await buildUser(db, { merchantId: merchant.id, role: 'MANAGER', username: 'inv.manager' });
  await buildUser(db, { merchantId: merchant.id, role: 'ADMIN', username: 'inv.admin' });
  await buildUser(db, { merchantId: null, role: 'SUPER_ADMIN', username: 'inv.super' });
  tokens.MANAGER = await loginAs(t.app, 'inv.manager');
  tokens.ADMIN = await loginAs(t.app, 'inv.admin');
  tokens.SUPER_ADMIN = await loginAs(t.app, 'inv.super', merchant.id);
  await new ServerCache(db, TEST_SECRET_KEY).set({ key: CACHE_KEY, kind: 'LOOKUP', merchantId: null, value: 'x', ttlSeconds: 3600 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('route inventory', () => {
  it('has every route declare the expected access level, and no route beyond the list', () => {
    const declared = t.app
      .routeInventory()
      .filter((route) => route.method !== 'HEAD')
      .map((route) => `${route.method} ${route.url} ${route.access}`)
      .sort();
    const expected = Object.entries(EXPECTED)
      .flatMap(([access, routes]) => routes.map((route) => `${route} ${access}`))
      .sort();
    expect(declared).toEqual(expected);
  });

  it('refuses to start when a route declares no access level', async () => {
    const { buildApp } = await import('../src/app');
    const app = await buildApp({ database: t.database, config: t.config, secretKey: TEST_SECRET_KEY });
    app.get('/api/forgotten', async () => 'open');
    await expect(app.ready()).rejects.toThrow(/GET \/api\/forgotten/);
  });

  it('records each route’s access level in the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { 'x-access'?: string; security?: unknown[] }>>;
    };
    for (const [access, routes] of Object.entries(EXPECTED)) {
      for (const route of routes.filter((r) => r.includes(' /api/') && !r.includes('/api/docs'))) {
        const [method, url] = route.split(' ') as [string, string];
        const operation = document.paths[url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
        expect(operation?.['x-access'], route).toBe(access);
        if (access === 'public') expect(operation?.security, route).toEqual([]);
      }
    }
  });
});

describe('access through every spelling of a path', () => {
  const guarded = [...EXPECTED.merchant, ...EXPECTED.superadmin, ...EXPECTED.terminal];

  it('answers 401 to an anonymous call of every guarded route, however the path is spelled', async () => {
    for (const route of guarded) {
      const [method, url] = route.split(' ') as [string, string];
      for (const target of spellings(url)) {
        const answer = await rawRequest(method, target);
        expect(reachedNoHandler(answer), `${method} ${target} answered ${answer.status}`).toBe(true);
      }
      expect((await rawRequest(method, url)).status, `${route} without a session`).toBe(401);
    }
  });

  it('answers 403 to a MANAGER and an ADMIN on super-admin routes, however the path is spelled', async () => {
    for (const role of ['MANAGER', 'ADMIN'] as const) {
      for (const route of EXPECTED.superadmin) {
        const [method, url] = route.split(' ') as [string, string];
        for (const target of spellings(url)) {
          const answer = await rawRequest(method, target, tokens[role]);
          expect(reachedNoHandler(answer), `${role} ${method} ${target} answered ${answer.status}`).toBe(true);
        }
        expect((await rawRequest(method, url, tokens[role])).status, `${role} ${route}`).toBe(403);
      }
    }
    const cache = await new ServerCache(t.database.db, TEST_SECRET_KEY).info();
    expect(JSON.stringify(cache)).toContain(CACHE_KEY);
  });

  it('answers 401 to a session of any role on every terminal route, however the path is spelled', async () => {
    for (const role of ['MANAGER', 'ADMIN', 'SUPER_ADMIN'] as const) {
      for (const route of EXPECTED.terminal) {
        const [method, url] = route.split(' ') as [string, string];
        for (const target of spellings(url)) {
          const answer = await rawRequest(method, target, tokens[role]);
          expect(reachedNoHandler(answer), `${role} ${method} ${target} answered ${answer.status}`).toBe(true);
        }
        expect((await rawRequest(method, url, tokens[role])).status, `${role} ${route}`).toBe(401);
      }
    }
  });

  it('lets a super admin through the super-admin routes', async () => {
    const answer = await rawRequest('GET', '/api/superadmin/system/getCacheInfo', tokens.SUPER_ADMIN);
    expect(answer.status).toBe(200);
  });

  it('lets a MANAGER and an ADMIN past the access check of every merchant route, a MANAGER not into the audit routes', async () => {
    for (const role of ['MANAGER', 'ADMIN'] as const) {
      for (const route of EXPECTED.merchant.filter((r) => !r.endsWith('backoffice_logout'))) {
        const [method, url] = route.split(' ') as [string, string];
        const answer = await rawRequest(method, url, tokens[role]);
        if (role === 'MANAGER' && ADMIN_AUDIT_ROUTES.includes(route)) {
          expect(answer.status, `${role} ${route}: ${answer.body}`).toBe(403);
          continue;
        }
        expect([401, 403], `${role} ${route} answered ${answer.status}: ${answer.body}`).not.toContain(answer.status);
        expect(answer.status, `${role} ${route}: ${answer.body}`).toBeLessThan(500);
      }
    }
  });

  it('serves the public routes without a session', async () => {
    for (const route of EXPECTED.public) {
      const [method, url] = route.split(' ') as [string, string];
      const answer = await rawRequest(method, concreteUrl(url));
      expect([401, 403], `${route} answered ${answer.status}`).not.toContain(answer.status);
    }
  });
});

describe('unknown paths', () => {
  it('answer a JSON 404 without asking for a session, with a built web app', async () => {
    for (const [method, target] of [
      ['GET', '/api/does/not/exist'],
      ['POST', '/api/does/not/exist'],
      ['GET', '/api/superadmin/system/nothing'],
    ] as const) {
      const answer = await rawRequest(method, target);
      expect(answer.status, `${method} ${target}`).toBe(404);
      expect(JSON.parse(answer.body).error.code).toBe('NOT_FOUND');
    }
  });
});

describe('the merchant parameter', () => {
  it('answers 403 when a merchant in the query or the body differs from the session’s', async () => {
    const headers = { ...auth(tokens.ADMIN), 'content-type': 'application/json' };
    const cases = [
      { method: 'GET' as const, url: '/api/location/listLocations?merchant=someone-else' },
      { method: 'GET' as const, url: '/api/location/listLocations?merchant=a&merchant=b' },
      { method: 'GET' as const, url: '/api/product/getCategories?merchant=someone-else' },
      { method: 'POST' as const, url: '/api/product/createCategory', payload: { merchant: 'someone-else', name: 'X' } },
      { method: 'POST' as const, url: '/api/product/createCategory', payload: { merchant: ['x'], name: 'X' } },
      { method: 'POST' as const, url: '/api/settings/closeDishes', payload: { merchant: 42 } },
    ];
    for (const request of cases) {
      const response = await t.app.inject({ ...request, headers });
      expect(response.statusCode, `${request.method} ${request.url} ${JSON.stringify(request.payload)}`).toBe(403);
      expect(response.json().error.code).toBe('FORBIDDEN');
    }
  });
});
