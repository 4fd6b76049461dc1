import { ARTICLE_GROUP_NAMES, ARTICLE_GROUPS, defaultArticleGroup, type ArticleGroup } from '@bakrom/shared/article-groups';
import type { ItemType } from '@bakrom/shared/enums';
import {
  DEFAULT_PAYMENT_ACCOUNTS,
  defaultOutputVatAccount,
  ownRateOf,
  SALES_ORDER_TYPES,
  salesOrderTypeOf,
  salesRowKey,
  vatCodesForRate,
  type AccountMapping,
  type MerchantVatRates,
  type Posting,
  type SalesOrderType,
} from '@bakrom/shared/schemas/accounting';
import type { PaymentLine, PaymentLineType, ReportCounters } from '@bakrom/shared/schemas/reports';
import { PAYMENT_LINE_LABELS } from '@bakrom/shared/settlement-lines';

/**
 * The daily-sales voucher (dagsoppgjør) of one or more live Z-reports, pure: from each Z-report's stored counters
 * (and the returns it settled), never from the sales themselves, so that a voucher says what its Z-report says,
 * øre for øre. Debit what came in, credit what was sold:
 * - debit each means of payment of the Z-report's payment lines (what was paid, tips included);
 * - credit the sales of each category net of VAT, on the sales account of its VAT rate and order type (the delivery
 *   service on its own account, an article group the merchant splits on the group's), with the SAF-T VAT code of the
 *   rate, and the VAT of each rate on its output VAT account; a Z-report stored before its sales were counted by
 *   order type books them on the rate's account;
 * - credit the tips received; debit the tips paid back;
 * - returns: debit the returned goods net of VAT (returns account, the rate's VAT code) and their VAT, credit the
 *   means of payment the money went back to;
 * - a rounding line (øreavrunding) for whatever the payments and the sales differ by, so debits = credits.
 * Amounts are integer øre; a posting is a debit or a credit.
 */

/** A return settled by the Z-report: what was paid back (tips included), its VAT, its means and its units. */
export interface VoucherRefund {
  paymentType: string;
  /** Paid back, tips included. */
  amount: number;
  tipsAmount: number;
  vatAmount: number;
  /** The returned units with their rate, amount (VAT included) and VAT. */
  lines: readonly { vatRate: number; amount: number; vatAmount: number }[];
}

export interface VoucherZReport {
  id: string;
  nr: number;
  terminalName: string;
  counters: ReportCounters;
  refunds: readonly VoucherRefund[];
}

/** A posting as built and stored: the wire posting and whether it is the VAT itself (GBAT10 gross flag F). */
export interface BuiltPosting extends Posting {
  vatLine: boolean;
}

/** A line before postings are merged: amount signed (debit positive), its VAT on the same side. */
interface Line {
  account: string;
  vatCode: string;
  amount: number;
  vat: number;
  label: string;
  vatLine: boolean;
}

/** The order types as the postings name them. */
export const ORDER_TYPE_WORDS: Record<SalesOrderType, string> = { DINE_IN: 'spise her', TAKEAWAY: 'ta med', DELIVERY: 'levering' };

export const LABELS = {
  sales: (rate: number, orderType?: SalesOrderType) =>
    orderType ? `Salg ${ORDER_TYPE_WORDS[orderType]} ${rateText(rate)} %` : `Salg ${rateText(rate)} %`,
  groupSales: (group: ArticleGroup, rate: number) => `Salg ${ARTICLE_GROUP_NAMES[group]} ${rateText(rate)} %`,
  deliveryService: (rate: number) => `Leveringstjeneste ${rateText(rate)} %`,
  outputVat: (rate: number) => `Utgående MVA ${rateText(rate)} %`,
  returnsVat: (rate: number) => `Utgående MVA retur ${rateText(rate)} %`,
  returns: (rate: number) => `Retur ${rateText(rate)} %`,
  refundPaid: (label: string) => `Tilbakebetalt ${label}`,
  tips: 'Tips',
  refundedTips: 'Tips tilbakebetalt',
  rounding: 'Øreavrunding',
} as const;

function rateText(rate: number): string {
  return String(rate).replace('.', ',');
}

const paymentLabel = (type: string) => PAYMENT_LINE_LABELS[type as PaymentLineType] ?? type;

/** The payment lines of a Z-report; one stored before the payment lines gives its cash, Vipps and card groups. */
export function paymentLinesOf(counters: ReportCounters): { paymentType: string; amount: number }[] {
  if (counters.paymentLines.length > 0)
    return counters.paymentLines.map((line: PaymentLine) => ({ paymentType: line.paymentType, amount: line.amount }));
  return [
    { paymentType: 'CASH', amount: counters.cashPaymentsTotalAmount },
    { paymentType: 'VIPPS', amount: counters.vippsPaymentsTotalAmount },
    { paymentType: 'CARD', amount: counters.cardPaymentsTotalAmount },
  ].filter((line) => line.amount !== 0);
}

/** Shares `total` over `weights` in proportion (largest remainder, the earlier first on a tie); all to the first when they weigh 0. */
export function shareByWeights(total: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map((_, index) => (index === 0 ? total : 0));
  const sign = Math.sign(total) || 1;
  const whole = Math.abs(total);
  const exact = weights.map((weight) => (whole * weight) / sum);
  const floors = exact.map(Math.floor);
  let left = whole - floors.reduce((a, b) => a + b, 0);
  const order = exact
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    floors[index]! += 1;
    left -= 1;
  }
  return floors.map((value) => value * sign);
}

/** A return split by VAT rate: its goods (paid back less tips) and VAT shared over the rates of its units. */
export function refundByRate(refund: VoucherRefund): { vatRate: number; gross: number; vat: number }[] {
  const goods = refund.amount - refund.tipsAmount;
  const rates = [...new Set(refund.lines.map((line) => line.vatRate))].sort((a, b) => b - a);
  if (rates.length === 0) {
    // No units stored: the rate that the VAT says (VAT / net), the nearest Norwegian rate.
    const net = goods - refund.vatAmount;
    const implied = net > 0 ? (refund.vatAmount / net) * 100 : 0;
    const rate = [25, 15, 12, 11.11, 0].reduce((best, candidate) =>
      Math.abs(candidate - implied) < Math.abs(best - implied) ? candidate : best,
    );
    return [{ vatRate: rate, gross: goods, vat: refund.vatAmount }];
  }
  const grossWeights = rates.map((rate) =>
    refund.lines.filter((l) => l.vatRate === rate).reduce((sum, l) => sum + Math.max(0, l.amount), 0),
  );
  const vatWeights = rates.map((rate) =>
    refund.lines.filter((l) => l.vatRate === rate).reduce((sum, l) => sum + Math.max(0, l.vatAmount), 0),
  );
  const gross = shareByWeights(goods, grossWeights);
  const vat = shareByWeights(refund.vatAmount, vatWeights.some((w) => w > 0) ? vatWeights : grossWeights);
  return rates.map((vatRate, index) => ({ vatRate, gross: gross[index]!, vat: vat[index]! }));
}

export interface MappingLookup {
  /** The sales row of a rate and order type; without an order type (a return, a Z-report stored before), the rate's. */
  salesAccount(rate: number, orderType?: SalesOrderType): { account: string; vatCode: string };
  outputVatAccount(rate: number): string;
  paymentAccount(type: string): string;
  groupAccount(group: ArticleGroup): string | undefined;
}

/**
 * The accounts of a mapping; a rate or means the mapping lacks gets the default account of its kind. A sales row
 * is found by its rate and order type, then the rate's row for every order type (a mapping saved before the split),
 * then the rate's first row. Sales without an order type (a Z-report stored before they were counted by order type)
 * take the order type that sells at the rate by the merchant's VAT settings (`rates`), dine-in first.
 */
export function lookupOf(mapping: AccountMapping, rates: MerchantVatRates): MappingLookup {
  const sales = new Map(mapping.sales.map((row) => [salesRowKey(row), row]));
  const firstOfRate = new Map<number, AccountMapping['sales'][number]>();
  for (const row of mapping.sales) if (!firstOfRate.has(row.vatRate)) firstOfRate.set(row.vatRate, row);
  const vat = new Map(mapping.outputVat.map((row) => [row.vatRate, row.account]));
  const payments = new Map<string, string>(mapping.payments.map((row) => [row.paymentType, row.account]));
  const groups = new Map(mapping.articleGroups.filter((row) => row.split).map((row) => [row.articleGroup, row.account]));
  return {
    salesAccount: (rate, given) => {
      const orderType = given ?? SALES_ORDER_TYPES.find((type) => ownRateOf(type, rates) === rate);
      const row =
        (orderType && sales.get(salesRowKey({ vatRate: rate, orderType }))) ||
        sales.get(salesRowKey({ vatRate: rate })) ||
        firstOfRate.get(rate);
      if (row) return { account: row.account, vatCode: row.vatCode };
      // A rate the mapping does not list (sold before a change of the rates): 3100 exempt at 0 %, else 3000 other goods.
      return { account: rate === 0 ? '3100' : '3000', vatCode: vatCodesForRate(rate)[0] ?? '' };
    },
    outputVatAccount: (rate) => vat.get(rate) ?? defaultOutputVatAccount(rate),
    paymentAccount: (type) => payments.get(type) ?? DEFAULT_PAYMENT_ACCOUNTS[type as PaymentLineType] ?? DEFAULT_PAYMENT_ACCOUNTS.CARD,
    groupAccount: (group) => groups.get(group),
  };
}

/** A Z-report's sales as booked: by category, item type, rate and order type (undefined in a Z-report stored before). */
interface SalesRow {
  categoryId: string | null;
  itemType: ItemType;
  vatRate: number;
  vatAmount: number;
  amountWithVat: number;
  orderType?: SalesOrderType;
}

/** The sales by order type of a Z-report; one stored before they were counted gives its categories without one. */
export function salesRowsOf(counters: ReportCounters): SalesRow[] {
  if (counters.orderTypeSales.length > 0)
    return counters.orderTypeSales.map((sale) => ({ ...sale, orderType: salesOrderTypeOf(sale.orderType) }));
  return counters.categories.map((category) => ({ ...category, categoryId: category.id }));
}

/** The article group of a Z-report category: its category's (the catalogue's), else the default of its item type. */
export type GroupOfCategory = (categoryId: string | null, itemType: ItemType) => ArticleGroup;

export function groupOfCategoryFrom(groups: ReadonlyMap<string, string>): GroupOfCategory {
  return (categoryId, itemType) => {
    const group = categoryId ? groups.get(categoryId) : undefined;
    return group && (ARTICLE_GROUPS as readonly string[]).includes(group) ? (group as ArticleGroup) : defaultArticleGroup(itemType);
  };
}

function linesOfZReport(z: VoucherZReport, mapping: AccountMapping, lookup: MappingLookup, groupOf: GroupOfCategory): Line[] {
  const lines: Line[] = [];
  const add = (account: string, amount: number, label: string, options: { vatCode?: string; vat?: number; vatLine?: boolean } = {}) =>
    lines.push({ account, amount, label, vatCode: options.vatCode ?? '', vat: options.vat ?? 0, vatLine: options.vatLine ?? false });
  const { counters } = z;

  for (const line of paymentLinesOf(counters)) add(lookup.paymentAccount(line.paymentType), line.amount, paymentLabel(line.paymentType));

  for (const category of salesRowsOf(counters)) {
    const rate = category.vatRate;
    const net = category.amountWithVat - category.vatAmount;
    const { account: rateAccount, vatCode } = lookup.salesAccount(rate, category.orderType);
    let account = rateAccount;
    let label: string = LABELS.sales(rate, category.orderType);
    if (category.itemType === 'DELIVERY_SERVICE') {
      account = mapping.deliveryServiceAccount;
      label = LABELS.deliveryService(rate);
    } else {
      const group = groupOf(category.categoryId, category.itemType);
      const groupAccount = lookup.groupAccount(group);
      if (groupAccount) {
        account = groupAccount;
        label = LABELS.groupSales(group, rate);
      }
    }
    add(account, -net, label, { vatCode, vat: -category.vatAmount });
    if (category.vatAmount !== 0) add(lookup.outputVatAccount(rate), -category.vatAmount, LABELS.outputVat(rate), { vatLine: true });
  }

  if (counters.tips !== 0) add(mapping.tipsAccount, -counters.tips, LABELS.tips);

  for (const refund of z.refunds) {
    for (const part of refundByRate(refund)) {
      const { vatCode } = lookup.salesAccount(part.vatRate);
      add(mapping.returnsAccount, part.gross - part.vat, LABELS.returns(part.vatRate), { vatCode, vat: part.vat });
      if (part.vat !== 0) add(lookup.outputVatAccount(part.vatRate), part.vat, LABELS.returnsVat(part.vatRate), { vatLine: true });
    }
    if (refund.tipsAmount !== 0) add(mapping.tipsAccount, refund.tipsAmount, LABELS.refundedTips);
    add(lookup.paymentAccount(refund.paymentType), -refund.amount, LABELS.refundPaid(paymentLabel(refund.paymentType)));
  }
  return lines;
}

/**
 * The postings of one voucher over its Z-reports: lines with the same account, VAT code and text merged (in the
 * order first met), zero postings left out, and the rounding line that makes debits equal credits.
 */
export function buildPostings(
  zReports: readonly VoucherZReport[],
  mapping: AccountMapping,
  groupOf: GroupOfCategory,
  rates: MerchantVatRates,
): BuiltPosting[] {
  const lookup = lookupOf(mapping, rates);
  const merged = new Map<string, Line>();
  for (const z of zReports) {
    for (const line of linesOfZReport(z, mapping, lookup, groupOf)) {
      const key = `${line.account}|${line.vatCode}|${line.label}|${line.vatLine}`;
      const before = merged.get(key);
      if (before) {
        before.amount += line.amount;
        before.vat += line.vat;
      } else merged.set(key, { ...line });
    }
  }
  const lines = [...merged.values()];
  const difference = lines.reduce((sum, line) => sum + line.amount, 0);
  if (difference !== 0)
    lines.push({ account: mapping.roundingAccount, vatCode: '', amount: -difference, vat: 0, label: LABELS.rounding, vatLine: false });
  return lines.filter((line) => line.amount !== 0 || line.vat !== 0).map(postingOf);
}

function postingOf(line: Line): BuiltPosting {
  return {
    account: line.account,
    vatCode: line.vatCode,
    debit: line.amount > 0 ? line.amount : 0,
    credit: line.amount < 0 ? -line.amount : 0,
    vatAmount: Math.abs(line.vat),
    description: line.label,
    vatLine: line.vatLine,
  };
}

/** The reversal of an exported voucher: every posting on the other side. */
export function reversePostings(postings: readonly BuiltPosting[]): BuiltPosting[] {
  return postings.map((posting) => ({ ...posting, debit: posting.credit, credit: posting.debit }));
}

export const sumDebit = (postings: readonly Posting[]) => postings.reduce((sum, p) => sum + p.debit, 0);
export const sumCredit = (postings: readonly Posting[]) => postings.reduce((sum, p) => sum + p.credit, 0);

/** A voucher's text: the location, the terminal(s) and the Z number(s). */
export function voucherDescription(locationName: string, zReports: readonly Pick<VoucherZReport, 'nr' | 'terminalName'>[]): string {
  const parts = zReports.map((z) => `${z.terminalName} Z ${z.nr}`);
  return `Dagsoppgjør ${locationName}, ${parts.join(', ')}`;
}

export function reversalDescription(number: number, original: string): string {
  return `Tilbakeføring av bilag ${number} (Z-rapport regenerert): ${original}`;
}
