import { formatDateTime } from '@bakrom/shared/format';
import { REPORT_COLUMN_LABELS as COLUMNS, REPORT_HEADER_LABELS as H, REPORT_ROW_LABELS as ROWS } from '@bakrom/shared/report-labels';
import { GOODS_TYPE_REPORT_TITLE } from '@bakrom/shared/report-labels';
import type { GoodsTypeReport } from '@bakrom/shared/schemas/goods-type-report';
import { SETTLEMENT_COLUMN_LABELS } from '@bakrom/shared/settlement-lines';
import { amountText, companyLines } from './counters-pdf';
import { ReportPdf } from './pdf-document';

/**
 * Særskilt registrering's PDF (Saerskilt_registrering_<year>.pdf): the header lines, then one row per SAF-T
 * article group in the code list's order with units, the amounts without VAT, the VAT and with VAT, and the
 * total. Amounts '1 234,50'. Pure: no SQL, no HTTP.
 */

/** The labels the other reports have no use for. */
export const GOODS_TYPE_LABELS = {
  year: 'År',
  articleGroup: 'Varegruppe',
  section: 'Salg per varegruppe',
} as const;

/** The header lines (the PDF's and the spreadsheets'): company, organisation number, location, year, printed. */
export function goodsTypeHeaderLines(report: GoodsTypeReport, generatedAt: Date): [string, string][] {
  return [
    ...companyLines(report.company),
    [H.location, report.location.name],
    [GOODS_TYPE_LABELS.year, String(report.year)],
    [H.generatedAt, formatDateTime(generatedAt)],
  ];
}

export function renderGoodsTypePdf(report: GoodsTypeReport, generatedAt: Date): Promise<Buffer> {
  const pdf = new ReportPdf(GOODS_TYPE_REPORT_TITLE, goodsTypeHeaderLines(report, generatedAt));
  const { total } = report;
  pdf.section(GOODS_TYPE_LABELS.section).table(
    [
      { header: SETTLEMENT_COLUMN_LABELS.saftCode, width: 0.12 },
      { header: GOODS_TYPE_LABELS.articleGroup, width: 0.32 },
      { header: COLUMNS.count, width: 0.1, align: 'right' },
      { header: COLUMNS.net, width: 0.17, align: 'right' },
      { header: COLUMNS.vat, width: 0.12, align: 'right' },
      { header: COLUMNS.withVat, width: 0.17, align: 'right' },
    ],
    [
      ...report.rows.map((row) => [
        row.articleGroup,
        row.name,
        String(row.quantity),
        amountText(row.netAmount),
        amountText(row.vatAmount),
        amountText(row.grossAmount),
      ]),
      [ROWS.total, '', String(total.quantity), amountText(total.netAmount), amountText(total.vatAmount), amountText(total.grossAmount)],
    ],
    { totalRow: true },
  );
  return pdf.finish();
}
