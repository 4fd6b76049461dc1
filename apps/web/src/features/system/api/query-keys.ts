import { queryRoots } from '@/lib/query-keys';

const root = queryRoots.system;

/** Every super-admin system query lives under this key. */
export const systemKeys = {
  all: root,
  cacheInfo: [...root, 'cache-info'] as const,
};
