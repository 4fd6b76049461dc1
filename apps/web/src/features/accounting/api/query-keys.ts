import { queryRoots } from '@/lib/query-keys';

const root = queryRoots.accounting;

/** Every accounting query lives under this key. */
export const accountingKeys = {
  all: root,
  mapping: (merchant: string) => [...root, 'mapping', merchant] as const,
  /** Every preview: an export stores its vouchers, which the previews then show as exported. */
  previews: [...root, 'preview'] as const,
  preview: (merchant: string, locationId: string | undefined, fromDate: string, toDate: string) =>
    [...root, 'preview', merchant, locationId ?? '', fromDate, toDate] as const,
};
