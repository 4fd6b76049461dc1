import { queryRoots } from '@/lib/query-keys';

const root = queryRoots.locations;

/**
 * The locations as the super admin's screens read them, under the locations root: a location write
 * invalidates the root, so every list of locations (the profile's, the pickers') is read again.
 */
export const locationAdminKeys = {
  all: root,
  listAll: (merchant: string) => [...root, 'all', merchant] as const,
};
