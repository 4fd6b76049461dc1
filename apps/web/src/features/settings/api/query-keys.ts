import { queryRoots } from '@/lib/query-keys';

const root = queryRoots.settings;

/** Every settings query lives under this key. */
export const settingsKeys = {
  all: root,
  openingHours: (merchant: string, locationId: string) => [...root, 'opening-hours', merchant, locationId] as const,
  delivery: (merchant: string, locationId: string) => [...root, 'delivery', merchant, locationId] as const,
};
