import { formatDate, formatDateTime } from '@bakrom/shared/format';
import { ORDER_TYPE_LABELS } from '@bakrom/shared/order-labels';
import { REPORT_HEADER_LABELS as H, REPORT_ROW_LABELS as ROWS } from '@bakrom/shared/report-labels';
import { SALES_CHANNEL_LABELS } from '@bakrom/shared/sales-analytics';
import type { ComparedFigure, SalesAnalytics } from '@bakrom/shared/schemas/sales-analytics';
import { amountText } from './counters-pdf';
import { ReportPdf } from './pdf-document';

/**
 * Salgsanalyse's PDF (Salgsanalyse_<from>_<to>.pdf) and the figures its spreadsheets share: the header lines, the
 * key figures beside the comparison period, the product mix, add-ons, sales per weekday and per hour, channels and
 * order types. Pure: no SQL, no HTTP.
 */

export const SALES_ANALYTICS_TITLE = 'Salgsanalyse';

export const SALES_ANALYTICS_LABELS = {
  period: 'Periode',
  comparison: 'Sammenlignet med',
  previousPeriod: 'forrige periode',
  lastYear: 'samme periode i fjor',
  allLocations: 'Alle avdelinger',
  channel: 'Kanal',
  allChannels: 'Alle kanaler',
  keyFigures: 'Nøkkeltall',
  figure: 'Nøkkeltall',
  value: 'Perioden',
  previous: 'Sammenligning',
  change: 'Endring (%)',
  products: 'Produktmiks',
  product: 'Produkt',
  category: 'Kategori',
  units: 'Antall',
  sales: 'Salg',
  share: 'Andel (%)',
  rank: 'Plass',
  previousSales: 'Salg før',
  notSold: 'Ikke solgt',
  addOns: 'Tillegg',
  categories: 'Kategorier',
  weekdays: 'Salg per ukedag',
  weekday: 'Ukedag',
  hours: 'Salg per time',
  hour: 'Time',
  heatMap: 'Ukedager og timer',
  orders: 'Ordrer',
  channels: 'Kanaler',
  orderTypes: 'Ordretyper',
  orderType: 'Ordretype',
  timeline: 'Salg over tid',
  start: 'Fra',
  noSales: 'Ingen salg i perioden.',
} as const;

export const WEEKDAY_NAMES = ['Mandag', 'Tirsdag', 'Onsdag', 'Torsdag', 'Fredag', 'Lørdag', 'Søndag'] as const;

/** 'kr': øre; '%': a fraction; 'count': a whole number; 'decimal': a number to two decimals. */
export type FigureUnit = 'kr' | '%' | 'count' | 'decimal';

/** The key figures in order, with their label and unit: 'kr' figures are øre, '%' fractions, the rest plain numbers. */
export const KEY_FIGURE_ROWS: { key: keyof SalesAnalytics['keyFigures']; label: string; unit: FigureUnit }[] = [
  { key: 'netSales', label: 'Nettosalg (kr)', unit: 'kr' },
  { key: 'orders', label: 'Ordrer', unit: 'count' },
  { key: 'averageOrderValue', label: 'Snittordre (kr)', unit: 'kr' },
  { key: 'itemsPerOrder', label: 'Varer per ordre', unit: 'decimal' },
  { key: 'refunds', label: 'Refusjoner (kr)', unit: 'kr' },
  { key: 'refundRate', label: 'Refusjonsandel (%)', unit: '%' },
  { key: 'discounts', label: 'Rabatter (kr)', unit: 'kr' },
  { key: 'tips', label: 'Tips (kr)', unit: 'kr' },
];

/** A figure as a plain number in its unit: kroner, percent (to two decimals) or as it is. */
export function figureNumber(value: number, unit: FigureUnit): number {
  if (unit === 'kr') return value / 100;
  if (unit === '%') return Math.round(value * 10_000) / 100;
  return value;
}

/** A fraction as percent to one decimal (0.1234 → 12.3), null staying null. */
export const percentOf = (fraction: number | null) => (fraction === null ? null : Math.round(fraction * 1_000) / 10);

const decimal = (value: number, decimals: number) => value.toFixed(decimals).replace('.', ',');
const percentText = (fraction: number | null) => {
  const percent = percentOf(fraction);
  return percent === null ? '–' : `${percent > 0 ? '+' : ''}${decimal(percent, 1)} %`;
};

function figureText(value: number, unit: FigureUnit): string {
  if (unit === 'kr') return amountText(value);
  if (unit === '%') return `${decimal(value * 100, 2)} %`;
  return unit === 'decimal' ? decimal(value, 2) : String(value);
}

export const productName = (product: { name: string; variantName: string | null }) =>
  product.variantName ? `${product.name} – ${product.variantName}` : product.name;

/** The header lines (the PDF's and the spreadsheets'): location, channel, period, comparison, printed. */
export function salesAnalyticsHeaderLines(report: SalesAnalytics, generatedAt: Date): [string, string][] {
  const L = SALES_ANALYTICS_LABELS;
  const range = (from: string, to: string) => `${formatDate(from)}–${formatDate(to)}`;
  const compared = report.comparison.compare === 'lastYear' ? L.lastYear : L.previousPeriod;
  return [
    [H.location, report.location?.name ?? L.allLocations],
    [L.channel, report.channel ? SALES_CHANNEL_LABELS[report.channel] : L.allChannels],
    [L.period, range(report.period.fromDate, report.period.toDate)],
    [L.comparison, `${range(report.comparison.fromDate, report.comparison.toDate)} (${compared})`],
    [H.generatedAt, formatDateTime(generatedAt)],
  ];
}

/** Net sales and orders per weekday and per hour, added up from the weekday × hour cells. */
export function weekdayAndHourTotals(report: SalesAnalytics) {
  const weekdays = WEEKDAY_NAMES.map((name, index) => ({ name, sales: 0, orders: 0, weekday: index + 1 }));
  const hours = Array.from({ length: 24 }, (_, hour) => ({ hour, sales: 0, orders: 0 }));
  for (const cell of report.heatMap) {
    weekdays[cell.weekday - 1]!.sales += cell.sales;
    weekdays[cell.weekday - 1]!.orders += cell.orders;
    hours[cell.hour]!.sales += cell.sales;
    hours[cell.hour]!.orders += cell.orders;
  }
  return { weekdays, hours: hours.filter((hour) => hour.orders !== 0 || hour.sales !== 0) };
}

export const hourText = (hour: number) => `${String(hour).padStart(2, '0')}–${String((hour + 1) % 24).padStart(2, '0')}`;

export function renderSalesAnalyticsPdf(report: SalesAnalytics, generatedAt: Date): Promise<Buffer> {
  const L = SALES_ANALYTICS_LABELS;
  const pdf = new ReportPdf(SALES_ANALYTICS_TITLE, salesAnalyticsHeaderLines(report, generatedAt));
  const change = (figure: { change: number | null }) => percentText(figure.change);
  pdf.section(L.keyFigures).table(
    [
      { header: L.figure, width: 0.4 },
      { header: L.value, width: 0.2, align: 'right' },
      { header: L.previous, width: 0.2, align: 'right' },
      { header: L.change, width: 0.2, align: 'right' },
    ],
    KEY_FIGURE_ROWS.map(({ key, label, unit }) => {
      const figure: ComparedFigure = report.keyFigures[key];
      return [label, figureText(figure.value, unit), figureText(figure.previous, unit), change(figure)];
    }),
  );
  pdf.section(L.products);
  if (report.products.length === 0) pdf.note(L.noSales);
  else
    pdf.table(
      [
        { header: L.rank, width: 0.07, align: 'right' },
        { header: L.product, width: 0.3 },
        { header: L.category, width: 0.18 },
        { header: L.units, width: 0.09, align: 'right' },
        { header: L.sales, width: 0.14, align: 'right' },
        { header: L.share, width: 0.1, align: 'right' },
        { header: L.change, width: 0.12, align: 'right' },
      ],
      report.products.map((product) => [
        String(product.rank),
        product.notSold ? `${productName(product)} (${L.notSold.toLowerCase()})` : productName(product),
        product.categoryName,
        String(product.units),
        amountText(product.sales),
        decimal(product.share * 100, 1),
        change(product),
      ]),
    );
  if (report.addOns.length > 0)
    pdf.section(L.addOns).table(
      [
        { header: L.rank, width: 0.07, align: 'right' },
        { header: L.product, width: 0.48 },
        { header: L.units, width: 0.09, align: 'right' },
        { header: L.sales, width: 0.14, align: 'right' },
        { header: L.share, width: 0.1, align: 'right' },
        { header: L.change, width: 0.12, align: 'right' },
      ],
      report.addOns.map((addOn) => [
        String(addOn.rank),
        addOn.name,
        String(addOn.units),
        amountText(addOn.sales),
        decimal(addOn.share * 100, 1),
        change(addOn),
      ]),
    );
  const { weekdays, hours } = weekdayAndHourTotals(report);
  const salesColumns = (first: string) => [
    { header: first, width: 0.4 },
    { header: L.orders, width: 0.2, align: 'right' as const },
    { header: L.sales, width: 0.4, align: 'right' as const },
  ];
  pdf.section(L.weekdays).table(
    salesColumns(L.weekday),
    weekdays.map((day) => [day.name, String(day.orders), amountText(day.sales)]),
  );
  if (hours.length > 0)
    pdf.section(L.hours).table(
      salesColumns(L.hour),
      hours.map((hour) => [hourText(hour.hour), String(hour.orders), amountText(hour.sales)]),
    );
  const comparedColumns = (first: string) => [
    { header: first, width: 0.28 },
    { header: L.orders, width: 0.12, align: 'right' as const },
    { header: L.sales, width: 0.2, align: 'right' as const },
    { header: L.previousSales, width: 0.2, align: 'right' as const },
    { header: L.change, width: 0.2, align: 'right' as const },
  ];
  const channelTotal = [
    ROWS.total,
    String(report.keyFigures.orders.value),
    amountText(report.keyFigures.netSales.value),
    amountText(report.keyFigures.netSales.previous),
    change(report.keyFigures.netSales),
  ];
  pdf
    .section(L.channels)
    .table(
      comparedColumns(L.channel),
      [
        ...report.channels.map((row) => [
          SALES_CHANNEL_LABELS[row.channel],
          String(row.orders),
          amountText(row.sales),
          amountText(row.previousSales),
          change(row),
        ]),
        channelTotal,
      ],
      { totalRow: true },
    );
  pdf
    .section(L.orderTypes)
    .table(
      comparedColumns(L.orderType),
      [
        ...report.orderTypes.map((row) => [
          ORDER_TYPE_LABELS[row.orderType],
          String(row.orders),
          amountText(row.sales),
          amountText(row.previousSales),
          change(row),
        ]),
        channelTotal,
      ],
      { totalRow: true },
    );
  return pdf.finish();
}
