import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime } from '@bakrom/shared/format';
import { SMS_MESSAGE_TYPE_LABELS } from '@bakrom/shared/report-labels';
import {
  zReportSchema,
  type AlcoholReport,
  type ReportCounters,
  type SmsReport,
  type TotalSalesReport,
  type TransactionsReport,
  type XReport,
  type ZReport,
} from '@bakrom/shared/schemas/reports';
import { PAYMENT_LINE_LABELS } from '@bakrom/shared/settlement-lines';
import { locations, terminals } from '../../db/schema/index';
import { buildTestApp, type TestContext } from '../../../test/harness';
import { auth, buildUser, loginAs } from '../../../test/factories';
import { UNKNOWN_ID, buildTwoMerchants } from '../../../test/business-factories';
import { buildTerminal } from '../../../test/order-factories';
import {
  buildAlcoholOrder,
  buildCompany,
  buildDrinkCategory,
  buildPaidOrder,
  buildSms,
  buildTypedRefund,
  buildZReport,
  countersWith,
  reportCategory,
} from '../../../test/period-report-factories';
import { buildReportOrder, buildTerminalEvent } from '../../../test/report-factories';
import { strictly } from '../../../test/strict-schema';
import { attachmentDisposition } from '../../http/content-disposition';
import { pdfText } from './pdf-document';
import { totalSalesTables } from './report-sheets';
import { renderCsv, renderXlsx, streamCsv, streamXlsx, type SheetTable } from './spreadsheet';

const NOW = new Date('2026-03-20T12:00:00Z');
/** Where page images of the PDFs are left for a person to look at (pdftoppm -r 60). */
const PREVIEW_DIR = process.env.REPORT_PDF_PREVIEW_DIR;

let t: TestContext;
let token: string;
let managerToken: string;
let superToken: string;
let fixture: Awaited<ReturnType<typeof buildTwoMerchants>>;
let terminalIds: { pos: string; bar: string; webshop: string; foreign: string };
let zReport: ZReport;
let foreignZId: string;
let work: string;

const get = (url: string, headers: Record<string, string> = auth(token)) => t.app.inject({ method: 'GET', url, headers });

/** The text of a PDF as pdftotext -layout reads it, no-break spaces as spaces. */
function pdfToText(body: Buffer, name: string): string {
  const file = path.join(work, `${name}.pdf`);
  writeFileSync(file, body);
  if (PREVIEW_DIR) {
    mkdirSync(PREVIEW_DIR, { recursive: true });
    execFileSync('pdftoppm', ['-png', '-r', '60', file, path.join(PREVIEW_DIR, name)]);
  }
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\u00a0/g, ' ');
}

/** A download's answer: 200 with its type, the attachment's name and no caching. */
function expectFile(response: LightMyRequestResponse, contentType: string, fileName: string): Buffer {
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  expect(response.headers['content-type']).toBe(contentType);
  expect(response.headers['content-disposition']).toBe(attachmentDisposition(fileName));
  expect(response.headers['cache-control']).toBe('no-store');
  return response.rawPayload;
}

async function pdf(url: string, fileName: string, name: string, headers = auth(token)): Promise<string> {
  const body = expectFile(await get(url, headers), 'application/pdf', fileName);
  expect(body.subarray(0, 5).toString()).toBe('%PDF-');
  return pdfToText(body, name);
}

/** Lines of the text that hold every one of the words, in order, as one line of a table. */
const lineWith = (text: string, ...words: string[]) =>
  text.split('\n').find((line) => {
    let from = 0;
    return words.every((word) => {
      const at = line.indexOf(word, from);
      if (at < 0) return false;
      from = at + word.length;
      return true;
    });
  });

beforeAll(async () => {
  work = mkdtempSync(path.join(os.tmpdir(), 'bakrom-pdf-'));
  t = await buildTestApp({ clock: { now: () => NOW } });
  const db = t.database.db;
  fixture = await buildTwoMerchants(db, { useFunctionality: 'ALL' });
  const { merchant, bryggen, other, foreignLocation } = fixture;
  await db.update(locations).set({ name: 'Demo Restaurant Lillestrøm' }).where(eq(locations.id, bryggen.id));
  await buildCompany(db, merchant.id, { name: 'Smørbukk & Sønn AS', vatNumber: '987654321' });
  terminalIds = {
    pos: (await buildTerminal(db, merchant.id, bryggen.id, 'POS-1')).id,
    bar: (await buildTerminal(db, merchant.id, bryggen.id, 'POS-2')).id,
    webshop: (await buildTerminal(db, merchant.id, bryggen.id)).id,
    foreign: (await buildTerminal(db, other.id, foreignLocation.id)).id,
  };
  await db.update(terminals).set({ deviceName: 'Kasse ved døra', systemIdNr: 'BKR-2026-0042' }).where(eq(terminals.id, terminalIds.pos));

  // Unsettled sales at POS-1 today: 2 × Margherita (115 kr each with VAT 15 %) and a Pils (125 kr with VAT 25 %), 20 kr tips.
  const pizza = { id: null, name: 'Pizza' };
  const beer = { id: null, name: 'Øl og cider' };
  await buildReportOrder(db, {
    merchantId: merchant.id,
    locationId: bryggen.id,
    terminalId: terminalIds.pos,
    orderedAt: '2026-03-20T10:00:00Z',
    orderType: 'DINE_IN',
    channel: 'POS',
    tipsAmount: 2000,
    lines: [
      { itemName: 'Margherita', count: 2, unitPrice: 10_000, vatRate: 15, category: pizza },
      { itemName: 'Pils', unitPrice: 10_000, vatRate: 25, category: beer, itemType: 'DRINK_ALCOHOL' },
    ],
    payments: [{ paymentType: 'CARD', cardType: 'VISA' }],
  });

  token = await loginAs(t.app, fixture.admin.username);
  const manager = await buildUser(db, { merchantId: merchant.id, role: 'MANAGER' });
  managerToken = await loginAs(t.app, manager.username);
  await buildUser(db, { merchantId: null, role: 'SUPER_ADMIN', username: 'nedlasting.plattform' });
  superToken = await loginAs(t.app, 'nedlasting.plattform', merchant.id);

  // The turnover of 1–3 March: two Z-reports of POS-1 and one of the webshop.
  const z = (terminalId: string, nr: number, businessDate: string, counters: Parameters<typeof countersWith>[0]) =>
    buildZReport(db, { merchantId: merchant.id, locationId: bryggen.id, terminalId, nr, businessDate, counters: countersWith(counters) });
  await z(terminalIds.pos, 101, '2026-03-01', {
    categories: [reportCategory({ name: 'Pizza', vatRate: 15, amountWithVat: 123_450, count: 10 })],
    cashCount: 4,
    cashPaymentsTotalAmount: 50_000,
    cardCount: 6,
    cardPaymentsTotalAmount: 73_450,
    grandTotalSales: 1_000_000,
  });
  await z(terminalIds.pos, 102, '2026-03-02', {
    categories: [reportCategory({ name: 'Øl og cider', itemType: 'DRINK_ALCOHOL', vatRate: 25, amountWithVat: 25_000, count: 2 })],
    cardCount: 2,
    cardPaymentsTotalAmount: 25_000,
    refundReceiptsCount: 1,
    refundReceiptsTotalAmount: 12_500,
    grandTotalSales: 1_025_000,
    grandTotalRefund: 12_500,
  });
  await z(terminalIds.webshop, 7, '2026-03-03', {
    categories: [reportCategory({ name: 'Pizza', vatRate: 15, amountWithVat: 11_500, count: 1 })],
    vippsCount: 1,
    vippsPaymentsTotalAmount: 11_500,
    grandTotalSales: 11_500,
  });
  foreignZId = (
    await buildZReport(db, {
      merchantId: other.id,
      locationId: foreignLocation.id,
      terminalId: terminalIds.foreign,
      nr: 1,
      businessDate: '2026-03-02',
      counters: countersWith({}),
    })
  ).id;

  // Alcohol in March, SMS (one in Russian, one with an emoji: drawn as '?'), card payments.
  const wine = await buildDrinkCategory(db, merchant.id, 'Vin');
  await buildAlcoholOrder(
    db,
    {
      merchantId: merchant.id,
      locationId: bryggen.id,
      terminalId: terminalIds.bar,
      orderedAt: '2026-03-02T19:00:00Z',
      lines: [{ itemName: 'Husets rødvin', count: 3, unitPrice: 9600, vatRate: 25 }],
    },
    { 'Husets rødvin': wine },
  );
  const sms = { merchantId: merchant.id, locationId: bryggen.id };
  await buildSms(db, {
    ...sms,
    messageType: 'ORDER_CONFIRMATION',
    message: 'Hei Åse! Takk for bestillingen hos Demo Restaurant Lillestrøm.',
    smsCount: 1,
    sentAt: '2026-03-02T08:00:00Z',
  });
  await buildSms(db, {
    ...sms,
    messageType: 'FOOD_READY',
    message: 'Maten er klar 🍕 Привет',
    smsCount: 1,
    sentAt: '2026-03-02T09:00:00Z',
  });
  for (let index = 0; index < 70; index++) {
    await buildSms(db, {
      ...sms,
      messageType: 'USER_REGISTRATION',
      message: `Din engangskode er ${String(100_000 + index)}. Koden er gyldig i 10 minutter.`,
      smsCount: 1,
      sentAt: new Date(Date.parse('2026-03-05T08:00:00Z') + index * 60_000).toISOString(),
    });
  }
  const paid = await buildPaidOrder(db, {
    merchantId: merchant.id,
    locationId: bryggen.id,
    terminalId: terminalIds.bar,
    paidAt: '2026-03-02T12:00:00Z',
    amount: 123_456,
    paymentType: 'BANK_AXEPT',
  });
  await buildPaidOrder(db, {
    merchantId: merchant.id,
    locationId: bryggen.id,
    terminalId: terminalIds.bar,
    paidAt: '2026-03-02T12:00:00Z',
    amount: 5000,
    paymentType: 'CARD',
    cardType: 'MASTERCARD',
  });
  await buildTypedRefund(db, {
    merchantId: merchant.id,
    orderId: paid.id,
    terminalId: terminalIds.bar,
    amount: 23_456,
    paymentType: 'BANK_AXEPT',
    status: 'SUCCEEDED',
    createdAt: '2026-03-03T10:00:00Z',
  });

  // Today's sales settled through the API: Z nr 103 of POS-1.
  const settled = await t.app.inject({
    method: 'POST',
    url: `/api/report/createZReport?locationId=${bryggen.id}&terminalId=${terminalIds.pos}`,
    headers: auth(token),
  });
  expect(settled.statusCode, settled.body).toBe(200);
  zReport = strictly(zReportSchema).parse(settled.json()) as ZReport;
  // More sales after the settlement, for the X-report.
  await buildReportOrder(db, {
    merchantId: merchant.id,
    locationId: bryggen.id,
    terminalId: terminalIds.pos,
    orderedAt: '2026-03-20T11:00:00Z',
    orderType: 'PICKUP',
    channel: 'POS',
    servedBy: 'Ingrid',
    usedPoints: 45,
    lines: [{ itemName: 'Margherita', count: 3, unitPrice: 10_000, vatRate: 15, category: pizza }],
  });
  await buildTerminalEvent(db, {
    merchantId: merchant.id,
    terminalId: terminalIds.pos,
    eventType: 'OPENING_CHANGE_FLOAT',
    amount: 150_000,
    occurredAt: '2026-03-20T11:05:00Z',
  });
});
afterAll(async () => {
  await t.close();
  if (!process.env.KEEP_PDFS) rmSync(work, { recursive: true, force: true });
});

describe('the attachment header', () => {
  it('gives an ASCII name beside the real UTF-8 one', () => {
    expect(attachmentDisposition('SMS_Rapport_Demo Restaurant Lillestrøm.pdf')).toBe(
      `attachment; filename="SMS_Rapport_Demo Restaurant Lillestrom.pdf"; filename*=UTF-8''SMS_Rapport_Demo%20Restaurant%20Lillestr%C3%B8m.pdf`,
    );
    expect(attachmentDisposition('SMS_Rapport_"Bar" 50% / Ærfugl (Å).pdf')).toBe(
      `attachment; filename="SMS_Rapport__Bar_ 50_ - Aerfugl (A).pdf"; filename*=UTF-8''SMS_Rapport_%22Bar%22%2050%25%20-%20%C3%86rfugl%20%28%C3%85%29.pdf`,
    );
  });

  it('draws what Helvetica has and a ? for the rest', () => {
    expect(pdfText('Smørbukk – €5 «ok»\n🍕 Жж')).toBe('Smørbukk – €5 «ok» ? ??');
  });
});

describe('spreadsheet cells', () => {
  const table: SheetTable = {
    title: 'Salg per kategori',
    columns: [
      { header: 'Kategori', kind: 'text' },
      { header: 'MVA-sats', kind: 'rate' },
      { header: 'Beløp', kind: 'amount' },
    ],
    rows: [
      ['=HYPERLINK("http://x";"klikk")', 12.5, -5],
      ['+47 Øl; "fatøl"', 25, 123_456_789],
      ['@SUM(A1)', 0, 0],
    ],
  };

  it('CSV: a text that would be a formula starts with an apostrophe; ; and " are quoted; decimal comma', () => {
    expect(renderCsv([table]).toString('utf8')).toBe(
      '\ufeffSalg per kategori\r\nKategori;MVA-sats;Beløp\r\n' +
        `"'=HYPERLINK(""http://x"";""klikk"")";12,5;-0,05\r\n` +
        `"'+47 Øl; ""fatøl""";25;1234567,89\r\n` +
        "'@SUM(A1);0;0,00\r\n",
    );
  });

  it('Excel: texts stay strings, never formulas; amounts are numbers in kroner', async () => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await renderXlsx([table], 'Test')) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getCell('A2').value).toBe('=HYPERLINK("http://x";"klikk")');
    expect(sheet.getCell('A2').type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getRow(2).values).toEqual([undefined, '=HYPERLINK("http://x";"klikk")', 12.5, -0.05]);
    expect(sheet.getCell('C3').value).toBe(1_234_567.89);
  });

  it('streamed, page by page, the same CSV and the same Excel sheet as written whole', async () => {
    async function* pages() {
      yield table.rows.slice(0, 2);
      yield [];
      yield table.rows.slice(2);
    }
    const read = async (stream: NodeJS.ReadableStream) => {
      const parts: Buffer[] = [];
      for await (const part of stream) parts.push(Buffer.from(part as Buffer));
      return Buffer.concat(parts);
    };
    const streamedCsv = await read(streamCsv({ title: table.title, columns: table.columns, rows: pages() }));
    expect(streamedCsv.toString('utf8')).toBe(renderCsv([table]).toString('utf8'));

    const whole = new ExcelJS.Workbook();
    await whole.xlsx.load((await renderXlsx([table], 'Test')) as unknown as ArrayBuffer);
    const streamed = new ExcelJS.Workbook();
    await streamed.xlsx.load(
      (await read(streamXlsx({ title: table.title, columns: table.columns, rows: pages() }, 'Test'))) as unknown as ArrayBuffer,
    );
    const rows = (book: ExcelJS.Workbook) => book.worksheets[0]!.getSheetValues().filter(Boolean);
    expect(streamed.worksheets[0]!.name).toBe(whole.worksheets[0]!.name);
    expect(rows(streamed)).toEqual(rows(whole));
    expect(streamed.worksheets[0]!.getCell('A2').type).toBe(ExcelJS.ValueType.String);
    expect(streamed.worksheets[0]!.getCell('C2').numFmt).toBe('#,##0.00');
    expect(streamed.worksheets[0]!.getRow(1).font?.bold).toBe(true);
  });
});

describe('X- and Z-report PDFs', () => {
  it('X-rapport.pdf: heading, company, org nr, cash point, time, and the counters the screen shows', async () => {
    const text = await pdf(
      `/api/report/pdf/xReport?locationId=${fixture.bryggen.id}&terminalId=${terminalIds.pos}`,
      'X-rapport.pdf',
      'x-rapport',
    );
    expect(text).toContain('X-rapport');
    expect(lineWith(text, 'Firma', 'Smørbukk & Sønn AS')).toBeTruthy();
    expect(lineWith(text, 'Org.nr.', '987654321')).toBeTruthy();
    expect(lineWith(text, 'Avdeling', 'Demo Restaurant Lillestrøm')).toBeTruthy();
    expect(lineWith(text, 'Kassepunkt', 'Kasse ved døra (POS-1)')).toBeTruthy();
    expect(lineWith(text, 'Utskrevet', '20.03.2026 13:00')).toBeTruthy();
    expect(lineWith(text, 'Siden forrige oppgjør', `Siden Z nr ${zReport.nr}`)).toBeTruthy();
    // 3 × Margherita: 345 kr with 45 kr VAT.
    expect(lineWith(text, 'Pizza', '15 %', '3', '45,00', '345,00')).toBeTruthy();
    expect(lineWith(text, '15 %', '300,00', '45,00', '345,00')).toBeTruthy();
    expect(lineWith(text, 'Henting', '1', '345,00')).toBeTruthy();
    // § 2-8-2: the system's serial number, total sales, tips (always, 0 here), each means of payment with its SAF-T
    // code (45 bonus points paid 45 kr of it), the operator, and every count of receipts, corrections and events.
    expect(lineWith(text, 'Kassesystemets serienummer', 'BKR-2026-0042')).toBeTruthy();
    expect(lineWith(text, 'Total omsetning', '1', '345,00')).toBeTruthy();
    expect(lineWith(text, 'Tips', '0', '0,00')).toBeTruthy();
    expect(lineWith(text, 'Tips tilbakebetalt', '0,00')).toBeTruthy();
    expect(lineWith(text, 'Kontant', '12001', '1', '300,00', '300,00')).toBeTruthy();
    expect(lineWith(text, 'Bonuspoeng', '12007', '1', '45,00', '45,00')).toBeTruthy();
    expect(lineWith(text, 'Ingrid', '1', '345,00')).toBeTruthy();
    expect(lineWith(text, 'Vekselbeholdning ved åpning', '1 500,00')).toBeTruthy();
    for (const line of [
      'Foreløpige kvitteringer',
      'Linjekorreksjoner',
      'Andre korreksjoner',
      'Utleveringskvitteringer',
      'Treningskvitteringer',
    ]) {
      expect(lineWith(text, line, '0', '0,00'), line).toBeTruthy();
    }
    expect(lineWith(text, 'Prisoppslag', '0')).toBeTruthy();
    expect(lineWith(text, 'Grand total netto')).toBeTruthy();
    expect(text).toContain('Side 1 av');
  });

  it('Z-rapport.pdf by id: its number, day, who took it, tips and the frozen counters', async () => {
    const text = await pdf(`/api/report/pdf/zReport?zReportId=${zReport.id}`, 'Z-rapport.pdf', 'z-rapport');
    expect(text).toContain(`Z-rapport nr ${zReport.nr}`);
    expect(lineWith(text, 'Dato', '20.03.2026')).toBeTruthy();
    expect(lineWith(text, 'Oppgjør tatt', '20.03.2026 13:00', 'Tatt av Kari Nordmann')).toBeTruthy();
    // 2 × Margherita 230 kr (VAT 30) and a Pils 125 kr (VAT 25); 20 kr tips; paid by card 375 kr.
    expect(lineWith(text, 'Pizza', '15 %', '2', '30,00', '230,00')).toBeTruthy();
    expect(lineWith(text, 'Øl og cider', '25 %', '1', '25,00', '125,00')).toBeTruthy();
    expect(lineWith(text, 'Totalt', '3', '55,00', '355,00')).toBeTruthy();
    expect(lineWith(text, '25 %', '100,00', '25,00', '125,00')).toBeTruthy();
    expect(lineWith(text, 'Betalingskort', '12003', '1', '355,00', '375,00')).toBeTruthy();
    expect(lineWith(text, 'Tips', '1', '20,00')).toBeTruthy();
    // The till named no operator.
    expect(lineWith(text, 'Ukjent', '1', '355,00')).toBeTruthy();
    expect(lineWith(text, 'Spise her', '1', '355,00')).toBeTruthy();
  });

  it('an X-report with nothing to settle says so; a replaced Z-report says by which', async () => {
    const empty = await pdf(
      `/api/report/pdf/xReport?locationId=${fixture.bryggen.id}&terminalId=${terminalIds.webshop}`,
      'X-rapport.pdf',
      'x-rapport-tom',
    );
    expect(lineWith(empty, 'Kassepunkt', 'Nettbutikken')).toBeTruthy();
    expect(empty).toContain('Ingen omsetning fra dette kassepunktet siden forrige oppgjør.');
    const db = t.database.db;
    const at = {
      merchantId: fixture.merchant.id,
      locationId: fixture.bryggen.id,
      terminalId: terminalIds.webshop,
      businessDate: '2026-03-04',
    };
    const newer = await buildZReport(db, { ...at, nr: 9, counters: countersWith({}) });
    const replaced = await buildZReport(db, { ...at, nr: 8, counters: countersWith({}), replacedByZReportId: newer.id });
    const text = await pdf(`/api/report/pdf/zReport?zReportId=${replaced.id}`, 'Z-rapport.pdf', 'z-rapport-erstattet');
    expect(text).toContain('Z-rapport nr 8');
    expect(lineWith(text, 'Status', 'Erstattet av Z nr 9')).toBeTruthy();
    expect(lineWith(text, 'Oppgjør tatt', '04.03.2026 23:00', 'Tatt automatisk')).toBeTruthy();
  });

  it('answers 404 for another merchant’s or an unknown Z-report, and 400 for a bad id', async () => {
    for (const id of [foreignZId, UNKNOWN_ID]) {
      const response = await get(`/api/report/pdf/zReport?zReportId=${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
    expect((await get('/api/report/pdf/zReport?zReportId=nr-1')).statusCode).toBe(400);
    expect((await get(`/api/report/pdf/xReport?locationId=${fixture.bryggen.id}&terminalId=${terminalIds.foreign}`)).statusCode).toBe(404);
  });

  it('a day’s X-report PDF is the super admin’s: 403 for ADMIN and MANAGER', async () => {
    const url = `/api/report/pdf/xReportForDate?locationId=${fixture.bryggen.id}&terminalId=${terminalIds.pos}&date=2026-03-20`;
    for (const headers of [auth(token), auth(managerToken)]) expect((await get(url, headers)).statusCode).toBe(403);
    const text = await pdf(url, 'X-rapport.pdf', 'x-rapport-dato', auth(superToken));
    expect(text).toContain('X-rapport');
    // The whole day: 230 + 345 kr of pizza.
    expect(lineWith(text, 'Pizza', '15 %', '5', '75,00', '575,00')).toBeTruthy();
  });
});

describe('the turnover report’s PDF, CSV and Excel', () => {
  const query = () => `locationId=${fixture.bryggen.id}&terminalId=ALL&fromDate=2026-03-01&toDate=2026-03-03`;

  it('Omsetningsrapport.pdf: title by terminal, period, the tables and the Z-reports', async () => {
    const text = await pdf(`/api/report/pdf/totalSalesReport?${query()}`, 'Omsetningsrapport.pdf', 'omsetningsrapport');
    expect(text).toContain('Omsetningsrapport – ALLE TILSAMMEN');
    expect(lineWith(text, 'Periode', '01.03.2026 – 03.03.2026')).toBeTruthy();
    expect(lineWith(text, 'Z-rapporter i perioden', '3 Z-rapporter i perioden')).toBeTruthy();
    expect(lineWith(text, '15 %', '1 173,48', '176,02', '1 349,50')).toBeTruthy();
    expect(lineWith(text, 'Pizza', '15 %', '11', '176,02', '1 349,50')).toBeTruthy();
    expect(lineWith(text, 'Totalt', '1 373,48', '226,02', '1 599,50')).toBeTruthy();
    // The turnover and the tips with their sum, what the payments came to.
    expect(lineWith(text, 'Total omsetning (inkl. MVA, etter rabatter, uten tips)', '1 599,50')).toBeTruthy();
    expect(lineWith(text, 'Totalt betalt (omsetning og tips)')).toBeTruthy();
    expect(lineWith(text, 'Kort', '8', '984,50')).toBeTruthy();
    expect(lineWith(text, 'Returer', '1', '125,00')).toBeTruthy();
    expect(lineWith(text, '101', '01.03.2026', 'Kasse ved døra', '161,02', '1 234,50')).toBeTruthy();
    expect(lineWith(text, '7', '03.03.2026', 'Nettbutikken', '15,00', '115,00')).toBeTruthy();
  });

  it('one terminal’s title is its device name; an empty period says Ingen omsetning.', async () => {
    const one = await pdf(
      `/api/report/pdf/totalSalesReport?locationId=${fixture.bryggen.id}&terminalId=${terminalIds.webshop}&fromDate=2026-03-01&toDate=2026-03-03`,
      'Omsetningsrapport.pdf',
      'omsetningsrapport-nettbutikken',
    );
    expect(one).toContain('Omsetningsrapport – Nettbutikken');
    const empty = await pdf(
      `/api/report/pdf/totalSalesReport?locationId=${fixture.bryggen.id}&terminalId=ALL&fromDate=2026-01-01&toDate=2026-01-31`,
      'Omsetningsrapport.pdf',
      'omsetningsrapport-tom',
    );
    expect(empty).toContain('Ingen omsetning.');
  });

  it('Omsetningsrapport.csv: BOM, semicolons, decimal comma, each table under its title', async () => {
    const body = expectFile(await get(`/api/report/csv/totalSalesReport?${query()}`), 'text/csv; charset=utf-8', 'Omsetningsrapport.csv');
    expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = body.toString('utf8').slice(1).split('\r\n');
    expect(lines.slice(0, 6)).toEqual([
      'Omsetningsrapport – ALLE TILSAMMEN',
      'Beskrivelse;',
      'Firma;Smørbukk & Sønn AS',
      'Org.nr.;987654321',
      'Avdeling;Demo Restaurant Lillestrøm',
      'Periode;01.03.2026 – 03.03.2026',
    ]);
    const table = (title: string) => {
      const start = lines.indexOf(title);
      expect(start, title).toBeGreaterThan(0);
      const end = lines.indexOf('', start);
      return lines.slice(start + 1, end);
    };
    expect(table('Total omsetning')).toEqual([
      'MVA-sats;Beløp uten MVA;MVA;Beløp med MVA',
      '15;1173,48;176,02;1349,50',
      '25;200,00;50,00;250,00',
      'Totalt;1373,48;226,02;1599,50',
    ]);
    expect(table('Salg per kategori')).toEqual([
      'Kategori;MVA-sats;Antall;MVA;Beløp med MVA',
      'Pizza;15;11;176,02;1349,50',
      'Øl og cider;25;2;50,00;250,00',
      'Totalt;;13;226,02;1599,50',
    ]);
    // The turnover and the tips with their total, what the means of payment below add up to.
    expect(table('Omsetning')).toEqual([
      'Beskrivelse;Antall;Beløp',
      'Total omsetning (inkl. MVA, etter rabatter, uten tips);0;1599,50',
      'Tips;0;0,00',
      'Totalt betalt (omsetning og tips);;1599,50',
    ]);
    expect(table('Betalingsmåter')).toEqual([
      'Betalingsmåte;Antall;Beløp',
      'Kontant;4;500,00',
      'Vipps;1;115,00',
      'Kort;8;984,50',
      'Totalt;13;1599,50',
    ]);
    expect(table('Returer')).toEqual(['Beskrivelse;Antall;Beløp', 'Returer;1;125,00']);
    expect(table('Z-rapporter i perioden')).toEqual([
      'Z nr;Dato;Kassepunkt;MVA;Beløp med MVA',
      '101;01.03.2026;Kasse ved døra;161,02;1234,50',
      '102;02.03.2026;Kasse ved døra;50,00;250,00',
      '7;03.03.2026;Nettbutikken;15,00;115,00',
    ]);
  });

  it('the spreadsheets list each means of payment with its SAF-T code, bonus points included, adding up with the tips', async () => {
    const response = await get(`/api/report/getTotalSalesReport?${query()}`);
    expect(response.statusCode, response.body).toBe(200);
    const stored = response.json() as TotalSalesReport;
    const report: TotalSalesReport = {
      ...stored,
      counters: {
        ...stored.counters,
        tips: 2_000,
        tipsCount: 1,
        paymentLines: [
          { paymentType: 'BANK_AXEPT', saftCode: '12002', count: 3, amount: 101_950, amountWithVat: 99_950, vatAmount: 13_037 },
          { paymentType: 'BONUS_POINTS', saftCode: '12007', count: 1, amount: 60_000, amountWithVat: 60_000, vatAmount: 13_989 },
        ],
      },
    };
    const csv = renderCsv(totalSalesTables(report)).toString('utf8');
    expect(csv).toContain(
      'Omsetning\r\nBeskrivelse;Antall;Beløp\r\nTotal omsetning (inkl. MVA, etter rabatter, uten tips);0;1599,50\r\nTips;1;20,00\r\n',
    );
    expect(csv).toContain('Totalt betalt (omsetning og tips);;1619,50\r\n');
    expect(csv).toContain(
      'Betalingsmåter\r\nBetalingsmåte;SAF-T-kode;Antall;Herav varer;Beløp\r\nBankAxept;12002;3;999,50;1019,50\r\n' +
        'Bonuspoeng;12007;1;600,00;600,00\r\nTotalt;;4;1599,50;1619,50\r\n',
    );
  });

  it('Omsetningsrapport.xlsx: one sheet per table, amounts as numbers in kroner', async () => {
    const body = expectFile(
      await get(`/api/report/xlsx/totalSalesReport?${query()}`),
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'Omsetningsrapport.xlsx',
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(body as unknown as ArrayBuffer);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual([
      'Omsetningsrapport – ALLE TILSAM',
      'Total omsetning',
      'Salg per kategori',
      'Omsetning',
      'Betalingsmåter',
      'Returer',
      'Z-rapporter i perioden',
    ]);
    const vat = book.getWorksheet('Total omsetning')!;
    expect(vat.getRow(1).values).toEqual([undefined, 'MVA-sats', 'Beløp uten MVA', 'MVA', 'Beløp med MVA']);
    expect(vat.getRow(2).values).toEqual([undefined, 15, 1173.48, 176.02, 1349.5]);
    expect(vat.getRow(4).values).toEqual([undefined, 'Totalt', 1373.48, 226.02, 1599.5]);
    expect(vat.getCell('B2').numFmt).toBe('#,##0.00');
    const categories = book.getWorksheet('Salg per kategori')!;
    expect(categories.getRow(3).values).toEqual([undefined, 'Øl og cider', 25, 2, 50, 250]);
  });

  it('answers 400 and 404 as the report does, as JSON', async () => {
    const bad = await get(
      `/api/report/csv/totalSalesReport?locationId=${fixture.bryggen.id}&terminalId=ALL&fromDate=2026-03-03&toDate=2026-03-01`,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('toDate');
    const foreign = await get(
      `/api/report/xlsx/totalSalesReport?locationId=${fixture.foreignLocation.id}&terminalId=ALL&fromDate=2026-03-01&toDate=2026-03-03`,
    );
    expect(foreign.statusCode).toBe(404);
  });
});

describe('alcohol, SMS and transactions PDFs', () => {
  it('Alkoholrapport.pdf: totals and categories; an empty period says Ingen alkoholsalg.', async () => {
    const text = await pdf(
      `/api/report/pdf/alcoholReport?locationId=${fixture.bryggen.id}&fromDate=2026-03-01&toDate=2026-03-31`,
      'Alkoholrapport.pdf',
      'alkoholrapport',
    );
    expect(text).toContain('Alkoholrapport');
    expect(lineWith(text, 'Totalt alkoholsalg')).toBeTruthy();
    // 3 × rødvin 120 kr; the Pils of 20 March (125 kr) is alcohol too.
    expect(lineWith(text, 'Vin', '25 %', '3', '72,00', '360,00')).toBeTruthy();
    expect(lineWith(text, 'Øl og cider', '25 %', '1', '25,00', '125,00')).toBeTruthy();
    expect(lineWith(text, 'Totalt', '4', '97,00', '485,00')).toBeTruthy();
    const empty = await pdf(
      `/api/report/pdf/alcoholReport?locationId=${fixture.bryggen.id}&fromDate=2026-01-01&toDate=2026-01-31`,
      'Alkoholrapport.pdf',
      'alkoholrapport-tom',
    );
    expect(empty).toContain('Ingen alkoholsalg.');
  });

  it('SMS_Rapport_{location}.pdf: summary, price, every message over pages with the headings repeated', async () => {
    const text = await pdf(
      `/api/report/pdf/smsReport?locationId=${fixture.bryggen.id}&fromDate=2026-03-01&toDate=2026-03-31`,
      'SMS_Rapport_Demo Restaurant Lillestrøm.pdf',
      'sms-rapport',
    );
    expect(text).toContain('SMS rapport');
    expect(lineWith(text, 'Registrering', '70', '70', '70,00')).toBeTruthy();
    expect(lineWith(text, 'Totalt', '72', '72', '72,00')).toBeTruthy();
    expect(text).toContain('Hei Åse! Takk for bestillingen hos Demo Restaurant Lillestrøm.');
    expect(text).toContain('Maten er klar ? ??????');
    expect(text).toContain('Din engangskode er 100069.');
    expect(text).toContain('Din engangskode er 100000.');
    const pages = text.split('\f').filter((page) => page.trim());
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.at(-1)).toContain('Sendt');
    expect(pages.at(-1)).toContain(`Side ${pages.length} av ${pages.length}`);
    const empty = await pdf(
      `/api/report/pdf/smsReport?locationId=${fixture.bryggen.id}&fromDate=2026-01-01&toDate=2026-01-31`,
      'SMS_Rapport_Demo Restaurant Lillestrøm.pdf',
      'sms-rapport-tom',
    );
    expect(empty).toContain('Ingen SMS har blitt sendt i denne perioden.');
  });

  it('the transactions PDF is X-rapport.pdf for the super admin, and 403 for ADMIN and MANAGER', async () => {
    const url = '/api/report/pdf/transactionsReport?fromDate=2026-03-01&toDate=2026-03-10';
    for (const headers of [auth(token), auth(managerToken)]) expect((await get(url, headers)).statusCode).toBe(403);
    const text = await pdf(url, 'X-rapport.pdf', 'transaksjoner', auth(superToken));
    expect(text).toContain('Transaksjoner');
    expect(lineWith(text, 'BankAxept', '1', '1 234,56')).toBeTruthy();
    expect(lineWith(text, 'Andre korttyper', '1', '50,00')).toBeTruthy();
    expect(lineWith(text, 'MASTERCARD', '1', '50,00')).toBeTruthy();
    expect(lineWith(text, 'Refundert BankAxept', '1', '234,56')).toBeTruthy();
  });

  it('answers 404 for another merchant’s location', async () => {
    for (const kind of ['alcoholReport', 'smsReport']) {
      const response = await get(`/api/report/pdf/${kind}?locationId=${fixture.foreignLocation.id}&fromDate=2026-03-01&toDate=2026-03-31`);
      expect(response.statusCode, kind).toBe(404);
    }
  });
});

describe('every report’s CSV and Excel, read back against the report’s figures', () => {
  const CSV = 'text/csv; charset=utf-8';
  const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  const xQuery = () => `locationId=${fixture.bryggen.id}&terminalId=${terminalIds.pos}`;
  const march = () => `locationId=${fixture.bryggen.id}&fromDate=2026-03-01&toDate=2026-03-31`;
  const transactionsQuery = 'fromDate=2026-03-01&toDate=2026-03-10';

  /** The JSON report the screen shows for the same query. */
  async function report<T>(url: string, headers = auth(token)): Promise<T> {
    const response = await get(url, headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as T;
  }

  /** An amount in øre as the CSV writes it: kroner with a decimal comma. */
  const kr = (ore: number) => (ore / 100).toFixed(2).replace('.', ',');

  /** One CSV line's cells as a spreadsheet reads them: ';' between cells, "…" quoting a cell with "" for a quote. */
  function csvCells(line: string): string[] {
    const cells: string[] = [];
    let cell = '';
    let quoted = false;
    for (let at = 0; at < line.length; at++) {
      const char = line[at]!;
      if (quoted && char === '"' && line[at + 1] === '"') {
        cell += '"';
        at++;
      } else if (char === '"') quoted = !quoted;
      else if (char === ';' && !quoted) {
        cells.push(cell);
        cell = '';
      } else cell += char;
    }
    cells.push(cell);
    return cells;
  }

  /** A CSV file (UTF-8 with its byte-order mark, CRLF) as its lines of cells. */
  function csvRows(body: Buffer): string[][] {
    expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = body.toString('utf8').slice(1);
    expect(text.endsWith('\r\n')).toBe(true);
    return text.slice(0, -2).split('\r\n').map(csvCells);
  }

  /** The table under a title line: its column headers and its rows, up to the empty line. */
  function csvTable(rows: string[][], title: string): { headers: string[]; body: string[][] } {
    const start = rows.findIndex((row) => row.length === 1 && row[0] === title);
    expect(start, title).toBeGreaterThanOrEqual(0);
    const end = rows.findIndex((row, index) => index > start && row.length === 1 && row[0] === '');
    return { headers: rows[start + 1]!, body: rows.slice(start + 2, end < 0 ? undefined : end) };
  }

  async function workbook(body: Buffer): Promise<ExcelJS.Workbook> {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(body as unknown as ArrayBuffer);
    return book;
  }

  /** A sheet's rows as their cells' values, the column headers first. */
  function sheetRows(book: ExcelJS.Workbook, name: string): unknown[][] {
    const sheet = book.getWorksheet(name);
    expect(sheet, name).toBeDefined();
    const rows: unknown[][] = [];
    sheet!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return rows;
  }

  const X_SHEETS = [
    'Salg per kategori',
    'MVA',
    'Omsetning',
    'Betalingsmåter',
    'Ordretyper',
    'Salg per operatør',
    'Kvitteringer, korreksjoner og h',
    'Grand total',
  ];
  const TOTAL_SALES = 'Total omsetning (inkl. MVA, etter rabatter, uten tips)';
  const paymentLineCells = (counters: ReportCounters) =>
    counters.paymentLines.map((line) => [
      PAYMENT_LINE_LABELS[line.paymentType],
      line.saftCode,
      String(line.count),
      kr(line.amountWithVat),
      kr(line.amount),
    ]);

  it('X-rapport.csv: the header lines, then the counters of the X-report the screen shows', async () => {
    const json = await report<XReport>(`/api/report/getXReport?${xQuery()}`);
    const rows = csvRows(expectFile(await get(`/api/report/csv/xReport?${xQuery()}`), CSV, 'X-rapport.csv'));
    expect(rows.slice(0, 9)).toEqual([
      ['X-rapport'],
      ['Beskrivelse', ''],
      ['Firma', 'Smørbukk & Sønn AS'],
      ['Org.nr.', '987654321'],
      ['Avdeling', 'Demo Restaurant Lillestrøm'],
      ['Kassepunkt', 'Kasse ved døra (POS-1)'],
      ['Kassesystemets serienummer', 'BKR-2026-0042'],
      ['Utskrevet', '20.03.2026 13:00'],
      ['Siden forrige oppgjør', `Siden Z nr ${zReport.nr} (${formatDateTime(json.periodStart!)})`],
    ]);
    // 3 × Margherita after the settlement: 345 kr with 45 kr VAT.
    expect(kr(json.counters.totalSalesAmount)).toBe('345,00');
    expect(csvTable(rows, 'Omsetning').body[0]).toEqual([
      TOTAL_SALES,
      String(json.counters.saleReceiptsCount),
      kr(json.counters.totalSalesAmount),
    ]);
    const vat = csvTable(rows, 'MVA');
    expect(vat.headers).toEqual(['MVA-sats', 'Beløp uten MVA', 'MVA', 'Beløp med MVA']);
    expect(vat.body.slice(0, -1)).toEqual(
      json.vatGroups.map((group) => [String(group.vatRate), kr(group.netAmount), kr(group.vatAmount), kr(group.amountWithVat)]),
    );
    expect(vat.body).toContainEqual(['15', '300,00', '45,00', '345,00']);
    expect(csvTable(rows, 'Salg per kategori').body).toContainEqual(['Pizza', '15', '3', '45,00', '345,00']);
    const payments = csvTable(rows, 'Betalingsmåter');
    expect(payments.headers).toEqual(['Betalingsmåte', 'SAF-T-kode', 'Antall', 'Herav varer', 'Beløp']);
    expect(payments.body.slice(0, -1)).toEqual(paymentLineCells(json.counters));
    expect(payments.body.length).toBeGreaterThan(1);
    expect(csvTable(rows, 'Ordretyper').body).toContainEqual(['Henting', '1', '345,00']);
    expect(csvTable(rows, 'Salg per operatør').body).toContainEqual(['Ingrid', '1', '345,00']);
    const receipts = csvTable(rows, 'Kvitteringer, korreksjoner og hendelser').body;
    expect(receipts).toContainEqual(['Vekselbeholdning ved åpning', '', kr(json.counters.openingChangeFloat)]);
    expect(receipts).toContainEqual(['Vekselbeholdning ved åpning', '', '1500,00']);
    expect(csvTable(rows, 'Grand total').body).toContainEqual([
      'Grand total netto',
      kr(json.counters.grandTotalSales - json.counters.grandTotalRefund),
    ]);
  });

  it('X-rapport.xlsx, for a MANAGER as its PDF is: one sheet per table, amounts as numbers in kroner', async () => {
    const json = await report<XReport>(`/api/report/getXReport?${xQuery()}`, auth(managerToken));
    const book = await workbook(expectFile(await get(`/api/report/xlsx/xReport?${xQuery()}`, auth(managerToken)), XLSX, 'X-rapport.xlsx'));
    expect(book.title).toBe('X-rapport');
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(['X-rapport', ...X_SHEETS]);
    expect(sheetRows(book, 'X-rapport')).toContainEqual(['Kassepunkt', 'Kasse ved døra (POS-1)']);
    const vat = sheetRows(book, 'MVA');
    expect(vat.slice(1, -1)).toEqual(
      json.vatGroups.map((group) => [group.vatRate, group.netAmount / 100, group.vatAmount / 100, group.amountWithVat / 100]),
    );
    expect(vat).toContainEqual([15, 300, 45, 345]);
    expect(sheetRows(book, 'Omsetning')[1]).toEqual([TOTAL_SALES, json.counters.saleReceiptsCount, json.counters.totalSalesAmount / 100]);
    expect(book.getWorksheet('MVA')!.getCell('B2').numFmt).toBe('#,##0.00');
    expect(book.getWorksheet('Omsetning')!.getCell('B2').numFmt).toBe('0');
    const payments = sheetRows(book, 'Betalingsmåter');
    expect(payments.slice(1, -1)).toEqual(
      json.counters.paymentLines.map((line) => [
        PAYMENT_LINE_LABELS[line.paymentType],
        line.saftCode,
        line.count,
        line.amountWithVat / 100,
        line.amount / 100,
      ]),
    );
  });

  it('Z-rapport.csv by id: Z-rapport nr N with its day and who took it, then its frozen counters', async () => {
    const rows = csvRows(expectFile(await get(`/api/report/csv/zReport?zReportId=${zReport.id}`), CSV, 'Z-rapport.csv'));
    expect(rows[0]).toEqual([`Z-rapport nr ${zReport.nr}`]);
    const header = rows.slice(2, rows.indexOf(rows.find((row) => row[0] === '')!));
    expect(header).toContainEqual(['Kassepunkt', 'Kasse ved døra (POS-1)']);
    expect(header).toContainEqual(['Z nr', String(zReport.nr)]);
    expect(header).toContainEqual(['Dato', '20.03.2026']);
    expect(header).toContainEqual(['Oppgjør tatt', '20.03.2026 13:00 · Tatt av Kari Nordmann']);
    // 2 × Margherita 230 kr (VAT 30) and a Pils 125 kr (VAT 25); 20 kr tips; paid by card 375 kr.
    expect(csvTable(rows, 'Salg per kategori').body).toEqual([
      ['Pizza', '15', '2', '30,00', '230,00'],
      ['Øl og cider', '25', '1', '25,00', '125,00'],
      ['Totalt', '', '3', '55,00', '355,00'],
    ]);
    expect(csvTable(rows, 'MVA').body.slice(0, -1)).toEqual(
      zReport.vatGroups.map((group) => [String(group.vatRate), kr(group.netAmount), kr(group.vatAmount), kr(group.amountWithVat)]),
    );
    const payments = csvTable(rows, 'Betalingsmåter').body;
    expect(payments.slice(0, -1)).toEqual(paymentLineCells(zReport.counters));
    expect(payments).toContainEqual(['Betalingskort', '12003', '1', '355,00', '375,00']);
    expect(csvTable(rows, 'Omsetning').body).toEqual([
      [TOTAL_SALES, String(zReport.counters.saleReceiptsCount), kr(zReport.counters.totalSalesAmount)],
      ['Tips', String(zReport.counters.tipsCount), kr(zReport.counters.tips)],
      ['Tips tilbakebetalt', '', kr(zReport.counters.refundedTipsAmount)],
    ]);
    expect(csvTable(rows, 'Omsetning').body[1]).toEqual(['Tips', '1', '20,00']);
    expect(csvTable(rows, 'Salg per operatør').body).toContainEqual(['Ukjent', '1', '355,00']);
  });

  it('Z-rapport.xlsx: the same tables as sheets', async () => {
    const book = await workbook(expectFile(await get(`/api/report/xlsx/zReport?zReportId=${zReport.id}`), XLSX, 'Z-rapport.xlsx'));
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual([`Z-rapport nr ${zReport.nr}`, ...X_SHEETS]);
    expect(sheetRows(book, `Z-rapport nr ${zReport.nr}`)).toContainEqual(['Z nr', String(zReport.nr)]);
    expect(sheetRows(book, 'Salg per kategori')[1]).toEqual(['Pizza', 15, 2, 30, 230]);
    expect(sheetRows(book, 'MVA').slice(1, -1)).toEqual(
      zReport.vatGroups.map((group) => [group.vatRate, group.netAmount / 100, group.vatAmount / 100, group.amountWithVat / 100]),
    );
    expect(sheetRows(book, 'Betalingsmåter')).toContainEqual(['Betalingskort', '12003', 1, 355, 375]);
  });

  it('Alkoholrapport.csv and .xlsx: the period’s total and every category of the alcohol report', async () => {
    const json = await report<AlcoholReport>(`/api/report/getAlcoholReport?${march()}`);
    const rows = csvRows(expectFile(await get(`/api/report/csv/alcoholReport?${march()}`), CSV, 'Alkoholrapport.csv'));
    expect(rows.slice(0, 8)).toEqual([
      ['Alkoholrapport'],
      ['Beskrivelse', ''],
      ['Firma', 'Smørbukk & Sønn AS'],
      ['Org.nr.', '987654321'],
      ['Avdeling', 'Demo Restaurant Lillestrøm'],
      ['Periode', '01.03.2026 – 31.03.2026'],
      ['Utskrevet', '20.03.2026 13:00'],
      [''],
    ]);
    const total = csvTable(rows, 'Totalt alkoholsalg');
    expect(total.headers).toEqual(['Antall', 'MVA', 'Beløp med MVA']);
    expect(total.body).toEqual([[String(json.total.count), kr(json.total.vatAmount), kr(json.total.amountWithVat)]]);
    // 3 × rødvin 120 kr and the Pils of 20 March (125 kr).
    expect(total.body).toEqual([['4', '97,00', '485,00']]);
    const categories = csvTable(rows, 'Alkoholsalg per kategori').body;
    expect(categories).toHaveLength(json.categories.length + 1);
    expect(categories).toEqual(
      expect.arrayContaining(
        json.categories.map((row) => [row.name, String(row.vatRate), String(row.count), kr(row.vatAmount), kr(row.amountWithVat)]),
      ),
    );
    expect(categories).toContainEqual(['Vin', '25', '3', '72,00', '360,00']);
    expect(categories.at(-1)).toEqual(['Totalt', '', '4', '97,00', '485,00']);

    const book = await workbook(expectFile(await get(`/api/report/xlsx/alcoholReport?${march()}`), XLSX, 'Alkoholrapport.xlsx'));
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(['Alkoholrapport', 'Totalt alkoholsalg', 'Alkoholsalg per kategori']);
    expect(sheetRows(book, 'Totalt alkoholsalg')[1]).toEqual([
      json.total.count,
      json.total.vatAmount / 100,
      json.total.amountWithVat / 100,
    ]);
    expect(sheetRows(book, 'Alkoholsalg per kategori')).toContainEqual(['Vin', 25, 3, 72, 360]);
  });

  it('SMS_Rapport_{location}.csv and .xlsx: the summary with the price, and every message whole', async () => {
    const json = await report<SmsReport>(`/api/report/getSmsReport?${march()}`);
    const rows = csvRows(expectFile(await get(`/api/report/csv/smsReport?${march()}`), CSV, 'SMS_Rapport_Demo Restaurant Lillestrøm.csv'));
    expect(rows.slice(0, 6)).toEqual([
      ['SMS rapport'],
      ['Beskrivelse', ''],
      ['Avdeling', 'Demo Restaurant Lillestrøm'],
      ['Periode', '01.03.2026 – 31.03.2026'],
      ['Utskrevet', '20.03.2026 13:00'],
      [''],
    ]);
    const summary = csvTable(rows, 'Oppsummering');
    expect(summary.headers).toEqual(['Meldingstype', 'Antall meldinger', 'Antall SMS', 'Pris']);
    expect(summary.body).toEqual([
      ...json.summary.byType.map((type) => [
        SMS_MESSAGE_TYPE_LABELS[type.messageType],
        String(type.messageCount),
        String(type.smsCount),
        kr(type.smsCount * 100),
      ]),
      ['Totalt', String(json.summary.messageCount), String(json.summary.smsCount), kr(json.summary.totalPrice)],
    ]);
    expect(summary.body).toContainEqual(['Registrering', '70', '70', '70,00']);
    expect(summary.body.at(-1)).toEqual(['Totalt', '72', '72', '72,00']);
    const messages = csvTable(rows, 'Sendte meldinger');
    expect(messages.headers).toEqual(['Sendt', 'Meldingstype', 'Antall SMS', 'Melding']);
    expect(messages.body).toEqual(
      json.messages.map((message) => [
        formatDateTime(message.sentTime),
        SMS_MESSAGE_TYPE_LABELS[message.messageType],
        String(message.smsCount),
        message.message,
      ]),
    );
    // What the PDF's font cannot draw, the spreadsheet keeps.
    expect(messages.body).toContainEqual(['02.03.2026 10:00', 'Maten er klar', '1', 'Maten er klar 🍕 Привет']);

    const book = await workbook(
      expectFile(await get(`/api/report/xlsx/smsReport?${march()}`), XLSX, 'SMS_Rapport_Demo Restaurant Lillestrøm.xlsx'),
    );
    expect(sheetRows(book, 'Oppsummering').at(-1)).toEqual(['Totalt', 72, 72, 72]);
    const sent = sheetRows(book, 'Sendte meldinger');
    expect(sent).toHaveLength(json.messages.length + 1);
    expect(sent[1]).toEqual([
      formatDateTime(json.messages[0]!.sentTime),
      SMS_MESSAGE_TYPE_LABELS[json.messages[0]!.messageType],
      1,
      json.messages[0]!.message,
    ]);
  });

  it('the transactions report’s CSV and Excel are the super admin’s, as its PDF: 403 for ADMIN and MANAGER', async () => {
    for (const format of ['csv', 'xlsx']) {
      for (const headers of [auth(token), auth(managerToken)]) {
        expect((await get(`/api/report/${format}/transactionsReport?${transactionsQuery}`, headers)).statusCode, format).toBe(403);
      }
    }
    const json = await report<TransactionsReport>(`/api/report/getTransactionsReport?${transactionsQuery}`, auth(superToken));
    const rows = csvRows(
      expectFile(await get(`/api/report/csv/transactionsReport?${transactionsQuery}`, auth(superToken)), CSV, 'X-rapport.csv'),
    );
    expect(rows.slice(0, 5)).toEqual([
      ['Transaksjoner'],
      ['Beskrivelse', ''],
      ['Periode', '01.03.2026 – 10.03.2026'],
      ['Utskrevet', '20.03.2026 13:00'],
      [''],
    ]);
    expect(csvTable(rows, 'Kortbetalinger').body).toEqual([
      ['BankAxept', String(json.bankAxeptCount), kr(json.bankAxeptPaymentsTotalAmount)],
      ['Andre korttyper', String(json.nonBankAxeptCount), kr(json.nonBankAxeptPaymentsTotalAmount)],
      [
        'Totalt',
        String(json.bankAxeptCount + json.nonBankAxeptCount),
        kr(json.bankAxeptPaymentsTotalAmount + json.nonBankAxeptPaymentsTotalAmount),
      ],
    ]);
    expect(csvTable(rows, 'Kortbetalinger').body[0]).toEqual(['BankAxept', '1', '1234,56']);
    expect(csvTable(rows, 'Andre korttyper fordelt').body).toEqual(
      json.nonBankAxeptByCardType.map((row) => [row.cardType, String(row.count), kr(row.amount)]),
    );
    expect(csvTable(rows, 'Andre korttyper fordelt').body).toEqual([['MASTERCARD', '1', '50,00']]);
    expect(csvTable(rows, 'Refunderte kortbetalinger').body).toEqual([
      ['Refundert BankAxept', String(json.refundedBankAxeptCount), kr(json.refundedBankAxeptPaymentsTotalAmount)],
      ['Refundert andre korttyper', String(json.refundedNonBankAxeptCount), kr(json.refundedNonBankAxeptPaymentsTotalAmount)],
      ['Totalt', '1', '234,56'],
    ]);

    const book = await workbook(
      expectFile(await get(`/api/report/xlsx/transactionsReport?${transactionsQuery}`, auth(superToken)), XLSX, 'X-rapport.xlsx'),
    );
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual([
      'Transaksjoner',
      'Kortbetalinger',
      'Andre korttyper fordelt',
      'Refunderte kortbetalinger',
    ]);
    expect(sheetRows(book, 'Kortbetalinger')[1]).toEqual(['BankAxept', json.bankAxeptCount, json.bankAxeptPaymentsTotalAmount / 100]);
    expect(sheetRows(book, 'Kortbetalinger')[1]).toEqual(['BankAxept', 1, 1234.56]);
    expect(sheetRows(book, 'Refunderte kortbetalinger')[1]).toEqual(['Refundert BankAxept', 1, 234.56]);
  });

  it('answers 404 for another merchant’s location, terminal or Z-report, and 400 for a bad query, as JSON', async () => {
    const { bryggen, foreignLocation } = fixture;
    for (const format of ['csv', 'xlsx']) {
      const notFound = [
        `/api/report/${format}/xReport?locationId=${bryggen.id}&terminalId=${terminalIds.foreign}`,
        `/api/report/${format}/xReport?locationId=${foreignLocation.id}&terminalId=${terminalIds.foreign}`,
        `/api/report/${format}/zReport?zReportId=${foreignZId}`,
        `/api/report/${format}/zReport?zReportId=${UNKNOWN_ID}`,
        `/api/report/${format}/alcoholReport?locationId=${foreignLocation.id}&fromDate=2026-03-01&toDate=2026-03-31`,
        `/api/report/${format}/smsReport?locationId=${foreignLocation.id}&fromDate=2026-03-01&toDate=2026-03-31`,
      ];
      for (const url of notFound) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(404);
        expect(response.headers['content-type'], url).toMatch(/^application\/json/);
        expect(response.json().error.code, url).toBe('NOT_FOUND');
      }
      const bad: [string, string, Record<string, string>?][] = [
        [`/api/report/${format}/xReport?locationId=${bryggen.id}`, 'terminalId'],
        [`/api/report/${format}/zReport?zReportId=nr-1`, 'zReportId'],
        [`/api/report/${format}/alcoholReport?locationId=${bryggen.id}&fromDate=2026-03-31&toDate=2026-03-01`, 'toDate'],
        [`/api/report/${format}/smsReport?fromDate=2026-03-01&toDate=2026-03-31`, 'locationId'],
        [`/api/report/${format}/transactionsReport?fromDate=2026-13-01&toDate=2026-03-31`, 'fromDate', auth(superToken)],
      ];
      for (const [url, field, headers] of bad) {
        const response = await get(url, headers);
        expect(response.statusCode, url).toBe(400);
        expect(response.json().error.fields, url).toHaveProperty(field);
      }
    }
  });
});
