import { describe, expect, it } from 'vitest';
import { thumbnailUrl } from '@/lib/thumbnail-url';
import { daysText, menuPrices } from './menu-display';

describe('menu display', () => {
  it('lists days in week order, or all days when none is chosen', () => {
    expect(daysText([])).toBe('Alle dager');
    expect(daysText(['SUNDAY', 'MONDAY', 'HOLIDAY'])).toBe('man, søn, helligdag');
  });

  it('shows takeaway and dine-in prices with their own VAT in whole kroner', () => {
    expect(menuPrices({ price: 129.57, priceDineIn: 119.2 }, { takeOut: 15, dineIn: 25, delivery: 15 })).toEqual({
      takeaway: '149\u00a0kr',
      dineIn: '149\u00a0kr',
    });
  });

  it('shows the takeaway price with dine-in VAT as the dine-in price when none was entered, and no dine-in price when it is not offered', () => {
    const vat = { takeOut: 15, dineIn: 25, delivery: 15 };
    expect(menuPrices({ price: 100, priceDineIn: 0 }, vat)).toEqual({ takeaway: '115\u00a0kr', dineIn: '125\u00a0kr' });
    expect(menuPrices({ price: 100, priceDineIn: 0 }, vat, false)).toEqual({ takeaway: '115\u00a0kr', dineIn: null });
  });

  it('asks for the thumbnail of an image', () => {
    expect(thumbnailUrl('/api/media/images/abc')).toBe('/api/media/images/abc?size=thumb');
  });
});
