import type { Functionality, OnlinePaymentProvider, UserRole } from './enums';
import type { MerchantSetting } from './merchant-settings';

/**
 * Which navigation entries a logged-in user sees (spec part 1 §2 Navigation bar, part 2 §2.22), and
 * which screens they may open. Pure, so every mode × role × setting combination is unit-tested.
 */
export type MenuPath =
  | '/overview'
  | '/orders'
  | '/x-report'
  | '/z-report'
  | '/totalSalesReport'
  | '/alcoholReport'
  | '/goodsTypeReport'
  | '/salesAnalytics'
  | '/smsReport'
  | '/transactionsReport'
  | '/xReportRegenerate'
  | '/webshopXReportRegenerateAll'
  | '/saftExport'
  | '/accountingExport'
  | '/staffRegister'
  | '/products'
  | '/users'
  | '/terminals'
  | '/discounts'
  | '/rewards'
  | '/closingdays'
  | '/openinghours'
  | '/tables'
  | '/delivery'
  | '/vat'
  | '/company'
  | '/accountingSettings'
  | '/locations'
  | '/swedbankPay'
  | '/dintero'
  | '/merchant'
  | '/cloudprnt'
  | '/cache'
  | '/profile';

export type MenuGroupKey = 'reports' | 'loyalty' | 'settings' | 'support' | 'system';

export interface MenuEntry {
  path: MenuPath;
  group?: MenuGroupKey;
}

/** Who is asking: the role and the merchant's settings. Enough for the rules the server enforces too. */
export interface AccessContext {
  role: UserRole;
  settings: Pick<MerchantSetting, 'useFunctionality' | 'payForSMS' | 'offerDiscount' | 'offerRewardProgram' | 'offerDeliveryService'>;
}

export interface MenuContext extends AccessContext {
  locations: ReadonlyArray<{ onlinePaymentProvider: OnlinePaymentProvider }>;
}

const isSuperAdmin = ({ role }: AccessContext) => role === 'SUPER_ADMIN';
const isAdminOrSuperAdmin = ({ role }: AccessContext) => role === 'ADMIN' || role === 'SUPER_ADMIN';
const notWebsite = ({ settings }: AccessContext) => settings.useFunctionality !== 'WEBSITE';
const inModes =
  (...modes: Functionality[]) =>
  ({ settings }: AccessContext) =>
    modes.includes(settings.useFunctionality);

/**
 * Tables (/tables and the table API): super admins, and merchants in mode KIOSK_TAKEAWAY or ALL.
 * The server's guard and every screen and button leading there use this one rule.
 */
export function mayUseTables(context: AccessContext): boolean {
  return isSuperAdmin(context) || inModes('KIOSK_TAKEAWAY', 'ALL')(context);
}

/** Delivery (/delivery and the delivery API): the merchant offers delivery and is not in WEBSITE mode. */
export function mayUseDelivery(context: AccessContext): boolean {
  return context.settings.offerDeliveryService && notWebsite(context);
}

/** Employees (/users and the employee API, not one's own password): merchants in mode POS or ALL, whatever the role. */
export function mayUseEmployees(context: AccessContext): boolean {
  return inModes('POS', 'ALL')(context);
}

const reports = (context: MenuContext) => notWebsite(context) && context.locations.some((l) => l.onlinePaymentProvider !== 'NOT_ANY');
const always = () => true;

/** Every entry, in menu order, with the rule deciding who sees it and may open it. */
const MENU: ReadonlyArray<MenuEntry & { rule: (context: MenuContext) => boolean }> = [
  { path: '/overview', rule: always },
  { path: '/orders', rule: always },
  { path: '/x-report', group: 'reports', rule: reports },
  { path: '/z-report', group: 'reports', rule: reports },
  { path: '/totalSalesReport', group: 'reports', rule: reports },
  { path: '/alcoholReport', group: 'reports', rule: reports },
  // Særskilt registrering: the yearly sales per goods type of a licensed location, seen where the alcohol report is.
  { path: '/goodsTypeReport', group: 'reports', rule: reports },
  // Salgsanalyse: product mix, hours, channels and periods compared, for whoever reads the reports (MANAGER too).
  { path: '/salesAnalytics', group: 'reports', rule: reports },
  { path: '/smsReport', group: 'reports', rule: (c) => reports(c) && (c.settings.payForSMS || isSuperAdmin(c)) },
  { path: '/transactionsReport', group: 'reports', rule: (c) => reports(c) && isSuperAdmin(c) },
  { path: '/xReportRegenerate', group: 'reports', rule: (c) => reports(c) && isSuperAdmin(c) },
  { path: '/webshopXReportRegenerateAll', group: 'reports', rule: (c) => reports(c) && isSuperAdmin(c) },
  // SAF-T eksport: the server answers an ADMIN and a super admin (a MANAGER gets 403), shown where the reports are.
  { path: '/saftExport', group: 'reports', rule: (c) => reports(c) && isAdminOrSuperAdmin(c) },
  // Regnskapseksport and its account mapping ('Regnskap'): the vouchers of the Z-reports, for an ADMIN and a super admin.
  { path: '/accountingExport', group: 'reports', rule: (c) => reports(c) && isAdminOrSuperAdmin(c) },
  // Personalliste: the staff register of the employees who clock in at the tills (MANAGER, ADMIN, super admin),
  // printed for an inspector: under Rapporter, so that the super admin's navigation still fits a desktop's width.
  { path: '/staffRegister', group: 'reports', rule: mayUseEmployees },
  { path: '/products', rule: always },
  { path: '/users', rule: mayUseEmployees },
  { path: '/terminals', rule: inModes('POS', 'KIOSK_TAKEAWAY', 'ALL') },
  { path: '/discounts', group: 'loyalty', rule: (c) => notWebsite(c) && c.settings.offerDiscount },
  { path: '/rewards', group: 'loyalty', rule: (c) => notWebsite(c) && c.settings.offerRewardProgram },
  { path: '/closingdays', group: 'settings', rule: always },
  { path: '/openinghours', group: 'settings', rule: always },
  { path: '/tables', group: 'settings', rule: mayUseTables },
  { path: '/delivery', group: 'settings', rule: mayUseDelivery },
  { path: '/vat', group: 'settings', rule: notWebsite },
  { path: '/company', group: 'settings', rule: always },
  { path: '/accountingSettings', group: 'settings', rule: (c) => reports(c) && isAdminOrSuperAdmin(c) },
  { path: '/locations', group: 'settings', rule: (c) => isSuperAdmin(c) || c.locations.length > 1 },
  { path: '/swedbankPay', group: 'settings', rule: isSuperAdmin },
  { path: '/dintero', group: 'settings', rule: isSuperAdmin },
  { path: '/merchant', group: 'settings', rule: isSuperAdmin },
  { path: '/cloudprnt', group: 'support', rule: isSuperAdmin },
  { path: '/cache', group: 'system', rule: isSuperAdmin },
  { path: '/profile', rule: always },
];

/**
 * Whether a user may open a screen (and every button leading to it shows): the same rule decides the
 * menu, the routes and the server's guards, so nothing is offered that the server refuses.
 */
export function canOpen(path: MenuPath, context: MenuContext): boolean {
  return MENU.find((entry) => entry.path === path)!.rule(context);
}

export function visibleMenu(context: MenuContext): MenuEntry[] {
  return MENU.filter((entry) => entry.rule(context)).map(({ path, group }) => (group ? { path, group } : { path }));
}

/** Where a user lands after login (spec part 1 §2 Login). */
export function startPath(mode: Functionality): '/products' | '/overview' {
  return mode === 'WEBSITE' ? '/products' : '/overview';
}
