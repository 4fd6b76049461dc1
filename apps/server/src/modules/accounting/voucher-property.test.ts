import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { osloDateOf } from '@bakrom/shared/business-day';
import { lineGross, toPayOf } from '@bakrom/shared/order-pricing';
import type { Voucher } from '@bakrom/shared/schemas/accounting';
import { PAYMENT_LINE_TYPES, reportCountersSchema, type ReportCounters } from '@bakrom/shared/schemas/reports';
import { PAYMENT_LINE_LABELS } from '@bakrom/shared/settlement-lines';
import { queryRows } from '../../db/client';
import { exportOf, mappingWith, parseGbat10, previewOf, saveMapping } from '../../../test/accounting-factories';
import { createTerminalWithKey, terminalAuth, type TerminalWithKey } from '../../../test/channel-factories';
import { buildShop, fixedClock, SHOP_NOW, type Shop } from '../../../test/channel-order-factories';
import { auth, buildUser, loginAs } from '../../../test/factories';
import { buildTestApp, type TestContext } from '../../../test/harness';
import { cashRefundBody, type RefundOrder } from '../../../test/refund-factories';

/**
 * Vouchers as a property: random days of sales at a till and a kiosk (tips, bonus points, split payments),
 * cancellations, cash refunds, Z-reports during the day and at its end, and a super admin regenerating a day —
 * after an export, and again after more regenerations. Every voucher balances to the øre and reconciles with its
 * Z-report (means of payment, VAT per rate, sales per article group, returns); every live Z-report is booked by
 * exactly one voucher in force; the GBAT10 file reads back with net and gross summing to 0 per voucher; and no
 * exported voucher changes. ACCOUNTING_RUNS sets the number of scenarios (default 8).
 */

const RUNS = Number(process.env.ACCOUNTING_RUNS ?? 8);
const VAT = { takeOut: 15, dineIn: 25 };
const BEER_ACCOUNT = '3022';

const clock = fixedClock();
let t: TestContext;
let shop: Shop;
let adminToken: string;
let superToken: string;

beforeAll(async () => {
  t = await buildTestApp({ clock, logger: process.env.ACCOUNTING_LOG ? { level: 'error' } : false });
  const db = t.database.db;
  shop = await buildShop(db);
  await db.execute(sql`update categories set article_group = '04007' where id = ${shop.categories.beer.id}::uuid`);
  adminToken = await loginAs(t.app, (await buildUser(db, { merchantId: shop.merchantId })).username);
  superToken = await loginAs(t.app, (await buildUser(db, { merchantId: null, role: 'SUPER_ADMIN' })).username, shop.merchantId);
  // In force long before the scenarios' days: beer sold on its own account.
  clock.set(new Date(SHOP_NOW.getTime() - 60 * 86_400_000));
  const mapping = mappingWith();
  await saveMapping(t.app, adminToken, {
    ...mapping,
    articleGroups: mapping.articleGroups.map((row) =>
      row.articleGroup === '04007' ? { ...row, split: true, account: BEER_ACCOUNT } : row,
    ),
  });
  clock.set(SHOP_NOW);
});
afterAll(async () => t?.close());

type TerminalName = 'pos' | 'kiosk';
type ItemName = 'margherita' | 'cola' | 'fries' | 'pils';
const NET: Record<ItemName, { takeOut: number; dineIn: number }> = {
  margherita: { takeOut: 13_000, dineIn: 14_000 },
  cola: { takeOut: 3_000, dineIn: 3_000 },
  fries: { takeOut: 4_000, dineIn: 4_000 },
  pils: { takeOut: 0, dineIn: 8_000 },
};
const MONEY = ['CASH', 'BANK_AXEPT', 'CARD', 'VIPPS'] as const;

type Step =
  | {
      kind: 'sale';
      terminal: TerminalName;
      dineIn: boolean;
      lines: { item: ItemName; count: number }[];
      tips: number;
      points: number;
      payments: (typeof MONEY)[number][];
    }
  | { kind: 'cancel'; pick: number }
  | { kind: 'refund'; pick: number }
  | { kind: 'settle'; terminal: TerminalName }
  | { kind: 'regenerate'; terminal: TerminalName; daysBack: number };

const saleStep = fc.record({
  kind: fc.constant('sale' as const),
  terminal: fc.constantFrom<TerminalName>('pos', 'kiosk'),
  dineIn: fc.boolean(),
  lines: fc.array(
    fc.record({ item: fc.constantFrom<ItemName>('margherita', 'cola', 'fries', 'pils'), count: fc.integer({ min: 1, max: 3 }) }),
    { minLength: 1, maxLength: 3 },
  ),
  tips: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 5_000 })),
  points: fc.oneof(fc.constant(0), fc.constant(0), fc.integer({ min: 1, max: 40 })),
  payments: fc.array(fc.constantFrom(...MONEY), { minLength: 1, maxLength: 2 }),
});
const regenerateStep = fc.record({
  kind: fc.constant('regenerate' as const),
  terminal: fc.constantFrom<TerminalName>('pos', 'kiosk'),
  daysBack: fc.integer({ min: 1, max: 2 }),
});
const step: fc.Arbitrary<Step> = fc.oneof(
  { arbitrary: saleStep, weight: 6 },
  { arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('refund' as const), pick: fc.nat() }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('settle' as const), terminal: fc.constantFrom<TerminalName>('pos', 'kiosk') }), weight: 1 },
  { arbitrary: regenerateStep, weight: 1 },
);
/** Days of steps (each ends with a Z-report of both terminals), then the regenerations after the first export. */
const scenario = fc.record({
  days: fc.array(fc.array(step, { minLength: 1, maxLength: 12 }), { minLength: 1, maxLength: 3 }),
  later: fc.array(regenerateStep, { maxLength: 2 }),
});

interface World {
  terminals: Record<TerminalName, TerminalWithKey>;
  sales: { id: string; cashOnly: boolean }[];
  reference: number;
}

function dayStart(day: number, days: number): number {
  return SHOP_NOW.getTime() - (days - day) * 86_400_000 - 60 * 60_000;
}

let worlds = 0;
async function newWorld(): Promise<World> {
  const db = t.database.db;
  const terminal = (terminalType: 'POS' | 'KIOSK') =>
    createTerminalWithKey(db, { merchantId: shop.merchantId, locationId: shop.sentrum.id, terminalType });
  worlds += 1;
  return { terminals: { pos: await terminal('POS'), kiosk: await terminal('KIOSK') }, sales: [], reference: worlds * 1_000 };
}

const reportQuery = (w: World, terminal: TerminalName) => `locationId=${shop.sentrum.id}&terminalId=${w.terminals[terminal].terminalId}`;

async function play(w: World, s: Step, day: number): Promise<void> {
  switch (s.kind) {
    case 'sale': {
      const lines = s.lines.filter((line) => s.dineIn || line.item !== 'pils');
      if (lines.length === 0) return;
      const vat = s.dineIn ? VAT.dineIn : VAT.takeOut;
      const total = lines.reduce((sum, line) => sum + lineGross(NET[line.item][s.dineIn ? 'dineIn' : 'takeOut'], line.count, vat), 0);
      const points = Math.min(s.points, Math.floor(total / 100));
      const due = toPayOf(total, s.tips, points);
      const [first, second] = s.payments;
      const payments =
        due === 0
          ? []
          : second && due >= 2
            ? [
                { type: first!, amount: Math.floor(due / 2) },
                { type: second, amount: due - Math.floor(due / 2) },
              ]
            : [{ type: first!, amount: due }];
      w.reference += 1;
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/channel/orders',
        headers: terminalAuth(w.terminals[s.terminal].key),
        payload: {
          channelReference: `v-${w.reference}`,
          orderType: s.dineIn ? 'DINE_IN' : 'PICKUP',
          lines: lines.map((line) => ({ itemId: shop.items[line.item].id, count: line.count })),
          tipsAmount: s.tips,
          usedPoints: points,
          payments: payments.map((payment) => (payment.type === 'CARD' ? { ...payment, cardType: 'VISA' } : payment)),
        },
      });
      expect(response.statusCode, response.body).toBe(201);
      w.sales.push({
        id: (response.json() as { id: string }).id,
        cashOnly: payments.length > 0 && payments.every((p) => p.type === 'CASH'),
      });
      return;
    }
    case 'cancel': {
      const sale = w.sales[s.pick % Math.max(w.sales.length, 1)];
      if (!sale) return;
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/channel/orders/${sale.id}/status`,
        headers: terminalAuth(w.terminals.kiosk.key),
        payload: { status: 'CANCELLED' },
      });
      expect([200, 404, 409], response.body).toContain(response.statusCode);
      return;
    }
    case 'refund': {
      const cashSales = w.sales.filter((candidate) => candidate.cashOnly);
      const sale = cashSales[s.pick % Math.max(cashSales.length, 1)];
      if (!sale) return;
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/payment/cashRefund',
        headers: auth(adminToken),
        payload: await cashRefundBody(t.database.db, { orderId: sale.id } as RefundOrder).catch(() => undefined),
      });
      expect([200, 400, 409], response.body).toContain(response.statusCode);
      return;
    }
    case 'settle': {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/report/createZReport?${reportQuery(w, s.terminal)}`,
        headers: auth(adminToken),
      });
      expect([200, 409], `settle: ${response.body}`).toContain(response.statusCode);
      return;
    }
    case 'regenerate': {
      if (day - s.daysBack < 0) return;
      const date = osloDateOf(new Date(clock.now().getTime() - s.daysBack * 86_400_000));
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/report/createZReportForDate?${reportQuery(w, s.terminal)}&date=${date}`,
        headers: auth(superToken),
      });
      expect([200, 409], `regenerate ${date}: ${response.body}`).toContain(response.statusCode);
      return;
    }
  }
}

interface LiveZ {
  id: string;
  nr: number;
  counters: ReportCounters;
  refund_vat: string;
}

const paymentLabels = new Set<string>(PAYMENT_LINE_TYPES.map((type) => PAYMENT_LINE_LABELS[type]));
const sumOf = <T>(items: readonly T[], pick: (item: T) => number) => items.reduce((sum, item) => sum + pick(item), 0);

/** Every voucher of the period balances and reconciles with its Z-report; every live Z-report is booked exactly once. */
async function checkVouchers(vouchers: readonly Voucher[], from: string, to: string): Promise<void> {
  const live = await queryRows<LiveZ>(
    t.database.db,
    sql`select z.id, z.nr, z.counters,
        (select coalesce(sum(r.vat_amount_ore), 0) from refunds r where r.z_report_id = z.id and r.status = 'SUCCEEDED')::text as refund_vat
      from z_reports z where z.merchant_id = ${shop.merchantId} and z.replaced_by_z_report_id is null
        and z.business_date between ${from}::date and ${to}::date`,
  );
  const reversed = new Set(vouchers.filter((v) => v.kind === 'REVERSAL').map((v) => v.reversesNumber));
  const inForce = vouchers.filter((v) => v.kind === 'SALES' && !reversed.has(v.number));
  const booked = inForce.flatMap((v) => v.zReports.map((z) => z.id)).sort();
  // A Z-report with nothing to book (no sale, return, tips or payment) gets no voucher.
  const bookable = live.filter((z) => {
    const c = reportCountersSchema.parse(z.counters);
    return (
      c.categories.some((category) => category.amountWithVat !== 0 || category.vatAmount !== 0) ||
      c.tips !== 0 ||
      c.refundReceiptsCount > 0 ||
      c.paymentLines.some((line) => line.amount !== 0)
    );
  });
  expect(booked, 'each live Z-report with something to book, booked by exactly one voucher in force').toEqual(
    bookable.map((z) => z.id).sort(),
  );

  const zById = new Map(live.map((z) => [z.id, { ...z, counters: reportCountersSchema.parse(z.counters) }]));
  for (const voucher of vouchers) {
    const label = `voucher ${voucher.number} (${voucher.kind})`;
    expect(voucher.debit, `${label} balances`).toBe(voucher.credit);
    expect(
      sumOf(voucher.postings, (p) => p.debit),
      label,
    ).toBe(sumOf(voucher.postings, (p) => p.credit));
    for (const p of voucher.postings) expect(p.debit === 0 || p.credit === 0, `${label}: a posting is a debit or a credit`).toBe(true);
    if (!inForce.includes(voucher)) continue;
    const [only] = voucher.zReports;
    const z = zById.get(only!.id)!;
    const c = z.counters;
    const postings = voucher.postings;
    const net = (p: (typeof postings)[number]) => p.debit - p.credit;
    // The means of payment, per account: what the Z-report's payment lines say.
    const paid = new Map<string, number>();
    for (const p of postings.filter((p) => paymentLabels.has(p.description))) paid.set(p.account, (paid.get(p.account) ?? 0) + net(p));
    const mapping = mappingWith();
    const expected = new Map<string, number>();
    for (const line of c.paymentLines) {
      const account = mapping.payments.find((row) => row.paymentType === line.paymentType)!.account;
      expected.set(account, (expected.get(account) ?? 0) + line.amount);
    }
    expect(Object.fromEntries([...paid].filter(([, v]) => v !== 0)), `${label} payments`).toEqual(
      Object.fromEntries([...expected].filter(([, v]) => v !== 0)),
    );
    // VAT per rate, as the Z-report's categories hold it; the returns' VAT as the refunds it settled.
    for (const rate of new Set(c.categories.map((category) => category.vatRate))) {
      const vat = sumOf(
        c.categories.filter((category) => category.vatRate === rate),
        (category) => category.vatAmount,
      );
      const posted = sumOf(
        postings.filter((p) => p.description === `Utgående MVA ${rate} %`),
        (p) => p.credit - p.debit,
      );
      expect(posted, `${label} VAT ${rate} %`).toBe(vat);
    }
    expect(
      sumOf(
        postings.filter((p) => p.description.startsWith('Utgående MVA retur')),
        (p) => p.debit - p.credit,
      ),
      `${label} returns' VAT`,
    ).toBe(Number(z.refund_vat));
    // Sales (net + VAT) in all and per article group: beer on its own account.
    const sales = postings.filter((p) => p.description.startsWith('Salg') || p.description.startsWith('Leveringstjeneste'));
    expect(
      sumOf(sales, (p) => p.credit - p.debit + p.vatAmount),
      `${label} sales`,
    ).toBe(c.totalSalesAmount);
    const beer = sumOf(
      c.categories.filter((category) => category.id === shop.categories.beer.id),
      (category) => category.amountWithVat,
    );
    expect(
      sumOf(
        sales.filter((p) => p.account === BEER_ACCOUNT),
        (p) => p.credit - p.debit + p.vatAmount,
      ),
      `${label} beer`,
    ).toBe(beer);
    // Sales per VAT rate and order type (beer and the delivery service on their own accounts): the Z-report's
    // categories split by order type, on the rows the mapping gives them.
    const words = { DINE_IN: 'spise her', PICKUP: 'ta med', DELIVERY: 'levering' } as const;
    const byRateAndType = new Map<string, number>();
    for (const sale of c.orderTypeSales) {
      if (sale.itemType === 'DELIVERY_SERVICE' || sale.categoryId === shop.categories.beer.id) continue;
      const key = `Salg ${words[sale.orderType]} ${sale.vatRate} %`;
      byRateAndType.set(key, (byRateAndType.get(key) ?? 0) + sale.amountWithVat);
    }
    const postedByRateAndType = new Map<string, number>();
    for (const p of sales.filter((p) => p.account !== BEER_ACCOUNT && p.description.startsWith('Salg')))
      postedByRateAndType.set(p.description, (postedByRateAndType.get(p.description) ?? 0) + p.credit - p.debit + p.vatAmount);
    expect(Object.fromEntries(postedByRateAndType), `${label} sales per rate and order type`).toEqual(
      Object.fromEntries([...byRateAndType].filter(([, amount]) => amount !== 0)),
    );
    for (const p of sales.filter((p) => p.description.startsWith('Salg spise her 25'))) expect(p.account).toBe('3020');
    for (const p of sales.filter((p) => p.description.startsWith('Salg ta med 15'))) expect(p.account).toBe('3030');
    // The payments and the sales agree to the øre: no rounding needed.
    expect(
      postings.filter((p) => p.description === 'Øreavrunding'),
      `${label} rounding`,
    ).toEqual([]);
    // Returns (goods with VAT) and tips.
    expect(
      sumOf(
        postings.filter((p) => p.description.startsWith('Retur')),
        (p) => p.debit - p.credit + p.vatAmount,
      ),
      `${label} returns`,
    ).toBe(c.refundReceiptsTotalAmount);
    expect(
      sumOf(
        postings.filter((p) => p.description === 'Tips'),
        (p) => p.credit - p.debit,
      ),
      `${label} tips`,
    ).toBe(c.tips);
  }
}

describe('vouchers', () => {
  it('balance, reconcile with their Z-reports and never change once exported, whatever the days held', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async ({ days, later }) => {
        const w = await newWorld();
        for (const [day, steps] of days.entries()) {
          const start = dayStart(day, days.length);
          for (const [index, s] of steps.entries()) {
            clock.set(new Date(start + (index + 1) * 5 * 60_000));
            await play(w, s, day);
          }
          clock.set(new Date(start + 10 * 60 * 60_000));
          for (const terminal of ['pos', 'kiosk'] as const) await play(w, { kind: 'settle', terminal }, day);
        }
        const from = osloDateOf(new Date(dayStart(0, days.length)));
        const to = osloDateOf(clock.now());

        const preview = await previewOf(t.app, adminToken, from, to);
        await checkVouchers(preview.vouchers, from, to);
        const rows = parseGbat10((await exportOf(t.app, adminToken, from, to)).body);
        const exported = await previewOf(t.app, adminToken, from, to);
        expect(exported.vouchers.every((v) => v.exported)).toBe(true);
        // The file holds every posting of every voucher, net as the preview shows it.
        expect(rows.map((row) => [row.number, row.account, row.vatCode, row.net])).toEqual(
          exported.vouchers.flatMap((v) => v.postings.map((p) => [v.number, p.account, p.vatCode, p.debit - p.credit])),
        );

        for (const s of later) await play(w, s, days.length - 1);
        await exportOf(t.app, adminToken, from, to);
        const after = await previewOf(t.app, adminToken, from, to);
        await checkVouchers(after.vouchers, from, to);
        const byNumber = new Map(after.vouchers.map((v) => [v.number, v]));
        for (const voucher of exported.vouchers)
          expect(byNumber.get(voucher.number), `voucher ${voucher.number} unchanged`).toEqual(voucher);
        clock.set(SHOP_NOW);
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
  }, 600_000);
});
