import type { BuiltPosting } from './voucher-builder';

/**
 * GBAT10 (Mamut's general-ledger voucher format, imported by Tripletex, PowerOffice Go, Visma eAccounting and
 * 24SevenOffice), pure: one line per posting, 28 fields separated by semicolons, counted from 0 —
 * 0 `GBAT10`, 1 voucher number, 2 voucher date YYYYMMDD, 3 voucher type, 4 period (month), 5 year, 6 account,
 * 7 VAT code, 8 net amount, 20 description, 26 gross flag (`T`, or `F` for the VAT posting itself, which a ledger
 * that derives the VAT from the VAT code skips), 27 gross amount; the rest empty. Amounts signed (debit positive)
 * with two decimals and a point; the net amounts of a voucher sum to 0, and so do the gross amounts (the VAT
 * postings carry gross 0, the sales their VAT included). Lines end with CRLF.
 */

export const GBAT10_COLUMNS = 28;

export interface Gbat10Voucher {
  number: number;
  /** YYYY-MM-DD */
  date: string;
  voucherType: number;
  description: string;
  postings: readonly BuiltPosting[];
}

/** Øre as kroner with two decimals and a point: 123456 → '1234.56', -5 → '-0.05'. */
export function kroner(ore: number): string {
  const sign = ore < 0 ? '-' : '';
  const whole = Math.abs(ore);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/** A text field: no semicolons or line breaks, at most 100 characters. */
export function fieldText(text: string): string {
  return text
    .replace(/[;\r\n\t]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 100);
}

/** The signed net amount of a posting (debit positive) and its gross: VAT included where it has a VAT code, 0 for the VAT itself. */
export function amountsOf(posting: BuiltPosting): { net: number; gross: number } {
  const net = posting.debit - posting.credit;
  if (posting.vatLine) return { net, gross: 0 };
  const sign = net < 0 ? -1 : 1;
  return { net, gross: posting.vatCode ? net + sign * posting.vatAmount : net };
}

/** The lines of one voucher, each ending with CRLF. */
export function gbat10Lines(voucher: Gbat10Voucher): string {
  const [year, month, day] = voucher.date.split('-') as [string, string, string];
  let out = '';
  for (const posting of voucher.postings) {
    const { net, gross } = amountsOf(posting);
    const fields: string[] = Array.from({ length: GBAT10_COLUMNS }, () => '');
    fields[0] = 'GBAT10';
    fields[1] = String(voucher.number);
    fields[2] = `${year}${month}${day}`;
    fields[3] = String(voucher.voucherType);
    fields[4] = String(Number(month));
    fields[5] = year;
    fields[6] = posting.account;
    fields[7] = posting.vatCode;
    fields[8] = kroner(net);
    fields[20] = fieldText(`${posting.description} - ${voucher.description}`);
    fields[26] = posting.vatLine ? 'F' : 'T';
    fields[27] = kroner(gross);
    out += `${fields.join(';')}\r\n`;
  }
  return out;
}
