import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface SaftExportChoice {
  /** One location, or undefined for every location of the merchant. */
  locationId: string | undefined;
  /** YYYY-MM-DD, both days included. */
  fromDate: string;
  toDate: string;
}

/** The name to save under should the answer name none; the server's is `SAF-T Cash Register_<orgnr>_<yyyymmddhhmmss>_1.xml`. */
const FALLBACK_NAME = 'SAF-T Cash Register.xml';

/**
 * GET /api/report/exportSaftCashRegister: the SAF-T Cash Register file of a location (an empty
 * `locationId` for all of them) and period, saved by the browser under the server's file name.
 * Resolves with that name; a refusal is the ApiError with the server's message.
 */
export function exportSaft(merchant: string, { locationId, fromDate, toDate }: SaftExportChoice): Promise<string> {
  return api.download('/report/exportSaftCashRegister', {
    params: { merchant, locationId: locationId ?? '', fromDate, toDate },
    fallbackName: FALLBACK_NAME,
  });
}

export function useExportSaft(merchant: string) {
  return useMutation({ mutationFn: (choice: SaftExportChoice) => exportSaft(merchant, choice) });
}
