import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { osloDateOf } from '@bakrom/shared/business-day';
import { queryRows } from '../../db/client';
import { seedDemo } from '../../seed/demo';
import { auth, buildLocation, buildMerchant, buildUser, loginAs } from '../../../test/factories';
import { terminalAuth } from '../../../test/channel-factories';
import { addDiscount, buildShop, fixedClock, SHOP_NOW, type Shop } from '../../../test/channel-order-factories';
import { cashRefundBody, type RefundOrder } from '../../../test/refund-factories';
import { TEST_SECRET_KEY, buildTestApp, type TestContext } from '../../../test/harness';
import { verifyFields } from './signature';

/** The tax administration's schema, kept with the module that writes the file. */
const XSD = fileURLToPath(new URL('./Norwegian_SAF-T_Cash_Register_Schema_v_1.00.xsd', import.meta.url));
const EXPORT = '/api/report/exportSaftCashRegister';

let t: TestContext;
let shop: Shop;
let adminToken: string;
let managerToken: string;
let superToken: string;
let demoToken: string;
const clock = fixedClock();
const workDir = mkdtempSync(path.join(tmpdir(), 'saft-export-'));

// ── A small reader of the file (the export's own well-formed output: no attributes but the root's, no CDATA) ──

interface XmlNode {
  name: string;
  children: XmlNode[];
  text: string;
}

function parseXml(xml: string): XmlNode {
  const root: XmlNode = { name: '#document', children: [], text: '' };
  const stack = [root];
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
  for (const match of xml.replace(/<\?xml[^>]*\?>/, '').matchAll(/<(\/?)([A-Za-z]+)[^>]*?(\/?)>|([^<]+)/g)) {
    const [, closing, name, selfClosing, content] = match;
    const top = stack[stack.length - 1]!;
    if (content !== undefined) top.text += content.replace(/&(\w+);/g, (_, entity: string) => entities[entity] ?? '');
    else if (closing) stack.pop();
    else {
      const node: XmlNode = { name: name!, children: [], text: '' };
      top.children.push(node);
      if (!selfClosing) stack.push(node);
    }
  }
  return root.children[0]!;
}
const all = (node: XmlNode, name: string) => node.children.filter((child) => child.name === name);
const one = (node: XmlNode, name: string) => all(node, name)[0];
const value = (node: XmlNode, name: string) => one(node, name)?.text ?? '';
/** Kroner text to øre. */
const ore = (kroner: string) => Math.round(Number(kroner) * 100);

function validate(xml: string, name: string): void {
  const file = path.join(workDir, name);
  writeFileSync(file, xml);
  try {
    execFileSync('xmllint', ['--noout', '--schema', XSD, file], { stdio: 'pipe' });
  } catch (error) {
    throw new Error(`${name} does not validate: ${String((error as { stderr?: Buffer }).stderr ?? error)}`);
  }
}

async function exported(token: string, query: string) {
  const response = await t.app.inject({ method: 'GET', url: `${EXPORT}?${query}`, headers: auth(token) });
  expect(response.statusCode, response.body.slice(0, 500)).toBe(200);
  expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
  return response;
}

beforeAll(async () => {
  t = await buildTestApp({ clock });
  const db = t.database.db;
  await seedDemo(db, { days: 35, ordersPerDay: 15, now: SHOP_NOW, secretKey: TEST_SECRET_KEY });
  demoToken = await loginAs(t.app, (await buildUser(db, { merchantId: 'demo', username: 'saft.revisor' })).username);
  shop = await buildShop(db);
  adminToken = await loginAs(t.app, (await buildUser(db, { merchantId: shop.merchantId })).username);
  managerToken = await loginAs(t.app, (await buildUser(db, { merchantId: shop.merchantId, role: 'MANAGER' })).username);
  const superAdmin = await buildUser(db, { merchantId: null, role: 'SUPER_ADMIN' });
  superToken = await loginAs(t.app, superAdmin.username, shop.merchantId);
}, 240_000);

afterAll(async () => {
  rmSync(workDir, { recursive: true, force: true });
  await t?.close();
});

describe('the demo merchant', () => {
  it('exports a month of every location that validates against the schema, every signed sale and return and every Z-report in it', async () => {
    const response = await exported(demoToken, 'fromDate=2026-10-26&toDate=2026-11-25');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="SAF-T Cash Register_\d{9}_\d{14}_1\.xml"/);
    validate(response.body, 'demo-month.xml');

    const file = parseXml(response.body);
    const header = one(file, 'header')!;
    expect(value(header, 'softwareDesc')).toBe('Bakrom');
    expect(value(header, 'softwareVersion')).toBe(
      (JSON.parse(readFileSync(new URL('../../../../../package.json', import.meta.url), 'utf8')) as { version: string }).version,
    );
    const registers = all(one(file, 'company')!, 'location').flatMap((location) => all(location, 'cashregister'));
    const transactions = registers.flatMap((register) => all(register, 'cashtransaction'));
    const zEvents = registers.flatMap((register) => all(register, 'event')).filter((event) => value(event, 'eventType') === '13009');
    const [counts] = await queryRows<{ signed: number; z: number }>(
      t.database.db,
      sql`select (select count(*) from signed_transactions where merchant_id = 'demo' and trans_date between '2026-10-26' and '2026-11-25')::int as signed,
            (select count(*) from z_reports where merchant_id = 'demo'
              and created_at >= '2026-10-25T23:00:00Z' and created_at < '2026-11-25T23:00:00Z')::int as z`,
    );
    expect(transactions.length).toBe(counts!.signed);
    expect(transactions.length).toBeGreaterThan(100);
    expect(zEvents.length).toBe(counts!.z);
    expect(zEvents.every((event) => one(event, 'eventReport') !== undefined)).toBe(true);
  });

  it('exports one location alone', async () => {
    const [location] = await queryRows<{ id: string; name: string }>(
      t.database.db,
      sql`select id, name from locations where merchant_id = 'demo' order by name limit 1`,
    );
    const response = await exported(demoToken, `locationId=${location!.id}&fromDate=2026-11-01&toDate=2026-11-25`);
    validate(response.body, 'demo-location.xml');
    const locations = all(one(parseXml(response.body), 'company')!, 'location');
    expect(locations.map((node) => value(node, 'name'))).toEqual([location!.name]);
  });
});

describe('hand-built sales, returns, events and reports', () => {
  let reference = 0;
  // The scenario's steps are minutes apart on the shop's fixed day, so the file shows everything in the order it happened.
  const start = SHOP_NOW.getTime() - 20 * 60_000;
  const at = (minutes: number) => clock.set(new Date(start + minutes * 60_000));
  const day = (minutes: number) => osloDateOf(new Date(start + minutes * 60_000));
  const period = () => `fromDate=${day(0)}&toDate=${day(30)}`;

  async function sell(terminal: 'pos' | 'webshop', body: Record<string, unknown>): Promise<{ id: string }> {
    reference += 1;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/channel/orders',
      headers: terminalAuth(shop.terminals[terminal].key),
      payload: { channelReference: `saft-${reference}`, ...body },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: string };
  }

  async function terminalEvent(payload: Record<string, unknown>) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/channel/terminal-events',
      headers: terminalAuth(shop.terminals.pos.key),
      payload,
    });
    expect(response.statusCode, response.body).toBe(201);
  }

  const reportQuery = () => `locationId=${shop.sentrum.id}&terminalId=${shop.terminals.pos.terminalId}`;

  beforeAll(async () => {
    const { items, variants, addOns } = shop;
    await addDiscount(t.database.db, shop.merchantId, {
      name: 'Brus',
      percent: 10,
      fromDate: '2020-01-01',
      toDate: '2099-12-31',
      channels: ['POS'],
      itemIds: [items.cola.id],
      locationIds: [shop.sentrum.id],
    });
    at(0);
    // Dine-in at 25 %: 175 + 2 × 100 kr, tips 20 kr, paid partly in cash and partly with Vipps.
    await sell('pos', {
      orderType: 'DINE_IN',
      lines: [
        { itemId: items.margherita.id, count: 1 },
        { itemId: items.pils.id, count: 2 },
      ],
      tipsAmount: 2_000,
      payments: [
        { type: 'CASH', amount: 20_000 },
        { type: 'VIPPS', amount: 19_500 },
      ],
    });
    at(1);
    // Takeaway at 15 %: Stor with two extra cheese (230 + 2 × 11.50 kr) and a cola with 10 % off (31.05 kr).
    await sell('pos', {
      orderType: 'PICKUP',
      lines: [
        { itemId: items.pepperoni.id, variantId: variants.stor.id, addOns: [{ id: addOns.ost.id, count: 2 }], count: 1 },
        { itemId: items.cola.id, count: 1 },
      ],
      payments: [{ type: 'BANK_AXEPT', amount: 28_405 }],
    });
    at(2);
    await sell('pos', {
      orderType: 'PICKUP',
      lines: [{ itemId: items.margherita.id, count: 1 }],
      usedPoints: 50,
      payments: [{ type: 'CARD', amount: 9_950, cardType: 'VISA', transactionId: 'visa-1' }],
    });
    at(3);
    const returned = await sell('pos', {
      orderType: 'PICKUP',
      lines: [{ itemId: items.cola.id, count: 2 }],
      tipsAmount: 1_000,
      payments: [{ type: 'CASH', amount: 7_210 }],
    });
    at(4);
    // A price change in the catalogue (13021) belongs to no cash point: the back office's register has it.
    const products = await t.app.inject({ method: 'GET', url: '/api/product/getProducts', headers: auth(adminToken) });
    const ost = (products.json() as { addOnLists: { id: string; price: number }[] }).addOnLists.find(
      (addOn) => addOn.id === addOns.ost.id,
    )!;
    const priced = await t.app.inject({
      method: 'POST',
      url: '/api/product/editAddOn',
      headers: auth(adminToken),
      payload: { ...ost, addOnId: ost.id, price: ost.price + 1 },
    });
    expect(priced.statusCode, priced.body).toBe(200);
    await terminalEvent({ eventType: 'CASH_DRAWER_OPENING' });
    await terminalEvent({ eventType: 'COPY_RECEIPT', amount: 7_210, orderId: returned.id });
    at(20);
    const refund = await t.app.inject({
      method: 'POST',
      url: '/api/payment/cashRefund',
      headers: auth(adminToken),
      payload: await cashRefundBody(t.database.db, { orderId: returned.id } as RefundOrder),
    });
    expect(refund.statusCode, refund.body).toBe(200);
    at(21);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/report/getXReport?${reportQuery()}`, headers: auth(adminToken) })).statusCode,
    ).toBe(200);
    at(22);
    const z = await t.app.inject({ method: 'POST', url: `/api/report/createZReport?${reportQuery()}`, headers: auth(adminToken) });
    expect(z.statusCode, z.body).toBe(200);
    at(23);
    await sell('pos', {
      orderType: 'PICKUP',
      lines: [{ itemId: items.margherita.id, count: 1 }],
      payments: [{ type: 'CASH', amount: 14_950 }],
    });
    await sell('webshop', {
      orderType: 'PICKUP',
      lines: [{ itemId: items.margherita.id, count: 2 }],
      payments: [{ type: 'CARD', amount: 29_900, cardType: 'MASTERCARD', provider: 'DINTERO', transactionId: 'dintero-1' }],
    });
    at(24);
    const regenerated = await t.app.inject({
      method: 'POST',
      url: `/api/report/createZReportForDate?${reportQuery()}&date=${day(22)}`,
      headers: auth(superToken),
    });
    expect(regenerated.statusCode, regenerated.body).toBe(200);
    at(25);
    await sell('pos', { orderType: 'PICKUP', lines: [{ itemId: items.cola.id, count: 1 }], payments: [{ type: 'VIPPS', amount: 3_105 }] });
    clock.set(SHOP_NOW);
  });

  it('validates, and the transactions between two Z-reports add up to what the later one reports, per payment type and VAT rate', async () => {
    const response = await exported(adminToken, `${period()}&locationId=`);
    validate(response.body, 'shop-day.xml');
    const file = parseXml(response.body);
    const locations = all(one(file, 'company')!, 'location');
    expect(locations.map((location) => value(location, 'name'))).toEqual(['Sentrum', 'Torget']);
    const registers = all(locations[0]!, 'cashregister');
    const pos = registers.find((register) => value(register, 'registerID') === shop.terminals.pos.terminalId)!;
    const webshop = registers.find((register) => value(register, 'registerID') === shop.terminals.webshop.terminalId)!;
    expect(all(webshop, 'cashtransaction')).toHaveLength(1);

    const events = all(pos, 'event');
    const codes = events.map((event) => value(event, 'eventType'));
    expect(codes.filter((code) => code === '13012')).toHaveLength(6);
    for (const code of ['13005', '13014', '13013', '13008']) expect(codes).toContain(code);
    const zEvents = events.filter((event) => value(event, 'eventType') === '13009');
    expect(zEvents).toHaveLength(2);
    expect(value(zEvents[0]!, 'eventText')).toMatch(/erstattet av Z-rapport nr\. 2/);
    const x = events.find((event) => value(event, 'eventType') === '13008')!;
    expect(value(one(x, 'eventReport')!, 'reportType')).toBe('X report');

    const transactions = all(pos, 'cashtransaction');
    expect(transactions.map((transaction) => value(transaction, 'transType'))).toEqual([
      'CASHSALE',
      'CASHSALE',
      'CASHSALE',
      'CASHSALE',
      'RETURN',
      'CASHSALE',
      'CASHSALE',
    ]);
    const when = (node: XmlNode, date: string, time: string) => `${value(node, date)}T${value(node, time)}`;
    const group = (type: string) => (type === 'CASH' || type === 'VIPPS' ? type : type === 'POINTS' ? null : 'CARDS');

    let previousLiveZ = '';
    for (const zEvent of zEvents) {
      const zAt = when(zEvent, 'eventDate', 'eventTime');
      const window = transactions.filter((transaction) => {
        const at = when(transaction, 'transDate', 'transTime');
        return at > previousLiveZ && at <= zAt;
      });
      const sales = window.filter((transaction) => value(transaction, 'transType') === 'CASHSALE');
      const returns = window.filter((transaction) => value(transaction, 'transType') === 'RETURN');
      const report = one(zEvent, 'eventReport')!;

      const paid = new Map<string, { count: number; amount: number }>();
      for (const payment of sales.flatMap((sale) => all(sale, 'payment'))) {
        const key = group(value(payment, 'paymentType'));
        if (!key) continue;
        const sum = paid.get(key) ?? { count: 0, amount: 0 };
        paid.set(key, { count: sum.count + 1, amount: sum.amount + ore(value(payment, 'paidAmnt')) });
      }
      const reported = new Map(
        all(one(report, 'reportPayments')!, 'reportPayment').map((payment) => [
          value(payment, 'paymentType'),
          { count: Number(value(payment, 'paymentNum')), amount: ore(value(payment, 'paymentAmnt')) },
        ]),
      );
      expect(reported).toEqual(paid);
      expect(paid.get('CARDS')).toBeDefined();

      const vat = new Map<string, { net: number; vat: number }>();
      for (const line of sales.flatMap((sale) => all(sale, 'ctLine'))) {
        const lineVat = one(line, 'vat')!;
        const sum = vat.get(value(lineVat, 'vatPerc')) ?? { net: 0, vat: 0 };
        vat.set(value(lineVat, 'vatPerc'), {
          net: sum.net + ore(value(lineVat, 'vatBasAmnt')),
          vat: sum.vat + ore(value(lineVat, 'vatAmnt')),
        });
      }
      const reportedVat = new Map(
        all(one(report, 'reportCashSalesVat')!, 'reportCashSaleVat').map((row) => [
          value(row, 'vatPerc'),
          { net: ore(value(row, 'cashSaleAmnt')), vat: ore(value(row, 'vatAmnt')) },
        ]),
      );
      expect(reportedVat).toEqual(vat);
      expect([...vat.keys()].sort()).toEqual(['15.00', '25.00']);

      const total = (nodes: XmlNode[], name: string) => nodes.reduce((sum, node) => sum + ore(value(node, name)), 0);
      expect(ore(value(one(report, 'reportTotalCashSales')!, 'totalCashSaleAmnt'))).toBe(total(sales, 'transAmntIn'));
      expect(Number(value(report, 'reportReceiptNum'))).toBe(sales.length);
      expect(Number(value(report, 'reportReturnNum'))).toBe(returns.length);
      expect(ore(value(report, 'reportReturnAmnt'))).toBe(
        -total(
          returns.flatMap((node) => all(node, 'payment')),
          'paidAmnt',
        ),
      );
      expect(ore(value(one(report, 'reportTip')!, 'tipAmnt'))).toBe(
        total(
          sales.flatMap((sale) => all(sale, 'raise')),
          'raiseAmnt',
        ),
      );
      expect(Number(value(report, 'reportOpenCashBoxNum'))).toBe(1);
      expect(Number(value(report, 'reportReceiptCopyNum'))).toBe(1);
      if (!/erstattet/.test(value(zEvent, 'eventText'))) previousLiveZ = zAt;
    }

    // Each transaction's lines add up to it, its payments to it with tips, and the discounts are shown.
    for (const transaction of transactions) {
      const lines = all(transaction, 'ctLine');
      const sum = (nodes: XmlNode[], name: string) => nodes.reduce((total, node) => total + ore(value(node, name)), 0);
      expect(sum(lines, 'lineAmntIn')).toBe(ore(value(transaction, 'transAmntIn')));
      expect(sum(lines, 'lineAmntEx')).toBe(ore(value(transaction, 'transAmntEx')));
      expect(sum(all(transaction, 'payment'), 'paidAmnt')).toBe(
        ore(value(transaction, 'transAmntIn')) + sum(all(transaction, 'raise'), 'raiseAmnt'),
      );
    }
    const discounted = transactions[1]!;
    expect(
      all(discounted, 'ctLine')
        .flatMap((line) => all(line, 'discount'))
        .map((discount) => value(discount, 'dscAmnt')),
    ).toEqual(['3.45']);
    expect(all(transactions[2]!, 'payment').map((payment) => value(payment, 'paymentType'))).toEqual(['CARD', 'POINTS']);
    expect(all(transactions[4]!, 'ctLine').map((line) => value(line, 'qnt'))).toEqual(['-1', '-1']);
  });

  it('carries signatures that verify with the public key of their version, chained per register', async () => {
    const keys = await t.app.inject({ method: 'GET', url: '/api/report/getSaftPublicKeys', headers: auth(adminToken) });
    const publicKeys = new Map(
      (keys.json() as { keyVersion: number; publicKeyPem: string }[]).map((key) => [String(key.keyVersion), key.publicKeyPem]),
    );
    const response = await exported(adminToken, period());
    const registers = all(one(parseXml(response.body), 'company')!, 'location').flatMap((location) => all(location, 'cashregister'));
    let verified = 0;
    for (const register of registers) {
      let previousSignature = '0';
      all(register, 'cashtransaction').forEach((transaction, index) => {
        expect(Number(value(transaction, 'nr'))).toBe(index + 1);
        const fields = {
          previousSignature,
          transDate: value(transaction, 'transDate'),
          transTime: value(transaction, 'transTime'),
          nr: index + 1,
          amountWithVat: ore(value(transaction, 'transAmntIn')),
          amountWithoutVat: ore(value(transaction, 'transAmntEx')),
        };
        expect(verifyFields(publicKeys.get(value(transaction, 'keyVersion'))!, fields, value(transaction, 'signature'))).toBe(true);
        // A changed amount no longer verifies.
        expect(
          verifyFields(
            publicKeys.get(value(transaction, 'keyVersion'))!,
            { ...fields, amountWithVat: fields.amountWithVat + 1 },
            value(transaction, 'signature'),
          ),
        ).toBe(false);
        previousSignature = value(transaction, 'signature');
        verified += 1;
      });
    }
    expect(verified).toBe(8);
  });

  it('puts what belongs to no cash point (a price change in the catalogue, 13021) in the back office register of the first location', async () => {
    const response = await exported(adminToken, `${period()}&locationId=`);
    validate(response.body, 'shop-back-office.xml');
    const [sentrum] = all(one(parseXml(response.body), 'company')!, 'location');
    const registers = all(sentrum!, 'cashregister');
    const backOffice = registers.find((register) => value(register, 'registerID') === `BAKOFFICE-${shop.sentrum.id.replace(/-/g, '')}`)!;
    expect(value(backOffice, 'regDesc')).toMatch(/^Bakoffice: hendelser uten kassepunkt/);
    expect(all(backOffice, 'cashtransaction')).toHaveLength(0);
    const priceChange = all(backOffice, 'event').find((event) => value(event, 'eventType') === '13021')!;
    expect(value(priceChange, 'eventText')).toBe('Prisendring: Ekstra ost');
    // At the app clock's time, as the scenario's sales: the fourth minute.
    expect(value(priceChange, 'eventDate')).toBe(day(4));
  });

  it('exports one location, with only its registers', async () => {
    const response = await exported(adminToken, `${period()}&locationId=${shop.torget.id}`);
    validate(response.body, 'shop-torget.xml');
    const locations = all(one(parseXml(response.body), 'company')!, 'location');
    expect(locations.map((location) => value(location, 'name'))).toEqual(['Torget']);
    expect(all(locations[0]!, 'cashregister')).toHaveLength(0);
  });
});

describe('who may export, and what', () => {
  const get = (query: string, headers: Record<string, string> = auth(adminToken)) =>
    t.app.inject({ method: 'GET', url: `${EXPORT}?${query}`, headers });

  it('refuses a MANAGER (403) and the anonymous (401), writing nothing', async () => {
    for (const [headers, status] of [
      [auth(managerToken), 403],
      [{}, 401],
    ] as const) {
      const response = await get('fromDate=2026-11-01&toDate=2026-11-25', headers);
      expect(response.statusCode).toBe(status);
      expect(response.headers['content-disposition']).toBeUndefined();
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    }
  });

  it("answers 404 for another merchant's location and an unknown one", async () => {
    const other = await buildMerchant(t.database.db);
    const elsewhere = await buildLocation(t.database.db, other.id);
    for (const locationId of [elsewhere.id, '019a0000-0000-7000-8000-000000000099']) {
      const response = await get(`locationId=${locationId}&fromDate=2026-11-01&toDate=2026-11-25`);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-disposition']).toBeUndefined();
    }
  });

  it('answers 400 with the reason for dates it cannot use', async () => {
    const cases: [string, string][] = [
      ['fromDate=2026-11-25&toDate=2026-11-01', 'Til-datoen kan ikke være før fra-datoen'],
      ['fromDate=2025-11-24&toDate=2026-11-25', 'Perioden kan være høyst ett år.'],
      ['fromDate=25.11.2026&toDate=2026-11-25', 'Ugyldig dato: bruk formatet ÅÅÅÅ-MM-DD'],
      ['fromDate=2026-11-01', 'Ugyldig dato: bruk formatet ÅÅÅÅ-MM-DD'],
    ];
    for (const [query, message] of cases) {
      const response = await get(query);
      expect(response.statusCode, query).toBe(400);
      expect(Object.values((response.json() as { error: { fields: Record<string, string> } }).error.fields)).toContain(message);
      expect(response.headers['content-disposition']).toBeUndefined();
    }
    // A leap year's whole year is one period.
    expect((await get('fromDate=2027-11-25&toDate=2028-11-24')).statusCode).toBe(200);
  });
});
