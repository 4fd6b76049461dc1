/**
 * The navigation each demo user must see, written out by hand from spec part 1 §2 (Navigation bar)
 * and part 2 §2.22 — deliberately not computed with the shared visibleMenu rule it checks.
 */

/**
 * Merchant 'demo': mode ALL, three locations (DINTERO, SWEDBANK_PAY, NOT_ANY), every feature setting
 * on, as demo.admin sees it. The menu depends on mode and settings; of the roles only the SAF-T export,
 * the accounting export and its settings (ADMIN and super admin) tell ADMIN and MANAGER apart.
 */
export const DEMO_STAFF_MENU = [
  'nav-overview',
  'nav-orders',
  // Reports: a location has an online provider and the mode is not WEBSITE; SMS since payForSMS.
  'nav-x-report',
  'nav-z-report',
  'nav-totalSalesReport',
  'nav-alcoholReport',
  'nav-goodsTypeReport',
  'nav-salesAnalytics',
  'nav-smsReport',
  'nav-saftExport', // ADMIN or super admin
  'nav-accountingExport', // ADMIN or super admin
  'nav-staffRegister', // POS or ALL, under Rapporter
  'nav-products',
  'nav-users', // POS or ALL
  'nav-terminals', // POS, KIOSK_TAKEAWAY or ALL
  // Loyalty: offerDiscount and offerRewardProgram.
  'nav-discounts',
  'nav-rewards',
  // Settings.
  'nav-closingdays',
  'nav-openinghours',
  'nav-tables', // KIOSK_TAKEAWAY or ALL
  'nav-delivery', // offerDeliveryService, not WEBSITE
  'nav-vat', // not WEBSITE
  'nav-company',
  'nav-accountingSettings', // ADMIN or super admin
  'nav-locations', // several locations
  'nav-profile',
];

/** demo.manager: the staff menu without the SAF-T export and the accounting export with its settings. */
export const DEMO_MANAGER_MENU = DEMO_STAFF_MENU.filter(
  (id) => !['nav-saftExport', 'nav-accountingExport', 'nav-accountingSettings'].includes(id),
);

/**
 * Merchant 'pizza': mode TAKEAWAY, one location (DINTERO), no discounts, no reward programme,
 * no delivery, does not pay for SMS.
 */
export const PIZZA_STAFF_MENU = [
  'nav-overview',
  'nav-orders',
  'nav-x-report',
  'nav-z-report',
  'nav-totalSalesReport',
  'nav-alcoholReport',
  'nav-goodsTypeReport',
  'nav-salesAnalytics',
  'nav-saftExport', // pizza.admin is an ADMIN
  'nav-accountingExport', // pizza.admin is an ADMIN
  'nav-products',
  'nav-closingdays',
  'nav-openinghours',
  'nav-vat',
  'nav-company',
  'nav-accountingSettings', // pizza.admin is an ADMIN
  'nav-profile',
];

/** A super admin working on merchant 'demo': the staff menu plus every super-admin entry. */
export const DEMO_SUPER_ADMIN_MENU = [
  ...DEMO_STAFF_MENU,
  'nav-transactionsReport',
  'nav-xReportRegenerate',
  'nav-webshopXReportRegenerateAll',
  'nav-swedbankPay',
  'nav-dintero',
  'nav-merchant',
  'nav-cloudprnt',
  'nav-cache',
];
