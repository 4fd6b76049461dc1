import { queryRoots } from '@/lib/query-keys';

const root = queryRoots.loyalty;

/** Every discount and reward-programme query lives under this key; a change invalidates them all. */
export const loyaltyKeys = {
  all: root,
  discounts: (merchant: string) => [...root, 'discounts', merchant] as const,
  discountAdmin: (merchant: string, discountId?: string) => [...root, 'discountAdmin', merchant, discountId ?? 'new'] as const,
  rewardPrograms: (merchant: string) => [...root, 'rewardPrograms', merchant] as const,
  rewardProgramAdmin: (merchant: string, rewardProgramId?: string) =>
    [...root, 'rewardProgramAdmin', merchant, rewardProgramId ?? 'new'] as const,
};
