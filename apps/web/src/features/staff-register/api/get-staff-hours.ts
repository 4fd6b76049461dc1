import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffHours } from '@bakrom/shared/schemas/staff-register';
import { api } from '@/lib/api-client';
import { staffRegisterKeys } from './query-keys';

/** A location's period: both days (YYYY-MM-DD) included. */
export interface StaffPeriod {
  locationId: string;
  fromDate: string;
  toDate: string;
}

/**
 * GET /api/staff/getStaffHours?merchant=…&locationId=…&fromDate=…&toDate=…: each employee's shifts and hours in the
 * period, with the hourly and labour cost for an ADMIN and a super admin (null for a MANAGER).
 */
export function getStaffHours(merchant: string, { locationId, fromDate, toDate }: StaffPeriod): Promise<StaffHours> {
  return api.get<StaffHours>('/staff/getStaffHours', { params: { merchant, locationId, fromDate, toDate } });
}

export function staffHoursQueryOptions(merchant: string, period: StaffPeriod) {
  return queryOptions({
    queryKey: staffRegisterKeys.hours(merchant, period.locationId, period.fromDate, period.toDate),
    queryFn: () => getStaffHours(merchant, period),
  });
}

/** Waits for a location (none yet: the query is idle). */
export function useStaffHours(merchant: string, locationId: string | undefined, period: Omit<StaffPeriod, 'locationId'>) {
  return useQuery({
    ...staffHoursQueryOptions(merchant, { locationId: locationId ?? '', ...period }),
    enabled: locationId !== undefined,
  });
}
