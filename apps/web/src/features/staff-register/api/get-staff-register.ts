import { useQuery } from '@tanstack/react-query';
import type { StaffRegisterDay } from '@bakrom/shared/schemas/staff-register';
import { api } from '@/lib/api-client';
import { staffRegisterKeys } from './query-keys';

/** GET /api/staff/getStaffRegister?merchant=…&locationId=…&date=YYYY-MM-DD: who is at work now, and the day's shifts. */
export function getStaffRegister(merchant: string, locationId: string, date: string): Promise<StaffRegisterDay> {
  return api.get<StaffRegisterDay>('/staff/getStaffRegister', { params: { merchant, locationId, date } });
}

/** Waits for a location (none yet: the query is idle). */
export function useStaffRegister(merchant: string, locationId: string | undefined, date: string) {
  return useQuery({
    queryKey: staffRegisterKeys.day(merchant, locationId ?? '', date),
    queryFn: () => getStaffRegister(merchant, locationId!, date),
    enabled: locationId !== undefined,
  });
}
