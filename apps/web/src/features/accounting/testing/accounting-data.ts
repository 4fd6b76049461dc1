import {
  defaultAccountMapping,
  type AccountMappingResponse,
  type Voucher,
  type VoucherPreviewResponse,
} from '@bakrom/shared/schemas/accounting';

export const LOCATION_ID = '00000000-0000-4000-8000-000000000001';
export const SENTRUM = { id: LOCATION_ID, name: 'Sentrum' };
export const GRUNERLOKKA = { id: '00000000-0000-4000-8000-000000000002', name: 'Grünerløkka' };

const rates = { dineIn: 25, takeOut: 15, delivery: 15 };
const defaults = defaultAccountMapping(rates);

/** A merchant that has saved no mapping yet: the defaults in force (dine-in 25 %, takeaway and delivery 15 %). */
export const mappingResponse: AccountMappingResponse = {
  mapping: defaultAccountMapping(rates),
  version: 0,
  validFrom: null,
  defaults,
  orderTypeRates: rates,
};

/** The daily sales voucher of one Z-report: 1 250 kr dine-in, 345 kr takeaway, paid cash and by card, 20 kr tips. */
export function salesVoucher(number: number, date: string, overrides: Partial<Voucher> = {}): Voucher {
  const postings = [
    { account: '1900', vatCode: '', debit: 50_000, credit: 0, vatAmount: 0, description: 'Kontant' },
    { account: '1901', vatCode: '', debit: 111_500, credit: 0, vatAmount: 0, description: 'Betalingskort' },
    { account: '3020', vatCode: '3', debit: 0, credit: 100_000, vatAmount: 25_000, description: 'Salg 25 %' },
    { account: '3030', vatCode: '31', debit: 0, credit: 30_000, vatAmount: 4_500, description: 'Salg 15 %' },
    { account: '2700', vatCode: '', debit: 0, credit: 25_000, vatAmount: 0, description: 'Utgående MVA 25 %' },
    { account: '2701', vatCode: '', debit: 0, credit: 4_500, vatAmount: 0, description: 'Utgående MVA 15 %' },
    { account: '2930', vatCode: '', debit: 0, credit: 2_000, vatAmount: 0, description: 'Tips' },
  ];
  return {
    number,
    date,
    kind: 'SALES',
    exported: true,
    reversesNumber: null,
    locationId: LOCATION_ID,
    locationName: 'Sentrum',
    description: `Sentrum, Kasse 1, Z ${number}`,
    zReports: [{ id: `00000000-0000-4000-8000-0000000001${String(number).padStart(2, '0')}`, nr: number, terminalName: 'Kasse 1' }],
    mappingVersion: 0,
    postings,
    debit: 161_500,
    credit: 161_500,
    ...overrides,
  };
}

/** A week's preview of the given vouchers, totals added up from them. */
export function preview(vouchers: Voucher[], overrides: Partial<VoucherPreviewResponse> = {}): VoucherPreviewResponse {
  return {
    fromDate: '2026-11-16',
    toDate: '2026-11-22',
    vouchers,
    totals: {
      debit: vouchers.reduce((sum, voucher) => sum + voucher.debit, 0),
      credit: vouchers.reduce((sum, voucher) => sum + voucher.credit, 0),
    },
    includesToday: false,
    ...overrides,
  };
}
