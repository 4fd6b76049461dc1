import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CacheInfo } from '@bakrom/shared/schemas/system';
import { api } from '@/lib/api-client';
import { systemKeys } from './query-keys';

/** GET /api/superadmin/system/getCacheInfo (super admin only; 403 for everybody else). */
export function getCacheInfo(): Promise<CacheInfo> {
  return api.get<CacheInfo>('/superadmin/system/getCacheInfo');
}

export const cacheInfoQueryOptions = queryOptions({ queryKey: systemKeys.cacheInfo, queryFn: getCacheInfo });

export function useCacheInfo() {
  return useQuery(cacheInfoQueryOptions);
}
