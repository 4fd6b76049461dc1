// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import { setLanguage } from '@/i18n';
import { renderWithProviders } from '@/testing/render';
import { sales, salesVatGroups } from '../testing/report-data';
import { CountersView } from './counters-view';

const table = (testId: string) => within(screen.getByTestId(testId));
const firstCells = (testId: string) =>
  table(testId)
    .getAllByRole('row')
    .map((row) => row.firstElementChild?.textContent);

describe('a report on screen in the user’s language', () => {
  afterEach(cleanup);

  it('names its sections, columns and rows in English after a switch, and in Norwegian again after the switch back', () => {
    renderWithProviders(<CountersView counters={sales} vatGroups={salesVatGroups} />);
    expect(table('report-payment-lines').getByText('Betalingsmåter')).toBeTruthy();
    expect(firstCells('report-payment-lines')).toContain('Betalingskort');
    expect(firstCells('report-sales')).toContain('Total omsetning (inkl. MVA, etter rabatter, uten tips)');

    act(() => setLanguage('en'));
    expect(table('report-payment-lines').getByText('Payment methods')).toBeTruthy();
    expect(table('report-payment-lines').getByRole('columnheader', { name: 'SAF-T code' })).toBeTruthy();
    expect(firstCells('report-payment-lines')).toEqual(expect.arrayContaining(['Payment method', 'BankAxept', 'Payment card', 'Total']));
    expect(firstCells('report-sales')).toContain('Total turnover (incl. VAT, after discounts, excl. tips)');
    expect(firstCells('report-receipts')).toContain('Cash drawer opened');
    expect(screen.queryByText('Betalingskort')).toBeNull();

    act(() => setLanguage('nb'));
    expect(table('report-payment-lines').getByText('Betalingsmåter')).toBeTruthy();
    expect(firstCells('report-payment-lines')).toContain('Betalingskort');
  });
});
