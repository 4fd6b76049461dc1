import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { VOUCHER_KINDS } from '@bakrom/shared/schemas/accounting';
import { createdAt, id, oneOf } from './helpers';

/**
 * The account mapping of the accounting export (issue 31), one row per saved version: a save adds the next
 * version in force from `valid_from`; a Z-report's voucher uses the version in force when the Z-report was
 * taken. Append-only (a trigger refuses update and delete, SQLSTATE BKH01); no foreign keys, like the other
 * append-only history, so that it is kept as long as the vouchers made with it.
 */
export const accountingMappings = pgTable(
  'accounting_mappings',
  {
    id: id(),
    merchantId: text('merchant_id').notNull(),
    version: integer('version').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    /** The mapping as the shared schema `accountMappingSchema` describes it. */
    mapping: jsonb('mapping').notNull(),
    createdByUserId: uuid('created_by_user_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('accounting_mappings_merchant_version_key').on(t.merchantId, t.version),
    check('accounting_mappings_version_check', sql`${t.version} > 0`),
  ],
);

/**
 * An exported voucher (bilag): numbered per merchant 1, 2, 3, … at its first export, then never changed — a
 * regenerated Z-report gets a REVERSAL of the exported voucher and a new SALES voucher. `z_report_ids` are the
 * live Z-reports it books; `postings` the postings as the shared `postingSchema` describes them. Append-only.
 */
export const accountingVouchers = pgTable(
  'accounting_vouchers',
  {
    id: id(),
    merchantId: text('merchant_id').notNull(),
    number: integer('number').notNull(),
    kind: text('kind').notNull(),
    businessDate: date('business_date', { mode: 'string' }).notNull(),
    locationId: uuid('location_id').notNull(),
    /** The voucher a REVERSAL cancels. */
    reversesVoucherId: uuid('reverses_voucher_id'),
    zReportIds: uuid('z_report_ids').array().notNull(),
    mappingVersion: integer('mapping_version').notNull(),
    description: text('description').notNull(),
    /** The Z-reports as named in the description: [{ id, nr, terminalName }]. */
    zReports: jsonb('z_reports').notNull(),
    postings: jsonb('postings').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('accounting_vouchers_merchant_number_key').on(t.merchantId, t.number),
    uniqueIndex('accounting_vouchers_reverses_key').on(t.reversesVoucherId),
    index('accounting_vouchers_merchant_date_idx').on(t.merchantId, t.businessDate),
    check('accounting_vouchers_number_check', sql`${t.number} > 0`),
    oneOf('accounting_vouchers_kind_check', t.kind, VOUCHER_KINDS),
  ],
);
