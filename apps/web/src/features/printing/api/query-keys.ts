import { queryRoots } from '@/lib/query-keys';

const root = queryRoots.printing;

/** Every printing query lives under this key: the print-service document of each location. */
export const printingKeys = {
  all: root,
  document: (merchant: string, locationId: string) => [...root, 'document', merchant, locationId] as const,
};
