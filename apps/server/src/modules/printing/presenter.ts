import type { CloudPrntDocument, PrintJobRecord } from '@bakrom/shared/schemas/printing';
import { jobsOf } from './queue';
import type { DocumentRow } from './repository';

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);

/** A job with its id and kind first (the database keeps a job's keys in its own order), for people to read. */
const readable = (stored: unknown): PrintJobRecord[] =>
  jobsOf(stored).map(({ jobId, type, status, ...rest }) => ({ jobId, type, status, ...rest }) as PrintJobRecord);

/** The print-service document as the support page shows it; a location without a queue shows an empty one. */
export function presentDocument(row: DocumentRow): CloudPrntDocument {
  const document = row.document;
  return {
    id: document?.id ?? null,
    merchant: row.merchantId,
    locationId: row.locationId,
    locationName: row.locationName,
    type: 'cloudprnt',
    currentJobs: readable(document?.currentJobs),
    jobsPrinted: readable(document?.jobsPrinted),
    modifiedTime: iso(document?.modifiedAt),
    lastCleanedUpTime: iso(document?.lastCleanedUpAt),
    printerKeyCreatedTime: iso(document?.printerKeyCreatedAt),
  };
}
