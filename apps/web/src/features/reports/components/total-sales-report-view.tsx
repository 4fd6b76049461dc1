import { Stack } from '@mantine/core';
import { formatDate, formatMoney } from '@bakrom/shared/format';
import { terminalLabel, type CounterRow } from '@bakrom/shared/report-labels';
import type { TotalSalesReport } from '@bakrom/shared/schemas/reports';
import { sharedLabel, texts } from '@/i18n';
import { useTerminalsForLocation } from '../api/get-terminals-for-location';
import { useTotalSalesReport } from '../api/get-total-sales-report';
import { CategoriesTable, PaymentLinesTable, PaymentsTable, RefundsTable, rowColumns, VatGroupsTable } from './counters-view';
import { DownloadButtons } from './download-buttons';
import { companyLines, ReportHeader } from './report-header';
import { PeriodReportScreen } from './period-report-screen';
import { ReportTable } from './report-table';
import classes from './reports.module.css';

const FIELDS = ['locationId', 'terminalId', 'fromDate', 'toDate'] as const;

type ZRow = TotalSalesReport['zReports'][number];

/**
 * The turnover of the table above it and the tips, with what they came to together: what the payment
 * lines below (bonus points included) add up to.
 */
function PaidTable({ report }: { report: TotalSalesReport }) {
  const turnover = report.vatGroups.reduce((sum, group) => sum + group.amountWithVat, 0);
  const { counters } = report;
  const rows: CounterRow[] = [
    { key: 'turnover', label: texts.labels.settlement.rows.totalSales, count: counters.saleReceiptsCount, amount: turnover },
    { key: 'tips', label: texts.labels.report.rows.tips, count: counters.tipsCount, amount: counters.tips },
  ];
  return (
    <ReportTable<CounterRow>
      title={texts.labels.settlement.sections.sales}
      columns={rowColumns(texts.labels.report.columns.description)}
      rows={rows}
      rowKey={(row) => row.key}
      footer={[texts.reports.totalSales.paid, '', formatMoney(turnover + counters.tips)]}
      minWidth={360}
      testId="report-paid"
    />
  );
}

function TotalSalesContent({ merchant, report, params }: { merchant: string; report: TotalSalesReport; params: Record<string, string> }) {
  const t = texts.reports;
  const title = `${t.titles.totalSalesReport} – ${sharedLabel(terminalLabel(report.terminal))}`;
  // The location's terminals are in the cache already (the picker's list): they name the Z-reports' terminals.
  const terminals = useTerminalsForLocation(merchant, report.location.id);
  const terminalName = (id: string) => {
    const terminal = terminals.data?.find((candidate) => candidate.id === id);
    return terminal ? sharedLabel(terminalLabel(terminal)) : '';
  };
  return (
    <Stack gap="lg" data-testid="total-sales-report">
      <ReportHeader
        title={title}
        lines={[
          ...companyLines(report.company),
          { label: texts.labels.report.headers.location, value: report.location.name, testId: 'report-location-name' },
          {
            label: texts.labels.report.headers.period,
            value: t.header.period(formatDate(report.fromDate), formatDate(report.toDate)),
            testId: 'report-period',
          },
          { label: texts.labels.report.sections.zReports, value: report.zReports.length },
        ]}
        actions={<DownloadButtons merchant={merchant} report="totalSalesReport" query={params} title={t.titles.totalSalesReport} />}
      />
      <VatGroupsTable vatGroups={report.vatGroups} title={t.totalSales.turnover} />
      {report.counters.categories.length > 0 && <CategoriesTable categories={report.counters.categories} />}
      <PaidTable report={report} />
      {/* The payment lines (bonus points among them) add up to what was paid; Z-reports stored before them have the groups only. */}
      {report.counters.paymentLines.length > 0 ? (
        <PaymentLinesTable counters={report.counters} />
      ) : (
        <PaymentsTable counters={report.counters} />
      )}
      <RefundsTable counters={report.counters} />
      <ReportTable<ZRow>
        title={texts.labels.report.sections.zReports}
        columns={[
          { key: 'nr', label: texts.labels.report.columns.zNr, render: (row) => row.nr },
          {
            key: 'date',
            label: texts.labels.report.columns.date,
            className: classes.nowrap,
            render: (row) => formatDate(row.businessDate),
          },
          { key: 'terminal', label: texts.labels.report.columns.terminal, render: (row) => terminalName(row.terminalId) },
          { key: 'vat', label: texts.labels.report.columns.vat, numeric: true, render: (row) => formatMoney(row.vatAmount) },
          { key: 'withVat', label: texts.labels.report.columns.withVat, numeric: true, render: (row) => formatMoney(row.amountWithVat) },
        ]}
        rows={report.zReports}
        rowKey={(row) => row.id}
        minWidth={560}
        testId="report-z-list"
      />
    </Stack>
  );
}

/** /totalSalesReport 'Omsetningsrapport' (spec part 1 §2): a period's settled turnover of a terminal or all of them, with PDF, CSV and Excel. */
export function TotalSalesReportView({ merchant }: { merchant: string }) {
  const t = texts.reports;
  return (
    <PeriodReportScreen
      merchant={merchant}
      title={t.titles.totalSalesReport}
      fields={FIELDS}
      useReport={useTotalSalesReport}
      submitLabel={t.show.totalSalesReport}
      withAllTerminals
      isEmpty={(data) => data.empty}
      emptyText={t.empty.totalSalesReport}
    >
      {(report, params) => <TotalSalesContent merchant={merchant} report={report} params={params} />}
    </PeriodReportScreen>
  );
}
