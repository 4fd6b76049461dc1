// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { buildLabourToday, GRUNERLOKKA, MAJORSTUEN } from '../testing/dashboard-data';
import { LabourToday } from './labour-today';

/** The label–value pairs of a description list, spaces as typed. */
function figures(list: HTMLElement): [string, string][] {
  return [...list.querySelectorAll('dt')].map((term) => [
    term.textContent ?? '',
    (term.nextElementSibling?.textContent ?? '').replace(/\u00a0/g, ' '),
  ]);
}

describe("the overview's 'Personal i dag'", () => {
  afterEach(cleanup);

  it('shows nothing when nobody has clocked in today', () => {
    renderWithProviders(<LabourToday labour={[]} locations={[MAJORSTUEN]} />);
    expect(screen.queryByTestId('labour-today')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Personal i dag' })).toBeNull();
  });

  it("gives one location's hours, cost, share of sales and sales per hour as a described list, without its name", () => {
    renderWithProviders(<LabourToday labour={[buildLabourToday()]} locations={[MAJORSTUEN]} />);
    const section = screen.getByRole('region', { name: 'Personal i dag' });
    expect(within(section).getByRole('heading', { level: 2, name: 'Personal i dag' })).toBeTruthy();
    expect(within(section).queryByRole('heading', { level: 3 })).toBeNull();
    expect(figures(section)).toEqual([
      ['Timer', '9,50'],
      ['Lønnskostnad', '1 925,00 kr'],
      ['Andel av salget', '38,5 %'],
      ['Salg per arbeidstime', '526,32 kr'],
    ]);
    expect(section.querySelectorAll('dl')).toHaveLength(1);
    expect(screen.queryByTestId('labour-without-cost')).toBeNull();
  });

  it("shows '–' for a share and a rate without sales or hours, and says which hours have no cost", () => {
    const labour = buildLabourToday({
      hours: 4,
      labourCost: 0,
      hoursWithoutCost: 2.5,
      labourCostShareOfSales: null,
      salesPerLabourHour: null,
    });
    renderWithProviders(<LabourToday labour={[labour]} locations={[MAJORSTUEN]} />);
    expect(figures(screen.getByTestId('labour-today'))).toEqual([
      ['Timer', '4,00'],
      ['Lønnskostnad', '0,00 kr'],
      ['Andel av salget', '–'],
      ['Salg per arbeidstime', '–'],
    ]);
    expect(screen.getByTestId('labour-without-cost').textContent).toBe('2,50 timer uten timekostnad er ikke med i lønnskostnaden.');
  });

  it('shows a MANAGER the hours and the sales per hour, and no cost (the answer has none)', () => {
    const labour = buildLabourToday({ labourCost: null, labourCostShareOfSales: null, hoursWithoutCost: 1 });
    renderWithProviders(<LabourToday labour={[labour]} locations={[MAJORSTUEN]} />);
    expect(figures(screen.getByTestId('labour-today'))).toEqual([
      ['Timer', '9,50'],
      ['Salg per arbeidstime', '526,32 kr'],
    ]);
    expect(screen.queryByTestId('labour-without-cost')).toBeNull();
  });

  it("heads each location's figures with its name when there are several, in the order of the locations", () => {
    const labour = [
      buildLabourToday({
        locationId: GRUNERLOKKA.id,
        hours: 12.25,
        labourCost: 3062.5,
        labourCostShareOfSales: 40,
        salesPerLabourHour: 625,
      }),
      buildLabourToday(),
    ];
    renderWithProviders(<LabourToday labour={labour} locations={[MAJORSTUEN, GRUNERLOKKA]} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Majorstuen', 'Grünerløkka']);
    const grunerlokka = screen.getByRole('region', { name: 'Grünerløkka' });
    expect(figures(grunerlokka)).toEqual([
      ['Timer', '12,25'],
      ['Lønnskostnad', '3 062,50 kr'],
      ['Andel av salget', '40,0 %'],
      ['Salg per arbeidstime', '625,00 kr'],
    ]);
    expect(figures(screen.getByRole('region', { name: 'Majorstuen' }))[0]).toEqual(['Timer', '9,50']);
  });
});
