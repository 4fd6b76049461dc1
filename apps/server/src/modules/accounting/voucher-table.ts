import { REPORT_ROW_LABELS } from '@bakrom/shared/report-labels';
import type { SheetTable, StreamedSheetTable } from '../reports/spreadsheet';
import type { VoucherView } from './presenter';

/**
 * The vouchers as one table for the accountant's CSV and Excel files (the turnover report's spreadsheet writer,
 * streamed): one row per posting with its voucher's number, date and text, then the totals, debits equal to credits.
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

const VOUCHER_COLUMNS: SheetTable['columns'] = [
  { header: VOUCHER_COLUMN_LABELS.number, kind: 'count' },
  { header: VOUCHER_COLUMN_LABELS.date, kind: 'text' },
  { header: VOUCHER_COLUMN_LABELS.account, kind: 'text' },
  { header: VOUCHER_COLUMN_LABELS.vatCode, kind: 'text' },
  { header: VOUCHER_COLUMN_LABELS.debit, kind: 'amount' },
  { header: VOUCHER_COLUMN_LABELS.credit, kind: 'amount' },
  { header: VOUCHER_COLUMN_LABELS.vat, kind: 'amount' },
  { header: VOUCHER_COLUMN_LABELS.description, kind: 'text' },
  { header: VOUCHER_COLUMN_LABELS.voucher, kind: 'text' },
];

/** The postings of some vouchers as rows. */
function postingRows(vouchers: readonly VoucherView[]): (string | number)[][] {
  return vouchers.flatMap((voucher) =>
    voucher.postings.map((posting) => [
      voucher.number,
      norwegianDate(voucher.date),
      posting.account,
      posting.vatCode,
      posting.debit,
      posting.credit,
      posting.vatCode ? posting.vatAmount : 0,
      posting.description,
      voucher.description,
    ]),
  );
}

const totalRow = (debit: number, credit: number) => [REPORT_ROW_LABELS.total, '', '', '', debit, credit, '', '', ''];

/** The vouchers, read page by page, as one streamed table: their postings as the pages come, then the totals. */
export function voucherTable(pages: AsyncIterable<readonly VoucherView[]>): StreamedSheetTable {
  async function* rows() {
    let debit = 0;
    let credit = 0;
    for await (const vouchers of pages) {
      for (const voucher of vouchers)
        for (const posting of voucher.postings) {
          debit += posting.debit;
          credit += posting.credit;
        }
      yield postingRows(vouchers);
    }
    yield [totalRow(debit, credit)];
  }
  return { title: VOUCHER_COLUMN_LABELS.title, columns: VOUCHER_COLUMNS, rows: rows() };
}
