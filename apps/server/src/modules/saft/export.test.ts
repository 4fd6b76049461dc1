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
/** The admin's user id as the file's empID (32 hex digits). */
let adminEmpId: string;
let superEmpId: string;
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
  const admin = await buildUser(db, { merchantId: shop.merchantId });
  adminEmpId = admin.id.replace(/-/g, '');
  adminToken = await loginAs(t.app, admin.username);
  managerToken = await loginAs(t.app, (await buildUser(db, { merchantId: shop.merchantId, role: 'MANAGER' })).username);
  const superAdmin = await buildUser(db, { merchantId: null, role: 'SUPER_ADMIN' });
  superToken = await loginAs(t.app, superAdmin.username, shop.merchantId);
  superEmpId = superAdmin.id.replace(/-/g, '');
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
  const OPERATOR = 'Ola Servitør';
  let firstSale: { id: string };
  /** The terminals' codes (terminals.terminal_id), the file's registerID. */
  const terminalCodes = { pos: '' };

  beforeAll(async () => {
    const { items, variants, addOns } = shop;
    const db = t.database.db;
    [{ code: terminalCodes.pos }] = (await queryRows<{ code: string }>(
      db,
      sql`select terminal_id as code from terminals where id = ${shop.terminals.pos.terminalId}::uuid`,
    )) as [{ code: string }];
    // The menu's article groups: the beer category holds wine too (04008), its pils is beer by its own group (04007).
    await db.execute(sql`update categories set article_group = '04008' where id = ${shop.categories.beer.id}::uuid`);
    await db.execute(sql`update items set article_group = '04007' where id = ${items.pils.id}::uuid`);
    await db.execute(sql`update categories set article_group = '04011' where id = ${shop.categories.drinks.id}::uuid`);
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
    firstSale = await sell('pos', {
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
    // The till named its operator.
    await db.execute(sql`update orders set served_by = ${OPERATOR} where id = ${firstSale.id}::uuid`);
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
    const pos = registers.find((register) => value(register, 'registerID') === terminalCodes.pos)!;
    const webshop = registers.find((register) => value(register, 'registerID') === 'WEBSHOP')!;
    // The till's code is what its printed reports say; Bakrom's own id of it is in the description.
    expect(terminalCodes.pos).toMatch(/^POS-/);
    expect(value(pos, 'regDesc')).toContain(shop.terminals.pos.terminalId);
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
        const key = value(payment, 'paymentType');
        const sum = paid.get(key) ?? { count: 0, amount: 0 };
        paid.set(key, { count: sum.count + 1, amount: sum.amount + ore(value(payment, 'paidAmnt')) });
      }
      const reported = new Map(
        all(one(report, 'reportPayments')!, 'reportPayment').map((payment) => [
          value(payment, 'paymentType'),
          { count: Number(value(payment, 'paymentNum')), amount: ore(value(payment, 'paymentAmnt')) },
        ]),
      );
      // One line per payment type (BankAxept and card apart, bonus points as their own), as the transactions pay.
      expect(reported).toEqual(paid);
      expect([...reported.keys()].sort()).toEqual(['BANKAXEPT', 'CARD', 'CASH', 'POINTS', 'VIPPS']);

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
      // The returned goods as signed (tips given back are not goods).
      expect(ore(value(report, 'reportReturnAmnt'))).toBe(-total(returns, 'transAmntIn'));
      expect(ore(value(one(report, 'reportTip')!, 'tipAmnt'))).toBe(
        total(
          sales.flatMap((sale) => all(sale, 'raise')),
          'raiseAmnt',
        ),
      );
      expect(Number(value(report, 'reportOpenCashBoxNum'))).toBe(1);
      expect(Number(value(report, 'reportReceiptCopyNum'))).toBe(1);
      // The report is its number, on the till its code, made by the admin, with the blocks the tax administration's example carries.
      expect(value(report, 'reportID')).toBe(value(zEvent, 'eventID').slice(1));
      expect(value(report, 'registerID')).toBe(terminalCodes.pos);
      // The first by the admin, its regeneration by the super admin.
      expect(value(zEvent, 'empID')).toBe(value(report, 'reportID') === '1' ? adminEmpId : superEmpId);
      for (const block of ['reportCreditSales', 'reportCreditMemos', 'reportPayIns', 'reportPayOuts'])
        expect(one(report, block)).toBeDefined();
      expect(value(one(one(report, 'reportCorrLines')!, 'reportCorrLine')!, 'corrLineType')).toBe('None');
      expect(value(one(one(report, 'reportPayIns')!, 'reportPayIn')!, 'payInType')).toBe('None');
      if (!/erstattet/.test(value(zEvent, 'eventText'))) {
        // A live Z-report's article groups are its sales' lines' groups; its operator's sales per group and payment type.
        const byGroup = new Map<string, { units: number; amount: number }>();
        for (const line of sales.flatMap((sale) => all(sale, 'ctLine'))) {
          const sum = byGroup.get(value(line, 'artGroupID')) ?? { units: 0, amount: 0 };
          byGroup.set(value(line, 'artGroupID'), {
            units: sum.units + Number(value(line, 'qnt')),
            amount: sum.amount + ore(value(line, 'lineAmntIn')),
          });
        }
        const reportedGroups = new Map(
          all(one(report, 'reportArtGroups')!, 'reportArtGroup').map((row) => [
            value(row, 'artGroupID'),
            { units: Number(value(row, 'artGroupNum')), amount: ore(value(row, 'artGroupAmnt')) },
          ]),
        );
        expect(reportedGroups).toEqual(byGroup);
        expect([...byGroup.keys()].sort()).toEqual(['04006', '04007', '04011']);
        const operatorSale = sales.find((sale) => value(sale, 'empID').startsWith('S'))!;
        const operatorId = value(operatorSale, 'empID');
        expect(
          all(one(report, 'reportEmpArtGroups')!, 'reportEmpArtGroup').map((row) => [
            value(row, 'empID'),
            value(row, 'artGroupID'),
            value(row, 'artGroupNum'),
            value(row, 'artGroupAmnt'),
          ]),
        ).toEqual([
          [operatorId, '04006', '1', '175.00'],
          [operatorId, '04007', '2', '200.00'],
        ]);
        expect(
          all(one(report, 'reportEmpPayments')!, 'reportEmpPayment').map((row) => [
            value(row, 'empID'),
            value(row, 'paymentType'),
            value(row, 'paymentNum'),
            value(row, 'paymentAmnt'),
          ]),
        ).toEqual([
          [operatorId, 'CASH', '1', '200.00'],
          [operatorId, 'VIPPS', '1', '195.00'],
        ]);
        previousLiveZ = zAt;
      }
    }
    expect(zEvents.map((event) => value(one(event, 'eventReport')!, 'reportID'))).toEqual(['1', '2']);

    // empID: the operator on the sale, its receipt event and its lines and payments; the refund's maker on the return.
    const first = transactions[0]!;
    const operatorId = value(first, 'empID');
    expect(operatorId).toMatch(/^S[0-9a-f]{24}$/);
    expect(all(first, 'ctLine').every((line) => value(line, 'empID') === operatorId)).toBe(true);
    expect(all(first, 'payment').every((payment) => value(payment, 'empID') === operatorId)).toBe(true);
    const receipt = (nr: string, code: string) =>
      events.find((event) => value(event, 'eventType') === code && value(event, 'transID') === nr)!;
    expect(value(receipt(value(first, 'nr'), '13012'), 'empID')).toBe(operatorId);
    expect(value(transactions[1]!, 'empID')).toBe('');
    const ret = transactions[4]!;
    expect(value(ret, 'empID')).toBe(adminEmpId);
    expect(value(receipt(value(ret, 'nr'), '13013'), 'empID')).toBe(adminEmpId);
    const employees = all(one(one(file, 'company')!, 'employees')!, 'employee');
    const operator = employees.find((employee) => value(employee, 'empID') === operatorId)!;
    expect(value(operator, 'surName')).toBe(OPERATOR);
    // Their real first day: the operator's first sale, the admin's registration.
    expect(value(operator, 'dateOfEntry')).toBe(day(0));
    const [adminRow] = await queryRows<{ date: string }>(
      t.database.db,
      sql`select to_char(created_at at time zone 'Europe/Oslo', 'YYYY-MM-DD') as date from users where replace(id::text, '-', '') = ${adminEmpId}`,
    );
    expect(
      value(
        employees.find((employee) => value(employee, 'empID') === adminEmpId)!,
        'dateOfEntry',
      ),
    ).toBe(adminRow!.date);

    // Article groups: the item's own (pils: beer in a category of wine), else its category's; an add-on in its line's.
    const lineGroups = (node: XmlNode) =>
      all(node, 'ctLine').map((line) => `${value(line, 'cashTransLineDescr')}:${value(line, 'artGroupID')}`);
    expect(lineGroups(transactions[0]!)).toEqual(['Margherita:04006', 'Pils:04007']);
    expect(lineGroups(transactions[1]!)).toEqual(['Pepperoni (Stor):04006', 'Ekstra ost:04006', 'Cola:04011']);
    expect(lineGroups(ret).map((entry) => entry.split(':')[1])).toEqual(['04011', '04011']);
    const company = one(file, 'company')!;
    const articles = all(one(company, 'articles')!, 'article');
    const article = (id: string) => articles.find((node) => value(node, 'artID') === id.replace(/-/g, ''))!;
    expect(value(article(shop.items.pils.id), 'artGroupID')).toBe('04007');
    expect(value(article(shop.items.margherita.id), 'artGroupID')).toBe('04006');
    const [pilsRow] = await queryRows<{ date: string }>(
      t.database.db,
      sql`select to_char(created_at at time zone 'Europe/Oslo', 'YYYY-MM-DD') as date from items where id = ${shop.items.pils.id}::uuid`,
    );
    expect(value(article(shop.items.pils.id), 'dateOfEntry')).toBe(pilsRow!.date);
    const basics = all(one(company, 'basics')!, 'basic').map((basic) => [
      value(basic, 'basicType'),
      value(basic, 'basicID'),
      value(basic, 'predefinedBasicID'),
    ]);
    expect(basics.filter(([type]) => type === '04').map(([, id, predefined]) => `${id}=${predefined}`)).toEqual(
      ['04006', '04007', '04008', '04009', '04010', '04011', '04012', '04013', '04014'].map((code) => `${code}=${code}`),
    );
    // The payment codes per type: BankAxept 12002 apart from cards 12003, bonus points 12007, Vipps 12011.
    const paymentCode = new Map(basics.filter(([type]) => type === '12').map(([, id, predefined]) => [id, predefined]));
    expect(['CASH', 'BANKAXEPT', 'CARD', 'POINTS', 'VIPPS'].map((id) => paymentCode.get(id))).toEqual([
      '12001',
      '12002',
      '12003',
      '12007',
      '12011',
    ]);
    // A VAT code entered the day it was first sold at (the first Z-report with it), not the export's day.
    const vatCodes = all(one(company, 'vatCodeDetails')!, 'vatCodeDetail');
    expect(
      value(
        vatCodes.find((code) => value(code, 'vatCode') === '3')!,
        'dateOfEntry',
      ),
    ).toBe(day(22));

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

  it("writes a cancellation's return (refund kind CANCELLATION) as a return with its return receipt, like any refund", async () => {
    const db = t.database.db;
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update refunds set kind = 'CANCELLATION' where merchant_id = ${shop.merchantId}`);
    });
    const response = await exported(adminToken, `${period()}&locationId=${shop.sentrum.id}`);
    validate(response.body, 'shop-cancellation.xml');
    const pos = all(one(parseXml(response.body), 'company')!, 'location')
      .flatMap((location) => all(location, 'cashregister'))
      .find((register) => value(register, 'registerID') === terminalCodes.pos)!;
    const returns = all(pos, 'cashtransaction').filter((transaction) => value(transaction, 'transType') === 'RETURN');
    expect(returns).toHaveLength(1);
    expect(all(returns[0]!, 'ctLine').map((line) => value(line, 'lineType'))).toEqual(['RET', 'RET']);
    const receipt = all(pos, 'event').find((event) => value(event, 'transID') === value(returns[0]!, 'nr'))!;
    expect(value(receipt, 'eventType')).toBe('13013');
  });

  it('exports one location, with only its registers', async () => {
    const response = await exported(adminToken, `${period()}&locationId=${shop.torget.id}`);
    validate(response.body, 'shop-torget.xml');
    const locations = all(one(parseXml(response.body), 'company')!, 'location');
    expect(locations.map((location) => value(location, 'name'))).toEqual(['Torget']);
    expect(all(locations[0]!, 'cashregister')).toHaveLength(0);
  });
});

describe('what was signed', () => {
  it('refuses the file (409, before its first byte) when a stored sale no longer agrees with its signed amount, naming the transaction', async () => {
    const db = t.database.db;
    const other = await buildShop(db);
    const token = await loginAs(t.app, (await buildUser(db, { merchantId: other.merchantId })).username);
    clock.set(SHOP_NOW);
    const sale = await t.app.inject({
      method: 'POST',
      url: '/api/channel/orders',
      headers: terminalAuth(other.terminals.pos.key),
      payload: {
        channelReference: 'saft-signed-1',
        orderType: 'PICKUP',
        lines: [{ itemId: other.items.margherita.id, count: 1 }],
        payments: [{ type: 'CASH', amount: 14_950 }],
      },
    });
    expect(sale.statusCode, sale.body).toBe(201);
    const query = `fromDate=${osloDateOf(SHOP_NOW)}&toDate=${osloDateOf(SHOP_NOW)}`;
    const before = await t.app.inject({ method: 'GET', url: `${EXPORT}?${query}`, headers: auth(token) });
    expect(before.statusCode).toBe(200);

    // An edit behind the application's back (the database refuses it; replication mode skips the guard).
    const orderId = (sale.json() as { id: string }).id;
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update orders set total_amount_ore = total_amount_ore + 100 where id = ${orderId}::uuid`);
    });
    const [row] = await queryRows<{ code: string; number: number }>(
      db,
      sql`select t.terminal_id as code, o.order_number as number from orders o join terminals t on t.id = o.terminal_id where o.id = ${orderId}::uuid`,
    );
    const refused = await t.app.inject({ method: 'GET', url: `${EXPORT}?${query}`, headers: auth(token) });
    expect(refused.statusCode).toBe(409);
    expect(refused.headers['content-disposition']).toBeUndefined();
    expect((refused.json() as { error: { message: string } }).error.message).toBe(
      'SAF-T-filen kan ikke lages: beløpene som er lagret for disse transaksjonene stemmer ikke med det som ble signert: ' +
        `${row!.code} nr. 1 (salg av ordre ${row!.number}). Kontakt support før filen leveres.`,
    );
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
