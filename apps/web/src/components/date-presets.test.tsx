// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import type { DatePeriod } from './date-ranges';
import { DatePresets } from './date-presets';

describe('DatePresets', () => {
  afterEach(cleanup);

  it('offers the seven periods in a named group and hands over the one clicked, on Thursday 26 November 2026', () => {
    const chosen: DatePeriod[] = [];
    renderWithProviders(<DatePresets today="2026-11-26" onChoose={(period) => chosen.push(period)} />);
    const group = screen.getByRole('group', { name: 'Velg periode' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['I dag', 'I går', 'Denne uken', 'Forrige uke', 'Denne måneden', 'Forrige måned', 'I år']);
    fireEvent.click(within(group).getByRole('button', { name: 'Forrige uke' }));
    fireEvent.click(within(group).getByRole('button', { name: 'I år' }));
    expect(chosen).toEqual([
      { fromDate: '2026-11-16', toDate: '2026-11-22' },
      { fromDate: '2026-01-01', toDate: '2026-11-26' },
    ]);
  });

  it('shows the preset of the period chosen as pressed, and none for another period', () => {
    const { rerender } = renderWithProviders(
      <DatePresets today="2026-11-26" fromDate="2026-11-01" toDate="2026-11-26" onChoose={() => undefined} />,
    );
    const pressed = () => screen.getAllByRole('button').filter((button) => button.getAttribute('aria-pressed') === 'true');
    expect(pressed().map((button) => button.textContent)).toEqual(['Denne måneden']);
    rerender(<DatePresets today="2026-11-26" fromDate="2026-11-02" toDate="2026-11-26" onChoose={() => undefined} />);
    expect(pressed()).toEqual([]);
  });
});
