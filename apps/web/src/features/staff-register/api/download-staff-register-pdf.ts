import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface StaffRegisterPdfChoice {
  locationId: string;
  /** YYYY-MM-DD */
  date: string;
}

/**
 * GET /api/staff/pdf/staffRegister?merchant=…&locationId=…&date=…: the day's register of a location as a PDF
 * for an inspector, saved by the browser under the server's file name (as the reports' PDFs are).
 */
export function downloadStaffRegisterPdf(merchant: string, { locationId, date }: StaffRegisterPdfChoice): Promise<string> {
  return api.download('/staff/pdf/staffRegister', {
    params: { merchant, locationId, date },
    fallbackName: `Personalliste_${date}.pdf`,
  });
}

export function useDownloadStaffRegisterPdf(merchant: string) {
  return useMutation({ mutationFn: (choice: StaffRegisterPdfChoice) => downloadStaffRegisterPdf(merchant, choice) });
}
