import { SimpleGrid, Stack } from '@mantine/core';
import { formatDate, formatMoney, osloDate } from '@bakrom/shared/format';
import { cardTypeLabel, type CounterRow } from '@bakrom/shared/report-labels';
import type { TransactionsReport } from '@bakrom/shared/schemas/reports';
import { ScreenState } from '@/components/screen-state';
import { texts } from '@/i18n';
import { useTransactionsReport } from '../api/get-transactions-report';
import { startOfMonth, type ReportValues } from '../report-params';
import { useReportParams } from '../use-report-params';
import { DownloadButtons } from './download-buttons';
import { ReportForm } from './report-form';
import { ReportHeader } from './report-header';
import { ReportScreen } from './report-screen';
import { ReportTable, type ReportColumn } from './report-table';

const FIELDS = ['fromDate', 'toDate'] as const;

/** The columns of the card tables, titled in the current language. */
const columns = (): ReportColumn<CounterRow>[] => [
  { key: 'label', label: texts.labels.report.columns.cardType, render: (row) => row.label },
  { key: 'count', label: texts.labels.report.columns.count, numeric: true, render: (row) => row.count },
  { key: 'amount', label: texts.labels.report.columns.amount, numeric: true, render: (row) => formatMoney(row.amount ?? 0) },
];

const total = (rows: CounterRow[]) => [
  texts.labels.report.rows.total,
  rows.reduce((sum, row) => sum + (row.count ?? 0), 0),
  formatMoney(rows.reduce((sum, row) => sum + (row.amount ?? 0), 0)),
];

/** The card payments (BankAxept against every other card type) and the refunded ones. */
export function transactionRows(report: TransactionsReport): { cards: CounterRow[]; refunds: CounterRow[]; byCardType: CounterRow[] } {
  return {
    cards: [
      {
        key: 'bankAxept',
        label: texts.labels.report.transactionRows.bankAxept,
        count: report.bankAxeptCount,
        amount: report.bankAxeptPaymentsTotalAmount,
      },
      {
        key: 'nonBankAxept',
        label: texts.labels.report.transactionRows.nonBankAxept,
        count: report.nonBankAxeptCount,
        amount: report.nonBankAxeptPaymentsTotalAmount,
      },
    ],
    refunds: [
      {
        key: 'refundedBankAxept',
        label: texts.labels.report.transactionRows.refundedBankAxept,
        count: report.refundedBankAxeptCount,
        amount: report.refundedBankAxeptPaymentsTotalAmount,
      },
      {
        key: 'refundedNonBankAxept',
        label: texts.labels.report.transactionRows.refundedNonBankAxept,
        count: report.refundedNonBankAxeptCount,
        amount: report.refundedNonBankAxeptPaymentsTotalAmount,
      },
    ],
    byCardType: report.nonBankAxeptByCardType.map((row) => ({
      key: row.cardType,
      label: cardTypeLabel(row.cardType),
      count: row.count,
      amount: row.amount,
    })),
  };
}

function TransactionsContent({
  merchant,
  report,
  params,
}: {
  merchant: string;
  report: TransactionsReport;
  params: Record<string, string>;
}) {
  const t = texts.reports;
  const rows = transactionRows(report);
  return (
    <Stack gap="lg" data-testid="transactions-report">
      <ReportHeader
        title={t.titles.transactionsReport}
        lines={[
          {
            label: texts.labels.report.headers.period,
            value: t.header.period(formatDate(report.fromDate), formatDate(report.toDate)),
            testId: 'report-period',
          },
        ]}
        actions={<DownloadButtons merchant={merchant} report="transactionsReport" query={params} title={t.titles.transactionsReport} />}
      />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg" verticalSpacing="lg">
        <ReportTable
          title={texts.labels.report.sections.cards}
          columns={columns()}
          rows={rows.cards}
          rowKey={(row) => row.key}
          footer={total(rows.cards)}
          minWidth={360}
          testId="transactions-cards"
        />
        <ReportTable
          title={texts.labels.report.sections.cardRefunds}
          columns={columns()}
          rows={rows.refunds}
          rowKey={(row) => row.key}
          footer={total(rows.refunds)}
          minWidth={360}
          testId="transactions-refunds"
        />
        {rows.byCardType.length > 0 && (
          <ReportTable
            title={t.transactions.cardTypes}
            columns={columns()}
            rows={rows.byCardType}
            rowKey={(row) => row.key}
            minWidth={360}
            testId="transactions-card-types"
          />
        )}
      </SimpleGrid>
    </Stack>
  );
}

function TransactionsBody({ merchant }: { merchant: string }) {
  const t = texts.reports;
  const { shown, key, params, submit: showOrRefresh } = useReportParams(FIELDS);
  const report = useTransactionsReport(merchant, params);
  const today = osloDate();

  const submit = (values: ReportValues) => showOrRefresh(values, report.refetch);

  return (
    <>
      <ReportForm
        merchant={merchant}
        locations={[]}
        fields={FIELDS}
        shown={shown}
        shownKey={key}
        defaults={{ fromDate: startOfMonth(today), toDate: today }}
        maxDate={today}
        submitLabel={t.show.transactionsReport}
        onSubmit={submit}
      />
      {params && (
        <ScreenState query={report}>{(data) => <TransactionsContent merchant={merchant} report={data} params={params} />}</ScreenState>
      )}
    </>
  );
}

/** /transactionsReport 'Transaksjoner' (super admin, spec part 1 §2): card payments of a period, BankAxept against other cards, and refunds, with PDF, CSV and Excel. */
export function TransactionsReportView({ merchant }: { merchant: string }) {
  return (
    <ReportScreen merchant={merchant} title={texts.reports.titles.transactionsReport}>
      {() => <TransactionsBody merchant={merchant} />}
    </ReportScreen>
  );
}
