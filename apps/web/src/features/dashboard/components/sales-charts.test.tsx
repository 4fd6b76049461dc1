// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { SalesBarChart } from './sales-bar-chart';
import { SalesToday } from './sales-today';

afterEach(cleanup);

/** Rows of a table as the text of their cells. */
function rows(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.replace(/\u00a0/g, ' ') ?? ''));
}

describe('charts for screen readers', () => {
  it('gives the bar chart its figures as a table and hides the drawing', () => {
    renderWithProviders(
      <SalesBarChart labels={['01.11.2026', '02.11.2026']} amounts={[1234.5, 0]} caption="Salg per dag de siste 30 dagene" labelHeader="Dato" testId="sales-per-date" />,
    );
    const table = screen.getByRole('table', { name: 'Salg per dag de siste 30 dagene' });
    expect(rows(table)).toEqual([
      ['Dato', 'Salg'],
      ['01.11.2026', '1 234,50 kr'],
      ['02.11.2026', '0,00 kr'],
    ]);
    const drawing = screen.getByTestId('sales-per-date').querySelector('[aria-hidden="true"]');
    expect(drawing?.querySelector('.recharts-responsive-container, .recharts-wrapper, svg')).toBeTruthy();
    expect(drawing?.querySelector('[tabindex]:not([tabindex="-1"]), [aria-label]')).toBeNull();
  });

  it('reads the sales by order type from the legend table, not the donut', () => {
    renderWithProviders(
      <SalesToday
        data={{ totalSalesToday: 300, totalSalesTodayByTypeLabels: ['Spise her', 'Henting', 'Levering'], totalSalesTodayByType: [100, 200, 0] }}
      />,
    );
    const table = screen.getByRole('table', { name: 'Salg i dag per ordretype' });
    expect(rows(table)).toEqual([
      ['Spise her', '100,00 kr'],
      ['Henting', '200,00 kr'],
      ['Levering', '0,00 kr'],
    ]);
    const donut = screen.getByTestId('sales-by-type-chart');
    expect(donut.closest('[aria-hidden="true"]')).toBeTruthy();
    expect(donut.getAttribute('aria-label')).toBeNull();
  });
});
