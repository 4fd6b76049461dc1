import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { StaffPeriod } from './get-staff-hours';

export type StaffRegisterSheetFormat = 'csv' | 'xlsx';

export interface StaffRegisterSheetChoice extends StaffPeriod {
  format: StaffRegisterSheetFormat;
}

/**
 * GET /api/staff/{csv,xlsx}/staffRegister?merchant=…&locationId=…&fromDate=…&toDate=…: the period's register of a
 * location as a spreadsheet, saved by the browser under the server's file name. Resolves with the saved file's name.
 */
export function downloadStaffRegisterSheet(
  merchant: string,
  { locationId, fromDate, toDate, format }: StaffRegisterSheetChoice,
): Promise<string> {
  return api.download(`/staff/${format}/staffRegister`, {
    params: { merchant, locationId, fromDate, toDate },
    fallbackName: `Personalliste_${fromDate}_${toDate}.${format}`,
  });
}

export function useDownloadStaffRegisterSheet(merchant: string) {
  return useMutation({ mutationFn: (choice: StaffRegisterSheetChoice) => downloadStaffRegisterSheet(merchant, choice) });
}
