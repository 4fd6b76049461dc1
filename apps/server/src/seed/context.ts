import type { LocationProfile, MerchantProfile } from './profile-types';

/** What the reference-data steps created, handed on to the order generator. */

export interface SeededLocation {
  profile: LocationProfile;
  id: string;
  /** 1-based position in the profile, used by the generated SQL. */
  index: number;
  posTerminalId: string | null;
  kioskTerminalId: string | null;
  webshopTerminalId: string;
  tableNames: string[];
}

export interface SeededVariant {
  id: string;
  name: string;
  price: number;
  priceDineIn: number;
  addOnGroupIds: string[];
}

export interface SeededItem {
  id: string;
  name: string;
  itemType: string;
  categoryId: string;
  categoryName: string;
  price: number;
  priceDineIn: number;
  spicyLevels: string[];
  enableComment: boolean;
  dineInOnly: boolean;
  popularity: number;
  addOnGroupIds: string[];
  variants: SeededVariant[];
}

export interface SeededAddOn {
  id: string;
  name: string;
  price: number;
  priceDineIn: number;
}

export interface SeededAddOnGroup {
  id: string;
  key: string;
  mandatory: boolean;
  addOns: SeededAddOn[];
}

export interface SeededMenu {
  categories: Array<{ id: string; name: string; itemType: string }>;
  items: SeededItem[];
  addOnGroups: SeededAddOnGroup[];
}

export interface MerchantContext {
  profile: MerchantProfile;
  /** Europe/Oslo calendar date of `now`. */
  today: string;
  now: Date;
  locations: SeededLocation[];
  menu: SeededMenu;
  /** The employee who takes the POS settlements. */
  settlingUserId: string | null;
  /** Display names of employees, for "served by" on till orders. */
  staffNames: string[];
}

export function locationByCode(locations: SeededLocation[], code: string): SeededLocation {
  const location = locations.find((l) => l.profile.code === code);
  if (!location) throw new Error(`Unknown location code in seed data: ${code}`);
  return location;
}
