import { Stack } from '@mantine/core';
import { formatDate, formatMoney } from '@bakrom/shared/format';
import { REPORT_COLUMN_LABELS as COLUMNS, REPORT_HEADER_LABELS as H, REPORT_ROW_LABELS, vatRateLabel } from '@bakrom/shared/report-labels';
import type { AlcoholReport } from '@bakrom/shared/schemas/reports';
import { texts } from '@/i18n';
import { useAlcoholReport } from '../api/get-alcohol-report';
import { DownloadButtons } from './download-buttons';
import { companyLines, ReportHeader } from './report-header';
import { PeriodReportScreen } from './period-report-screen';
import { ReportTable } from './report-table';

const FIELDS = ['locationId', 'fromDate', 'toDate'] as const;

type Category = AlcoholReport['categories'][number];

function AlcoholContent({ merchant, report, params }: { merchant: string; report: AlcoholReport; params: Record<string, string> }) {
  const t = texts.reports;
  return (
    <Stack gap="lg" data-testid="alcohol-report">
      <ReportHeader
        title={t.titles.alcoholReport}
        lines={[
          ...companyLines(report.company),
          { label: H.location, value: report.location.name, testId: 'report-location-name' },
          { label: H.period, value: t.header.period(formatDate(report.fromDate), formatDate(report.toDate)), testId: 'report-period' },
        ]}
        actions={<DownloadButtons merchant={merchant} report="alcoholReport" query={params} title={t.titles.alcoholReport} />}
      />
      <ReportTable<AlcoholReport['total']>
        title={t.alcohol.total}
        columns={[
          { key: 'count', label: COLUMNS.count, numeric: true, render: (row) => row.count },
          { key: 'vat', label: COLUMNS.vat, numeric: true, render: (row) => formatMoney(row.vatAmount) },
          { key: 'net', label: COLUMNS.net, numeric: true, render: (row) => formatMoney(row.amountWithVat - row.vatAmount) },
          { key: 'withVat', label: COLUMNS.withVat, numeric: true, render: (row) => formatMoney(row.amountWithVat) },
        ]}
        rows={[report.total]}
        rowKey={() => 'total'}
        minWidth={440}
        testId="alcohol-total"
      />
      <ReportTable<Category>
        title={texts.reports.alcohol.perCategory}
        columns={[
          { key: 'name', label: COLUMNS.category, render: (row) => row.name },
          { key: 'vatRate', label: COLUMNS.vatRate, numeric: true, render: (row) => vatRateLabel(row.vatRate) },
          { key: 'count', label: COLUMNS.count, numeric: true, render: (row) => row.count },
          { key: 'vat', label: COLUMNS.vat, numeric: true, render: (row) => formatMoney(row.vatAmount) },
          { key: 'withVat', label: COLUMNS.withVat, numeric: true, render: (row) => formatMoney(row.amountWithVat) },
        ]}
        rows={report.categories}
        rowKey={(row, index) => `${row.id ?? row.name}-${row.vatRate}-${index}`}
        footer={[
          REPORT_ROW_LABELS.total,
          '',
          report.total.count,
          formatMoney(report.total.vatAmount),
          formatMoney(report.total.amountWithVat),
        ]}
        minWidth={600}
        testId="alcohol-categories"
      />
    </Stack>
  );
}

/** /alcoholReport (spec part 1 §2): alcohol sold at a location in a period, in total and per category, with PDF, CSV and Excel. */
export function AlcoholReportView({ merchant }: { merchant: string }) {
  const t = texts.reports;
  return (
    <PeriodReportScreen
      merchant={merchant}
      title={t.titles.alcoholReport}
      fields={FIELDS}
      useReport={useAlcoholReport}
      submitLabel={t.show.alcoholReport}
      isEmpty={(data) => data.categories.length === 0 && data.total.count === 0}
      emptyText={t.empty.alcoholReport}
    >
      {(report, params) => <AlcoholContent merchant={merchant} report={report} params={params} />}
    </PeriodReportScreen>
  );
}
