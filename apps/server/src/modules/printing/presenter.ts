import type { CloudPrntDocument, PrintJobRecord } from '@bakrom/shared/schemas/printing';
import { jobsOf } from './queue';
import type { DocumentRow } from './repository';

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);

/** The print-service document as the support page shows it; a location without a queue shows an empty one. */
export function presentDocument(row: DocumentRow): CloudPrntDocument {
  const document = row.document;
  return {
    id: document?.id ?? null,
    merchant: row.merchantId,
    locationId: row.locationId,
    locationName: row.locationName,
    type: 'cloudprnt',
    currentJobs: jobsOf(document?.currentJobs) as PrintJobRecord[],
    jobsPrinted: jobsOf(document?.jobsPrinted) as PrintJobRecord[],
    modifiedTime: iso(document?.modifiedAt),
    lastCleanedUpTime: iso(document?.lastCleanedUpAt),
    printerKeyCreatedTime: iso(document?.printerKeyCreatedAt),
  };
}
