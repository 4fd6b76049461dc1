import { describe, expect, it } from 'vitest';
import { createItemInput } from '@bakrom/shared/schemas/catalogue-input';
import type { Category, Item } from '@bakrom/shared/schemas/catalogue';
import { buildLocation } from '@/testing/users';
import { itemBody, itemValuesOf } from './item-values';

const vat = { dineIn: 25, takeOut: 15, delivery: 15 };
const categoryId = '00000000-0000-4000-8000-0000000000c1';
const category: Category = {
  id: categoryId,
  type: 'category',
  merchant: 'demo',
  name: 'Pizza',
  description: '',
  itemType: 'DRINK_ALCOHOL',
  articleGroup: '04007',
  sortOrder: 0,
  imageUrl: null,
  showItemsCount: true,
  availableAtLocationIds: [],
  availableForOrderTypes: ['DINE_IN'],
  availableOnDays: [],
};
const extra = { merchant: 'demo', categoryId, imageUrl: null, sortOrder: -1 };

describe('item values', () => {
  it('starts a new item from its category, at every location', () => {
    const values = itemValuesOf(null, category, [buildLocation()], vat);
    expect(values).toMatchObject({
      itemType: 'DRINK_ALCOHOL',
      availableForOrderTypes: ['DINE_IN'],
      availableAtLocationIds: [buildLocation().id],
    });
    expect(values.price).toEqual({ net: '', gross: '' });
  });

  it('shows a stored item with its prices including VAT', () => {
    const item = {
      ...category,
      type: 'item',
      categoryId,
      itemType: 'DISH',
      menuNr: '9',
      ingredientsText: '',
      price: 129.57,
      priceDineIn: 119.2,
      showAsDiscount: false,
      includedToppingsCount: 0,
      enableComment: true,
      zipCodes: '',
      spicyLevelSelections: [],
      addOnGroupIds: [],
      allergens: [{ id: 'GLUTEN', name: 'Gluten', imageUrl: null }],
      subselections: [{ id: 's1', name: 'Liten', price: 129.57, priceDineIn: 119.2, addOnGroupIds: [] }],
    } as Item;
    const values = itemValuesOf(item, category, [], vat);
    expect(values.price).toEqual({ net: 129.57, gross: 149 });
    expect(values.priceDineIn).toEqual({ net: 119.2, gross: 149 });
    expect(values.allergens).toEqual(['GLUTEN']);
    expect(values.subselections[0]).toMatchObject({ key: 's1', id: 's1', name: 'Liten', price: { net: 129.57, gross: 149 } });
  });

  it('needs a dine-in price above 0 for an alcohol drink, by the shared schema', () => {
    const values = { ...itemValuesOf(null, category, [], vat), name: 'Pils' };
    const result = createItemInput.safeParse(itemBody(values, extra));
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['priceDineIn', 'Drikke med alkohol må ha en pris for Spise her over 0'],
    ]);
    const priced = { ...values, priceDineIn: { net: 79.2, gross: 99 } };
    expect(createItemInput.safeParse(itemBody(priced, extra)).success).toBe(true);
  });

  it('sends zip codes for a delivery service only', () => {
    const values = { ...itemValuesOf(null, category, [], vat), name: 'Levering', zipCodes: '2010,2040', price: { net: 50, gross: 58 } };
    expect(itemBody({ ...values, itemType: 'DELIVERY_SERVICE' }, extra).zipCodes).toBe('2010,2040');
    expect(itemBody({ ...values, itemType: 'DISH' }, extra).zipCodes).toBe('');
  });
});
