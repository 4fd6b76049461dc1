import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import {
  listOrdersResponse,
  ORDERS_DOWNLOAD_MAX_ROWS,
  orderTotalsSchema,
  type Order,
  type OrderTotals,
} from '@bakrom/shared/schemas/orders';
import { orders } from '../../db/schema/index';
import { buildTestApp, type TestContext } from '../../../test/harness';
import { auth, buildLocation, buildMerchant, buildUser, loginAs } from '../../../test/factories';
import { buildTwoMerchants } from '../../../test/business-factories';
import { buildFullOrder, buildTerminal } from '../../../test/order-factories';
import { strictly } from '../../../test/strict-schema';

/**
 * The orders search by the customer's name, the totals of a filtered list (all of it, not only a page) and
 * the list as CSV and Excel (GET /api/report/{csv,xlsx}/orders).
 */

const NOW = new Date('2026-03-20T12:00:00Z');
/** Plain orders on 5 March, more than a page of the list (50). */
const BULK = 55;

let t: TestContext;
let token: string;
let fixture: Awaited<ReturnType<typeof buildTwoMerchants>>;
const numbers = { kare: 501, ase: 502, obrien: 503, noName: 504, kari: 505, formula: 506 };

const get = (url: string, headers: Record<string, string> = auth(token)) => t.app.inject({ method: 'GET', url, headers });

/** Every order the list shows for the filters, page after page. */
async function listAll(query: string): Promise<Order[]> {
  const found: Order[] = [];
  for (let page = 1; ; page++) {
    const response = await get(`/api/order/listOrders?${query}&limit=50&page=${page}`);
    expect(response.statusCode, response.body).toBe(200);
    const orders = strictly(listOrdersResponse).parse(response.json()) as Order[];
    found.push(...orders);
    if (orders.length < 50) return found;
  }
}

async function totals(query: string): Promise<OrderTotals> {
  const response = await get(`/api/order/getOrderTotals?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return strictly(orderTotalsSchema).parse(response.json()) as OrderTotals;
}

const numbersOf = async (query: string) => (await listAll(query)).map((order) => order.orderId);

beforeAll(async () => {
  t = await buildTestApp({ clock: { now: () => NOW } });
  const db = t.database.db;
  fixture = await buildTwoMerchants(db, { useFunctionality: 'TAKEAWAY' });
  const { merchant, bryggen, aker, other, foreignLocation } = fixture;
  const bryggenTerminal = (await buildTerminal(db, merchant.id, bryggen.id)).id;
  const akerTerminal = (await buildTerminal(db, merchant.id, aker.id, 'POS-1')).id;
  const foreignTerminal = (await buildTerminal(db, other.id, foreignLocation.id)).id;
  const at = (locationId: string, terminalId: string) => ({ merchantId: merchant.id, locationId, terminalId });

  await db.insert(orders).values(
    Array.from({ length: BULK }, (_, index) => ({
      ...at(bryggen.id, bryggenTerminal),
      orderNumber: 1000 + index,
      orderType: 'PICKUP',
      orderStatus: 'COMPLETED',
      channel: 'WEBSHOP',
      totalAmount: 10_000 + index,
      totalVat: 1304,
      toPayAmount: 10_000 + index,
      name: `Kunde ${index}`,
      orderedAt: new Date(Date.parse('2026-03-05T10:00:00Z') + index * 60_000),
      modifiedAt: new Date('2026-03-05T12:00:00Z'),
    })),
  );
  await buildFullOrder(db, {
    ...at(bryggen.id, bryggenTerminal),
    orderNumber: numbers.kare,
    orderedAt: '2026-03-18T10:00:00Z',
    name: 'Kåre Ødegård',
    mobileNumber: '+4791111111',
    tipsAmount: 1000,
  });
  await buildFullOrder(db, {
    ...at(bryggen.id, bryggenTerminal),
    orderNumber: numbers.ase,
    orderedAt: '2026-03-18T12:00:00Z',
    name: 'ÅSE ØDEGÅRD-LIE',
    channel: 'POS',
    lines: [{ itemName: 'Pizza', unitPrice: 20_000, vatRate: 15, count: 2, refundedCount: 1 }],
    payments: [
      { paymentType: 'BANK_AXEPT', amount: 30_000 },
      { paymentType: 'VIPPS', amount: 16_000 },
    ],
  });
  await buildFullOrder(db, {
    ...at(aker.id, akerTerminal),
    orderNumber: numbers.obrien,
    orderedAt: '2026-03-19T10:00:00Z',
    name: "Ola O'Brien",
  });
  await buildFullOrder(db, {
    ...at(bryggen.id, bryggenTerminal),
    orderNumber: numbers.noName,
    orderedAt: '2026-03-17T10:00:00Z',
    mobileNumber: '+4792222222',
    orderStatus: 'CANCELLED',
  });
  await buildFullOrder(db, {
    ...at(bryggen.id, bryggenTerminal),
    orderNumber: numbers.kari,
    orderedAt: '2026-03-10T10:00:00Z',
    name: 'Kari Nordmann',
  });
  await buildFullOrder(db, {
    ...at(bryggen.id, bryggenTerminal),
    orderNumber: numbers.formula,
    orderedAt: '2026-03-16T10:00:00Z',
    name: '=1+2 Hansen',
  });
  await buildFullOrder(db, {
    merchantId: other.id,
    locationId: foreignLocation.id,
    terminalId: foreignTerminal,
    orderNumber: 9001,
    orderedAt: '2026-03-18T11:00:00Z',
    name: 'Kåre Ødegård',
  });
  token = await loginAs(t.app, fixture.admin.username);
});
afterAll(() => t.close());

describe('GET /api/order/listOrders: search by the customer name', () => {
  it('finds part of a name whatever the case, Norwegian letters too, newest first', async () => {
    expect(await numbersOf('q=%C3%B8deg%C3%A5rd')).toEqual([numbers.ase, numbers.kare]); // ødegård
    expect(await numbersOf('q=%C3%98DEG')).toEqual([numbers.ase, numbers.kare]); // ØDEG
    expect(await numbersOf('q=k%C3%A5re')).toEqual([numbers.kare]); // kåre
    expect(await numbersOf('q=%C3%A5se%20%20%C3%B8deg%C3%A5rd-lie')).toEqual([numbers.ase]); // 'åse  ødegård-lie'
    expect(await numbersOf("q=o'brien")).toEqual([numbers.obrien]);
    expect(await numbersOf('q=%20Kari%20')).toEqual([numbers.kari]);
  });

  it("never finds another merchant's order or the stand-in of no name", async () => {
    const found = await listAll('q=k%C3%A5re');
    expect(found.every((order) => order.merchant === fixture.merchant.id)).toBe(true);
    expect(await numbersOf('q=not')).toEqual([]);
    expect(await numbersOf('q=set')).toEqual([]);
  });

  it('takes the other filters along, and numbers still find an order number or a mobile number', async () => {
    expect(await numbersOf(`q=%C3%B8deg%C3%A5rd&channel=POS`)).toEqual([numbers.ase]);
    expect(await numbersOf(`q=o&locationId=${fixture.aker.id}`)).toEqual([numbers.obrien]);
    expect(await numbersOf('q=kari&fromDate=2026-03-11')).toEqual([]);
    expect(await numbersOf('q=91111111')).toEqual([numbers.kare]);
    expect(await numbersOf(`q=${numbers.noName}`)).toEqual([numbers.noName]);
  });

  it('takes a wildcard as a letter: a LIKE pattern cannot be typed', async () => {
    expect((await get('/api/order/listOrders?q=%25')).statusCode).toBe(400);
    expect((await get('/api/order/listOrders?q=_')).statusCode).toBe(400);
  });
});

describe('GET /api/order/getOrderTotals', () => {
  it.each([
    ['', BULK + 6],
    ['fromDate=2026-03-16&toDate=2026-03-19', 5],
    ['q=%C3%B8deg%C3%A5rd', 2],
    ['status=CANCELLED', 1],
    ['paymentType=VIPPS', 1],
    ['channel=WEBSHOP&toDate=2026-03-06', BULK],
    ['q=ingen', 0],
  ])('adds up every order the list finds for %s, on every page', async (query, count) => {
    const listed = await listAll(query);
    expect(listed).toHaveLength(count);
    expect(await totals(query)).toEqual({
      count,
      toPayAmount: listed.reduce((sum, order) => sum + order.toPayAmount, 0),
      refundedTotalAmount: listed.reduce((sum, order) => sum + order.refundedTotalAmount, 0),
    });
  });

  it('counts more than the page the list shows', async () => {
    const firstPage = strictly(listOrdersResponse).parse((await get('/api/order/listOrders?limit=50')).json());
    expect(firstPage).toHaveLength(50);
    expect((await totals('')).count).toBe(BULK + 6);
  });

  it('says what was paid and refunded: a refunded pizza of two', async () => {
    expect(await totals('q=%C3%A5se')).toEqual({ count: 1, toPayAmount: 46_000, refundedTotalAmount: 23_000 });
  });

  it.each([
    ['fromDate=2026-02-30', 'fromDate'],
    ['fromDate=2026-03-10&toDate=2026-03-09', 'toDate'],
    ['status=DELIVERED', 'status'],
    ['q=%3Cscript%3E', 'q'],
    [`q=${'x'.repeat(51)}`, 'q'],
    ['locationId=7', 'locationId'],
  ])('answers 400 for %s naming %s', async (query, field) => {
    const response = await get(`/api/order/getOrderTotals?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[field]).toBeDefined();
  });

  it("answers 404 for another merchant's location, 403 for another merchant, 401 without a session", async () => {
    expect((await get(`/api/order/getOrderTotals?locationId=${fixture.foreignLocation.id}`)).statusCode).toBe(404);
    expect((await get(`/api/order/getOrderTotals?merchant=${fixture.other.id}`)).statusCode).toBe(403);
    expect((await get('/api/order/getOrderTotals', {})).statusCode).toBe(401);
  });
});

/** A CSV as Norwegian Excel reads it: BOM, ';' between fields, CRLF, fields in quotes when they need them. */
function parseCsv(body: string): string[][] {
  expect(body.startsWith('\ufeff')).toBe(true);
  return body
    .slice(1)
    .split('\r\n')
    .map((line) => {
      const cells: string[] = [];
      let cell = '';
      let quoted = false;
      for (let index = 0; index < line.length; index++) {
        const char = line[index]!;
        if (quoted && char === '"' && line[index + 1] === '"') {
          cell += '"';
          index++;
        } else if (char === '"') quoted = !quoted;
        else if (char === ';' && !quoted) {
          cells.push(cell);
          cell = '';
        } else cell += char;
      }
      cells.push(cell);
      return cells;
    });
}

describe('GET /api/report/csv/orders and /api/report/xlsx/orders', () => {
  const period = 'fromDate=2026-03-16&toDate=2026-03-19';

  it('writes the filtered orders as CSV, newest first, with their totals, under a name of merchant, period and format', async () => {
    const response = await get(`/api/report/csv/orders?${period}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const name = `Ordrer ${fixture.merchant.name} 16.03.2026-19.03.2026.csv`;
    expect(response.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(name)}`);
    const lines = parseCsv(response.body);
    expect(lines[0]).toEqual(['Ordrer']);
    expect(lines).toContainEqual(['Forhandler', fixture.merchant.name]);
    expect(lines).toContainEqual(['Periode', '16.03.2026–19.03.2026']);
    expect(lines).toContainEqual(['Antall ordrer', '5']);
    const header = lines.findIndex((line) => line[0] === 'Ordrenr.');
    expect(lines[header]).toEqual([
      'Ordrenr.',
      'Bestilt',
      'Avdeling',
      'Kanal',
      'Ordretype',
      'Status',
      'Navn',
      'Mobilnummer',
      'Betaling',
      'Beløp',
      'Tips',
      'Refundert',
    ]);
    const rows = lines.slice(header + 1).filter((line) => line.length > 1);
    const listed = await listAll(period);
    expect(rows.slice(0, -1).map((row) => Number(row[0]))).toEqual(listed.map((order) => order.orderId));
    expect(rows.find((row) => row[0] === String(numbers.ase))).toEqual([
      String(numbers.ase),
      '18.03.2026 13:00',
      'Bryggen',
      'Kasse',
      'Henting',
      'Fullført',
      'ÅSE ØDEGÅRD-LIE',
      '',
      'Kort (BankAxept), Vipps',
      '460,00',
      '0,00',
      '230,00',
    ]);
    // A name that starts like a formula stays text.
    expect(rows.find((row) => row[0] === String(numbers.formula))?.[6]).toBe("'=1+2 Hansen");
    const total = listed.reduce((sum, order) => sum + order.toPayAmount, 0);
    expect(rows.at(-1)).toEqual(['Totalt', '', '', '', '', '', '', '', '', (total / 100).toFixed(2).replace('.', ','), '10,00', '230,00']);
  });

  it('writes the same orders as an Excel workbook, amounts in kroner', async () => {
    const response = await get(`/api/report/xlsx/orders?${period}&q=%C3%B8deg%C3%A5rd`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent(`Ordrer ${fixture.merchant.name} 16.03.2026-19.03.2026.xlsx`)}`,
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const header = book.getWorksheet('Ordrer')!;
    expect((header.getRow(4).values as unknown[]).slice(1)).toEqual(['Filtre', 'Søk: ødegård']);
    const sheet = book.getWorksheet('Ordreliste')!;
    const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
    expect(values(1)[0]).toBe('Ordrenr.');
    expect(values(2).slice(0, 2)).toEqual([numbers.ase, '18.03.2026 13:00']);
    expect(values(2).slice(9)).toEqual([460, 0, 230]);
    expect(values(3)[0]).toBe(numbers.kare);
    expect(values(4)[0]).toBe('Totalt');
    expect(values(4).slice(9)).toEqual([619.5, 10, 230]);
    expect(sheet.rowCount).toBe(4);
  });

  it('names a download without dates for all dates, and writes an empty selection with its zero totals', async () => {
    const response = await get('/api/report/csv/orders?q=ingen');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(encodeURIComponent(`Ordrer ${fixture.merchant.name} alle datoer.csv`));
    const lines = parseCsv(response.body);
    expect(lines).toContainEqual(['Antall ordrer', '0']);
    expect(lines.filter((line) => line[0] === 'Totalt')).toEqual([['Totalt', '', '', '', '', '', '', '', '', '0,00', '0,00', '0,00']]);
  });

  it.each(['csv', 'xlsx'])('refuses like the list: 400 for bad filters, 404 for a foreign location, 403 and 401 (%s)', async (format) => {
    const bad = await get(`/api/report/${format}/orders?fromDate=2026-03-10&toDate=2026-03-09`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.toDate).toBeDefined();
    expect((await get(`/api/report/${format}/orders?q=%3C`)).statusCode).toBe(400);
    expect((await get(`/api/report/${format}/orders?locationId=${fixture.foreignLocation.id}`)).statusCode).toBe(404);
    expect((await get(`/api/report/${format}/orders?merchant=${fixture.other.id}`)).statusCode).toBe(403);
    expect((await get(`/api/report/${format}/orders`, {})).statusCode).toBe(401);
  });

  it('refuses a selection larger than one download holds, saying how many it has', async () => {
    const db = t.database.db;
    const merchant = await buildMerchant(db);
    const location = await buildLocation(db, merchant.id);
    const terminal = await buildTerminal(db, merchant.id, location.id);
    await db.execute(sql`
      insert into orders (merchant_id, location_id, terminal_id, order_number, order_type, order_status, channel,
        total_amount_ore, total_vat_ore, to_pay_amount_ore, ordered_at, modified_at)
      select ${merchant.id}, ${location.id}::uuid, ${terminal.id}::uuid, n, 'PICKUP', 'COMPLETED', 'WEBSHOP', 100, 13, 100,
        timestamptz '2026-03-01T10:00:00Z' + n * interval '1 second', timestamptz '2026-03-01T10:00:00Z'
      from generate_series(1, ${ORDERS_DOWNLOAD_MAX_ROWS + 1}) as n`);
    const user = await buildUser(db, { merchantId: merchant.id });
    const headers = auth(await loginAs(t.app, user.username));
    const refused = await get('/api/report/csv/orders', headers);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.fromDate).toContain(String(ORDERS_DOWNLOAD_MAX_ROWS + 1));
    expect((await get('/api/report/xlsx/orders?fromDate=2026-03-01&toDate=2026-03-01', headers)).statusCode).toBe(400);
    const one = await get(`/api/report/csv/orders?q=${ORDERS_DOWNLOAD_MAX_ROWS}`, headers);
    expect(one.statusCode).toBe(200);
    expect(parseCsv(one.body)).toContainEqual(['Antall ordrer', '1']);
  });
});
