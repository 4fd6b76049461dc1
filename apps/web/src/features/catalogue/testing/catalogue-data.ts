import type { AddOnGroup, Category, Item } from '@bakrom/shared/schemas/catalogue';
import { buildLocation } from '@/testing/users';
import type { ItemAdminData } from '../api/get-item-admin-data';

/** Test data of the catalogue screens; pass overrides for what a test cares about. */
export const VAT = { dineIn: 25, takeOut: 15, delivery: 15 };

export function buildCategory(overrides: Partial<Category> = {}): Category {
  return {
    id: '00000000-0000-4000-8000-0000000000c1',
    type: 'category',
    merchant: 'demo',
    name: 'Pizza',
    description: '',
    itemType: 'DISH',
    articleGroup: '04006',
    sortOrder: 0,
    imageUrl: null,
    showItemsCount: true,
    availableAtLocationIds: [],
    availableForOrderTypes: ['DINE_IN', 'TAKEAWAY'],
    availableOnDays: [],
    ...overrides,
  };
}

export function buildGroup(overrides: Partial<AddOnGroup> = {}): AddOnGroup {
  return {
    id: '00000000-0000-4000-8000-0000000000a1',
    type: 'add-on_group',
    merchant: 'demo',
    name: 'Ekstra topping',
    title: 'Velg topping',
    description: '',
    mandatory: false,
    minimum: 0,
    maximum: 0,
    sortOrder: 0,
    ...overrides,
  };
}

export function buildItem(overrides: Partial<Item> = {}): Item {
  return {
    id: '00000000-0000-4000-8000-0000000000e1',
    type: 'item',
    merchant: 'demo',
    categoryId: buildCategory().id,
    itemType: 'DISH',
    articleGroup: null,
    name: 'Margherita',
    menuNr: '9',
    description: '',
    ingredientsText: '',
    imageUrl: null,
    price: 129.57,
    priceDineIn: 119.2,
    showAsDiscount: false,
    includedToppingsCount: 0,
    enableComment: false,
    zipCodes: '',
    spicyLevelSelections: [],
    availableAtLocationIds: [],
    availableForOrderTypes: ['DINE_IN', 'TAKEAWAY'],
    availableOnDays: [],
    subselections: [],
    addOnGroupIds: [],
    allergens: [],
    sortOrder: 0,
    ...overrides,
  };
}

export function buildItemAdminData(overrides: Partial<ItemAdminData> = {}): ItemAdminData {
  return {
    category: buildCategory(),
    categories: [buildCategory()],
    addOnGroups: [buildGroup()],
    spicyLevels: ['Mild', 'Medium', 'Sterk', 'Ekstra sterk'],
    allergens: [{ id: 'GLUTEN', name: 'Gluten', imageUrl: null }],
    vat: VAT,
    locations: [buildLocation()],
    item: null,
    ...overrides,
  };
}
