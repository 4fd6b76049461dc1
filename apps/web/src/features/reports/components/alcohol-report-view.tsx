import { Stack } from '@mantine/core';
import { formatDate, formatMoney } from '@bakrom/shared/format';
import { vatRateLabel } from '@bakrom/shared/report-labels';
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
          { label: texts.labels.report.headers.location, value: report.location.name, testId: 'report-location-name' },
          {
            label: texts.labels.report.headers.period,
            value: t.header.period(formatDate(report.fromDate), formatDate(report.toDate)),
            testId: 'report-period',
          },
        ]}
        actions={<DownloadButtons merchant={merchant} report="alcoholReport" query={params} title={t.titles.alcoholReport} />}
      />
      <ReportTable<AlcoholReport['total']>
        title={t.alcohol.total}
        columns={[
          { key: 'count', label: texts.labels.report.columns.count, numeric: true, render: (row) => row.count },
          { key: 'vat', label: texts.labels.report.columns.vat, numeric: true, render: (row) => formatMoney(row.vatAmount) },
          {
            key: 'net',
            label: texts.labels.report.columns.net,
            numeric: true,
            render: (row) => formatMoney(row.amountWithVat - row.vatAmount),
          },
          { key: 'withVat', label: texts.labels.report.columns.withVat, numeric: true, render: (row) => formatMoney(row.amountWithVat) },
        ]}
        rows={[report.total]}
        rowKey={() => 'total'}
        minWidth={440}
        testId="alcohol-total"
      />
      <ReportTable<Category>
        title={texts.reports.alcohol.perCategory}
        columns={[
          { key: 'name', label: texts.labels.report.columns.category, render: (row) => row.name },
          { key: 'vatRate', label: texts.labels.report.columns.vatRate, numeric: true, render: (row) => vatRateLabel(row.vatRate) },
          { key: 'count', label: texts.labels.report.columns.count, numeric: true, render: (row) => row.count },
          { key: 'vat', label: texts.labels.report.columns.vat, numeric: true, render: (row) => formatMoney(row.vatAmount) },
          { key: 'withVat', label: texts.labels.report.columns.withVat, numeric: true, render: (row) => formatMoney(row.amountWithVat) },
        ]}
        rows={report.categories}
        rowKey={(row, index) => `${row.id ?? row.name}-${row.vatRate}-${index}`}
        footer={[
          texts.labels.report.rows.total,
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
