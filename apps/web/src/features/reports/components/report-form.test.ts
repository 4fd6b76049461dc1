import { describe, expect, it } from 'vitest';
import { kiosk, pos, webshop } from '../testing/report-data';
import { terminalOptions, yearOptions } from './report-form';

describe('the terminal picker', () => {
  it('lists the devices by name and the webshop last, as Nettbutikken', () => {
    expect(terminalOptions([webshop, pos, kiosk], false).map((option) => option.label)).toEqual(['Kasse 1', 'Kiosk 1', 'Nettbutikken']);
  });

  it("offers every terminal together first in the turnover report ('ALLE TILSAMMEN', value ALL)", () => {
    expect(terminalOptions([webshop, pos], true)).toEqual([
      { value: 'ALL', label: 'ALLE TILSAMMEN' },
      { value: pos.id, label: 'Kasse 1' },
      { value: webshop.id, label: 'Nettbutikken' },
    ]);
  });
});

describe('the year picker', () => {
  it('offers the last ten years, and a year the URL names besides them in its place', () => {
    expect(yearOptions('2026-01-01', '2024')).toEqual(['2026', '2025', '2024', '2023', '2022', '2021', '2020', '2019', '2018', '2017']);
    expect(yearOptions('2026-01-01', '2012')).toEqual([
      '2026',
      '2025',
      '2024',
      '2023',
      '2022',
      '2021',
      '2020',
      '2019',
      '2018',
      '2017',
      '2012',
    ]);
  });
});
