import type { OrderType } from '@bakrom/shared/enums';
import type { VatRates } from '@bakrom/shared/catalogue-rules';
import { kronerToOre } from '@bakrom/shared/money';
import {
  addOnMaximumCount,
  netPriceOf,
  unavailabilityOf,
  unitPriceWithVat,
  vatRateOf,
  type SalesContext,
  type SellableAddOn,
  type SellableAddOnGroup,
  type SellableCategory,
  type SellableItem,
  type SellableMenu,
} from '@bakrom/shared/order-pricing';
import type { AddOn, AddOnGroup, Category, Item, Menu } from '@bakrom/shared/schemas/catalogue';
import type { ChannelMenu } from '@bakrom/shared/schemas/channel';
import type { OpeningHoursDay } from '@bakrom/shared/schemas/settings';

/** The merchant's catalogue by id, as one menu version holds it: built once per version and shared by every request. */
export interface CatalogueIndex {
  menu: Menu;
  vat: VatRates;
  categories: Map<string, Category>;
  items: Map<string, Item>;
  addOnGroups: Map<string, AddOnGroup>;
  addOns: Map<string, AddOn>;
}

const byId = <T extends { id: string }>(list: readonly T[]) => new Map(list.map((entry) => [entry.id, entry]));

export function indexCatalogue(menu: Menu, vat: VatRates): CatalogueIndex {
  return {
    menu,
    vat,
    categories: byId(menu.categories),
    items: byId(menu.items),
    addOnGroups: byId(menu.addOnGroups),
    addOns: byId(menu.addOnLists),
  };
}

/** What the location's state adds to the catalogue: sold-out items, and the dish controls' closed categories. */
export interface LocationState {
  locationId: string;
  soldOutItemIds: ReadonlySet<string>;
  /** Category id → the closing dish control's message. */
  closedCategories: ReadonlyMap<string, string>;
}

/**
 * The categories the location's dish controls (CLOSE_OPEN_DISHES) have closed: those of its actions
 * no longer offered at the location. Each carries its action's closed message.
 */
export function closedCategoriesOf(
  location: { id: string; dishControls: readonly { categoryIds: readonly string[]; closedMessage: string }[] },
  catalogue: CatalogueIndex,
): Map<string, string> {
  const closed = new Map<string, string>();
  for (const action of location.dishControls) {
    for (const categoryId of action.categoryIds) {
      const category = catalogue.categories.get(categoryId);
      if (category && !category.availableAtLocationIds.includes(location.id) && !closed.has(categoryId)) {
        closed.set(categoryId, action.closedMessage);
      }
    }
  }
  return closed;
}

function sellableCategory(category: Category, state: LocationState): SellableCategory {
  return {
    id: category.id,
    name: category.name,
    orderTypes: category.availableForOrderTypes,
    days: category.availableOnDays,
    atLocation: category.availableAtLocationIds.includes(state.locationId),
    closedMessage: state.closedCategories.get(category.id) ?? null,
  };
}

function sellableItem(item: Item, state: LocationState): SellableItem {
  return {
    id: item.id,
    categoryId: item.categoryId,
    name: item.name,
    itemType: item.itemType,
    price: kronerToOre(item.price),
    priceDineIn: kronerToOre(item.priceDineIn),
    orderTypes: item.availableForOrderTypes,
    days: item.availableOnDays,
    atLocation: item.availableAtLocationIds.includes(state.locationId),
    soldOut: state.soldOutItemIds.has(item.id),
    variants: item.subselections.map((variant) => ({
      id: variant.id,
      name: variant.name,
      price: kronerToOre(variant.price),
      priceDineIn: kronerToOre(variant.priceDineIn),
      addOnGroupIds: variant.addOnGroupIds,
    })),
    addOnGroupIds: item.addOnGroupIds,
  };
}

const sellableGroup = (group: AddOnGroup): SellableAddOnGroup => ({
  id: group.id,
  title: group.title,
  mandatory: group.mandatory,
  minimum: group.minimum,
  maximum: group.maximum,
});

const sellableAddOn = (addOn: AddOn): SellableAddOn => ({
  id: addOn.id,
  addOnGroupId: addOn.addOnGroupId,
  name: addOn.name,
  price: kronerToOre(addOn.price),
  priceDineIn: kronerToOre(addOn.priceDineIn),
  allowMultipleTimes: addOn.allowMultipleTimes,
  maximum: addOn.maximum,
});

/**
 * The part of the catalogue an order names, as the location sells it now: its items with their
 * categories, and the add-ons it names with every add-on group of its items and variants. An order
 * is priced from this, so a large menu costs an order nothing.
 */
export function sellableMenuFor(
  catalogue: CatalogueIndex,
  state: LocationState,
  wanted: { itemIds: readonly string[]; addOnIds: readonly string[] },
): SellableMenu {
  const categories = new Map<string, SellableCategory>();
  const items = new Map<string, SellableItem>();
  const addOnGroups = new Map<string, SellableAddOnGroup>();
  const addOns = new Map<string, SellableAddOn>();
  const addGroup = (groupId: string) => {
    const group = catalogue.addOnGroups.get(groupId);
    if (group) addOnGroups.set(groupId, sellableGroup(group));
  };
  for (const itemId of wanted.itemIds) {
    const item = catalogue.items.get(itemId);
    if (!item || items.has(itemId)) continue;
    items.set(itemId, sellableItem(item, state));
    const category = catalogue.categories.get(item.categoryId);
    if (category) categories.set(category.id, sellableCategory(category, state));
    item.addOnGroupIds.forEach(addGroup);
    item.subselections.forEach((variant) => variant.addOnGroupIds.forEach(addGroup));
  }
  for (const addOnId of wanted.addOnIds) {
    const addOn = catalogue.addOns.get(addOnId);
    if (addOn) addOns.set(addOnId, sellableAddOn(addOn));
  }
  return { categories, items, addOnGroups, addOns };
}

/** What the channel menu shows besides the catalogue. */
export interface ChannelMenuFrame {
  locationId: string;
  orderType: OrderType;
  takeawayClosedMessage: string | undefined;
  earliestPickupMinutes: number;
  openingHours: OpeningHoursDay[];
}

/**
 * The menu a terminal may sell now (GET /api/channel/menu): categories and items offered at the
 * location for the order type today, in menu order; sold-out items and categories closed by the dish
 * controls kept and flagged, everything else that cannot be sold left out; prices in øre with the
 * order type's VAT, before and after the discount valid now.
 */
export function presentChannelMenu(
  catalogue: CatalogueIndex,
  state: LocationState,
  context: SalesContext,
  frame: ChannelMenuFrame,
): ChannelMenu {
  const { orderType } = frame;
  const vatRate = vatRateOf(orderType, catalogue.vat);
  const usedGroupIds = new Set<string>();
  const categories: ChannelMenu['categories'] = [];
  const itemsByCategory = new Map<string, Item[]>();
  for (const item of catalogue.menu.items) {
    const list = itemsByCategory.get(item.categoryId);
    if (list) list.push(item);
    else itemsByCategory.set(item.categoryId, [item]);
  }

  for (const category of catalogue.menu.categories) {
    const sellable = sellableCategory(category, state);
    const closed = sellable.closedMessage !== null;
    if (!sellable.atLocation && !closed) continue;
    // An item of a closed category shows as it would sell once the dish controls open it again.
    const asOpen: SellableCategory = { ...sellable, atLocation: true, closedMessage: null };
    const items: ChannelMenu['categories'][number]['items'] = [];
    for (const item of itemsByCategory.get(category.id) ?? []) {
      const entry = sellableItem(item, state);
      const reason = unavailabilityOf(entry, asOpen, orderType, context.day);
      if (reason && reason.code !== 'SOLD_OUT') continue;
      const discountPercent = context.discounts.get(item.id) ?? 0;
      const priced = (net: number) => ({
        price: unitPriceWithVat(net, vatRate),
        discountedPrice: unitPriceWithVat(net, vatRate, discountPercent),
      });
      item.addOnGroupIds.forEach((id) => usedGroupIds.add(id));
      items.push({
        id: item.id,
        name: item.name,
        itemType: item.itemType,
        menuNr: item.menuNr,
        description: item.description,
        ingredientsText: item.ingredientsText,
        imageUrl: item.imageUrl,
        ...priced(netPriceOf(entry, orderType)),
        discountPercent,
        soldOut: entry.soldOut,
        enableComment: item.enableComment,
        spicyLevelSelections: item.spicyLevelSelections,
        allergens: item.allergens,
        variants: entry.variants.map((variant) => {
          variant.addOnGroupIds.forEach((id) => usedGroupIds.add(id));
          return {
            id: variant.id,
            name: variant.name,
            ...priced(netPriceOf(variant, orderType)),
            addOnGroupIds: [...variant.addOnGroupIds],
          };
        }),
        addOnGroupIds: item.addOnGroupIds,
      });
    }
    if (items.length === 0) continue;
    categories.push({
      id: category.id,
      name: category.name,
      description: category.description,
      itemType: category.itemType,
      imageUrl: category.imageUrl,
      closed,
      closedMessage: closed ? sellable.closedMessage || null : null,
      items,
    });
  }

  const addOnGroups = catalogue.menu.addOnGroups
    .filter((group) => usedGroupIds.has(group.id))
    .map((group) => ({
      id: group.id,
      title: group.title,
      description: group.description,
      mandatory: group.mandatory,
      minimum: group.minimum,
      maximum: group.maximum,
      addOns: catalogue.menu.addOnLists
        .filter((addOn) => addOn.addOnGroupId === group.id)
        .map((addOn) => {
          const entry = sellableAddOn(addOn);
          return {
            id: addOn.id,
            name: addOn.name,
            price: unitPriceWithVat(netPriceOf(entry, orderType), vatRate),
            maximumCount: addOnMaximumCount(entry),
          };
        }),
    }));

  return {
    locationId: frame.locationId,
    orderType,
    date: context.date,
    day: context.day,
    vatRate,
    takeaway: { closedToday: frame.takeawayClosedMessage !== undefined, message: frame.takeawayClosedMessage ?? null },
    earliestPickupMinutes: frame.earliestPickupMinutes,
    openingHours: frame.openingHours,
    categories,
    addOnGroups,
  };
}
