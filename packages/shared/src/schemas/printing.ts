import { z } from 'zod';
import { idSchema, merchantField } from './ids';
import { text } from './text';

/**
 * Printing: the Star CloudPRNT queue of each location (its "print-service document"), the cash drawer,
 * and the super-admin support page /cloudprnt (spec part 2 §2.21 and §7 Support).
 */

/** The media type of every job the server queues; a drawer job is a short text slip with the drawer header. */
export const TEXT_JOB_MEDIA_TYPE = 'text/plain';

// ---- Cash drawer (spec part 1 §4: a cash refund opens the register's cash drawer) ----

export const openCashDrawerBody = z.object({ merchant: merchantField, orderDocumentId: idSchema });
export type OpenCashDrawerBody = z.infer<typeof openCashDrawerBody>;
export const openCashDrawerResponse = z.object({ result: z.literal('SUCCEEDED') });
export type OpenCashDrawerResponse = z.infer<typeof openCashDrawerResponse>;

// ---- The CloudPRNT protocol, as the location's printers speak it ----

export const cloudPrntParams = z.object({ locationId: idSchema });

/** What printers send (MAC, id, status codes, job tokens, media types) is plain ASCII. */
const PRINTER_TEXT = /^[\x20-\x7E]*$/;
const printerField = (max: number) => text().max(max).regex(PRINTER_TEXT, 'Bruk bare vanlige tegn (ASCII)');
const printerText = (max: number) => printerField(max).optional();

/** The poll: the printer's status report (JSON). Only the fields the server reads are named. */
export const cloudPrntPollBody = z.looseObject({
  printerMAC: printerText(100),
  uniqueID: printerText(200),
  statusCode: printerText(200),
});
export type CloudPrntPollBody = z.infer<typeof cloudPrntPollBody>;

export const cloudPrntPollResponse = z.union([
  z.object({ jobReady: z.literal(false) }),
  z.object({
    jobReady: z.literal(true),
    mediaTypes: z.array(z.string()),
    jobToken: z.string(),
    deleteMethod: z.literal('DELETE'),
  }),
]);
export type CloudPrntPollResponse = z.infer<typeof cloudPrntPollResponse>;

/** The fetch: `?uid=&type=&mac=&token=`; without a token, the job offered to this printer (or the first). */
export const cloudPrntFetchQuery = z.object({
  uid: printerText(200),
  type: printerField(100).min(1),
  mac: printerText(100),
  token: printerText(200),
});
export type CloudPrntFetchQuery = z.infer<typeof cloudPrntFetchQuery>;

/** The confirmation: `?uid=&mac=&code=&token=`; a code starting with 2 means printed. */
export const cloudPrntConfirmQuery = z.object({
  uid: printerText(200),
  mac: printerText(100),
  code: printerField(200).min(1),
  token: printerText(200),
});
export type CloudPrntConfirmQuery = z.infer<typeof cloudPrntConfirmQuery>;

export const cloudPrntConfirmResponse = z.object({ result: z.enum(['PRINTED', 'KEPT', 'NO_JOB']) });
export type CloudPrntConfirmResponse = z.infer<typeof cloudPrntConfirmResponse>;

// ---- Super admin: the print-service document (/cloudprnt) ----

export const cloudPrntDocumentQuery = z.object({ merchant: merchantField, locationId: idSchema });
export type CloudPrntDocumentQuery = z.infer<typeof cloudPrntDocumentQuery>;

/** One job of the queue as stored: its fields vary by kind (receipt, kitchen ticket, cash drawer). */
export const printJobSchema = z.record(z.string(), z.unknown());
export type PrintJobRecord = z.infer<typeof printJobSchema>;

/**
 * The print-service document of a location (spec part 2 §3: id, merchant, locationId, type, jobsPrinted,
 * currentJobs, modifiedTime, lastCleanedUpTime), with the outlet's name and when its printer key was made.
 * A location whose printers never had a job has no document yet: id and the times are null.
 */
export const cloudPrntDocumentSchema = z.object({
  id: z.string().nullable(),
  merchant: z.string(),
  locationId: z.string(),
  locationName: z.string(),
  type: z.literal('cloudprnt'),
  currentJobs: z.array(printJobSchema),
  jobsPrinted: z.array(printJobSchema),
  modifiedTime: z.string().nullable(),
  lastCleanedUpTime: z.string().nullable(),
  printerKeyCreatedTime: z.string().nullable(),
});
export type CloudPrntDocument = z.infer<typeof cloudPrntDocumentSchema>;

export const rotateCloudPrntKeyBody = z.object({ merchant: merchantField, locationId: idSchema });
export type RotateCloudPrntKeyBody = z.infer<typeof rotateCloudPrntKeyBody>;

/** The new printer key, shown once: the server keeps only its hash. */
export const rotateCloudPrntKeyResponse = z.object({
  locationId: z.string(),
  printerKey: z.string(),
  serverPath: z.string(),
  printerKeyCreatedTime: z.string(),
});
export type RotateCloudPrntKeyResponse = z.infer<typeof rotateCloudPrntKeyResponse>;

/** The address a location's printers poll, under the server's origin. */
export const cloudPrntServerPath = (locationId: string) => `/api/cloudprnt/${locationId}`;
