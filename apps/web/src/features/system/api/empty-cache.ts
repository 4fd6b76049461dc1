import { useMutation } from '@tanstack/react-query';
import type { EmptyCacheResult } from '@bakrom/shared/schemas/system';
import { api } from '@/lib/api-client';

/** GET /api/superadmin/system/emptyCache */
export function emptyCache(): Promise<EmptyCacheResult> {
  return api.get<EmptyCacheResult>('/superadmin/system/emptyCache');
}

/** Empties the cache, then reloads the page (spec part 2 §2.21). */
export function useEmptyCache() {
  return useMutation({ mutationFn: emptyCache, onSuccess: () => window.location.reload() });
}
