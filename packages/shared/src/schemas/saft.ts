import { z } from 'zod';
import { idSchema, merchantField } from './ids';
import { reportDate } from './reports';

/**
 * The SAF-T Cash Register export (issue 18): GET /api/report/exportSaftCashRegister answers an XML file
 * (application/xml) of the merchant's cash registers for a period of Oslo business days, both ends
 * included, for one location or all of them.
 */

/** The longest period one file covers: a year (a leap year's 366 days). */
export const SAFT_MAX_DAYS = 366;
export const SAFT_PERIOD_TOO_LONG_MESSAGE = 'Perioden kan være høyst ett år.';
export const SAFT_TO_BEFORE_FROM_MESSAGE = 'Til-datoen kan ikke være før fra-datoen';

/** Days from fromDate to toDate, both included (dates already checked as YYYY-MM-DD). */
export function periodDays(fromDate: string, toDate: string): number {
  return Math.round((Date.parse(`${toDate}T00:00:00Z`) - Date.parse(`${fromDate}T00:00:00Z`)) / 86_400_000) + 1;
}

export const exportSaftCashRegisterQuery = z
  .object({
    merchant: merchantField,
    /** One location, or empty / left out for every location of the merchant. */
    locationId: z
      .union([z.literal(''), idSchema])
      .optional()
      .transform((value) => value || undefined),
    fromDate: reportDate,
    toDate: reportDate,
  })
  .refine((query) => query.fromDate <= query.toDate, { message: SAFT_TO_BEFORE_FROM_MESSAGE, path: ['toDate'] })
  .refine((query) => query.fromDate > query.toDate || periodDays(query.fromDate, query.toDate) <= SAFT_MAX_DAYS, {
    message: SAFT_PERIOD_TOO_LONG_MESSAGE,
    path: ['toDate'],
  });
export type ExportSaftCashRegisterQuery = z.infer<typeof exportSaftCashRegisterQuery>;

export const SAFT_CONTENT_TYPE = 'application/xml; charset=utf-8';

/** `SAF-T Cash Register_<orgnr>_<yyyymmddhhmmss>_1.xml`, the time of the export in Oslo time. */
export function saftFileName(organisationNumber: string, osloStamp: string): string {
  return `SAF-T Cash Register_${organisationNumber}_${osloStamp}_1.xml`;
}
