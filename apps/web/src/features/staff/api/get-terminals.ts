import { useQuery } from '@tanstack/react-query';
import type { TerminalListEntry } from '@bakrom/shared/schemas/reports';
import { api } from '@/lib/api-client';
import { staffKeys } from './query-keys';

/** GET /api/terminal/getTerminals?merchant=…: every terminal but KDS screens. */
export function getTerminals(merchant: string): Promise<TerminalListEntry[]> {
  return api.get<TerminalListEntry[]>('/terminal/getTerminals', { params: { merchant } });
}

export function useTerminals(merchant: string) {
  return useQuery({ queryKey: staffKeys.terminals(merchant), queryFn: () => getTerminals(merchant) });
}
