import { queryRoots } from '@/lib/query-keys';

const root = queryRoots.settings;

/** The card-provider accounts of a location, under the settings root. */
export const providerAccountKeys = {
  all: [...root, 'provider-accounts'] as const,
  swedbankPay: (merchant: string, locationId: string) => [...root, 'provider-accounts', 'swedbankPay', merchant, locationId] as const,
  dintero: (merchant: string, locationId: string) => [...root, 'provider-accounts', 'dintero', merchant, locationId] as const,
};
