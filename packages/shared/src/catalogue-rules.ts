import type { ItemType, MenuOrderType } from './enums';
import { priceWithVat, priceWithoutVat } from './vat';

/** The spicy levels an item can offer (spec part 2 §2.5 and §3: spicyLevelSelections are names). */
export const SPICY_LEVELS = ['Mild', 'Medium', 'Sterk', 'Ekstra sterk'] as const;
export type SpicyLevel = (typeof SPICY_LEVELS)[number];

/** The item types the category and item forms offer (spec part 2 §5), in the forms' order. */
export const CATALOGUE_ITEM_TYPES = ['DISH', 'DRINK_BUBBLE_TEA', 'DRINK', 'DRINK_ALCOHOL', 'ADD_ON', 'DELIVERY_SERVICE'] as const;
export type CatalogueItemType = (typeof CATALOGUE_ITEM_TYPES)[number];

export const ITEM_TYPE_LABELS: Record<CatalogueItemType, string> = {
  DISH: 'Matrett',
  DRINK_BUBBLE_TEA: 'Bubble tea',
  DRINK: 'Drikke UTEN alkohol',
  DRINK_ALCOHOL: 'Drikke MED alkohol',
  ADD_ON: 'Tilbehør',
  DELIVERY_SERVICE: 'Leveringstjeneste',
};

/** The sortOrder of a new category, item, add-on group or add-on, before any sort page has placed it (§3, §9). */
export const NEW_SORT_ORDER = -1;

/**
 * The one menu order of categories, items, add-on groups and add-ons, on every screen and in every
 * answer: the sorted entries by sortOrder, then the new ones (sortOrder -1), oldest first. Ids are
 * time-ordered UUIDs compared as text, as PostgreSQL compares them; the server's SQL sort key is the
 * same rule (modules/catalogue/sorting.ts).
 */
export function compareMenuOrder(a: { sortOrder: number; id: string }, b: { sortOrder: number; id: string }): number {
  const aNew = a.sortOrder === NEW_SORT_ORDER;
  const bNew = b.sortOrder === NEW_SORT_ORDER;
  if (aNew !== bNew) return aNew ? 1 : -1;
  if (a.sortOrder !== b.sortOrder) return a.sortOrder - b.sortOrder;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** A copy of the entries in menu order. */
export function inMenuOrder<T extends { sortOrder: number; id: string }>(entries: readonly T[]): T[] {
  return [...entries].sort(compareMenuOrder);
}

/** The add-on maximum count: default and the range allowed when an add-on may be chosen several times (§9). */
export const ADD_ON_MAXIMUM_DEFAULT = 100;
export const ADD_ON_MAXIMUM_MIN_MULTIPLE = 2;
export const ADD_ON_MAXIMUM_MAX = 100;

/** Norwegian texts of every catalogue rule, shared by the forms and the API's 400 answers. */
export const CATALOGUE_MESSAGES = {
  categoryNameRequired: 'Kategorien må ha et navn',
  itemTypeRequired: 'Velg varetype',
  deliveryServiceNotOffered: 'Leveringstjeneste kan bare velges når bedriften tilbyr levering',
  itemNameRequired: 'Produktet må ha et navn',
  dineInPriceAboveZero: 'Drikke med alkohol må ha en pris for Spise her over 0',
  priceAboveZero: 'Prisen (Ta med) må være over 0',
  variantsNoneOrAtLeastTwo: 'Varianter: enten ingen eller minst to',
  variantNameRequired: 'Varianten må ha et navn',
  variantPriceAboveZero: 'Varianten må ha en pris (Ta med eller Spise her) over 0',
  groupNameRequired: 'Gruppen må ha et navn',
  groupTitleRequired: 'Gruppen må ha en tittel',
  minimumAtLeastZero: 'Minimum kan ikke være under 0',
  maximumAtLeastZero: 'Maksimum kan ikke være under 0',
  minimumNotAboveMaximum: 'Minimum kan ikke være større enn maksimum når gruppen er obligatorisk',
  addOnNameRequired: 'Valget må ha et navn',
  addOnMaximumRange: `Maks antall må være mellom ${ADD_ON_MAXIMUM_MIN_MULTIPLE} og ${ADD_ON_MAXIMUM_MAX} når valget kan velges flere ganger`,
  addOnMaximumBounds: `Maks antall må være mellom 1 og ${ADD_ON_MAXIMUM_MAX}`,
  priceNotNegative: 'Prisen kan ikke være negativ',
  priceTooHigh: 'Prisen kan være høyst 1 000 000 kr',
  priceTwoDecimals: 'Prisen kan ha høyst to desimaler',
  priceNotANumber: 'Prisen må være et tall',
  imageUrlInvalid: 'Bildet må være lastet opp i Bakrom',
} as const;

/** The item types a form offers: DELIVERY_SERVICE only when the merchant offers delivery (§5). */
export function offeredItemTypes(offerDeliveryService: boolean): CatalogueItemType[] {
  return CATALOGUE_ITEM_TYPES.filter((type) => offerDeliveryService || type !== 'DELIVERY_SERVICE');
}

/** The order types a category form resets to when its item type changes (§4): alcohol is served at the table only. */
export function orderTypesForItemType(itemType: ItemType): MenuOrderType[] {
  return itemType === 'DRINK_ALCOHOL' ? ['DINE_IN'] : ['DINE_IN', 'TAKEAWAY'];
}

/** Which price an item of a type must have above 0 (§5). */
export type ItemPriceRule = 'NONE' | 'DINE_IN_PRICE_ABOVE_ZERO' | 'PRICE_ABOVE_ZERO';

export function itemPriceRule(itemType: ItemType): ItemPriceRule {
  if (itemType === 'DISH' || itemType === 'DRINK_BUBBLE_TEA') return 'NONE';
  if (itemType === 'DRINK_ALCOHOL') return 'DINE_IN_PRICE_ABOVE_ZERO';
  return 'PRICE_ABOVE_ZERO';
}

/** A broken rule: the field it concerns (a path as zod names it) and the Norwegian message. */
export interface RuleProblem {
  path: (string | number)[];
  message: string;
}

export function itemPriceProblems(item: { itemType: ItemType; price: number; priceDineIn: number }): RuleProblem[] {
  const rule = itemPriceRule(item.itemType);
  if (rule === 'DINE_IN_PRICE_ABOVE_ZERO' && !(item.priceDineIn > 0)) {
    return [{ path: ['priceDineIn'], message: CATALOGUE_MESSAGES.dineInPriceAboveZero }];
  }
  if (rule === 'PRICE_ABOVE_ZERO' && !(item.price > 0)) return [{ path: ['price'], message: CATALOGUE_MESSAGES.priceAboveZero }];
  return [];
}

/** Variants are either none or at least two (§5 hint). */
export function variantCountProblems(count: number): RuleProblem[] {
  return count === 1 ? [{ path: ['subselections'], message: CATALOGUE_MESSAGES.variantsNoneOrAtLeastTwo }] : [];
}

/** A variant needs a name and a takeaway or dine-in price above 0 (§5); paths relative to the variant. */
export function variantProblems(variant: { name: string; price: number; priceDineIn: number }): RuleProblem[] {
  const problems: RuleProblem[] = [];
  if (variant.name.trim() === '') problems.push({ path: ['name'], message: CATALOGUE_MESSAGES.variantNameRequired });
  if (!(variant.price > 0) && !(variant.priceDineIn > 0)) {
    problems.push({ path: ['price'], message: CATALOGUE_MESSAGES.variantPriceAboveZero });
  }
  return problems;
}

/** Minimum ≤ maximum when the group is mandatory; the maximum is not shown otherwise (§3, §5). */
export function addOnGroupProblems(group: { mandatory: boolean; minimum: number; maximum: number }): RuleProblem[] {
  return group.mandatory && group.minimum > group.maximum
    ? [{ path: ['minimum'], message: CATALOGUE_MESSAGES.minimumNotAboveMaximum }]
    : [];
}

/** The maximum count is 2–100 when an add-on may be chosen several times (§5, §9). */
export function addOnProblems(addOn: { allowMultipleTimes: boolean; maximum: number }): RuleProblem[] {
  return addOn.allowMultipleTimes && (addOn.maximum < ADD_ON_MAXIMUM_MIN_MULTIPLE || addOn.maximum > ADD_ON_MAXIMUM_MAX)
    ? [{ path: ['maximum'], message: CATALOGUE_MESSAGES.addOnMaximumRange }]
    : [];
}

/**
 * A price field pair of the forms: without VAT (what is stored) and with VAT (what the customer pays).
 * Typing one computes the other by the §5 sync rules.
 */
export interface PricePair {
  withoutVat: number;
  withVat: number;
}

/** Typed without VAT: with VAT is rounded to whole kroner (items and variants alike). */
export function pricePairFromNet(withoutVat: number, ratePercent: number): PricePair {
  return { withoutVat, withVat: priceWithVat(withoutVat, ratePercent) };
}

/** Typed with VAT: without VAT is rounded to two decimals. */
export function pricePairFromGross(withVat: number, ratePercent: number): PricePair {
  return { withoutVat: priceWithoutVat(withVat, ratePercent), withVat };
}

/** VAT percentages of a merchant (spec part 2 §3 vat). */
export interface VatRates {
  dineIn: number;
  takeOut: number;
  delivery: number;
}

/** The rates that apply when a merchant has not saved its own (Norwegian food rates). */
export const DEFAULT_VAT_RATES: VatRates = { dineIn: 25, takeOut: 15, delivery: 15 };

/**
 * The dine-in price of an item or variant as it sells (kroner without VAT; docs/DECISIONS.md): the
 * dine-in price entered, or, when none was (0) and dine-in is offered, the takeaway price. Dine-in
 * VAT is added to it as to any dine-in price.
 */
export function dineInPrice(entry: { price: number; priceDineIn: number }, dineInOffered: boolean): number {
  return dineInOffered && !(entry.priceDineIn > 0) ? entry.price : entry.priceDineIn;
}

/** An add-on's price as the products page shows it: including takeaway VAT (§2.3). */
export function addOnPriceWithTakeawayVat(addOn: { price: number }, vat: VatRates): number {
  return priceWithVat(addOn.price, vat.takeOut);
}

/** The largest image file an upload may be: the browser checks it before sending, the server while reading. */
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;

const IMAGE_URL = /^\/api\/media\/images\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** The URL under which an uploaded image is served. */
export function imageUrlOf(imageId: string): string {
  return `/api/media/images/${imageId}`;
}

/** The image id of an uploaded image's URL; undefined for anything else. */
export function imageIdOfUrl(url: string): string | undefined {
  return IMAGE_URL.exec(url)?.[1]?.toLowerCase();
}
