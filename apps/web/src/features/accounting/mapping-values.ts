import type { AccountMapping } from '@bakrom/shared/schemas/accounting';

/** The account mapping as the form holds it: the voucher type as typed, everything else as the API has it. */
export type MappingValues = Omit<AccountMapping, 'voucherType'> & { voucherType: string };

/** The top-level fields of the mapping: messages under them are shown beside their fields and tables. */
export const MAPPING_FIELDS = [
  'grouping',
  'voucherType',
  'sales',
  'deliveryServiceAccount',
  'articleGroups',
  'payments',
  'tipsAccount',
  'returnsAccount',
  'roundingAccount',
  'outputVat',
] as const;

export function mappingValues(mapping: AccountMapping): MappingValues {
  return { ...mapping, voucherType: String(mapping.voucherType) };
}

/** The save request of the form's values: a voucher type that is no whole number stays what the schema refuses. */
export function mappingBody(merchant: string, values: MappingValues) {
  const typed = values.voucherType.trim();
  return { ...values, merchant, voucherType: typed === '' ? undefined : Number(typed) };
}
