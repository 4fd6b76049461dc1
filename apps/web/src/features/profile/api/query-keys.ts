import { queryRoots } from '@/lib/query-keys';

const root = queryRoots.locations;

/** The merchant's locations (pickup time and actions included) live under this key. */
export const locationsKeys = {
  all: root,
  list: (merchant: string) => [...root, merchant] as const,
};
