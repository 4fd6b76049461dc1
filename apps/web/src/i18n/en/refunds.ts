import type { refundsNb } from '../refunds';
import type { Translation } from '../translation';

/** English texts of the four refund pages (mirrors `../refunds.ts`). */
export const refundsEn: Translation<typeof refundsNb> = {
  title: 'Refund',
  cashTitle: 'Refund of an order paid in cash',
  orderNumber: (orderId: number) => `Order ${orderId}`,
  /** The cash page's sub line: the order type in upper case and the order number. */
  cashSubline: (orderType: string, orderId: number) => `${orderType.toUpperCase()} · ORDER ${orderId}`,
  orderTypes: {
    DINE_IN: 'Eat in',
    PICKUP: 'Collection',
    DELIVERY: 'Delivery',
  },
  steps: {
    choose: 'Choose what to refund',
    summary: 'Check the refund',
  },
  stepOf: (step: number) => `Step ${step} of 2`,
  selectAll: 'Select all',
  clearAll: 'Clear all',
  next: 'Next',
  back: 'Back',
  refund: 'Refund',
  tips: 'Tip',
  total: 'Total',
  addOnOf: (item: string) => `Add-on to ${item}`,
  unitOf: (unit: number, count: number) => `${unit} of ${count}`,
  nothingLeft: 'There is nothing left to refund on this order.',
  chooseHint: 'Choose at least one item or the tip to continue.',
  exceedsPaid: (balance: string) => `The amount is more than what has been paid and not refunded (${balance}). Choose fewer items.`,
  toOrder: 'Back to the order',
  /** The confirmation before the refund call. */
  confirm: {
    title: 'Refund the order?',
    text: (amount: string) => `Do you want to refund ${amount} to the customer?`,
    yes: 'Yes, refund',
    cancel: 'Cancel',
  },
  /** Spec §8: any failed refund. */
  failed: {
    title: 'Refund failed',
    text: 'Something went wrong and the refund was not completed.',
    ok: 'OK',
  },
  /** Spec §8: the money went back (till app, drawer) but the order could not be updated. */
  notRecorded: {
    title: 'Refund successful',
    text: 'The refund went through, but the order could not be updated. Contact customer support.',
    retry: 'Try updating the order again',
    ok: 'OK',
  },
  cash: {
    openingDrawer: 'Opening the cash drawer …',
    payBackTitle: 'Pay the customer back',
    payBack: (amount: string) => `Pay ${amount} back to the customer`,
    drawerFailed: 'The cash drawer could not be opened automatically. Open it by hand.',
    confirm: 'Confirm',
    cancel: 'Cancel',
  },
  softpay: {
    noBridge: 'Softpay refunds can only be made in the till or kiosk app.',
    waiting: 'Complete the refund in the Softpay app …',
  },
  /** Why the steps are not shown. */
  unavailable: {
    title: 'The order cannot be refunded',
    notPaid: 'The order is not paid, so there is nothing to refund.',
    alreadyRefunded: 'The order is already refunded.',
    noFlow: 'The order was paid in a way that cannot be refunded here (for example a split payment).',
    notOffered: 'This order is not refunded from the back office.',
    otherPage: 'This order is refunded from another page.',
    toRightPage: 'Go to the right refund page',
    noPaymentReference: "The payment is missing the payment provider's reference, so it cannot be refunded here.",
    missingOrder: 'The link is missing the order to refund.',
    pending: (started: string) =>
      `A refund of the order is being checked with the payment provider (started ${started}). It will resolve itself; reload the page in a little while.`,
  },
  notFoundTitle: 'Order not found',
  notFoundText: 'The order does not exist, or does not belong to your business.',
  toOrders: 'Go to orders',
};
