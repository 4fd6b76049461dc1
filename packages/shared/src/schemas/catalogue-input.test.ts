import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import '../zod-locale';
import {
  createAddOnGroupInput,
  createAddOnInput,
  createCategoryInput,
  createItemInput,
  editAddOnInput,
  editCategoryInput,
  editItemInput,
  priceInput,
  sortListInput,
  sortPositions,
} from './catalogue-input';

const ID = '7a1e4a39-6d55-4d8b-9a55-7b9c7d0f8e21';
const OTHER_ID = '0b7e7a55-41f6-4b8a-b6f4-6f0f3d0c2a11';

function fieldsOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('prices on the wire', () => {
  it('accepts kroner with at most two decimals, never negative', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (ore) => {
        expect(priceInput.safeParse(ore / 100).success).toBe(true);
      }),
    );
    expect(fieldsOf(priceInput.safeParse(1.005))).toEqual({ '': 'Prisen kan ha høyst to desimaler' });
    expect(priceInput.safeParse(-1).success).toBe(false);
    expect(priceInput.safeParse('12').success).toBe(false);
  });
});

describe('category', () => {
  it('fills the defaults of a new category', () => {
    expect(createCategoryInput.parse({ name: ' Pizza ', itemType: 'DISH' })).toEqual({
      name: 'Pizza',
      itemType: 'DISH',
      description: '',
      availableAtLocationIds: [],
      availableForOrderTypes: ['DINE_IN', 'TAKEAWAY'],
      availableOnDays: [],
      imageUrl: null,
      showItemsCount: true,
      sortOrder: -1,
    });
  });

  it('takes a SAF-T article group of the code list, or none (the item type chooses it), and names any other code', () => {
    expect(createCategoryInput.parse({ name: 'Vin', itemType: 'DRINK_ALCOHOL', articleGroup: '04008' }).articleGroup).toBe('04008');
    expect(createCategoryInput.parse({ name: 'Vin', itemType: 'DRINK_ALCOHOL' }).articleGroup).toBeUndefined();
    for (const articleGroup of ['04999', '04005', '04015', 4006, null]) {
      expect(fieldsOf(createCategoryInput.safeParse({ name: 'Vin', itemType: 'DRINK_ALCOHOL', articleGroup })).articleGroup).toBe(
        'Ukjent varegruppe: velg en av varegruppene i SAF-T (04006–04014)',
      );
    }
    // An item's own group overrides its category's; null sells it in the category's.
    const item = { categoryId: ID, name: 'Rødvin', itemType: 'DRINK_ALCOHOL', priceDineIn: 100 };
    expect(createItemInput.parse({ ...item, articleGroup: '04008' }).articleGroup).toBe('04008');
    expect(createItemInput.parse({ ...item, articleGroup: null }).articleGroup).toBeNull();
    expect(fieldsOf(createItemInput.safeParse({ ...item, articleGroup: 'Vin' })).articleGroup).toBe(
      'Ukjent varegruppe: velg en av varegruppene i SAF-T (04006–04014)',
    );
  });

  it('needs a name and an item type', () => {
    const fields = fieldsOf(createCategoryInput.safeParse({ name: '  ', itemType: '' }));
    expect(fields.name).toBe('Kategorien må ha et navn');
    expect(fields.itemType).toBe('Velg varetype');
    expect(fieldsOf(createCategoryInput.safeParse({ name: 'x' })).itemType).toBe('Velg varetype');
  });

  it('takes the id of an edit from categoryId or id', () => {
    expect(editCategoryInput.parse({ name: 'x', itemType: 'DISH', id: ID }).categoryId).toBe(ID);
    expect(editCategoryInput.parse({ name: 'x', itemType: 'DISH', categoryId: ID }).categoryId).toBe(ID);
    expect(fieldsOf(editCategoryInput.safeParse({ name: 'x', itemType: 'DISH' }))).toHaveProperty('categoryId');
  });

  it('refuses image URLs that were not uploaded here', () => {
    expect(fieldsOf(createCategoryInput.safeParse({ name: 'x', itemType: 'DISH', imageUrl: 'https://example.com/a.png' }))).toHaveProperty(
      'imageUrl',
    );
    expect(createCategoryInput.parse({ name: 'x', itemType: 'DISH', imageUrl: `/api/media/images/${ID}` }).imageUrl).toBe(
      `/api/media/images/${ID}`,
    );
    expect(createCategoryInput.parse({ name: 'x', itemType: 'DISH', imageUrl: '' }).imageUrl).toBeNull();
    const shouting = `/api/media/images/${ID.toUpperCase()}`;
    expect(createCategoryInput.parse({ name: 'x', itemType: 'DISH', imageUrl: shouting }).imageUrl).toBe(`/api/media/images/${ID}`);
  });
});

describe('item', () => {
  const item = { categoryId: ID, name: 'Øl', itemType: 'DRINK_ALCOHOL', priceDineIn: 80 };

  it('applies the price rule of its type', () => {
    expect(createItemInput.safeParse(item).success).toBe(true);
    expect(fieldsOf(createItemInput.safeParse({ ...item, priceDineIn: 0, price: 80 }))).toEqual({
      priceDineIn: 'Drikke med alkohol må ha en pris for Spise her over 0',
    });
    expect(fieldsOf(createItemInput.safeParse({ ...item, itemType: 'DRINK', priceDineIn: 80 }))).toEqual({
      price: 'Prisen (Ta med) må være over 0',
    });
    expect(createItemInput.safeParse({ ...item, itemType: 'DISH', priceDineIn: 0 }).success).toBe(true);
  });

  it('reports the name and the price rule together', () => {
    expect(Object.keys(fieldsOf(createItemInput.safeParse({ ...item, name: '', priceDineIn: 0 })))).toEqual(['name', 'priceDineIn']);
  });

  it('has no variants or at least two, each named and priced', () => {
    const variant = { name: 'Liten', price: 100 };
    expect(fieldsOf(createItemInput.safeParse({ ...item, subselections: [variant] }))).toHaveProperty('subselections');
    expect(createItemInput.safeParse({ ...item, subselections: [variant, { name: 'Stor', priceDineIn: 120 }] }).success).toBe(true);
    const fields = fieldsOf(createItemInput.safeParse({ ...item, subselections: [variant, { name: ' ', price: 0 }] }));
    expect(fields).toEqual({ 'subselections.1.name': 'Varianten må ha et navn', 'subselections.1.price': expect.any(String) });
  });

  it('refuses the same id twice in a list, naming the list', () => {
    const variant = (id: string, name: string) => ({ id, name, price: 100 });
    const duplicate = 'Listen inneholder samme id flere ganger';
    expect(fieldsOf(createItemInput.safeParse({ ...item, subselections: [variant(ID, 'Liten'), variant(ID, 'Stor')] }))).toEqual({
      subselections: duplicate,
    });
    expect(fieldsOf(createItemInput.safeParse({ ...item, availableAtLocationIds: [ID, OTHER_ID, ID] }))).toEqual({
      availableAtLocationIds: duplicate,
    });
    expect(fieldsOf(createItemInput.safeParse({ ...item, addOnGroupIds: [OTHER_ID, OTHER_ID] }))).toEqual({ addOnGroupIds: duplicate });
  });

  it('accepts allergens as ids or as the read shape and spicy levels only from the list', () => {
    const parsed = createItemInput.parse({ ...item, allergens: ['GLUTEN', { id: 'MILK', name: 'Melk' }] });
    expect(parsed.allergens).toEqual(['GLUTEN', 'MILK']);
    expect(fieldsOf(createItemInput.safeParse({ ...item, allergens: ['GLUTEN', { id: 'GLUTEN' }] }))).toEqual({
      allergens: 'Listen inneholder samme id flere ganger',
    });
    expect(fieldsOf(createItemInput.safeParse({ ...item, spicyLevelSelections: ['Vulkan'] }))).toHaveProperty('spicyLevelSelections.0');
  });

  it('takes the id of an edit from itemId or id', () => {
    expect(editItemInput.parse({ ...item, itemId: ID }).itemId).toBe(ID);
    expect(editItemInput.parse({ ...item, id: OTHER_ID }).itemId).toBe(OTHER_ID);
  });
});

describe('add-on group and add-on', () => {
  it('needs a name and a title; minimum ≤ maximum when mandatory', () => {
    expect(Object.keys(fieldsOf(createAddOnGroupInput.safeParse({ name: '', title: '' })))).toEqual(['name', 'title']);
    expect(fieldsOf(createAddOnGroupInput.safeParse({ name: 'a', title: 'b', mandatory: true, minimum: 2, maximum: 1 }))).toHaveProperty(
      'minimum',
    );
    expect(createAddOnGroupInput.safeParse({ name: 'a', title: 'b', mandatory: false, minimum: 2, maximum: 1 }).success).toBe(true);
    expect(fieldsOf(createAddOnGroupInput.safeParse({ name: 'a', title: 'b', minimum: -1 }))).toHaveProperty('minimum');
  });

  it('an add-on needs a name, prices ≥ 0 and a maximum of 2–100 when chosen several times', () => {
    const addOn = { addOnGroupId: ID, name: 'Ost', price: 10 };
    expect(createAddOnInput.parse(addOn)).toMatchObject({ maximum: 100, allowMultipleTimes: false, priceDineIn: 0 });
    expect(fieldsOf(createAddOnInput.safeParse({ ...addOn, allowMultipleTimes: true, maximum: 1 }))).toHaveProperty('maximum');
    expect(fieldsOf(createAddOnInput.safeParse({ ...addOn, maximum: 101 }))).toHaveProperty('maximum');
    expect(fieldsOf(createAddOnInput.safeParse({ ...addOn, price: -1 }))).toHaveProperty('price');
    expect(editAddOnInput.parse({ ...addOn, addOnId: OTHER_ID })).toMatchObject({ addOnId: OTHER_ID, addOnGroupId: ID });
  });
});

describe('sorted lists', () => {
  it('write the position of each entry, whatever sortOrder it carries', () => {
    const list = sortListInput.parse([
      { id: ID, sortOrder: 7 },
      { id: OTHER_ID, sortOrder: -1 },
    ]);
    expect(sortPositions(list)).toEqual([
      { id: ID, sortOrder: 0 },
      { id: OTHER_ID, sortOrder: 1 },
    ]);
    expect(fieldsOf(sortListInput.safeParse([{ id: ID }, { id: ID }]))).toEqual({ '': 'Listen inneholder samme id flere ganger' });
  });
});
