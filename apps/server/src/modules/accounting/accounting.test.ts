import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@bakrom/shared/business-day';
import { accountMappingResponse, voucherPreviewResponse, type AccountMappingResponse } from '@bakrom/shared/schemas/accounting';
import { queryRows } from '../../db/client';
import { exportOf, mappingWith, parseGbat10, previewOf, saveMapping, sellAt, takeZReport } from '../../../test/accounting-factories';
import { buildShop, fixedClock, SHOP_NOW, SHOP_TODAY, type Shop } from '../../../test/channel-order-factories';
import { auth, buildLocation, buildMerchant, buildUser, loginAs } from '../../../test/factories';
import { buildTestApp, type TestContext } from '../../../test/harness';

const clock = fixedClock();
let t: TestContext;
let shop: Shop;
let admin: string;
let manager: string;
let superAdmin: string;
let foreignLocationId: string;
const DAY_1 = SHOP_TODAY;
const DAY_2 = addDays(SHOP_TODAY, 1);
const DAY_3 = addDays(SHOP_TODAY, 2);

beforeAll(async () => {
  t = await buildTestApp({ clock, logger: process.env.ACCOUNTING_LOG ? { level: 'error' } : false });
  const db = t.database.db;
  shop = await buildShop(db);
  admin = await loginAs(t.app, (await buildUser(db, { merchantId: shop.merchantId })).username);
  manager = await loginAs(t.app, (await buildUser(db, { merchantId: shop.merchantId, role: 'MANAGER' })).username);
  superAdmin = await loginAs(t.app, (await buildUser(db, { merchantId: null, role: 'SUPER_ADMIN' })).username, shop.merchantId);
  const other = await buildMerchant(db);
  foreignLocationId = (await buildLocation(db, other.id)).id;
});
afterAll(async () => t?.close());

const get = (url: string, token = admin) => t.app.inject({ method: 'GET', url, headers: auth(token) });

describe('access', () => {
  const routes = [
    { method: 'GET' as const, url: '/api/accounting/getAccountMapping' },
    { method: 'POST' as const, url: '/api/accounting/saveAccountMapping', payload: mappingWith() },
    { method: 'GET' as const, url: `/api/accounting/getVoucherPreview?fromDate=${DAY_1}&toDate=${DAY_1}` },
    { method: 'GET' as const, url: `/api/accounting/exportVouchers?fromDate=${DAY_1}&toDate=${DAY_1}&format=gbat10` },
  ];

  it.each(routes)('refuses a MANAGER (403) and a caller without a session (401): $method $url', async (route) => {
    const asManager = await t.app.inject({ ...route, headers: auth(manager) });
    expect(asManager.statusCode, asManager.body).toBe(403);
    const anonymous = await t.app.inject({ ...route });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers a super admin as the merchant', async () => {
    const response = await get('/api/accounting/getAccountMapping', superAdmin);
    expect(response.statusCode, response.body).toBe(200);
  });

  it("answers another merchant's location 404 and another merchant's id 403", async () => {
    const preview = await get(`/api/accounting/getVoucherPreview?fromDate=${DAY_1}&toDate=${DAY_1}&locationId=${foreignLocationId}`);
    expect(preview.statusCode, preview.body).toBe(404);
    const file = await get(`/api/accounting/exportVouchers?fromDate=${DAY_1}&toDate=${DAY_1}&format=csv&locationId=${foreignLocationId}`);
    expect(file.statusCode, file.body).toBe(404);
    const merchant = await get(`/api/accounting/getAccountMapping?merchant=someone-else`);
    expect(merchant.statusCode).toBe(403);
  });
});

describe('bad input', () => {
  it.each([
    [`fromDate=2026-13-01&toDate=${DAY_1}&format=gbat10`, 'Ugyldig dato'],
    [`fromDate=${DAY_2}&toDate=${DAY_1}&format=gbat10`, 'Til-datoen kan ikke være før fra-datoen'],
    [`fromDate=2025-01-01&toDate=2026-11-25&format=gbat10`, 'Perioden kan være høyst ett år.'],
    [`fromDate=${DAY_1}&toDate=${DAY_1}&format=pdf`, 'Velg format'],
    [`fromDate=${DAY_1}&toDate=${DAY_1}&format=csv&locationId=abc`, 'Ugyldig id'],
  ])('refuses %s with 400', async (query, message) => {
    const response = await get(`/api/accounting/exportVouchers?${query}`);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.body).toContain(message);
  });

  it('refuses an account that is not four digits and a VAT code that does not fit its rate, with Norwegian messages', async () => {
    const mapping = mappingWith();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/accounting/saveAccountMapping',
      headers: auth(admin),
      payload: {
        ...mapping,
        tipsAccount: '293',
        sales: mapping.sales.map((row) => (row.vatRate === 15 ? { ...row, vatCode: '3' } : row)),
      },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.body).toContain('Kontonummeret må ha fire sifre');
    expect(response.body).toContain('MVA-kode 3 passer ikke til satsen 15 %');
  });

  it('answers and saves the mapping of a merchant whose VAT rate has no SAF-T code, the code left to the accountant', async () => {
    const db = t.database.db;
    const merchant = await buildMerchant(db);
    await buildLocation(db, merchant.id);
    const owner = await loginAs(t.app, (await buildUser(db, { merchantId: merchant.id })).username);
    const operator = await loginAs(t.app, (await buildUser(db, { merchantId: null, role: 'SUPER_ADMIN' })).username, merchant.id);
    const vat = await t.app.inject({
      method: 'POST',
      url: '/api/settings/editVat',
      headers: auth(operator),
      payload: { merchant: merchant.id, dineIn: 37.5, takeOut: 15, delivery: 15 },
    });
    expect(vat.statusCode, vat.body).toBe(200);
    const answer = await get(`/api/accounting/getAccountMapping?merchant=${merchant.id}`, owner);
    expect(answer.statusCode, answer.body).toBe(200);
    const { mapping } = accountMappingResponse.parse(answer.json());
    expect(mapping.sales.map((row) => row.vatRate)).toContain(37.5);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/accounting/saveAccountMapping',
      headers: auth(owner),
      payload: {
        merchant: merchant.id,
        ...mapping,
        sales: mapping.sales.map((row) => (row.vatRate === 37.5 ? { ...row, vatCode: '3' } : row)),
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('keeps a sales row saved for every order type of a rate alone, and refuses the same rate and order type twice', async () => {
    const db = t.database.db;
    const merchant = await buildMerchant(db);
    await buildLocation(db, merchant.id);
    const owner = await loginAs(t.app, (await buildUser(db, { merchantId: merchant.id })).username);
    const { mapping } = accountMappingResponse.parse(
      (await get(`/api/accounting/getAccountMapping?merchant=${merchant.id}`, owner)).json(),
    );
    const save = (sales: typeof mapping.sales) =>
      t.app.inject({
        method: 'POST',
        url: '/api/accounting/saveAccountMapping',
        headers: auth(owner),
        payload: { merchant: merchant.id, ...mapping, sales },
      });
    const twice = await save([...mapping.sales, { vatRate: 25, orderType: 'TAKEAWAY', account: '3001', vatCode: '3' }]);
    expect(twice.statusCode, twice.body).toBe(400);
    expect(twice.body).toContain('Samme MVA-sats og ordretype står mer enn én gang');

    const oneRow = await save([...mapping.sales.filter((row) => row.vatRate !== 25), { vatRate: 25, account: '3010', vatCode: '3' }]);
    expect(oneRow.statusCode, oneRow.body).toBe(200);
    const after = accountMappingResponse.parse(oneRow.json());
    expect(after.mapping.sales.filter((row) => row.vatRate === 25)).toEqual([{ vatRate: 25, account: '3010', vatCode: '3' }]);
    expect(after.mapping.sales.filter((row) => row.vatRate === 15).map((row) => row.orderType)).toEqual([
      'DINE_IN',
      'TAKEAWAY',
      'DELIVERY',
    ]);
  });

  it('refuses a mapping without every means of payment or without output VAT for a rate', async () => {
    const mapping = mappingWith();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/accounting/saveAccountMapping',
      headers: auth(admin),
      payload: { ...mapping, payments: mapping.payments.slice(1), outputVat: mapping.outputVat.filter((row) => row.vatRate !== 25) },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.body).toContain('Hver betalingsmåte må ha én konto');
    expect(response.body).toContain('Hver MVA-sats over 0 % må ha en konto for utgående MVA');
  });
});

describe('vouchers', () => {
  it('starts from the NS 4102 defaults, saves versions with an audit record each', async () => {
    const first = accountMappingResponse.parse((await get('/api/accounting/getAccountMapping')).json());
    expect(first.version).toBe(0);
    expect(first.mapping.payments.find((row) => row.paymentType === 'CASH')?.account).toBe('1900');
    const sales = (vatRate: number, orderType: string) =>
      first.mapping.sales.find((row) => row.vatRate === vatRate && row.orderType === orderType);
    expect(sales(25, 'DINE_IN')).toEqual({ vatRate: 25, orderType: 'DINE_IN', account: '3020', vatCode: '3' });
    expect(sales(25, 'TAKEAWAY')).toEqual({ vatRate: 25, orderType: 'TAKEAWAY', account: '3000', vatCode: '3' });
    expect(sales(15, 'TAKEAWAY')).toEqual({ vatRate: 15, orderType: 'TAKEAWAY', account: '3030', vatCode: '31' });
    expect(first.orderTypeRates).toEqual({ dineIn: 25, takeOut: 15, delivery: 12 });

    clock.set(new Date(SHOP_NOW.getTime() - 3_600_000));
    await saveMapping(t.app, admin, mappingWith({ tipsAccount: '2931' }));
    const saved = (await get('/api/accounting/getAccountMapping')).json() as AccountMappingResponse;
    expect(saved.version).toBe(1);
    expect(saved.mapping.tipsAccount).toBe('2931');
    const audit = await queryRows<{ action: string; details: unknown }>(
      t.database.db,
      sql`select action, details from audit_records where merchant_id = ${shop.merchantId} and action = 'accountMapping.edit'`,
    );
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit[0]!.details)).toContain('"field":"tipsAccount"');
    clock.set(SHOP_NOW);
  });

  it('books a Z-report as one balanced voucher, numbered once and the same at every export', async () => {
    clock.set(SHOP_NOW);
    await sellAt(t.app, shop, shop.terminals.pos, {
      lines: [{ item: 'margherita', count: 2 }],
      total: 29_900,
      tips: 1_000,
      payments: ['CASH'],
    });
    await sellAt(t.app, shop, shop.terminals.pos, {
      orderType: 'DINE_IN',
      lines: [
        { item: 'pils', count: 2 },
        { item: 'cola', count: 1 },
      ],
      total: 23_750,
      payments: ['BANK_AXEPT', 'VIPPS'],
    });
    await takeZReport(t.app, admin, shop.sentrum.id, shop.terminals.pos);

    const preview = voucherPreviewResponse.parse(await previewOf(t.app, admin, DAY_1, DAY_1));
    expect(preview.includesToday).toBe(true);
    expect(preview.vouchers).toHaveLength(1);
    const [voucher] = preview.vouchers;
    expect(voucher).toMatchObject({ number: 1, date: DAY_1, kind: 'SALES', exported: false, mappingVersion: 1 });
    expect(voucher!.description).toContain('Sentrum');
    expect(voucher!.description).toMatch(/Z 1$/);
    expect(voucher!.debit).toBe(voucher!.credit);
    expect(preview.totals.debit).toBe(preview.totals.credit);
    const byLabel = (label: string) => voucher!.postings.find((p) => p.description === label);
    // The sales and what paid them, as the Z-report counts them: 29 900 + 1 000 tips in cash, 23 750 by card and Vipps.
    expect(byLabel('Kontant')).toMatchObject({ account: '1900', debit: 30_900 });
    expect((byLabel('BankAxept')?.debit ?? 0) + (byLabel('Vipps')?.debit ?? 0)).toBe(23_750);
    expect(byLabel('Tips')).toMatchObject({ account: '2931', credit: 1_000 });
    // Sales by VAT rate and order type: the takeaway pizzas at 15 %, the dine-in drinks at 25 %.
    expect(byLabel('Salg ta med 15 %')).toMatchObject({ account: '3030', vatCode: '31', credit: 26_000, vatAmount: 3_900 });
    expect(byLabel('Utgående MVA 15 %')).toMatchObject({ account: '2701', credit: 3_900 });
    expect(byLabel('Salg spise her 25 %')).toMatchObject({ account: '3020', vatCode: '3', credit: 19_000, vatAmount: 4_750 });
    expect(byLabel('Utgående MVA 25 %')).toMatchObject({ account: '2700', credit: 4_750 });

    const first = await exportOf(t.app, admin, DAY_1, DAY_1);
    expect(first.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(first.headers['content-disposition']).toContain(`bilag_testkafe-as_${DAY_1}_${DAY_1}.gbat10.txt`);
    const rows = parseGbat10(first.body);
    expect(rows.map((row) => row.number)).toEqual(voucher!.postings.map(() => 1));
    for (const [index, posting] of voucher!.postings.entries()) {
      const row = rows[index]!;
      expect(row).toMatchObject({
        date: DAY_1,
        voucherType: 1,
        period: 11,
        year: 2026,
        account: posting.account,
        vatCode: posting.vatCode,
      });
      expect(row.net).toBe(posting.debit - posting.credit);
      expect(row.description.startsWith(`${posting.description} - Dagsoppgjør Sentrum`)).toBe(true);
    }
    const sales25 = rows.find((row) => row.vatCode === '3')!;
    expect(sales25).toMatchObject({ net: -19_000, grossFlag: 'T', gross: -23_750 });
    expect(rows.find((row) => row.account === '2700')).toMatchObject({ net: -4_750, grossFlag: 'F', gross: 0 });

    const again = await exportOf(t.app, admin, DAY_1, DAY_1);
    expect(again.body).toBe(first.body);
    const afterwards = await previewOf(t.app, admin, DAY_1, DAY_1);
    expect(afterwards.vouchers.map((v) => [v.number, v.exported])).toEqual([[1, true]]);
  });

  it('uses the mapping in force at the time of each Z-report: a change after an export changes only later vouchers', async () => {
    clock.set(new Date(SHOP_NOW.getTime() + 86_400_000 - 3_600_000));
    const mapping = mappingWith({ tipsAccount: '2931' });
    await saveMapping(t.app, admin, {
      ...mapping,
      payments: mapping.payments.map((row) => (row.paymentType === 'CASH' ? { ...row, account: '1910' } : row)),
    });
    clock.set(new Date(SHOP_NOW.getTime() + 86_400_000));
    await sellAt(t.app, shop, shop.terminals.pos, { lines: [{ item: 'cola', count: 1 }], total: 3_450, payments: ['CASH'] });
    await takeZReport(t.app, admin, shop.sentrum.id, shop.terminals.pos);

    const preview = await previewOf(t.app, admin, DAY_1, DAY_2);
    expect(preview.vouchers.map((v) => [v.number, v.date, v.exported, v.mappingVersion])).toEqual([
      [1, DAY_1, true, 1],
      [2, DAY_2, false, 2],
    ]);
    expect(preview.vouchers[0]!.postings.find((p) => p.description === 'Kontant')?.account).toBe('1900');
    expect(preview.vouchers[1]!.postings.find((p) => p.description === 'Kontant')?.account).toBe('1910');
    const rows = parseGbat10((await exportOf(t.app, admin, DAY_1, DAY_2)).body);
    expect(rows.filter((row) => row.number === 1 && row.account === '1900')).toHaveLength(1);
    expect(rows.filter((row) => row.number === 2 && row.account === '1910')).toHaveLength(1);
  });

  it('reverses an exported voucher whose Z-report a super admin regenerated, and books the new Z-report as a new voucher', async () => {
    const before = await previewOf(t.app, admin, DAY_1, DAY_1);
    const regenerated = await t.app.inject({
      method: 'POST',
      url: `/api/report/createZReportForDate?locationId=${shop.sentrum.id}&terminalId=${shop.terminals.pos.terminalId}&date=${DAY_1}`,
      headers: auth(superAdmin),
    });
    expect(regenerated.statusCode, regenerated.body).toBe(200);
    const preview = await previewOf(t.app, admin, DAY_1, DAY_1);
    expect(preview.vouchers.map((v) => [v.number, v.kind, v.exported, v.reversesNumber])).toEqual([
      [1, 'SALES', true, null],
      [3, 'REVERSAL', false, 1],
      [4, 'SALES', false, null],
    ]);
    // The exported voucher is as it was; its reversal takes every posting to the other side.
    expect(preview.vouchers[0]).toEqual(before.vouchers[0]);
    const reversal = preview.vouchers[1]!;
    expect(reversal.postings.map((p) => [p.account, p.debit, p.credit])).toEqual(
      before.vouchers[0]!.postings.map((p) => [p.account, p.credit, p.debit]),
    );
    expect(reversal.description).toContain('Tilbakeføring av bilag 1');
    // The regenerated Z-report was taken under version 2 of the mapping: cash on 1910, the same amounts.
    const amounts = (postings: typeof reversal.postings) => postings.map((p) => [p.description, p.debit, p.credit, p.vatAmount]);
    expect(amounts(preview.vouchers[2]!.postings)).toEqual(amounts(before.vouchers[0]!.postings));
    expect(preview.vouchers[2]!.mappingVersion).toBe(2);
    parseGbat10((await exportOf(t.app, admin, DAY_1, DAY_1)).body);
    const stored = await previewOf(t.app, admin, DAY_1, DAY_1);
    expect(stored.vouchers.every((v) => v.exported)).toBe(true);
  });

  it('keeps exported vouchers and mapping versions as they are: the database refuses a change', async () => {
    const refusal = (statement: Promise<unknown>) =>
      statement.then(
        () => 'accepted',
        (error: unknown) => String((error as { cause?: unknown }).cause ?? error),
      );
    expect(
      await refusal(t.database.db.execute(sql`update accounting_vouchers set description = 'x' where merchant_id = ${shop.merchantId}`)),
    ).toContain('append-only');
    expect(await refusal(t.database.db.execute(sql`delete from accounting_mappings where merchant_id = ${shop.merchantId}`))).toContain(
      'append-only',
    );
  });

  it('puts the Z-reports of a location and day into one voucher when the merchant chooses so', async () => {
    clock.set(new Date(SHOP_NOW.getTime() + 2 * 86_400_000 - 3_600_000));
    await saveMapping(t.app, admin, mappingWith({ grouping: 'LOCATION_DAY' }));
    clock.set(new Date(SHOP_NOW.getTime() + 2 * 86_400_000));
    await sellAt(t.app, shop, shop.terminals.pos, { lines: [{ item: 'cola', count: 2 }], total: 6_900, payments: ['CASH'] });
    await sellAt(t.app, shop, shop.terminals.kiosk, { lines: [{ item: 'fries', count: 1 }], total: 4_600, payments: ['CARD'] });
    await takeZReport(t.app, admin, shop.sentrum.id, shop.terminals.pos);
    await takeZReport(t.app, admin, shop.sentrum.id, shop.terminals.kiosk);
    const preview = await previewOf(t.app, admin, DAY_3, DAY_3, shop.sentrum.id);
    expect(preview.vouchers).toHaveLength(1);
    const [voucher] = preview.vouchers;
    expect(voucher!.zReports).toHaveLength(2);
    expect(voucher!.debit).toBe(11_500);
    expect(voucher!.credit).toBe(11_500);
    const torget = await previewOf(t.app, admin, DAY_3, DAY_3, shop.torget.id);
    expect(torget.vouchers).toEqual([]);
  });

  it('writes the same postings as CSV and as an Excel workbook', async () => {
    const preview = await previewOf(t.app, admin, DAY_1, DAY_3);
    const csv = await exportOf(t.app, admin, DAY_1, DAY_3, 'csv');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toContain(`bilag_testkafe-as_${DAY_1}_${DAY_3}.csv`);
    const lines = csv.body.replace(/^\ufeff/, '').split('\r\n');
    expect(lines[1]).toBe('Bilagsnr.;Dato;Konto;MVA-kode;Debet;Kredit;Herav MVA;Tekst;Bilagstekst');
    const postings = preview.vouchers.flatMap((v) => v.postings);
    expect(lines.filter((line) => /^\d+;\d\d\.\d\d\.\d{4};/.test(line))).toHaveLength(postings.length);
    const total = (preview.totals.debit / 100).toFixed(2).replace('.', ',');
    expect(lines).toContain(`Totalt;;;;${total};${total};;;`);

    const xlsx = await exportOf(t.app, admin, DAY_1, DAY_3, 'xlsx');
    expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Bilag')!;
    expect(sheet.rowCount).toBe(postings.length + 2);
    expect(sheet.getRow(2).getCell(3).value).toBe(postings[0]!.account);
    const last = sheet.getRow(sheet.rowCount);
    expect(last.getCell(5).value).toBe(preview.totals.debit / 100);
    expect(last.getCell(6).value).toBe(preview.totals.credit / 100);
  });

  it('says when a period has no vouchers', async () => {
    const preview = await previewOf(t.app, admin, '2026-01-01', '2026-01-31');
    expect(preview).toMatchObject({ vouchers: [], totals: { debit: 0, credit: 0 }, includesToday: false });
    expect(parseGbat10((await exportOf(t.app, admin, '2026-01-01', '2026-01-31')).body)).toEqual([]);
  });
});
