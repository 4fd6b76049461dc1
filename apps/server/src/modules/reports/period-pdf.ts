import { formatDate, formatDateTime } from '@bakrom/shared/format';
import {
  cardTypeLabel,
  REPORT_COLUMN_LABELS as COLUMNS,
  REPORT_HEADER_LABELS as H,
  REPORT_ROW_LABELS as ROWS,
  REPORT_SECTION_LABELS as SECTIONS,
  REPORT_TITLES,
  SMS_MESSAGE_TYPE_LABELS,
  TRANSACTION_ROW_LABELS,
  terminalLabel,
  vatRateLabel,
} from '@bakrom/shared/report-labels';
import {
  SMS_PRICE_ORE,
  type AlcoholReport,
  type SmsReport,
  type TotalSalesReport,
  type TransactionsReport,
} from '@bakrom/shared/schemas/reports';
import { SETTLEMENT_ROW_LABELS, SETTLEMENT_SECTION_LABELS } from '@bakrom/shared/settlement-lines';
import {
  amountText,
  byName,
  categoriesTable,
  companyLines,
  paymentLinesTable,
  paymentsTable,
  refundsTable,
  vatGroupsTable,
} from './counters-pdf';
import { ReportPdf } from './pdf-document';

/**
 * The period reports' PDFs with the screens' tables and labels: turnover (Omsetningsrapport.pdf),
 * alcohol (Alkoholrapport.pdf), SMS (SMS_Rapport_{location}.pdf) and transactions (X-rapport.pdf, the
 * spec's name for it). Dates DD.MM.YYYY, amounts '1 234,50'.
 */

/** A period as the header shows it: one day, or 'from – to'. */
export function periodText(fromDate: string, toDate: string): string {
  return fromDate === toDate ? formatDate(fromDate) : `${formatDate(fromDate)} – ${formatDate(toDate)}`;
}

/** The title of a turnover report: by terminal, or 'ALLE TILSAMMEN'. */
export function totalSalesTitle(report: Pick<TotalSalesReport, 'terminal'>): string {
  return `${REPORT_TITLES.totalSalesReport} – ${terminalLabel(report.terminal)}`;
}

/** What the turnover and the tips came to together, as the screen words it. */
export const TOTAL_PAID_LABEL = 'Totalt betalt (omsetning og tips)';

/** The alcohol report's tables. */
export const ALCOHOL_SECTION_LABELS = {
  total: 'Totalt alkoholsalg',
  categories: 'Alkoholsalg per kategori',
} as const;

/** The transactions report's table of the other card types one by one. */
export const CARD_TYPES_SECTION_LABEL = 'Andre korttyper fordelt';

/** The alcohol report's header lines (the PDF's and the spreadsheets'). */
export function alcoholHeaderLines(report: AlcoholReport, generatedAt: Date): [string, string][] {
  return [
    ...companyLines(report.company),
    [H.location, report.location.name],
    [H.period, periodText(report.fromDate, report.toDate)],
    [H.generatedAt, formatDateTime(generatedAt)],
  ];
}

/** The SMS report's header lines (the PDF's and the spreadsheets'). */
export function smsHeaderLines(report: SmsReport, generatedAt: Date): [string, string][] {
  return [
    [H.location, report.location.name],
    [H.period, periodText(report.fromDate, report.toDate)],
    [H.generatedAt, formatDateTime(generatedAt)],
  ];
}

/** The transactions report's header lines (the PDF's and the spreadsheets'): the merchant's, so no location. */
export function transactionsHeaderLines(report: TransactionsReport, generatedAt: Date): [string, string][] {
  return [
    [H.period, periodText(report.fromDate, report.toDate)],
    [H.generatedAt, formatDateTime(generatedAt)],
  ];
}

/** The turnover of the table above it and the tips, with their total: what the payment lines add up to. */
function paidTable(pdf: ReportPdf, report: TotalSalesReport): void {
  const turnover = report.vatGroups.reduce((sum, group) => sum + group.amountWithVat, 0);
  const { counters } = report;
  pdf.section(SETTLEMENT_SECTION_LABELS.sales).table(
    [
      { header: COLUMNS.description, width: 0.6 },
      { header: COLUMNS.count, width: 0.15, align: 'right' },
      { header: COLUMNS.amount, width: 0.25, align: 'right' },
    ],
    [
      [SETTLEMENT_ROW_LABELS.totalSales, String(counters.saleReceiptsCount), amountText(turnover)],
      [ROWS.tips, String(counters.tipsCount), amountText(counters.tips)],
      [TOTAL_PAID_LABEL, '', amountText(turnover + counters.tips)],
    ],
    { totalRow: true },
  );
}

/** The turnover report's PDF; `terminalNames` names the Z-reports' terminals by row id. */
export function renderTotalSalesPdf(
  report: TotalSalesReport,
  generatedAt: Date,
  terminalNames: Record<string, string> = {},
): Promise<Buffer> {
  const count = report.zReports.length;
  const pdf = new ReportPdf(totalSalesTitle(report), [
    ...companyLines(report.company),
    [H.location, report.location.name],
    [H.period, periodText(report.fromDate, report.toDate)],
    [SECTIONS.zReports, count === 1 ? '1 Z-rapport i perioden' : `${count} Z-rapporter i perioden`],
    [H.generatedAt, formatDateTime(generatedAt)],
  ]);
  if (report.empty) {
    pdf.note('Ingen omsetning.');
    return pdf.finish();
  }
  vatGroupsTable(pdf, report.vatGroups, 'Total omsetning');
  if (report.counters.categories.length > 0) categoriesTable(pdf, report.counters.categories);
  paidTable(pdf, report);
  // The payment lines (bonus points among them) add up to what was paid; Z-reports stored before them have the groups only.
  if (report.counters.paymentLines.length > 0) paymentLinesTable(pdf, report.counters);
  else paymentsTable(pdf, report.counters);
  refundsTable(pdf, report.counters);
  pdf.section(SECTIONS.zReports).table(
    [
      { header: COLUMNS.zNr, width: 0.12 },
      { header: COLUMNS.date, width: 0.18 },
      { header: COLUMNS.terminal, width: 0.3 },
      { header: COLUMNS.vat, width: 0.18, align: 'right' },
      { header: COLUMNS.withVat, width: 0.22, align: 'right' },
    ],
    report.zReports.map((z) => [
      String(z.nr),
      formatDate(z.businessDate),
      terminalNames[z.terminalId] ?? '',
      amountText(z.vatAmount),
      amountText(z.amountWithVat),
    ]),
  );
  return pdf.finish();
}

export function renderAlcoholPdf(report: AlcoholReport, generatedAt: Date): Promise<Buffer> {
  const pdf = new ReportPdf(REPORT_TITLES.alcoholReport, alcoholHeaderLines(report, generatedAt));
  if (report.categories.length === 0) {
    pdf.note('Ingen alkoholsalg.');
    return pdf.finish();
  }
  pdf.section(ALCOHOL_SECTION_LABELS.total).table(
    [
      { header: COLUMNS.count, width: 0.3, align: 'right' },
      { header: COLUMNS.vat, width: 0.3, align: 'right' },
      { header: COLUMNS.withVat, width: 0.4, align: 'right' },
    ],
    [[String(report.total.count), amountText(report.total.vatAmount), amountText(report.total.amountWithVat)]],
  );
  pdf.section(ALCOHOL_SECTION_LABELS.categories).table(
    [
      { header: COLUMNS.category, width: 0.36 },
      { header: COLUMNS.vatRate, width: 0.12, align: 'right' },
      { header: COLUMNS.count, width: 0.12, align: 'right' },
      { header: COLUMNS.vat, width: 0.18, align: 'right' },
      { header: COLUMNS.withVat, width: 0.22, align: 'right' },
    ],
    [
      ...byName(report.categories).map((category) => [
        category.name,
        vatRateLabel(category.vatRate),
        String(category.count),
        amountText(category.vatAmount),
        amountText(category.amountWithVat),
      ]),
      [ROWS.total, '', String(report.total.count), amountText(report.total.vatAmount), amountText(report.total.amountWithVat)],
    ],
    { totalRow: true },
  );
  return pdf.finish();
}

export function renderSmsPdf(report: SmsReport, generatedAt: Date): Promise<Buffer> {
  const pdf = new ReportPdf(REPORT_TITLES.smsReport, smsHeaderLines(report, generatedAt));
  if (report.messages.length === 0) {
    pdf.note('Ingen SMS har blitt sendt i denne perioden.');
    return pdf.finish();
  }
  const { summary } = report;
  pdf.section(SECTIONS.smsSummary).table(
    [
      { header: COLUMNS.messageType, width: 0.4 },
      { header: COLUMNS.messageCount, width: 0.2, align: 'right' },
      { header: COLUMNS.smsCount, width: 0.2, align: 'right' },
      { header: COLUMNS.price, width: 0.2, align: 'right' },
    ],
    [
      ...summary.byType.map((type) => [
        SMS_MESSAGE_TYPE_LABELS[type.messageType],
        String(type.messageCount),
        String(type.smsCount),
        amountText(type.smsCount * SMS_PRICE_ORE),
      ]),
      [ROWS.total, String(summary.messageCount), String(summary.smsCount), amountText(summary.totalPrice)],
    ],
    { totalRow: true },
  );
  pdf.note('1 kr per SMS. En SMS har plass til 160 tegn; lengre meldinger bruker flere.');
  pdf.section(SECTIONS.smsMessages).table(
    [
      { header: COLUMNS.sentTime, width: 0.18 },
      { header: COLUMNS.messageType, width: 0.16 },
      { header: COLUMNS.smsCount, width: 0.1, align: 'right' },
      { header: COLUMNS.message, width: 0.56 },
    ],
    report.messages.map((message) => [
      formatDateTime(message.sentTime),
      SMS_MESSAGE_TYPE_LABELS[message.messageType],
      String(message.smsCount),
      message.message,
    ]),
  );
  return pdf.finish();
}

export function renderTransactionsPdf(report: TransactionsReport, generatedAt: Date): Promise<Buffer> {
  const pdf = new ReportPdf(REPORT_TITLES.transactionsReport, transactionsHeaderLines(report, generatedAt));
  const columns = [
    { header: COLUMNS.cardType, width: 0.5 },
    { header: COLUMNS.count, width: 0.2, align: 'right' as const },
    { header: COLUMNS.amount, width: 0.3, align: 'right' as const },
  ];
  const withTotal = (rows: [string, number, number][]) => [
    ...rows.map(([label, count, amount]) => [label, String(count), amountText(amount)]),
    [ROWS.total, String(rows.reduce((sum, row) => sum + row[1], 0)), amountText(rows.reduce((sum, row) => sum + row[2], 0))],
  ];
  pdf.section(SECTIONS.cards).table(
    columns,
    withTotal([
      [TRANSACTION_ROW_LABELS.bankAxept, report.bankAxeptCount, report.bankAxeptPaymentsTotalAmount],
      [TRANSACTION_ROW_LABELS.nonBankAxept, report.nonBankAxeptCount, report.nonBankAxeptPaymentsTotalAmount],
    ]),
    { totalRow: true },
  );
  if (report.nonBankAxeptByCardType.length > 0) {
    pdf.section(CARD_TYPES_SECTION_LABEL).table(
      columns,
      report.nonBankAxeptByCardType.map((row) => [cardTypeLabel(row.cardType), String(row.count), amountText(row.amount)]),
    );
  }
  pdf.section(SECTIONS.cardRefunds).table(
    columns,
    withTotal([
      [TRANSACTION_ROW_LABELS.refundedBankAxept, report.refundedBankAxeptCount, report.refundedBankAxeptPaymentsTotalAmount],
      [TRANSACTION_ROW_LABELS.refundedNonBankAxept, report.refundedNonBankAxeptCount, report.refundedNonBankAxeptPaymentsTotalAmount],
    ]),
    { totalRow: true },
  );
  return pdf.finish();
}
