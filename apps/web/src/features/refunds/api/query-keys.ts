import { queryRoots } from '@/lib/query-keys';

/** Every refund-page query lives under the area's root; a completed refund invalidates them all. */
const root = queryRoots.refunds;

export const refundsKeys = {
  all: root,
  order: (merchant: string, orderDocumentId: string) => [...root, 'order', merchant, orderDocumentId] as const,
};
