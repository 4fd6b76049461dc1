import type { ArticleGroup } from '@bakrom/shared/article-groups';
import type { AvailableDay, ItemType } from '@bakrom/shared/enums';

/** Ids of the fourteen EU allergens (migration 0001_allergens). */
export type AllergenId =
  | 'GLUTEN'
  | 'CRUSTACEANS'
  | 'EGGS'
  | 'FISH'
  | 'PEANUTS'
  | 'SOYBEANS'
  | 'MILK'
  | 'NUTS'
  | 'CELERY'
  | 'MUSTARD'
  | 'SESAME'
  | 'SULPHITES'
  | 'LUPIN'
  | 'MOLLUSCS';

/** Prices in the menu data are what the guest pays, in whole kroner including VAT. */
export interface MenuAddOn {
  name: string;
  priceKr: number;
}

export interface MenuAddOnGroup {
  key: string;
  name: string;
  title: string;
  description?: string;
  mandatory?: boolean;
  minimum?: number;
  maximum?: number;
  allowMultipleTimes?: boolean;
  addOns: MenuAddOn[];
}

export interface MenuVariant {
  name: string;
  priceKr: number;
  /** Add-on groups offered only with this variant. */
  addOnGroups?: string[];
}

export interface MenuItem {
  name: string;
  priceKr: number;
  /** Dine-in price incl. VAT when it differs from the takeaway price. */
  dineInPriceKr?: number;
  description?: string;
  ingredients?: string;
  itemType?: ItemType;
  /** The item's own SAF-T article group where it differs from its category's (wine in a beer category). */
  articleGroup?: ArticleGroup;
  variants?: MenuVariant[];
  addOnGroups?: string[];
  allergens?: AllergenId[];
  spicy?: boolean;
  /** Gets a generated picture. */
  image?: boolean;
  /** Relative sales frequency in the generated orders (default 2). */
  popularity?: number;
  availableOnDays?: AvailableDay[];
  showAsDiscount?: boolean;
  includedToppings?: number;
  comment?: boolean;
  zipCodes?: string;
}

export interface MenuCategory {
  name: string;
  description: string;
  itemType: ItemType;
  /** The SAF-T article group; the item type's (`defaultArticleGroup`) when absent. */
  articleGroup?: ArticleGroup;
  /** Colour of the generated pictures (0–360). */
  hue: number;
  dineInOnly?: boolean;
  availableOnDays?: AvailableDay[];
  /** Location codes the category is offered at; all when absent. */
  locations?: string[];
  items: MenuItem[];
}

export interface MenuData {
  addOnGroups: MenuAddOnGroup[];
  categories: MenuCategory[];
  spicyLevels: string[];
}
