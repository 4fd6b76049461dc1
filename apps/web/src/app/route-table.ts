import type { MenuPath } from '@bakrom/shared/menu-visibility';

/** What the table says of one screen of the logged-in frame. */
export interface ScreenEntry {
  /**
   * The menu entry whose rule decides who may open the screen (`canOpen` in @bakrom/shared/menu-visibility,
   * the rule the menu, the buttons and the server's guards use too). A screen the user may not open shows
   * the not-found page, so nothing leads to a call the server refuses.
   */
  access: MenuPath;
  /**
   * The screen acts on the location its `locationId` query parameter names. A link naming a location that is
   * not one of the user's shows the not-found page: the screen never falls back to another one. (The overview
   * checks its parameter itself, against the locations its data carries.)
   */
  locationParam?: true;
  /** Shown without navigation bar, footer and scroll-to-top (spec part 1 §2 Refund pages). */
  bare?: true;
}

/**
 * The one table of the screens of the logged-in frame, by path (`/soldOut`). Each screen's component is the
 * default export of `routes/<path in kebab case>.tsx` (`soldOut` → `routes/sold-out.tsx`). The router
 * (`router.tsx`), the access guard and the journeys' screen sweep (`e2e/support/screens.ts`) are derived
 * from it; the menu entries it names are the navigation's (`visibleMenu`).
 *
 * This file imports types only, so that the journeys can read it.
 */
export const SCREENS = {
  overview: { access: '/overview' },
  soldOut: { access: '/overview', locationParam: true },
  closeTakeaway: { access: '/overview', locationParam: true },
  openTakeaway: { access: '/overview', locationParam: true },
  changeEarliestPickupTime: { access: '/overview', locationParam: true },
  closeDishes: { access: '/overview', locationParam: true },
  openDishes: { access: '/overview', locationParam: true },
  closingdays: { access: '/closingdays' },
  closingDaysCreate: { access: '/closingdays', locationParam: true },
  openinghours: { access: '/openinghours', locationParam: true },
  delivery: { access: '/delivery', locationParam: true },
  tables: { access: '/tables', locationParam: true },
  tableCreate: { access: '/tables', locationParam: true },
  tableEdit: { access: '/tables' },
  discounts: { access: '/discounts' },
  discountCreate: { access: '/discounts' },
  discountEdit: { access: '/discounts' },
  rewards: { access: '/rewards' },
  rewardCreate: { access: '/rewards' },
  rewardEdit: { access: '/rewards' },
  users: { access: '/users' },
  userCreate: { access: '/users' },
  userEdit: { access: '/users' },
  staffRegister: { access: '/staffRegister', locationParam: true },
  terminals: { access: '/terminals' },
  products: { access: '/products' },
  categoryCreate: { access: '/products' },
  categoryEdit: { access: '/products' },
  categoriesSort: { access: '/products' },
  itemCreate: { access: '/products' },
  itemEdit: { access: '/products' },
  itemsOfCategorySort: { access: '/products' },
  addOnGroupsSort: { access: '/products' },
  addOnsOfAddOnGroupSort: { access: '/products' },
  addOnGroupCreate: { access: '/products' },
  addOnGroupEdit: { access: '/products' },
  addOnCreate: { access: '/products' },
  addOnEdit: { access: '/products' },
  profile: { access: '/profile' },
  cache: { access: '/cache' },
  cloudprnt: { access: '/cloudprnt', locationParam: true },
  orders: { access: '/orders' },
  orderDetail: { access: '/orders' },
  orderRefund: { access: '/orders' },
  webOrderRefund: { access: '/orders', bare: true },
  softpayOrderRefund: { access: '/orders' },
  cashOrderRefund: { access: '/orders', bare: true },
  'x-report': { access: '/x-report' },
  'z-report': { access: '/z-report' },
  totalSalesReport: { access: '/totalSalesReport' },
  alcoholReport: { access: '/alcoholReport' },
  goodsTypeReport: { access: '/goodsTypeReport' },
  // Every location unless the link names one: a link naming another merchant's shows the not-found page.
  salesAnalytics: { access: '/salesAnalytics', locationParam: true },
  smsReport: { access: '/smsReport' },
  transactionsReport: { access: '/transactionsReport' },
  xReportRegenerate: { access: '/xReportRegenerate' },
  webshopXReportRegenerateAll: { access: '/webshopXReportRegenerateAll' },
  saftExport: { access: '/saftExport', locationParam: true },
  accountingExport: { access: '/accountingExport', locationParam: true },
  locations: { access: '/locations' },
  // A super admin only besides: the forms show the not-found page to anyone else.
  locationCreate: { access: '/locations' },
  locationEdit: { access: '/locations' },
  swedbankPay: { access: '/swedbankPay' },
  dintero: { access: '/dintero' },
  vat: { access: '/vat' },
  // A super admin only besides: the screen shows the not-found page to anyone else.
  vatEdit: { access: '/vat' },
  company: { access: '/company' },
  accountingSettings: { access: '/accountingSettings' },
  merchant: { access: '/merchant' },
} as const satisfies Record<string, ScreenEntry>;

export type ScreenPath = keyof typeof SCREENS;

/** Every screen's path, in the table's order. */
export const SCREEN_PATHS = Object.keys(SCREENS) as ScreenPath[];

/** The file name (without folder and extension) of a screen's route module: its path in kebab case. */
export function routeFileOf(path: string): string {
  return path.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}
