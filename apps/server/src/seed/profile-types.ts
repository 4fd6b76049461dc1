import type { OrderChannel, OrderType, PaymentType, DiscountChannel } from '@bakrom/shared/enums';
import type { merchantSettings } from '../db/schema/index';
import type { MenuData } from './menu-types';

/** Everything that describes one demo merchant; the seed steps turn it into rows. */

export interface LocationProfile {
  /** Short code used in terminal ids and menu data, e.g. 'MAJ'. */
  code: string;
  name: string;
  shortName: string;
  /** First eight digits; the seed appends the modulus-11 check digit. */
  orgNumberBase: string;
  street: string;
  zipCode: string;
  city: string;
  phone: string;
  email: string;
  onlinePaymentProvider: 'DINTERO' | 'SWEDBANK_PAY' | 'NOT_ANY';
  earliestPickupTime: number;
  /** Relative share of the merchant's orders. */
  orderWeight: number;
  /** ISO weekday (1 = Monday) the location is closed, if any. */
  closedWeekday?: number;
  hasPos: boolean;
  hasKiosk: boolean;
  hasKds?: boolean;
  /** The location's takeaway is closed today (a closing-day range covers today). */
  closedToday?: boolean;
  tables: number;
  /** Offers home delivery to these addresses. */
  deliveryAreas?: Array<{ street: string; zipCode: string; city: string }>;
  /** Categories closed and opened by the location's dish button. */
  dishActionCategories: string[];
}

export interface EmployeeProfile {
  username: string;
  firstname: string;
  lastname: string;
  role: 'ADMIN' | 'MANAGER';
  pincode: string;
  email: string;
  phone: string;
  /** Labour cost per hour in øre (the overview's labour cost). */
  hourlyCost?: number;
  /** The staff register's identity: a (test) fødselsnummer, stored encrypted, or a code of the merchant's key list. */
  identity?: { nationalId: string } | { code: string };
}

export type SalesPoint = 'POS' | 'KIOSK' | 'ONLINE';
export type Weighted<T> = ReadonlyArray<readonly [T, number]>;

export interface OrderMix {
  channels: Weighted<OrderChannel>;
  orderTypes: Record<SalesPoint, Weighted<OrderType>>;
  payments: Record<SalesPoint, Weighted<PaymentType>>;
}

export interface DiscountProfile {
  name: string;
  description: string;
  percent: number;
  showAsCategory: boolean;
  /** Days relative to today (Europe/Oslo). */
  fromOffsetDays: number;
  toOffsetDays: number;
  channels: DiscountChannel[];
  /** Items of these categories get the discount. */
  categories: string[];
  /** Location codes; all locations when absent. */
  locations?: string[];
}

export interface RewardProfile {
  name: string;
  percent: number;
  fromOffsetDays: number;
  toOffsetDays: number;
  locations?: string[];
}

export interface MerchantProfile {
  id: string;
  name: string;
  /** Mixed into every hash so that merchants get different orders. */
  salt: string;
  webshopHost: string;
  logoHue: number;
  settings: Omit<typeof merchantSettings.$inferInsert, 'merchantId' | 'updatedAt' | 'logoImageFile'>;
  company: { name: string; orgNumberBase: string; street: string; zipCode: string; city: string; phone: string; email: string };
  vat: { dineIn: number; takeOut: number; delivery: number };
  locations: LocationProfile[];
  menu: MenuData;
  employees: EmployeeProfile[];
  /** Orders per day relative to SeedOptions.ordersPerDay. */
  orderShare: number;
  orderMix: OrderMix;
  soldOut: Array<{ item: string; location: string }>;
  discounts: DiscountProfile[];
  rewards: RewardProfile[];
}
