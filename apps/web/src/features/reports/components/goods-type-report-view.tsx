import { Stack, Text } from '@mantine/core';
import { formatMoney, osloDate } from '@bakrom/shared/format';
import type { GoodsTypeReport, GoodsTypeRow } from '@bakrom/shared/schemas/goods-type-report';
import { texts } from '@/i18n';
import { goodsTypeFileStem } from '../api/download-report';
import { useGoodsTypeReport } from '../api/get-goods-type-report';
import { DownloadButtons } from './download-buttons';
import { ReportChoiceScreen, ReportResult } from './report-choice-screen';
import { companyLines, ReportHeader } from './report-header';
import { ReportTable } from './report-table';

const FIELDS = ['locationId', 'year'] as const;

const quantityFormat = new Intl.NumberFormat('nb-NO', { maximumFractionDigits: 3 });

/** A quantity as the money beside it: groups with a no-break space, a Norwegian decimal comma and minus. */
function formatQuantity(quantity: number): string {
  return quantityFormat.format(quantity).replace(/\s/g, '\u00a0').replace('\u2212', '-');
}

/** Nothing sold nor refunded that year: every goods type's figures are 0. */
function isEmptyYear(report: GoodsTypeReport): boolean {
  return report.rows.every((row) => row.quantity === 0 && row.netAmount === 0 && row.vatAmount === 0 && row.grossAmount === 0);
}

function GoodsTypeContent({ merchant, report, params }: { merchant: string; report: GoodsTypeReport; params: Record<string, string> }) {
  const t = texts.reports;
  return (
    <Stack gap="lg" data-testid="goods-type-report">
      {isEmptyYear(report) && (
        <Text c="dimmed" data-testid="goods-type-nothing-sold">
          {t.empty.goodsTypeReport(String(report.year))}
        </Text>
      )}
      <ReportHeader
        title={t.titles.goodsTypeReport}
        lines={[
          ...companyLines(report.company),
          { label: texts.labels.report.headers.location, value: report.location.name, testId: 'report-location-name' },
          { label: t.pickers.year, value: report.year, testId: 'report-year-shown' },
        ]}
        actions={
          <DownloadButtons
            merchant={merchant}
            report="goodsTypeReport"
            query={params}
            title={t.titles.goodsTypeReport}
            fileStem={goodsTypeFileStem(report.year)}
          />
        }
      />
      <ReportTable<GoodsTypeRow>
        title={t.goodsType.perGoodsType}
        columns={[
          { key: 'name', label: t.goodsType.goodsType, render: (row) => row.name },
          { key: 'quantity', label: texts.labels.report.columns.count, numeric: true, render: (row) => formatQuantity(row.quantity) },
          { key: 'net', label: texts.labels.report.columns.net, numeric: true, render: (row) => formatMoney(row.netAmount) },
          { key: 'vat', label: texts.labels.report.columns.vat, numeric: true, render: (row) => formatMoney(row.vatAmount) },
          { key: 'gross', label: texts.labels.report.columns.withVat, numeric: true, render: (row) => formatMoney(row.grossAmount) },
        ]}
        rows={report.rows}
        rowKey={(row) => row.articleGroup}
        footer={[
          texts.labels.report.rows.total,
          formatQuantity(report.total.quantity),
          formatMoney(report.total.netAmount),
          formatMoney(report.total.vatAmount),
          formatMoney(report.total.grossAmount),
        ]}
        minWidth={600}
        testId="goods-type-rows"
      />
    </Stack>
  );
}

/**
 * /goodsTypeReport (Særskilt registrering): a licensed location's sales of a year per goods type, every
 * one of the nine SAF-T article groups with its quantity and amounts, with PDF, CSV and Excel.
 */
export function GoodsTypeReportView({ merchant }: { merchant: string }) {
  const t = texts.reports;
  const today = osloDate();
  return (
    <ReportChoiceScreen
      merchant={merchant}
      title={t.titles.goodsTypeReport}
      intro={<Text c="dimmed">{t.goodsType.intro}</Text>}
      fields={FIELDS}
      useReport={useGoodsTypeReport}
      defaults={{ year: today.slice(0, 4) }}
      maxDate={today}
      submitLabel={t.show.goodsTypeReport}
    >
      {(choice) => (
        // A year without sales is still a report to file: its nine zero rows, with a note.
        <ReportResult choice={choice} isEmpty={() => false} emptyText={t.empty.goodsTypeReport(choice.params?.year ?? '')}>
          {(report, params) => <GoodsTypeContent merchant={merchant} report={report} params={params} />}
        </ReportResult>
      )}
    </ReportChoiceScreen>
  );
}
