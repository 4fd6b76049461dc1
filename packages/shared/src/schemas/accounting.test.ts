import { describe, expect, it } from 'vitest';
import {
  accountMappingSchema,
  compareSalesRows,
  defaultAccountMapping,
  salesOrderTypeOf,
  saveAccountMappingBody,
  vatCodesForRate,
  voucherFileName,
} from './accounting';

const RATES = { dineIn: 25, takeOut: 15, delivery: 15 };

describe('account mapping', () => {
  it('starts valid, with a sales row for each rate and order type and an output VAT account for each rate', () => {
    const mapping = defaultAccountMapping(RATES);
    expect(accountMappingSchema.safeParse(mapping).success).toBe(true);
    // At its own rate dine-in is 3020 and takeaway and delivery 3030; at another rate (alcohol in a takeaway) 3000.
    expect(mapping.sales).toEqual([
      { vatRate: 25, orderType: 'DINE_IN', account: '3020', vatCode: '3' },
      { vatRate: 25, orderType: 'TAKEAWAY', account: '3000', vatCode: '3' },
      { vatRate: 25, orderType: 'DELIVERY', account: '3000', vatCode: '3' },
      { vatRate: 15, orderType: 'DINE_IN', account: '3000', vatCode: '31' },
      { vatRate: 15, orderType: 'TAKEAWAY', account: '3030', vatCode: '31' },
      { vatRate: 15, orderType: 'DELIVERY', account: '3030', vatCode: '31' },
    ]);
    expect(mapping.outputVat).toEqual([
      { vatRate: 25, account: '2700' },
      { vatRate: 15, account: '2701' },
    ]);
    expect(
      defaultAccountMapping({ dineIn: 25, takeOut: 12, delivery: 0 })
        .sales.filter((row) => row.orderType === 'TAKEAWAY' || row.vatRate === 0)
        .map((row) => [row.vatRate, row.orderType, row.account, row.vatCode]),
    ).toEqual([
      [25, 'TAKEAWAY', '3000', '3'],
      [15, 'TAKEAWAY', '3000', '31'],
      [12, 'TAKEAWAY', '3030', '33'],
      [0, 'DINE_IN', '3100', '5'],
      [0, 'TAKEAWAY', '3100', '5'],
      [0, 'DELIVERY', '3100', '5'],
    ]);
  });

  it('keeps a mapping saved before the split by order type: a sales row without one is for every order type at its rate', () => {
    const mapping = { ...defaultAccountMapping(RATES), sales: [{ vatRate: 25, account: '3010', vatCode: '3' as const }] };
    expect(accountMappingSchema.parse(mapping).sales).toEqual([{ vatRate: 25, account: '3010', vatCode: '3' }]);
  });

  it('orders sales rows by rate, highest first, then dine-in, takeaway, delivery, a row for every order type last', () => {
    const rows = [
      { vatRate: 15, orderType: 'DELIVERY' as const },
      { vatRate: 25 },
      { vatRate: 25, orderType: 'TAKEAWAY' as const },
      { vatRate: 15, orderType: 'DINE_IN' as const },
    ];
    expect([...rows].sort(compareSalesRows)).toEqual([rows[2], rows[1], rows[3], rows[0]]);
    expect(salesOrderTypeOf('PICKUP')).toBe('TAKEAWAY');
    expect(salesOrderTypeOf('DINE_IN')).toBe('DINE_IN');
  });

  it('fits the SAF-T VAT codes to the rates', () => {
    expect([25, 15, 11.11, 12, 0, 10].map(vatCodesForRate)).toEqual([['3'], ['31'], ['32'], ['33'], ['5', '6', '7'], []]);
  });

  it('says in Norwegian what is wrong, under the field', () => {
    const mapping = defaultAccountMapping(RATES);
    const result = saveAccountMappingBody.safeParse({
      ...mapping,
      roundingAccount: '77 9',
      sales: [
        ...mapping.sales,
        { vatRate: 0, orderType: 'DINE_IN', account: '3100', vatCode: '31' },
        { vatRate: 25, orderType: 'TAKEAWAY', account: '3000', vatCode: '3' },
      ],
    });
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toContainEqual(['roundingAccount', 'Kontonummeret må ha fire sifre']);
    expect(issues).toContainEqual(['sales.6.vatCode', 'MVA-kode 31 passer ikke til satsen 0 % (bruk 5, 6, 7)']);
    expect(issues).toContainEqual(['sales.7.orderType', 'Samme MVA-sats og ordretype står mer enn én gang']);
  });
});

describe('voucherFileName', () => {
  it('names the merchant, the period and the format', () => {
    expect(voucherFileName('Kafé Øst & Søn AS', '2026-10-01', '2026-10-31', 'gbat10')).toBe(
      'bilag_kafe-ost-son-as_2026-10-01_2026-10-31.gbat10.txt',
    );
    expect(voucherFileName('', '2026-10-01', '2026-10-31', 'xlsx')).toBe('bilag_bakrom_2026-10-01_2026-10-31.xlsx');
  });
});
