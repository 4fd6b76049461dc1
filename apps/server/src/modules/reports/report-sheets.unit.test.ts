import { describe, expect, it } from 'vitest';
import { emptyCounters, vatGroups } from '@bakrom/shared/report-rules';
import type {
  AlcoholReport,
  ReportCategory,
  ReportCounters,
  SmsReport,
  TotalSalesReport,
  TransactionsReport,
  XReport,
  ZReport,
} from '@bakrom/shared/schemas/reports';
import { alcoholTables, smsTables, totalSalesTables, transactionsTables, xReportTables, zReportTables } from './report-sheets';
import type { SheetTable } from './spreadsheet';

/** Winter: Oslo is UTC+1. */
const PRINTED = new Date('2026-02-10T11:30:00Z');

const category = (name: string, vatRate: number, count: number, amountWithVat: number): ReportCategory => ({
  id: null,
  name,
  itemType: 'DISH',
  vatRate,
  count,
  vatAmount: Math.round((amountWithVat * vatRate) / (100 + vatRate)),
  amountWithVat,
});

const CATEGORIES = [category('Pizza', 15, 3, 34_500), category('Drikke', 25, 2, 12_500)];

const COUNTERS: ReportCounters = {
  ...emptyCounters(),
  categories: CATEGORIES,
  tips: 2_000,
  tipsCount: 1,
  saleReceiptsCount: 2,
  totalSalesAmount: 47_000,
  paymentLines: [
    { paymentType: 'CASH', saftCode: '12001', count: 1, amount: 12_500, amountWithVat: 12_500, vatAmount: 2_500 },
    { paymentType: 'BANK_AXEPT', saftCode: '12002', count: 1, amount: 36_500, amountWithVat: 34_500, vatAmount: 4_500 },
  ],
  operators: [{ name: 'Ingrid', count: 2, amount: 47_000 }],
  PickupCount: 2,
  PickupBrutto: 47_000,
  openingChangeFloat: 150_000,
  priceLookupsCount: 4,
  grandTotalSales: 1_047_000,
  grandTotalRefund: 12_500,
};

const TERMINAL = {
  id: 'terminal-1',
  terminalId: 'POS-1',
  terminalType: 'POS' as const,
  deviceName: 'Kasse ved døra',
  systemIdNr: 'BKR-2026-0042',
  locationId: 'location-1',
};
const HEADER = {
  location: { id: 'location-1', name: 'Demo Restaurant Lillestrøm' },
  company: { name: 'Smørbukk & Sønn AS', organisationNumber: '987654321' },
  terminal: TERMINAL,
  generatedAt: PRINTED.toISOString(),
};

const X_REPORT: XReport = {
  ...HEADER,
  periodStart: '2026-02-09T22:00:00Z',
  previousZReportNr: 41,
  empty: false,
  counters: COUNTERS,
  vatGroups: vatGroups(CATEGORIES),
};

const Z_REPORT: ZReport = {
  ...HEADER,
  id: 'z-1',
  nr: 42,
  businessDate: '2026-02-10',
  createdTime: '2026-02-10T22:30:00Z',
  createdBy: null,
  replacedByNr: 43,
  counters: COUNTERS,
  vatGroups: vatGroups(CATEGORIES),
};

const table = (tables: SheetTable[], title: string): SheetTable => {
  const found = tables.find((candidate) => candidate.title === title);
  if (!found) throw new Error(`no table ${title} among ${tables.map((candidate) => candidate.title).join(', ')}`);
  return found;
};

/**
 * Every row as wide as its table; numbers in the number columns (or '' where a row has none, 'Totalt' first in a
 * totals row), integers where øre or counts.
 */
function expectWellFormed(tables: SheetTable[]) {
  for (const sheet of tables) {
    for (const row of sheet.rows) {
      expect(row, sheet.title).toHaveLength(sheet.columns.length);
      row.forEach((cell, index) => {
        const kind = sheet.columns[index]!.kind;
        if (kind === 'text') return;
        if (cell === '' || (index === 0 && cell === 'Totalt')) return;
        expect(typeof cell, `${sheet.title} ${String(row[0])} column ${index}`).toBe('number');
        if (kind !== 'rate') expect(Number.isInteger(cell), `${sheet.title} ${String(row[0])} column ${index}`).toBe(true);
      });
    }
  }
}

describe('the X- and Z-report sheets', () => {
  it('the X-report: its header lines, then the counters in the PDF’s order', () => {
    const tables = xReportTables(X_REPORT);
    expectWellFormed(tables);
    expect(tables.map((sheet) => sheet.title)).toEqual([
      'X-rapport',
      'Salg per kategori',
      'MVA',
      'Omsetning',
      'Betalingsmåter',
      'Ordretyper',
      'Salg per operatør',
      'Kvitteringer, korreksjoner og hendelser',
      'Grand total',
    ]);
    expect(tables[0]!.rows).toEqual([
      ['Firma', 'Smørbukk & Sønn AS'],
      ['Org.nr.', '987654321'],
      ['Avdeling', 'Demo Restaurant Lillestrøm'],
      ['Kassepunkt', 'Kasse ved døra (POS-1)'],
      ['Kassesystemets serienummer', 'BKR-2026-0042'],
      ['Utskrevet', '10.02.2026 12:30'],
      ['Siden forrige oppgjør', 'Siden Z nr 41 (09.02.2026 23:00)'],
    ]);
    expect(table(tables, 'Salg per kategori').rows).toEqual([
      ['Drikke', 25, 2, 2_500, 12_500],
      ['Pizza', 15, 3, 4_500, 34_500],
      ['Totalt', '', 5, 7_000, 47_000],
    ]);
    expect(table(tables, 'MVA').rows).toEqual([
      [15, 30_000, 4_500, 34_500],
      [25, 10_000, 2_500, 12_500],
      ['Totalt', 40_000, 7_000, 47_000],
    ]);
    expect(table(tables, 'Omsetning').rows).toEqual([
      ['Total omsetning (inkl. MVA, etter rabatter, uten tips)', 2, 47_000],
      ['Tips', 1, 2_000],
      ['Tips tilbakebetalt', '', 0],
    ]);
    expect(table(tables, 'Betalingsmåter').rows).toEqual([
      ['Kontant', '12001', 1, 12_500, 12_500],
      ['BankAxept', '12002', 1, 34_500, 36_500],
      ['Totalt', '', 2, 47_000, 49_000],
    ]);
    expect(table(tables, 'Ordretyper').rows[0]).toEqual(['Henting', 2, 47_000]);
    expect(table(tables, 'Salg per operatør').rows).toEqual([
      ['Ingrid', 2, 47_000],
      ['Totalt', 2, 47_000],
    ]);
    const receipts = table(tables, 'Kvitteringer, korreksjoner og hendelser').rows;
    expect(receipts).toContainEqual(['Vekselbeholdning ved åpning', '', 150_000]);
    expect(receipts).toContainEqual(['Prisoppslag', 4, '']);
    expect(table(tables, 'Grand total')).toMatchObject({
      columns: [{ kind: 'text' }, { kind: 'amount' }],
      rows: [
        ['Grand total salg', 1_047_000],
        ['Grand total retur', 12_500],
        ['Grand total netto', 1_034_500],
      ],
    });
  });

  it('an X-report before the first Z-report counts since the cash point was taken into use', () => {
    const [header] = xReportTables({ ...X_REPORT, periodStart: null, previousZReportNr: null });
    expect(header!.rows.at(-1)).toEqual(['Siden forrige oppgjør', 'Siden kassepunktet ble tatt i bruk']);
  });

  it('the Z-report: titled by its number, with its day, who took it and what replaced it', () => {
    const tables = zReportTables(Z_REPORT);
    expectWellFormed(tables);
    expect(tables[0]!.title).toBe('Z-rapport nr 42');
    expect(tables[0]!.rows.slice(5)).toEqual([
      ['Utskrevet', '10.02.2026 12:30'],
      ['Z nr', '42'],
      ['Dato', '10.02.2026'],
      ['Oppgjør tatt', '10.02.2026 23:30 · Tatt automatisk'],
      ['Status', 'Erstattet av Z nr 43'],
    ]);
    expect(tables.slice(1)).toEqual(xReportTables(X_REPORT).slice(1));
  });
});

describe('the period reports’ sheets', () => {
  it('the turnover report falls back to the payment groups for Z-reports stored before the payment lines', () => {
    const report: TotalSalesReport = {
      location: HEADER.location,
      company: HEADER.company,
      terminal: null,
      fromDate: '2026-02-01',
      toDate: '2026-02-10',
      zReports: [],
      counters: {
        ...COUNTERS,
        paymentLines: [],
        cashCount: 1,
        cashPaymentsTotalAmount: 12_500,
        cardCount: 1,
        cardPaymentsTotalAmount: 34_500,
      },
      vatGroups: vatGroups(CATEGORIES),
      empty: false,
    };
    const tables = totalSalesTables(report);
    expectWellFormed(tables);
    expect(tables[0]!.title).toBe('Omsetningsrapport – ALLE TILSAMMEN');
    expect(table(tables, 'Betalingsmåter').rows).toEqual([
      ['Kontant', 1, 12_500],
      ['Vipps', 0, 0],
      ['Kort', 1, 34_500],
      ['Totalt', 2, 47_000],
    ]);
  });

  it('the alcohol report: the period’s total, then per category with the report’s total', () => {
    const report: AlcoholReport = {
      location: HEADER.location,
      company: HEADER.company,
      fromDate: '2026-02-01',
      toDate: '2026-02-01',
      categories: [
        { id: 'c-1', name: 'Øl', vatRate: 25, count: 4, vatAmount: 10_000, amountWithVat: 50_000 },
        { id: 'c-2', name: 'Vin', vatRate: 25, count: 3, vatAmount: 7_200, amountWithVat: 36_000 },
      ],
      total: { count: 7, vatAmount: 17_200, amountWithVat: 86_000 },
    };
    const tables = alcoholTables(report, PRINTED);
    expectWellFormed(tables);
    expect(tables.map((sheet) => sheet.title)).toEqual(['Alkoholrapport', 'Totalt alkoholsalg', 'Alkoholsalg per kategori']);
    expect(tables[0]!.rows).toEqual([
      ['Firma', 'Smørbukk & Sønn AS'],
      ['Org.nr.', '987654321'],
      ['Avdeling', 'Demo Restaurant Lillestrøm'],
      ['Periode', '01.02.2026'],
      ['Utskrevet', '10.02.2026 12:30'],
    ]);
    expect(tables[1]!.rows).toEqual([[7, 17_200, 86_000]]);
    expect(tables[2]!.rows).toEqual([
      ['Vin', 25, 3, 7_200, 36_000],
      ['Øl', 25, 4, 10_000, 50_000],
      ['Totalt', '', 7, 17_200, 86_000],
    ]);
  });

  it('the SMS report: the summary per type with its price, then every message', () => {
    const report: SmsReport = {
      location: HEADER.location,
      fromDate: '2026-02-01',
      toDate: '2026-02-10',
      summary: {
        messageCount: 3,
        smsCount: 4,
        totalPrice: 400,
        byType: [
          { messageType: 'ORDER_CONFIRMATION', messageCount: 2, smsCount: 3 },
          { messageType: 'FOOD_READY', messageCount: 1, smsCount: 1 },
        ],
      },
      messages: [
        {
          id: 'sms-1',
          locationId: 'location-1',
          messageType: 'FOOD_READY',
          message: '=Maten er klar 🍕',
          smsCount: 1,
          sentTime: '2026-02-05T17:00:00Z',
          messageId: 'm-1',
          orderId: null,
        },
      ],
    };
    const tables = smsTables(report, PRINTED);
    expectWellFormed(tables);
    expect(tables[0]!.rows).toEqual([
      ['Avdeling', 'Demo Restaurant Lillestrøm'],
      ['Periode', '01.02.2026 – 10.02.2026'],
      ['Utskrevet', '10.02.2026 12:30'],
    ]);
    expect(table(tables, 'Oppsummering').rows).toEqual([
      ['Ordrebekreftelse', 2, 3, 300],
      ['Maten er klar', 1, 1, 100],
      ['Totalt', 3, 4, 400],
    ]);
    // The writer makes a formula-like text inert; the table holds the message as sent.
    expect(table(tables, 'Sendte meldinger').rows).toEqual([['05.02.2026 18:00', 'Maten er klar', 1, '=Maten er klar 🍕']]);
  });

  it('the transactions report: card payments with their total, the other card types, refunds with their total', () => {
    const report: TransactionsReport = {
      fromDate: '2026-02-01',
      toDate: '2026-02-10',
      bankAxeptCount: 2,
      bankAxeptPaymentsTotalAmount: 20_000,
      nonBankAxeptCount: 3,
      nonBankAxeptPaymentsTotalAmount: 30_000,
      refundedBankAxeptCount: 1,
      refundedBankAxeptPaymentsTotalAmount: 5_000,
      refundedNonBankAxeptCount: 0,
      refundedNonBankAxeptPaymentsTotalAmount: 0,
      nonBankAxeptByCardType: [
        { cardType: 'APPLE_PAY', count: 1, amount: 10_000 },
        { cardType: 'VISA', count: 2, amount: 20_000 },
      ],
    };
    const tables = transactionsTables(report, PRINTED);
    expectWellFormed(tables);
    expect(tables.map((sheet) => sheet.title)).toEqual([
      'Transaksjoner',
      'Kortbetalinger',
      'Andre korttyper fordelt',
      'Refunderte kortbetalinger',
    ]);
    expect(tables[0]!.rows).toEqual([
      ['Periode', '01.02.2026 – 10.02.2026'],
      ['Utskrevet', '10.02.2026 12:30'],
    ]);
    expect(tables[1]!.rows).toEqual([
      ['BankAxept', 2, 20_000],
      ['Andre korttyper', 3, 30_000],
      ['Totalt', 5, 50_000],
    ]);
    expect(tables[2]!.rows).toEqual([
      ['Apple Pay', 1, 10_000],
      ['VISA', 2, 20_000],
    ]);
    expect(tables[3]!.rows).toEqual([
      ['Refundert BankAxept', 1, 5_000],
      ['Refundert andre korttyper', 0, 0],
      ['Totalt', 1, 5_000],
    ]);
  });
});
