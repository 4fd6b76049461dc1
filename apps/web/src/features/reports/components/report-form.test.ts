import { describe, expect, it } from 'vitest';
import { kiosk, pos, webshop } from '../testing/report-data';
import { terminalOptions } from './report-form';

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
