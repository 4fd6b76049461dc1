import { allocateManualDiscount } from '@bakrom/shared/allocation';
import { ARTICLE_GROUPS, ARTICLE_GROUP_NAMES, defaultArticleGroup } from '@bakrom/shared/article-groups';
import type { ItemType } from '@bakrom/shared/enums';
import { TERMINAL_EVENT_COUNTER_KEYS, type ReportCounters } from '@bakrom/shared/schemas/reports';
import { kronerText } from './signature';

/**
 * The SAF-T Cash Register file (Norwegian_SAF-T_Cash_Register_Schema_v_1.00.xsd) as text chunks, element
 * by element in the schema's order: pure, no I/O. The export service streams the chunks as it reads the rows.
 */

export const SAFT_NAMESPACE = 'urn:StandardAuditFile-Taxation-CashRegister:NO';

// ── Escaping ──────────────────────────────────────────────────────────────────────────────────────────

/**
 * Characters XML 1.0 cannot carry at all (C0 controls except tab, line feed and carriage return, lone
 * UTF-16 surrogates, U+FFFE/U+FFFF): replaced by U+FFFD, so a stray byte in a name never breaks the file.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|\p{Cs}/gu;
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const NEEDS_ESCAPING = /[&<>"'\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|\p{Cs}/u;

export function escapeXml(value: string): string {
  // Most values (numbers, dates, ids) need nothing: one test instead of two replacements.
  if (!NEEDS_ESCAPING.test(value)) return value;
  return value.replace(NOT_XML, '\uFFFD').replace(/[&<>"']/g, (character) => ENTITIES[character]!);
}

/** At most `max` characters (the schema's String100, IdentificationString35, …), whole code points. */
export function clip(value: string, max: number): string {
  // A string no longer in UTF-16 units than `max` has no more code points either: nothing to count.
  if (value.length <= max) return value;
  const points = [...value];
  return points.length <= max ? value : points.slice(0, max).join('');
}

/** `<name>value</name>`, or nothing when the value is absent. */
export function element(name: string, value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  return `<${name}>${escapeXml(String(value))}</${name}>`;
}

/** A String-typed element cut to the schema's length. */
const text = (name: string, value: string | null | undefined, max: number) =>
  value === null || value === undefined ? '' : element(name, clip(value, max));
const amount = (name: string, ore: number) => element(name, kronerText(ore));
const wrap = (name: string, inner: string) => `<${name}>${inner}</${name}>`;

/** A VAT percentage as Decimal8 (three decimals at most): 25 → '25.00', 11.11 → '11.11'. */
export function percentText(rate: number): string {
  return (Math.round(rate * 1000) / 1000).toFixed(rate * 100 === Math.round(rate * 100) ? 2 : 3);
}

/** A uuid as an identification of at most 35 characters (the schema's IdentificationString35): its 32 hex digits. */
export const compactId = (uuid: string) => uuid.replace(/-/g, '');

// ── Codes ─────────────────────────────────────────────────────────────────────────────────────────────

/** The standard VAT codes (SAF-T Financial's standard tax codes) of the Norwegian output VAT rates. */
export function standardVatCode(rate: number): string {
  if (rate === 25) return '3';
  if (rate === 15) return '31';
  if (rate === 12) return '33';
  if (rate === 11.11) return '32';
  if (rate === 0) return '5';
  return '';
}

/** The file's own VAT code of a rate: the standard code where there is one, else the rate. */
export const vatCodeOf = (rate: number) => standardVatCode(rate) || clip(`R${percentText(rate)}`, 20);

/** Bakrom's payment types (and bonus points) as the file's payment codes (PredefinedBasicID-12). */
export const PAYMENT_BASICS: Record<string, { basicId: string; predefined: string; description: string }> = {
  CASH: { basicId: 'CASH', predefined: '12001', description: 'Kontant' },
  BANK_AXEPT: { basicId: 'BANKAXEPT', predefined: '12002', description: 'BankAxept (bankkort, debet)' },
  CARD: { basicId: 'CARD', predefined: '12003', description: 'Betalingskort (Visa, Mastercard m.fl.)' },
  APPLE_PAY: { basicId: 'APPLEPAY', predefined: '12003', description: 'Apple Pay (betalingskort i mobil lommebok)' },
  GOOGLE_PAY: { basicId: 'GOOGLEPAY', predefined: '12003', description: 'Google Pay (betalingskort i mobil lommebok)' },
  VIPPS: { basicId: 'VIPPS', predefined: '12011', description: 'Vipps (betalingsapp på mobil)' },
  POINTS: { basicId: 'POINTS', predefined: '12007', description: 'Bonuspoeng (1 poeng = 1 kr)' },
};
/** The counters' name of a payment type as the file's payment type (bonus points are POINTS in the file). */
export const paymentBasicOf = (type: string) => PAYMENT_BASICS[type === 'BONUS_POINTS' ? 'POINTS' : type];

/** Reports stored before the counters had one line per payment type count every card type together ('card'): one code for that group. */
export const CARD_GROUP_BASIC = { basicId: 'CARDS', predefined: '12003', description: 'Alle korttyper samlet (X- og Z-rapport)' };

/** The journal's event codes as the file's event types (PredefinedBasicID-13), the basicID being the code. */
export const EVENT_BASICS: Record<number, string> = {
  13005: 'Kasseskuff åpnet uten salg',
  13008: 'X-rapport',
  13009: 'Z-rapport',
  13012: 'Salgskvittering',
  13013: 'Returkvittering',
  13014: 'Kopikvittering',
  13015: 'Foreløpig kvittering (proforma)',
  13016: 'Utleveringskvittering',
  13017: 'Treningskvittering',
  13021: 'Prisendring',
  13022: 'Prisoppslag',
  13999: 'Annen hendelse',
};

/**
 * The file's article groups are the predefined groups themselves (basicID = predefinedBasicID = 04006 …):
 * a category's group, an item's own overriding it. A group of a category deleted since, known only by its
 * item type in a stored report, is its item type's.
 */
export const ARTICLE_GROUP_BASICS = ARTICLE_GROUPS.map((code) => ({ code, description: ARTICLE_GROUP_NAMES[code] }));

export const LINE_TYPE = { sale: 'SAL', return: 'RET' } as const;
export const TRANSACTION_TYPE = { SALE: 'CASHSALE', RETURN: 'RETURN' } as const;
export const TIPS_BASIC = 'TIPS';
export const DISCOUNT_BASIC = { line: 'LINEDISC', manual: 'MANUALDISC' } as const;

// ── Shapes ────────────────────────────────────────────────────────────────────────────────────────────

export interface SaftAddress {
  street: string;
  zipCode: string;
  city: string;
}

export interface SaftHeader {
  fromDate: string;
  toDate: string;
  /** Oslo date and time of the export. */
  createdDate: string;
  createdTime: string;
  softwareVersion: string;
  selection: string;
  userId: string;
}

export interface SaftCompany extends SaftAddress {
  organisationNumber: string;
  name: string;
}

export interface SaftVatCode {
  rate: number;
  dateOfEntry: string;
}

export interface SaftEmployee {
  empId: string;
  firstName: string;
  surName: string;
  /** Oslo date and time the employee was registered (or first seen in the journal). */
  date: string;
  time: string;
  role: string | null;
}

export interface SaftArticle {
  artId: string;
  date: string;
  artGroupId: string | null;
  description: string;
}

export interface SaftBasic {
  basicType: string;
  basicId: string;
  predefined: string | null;
  description: string;
}

export interface SaftLocation extends SaftAddress {
  name: string;
}

export interface SaftRegister {
  registerId: string;
  description: string;
}

/** One payment type of a report (the counters' `paymentLines`): count, paid (tips included), goods share and its VAT. */
export interface CounterPaymentLine {
  paymentType: string;
  saftCode: string;
  count: number;
  amount: number;
  amountWithVat: number;
  vatAmount: number;
}

/**
 * The counters of an X or Z report as the file reads them: the report's counters with the § 2-8-2 fields
 * of the counters' contract, 0 or empty where a report stored before them lacks one.
 */
export type SaftCounters = ReportCounters & {
  totalSalesAmount: number;
  paymentLines: CounterPaymentLine[];
  operators: { name: string; count: number; amount: number }[];
  openingChangeFloat: number;
  proFormaReceiptsCount: number;
  proFormaReceiptsTotalAmount: number;
  lineCorrectionsCount: number;
  lineCorrectionsTotalAmount: number;
  priceLookupsCount: number;
  otherCorrectionsCount: number;
  otherCorrectionsTotalAmount: number;
  deliveryReceiptsCount: number;
  deliveryReceiptsTotalAmount: number;
  trainingReceiptsCount: number;
  trainingReceiptsTotalAmount: number;
};

/** The counters' fields that hold lists; every other field is a number. */
export const COUNTER_LISTS = ['categories', 'paymentLines', 'operators'] as const;
/** The contract's number fields, for reports stored before them. */
export const COUNTER_CONTRACT_NUMBERS = ['totalSalesAmount', ...TERMINAL_EVENT_COUNTER_KEYS] as const;

export interface SaftGroupSales {
  groupId: string;
  units: number;
  amount: number;
}

/** The sales a Z-report settled per article group, and what each employee sold in them: per article group, and per payment type. */
export interface SaftEmployeeSales {
  groups: SaftGroupSales[];
  artGroups: (SaftGroupSales & { empId: string })[];
  payments: { empId: string; type: string; count: number; amount: number }[];
}

export interface SaftReport {
  reportId: string;
  type: 'X report' | 'Z report';
  counters: SaftCounters;
  /** Units and amount (VAT included) per article group: the settled sales' lines', else the counters' categories'. */
  artGroups: SaftGroupSales[];
  /** Null where the sales are not the report's own (an X-report, a Z-report replaced by a regeneration). */
  employees: SaftEmployeeSales | null;
}

export interface SaftEvent {
  eventId: string;
  eventCode: number;
  transId: string | null;
  empId: string | null;
  date: string;
  time: string;
  text: string;
  report: SaftReport | null;
}

export interface SaftLine {
  artId: string | null;
  artGroupId: string | null;
  description: string;
  quantity: number;
  /** Øre, VAT included, after the line's discount; negative on a return. */
  amountIn: number;
  vatAmount: number;
  vatRate: number;
  /** The line's discount in øre (0 without one). */
  discount: number;
}

export interface SaftPayment {
  /** Bakrom's payment type, or POINTS. */
  type: string;
  amount: number;
  reference: string | null;
}

export interface SaftTransaction {
  nr: number;
  kind: 'SALE' | 'RETURN';
  amountIn: number;
  amountEx: number;
  empId: string | null;
  date: string;
  time: string;
  description: string;
  lines: SaftLine[];
  /** An order's manual discount (øre, VAT included) and its VAT share. */
  manualDiscount: number;
  manualDiscountVat: number;
  tips: number;
  payments: SaftPayment[];
  signature: string;
  keyVersion: number;
}

// ── The file ──────────────────────────────────────────────────────────────────────────────────────────

export function fileStart(): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<auditfile xmlns="${SAFT_NAMESPACE}">\n`;
}

export function fileEnd(): string {
  return '</company>\n</auditfile>\n';
}

export function headerXml(header: SaftHeader): string {
  const fromYear = header.fromDate.slice(0, 4);
  const toYear = header.toDate.slice(0, 4);
  return (
    wrap(
      'header',
      element('fiscalYear', fromYear === toYear ? fromYear : `${fromYear}-${toYear}`) +
        element('startDate', header.fromDate) +
        element('endDate', header.toDate) +
        element('curCode', 'NOK') +
        element('dateCreated', header.createdDate) +
        element('timeCreated', header.createdTime) +
        element('softwareDesc', 'Bakrom') +
        text('softwareVersion', header.softwareVersion, 20) +
        element('softwareCompanyName', 'Bakrom') +
        element('auditfileVersion', '1.0') +
        text('headerComment', header.selection, 999) +
        text('userID', header.userId, 35),
    ) + '\n'
  );
}

function addressXml(name: string, address: SaftAddress): string {
  return wrap(
    name,
    text('streetname', address.street || null, 100) +
      text('city', address.city || null, 50) +
      text('postalCode', address.zipCode || null, 20) +
      element('country', 'NO'),
  );
}

/** The company's opening: identity, addresses, VAT codes and the period (employees, articles and basics follow). */
export function companyStartXml(company: SaftCompany, vatCodes: SaftVatCode[], header: SaftHeader): string {
  const postal = company.city && company.zipCode ? addressXml('postalAddress', company) : '';
  return (
    '<company>' +
    text('companyIdent', company.organisationNumber, 35) +
    text('companyName', company.name, 100) +
    element('taxRegistrationCountry', 'NO') +
    text('taxRegIdent', `${company.organisationNumber}MVA`, 50) +
    addressXml('streetAddress', company) +
    postal +
    wrap(
      'vatCodeDetails',
      vatCodes
        .map((vat) =>
          wrap(
            'vatCodeDetail',
            element('vatCode', vatCodeOf(vat.rate)) +
              element('dateOfEntry', vat.dateOfEntry) +
              text('vatDesc', `Utgående mva ${percentText(vat.rate).replace('.', ',')} %`, 100) +
              element('standardVatCode', standardVatCode(vat.rate)),
          ),
        )
        .join(''),
    ) +
    wrap(
      'periods',
      wrap(
        'period',
        element('periodNumber', 1) +
          text('periodDesc', `${header.fromDate} – ${header.toDate}`, 50) +
          element('startDatePeriod', header.fromDate) +
          element('startTimePeriod', '00:00:00') +
          element('endDatePeriod', header.toDate) +
          element('endTimePeriod', '23:59:59'),
      ),
    ) +
    '\n'
  );
}

export function employeesXml(employees: SaftEmployee[]): string {
  return (
    wrap(
      'employees',
      employees
        .map((employee) =>
          wrap(
            'employee',
            text('empID', employee.empId, 35) +
              element('dateOfEntry', employee.date) +
              element('timeOfEntry', employee.time) +
              text('firstName', employee.firstName || null, 50) +
              text('surName', employee.surName, 100) +
              (employee.role ? wrap('employeeRole', text('roleType', employee.role, 50)) : ''),
          ),
        )
        .join('\n'),
    ) + '\n'
  );
}

export function articlesXml(articles: SaftArticle[]): string {
  return (
    wrap(
      'articles',
      articles
        .map((article) =>
          wrap(
            'article',
            text('artID', article.artId, 35) +
              element('dateOfEntry', article.date) +
              text('artGroupID', article.artGroupId, 35) +
              text('artDesc', article.description, 999),
          ),
        )
        .join('\n'),
    ) + '\n'
  );
}

export function basicsXml(basics: SaftBasic[]): string {
  return (
    wrap(
      'basics',
      basics
        .map((basic) =>
          wrap(
            'basic',
            element('basicType', basic.basicType) +
              text('basicID', basic.basicId, 35) +
              element('predefinedBasicID', basic.predefined) +
              text('basicDesc', basic.description, 999),
          ),
        )
        .join('\n'),
    ) + '\n'
  );
}

export function locationStartXml(location: SaftLocation): string {
  return '<location>' + text('name', location.name, 100) + addressXml('streetAddress', location) + '\n';
}

export const locationEndXml = () => '</location>\n';

export function registerStartXml(register: SaftRegister): string {
  return '<cashregister>' + text('registerID', register.registerId, 100) + text('regDesc', register.description, 999) + '\n';
}

export const registerEndXml = () => '</cashregister>\n';

// ── Events ────────────────────────────────────────────────────────────────────────────────────────────

/** The payment groups of the counters as the file's payment codes. */
const REPORT_PAYMENT_GROUPS = [
  { key: 'cash', basicId: PAYMENT_BASICS.CASH!.basicId },
  { key: 'vipps', basicId: PAYMENT_BASICS.VIPPS!.basicId },
  { key: 'card', basicId: CARD_GROUP_BASIC.basicId },
] as const;

/** The counters' sales per VAT rate: net (without VAT) and VAT, from the categories. */
export function salesPerRate(counters: ReportCounters): { rate: number; net: number; vat: number }[] {
  const byRate = new Map<number, { net: number; vat: number }>();
  for (const category of counters.categories) {
    const entry = byRate.get(category.vatRate) ?? { net: 0, vat: 0 };
    entry.net += category.amountWithVat - category.vatAmount;
    entry.vat += category.vatAmount;
    byRate.set(category.vatRate, entry);
  }
  return [...byRate].sort(([a], [b]) => a - b).map(([rate, sums]) => ({ rate, ...sums }));
}

/**
 * Units and amount (VAT included) per article group of the counters' categories: a category's group by
 * `groupOfCategory` (its group in the menu, or its own `articleGroup` where the counters carry one), a
 * category deleted since by its item type's.
 */
export function salesPerArticleGroup(
  counters: Pick<ReportCounters, 'categories'>,
  groupOfCategory: (categoryId: string) => string | undefined,
): SaftGroupSales[] {
  const byGroup = new Map<string, { units: number; amount: number }>();
  for (const category of counters.categories) {
    const own = (category as { articleGroup?: string }).articleGroup;
    const groupId = own ?? (category.id ? groupOfCategory(category.id) : undefined) ?? defaultArticleGroup(category.itemType as ItemType);
    const entry = byGroup.get(groupId) ?? { units: 0, amount: 0 };
    entry.units += category.count;
    entry.amount += category.amountWithVat;
    byGroup.set(groupId, entry);
  }
  return [...byGroup].sort(([a], [b]) => a.localeCompare(b)).map(([groupId, sums]) => ({ groupId, ...sums }));
}

/** The report's payment rows: one per payment type of the counters, or the payment groups of a report stored before them. */
export function reportPaymentRows(counters: SaftCounters): { type: string; count: number; amount: number }[] {
  if (counters.paymentLines.length > 0) {
    return counters.paymentLines.map((line) => ({
      type: paymentBasicOf(line.paymentType)?.basicId ?? line.paymentType,
      count: line.count,
      amount: line.amount,
    }));
  }
  const groups = REPORT_PAYMENT_GROUPS.filter(({ key }) => counters[`${key}Count`] > 0).map(({ key, basicId }) => ({
    type: basicId,
    count: counters[`${key}Count`],
    amount: counters[`${key}PaymentsTotalAmount`],
  }));
  return groups.length ? groups : [{ type: PAYMENT_BASICS.CASH!.basicId, count: 0, amount: 0 }];
}

const countAmount = (prefix: string, count: number, ore: number) => element(`${prefix}Num`, count) + amount(`${prefix}Amnt`, ore);

/** A list block of the schema that needs at least one row: a `None` row of zeros when there is nothing to list. */
function rowsOrNone(
  block: string,
  row: string,
  type: string,
  num: string,
  amnt: string,
  rows: { type: string; count: number; amount: number }[],
) {
  const list = rows.filter((entry) => entry.count > 0 || entry.amount !== 0);
  return wrap(
    block,
    (list.length ? list : [{ type: 'None', count: 0, amount: 0 }])
      .map((entry) => wrap(row, text(type, entry.type, 35) + element(num, entry.count) + amount(amnt, entry.amount)))
      .join(''),
  );
}

export function eventReportXml(event: SaftEvent, report: SaftReport, company: SaftCompany, registerId: string): string {
  const c = report.counters;
  // § 2-8-2: the goods total of the sales after every discount, tips excluded (a report stored before the field: its order types').
  const sales = c.totalSalesAmount || c.PickupBrutto + c.DineInBrutto + c.DeliveryBrutto;
  const rates = salesPerRate(c);
  const employees = report.employees;
  return wrap(
    'eventReport',
    text('reportID', report.reportId, 35) +
      element('reportType', report.type) +
      text('companyIdent', company.organisationNumber, 35) +
      text('companyName', company.name, 100) +
      element('reportDate', event.date) +
      element('reportTime', event.time) +
      text('registerID', registerId, 100) +
      wrap('reportTotalCashSales', amount('totalCashSaleAmnt', sales)) +
      wrap(
        'reportArtGroups',
        (report.artGroups.length ? report.artGroups : [{ groupId: 'None', units: 0, amount: 0 }])
          .map((group) =>
            wrap(
              'reportArtGroup',
              text('artGroupID', group.groupId, 35) + element('artGroupNum', group.units) + amount('artGroupAmnt', group.amount),
            ),
          )
          .join(''),
      ) +
      (employees?.artGroups.length
        ? wrap(
            'reportEmpArtGroups',
            employees.artGroups
              .map((row) =>
                wrap(
                  'reportEmpArtGroup',
                  text('empID', row.empId, 35) +
                    text('artGroupID', row.groupId, 35) +
                    element('artGroupNum', row.units) +
                    amount('artGroupAmnt', row.amount),
                ),
              )
              .join(''),
          )
        : '') +
      wrap(
        'reportPayments',
        reportPaymentRows(c)
          .map((row) =>
            wrap('reportPayment', element('paymentType', row.type) + element('paymentNum', row.count) + amount('paymentAmnt', row.amount)),
          )
          .join(''),
      ) +
      (employees?.payments.length
        ? wrap(
            'reportEmpPayments',
            employees.payments
              .map((row) =>
                wrap(
                  'reportEmpPayment',
                  text('empID', row.empId, 35) +
                    element('paymentType', paymentBasicOf(row.type)?.basicId ?? row.type) +
                    element('paymentNum', row.count) +
                    amount('paymentAmnt', row.amount),
                ),
              )
              .join(''),
          )
        : '') +
      wrap('reportTip', element('tipNum', c.tipsCount) + amount('tipAmnt', c.tips)) +
      wrap(
        'reportCashSalesVat',
        (rates.length ? rates : [{ rate: 25, net: 0, vat: 0 }])
          .map((row) =>
            wrap(
              'reportCashSaleVat',
              element('vatCode', vatCodeOf(row.rate)) +
                element('vatPerc', percentText(row.rate)) +
                amount('cashSaleAmnt', row.net) +
                amount('vatAmnt', row.vat) +
                element('vatAmntTp', 'C'),
            ),
          )
          .join(''),
      ) +
      amount('reportOpeningChangeFloat', c.openingChangeFloat) +
      element('reportReceiptNum', c.saleReceiptsCount) +
      element('reportOpenCashBoxNum', c.cashBoxOpeningsCount) +
      countAmount('reportReceiptCopy', c.copyReceiptsCount, c.copyReceiptsTotalAmount) +
      countAmount('reportReceiptProforma', c.proFormaReceiptsCount, c.proFormaReceiptsTotalAmount) +
      countAmount('reportReturn', c.refundReceiptsCount, c.refundReceiptsTotalAmount) +
      countAmount('reportDiscount', c.discountsCount, c.discountsTotalAmount) +
      countAmount('reportVoidTrans', c.uncompletedSalesCount, c.uncompletedSalesTotalAmount) +
      rowsOrNone('reportCorrLines', 'reportCorrLine', 'corrLineType', 'corrLineNum', 'corrLineAmnt', [
        { type: 'Linjekorreksjon', count: c.lineCorrectionsCount, amount: c.lineCorrectionsTotalAmount },
      ]) +
      rowsOrNone('reportPriceInquiries', 'reportPriceInquiry', 'priceInquiryGroup', 'priceInquiryNum', 'priceInquiryAmnt', [
        { type: 'Alle', count: c.priceLookupsCount, amount: 0 },
      ]) +
      rowsOrNone('reportOtherCorrs', 'reportOtherCorr', 'otherCorrType', 'otherCorrNum', 'otherCorrAmnt', [
        { type: 'Annen korreksjon', count: c.otherCorrectionsCount, amount: c.otherCorrectionsTotalAmount },
      ]) +
      countAmount('reportReceiptDelivery', c.deliveryReceiptsCount, c.deliveryReceiptsTotalAmount) +
      countAmount('reportTraining', c.trainingReceiptsCount, c.trainingReceiptsTotalAmount) +
      // No credit sales, credit memos, pay-ins or pay-outs in these channels: the zero rows the tax administration's example carries.
      wrap('reportCreditSales', element('creditSalesNum', 0) + amount('creditSalesAmnt', 0)) +
      wrap('reportCreditMemos', element('creditMemosNum', 0) + amount('creditMemosAmnt', 0)) +
      wrap('reportPayIns', wrap('reportPayIn', element('payInType', 'None') + element('payInNum', 0) + amount('payInAmnt', 0))) +
      wrap('reportPayOuts', wrap('reportPayOut', element('payOutType', 'None') + element('payOutNum', 0) + amount('payOutAmnt', 0))) +
      amount('reportGrandTotalSales', c.grandTotalSales) +
      amount('reportGrandTotalReturn', c.grandTotalRefund) +
      amount('reportGrandTotalSalesNet', c.grandTotalSales - c.grandTotalRefund),
  );
}

export function eventXml(event: SaftEvent, company: SaftCompany, registerId: string): string {
  return (
    wrap(
      'event',
      text('eventID', event.eventId, 35) +
        element('eventType', String(event.eventCode)) +
        text('transID', event.transId, 35) +
        text('empID', event.empId, 35) +
        element('eventDate', event.date) +
        element('eventTime', event.time) +
        text('eventText', event.text || null, 9999) +
        (event.report ? eventReportXml(event, event.report, company, registerId) : ''),
    ) + '\n'
  );
}

// ── Cash transactions ─────────────────────────────────────────────────────────────────────────────────

const debitCredit = (ore: number) => (ore < 0 ? 'D' : 'C');

function vatXml(rate: number, vat: number, base: number): string {
  return wrap(
    'vat',
    element('vatCode', vatCodeOf(rate)) +
      element('vatPerc', percentText(rate)) +
      amount('vatAmnt', vat) +
      element('vatAmntTp', debitCredit(vat)) +
      amount('vatBasAmnt', base),
  );
}

/** VAT per rate of a transaction: its lines', the manual discount's share taken off the largest rate's. */
export function transactionVat(transaction: SaftTransaction): { rate: number; vat: number; base: number }[] {
  const byRate = new Map<number, { vat: number; gross: number }>();
  for (const line of transaction.lines) {
    const entry = byRate.get(line.vatRate) ?? { vat: 0, gross: 0 };
    entry.vat += line.vatAmount;
    entry.gross += line.amountIn;
    byRate.set(line.vatRate, entry);
  }
  const spreadable =
    transaction.lines.every((line) => line.amountIn >= 0 && line.vatAmount >= 0) &&
    transaction.manualDiscount <= transaction.lines.reduce((sum, line) => sum + line.amountIn, 0) &&
    transaction.manualDiscountVat >= 0 &&
    transaction.manualDiscountVat <= transaction.lines.reduce((sum, line) => sum + line.vatAmount, 0);
  if (transaction.manualDiscount > 0 && byRate.size > 0 && !spreadable) {
    // Never the case for a sale as stored; kept whole on the largest rate rather than failing the file.
    const [rate] = [...byRate].reduce((largest, entry) => (entry[1].gross > largest[1].gross ? entry : largest));
    const entry = byRate.get(rate)!;
    entry.vat -= transaction.manualDiscountVat;
    entry.gross -= transaction.manualDiscount;
  } else if (transaction.manualDiscount > 0 && byRate.size > 0) {
    // Spread over the lines as the X and Z do (largest remainder), so the file's VAT per rate is the report's.
    const shares = allocateManualDiscount(
      transaction.lines.map((line) => ({ grossAmount: line.amountIn, vatAmount: line.vatAmount })),
      { amount: transaction.manualDiscount, vatAmount: transaction.manualDiscountVat },
    );
    transaction.lines.forEach((line, index) => {
      const entry = byRate.get(line.vatRate)!;
      entry.vat -= shares[index]!.vatAmount;
      entry.gross -= shares[index]!.amount;
    });
  }
  return [...byRate].sort(([a], [b]) => a - b).map(([rate, sums]) => ({ rate, vat: sums.vat, base: sums.gross - sums.vat }));
}

export function cashTransactionXml(transaction: SaftTransaction): string {
  const nr = String(transaction.nr);
  const lineType = transaction.kind === 'SALE' ? LINE_TYPE.sale : LINE_TYPE.return;
  const lines = transaction.lines
    .map((line, index) =>
      wrap(
        'ctLine',
        element('nr', nr) +
          element('lineID', index + 1) +
          element('lineType', lineType) +
          text('artGroupID', line.artGroupId, 35) +
          text('artID', line.artId, 35) +
          element('qnt', line.quantity) +
          amount('lineAmntIn', line.amountIn) +
          amount('lineAmntEx', line.amountIn - line.vatAmount) +
          element('amntTp', debitCredit(line.amountIn)) +
          text('empID', transaction.empId, 35) +
          text('cashTransLineDescr', line.description, 9999) +
          element('lineDate', transaction.date) +
          element('lineTime', transaction.time) +
          vatXml(line.vatRate, line.vatAmount, line.amountIn - line.vatAmount) +
          (line.discount > 0 ? wrap('discount', element('dscTp', DISCOUNT_BASIC.line) + amount('dscAmnt', line.discount)) : ''),
      ),
    )
    .join('');
  const vat = transactionVat(transaction)
    .map((row) => vatXml(row.rate, row.vat, row.base))
    .join('');
  const manual =
    transaction.manualDiscount > 0
      ? wrap('discount', element('dscTp', DISCOUNT_BASIC.manual) + amount('dscAmnt', transaction.manualDiscount))
      : '';
  const tips = transaction.tips !== 0 ? wrap('raise', element('raiseType', TIPS_BASIC) + amount('raiseAmnt', transaction.tips)) : '';
  const payments = transaction.payments
    .map((payment) =>
      wrap(
        'payment',
        element('paymentType', PAYMENT_BASICS[payment.type]?.basicId ?? payment.type) +
          amount('paidAmnt', payment.amount) +
          text('empID', transaction.empId, 35) +
          element('curCode', 'NOK') +
          element('exchRt', '1.000000') +
          text('paymentRefID', payment.reference, 999),
      ),
    )
    .join('');
  return (
    wrap(
      'cashtransaction',
      element('nr', nr) +
        element('transID', nr) +
        element('transType', TRANSACTION_TYPE[transaction.kind]) +
        amount('transAmntIn', transaction.amountIn) +
        amount('transAmntEx', transaction.amountEx) +
        element('amntTp', debitCredit(transaction.amountIn)) +
        text('empID', transaction.empId, 35) +
        element('periodNumber', 1) +
        element('transDate', transaction.date) +
        element('transTime', transaction.time) +
        text('desc', transaction.description, 9999) +
        lines +
        vat +
        manual +
        tips +
        payments +
        text('signature', transaction.signature, 999) +
        text('keyVersion', String(transaction.keyVersion), 50) +
        element('receiptNum', 1) +
        element('voidTransaction', false) +
        element('trainingID', false),
    ) + '\n'
  );
}
