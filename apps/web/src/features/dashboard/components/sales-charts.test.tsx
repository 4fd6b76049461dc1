// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
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
      <SalesBarChart
        labels={['01.11.2026', '02.11.2026']}
        amounts={[1234.5, 0]}
        caption="Salg per dag de siste 30 dagene"
        labelHeader="Dato"
        testId="sales-per-date"
      />,
    );
    const table = screen.getByRole('table', { name: 'Salg per dag de siste 30 dagene' });
    expect(rows(table)).toEqual([
      ['Dato', 'Salg'],
      ['01.11.2026', '1 234,50 kr'],
      ['02.11.2026', '0,00 kr'],
    ]);
    const drawing = screen.getByTestId('sales-per-date').querySelector('[aria-hidden="true"]');
    expect(drawing?.querySelector('svg')).toBeTruthy();
    expect(drawing?.querySelector('[tabindex]:not([tabindex="-1"]), [aria-label]')).toBeNull();
  });

  it('reads the sales by order type from the legend table, not the donut', () => {
    renderWithProviders(
      <SalesToday
        data={{
          totalSalesToday: 300,
          totalSalesTodayByTypeLabels: ['Spise her', 'Henting', 'Levering'],
          totalSalesTodayByType: [100, 200, 0],
        }}
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

/** The height of each bar drawn, in its order. */
function barHeights(container: HTMLElement): number[] {
  return [...container.querySelectorAll('[data-testid="sales-bar"]')].map((bar) => Number(bar.getAttribute('height')));
}

describe('the drawings', () => {
  it('draws a bar per label, the tallest for the largest figure and none above the axis for 0', () => {
    renderWithProviders(
      <SalesBarChart
        labels={['01.11.2026', '02.11.2026', '03.11.2026', '04.11.2026']}
        amounts={[400, 1234.5, 0, 617.25]}
        caption="Salg per dag de siste 30 dagene"
        labelHeader="Dato"
        testId="sales-per-date"
      />,
    );
    const heights = barHeights(screen.getByTestId('sales-per-date'));
    expect(heights).toHaveLength(4);
    expect(Math.max(...heights)).toBe(heights[1]);
    expect(heights[2]).toBe(0);
    // Heights are proportional to the amounts.
    expect(heights[3]! / heights[1]!).toBeCloseTo(0.5, 5);
    expect(heights[0]! / heights[1]!).toBeCloseTo(400 / 1234.5, 5);
  });

  it('labels the value axis in whole kroner up to a round figure above the largest', () => {
    renderWithProviders(
      <SalesBarChart
        labels={['jan. 2026', 'feb. 2026']}
        amounts={[1234.5, 80]}
        caption="Salg per måned"
        labelHeader="Måned"
        testId="sales-per-month"
      />,
    );
    const texts = [...screen.getByTestId('sales-per-month').querySelectorAll('svg text')].map((text) =>
      text.textContent?.replace(/\u00a0/g, ' '),
    );
    expect(texts).toEqual(['0 kr', '500 kr', '1 000 kr', '1 500 kr', 'jan. 2026', 'feb. 2026']);
  });

  it('shows the amount of the bar under the pointer, and hides it when the pointer leaves', () => {
    renderWithProviders(
      <SalesBarChart
        labels={['01.11.2026', '02.11.2026']}
        amounts={[1234.5, 10]}
        caption="Salg per dag"
        labelHeader="Dato"
        testId="sales-per-date"
      />,
    );
    const chart = screen.getByTestId('sales-per-date');
    const columns = [...chart.querySelectorAll('svg rect[fill="transparent"]')];
    expect(columns).toHaveLength(2);
    fireEvent.pointerEnter(columns[0]!);
    const tooltip = screen.getByTestId('sales-chart-tooltip');
    expect(tooltip.textContent?.replace(/\u00a0/g, ' ')).toBe('01.11.2026Salg1 234,50 kr');
    expect(tooltip.closest('[aria-hidden="true"]')).toBeTruthy();
    fireEvent.pointerLeave(chart.querySelector('svg')!);
    expect(screen.queryByTestId('sales-chart-tooltip')).toBeNull();
  });

  it('draws a slice per order type with sales, in its colour and to its share, with its amount under the pointer', () => {
    renderWithProviders(
      <SalesToday
        data={{
          totalSalesToday: 400,
          totalSalesTodayByTypeLabels: ['Spise her', 'Henting', 'Levering'],
          totalSalesTodayByType: [100, 0, 300],
        }}
      />,
    );
    const slices = [...screen.getByTestId('sales-by-type-chart').querySelectorAll<SVGPathElement>('[data-testid="sales-slice"]')];
    expect(slices.map((slice) => slice.dataset.type)).toEqual(['DINE_IN', 'DELIVERY']);
    expect(slices.map((slice) => slice.style.fill)).toEqual(['var(--mantine-color-teal-6)', 'var(--mantine-color-indigo-5)']);
    // A quarter is a small arc, three quarters a large one (the arc's large-arc flag).
    expect(slices.map((slice) => slice.getAttribute('d')!.split(' ')[7])).toEqual(['0', '1']);
    fireEvent.pointerEnter(slices[1]!);
    expect(screen.getByTestId('sales-chart-tooltip').textContent?.replace(/\u00a0/g, ' ')).toBe('Levering300,00 kr');
  });

  it('draws an empty grey ring without sales', () => {
    renderWithProviders(
      <SalesToday
        data={{ totalSalesToday: 0, totalSalesTodayByTypeLabels: ['Spise her', 'Henting', 'Levering'], totalSalesTodayByType: [0, 0, 0] }}
      />,
    );
    const donut = screen.getByTestId('sales-by-type-chart');
    expect(donut.querySelectorAll('[data-testid="sales-slice"]')).toHaveLength(0);
    expect(donut.querySelectorAll('path')).toHaveLength(1);
  });
});
