import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleGroup } from '@bakrom/shared/article-groups';
import type { ItemType } from '@bakrom/shared/enums';
import { formatDateTime } from '@bakrom/shared/format';
import {
  GOODS_TYPE_YEAR_MESSAGE,
  goodsTypeReportSchema,
  type GoodsTypeFigures,
  type GoodsTypeReport,
} from '@bakrom/shared/schemas/goods-type-report';
import type { Db } from '../../db/client';
import { categories, items, orderLines } from '../../db/schema/index';
import { attachmentDisposition } from '../../http/content-disposition';
import { UNKNOWN_ID, buildTwoMerchants } from '../../../test/business-factories';
import { auth, buildUser, loginAs } from '../../../test/factories';
import { buildTestApp, type TestContext } from '../../../test/harness';
import { buildFullOrder, buildTerminal, type OrderSpec } from '../../../test/order-factories';
import { buildCompany } from '../../../test/period-report-factories';
import { strictly } from '../../../test/strict-schema';

/**
 * Særskilt registrering (issue 33) through HTTP: a year's sales of a location per SAF-T article group.
 * Amounts as `buildFullOrder` computes them: gross = net × count × (100 + VAT) / 100, VAT = gross × rate / (100 + rate),
 * both rounded to øre; an add-on at its line's VAT rate.
 */

const NOW = new Date('2026-02-10T10:00:00Z');

let t: TestContext;
let token: string;
let managerToken: string;
let work: string;
let fixture: Awaited<ReturnType<typeof buildTwoMerchants>>;

const get = (url: string, headers: Record<string, string> = auth(token)) => t.app.inject({ method: 'GET', url, headers });
const reportUrl = (year: string | number, locationId = fixture.bryggen.id) =>
  `/api/report/getGoodsTypeReport?locationId=${locationId}&year=${year}`;

async function report(year: number, headers = auth(token)): Promise<GoodsTypeReport> {
  const response = await get(reportUrl(year), headers);
  expect(response.statusCode, response.body).toBe(200);
  return strictly(goodsTypeReportSchema).parse(response.json()) as GoodsTypeReport;
}

/** What an order line was sold as: the item and category it points at (null: deleted since) and its item type. */
interface Sold {
  itemId: string | null;
  categoryId: string | null;
  categoryName: string;
  itemType: ItemType;
}

/** An order whose lines named in `sold` point at that item and category with that item type (the others stay dishes of no item). */
async function buildGoodsOrder(db: Db, spec: OrderSpec, sold: Record<string, Sold>) {
  const built = await buildFullOrder(db, { orderType: 'DINE_IN', ...spec });
  for (const line of built.lines) {
    const what = sold[line.itemName];
    if (what) await db.update(orderLines).set(what).where(eq(orderLines.id, line.id));
  }
  return built;
}

async function buildCatalogueCategory(db: Db, merchantId: string, name: string, itemType: ItemType, articleGroup: ArticleGroup) {
  const [category] = await db.insert(categories).values({ merchantId, name, itemType, articleGroup, sortOrder: -1 }).returning();
  return category!;
}

async function buildCatalogueItem(
  db: Db,
  merchantId: string,
  category: { id: string; itemType: string },
  name: string,
  articleGroup: ArticleGroup | null = null,
) {
  const [item] = await db
    .insert(items)
    .values({ merchantId, categoryId: category.id, itemType: category.itemType, name, articleGroup, price: 10_000 })
    .returning();
  return item!;
}

beforeAll(async () => {
  work = mkdtempSync(path.join(os.tmpdir(), 'bakrom-goods-type-'));
  t = await buildTestApp({ clock: { now: () => NOW } });
  const db = t.database.db;
  fixture = await buildTwoMerchants(db, { useFunctionality: 'ALL' });
  const { merchant, bryggen, aker } = fixture;
  await buildCompany(db, merchant.id, { name: 'Bryggen Mat AS', vatNumber: '987654321' });
  const pos = {
    merchantId: merchant.id,
    locationId: bryggen.id,
    terminalId: (await buildTerminal(db, merchant.id, bryggen.id, 'POS-1')).id,
  };
  const akerPos = { merchantId: merchant.id, locationId: aker.id, terminalId: (await buildTerminal(db, merchant.id, aker.id, 'POS-2')).id };

  // The menu: each category with its article group; Cider, in the beer category, overrides it with Rusbrus/Cider.
  const pizza = await buildCatalogueCategory(db, merchant.id, 'Pizza', 'DISH', '04006');
  const beer = await buildCatalogueCategory(db, merchant.id, 'Øl', 'DRINK_ALCOHOL', '04007');
  const wine = await buildCatalogueCategory(db, merchant.id, 'Vin', 'DRINK_ALCOHOL', '04008');
  const soda = await buildCatalogueCategory(db, merchant.id, 'Brus', 'DRINK', '04011');
  const line = (item: { id: string }, category: { id: string; name: string; itemType: string }): Sold => ({
    itemId: item.id,
    categoryId: category.id,
    categoryName: category.name,
    itemType: category.itemType as ItemType,
  });
  const sold: Record<string, Sold> = {
    Margherita: line(await buildCatalogueItem(db, merchant.id, pizza, 'Margherita'), pizza),
    Pils: line(await buildCatalogueItem(db, merchant.id, beer, 'Pils'), beer),
    Cider: line(await buildCatalogueItem(db, merchant.id, beer, 'Cider', '04010'), beer),
    'Husets rødvin': line(await buildCatalogueItem(db, merchant.id, wine, 'Husets rødvin'), wine),
    Cola: line(await buildCatalogueItem(db, merchant.id, soda, 'Cola'), soda),
    // Item and category deleted since: the item type's default group, Annen drikke.
    Boblete: { itemId: null, categoryId: null, categoryName: 'Bubble tea', itemType: 'DRINK_BUBBLE_TEA' },
  };

  // 2025, counted. 1 March: Margherita 2 × 100 kr at 15 % = 230 kr (VAT 30) with Ekstra ost 20 kr = 23 kr (VAT 3, Mat);
  // Pils 4 × 80 kr at 25 % = 400 kr (VAT 80), one refunded: 3 units, 300 kr, VAT 60; Cola 30 kr = 34,50 kr (VAT 4,50).
  await buildGoodsOrder(
    db,
    {
      ...pos,
      orderedAt: '2025-03-01T12:00:00Z',
      lines: [
        { itemName: 'Margherita', count: 2, unitPrice: 10_000, vatRate: 15, addOns: [{ name: 'Ekstra ost', unitPrice: 2000 }] },
        { itemName: 'Pils', count: 4, unitPrice: 8000, vatRate: 25, refundedCount: 1 },
        { itemName: 'Cola', unitPrice: 3000, vatRate: 15 },
      ],
    },
    sold,
  );
  // 15 June: Rødvin 2 × 96 kr at 25 % = 240 kr (VAT 48); Cider 3 × 66,67 kr = 250,01 kr (VAT 50,00), one refunded:
  // 2 units, 166,67 kr, VAT 33,33 (each rounded); Margherita 115 kr (VAT 15) with Hvitløk 2 × 10 kr = 23 kr (VAT 3), one
  // refunded: 1 unit, 11,50 kr, VAT 1,50; Boblete 50 kr at 15 % = 57,50 kr (VAT 7,50).
  await buildGoodsOrder(
    db,
    {
      ...pos,
      orderedAt: '2025-06-15T18:00:00Z',
      lines: [
        { itemName: 'Husets rødvin', count: 2, unitPrice: 9600, vatRate: 25 },
        { itemName: 'Cider', count: 3, unitPrice: 6667, vatRate: 25, refundedCount: 1 },
        {
          itemName: 'Margherita',
          unitPrice: 10_000,
          vatRate: 15,
          addOns: [{ name: 'Hvitløk', count: 2, unitPrice: 1000, refundedCount: 1 }],
        },
        { itemName: 'Boblete', unitPrice: 5000, vatRate: 15 },
      ],
    },
    sold,
  );
  // 00:00 on 1 January 2025 in Oslo, with a manual discount of 5 kr on the whole order that the lines' amounts do not
  // carry (as in the alcohol report): Cola 2 × 30 kr = 69 kr (VAT 9).
  await buildGoodsOrder(
    db,
    {
      ...pos,
      orderedAt: '2024-12-31T23:00:00Z',
      manualDiscount: 500,
      lines: [{ itemName: 'Cola', count: 2, unitPrice: 3000, vatRate: 15 }],
    },
    sold,
  );
  // 23:59:59 on 31 December 2025 in Oslo: Margherita 115 kr (VAT 15).
  await buildGoodsOrder(
    db,
    { ...pos, orderedAt: '2025-12-31T22:59:59Z', lines: [{ itemName: 'Margherita', unitPrice: 10_000, vatRate: 15 }] },
    sold,
  );

  // Not in 2025: 00:00 on 1 January 2026 in Oslo (Pils 5 × 80 kr = 500 kr, VAT 100), and 23:59:59 on 31 December
  // 2024 in Oslo (Pils 9 × 80 kr = 900 kr, VAT 180).
  await buildGoodsOrder(
    db,
    { ...pos, orderedAt: '2025-12-31T23:00:00Z', lines: [{ itemName: 'Pils', count: 5, unitPrice: 8000, vatRate: 25 }] },
    sold,
  );
  await buildGoodsOrder(
    db,
    { ...pos, orderedAt: '2024-12-31T22:59:59Z', lines: [{ itemName: 'Pils', count: 9, unitPrice: 8000, vatRate: 25 }] },
    sold,
  );
  // Never counted: a cancelled order never signed as a sale, and another location's order.
  await buildGoodsOrder(
    db,
    {
      ...pos,
      orderedAt: '2025-05-01T12:00:00Z',
      orderStatus: 'CANCELLED',
      lines: [{ itemName: 'Pils', count: 10, unitPrice: 8000, vatRate: 25 }],
    },
    sold,
  );
  await buildGoodsOrder(
    db,
    { ...akerPos, orderedAt: '2025-05-01T12:00:00Z', lines: [{ itemName: 'Husets rødvin', count: 7, unitPrice: 9600, vatRate: 25 }] },
    sold,
  );

  token = await loginAs(t.app, fixture.admin.username);
  const manager = await buildUser(db, { merchantId: merchant.id, role: 'MANAGER' });
  managerToken = await loginAs(t.app, manager.username);
});

afterAll(async () => {
  await t.close();
  rmSync(work, { recursive: true, force: true });
});

const figures = (quantity: number, grossAmount: number, vatAmount: number): GoodsTypeFigures => ({
  quantity,
  netAmount: grossAmount - vatAmount,
  vatAmount,
  grossAmount,
});
const NONE = figures(0, 0, 0);

/** The year 2025 at Bryggen, by hand (gross, VAT; net = gross − VAT). */
const ROWS_2025 = [
  // Margherita 2 (230/30) + Ekstra ost 1 (23/3) + Margherita 1 (115/15) + Hvitløk 1 of 2 (11,50/1,50) + Margherita 1 (115/15).
  { articleGroup: '04006', name: 'Mat', ...figures(6, 49_450, 6450) },
  // Pils 3 of 4.
  { articleGroup: '04007', name: 'Øl', ...figures(3, 30_000, 6000) },
  { articleGroup: '04008', name: 'Vin', ...figures(2, 24_000, 4800) },
  { articleGroup: '04009', name: 'Brennevin', ...NONE },
  // Cider 2 of 3: its own group, not its category's.
  { articleGroup: '04010', name: 'Rusbrus/Cider', ...figures(2, 16_667, 3333) },
  // Cola 1 (34,50/4,50) + Cola 2 (69/9) at 00:00 on 1 January.
  { articleGroup: '04011', name: 'Mineralvann (brus)', ...figures(3, 10_350, 1350) },
  // Boblete: item and category gone, the item type's default.
  { articleGroup: '04012', name: 'Annen drikke (te, kaffe etc)', ...figures(1, 5750, 750) },
  { articleGroup: '04013', name: 'Tobakk', ...NONE },
  { articleGroup: '04014', name: 'Andre varer', ...NONE },
];
const TOTAL_2025 = { quantity: 17, netAmount: 113_534, vatAmount: 22_683, grossAmount: 136_217 };

describe('GET /api/report/getGoodsTypeReport', () => {
  it('answers every goods type of the Oslo year in the code list’s order, refunded units taken off pro rata, with the total', async () => {
    const answer = await report(2025);
    expect(answer.location).toEqual({ id: fixture.bryggen.id, name: 'Bryggen' });
    expect(answer.company).toEqual({ name: 'Bryggen Mat AS', organisationNumber: '987654321' });
    expect(answer.year).toBe(2025);
    expect(answer.rows).toEqual(ROWS_2025);
    expect(answer.total).toEqual(TOTAL_2025);
  });

  it('counts an order at Oslo midnight on its Oslo year: 1 January 2026 in 2026, 31 December 2024 in 2024', async () => {
    const beerOnly = (quantity: number, gross: number, vat: number) =>
      ROWS_2025.map((row) => ({ ...row, ...(row.articleGroup === '04007' ? figures(quantity, gross, vat) : NONE) }));
    const in2026 = await report(2026);
    expect(in2026.rows).toEqual(beerOnly(5, 50_000, 10_000));
    expect(in2026.total).toEqual(figures(5, 50_000, 10_000));
    const in2024 = await report(2024);
    expect(in2024.rows).toEqual(beerOnly(9, 90_000, 18_000));
    expect(in2024.total).toEqual(figures(9, 90_000, 18_000));
  });

  it('lists every group with 0 for a year without sales', async () => {
    const empty = await report(2000);
    expect(empty.rows.map((row) => [row.articleGroup, row.quantity, row.grossAmount])).toEqual(
      ROWS_2025.map((row) => [row.articleGroup, 0, 0]),
    );
    expect(empty.total).toEqual(NONE);
  });

  it('is read by a MANAGER too', async () => {
    expect((await report(2025, auth(managerToken))).total).toEqual(TOTAL_2025);
  });

  it('answers 404 for another merchant’s location or an unknown one', async () => {
    for (const locationId of [fixture.foreignLocation.id, UNKNOWN_ID]) {
      const response = await get(reportUrl(2025, locationId));
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('Fant ikke avdelingen.');
    }
  });

  it('answers 400 in Norwegian for a year that is not a whole number from 2000 to 2100', async () => {
    for (const year of ['1999', '2101', '20.5', 'abc', '', '02025', '-2025']) {
      const response = await get(reportUrl(year));
      expect(response.statusCode, year).toBe(400);
      const { error } = response.json();
      expect(error.fields.year).toBe(GOODS_TYPE_YEAR_MESSAGE);
      expect(error.message).toBe(`Sjekk feltet «år»: ${GOODS_TYPE_YEAR_MESSAGE}`);
    }
    expect((await get(`/api/report/getGoodsTypeReport?locationId=${fixture.bryggen.id}`)).statusCode).toBe(400);
  });
});

describe('Særskilt registrering as PDF, CSV and Excel', () => {
  const query = () => `locationId=${fixture.bryggen.id}&year=2025`;

  function file(response: Awaited<ReturnType<typeof get>>, contentType: string, fileName: string): Buffer {
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.headers['content-type']).toBe(contentType);
    expect(response.headers['content-disposition']).toBe(attachmentDisposition(fileName));
    expect(response.headers['cache-control']).toBe('no-store');
    return response.rawPayload;
  }

  it('PDF: the header lines, every goods type with its figures and the total', async () => {
    const body = file(await get(`/api/report/pdf/goodsTypeReport?${query()}`), 'application/pdf', 'Saerskilt_registrering_2025.pdf');
    const pdfFile = path.join(work, 'goods-type.pdf');
    writeFileSync(pdfFile, body);
    const text = execFileSync('pdftotext', ['-layout', pdfFile, '-'], { encoding: 'utf8' }).replace(/\u00a0/g, ' ');
    const lineOf = (start: string) => text.split('\n').find((line) => line.trim().startsWith(start)) ?? '';
    expect(text).toContain('Særskilt registrering');
    expect(lineOf('Firma')).toContain('Bryggen Mat AS');
    expect(lineOf('Org.nr.')).toContain('987654321');
    expect(lineOf('Avdeling')).toContain('Bryggen');
    expect(lineOf('År')).toContain('2025');
    expect(lineOf('Utskrevet')).toContain(formatDateTime(NOW));
    for (const row of ROWS_2025) expect(text).toContain(row.name);
    // Code, name, units, without VAT, VAT, with VAT.
    expect(
      lineOf('04006')
        .split(/\s{2,}/)
        .slice(1),
    ).toEqual(['Mat', '6', '430,00', '64,50', '494,50']);
    expect(
      lineOf('04010')
        .split(/\s{2,}/)
        .slice(1),
    ).toEqual(['Rusbrus/Cider', '2', '133,34', '33,33', '166,67']);
    expect(
      lineOf('04013')
        .split(/\s{2,}/)
        .slice(1),
    ).toEqual(['Tobakk', '0', '0,00', '0,00', '0,00']);
    expect(
      lineOf('Totalt')
        .split(/\s{2,}/)
        .slice(1),
    ).toEqual(['17', '1 135,34', '226,83', '1 362,17']);
  });

  it('Excel: the header sheet and one row per goods type, amounts as numbers in kroner', async () => {
    const body = file(
      await get(`/api/report/xlsx/goodsTypeReport?${query()}`),
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'Saerskilt_registrering_2025.xlsx',
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(body as unknown as ArrayBuffer);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(['Særskilt registrering', 'Salg per varegruppe']);
    const header = book.getWorksheet('Særskilt registrering')!;
    expect(
      header
        .getSheetValues()
        .slice(2)
        .map((row) => (row as unknown[]).slice(1)),
    ).toEqual([
      ['Firma', 'Bryggen Mat AS'],
      ['Org.nr.', '987654321'],
      ['Avdeling', 'Bryggen'],
      ['År', '2025'],
      ['Utskrevet', formatDateTime(NOW)],
    ]);
    const sheet = book.getWorksheet('Salg per varegruppe')!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'SAF-T-kode', 'Varegruppe', 'Antall', 'Beløp uten MVA', 'MVA', 'Beløp med MVA']);
    expect(sheet.getColumn(2).values.slice(2, 11)).toEqual(ROWS_2025.map((row) => row.name));
    expect(sheet.getRow(2).values).toEqual([undefined, '04006', 'Mat', 6, 430, 64.5, 494.5]);
    expect(sheet.getRow(3).values).toEqual([undefined, '04007', 'Øl', 3, 240, 60, 300]);
    expect(sheet.getRow(11).values).toEqual([undefined, 'Totalt', '', 17, 1135.34, 226.83, 1362.17]);
  });

  it('CSV: the same tables, decimal comma', async () => {
    const body = file(
      await get(`/api/report/csv/goodsTypeReport?${query()}`),
      'text/csv; charset=utf-8',
      'Saerskilt_registrering_2025.csv',
    );
    const csv = body.toString('utf8');
    expect(csv.startsWith('\ufeffSærskilt registrering\r\n')).toBe(true);
    expect(csv).toContain(
      'Salg per varegruppe\r\nSAF-T-kode;Varegruppe;Antall;Beløp uten MVA;MVA;Beløp med MVA\r\n04006;Mat;6;430,00;64,50;494,50\r\n',
    );
    expect(csv).toContain('04012;Annen drikke (te, kaffe etc);1;50,00;7,50;57,50\r\n');
    expect(csv).toContain('Totalt;;17;1135,34;226,83;1362,17\r\n');
  });

  it('answers 404 and 400 as the report does', async () => {
    for (const format of ['pdf', 'csv', 'xlsx']) {
      const foreign = await get(`/api/report/${format}/goodsTypeReport?locationId=${fixture.foreignLocation.id}&year=2025`);
      expect(foreign.statusCode, format).toBe(404);
      const bad = await get(`/api/report/${format}/goodsTypeReport?locationId=${fixture.bryggen.id}&year=1999`);
      expect(bad.statusCode, format).toBe(400);
      expect(bad.json().error.fields).toHaveProperty('year');
    }
  });
});
