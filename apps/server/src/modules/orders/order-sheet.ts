import { formatDate, formatDateTime } from '@bakrom/shared/format';
import type { OrderChannel, OrderStatus, OrderType, PaymentType } from '@bakrom/shared/enums';
import { ORDER_CHANNEL_LABELS, ORDER_STATUS_LABELS, ORDER_TYPE_LABELS, PAYMENT_TYPE_FILTER_LABELS } from '@bakrom/shared/order-labels';
import { REPORT_ROW_LABELS } from '@bakrom/shared/report-labels';
import type { OrderListFilters, OrderTotals } from '@bakrom/shared/schemas/orders';
import type { SheetTable } from '../reports/spreadsheet';
import type { OrderExportRow } from './repository';

/**
 * The orders list as the CSV and Excel downloads hold it (pure: no SQL, no HTTP): a header table (merchant,
 * period, the filters), then one row per order, newest first, with the totals of them all as the last row.
 */

export const ORDERS_SHEET_TITLE = 'Ordrer';
const NOT_SET = 'NOT_SET';
const TOTAL = REPORT_ROW_LABELS.total;

/** The period of the filters in words: '01.11.2026–27.11.2026', 'fra 01.11.2026', 'til 27.11.2026' or 'alle datoer'. */
export function periodText(filters: Pick<OrderListFilters, 'fromDate' | 'toDate'>, separator = '–'): string {
  const { fromDate, toDate } = filters;
  if (fromDate && toDate) return `${formatDate(fromDate)}${separator}${formatDate(toDate)}`;
  if (fromDate) return `fra ${formatDate(fromDate)}`;
  if (toDate) return `til ${formatDate(toDate)}`;
  return 'alle datoer';
}

/** The attachment's name: the merchant, the period and the format ('Ordrer Demo Pizza 01.11.2026-27.11.2026.csv'). */
export function ordersFileName(merchantName: string, filters: OrderListFilters, format: 'csv' | 'xlsx'): string {
  return `${ORDERS_SHEET_TITLE} ${merchantName} ${periodText(filters, '-')}.${format}`;
}

/** The filters other than the period, as the header names them; 'Ingen' without any. */
function filterText(filters: OrderListFilters, locationName: string | undefined): string {
  const parts = [
    locationName && `Avdeling: ${locationName}`,
    filters.status && `Status: ${ORDER_STATUS_LABELS[filters.status]}`,
    filters.channel && `Kanal: ${ORDER_CHANNEL_LABELS[filters.channel]}`,
    filters.paymentType && `Betalingsmåte: ${PAYMENT_TYPE_FILTER_LABELS[filters.paymentType]}`,
    filters.q && `Søk: ${filters.q}`,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : 'Ingen';
}

const shown = (value: string) => (value === NOT_SET ? '' : value);

export function ordersTables(input: {
  merchantName: string;
  locationName?: string;
  filters: OrderListFilters;
  rows: readonly OrderExportRow[];
  totals: OrderTotals;
}): SheetTable[] {
  const { merchantName, locationName, filters, rows, totals } = input;
  return [
    {
      title: ORDERS_SHEET_TITLE,
      columns: [
        { header: 'Beskrivelse', kind: 'text' },
        { header: '', kind: 'text' },
      ],
      rows: [
        ['Forhandler', merchantName],
        ['Periode', periodText(filters)],
        ['Filtre', filterText(filters, locationName)],
        ['Antall ordrer', String(totals.count)],
      ],
    },
    {
      title: 'Ordreliste',
      columns: [
        { header: 'Ordrenr.', kind: 'count' },
        { header: 'Bestilt', kind: 'text' },
        { header: 'Avdeling', kind: 'text' },
        { header: 'Kanal', kind: 'text' },
        { header: 'Ordretype', kind: 'text' },
        { header: 'Status', kind: 'text' },
        { header: 'Navn', kind: 'text' },
        { header: 'Mobilnummer', kind: 'text' },
        { header: 'Betaling', kind: 'text' },
        { header: 'Beløp', kind: 'amount' },
        { header: 'Tips', kind: 'amount' },
        { header: 'Refundert', kind: 'amount' },
      ],
      rows: [
        ...rows.map((row) => [
          row.orderNumber,
          formatDateTime(row.orderedAt),
          row.locationName,
          ORDER_CHANNEL_LABELS[row.channel as OrderChannel] ?? row.channel,
          ORDER_TYPE_LABELS[row.orderType as OrderType] ?? row.orderType,
          ORDER_STATUS_LABELS[row.orderStatus as OrderStatus] ?? row.orderStatus,
          shown(row.name),
          shown(row.mobileNumber),
          row.paymentTypes.map((type) => PAYMENT_TYPE_FILTER_LABELS[type as PaymentType] ?? type).join(', '),
          row.toPayAmount,
          row.tipsAmount,
          row.refundedTotalAmount,
        ]),
        [
          TOTAL,
          '',
          '',
          '',
          '',
          '',
          '',
          '',
          '',
          totals.toPayAmount,
          rows.reduce((sum, row) => sum + row.tipsAmount, 0),
          totals.refundedTotalAmount,
        ],
      ],
    },
  ];
}
