// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { counters, sales, salesVatGroups } from '../testing/report-data';
import { CountersView } from './counters-view';

const nbsp = '\u00a0';
const kr = (text: string) => `${text.replace(/ /g, nbsp)}${nbsp}kr`;

function renderCounters(values = sales, vatGroups = salesVatGroups) {
  render(
    <MantineProvider>
      <CountersView counters={values} vatGroups={vatGroups} />
    </MantineProvider>,
  );
}

const table = (testId: string) => within(screen.getByTestId(testId));
const rowOf = (testId: string, label: string) => table(testId).getByRole('row', { name: new RegExp(`^${label}`) });

describe('the counters of an X- or Z-report', () => {
  afterEach(cleanup);

  const cells = (row: HTMLElement) =>
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);

  it('always shows total sales and the tips row, 0 when no tips were received', () => {
    renderCounters();
    expect(cells(rowOf('report-sales', 'Total omsetning'))).toEqual([
      'Total omsetning (inkl. MVA, etter rabatter, uten tips)',
      '3',
      kr('449,00'),
    ]);
    expect(cells(rowOf('report-sales', 'Tips(?! tilbake)'))).toEqual(['Tips', '0', kr('0,00')]);
    expect(rowOf('report-receipts', 'Kasseskuff åpnet').textContent).toContain('1');
  });

  it('shows the tips row, count and amount, once tips are above 0, and the tips paid back', () => {
    renderCounters(counters({ ...sales, tips: 2_000, tipsCount: 1, refundedTipsAmount: 500 }));
    expect(cells(rowOf('report-sales', 'Tips(?! tilbake)'))).toEqual(['Tips', '1', kr('20,00')]);
    expect(cells(rowOf('report-sales', 'Tips tilbakebetalt'))).toEqual(['Tips tilbakebetalt', '', kr('5,00')]);
  });

  it('lists each means of payment with its SAF-T code: BankAxept apart from other cards, bonus points on their own', () => {
    renderCounters(
      counters({
        ...sales,
        paymentLines: [
          ...sales.paymentLines,
          { paymentType: 'BONUS_POINTS', saftCode: '12007', count: 1, amount: 4_500, amountWithVat: 4_500, vatAmount: 587 },
        ],
      }),
    );
    expect(cells(rowOf('report-payment-lines', 'BankAxept'))).toEqual(['BankAxept', '12002', '1', kr('100,00'), kr('110,00')]);
    expect(cells(rowOf('report-payment-lines', 'Betalingskort'))).toEqual(['Betalingskort', '12003', '1', kr('199,00'), kr('209,00')]);
    expect(cells(rowOf('report-payment-lines', 'Bonuspoeng'))).toEqual(['Bonuspoeng', '12007', '1', kr('45,00'), kr('45,00')]);
    expect(cells(rowOf('report-payment-lines', 'Totalt'))).toEqual(['Totalt', '', '4', kr('494,00'), kr('514,00')]);
  });

  it('shows sales per operator with a total', () => {
    renderCounters();
    expect(cells(rowOf('report-operators', 'Ingrid'))).toEqual(['Ingrid', '2', kr('299,00')]);
    expect(cells(rowOf('report-operators', 'Ukjent'))).toEqual(['Ukjent', '1', kr('150,00')]);
    expect(cells(rowOf('report-operators', 'Totalt'))).toEqual(['Totalt', '3', kr('449,00')]);
  });

  it('prints every § 2-8-2 count of receipts, corrections and events, 0 where none', () => {
    renderCounters(
      counters({
        ...sales,
        openingChangeFloat: 150_000,
        priceLookupsCount: 4,
        trainingReceiptsCount: 1,
        trainingReceiptsTotalAmount: 7_700,
      }),
    );
    expect(cells(rowOf('report-receipts', 'Vekselbeholdning ved åpning'))).toEqual(['Vekselbeholdning ved åpning', '', kr('1 500,00')]);
    expect(cells(rowOf('report-receipts', 'Prisoppslag'))).toEqual(['Prisoppslag', '4', '']);
    expect(cells(rowOf('report-receipts', 'Treningskvitteringer'))).toEqual(['Treningskvitteringer', '1', kr('77,00')]);
    for (const label of ['Foreløpige kvitteringer', 'Linjekorreksjoner', 'Andre korreksjoner', 'Utleveringskvitteringer']) {
      expect(cells(rowOf('report-receipts', label))).toEqual([label, '0', kr('0,00')]);
    }
  });

  it('adds the categories up per VAT rate: net, VAT and with VAT, and in total', () => {
    renderCounters();
    const rows = table('report-vat-groups').getAllByRole('row');
    const cells = rows.map((row) =>
      within(row)
        .queryAllByRole('cell')
        .map((cell) => cell.textContent),
    );
    expect(cells).toContainEqual([`15${nbsp}%`, kr('260,00'), kr('39,00'), kr('299,00')]);
    expect(cells).toContainEqual([`25${nbsp}%`, kr('120,00'), kr('30,00'), kr('150,00')]);
    expect(cells).toContainEqual(['Totalt', kr('380,00'), kr('69,00'), kr('449,00')]);
  });

  it('names the grand totals with net = sales − refunds', () => {
    renderCounters();
    expect(rowOf('report-grand-totals', 'Grand total netto').textContent).toContain(kr('12 245,50'));
    expect(table('report-categories').getByRole('row', { name: /^Øl/ }).textContent).toContain(`25${nbsp}%`);
  });

  it('leaves the categories table out when nothing was sold per category', () => {
    renderCounters(counters(), []);
    expect(screen.queryByTestId('report-categories')).toBeNull();
    expect(screen.getByTestId('report-vat-groups')).toBeTruthy();
  });
});
