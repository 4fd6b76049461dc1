import { useQuery } from '@tanstack/react-query';
import type { Terminal } from '@bakrom/shared/schemas/reports';
import { api } from '@/lib/api-client';
import { reportsKeys } from './query-keys';

/** GET /api/terminal/getTerminalsForLocation?merchant&locationId: the location's terminals (no KDS; WEBSHOP by mode). */
export function getTerminalsForLocation(merchant: string, locationId: string): Promise<Terminal[]> {
  return api.get<Terminal[]>('/terminal/getTerminalsForLocation', { params: { merchant, locationId } });
}

export function useTerminalsForLocation(merchant: string, locationId: string | undefined) {
  return useQuery({
    queryKey: reportsKeys.terminals(merchant, locationId ?? ''),
    queryFn: () => getTerminalsForLocation(merchant, locationId!),
    enabled: Boolean(locationId),
  });
}
