import { SimpleGrid, Stack } from '@mantine/core';
import { formatMoney } from '@bakrom/shared/format';
import { grandTotalRows, orderTypeRows, paymentRows, vatRateLabel, type CounterRow } from '@bakrom/shared/report-labels';
import type { ReportCategory, ReportCounters, VatGroup } from '@bakrom/shared/schemas/reports';
import { operatorRows, paymentLineRows, receiptAndEventRows, salesRows, type PaymentLineRow } from '@bakrom/shared/settlement-lines';
import { ReportTable, type ReportColumn } from './report-table';
import { sharedLabel, texts } from '@/i18n';

const sum = <R,>(rows: readonly R[], pick: (row: R) => number) => rows.reduce((total, row) => total + pick(row), 0);
const blank = (value: number | undefined, format: (n: number) => string) => (value === undefined ? '' : format(value));

/** A row's label in the current language: the shared rules name the rows in Norwegian; an operator is a name. */
const counterLabel = (row: CounterRow) => (row.key.startsWith('operator-') ? row.label : sharedLabel(row.label));

const categoryColumns = (): ReportColumn<ReportCategory>[] => [
  { key: 'name', label: texts.labels.report.columns.category, render: (row) => row.name },
  { key: 'vatRate', label: texts.labels.report.columns.vatRate, numeric: true, render: (row) => vatRateLabel(row.vatRate) },
  { key: 'count', label: texts.labels.report.columns.count, numeric: true, render: (row) => row.count },
  { key: 'vat', label: texts.labels.report.columns.vat, numeric: true, render: (row) => formatMoney(row.vatAmount) },
  { key: 'withVat', label: texts.labels.report.columns.withVat, numeric: true, render: (row) => formatMoney(row.amountWithVat) },
];

const vatColumns = (): ReportColumn<VatGroup>[] => [
  { key: 'vatRate', label: texts.labels.report.columns.vatRate, render: (row) => vatRateLabel(row.vatRate) },
  { key: 'net', label: texts.labels.report.columns.net, numeric: true, render: (row) => formatMoney(row.netAmount) },
  { key: 'vat', label: texts.labels.report.columns.vat, numeric: true, render: (row) => formatMoney(row.vatAmount) },
  { key: 'withVat', label: texts.labels.report.columns.withVat, numeric: true, render: (row) => formatMoney(row.amountWithVat) },
];

/** The columns of a table of counter rows: its first column's title, the count (unless left out) and the amount. */
export const rowColumns = (first: string, { withCount = true } = {}): ReportColumn<CounterRow>[] => [
  { key: 'label', label: first, render: counterLabel },
  ...(withCount
    ? [{ key: 'count', label: texts.labels.report.columns.count, numeric: true, render: (row: CounterRow) => blank(row.count, String) }]
    : []),
  { key: 'amount', label: texts.labels.report.columns.amount, numeric: true, render: (row) => blank(row.amount, formatMoney) },
];

const rowKey = (row: CounterRow) => row.key;

const paymentLineColumns = (): ReportColumn<PaymentLineRow>[] => [
  { key: 'label', label: texts.labels.settlement.columns.paymentMethod, render: (row) => sharedLabel(row.label) },
  { key: 'saftCode', label: texts.labels.settlement.columns.saftCode, render: (row) => row.saftCode },
  { key: 'count', label: texts.labels.report.columns.count, numeric: true, render: (row) => row.count },
  { key: 'goods', label: texts.labels.settlement.columns.goods, numeric: true, render: (row) => formatMoney(row.amountWithVat) },
  { key: 'amount', label: texts.labels.report.columns.amount, numeric: true, render: (row) => formatMoney(row.amount) },
];

/**
 * § 2-8-2 g: one line per means of payment as the payments record it (BankAxept apart from other cards, bonus
 * points as their own line), with its SAF-T code, what was paid (tips included) and the goods share of it.
 */
export function PaymentLinesTable({ counters }: { counters: ReportCounters }) {
  const rows = paymentLineRows(counters.paymentLines);
  return (
    <ReportTable
      title={texts.labels.settlement.sections.payments}
      columns={paymentLineColumns()}
      rows={rows}
      rowKey={(row) => row.key}
      footer={[
        texts.labels.report.rows.total,
        '',
        sum(rows, (row) => row.count),
        formatMoney(sum(rows, (row) => row.amountWithVat)),
        formatMoney(sum(rows, (row) => row.amount)),
      ]}
      minWidth={520}
      testId="report-payment-lines"
    />
  );
}

/** The categories sold, with a total row. */
export function CategoriesTable({
  categories,
  title = texts.labels.report.sections.categories,
}: {
  categories: readonly ReportCategory[];
  title?: string;
}) {
  // By name, then VAT rate: a category sold at two rates (take-away and dine-in) shows as two neighbouring rows.
  const sorted = [...categories].sort((a, b) => a.name.localeCompare(b.name, 'nb') || a.vatRate - b.vatRate);
  return (
    <ReportTable
      title={title}
      columns={categoryColumns()}
      rows={sorted}
      rowKey={(row, index) => `${row.id ?? row.name}-${row.vatRate}-${index}`}
      footer={[
        texts.labels.report.rows.total,
        '',
        sum(categories, (row) => row.count),
        formatMoney(sum(categories, (row) => row.vatAmount)),
        formatMoney(sum(categories, (row) => row.amountWithVat)),
      ]}
      minWidth={600}
      testId="report-categories"
    />
  );
}

/** Sales per VAT rate (§ 2-8-2 j): without VAT, VAT and with VAT, with a total row. */
export function VatGroupsTable({
  vatGroups,
  title = texts.labels.report.sections.vatGroups,
}: {
  vatGroups: readonly VatGroup[];
  title?: string;
}) {
  return (
    <ReportTable
      title={title}
      columns={vatColumns()}
      rows={vatGroups}
      rowKey={(row) => String(row.vatRate)}
      footer={[
        texts.labels.report.rows.total,
        formatMoney(sum(vatGroups, (row) => row.netAmount)),
        formatMoney(sum(vatGroups, (row) => row.vatAmount)),
        formatMoney(sum(vatGroups, (row) => row.amountWithVat)),
      ]}
      minWidth={520}
      testId="report-vat-groups"
    />
  );
}

/** Payments per group (cash, Vipps, card) with a total row: the turnover report over Z-reports stored before the payment lines. */
export function PaymentsTable({ counters }: { counters: ReportCounters }) {
  const rows = paymentRows(counters);
  return (
    <ReportTable
      title={texts.labels.report.sections.payments}
      columns={rowColumns(texts.labels.report.columns.paymentMethod)}
      rows={rows}
      rowKey={rowKey}
      footer={[texts.labels.report.rows.total, sum(rows, (row) => row.count ?? 0), formatMoney(sum(rows, (row) => row.amount ?? 0))]}
      minWidth={360}
      testId="report-payments"
    />
  );
}

/** Refunds: the number of refund receipts and their amount. */
export function RefundsTable({ counters }: { counters: ReportCounters }) {
  const rows: CounterRow[] = [
    {
      key: 'refunds',
      label: texts.labels.report.rows.refunds,
      count: counters.refundReceiptsCount,
      amount: counters.refundReceiptsTotalAmount,
    },
  ];
  return (
    <ReportTable
      title={texts.labels.report.sections.refunds}
      columns={rowColumns(texts.labels.report.columns.description)}
      rows={rows}
      rowKey={rowKey}
      minWidth={360}
      testId="report-refunds"
    />
  );
}

/**
 * The counters of an X- or Z-report (§ 2-8-2): categories, VAT per rate, total sales and tips, payment lines
 * with their SAF-T codes, order types, sales per operator, receipts, returns, discounts, corrections and the
 * other events (every line, 0 where none), and the grand totals since the cash point started.
 */
export function CountersView({ counters, vatGroups }: { counters: ReportCounters; vatGroups: readonly VatGroup[] }) {
  const operators = operatorRows(counters);
  return (
    <Stack gap="lg" data-testid="report-counters">
      {counters.categories.length > 0 && <CategoriesTable categories={counters.categories} />}
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg" verticalSpacing="lg">
        <VatGroupsTable vatGroups={vatGroups} />
        <ReportTable
          title={texts.labels.settlement.sections.sales}
          columns={rowColumns(texts.labels.report.columns.description)}
          rows={salesRows(counters)}
          rowKey={rowKey}
          minWidth={360}
          testId="report-sales"
        />
      </SimpleGrid>
      <PaymentLinesTable counters={counters} />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg" verticalSpacing="lg">
        <ReportTable
          title={texts.labels.report.sections.orderTypes}
          columns={rowColumns(texts.labels.report.columns.orderType)}
          rows={orderTypeRows(counters)}
          rowKey={rowKey}
          minWidth={360}
          testId="report-order-types"
        />
        <ReportTable
          title={texts.labels.settlement.sections.operators}
          columns={rowColumns(texts.labels.settlement.columns.operator)}
          rows={operators}
          rowKey={rowKey}
          footer={[
            texts.labels.report.rows.total,
            sum(operators, (row) => row.count ?? 0),
            formatMoney(sum(operators, (row) => row.amount ?? 0)),
          ]}
          minWidth={360}
          testId="report-operators"
        />
        <ReportTable
          title={texts.labels.settlement.sections.receipts}
          columns={rowColumns(texts.labels.report.columns.description)}
          rows={receiptAndEventRows(counters)}
          rowKey={rowKey}
          minWidth={360}
          testId="report-receipts"
        />
        <ReportTable
          title={texts.labels.report.sections.grandTotals}
          columns={rowColumns(texts.labels.report.columns.description, { withCount: false })}
          rows={grandTotalRows(counters)}
          rowKey={rowKey}
          minWidth={360}
          testId="report-grand-totals"
        />
      </SimpleGrid>
    </Stack>
  );
}
