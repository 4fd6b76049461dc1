import type { Vat } from '@bakrom/shared/schemas/settings-company';
import type { vatRates } from '../../db/schema/index';

/** The rates of a merchant that has none saved yet: the Norwegian rates for food served and taken away. */
export const DEFAULT_VAT_RATES = { dineIn: 25, takeOut: 15, delivery: 15 } as const;

export function presentVat(merchantId: string, row: typeof vatRates.$inferSelect | undefined): Vat {
  if (!row) return { merchant: merchantId, ...DEFAULT_VAT_RATES, updatedDateTime: null };
  return {
    merchant: merchantId,
    dineIn: Number(row.dineIn),
    takeOut: Number(row.takeOut),
    delivery: Number(row.delivery),
    updatedDateTime: row.updatedAt.toISOString(),
  };
}

/** What the audit trail compares. */
export function vatAuditView(row: typeof vatRates.$inferSelect | undefined): Record<string, unknown> | null {
  return row ? { dineIn: Number(row.dineIn), takeOut: Number(row.takeOut), delivery: Number(row.delivery) } : null;
}
