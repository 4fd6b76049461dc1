import { Stack } from '@mantine/core';
import { formatDate, formatMoney, osloDate } from '@bakrom/shared/format';
import { REPORT_COLUMN_LABELS as COLUMNS, REPORT_HEADER_LABELS as H, REPORT_ROW_LABELS, vatRateLabel } from '@bakrom/shared/report-labels';
import type { AlcoholReport, ReportGui } from '@bakrom/shared/schemas/reports';
import { ScreenState } from '@/components/screen-state';
import { nb } from '@/i18n/nb';
import { useAlcoholReport } from '../api/get-alcohol-report';
import { startOfMonth, type ReportValues } from '../report-params';
import { useReportParams } from '../use-report-params';
import { DownloadButtons } from './download-buttons';
import { ReportForm } from './report-form';
import { companyLines, ReportHeader } from './report-header';
import { ReportScreen } from './report-screen';
import { ReportTable } from './report-table';

const FIELDS = ['locationId', 'fromDate', 'toDate'] as const;

type Category = AlcoholReport['categories'][number];

function AlcoholContent({ merchant, report, params }: { merchant: string; report: AlcoholReport; params: Record<string, string> }) {
  const t = nb.reports;
  return (
    <Stack gap="lg" data-testid="alcohol-report">
      <ReportHeader
        title={t.titles.alcoholReport}
        lines={[
          ...companyLines(report.company),
          { label: H.location, value: report.location.name, testId: 'report-location-name' },
          { label: H.period, value: t.header.period(formatDate(report.fromDate), formatDate(report.toDate)), testId: 'report-period' },
        ]}
        actions={
          <DownloadButtons
            merchant={merchant}
            reportName={t.titles.alcoholReport}
            downloads={[{ kind: 'alcoholReport', format: 'pdf', params }]}
          />
        }
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
        title={nb.reports.alcohol.perCategory}
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

function AlcoholBody({ merchant, gui }: { merchant: string; gui: ReportGui }) {
  const t = nb.reports;
  const { shown, key, params, submit: showOrRefresh } = useReportParams(FIELDS);
  const report = useAlcoholReport(merchant, params);
  const today = osloDate();

  const submit = (values: ReportValues) => showOrRefresh(values, report.refetch);

  return (
    <>
      <ReportForm
        merchant={merchant}
        locations={gui.locations}
        fields={FIELDS}
        shown={shown}
        shownKey={key}
        defaults={{ fromDate: startOfMonth(today), toDate: today }}
        maxDate={today}
        submitLabel={t.show.alcoholReport}
        onSubmit={submit}
      />
      {params && (
        <ScreenState
          query={report}
          isEmpty={(data) => data.categories.length === 0 && data.total.count === 0}
          emptyText={t.empty.alcoholReport}
        >
          {(data) => <AlcoholContent merchant={merchant} report={data} params={params} />}
        </ScreenState>
      )}
    </>
  );
}

/** /alcoholReport (spec part 1 §2): alcohol sold at a location in a period, in total and per category. */
export function AlcoholReportView({ merchant }: { merchant: string }) {
  return (
    <ReportScreen merchant={merchant} title={nb.reports.titles.alcoholReport}>
      {(gui) => <AlcoholBody merchant={merchant} gui={gui} />}
    </ReportScreen>
  );
}
