import type { MenuPath } from '@bakrom/shared/menu-visibility';
import type { LayoutHandle } from '@/features/layout/layout-handle';

/**
 * Who may open each built screen: the menu entry whose rule decides it (`canOpen` in
 * @bakrom/shared/menu-visibility, the rule the menu, the buttons and the server's guards use too).
 * A screen the user may not open shows the not-found page, so nothing leads to a call the server refuses.
 */
export const SCREEN_ACCESS = {
  overview: '/overview',
  soldOut: '/overview',
  closeTakeaway: '/overview',
  openTakeaway: '/overview',
  changeEarliestPickupTime: '/overview',
  closeDishes: '/overview',
  openDishes: '/overview',
  closingdays: '/closingdays',
  closingDaysCreate: '/closingdays',
  openinghours: '/openinghours',
  delivery: '/delivery',
  tables: '/tables',
  tableCreate: '/tables',
  discounts: '/discounts',
  discountCreate: '/discounts',
  discountEdit: '/discounts',
  rewards: '/rewards',
  rewardCreate: '/rewards',
  rewardEdit: '/rewards',
  users: '/users',
  userCreate: '/users',
  userEdit: '/users',
  terminals: '/terminals',
  products: '/products',
  categoryCreate: '/products',
  categoryEdit: '/products',
  categoriesSort: '/products',
  itemCreate: '/products',
  itemEdit: '/products',
  itemsOfCategorySort: '/products',
  addOnGroupsSort: '/products',
  addOnsOfAddOnGroupSort: '/products',
  addOnGroupCreate: '/products',
  addOnGroupEdit: '/products',
  addOnCreate: '/products',
  addOnEdit: '/products',
  profile: '/profile',
  cache: '/cache',
  cloudprnt: '/cloudprnt',
  orders: '/orders',
  orderDetail: '/orders',
  orderRefund: '/orders',
  webOrderRefund: '/orders',
  softpayOrderRefund: '/orders',
  cashOrderRefund: '/orders',
  'x-report': '/x-report',
  'z-report': '/z-report',
  totalSalesReport: '/totalSalesReport',
  alcoholReport: '/alcoholReport',
  smsReport: '/smsReport',
  transactionsReport: '/transactionsReport',
  xReportRegenerate: '/xReportRegenerate',
  webshopXReportRegenerateAll: '/webshopXReportRegenerateAll',
  saftExport: '/saftExport',
  locations: '/locations',
  // A super admin only besides: the forms show the not-found page to anyone else.
  locationCreate: '/locations',
  locationEdit: '/locations',
  swedbankPay: '/swedbankPay',
  dintero: '/dintero',
  vat: '/vat',
  // A super admin only besides: the screen shows the not-found page to anyone else.
  vatEdit: '/vat',
  company: '/company',
  merchant: '/merchant',
} as const satisfies Record<string, MenuPath>;

export type BuiltScreen = keyof typeof SCREEN_ACCESS;

/**
 * Screens that act on the location their `locationId` query parameter names. A link naming a location
 * that is not one of the user's shows the not-found page: the screen never falls back to another one.
 * (The overview checks its parameter itself, against the locations its data carries.)
 */
export const LOCATION_SCREENS: ReadonlySet<string> = new Set<BuiltScreen>([
  'soldOut',
  'closeTakeaway',
  'openTakeaway',
  'changeEarliestPickupTime',
  'closeDishes',
  'openDishes',
  'closingDaysCreate',
  'openinghours',
  'delivery',
  'tables',
  'tableCreate',
  'cloudprnt',
  'saftExport',
]);

/** What a screen's route carries for the guard and the layout (react-router's `handle`). */
export interface ScreenHandle extends LayoutHandle {
  access: MenuPath;
  /** The screen acts on the location of its `locationId` parameter. */
  locationParam?: boolean;
}

/**
 * Screens of the specification's route table (part 2 §2.1) that are not built yet. Each exists in
 * the router and shows the not-found page until its screen replaces it.
 */
export const PENDING_SCREENS: readonly string[] = [];

/** Screens shown without navigation bar, footer and scroll-to-top (spec part 1 §2 Refund pages). */
export const BARE_SCREENS: ReadonlySet<string> = new Set<BuiltScreen>(['webOrderRefund', 'cashOrderRefund']);
