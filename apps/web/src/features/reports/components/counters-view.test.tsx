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

  it('shows no tips row when no tips were received', () => {
    renderCounters();
    expect(table('report-receipts').queryByRole('row', { name: /^Tips/ })).toBeNull();
    expect(rowOf('report-receipts', 'Kasseskuff åpnet').textContent).toContain('1');
  });

  it('shows the tips row, count and amount, once tips are above 0', () => {
    renderCounters(counters({ ...sales, tips: 2_000, tipsCount: 1 }));
    const tips = rowOf('report-receipts', 'Tips');
    expect(
      within(tips)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Tips', '1', kr('20,00')]);
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

  it('names the payment groups and the grand totals with net = sales − refunds', () => {
    renderCounters();
    expect(
      within(rowOf('report-payments', 'Kort'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Kort', '2', kr('319,00')]);
    expect(rowOf('report-grand-totals', 'Grand total netto').textContent).toContain(kr('12 245,50'));
    expect(table('report-categories').getByRole('row', { name: /^Øl/ }).textContent).toContain(`25${nbsp}%`);
  });

  it('leaves the categories table out when nothing was sold per category', () => {
    renderCounters(counters(), []);
    expect(screen.queryByTestId('report-categories')).toBeNull();
    expect(screen.getByTestId('report-vat-groups')).toBeTruthy();
  });
});
