import type { ArticleGroup } from '@bakrom/shared/article-groups';
import type { CatalogueItemType, VatRates } from '@bakrom/shared/catalogue-rules';
import type { AvailableDay, MenuOrderType } from '@bakrom/shared/enums';
import type { Category, Item, Subselection } from '@bakrom/shared/schemas/catalogue';
import type { Location } from '@bakrom/shared/schemas/location';
import { netPrice, priceFieldsOf, type PriceFields } from './price-fields';

/** A variant as the form edits it; `key` tells list rows apart before the server gives an id. */
export interface VariantValues {
  key: string;
  id?: string;
  name: string;
  price: PriceFields;
  priceDineIn: PriceFields;
  addOnGroupIds: string[];
}

/** The item form's values (spec part 2 §2.5, §3 Item). */
export interface ItemValues {
  itemType: CatalogueItemType | null;
  /** The item's own SAF-T article group; null: its category's. */
  articleGroup: ArticleGroup | null;
  name: string;
  menuNr: string;
  availableAtLocationIds: string[];
  availableForOrderTypes: MenuOrderType[];
  availableOnDays: AvailableDay[];
  showAsDiscount: boolean;
  description: string;
  ingredientsText: string;
  price: PriceFields;
  priceDineIn: PriceFields;
  subselections: VariantValues[];
  addOnGroupIds: string[];
  includedToppingsCount: number | string;
  spicyLevelSelections: string[];
  enableComment: boolean;
  allergens: string[];
  zipCodes: string;
}

let nextKey = 0;
export function newVariantKey(): string {
  nextKey += 1;
  return `variant-${nextKey}`;
}

export function variantValuesOf(variant: Subselection, vat: VatRates): VariantValues {
  return {
    key: variant.id,
    id: variant.id,
    name: variant.name,
    price: priceFieldsOf(variant.price, vat.takeOut),
    priceDineIn: priceFieldsOf(variant.priceDineIn, vat.dineIn),
    addOnGroupIds: variant.addOnGroupIds,
  };
}

export function emptyVariant(): VariantValues {
  const empty = { net: '', gross: '' };
  return { key: newVariantKey(), name: '', price: empty, priceDineIn: empty, addOnGroupIds: [] };
}

/** A new item takes its category's item type and order types and is offered at every location. */
export function itemValuesOf(item: Item | null, category: Category, locations: Location[], vat: VatRates): ItemValues {
  const source = item ?? {
    itemType: category.itemType,
    articleGroup: null,
    name: '',
    menuNr: '',
    availableAtLocationIds: locations.map((location) => location.id),
    availableForOrderTypes: category.availableForOrderTypes,
    availableOnDays: [],
    showAsDiscount: false,
    description: '',
    ingredientsText: '',
    price: 0,
    priceDineIn: 0,
    subselections: [],
    addOnGroupIds: [],
    includedToppingsCount: 0,
    spicyLevelSelections: [],
    enableComment: false,
    allergens: [],
    zipCodes: '',
  };
  return {
    ...source,
    itemType: source.itemType === 'ADD_ON_OF_ADD_ON_GROUP' ? null : source.itemType,
    price: item ? priceFieldsOf(item.price, vat.takeOut) : { net: '', gross: '' },
    priceDineIn: item ? priceFieldsOf(item.priceDineIn, vat.dineIn) : { net: '', gross: '' },
    subselections: source.subselections.map((variant) => variantValuesOf(variant, vat)),
    allergens: source.allergens.map((allergen) => allergen.id),
  };
}

/** A variant as the shared subselection schema takes it. */
export function variantBody(variant: VariantValues) {
  return {
    ...(variant.id ? { id: variant.id } : {}),
    name: variant.name,
    price: netPrice(variant.price),
    priceDineIn: netPrice(variant.priceDineIn),
    addOnGroupIds: variant.addOnGroupIds,
  };
}

function count(value: number | string): number {
  return typeof value === 'number' ? value : value.trim() === '' ? 0 : Number(value);
}

/** The body for createItem / editItem, before the shared schema checks it. Zip codes go with delivery services only. */
export function itemBody(values: ItemValues, extra: { merchant: string; categoryId: string; imageUrl: string | null; sortOrder: number }) {
  return {
    ...values,
    ...extra,
    type: 'item' as const,
    itemType: values.itemType ?? undefined,
    price: netPrice(values.price),
    priceDineIn: netPrice(values.priceDineIn),
    subselections: values.subselections.map(variantBody),
    includedToppingsCount: count(values.includedToppingsCount),
    zipCodes: values.itemType === 'DELIVERY_SERVICE' ? values.zipCodes : '',
  };
}
