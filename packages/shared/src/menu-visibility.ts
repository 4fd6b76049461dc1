import type { Functionality, OnlinePaymentProvider, UserRole } from './enums';
import type { MerchantSetting } from './merchant-settings';

/**
 * Which navigation entries a logged-in user sees (spec part 1 §2 Navigation bar, part 2 §2.22).
 * Pure, so every mode × role × setting combination is unit-tested.
 */
export type MenuPath =
  | '/overview'
  | '/orders'
  | '/x-report'
  | '/z-report'
  | '/totalSalesReport'
  | '/alcoholReport'
  | '/smsReport'
  | '/transactionsReport'
  | '/xReportRegenerate'
  | '/webshopXReportRegenerateAll'
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

export interface MenuContext {
  role: UserRole;
  settings: Pick<
    MerchantSetting,
    'useFunctionality' | 'payForSMS' | 'offerDiscount' | 'offerRewardProgram' | 'offerDeliveryService'
  >;
  locations: ReadonlyArray<{ onlinePaymentProvider: OnlinePaymentProvider }>;
}

export function visibleMenu({ role, settings, locations }: MenuContext): MenuEntry[] {
  const superAdmin = role === 'SUPER_ADMIN';
  const mode: Functionality = settings.useFunctionality;
  const website = mode === 'WEBSITE';
  const entries: MenuEntry[] = [{ path: '/overview' }, { path: '/orders' }];
  const add = (condition: boolean, entry: MenuEntry) => {
    if (condition) entries.push(entry);
  };

  const reports = !website && locations.some((l) => l.onlinePaymentProvider !== 'NOT_ANY');
  add(reports, { path: '/x-report', group: 'reports' });
  add(reports, { path: '/z-report', group: 'reports' });
  add(reports, { path: '/totalSalesReport', group: 'reports' });
  add(reports, { path: '/alcoholReport', group: 'reports' });
  add(reports && (settings.payForSMS || superAdmin), { path: '/smsReport', group: 'reports' });
  add(reports && superAdmin, { path: '/transactionsReport', group: 'reports' });
  add(reports && superAdmin, { path: '/xReportRegenerate', group: 'reports' });
  add(reports && superAdmin, { path: '/webshopXReportRegenerateAll', group: 'reports' });

  add(true, { path: '/products' });
  add(mode === 'POS' || mode === 'ALL', { path: '/users' });
  add(mode === 'POS' || mode === 'KIOSK_TAKEAWAY' || mode === 'ALL', { path: '/terminals' });

  add(!website && settings.offerDiscount, { path: '/discounts', group: 'loyalty' });
  add(!website && settings.offerRewardProgram, { path: '/rewards', group: 'loyalty' });

  add(true, { path: '/closingdays', group: 'settings' });
  add(true, { path: '/openinghours', group: 'settings' });
  add(superAdmin || mode === 'KIOSK_TAKEAWAY' || mode === 'ALL', { path: '/tables', group: 'settings' });
  add(settings.offerDeliveryService && !website, { path: '/delivery', group: 'settings' });
  add(!website, { path: '/vat', group: 'settings' });
  add(true, { path: '/company', group: 'settings' });
  add(superAdmin || locations.length > 1, { path: '/locations', group: 'settings' });
  add(superAdmin, { path: '/swedbankPay', group: 'settings' });
  add(superAdmin, { path: '/dintero', group: 'settings' });
  add(superAdmin, { path: '/merchant', group: 'settings' });

  add(superAdmin, { path: '/cloudprnt', group: 'support' });
  add(superAdmin, { path: '/cache', group: 'system' });

  add(true, { path: '/profile' });
  return entries;
}

/** Where a user lands after login (spec part 1 §2 Login). */
export function startPath(mode: Functionality): '/products' | '/overview' {
  return mode === 'WEBSITE' ? '/products' : '/overview';
}
