import { Stack } from '@mantine/core';
import { formatDate, formatMoney } from '@bakrom/shared/format';
import {
  REPORT_COLUMN_LABELS as COLUMNS,
  REPORT_HEADER_LABELS as H,
  REPORT_ROW_LABELS as ROWS,
  REPORT_SECTION_LABELS as SECTIONS,
  terminalLabel,
  type CounterRow,
} from '@bakrom/shared/report-labels';
import type { TotalSalesReport } from '@bakrom/shared/schemas/reports';
import { SETTLEMENT_ROW_LABELS, SETTLEMENT_SECTION_LABELS } from '@bakrom/shared/settlement-lines';
import { texts } from '@/i18n';
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
    { key: 'turnover', label: SETTLEMENT_ROW_LABELS.totalSales, count: counters.saleReceiptsCount, amount: turnover },
    { key: 'tips', label: ROWS.tips, count: counters.tipsCount, amount: counters.tips },
  ];
  return (
    <ReportTable<CounterRow>
      title={SETTLEMENT_SECTION_LABELS.sales}
      columns={rowColumns(COLUMNS.description)}
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
  const title = `${t.titles.totalSalesReport} – ${terminalLabel(report.terminal)}`;
  // The location's terminals are in the cache already (the picker's list): they name the Z-reports' terminals.
  const terminals = useTerminalsForLocation(merchant, report.location.id);
  const terminalName = (id: string) => {
    const terminal = terminals.data?.find((candidate) => candidate.id === id);
    return terminal ? terminalLabel(terminal) : '';
  };
  return (
    <Stack gap="lg" data-testid="total-sales-report">
      <ReportHeader
        title={title}
        lines={[
          ...companyLines(report.company),
          { label: H.location, value: report.location.name, testId: 'report-location-name' },
          { label: H.period, value: t.header.period(formatDate(report.fromDate), formatDate(report.toDate)), testId: 'report-period' },
          { label: SECTIONS.zReports, value: report.zReports.length },
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
        title={SECTIONS.zReports}
        columns={[
          { key: 'nr', label: COLUMNS.zNr, render: (row) => row.nr },
          { key: 'date', label: COLUMNS.date, className: classes.nowrap, render: (row) => formatDate(row.businessDate) },
          { key: 'terminal', label: COLUMNS.terminal, render: (row) => terminalName(row.terminalId) },
          { key: 'vat', label: COLUMNS.vat, numeric: true, render: (row) => formatMoney(row.vatAmount) },
          { key: 'withVat', label: COLUMNS.withVat, numeric: true, render: (row) => formatMoney(row.amountWithVat) },
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
