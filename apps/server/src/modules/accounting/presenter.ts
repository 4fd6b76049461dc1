import type { AccountMapping, AccountMappingResponse, Voucher } from '@bakrom/shared/schemas/accounting';
import type { BuiltPosting } from './voucher-builder';

/** Pure mapping of the accounting rows to the answers of the shared schemas. */

/** A voucher as the service holds it: exported (stored) or made for the preview. */
export interface VoucherView {
  number: number;
  date: string;
  kind: Voucher['kind'];
  exported: boolean;
  reversesNumber: number | null;
  locationId: string;
  locationName: string;
  description: string;
  zReports: Voucher['zReports'];
  mappingVersion: number;
  postings: BuiltPosting[];
}

export function presentVoucher(voucher: VoucherView): Voucher {
  const postings = voucher.postings.map((posting) => ({
    account: posting.account,
    vatCode: posting.vatCode,
    debit: posting.debit,
    credit: posting.credit,
    vatAmount: posting.vatAmount,
    description: posting.description,
  }));
  return {
    number: voucher.number,
    date: voucher.date,
    kind: voucher.kind,
    exported: voucher.exported,
    reversesNumber: voucher.reversesNumber,
    locationId: voucher.locationId,
    locationName: voucher.locationName,
    description: voucher.description,
    zReports: voucher.zReports.map((z) => ({ id: z.id, nr: z.nr, terminalName: z.terminalName })),
    mappingVersion: voucher.mappingVersion,
    postings,
    debit: postings.reduce((sum, p) => sum + p.debit, 0),
    credit: postings.reduce((sum, p) => sum + p.credit, 0),
  };
}

export function presentMapping(
  mapping: AccountMapping,
  version: number,
  validFrom: Date | null,
  defaults: AccountMapping,
  orderTypeRates: AccountMappingResponse['orderTypeRates'],
): AccountMappingResponse {
  return { mapping, version, validFrom: validFrom ? validFrom.toISOString() : null, defaults, orderTypeRates };
}

/** What the audit trail compares of a mapping: every field as saved. */
export function mappingAuditView(mapping: AccountMapping | null): Record<string, unknown> | null {
  return mapping ? { ...mapping } : null;
}
