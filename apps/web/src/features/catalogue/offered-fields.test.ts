import { describe, expect, it } from 'vitest';
import { buildSetting } from '@/testing/users';
import { dayChoices, itemFormFields, itemTypeChoices } from './offered-fields';

describe('fields the catalogue forms offer', () => {
  it('offers delivery service only when the merchant offers delivery', () => {
    expect(itemTypeChoices(buildSetting({ offerDeliveryService: true }))).toEqual([
      'DISH',
      'DRINK_BUBBLE_TEA',
      'DRINK',
      'DRINK_ALCOHOL',
      'ADD_ON',
      'DELIVERY_SERVICE',
    ]);
    expect(itemTypeChoices(buildSetting({ offerDeliveryService: false }))).not.toContain('DELIVERY_SERVICE');
    expect(itemTypeChoices(buildSetting({ offerDeliveryService: false }), 'DELIVERY_SERVICE')).toContain('DELIVERY_SERVICE');
  });

  it('offers days only with available-on-days, and the holiday only with its option', () => {
    expect(dayChoices(buildSetting({ showAvailableOnDays: false }))).toEqual([]);
    expect(dayChoices(buildSetting({ showAvailableOnDaysHolidayOption: false }))).toHaveLength(7);
    expect(dayChoices(buildSetting())).toEqual(['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY', 'HOLIDAY']);
  });

  it('shows zip codes for a delivery service only, and marks the price each type needs', () => {
    const setting = buildSetting();
    expect(itemFormFields('DELIVERY_SERVICE', setting)).toMatchObject({ zipCodes: true, requiredPrice: 'price' });
    expect(itemFormFields('DISH', setting)).toMatchObject({ zipCodes: false, requiredPrice: null });
    expect(itemFormFields('DRINK_BUBBLE_TEA', setting).requiredPrice).toBeNull();
    expect(itemFormFields('DRINK_ALCOHOL', setting).requiredPrice).toBe('priceDineIn');
    expect(itemFormFields('DRINK', setting).requiredPrice).toBe('price');
  });

  it('follows the merchant settings for add-ons, spicy levels and show-as-discount', () => {
    const off = buildSetting({
      useAddOns: false,
      showSpicyLevelSelections: false,
      enableShowAsDiscount: false,
      showAvailableOnDays: false,
    });
    expect(itemFormFields('DISH', off)).toMatchObject({ addOns: false, spicyLevels: false, showAsDiscount: false, days: false });
    expect(itemFormFields('DISH', buildSetting())).toMatchObject({ addOns: true, spicyLevels: true, showAsDiscount: true, days: true });
  });
});
