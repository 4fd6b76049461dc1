import { queryRoots } from '@/lib/query-keys';

const root = queryRoots.staffRegister;

/** The register's days and periods live under this key; an entry added or corrected invalidates them all. */
export const staffRegisterKeys = {
  all: root,
  day: (merchant: string, locationId: string, date: string) => [...root, 'day', merchant, locationId, date] as const,
  hours: (merchant: string, locationId: string, fromDate: string, toDate: string) =>
    [...root, 'hours', merchant, locationId, fromDate, toDate] as const,
};
