import { describe, expect, it } from 'vitest';
import {
  accountMappingSchema,
  defaultAccountMapping,
  orderTypesAtRate,
  saveAccountMappingBody,
  vatCodesForRate,
  voucherFileName,
} from './accounting';

const RATES = { dineIn: 25, takeOut: 15, delivery: 15 };

describe('account mapping', () => {
  it('starts valid, with a sales row and an output VAT account for each rate', () => {
    const mapping = defaultAccountMapping(RATES);
    expect(accountMappingSchema.safeParse(mapping).success).toBe(true);
    expect(mapping.sales).toEqual([
      { vatRate: 25, account: '3020', vatCode: '3' },
      { vatRate: 15, account: '3030', vatCode: '31' },
    ]);
    expect(mapping.outputVat).toEqual([
      { vatRate: 25, account: '2700' },
      { vatRate: 15, account: '2701' },
    ]);
    expect(
      defaultAccountMapping({ dineIn: 25, takeOut: 12, delivery: 0 }).sales.map((row) => [row.vatRate, row.account, row.vatCode]),
    ).toEqual([
      [25, '3020', '3'],
      [15, '3000', '31'],
      [12, '3030', '33'],
      [0, '3100', '5'],
    ]);
  });

  it('fits the SAF-T VAT codes to the rates', () => {
    expect([25, 15, 11.11, 12, 0, 10].map(vatCodesForRate)).toEqual([['3'], ['31'], ['32'], ['33'], ['5', '6', '7'], []]);
  });

  it('says in Norwegian what is wrong, under the field', () => {
    const mapping = defaultAccountMapping(RATES);
    const result = saveAccountMappingBody.safeParse({
      ...mapping,
      roundingAccount: '77 9',
      sales: [...mapping.sales, { vatRate: 0, account: '3100', vatCode: '31' }, { vatRate: 25, account: '3000', vatCode: '3' }],
    });
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toContainEqual(['roundingAccount', 'Kontonummeret må ha fire sifre']);
    expect(issues).toContainEqual(['sales.2.vatCode', 'MVA-kode 31 passer ikke til satsen 0 % (bruk 5, 6, 7)']);
    expect(issues).toContainEqual(['sales.3.vatRate', 'Samme MVA-sats står mer enn én gang']);
  });

  it('names the order types selling at a rate', () => {
    expect(orderTypesAtRate(25, RATES)).toEqual(['DINE_IN', 'DELIVERY_SERVICE']);
    expect(orderTypesAtRate(15, RATES)).toEqual(['TAKEAWAY', 'DELIVERY']);
    expect(orderTypesAtRate(12, RATES)).toEqual([]);
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
