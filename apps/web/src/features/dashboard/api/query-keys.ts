import { queryRoots } from '@/lib/query-keys';

const root = queryRoots.dashboard;

/** Every overview query lives under this key. */
export const dashboardKeys = {
  all: root,
  data: (merchant: string) => [...root, merchant] as const,
};
