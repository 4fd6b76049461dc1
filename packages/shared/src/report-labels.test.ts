import { describe, expect, it } from 'vitest';
import {
  ALL_TERMINALS_LABEL,
  cardTypeLabel,
  counterRowTexts,
  grandTotalRows,
  orderTypeRows,
  PAYMENT_GROUP_LABELS,
  paymentRows,
  receiptRows,
  terminalInSentence,
  terminalLabel,
  vatRateLabel,
} from './report-labels';
import { emptyCounters } from './report-rules';
import { ORDER_TYPE_COUNTER_KEYS, PAYMENT_COUNTER_KEYS, reportCountersSchema, type ReportCounters } from './schemas/reports';

function counters(overrides: Partial<ReportCounters> = {}): ReportCounters {
  return reportCountersSchema.parse({ ...emptyCounters(), ...overrides });
}

describe('terminal titles', () => {
  it('names a device by its name, the webshop Nettbutikken and no terminal ALLE TILSAMMEN', () => {
    expect(terminalLabel({ terminalType: 'POS', deviceName: 'Kasse 1' })).toBe('Kasse 1');
    expect(terminalLabel({ terminalType: 'KIOSK', deviceName: 'Kiosk inngang' })).toBe('Kiosk inngang');
    expect(terminalLabel({ terminalType: 'WEBSHOP', deviceName: 'WEBSHOP' })).toBe('Nettbutikken');
    expect(terminalLabel(null)).toBe(ALL_TERMINALS_LABEL);
    expect(ALL_TERMINALS_LABEL).toBe('ALLE TILSAMMEN');
  });

  it('falls back to the device id when a device has no name', () => {
    expect(terminalLabel({ terminalType: 'POS', deviceName: ' ', terminalId: 'A-17' })).toBe('A-17');
  });

  it('names the webshop in lower case inside a sentence', () => {
    expect(terminalInSentence({ terminalType: 'WEBSHOP', deviceName: '' })).toBe('nettbutikken');
    expect(terminalInSentence({ terminalType: 'POS', deviceName: 'Kasse 1' })).toBe('Kasse 1');
  });
});

describe('counter rows', () => {
  it('labels every payment group and order type of the contract', () => {
    expect(paymentRows(counters()).map((row) => row.key)).toEqual([...PAYMENT_COUNTER_KEYS]);
    expect(orderTypeRows(counters()).map((row) => row.key)).toEqual([...ORDER_TYPE_COUNTER_KEYS]);
    expect(Object.values(PAYMENT_GROUP_LABELS)).toEqual(['Kontant', 'Vipps', 'Kort']);
  });

  it('shows payments with tips and order types without', () => {
    const c = counters({ cashCount: 2, cashPaymentsTotalAmount: 12_050, cashBrutto: 11_050, PickupCount: 1, PickupBrutto: 9_900 });
    expect(paymentRows(c)[0]).toMatchObject({ label: 'Kontant', count: 2, amount: 12_050 });
    expect(orderTypeRows(c)[0]).toMatchObject({ label: 'Henting', count: 1, amount: 9_900 });
  });

  it('shows the tips row only when tips were received', () => {
    expect(receiptRows(counters()).some((row) => row.key === 'tips')).toBe(false);
    const rows = receiptRows(counters({ tips: 2_000, tipsCount: 1 }));
    expect(rows[0]).toMatchObject({ label: 'Tips', count: 1, amount: 2_000 });
    expect(rows.map((row) => row.label)).toContain('Kasseskuff åpnet');
  });

  it('derives grand total net as sales less refunds', () => {
    const rows = grandTotalRows(counters({ grandTotalSales: 100_000, grandTotalRefund: 2_550 }));
    expect(rows.map((row) => row.amount)).toEqual([100_000, 2_550, 97_450]);
  });

  it('formats counts and amounts, leaving absent figures blank', () => {
    expect(counterRowTexts({ key: 'a', label: 'A', count: 3 })).toEqual({ count: '3', amount: '' });
    expect(counterRowTexts({ key: 'a', label: 'A', amount: 123_450 }).amount).toBe('1\u00a0234,50\u00a0kr');
  });
});

describe('card types', () => {
  it('writes the wallets as people do and leaves card schemes as reported', () => {
    expect(cardTypeLabel('APPLE_PAY')).toBe('Apple Pay');
    expect(cardTypeLabel('GOOGLE_PAY')).toBe('Google Pay');
    expect(cardTypeLabel('VISA')).toBe('VISA');
  });
});

describe('VAT rates', () => {
  it('uses a decimal comma', () => {
    expect(vatRateLabel(15)).toBe('15\u00a0%');
    expect(vatRateLabel(12.5)).toBe('12,5\u00a0%');
  });
});
