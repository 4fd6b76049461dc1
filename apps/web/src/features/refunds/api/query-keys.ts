/**
 * Every refund-page query lives under this key; a completed refund invalidates them all. (The area's
 * root beside the others of lib/query-keys.ts.)
 */
const root = ['refunds'] as const;

export const refundsKeys = {
  all: root,
  order: (merchant: string, orderDocumentId: string) => [...root, 'order', merchant, orderDocumentId] as const,
};

/** The orders area's root: a completed refund changes the order its detail and list show. */
export const ORDERS_ROOT = ['orders'] as const;
