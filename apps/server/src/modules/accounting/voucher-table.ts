import { REPORT_ROW_LABELS } from '@bakrom/shared/report-labels';
import type { SheetTable } from '../reports/spreadsheet';
import type { VoucherView } from './presenter';

/**
 * The vouchers as one table for the accountant's CSV and Excel files (the turnover report's spreadsheet writer):
 * one row per posting with its voucher's number, date and text, then the totals, debits equal to credits. Pure.
 */
export const VOUCHER_COLUMN_LABELS = {
  title: 'Bilag',
  number: 'Bilagsnr.',
  date: 'Dato',
  account: 'Konto',
  vatCode: 'MVA-kode',
  debit: 'Debet',
  credit: 'Kredit',
  vat: 'Herav MVA',
  description: 'Tekst',
  voucher: 'Bilagstekst',
} as const;

/** 2026-11-03 → 03.11.2026 */
const norwegianDate = (date: string) => date.split('-').reverse().join('.');

export function voucherTables(vouchers: readonly VoucherView[]): SheetTable[] {
  const C = VOUCHER_COLUMN_LABELS;
  const rows: (string | number)[][] = [];
  let debit = 0;
  let credit = 0;
  for (const voucher of vouchers) {
    for (const posting of voucher.postings) {
      rows.push([
        voucher.number,
        norwegianDate(voucher.date),
        posting.account,
        posting.vatCode,
        posting.debit,
        posting.credit,
        posting.vatCode ? posting.vatAmount : 0,
        posting.description,
        voucher.description,
      ]);
      debit += posting.debit;
      credit += posting.credit;
    }
  }
  rows.push([REPORT_ROW_LABELS.total, '', '', '', debit, credit, '', '', '']);
  return [
    {
      title: C.title,
      columns: [
        { header: C.number, kind: 'count' },
        { header: C.date, kind: 'text' },
        { header: C.account, kind: 'text' },
        { header: C.vatCode, kind: 'text' },
        { header: C.debit, kind: 'amount' },
        { header: C.credit, kind: 'amount' },
        { header: C.vat, kind: 'amount' },
        { header: C.description, kind: 'text' },
        { header: C.voucher, kind: 'text' },
      ],
      rows,
    },
  ];
}
