/**
 * Screens of the specification's route table (part 2 §2.1) that are not built yet. Each exists in
 * the router and shows the not-found page until its screen replaces it.
 */
export const PENDING_SCREENS = [
  'x-report',
  'z-report',
  'totalSalesReport',
  'alcoholReport',
  'smsReport',
  'transactionsReport',
  'xReportRegenerate',
  'webshopXReportRegenerateAll',
  'orders',
  'orderDetail',
  'orderRefund',
  'softpayOrderRefund',
  'users',
  'userCreate',
  'userEdit',
  'terminals',
  'rewards',
  'rewardCreate',
  'rewardEdit',
  'discounts',
  'discountCreate',
  'discountEdit',
  'vat',
  'vatEdit',
  'company',
  'locations',
  'locationCreate',
  'locationEdit',
  'swedbankPay',
  'dintero',
  'merchant',
  'cloudprnt',
] as const;

/** Pending screens shown without navigation bar, footer and scroll-to-top (spec part 1 §2 Refund pages). */
export const PENDING_BARE_SCREENS = ['webOrderRefund', 'cashOrderRefund'] as const;
