import { accountingEn } from './en/accounting';
import { catalogueEn } from './en/catalogue';
import { datesEn } from './en/dates';
import { formsEn } from './en/forms';
import { locationsEn } from './en/locations';
import { loyaltyEn } from './en/loyalty';
import { merchantSettingsEn } from './en/merchant-settings';
import { operationsEn } from './en/operations';
import { ordersEn } from './en/orders';
import { printingEn } from './en/printing';
import { refundsEn } from './en/refunds';
import { reportsEn } from './en/reports';
import { saftEn } from './en/saft';
import { staffEn } from './en/staff';
import { staffRegisterEn } from './en/staff-register';
import type { nb } from './nb';
import type { Translation } from './translation';

/** Every English text of the interface, key for key the Norwegian catalogue (`nb.ts`), the areas from `./en/`. */
export const en: Translation<typeof nb> = {
  app: {
    name: 'Bakrom',
    loading: 'Loading …',
    chunkTimeout: 'The page took too long to load. Check your connection and reload the page.',
    errorTitle: 'Something went wrong',
    errorText: 'An unexpected error occurred. Reload the page.',
    reload: 'Reload',
    close: 'Close',
  },
  login: {
    title: 'Log in',
    superAdminTitle: 'Log in as super admin',
    merchant: (merchant: string) => `Customer: ${merchant}`,
    merchantLabel: 'Customer',
    merchantHint: 'The ID of the customer you are logging in for, for example demo',
    merchantRequired: 'Enter the customer',
    sessionExpired: 'Your session has expired. Log in again.',
    username: 'Username',
    password: 'Password',
    submit: 'Log in',
    usernameRequired: 'Enter your username',
    passwordRequired: 'Enter your password',
    failed: 'Wrong username/password',
    superAdminFailed: 'SuperAdmin: Wrong username/password or merchant param missing',
    botProtection: 'The login is protected against robots: repeated failed attempts are limited for a while.',
    unavailable: 'Could not reach the server. Try again in a moment.',
  },
  nav: {
    label: 'Main menu',
    skipToMain: 'Skip to main content',
    openMenu: 'Open the menu',
    closeMenu: 'Close the menu',
    logout: 'Log out',
    groups: {
      reports: 'Reports',
      loyalty: 'Loyalty',
      settings: 'Settings',
      support: 'Support',
      system: 'System',
    },
    paths: {
      '/overview': 'Overview',
      '/orders': 'Orders',
      '/x-report': 'X report',
      '/z-report': 'Z report',
      '/totalSalesReport': 'Turnover report',
      '/alcoholReport': 'Alcohol report',
      '/goodsTypeReport': 'Sales by goods type',
      '/salesAnalytics': 'Sales analytics',
      '/smsReport': 'SMS report',
      '/transactionsReport': 'Transactions',
      '/xReportRegenerate': 'Regenerate settlement report',
      '/webshopXReportRegenerateAll': 'Regenerate all online shop settlements',
      '/saftExport': 'SAF-T export',
      '/accountingExport': 'Accounting export',
      '/products': 'Products',
      '/users': 'Staff',
      '/staffRegister': 'Staff register',
      '/terminals': 'Terminals',
      '/discounts': 'Discounts',
      '/rewards': 'Reward programme',
      '/closingdays': 'Closing days',
      '/openinghours': 'Opening hours',
      '/tables': 'Tables',
      '/delivery': 'Delivery',
      '/vat': 'VAT',
      '/company': 'Company settings',
      '/accountingSettings': 'Accounting',
      '/locations': 'Locations',
      '/swedbankPay': 'SwedbankPay',
      '/dintero': 'Dintero',
      '/merchant': 'Merchant',
      '/cloudprnt': 'CloudPRNT',
      '/cache': 'Cache',
      '/profile': 'My profile',
    },
  },
  footer: {
    copyright: (year: number, merchantName: string) => `© ${year} ${merchantName.toUpperCase()}`,
  },
  scrollTop: 'Back to top',
  notFound: {
    title: 'Page not found',
    text: 'The page you are looking for does not exist, or is not available yet.',
    toStart: 'Go to the start page',
  },
  productSearch: {
    label: 'Search for a product',
    placeholder: 'Type the name of the product',
  },
  locationNotFound: {
    title: 'Location not found',
    text: 'The location in the link does not exist, or does not belong to your company. Nothing has been changed.',
    toOverview: 'Go to the overview',
  },
  roles: {
    MANAGER: 'Manager',
    ADMIN: 'Administrator',
    SUPER_ADMIN: 'Super administrator',
  },
  language: {
    label: 'Språk / Language',
    nb: 'Norsk (bokmål)',
    en: 'English',
    failed: 'Could not change the language. Try again.',
  },
  profile: {
    name: 'Name',
    username: 'Username',
    role: 'Role',
    merchant: 'Company',
    locations: 'Locations',
    noLocations: 'No locations have been set up.',
    locationsFailed: 'Could not fetch the locations. Showing stored details.',
  },
  cache: {
    title: 'Cache',
    description: 'Cached access tokens for the payment providers.',
    summary: (entries: number, size: string) => `${entries} ${entries === 1 ? 'entry' : 'entries'}, ${size} in total`,
    empty: 'The cache is empty.',
    forbidden: 'This page is only available to super administrators.',
    failed: 'Could not fetch information about the cache. Try again later.',
    emptyFailed: 'Could not empty the cache. Try again.',
    emptyButton: 'Empty cache',
    rawTitle: 'Cache information',
    tableCaption: 'Entries in the cache',
    columns: {
      key: 'Key',
      kind: 'Type',
      merchant: 'Merchant',
      size: 'Size',
      created: 'Created',
      expires: 'Expires',
    },
    noMerchant: 'Shared',
  },
  operations: operationsEn,
  orders: ordersEn,
  units: {
    bytes: (formatted: string) => `${formatted} B`,
    kilobytes: (formatted: string) => `${formatted} kB`,
  },
  accounting: accountingEn,
  catalogue: catalogueEn,
  forms: formsEn,
  dates: datesEn,
  locationsAdmin: locationsEn,
  loyalty: loyaltyEn,
  merchantSettings: merchantSettingsEn,
  printing: printingEn,
  refunds: refundsEn,
  reports: reportsEn,
  saft: saftEn,
  staff: staffEn,
  staffRegister: staffRegisterEn,
};
