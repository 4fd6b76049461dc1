import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface CacheEntry {
  key: string;
  kind: string;
  merchant: string | null;
  sizeBytes: number;
  createdAt: string;
  expiresAt: string;
}

export interface CacheInfo {
  entries: CacheEntry[];
  totalEntries: number;
  totalBytes: number;
}

/** GET /api/superadmin/system/getCacheInfo (super admin only; 403 for everybody else). */
export function getCacheInfo(): Promise<CacheInfo> {
  return api.get<CacheInfo>('/superadmin/system/getCacheInfo');
}

export const cacheInfoQueryOptions = queryOptions({ queryKey: ['system', 'cache-info'], queryFn: getCacheInfo });

export function useCacheInfo() {
  return useQuery(cacheInfoQueryOptions);
}
