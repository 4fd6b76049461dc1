import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { STAFF_CLOCK_ACTIONS, STAFF_REGISTER_SOURCES } from '@bakrom/shared/schemas/staff-register';
import { id, oneOf } from './helpers';

/**
 * The staff register (personalliste, issue 32): one row per clocking at a terminal, per entry added in the
 * back office, and per correction. Append-only (a trigger refuses update, delete and truncate, SQLSTATE
 * BKH01) and without foreign keys, like the other kept history: deleting an employee, a terminal or a
 * location keeps their entries, with the names they had (the *_name columns) and the employee's identity
 * at the time (encrypted like the user's). A correction copies its entry's employee, location and action,
 * points to the entry (`corrects_entry_id`) and gives a new time or strikes it out (`struck_out`); the
 * latest correction (by `seq`) is in force.
 */
export const staffRegisterEntries = pgTable(
  'staff_register_entries',
  {
    id: id(),
    /** The order of recording, which decides the correction in force. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    merchantId: text('merchant_id').notNull(),
    locationId: uuid('location_id').notNull(),
    locationName: text('location_name').notNull(),
    userId: uuid('user_id').notNull(),
    employeeName: text('employee_name').notNull(),
    /** The identity as the user had it when recorded: a code, or the national identity number encrypted. */
    identityCode: text('identity_code'),
    nationalIdEncrypted: text('national_id_encrypted'),
    action: text('action').notNull(),
    /** When the employee started or stopped: the server's clock for a terminal, the time typed for the back office. */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    source: text('source').notNull(),
    terminalId: uuid('terminal_id'),
    terminalName: text('terminal_name'),
    recordedByUserId: uuid('recorded_by_user_id'),
    recordedByName: text('recorded_by_name'),
    /** The terminal's own id of a clocking (idempotency). */
    reference: text('reference'),
    correctsEntryId: uuid('corrects_entry_id').references((): AnyPgColumn => staffRegisterEntries.id),
    struckOut: boolean('struck_out').notNull().default(false),
    reason: text('reason'),
  },
  (t) => [
    oneOf('staff_register_entries_action_check', t.action, STAFF_CLOCK_ACTIONS),
    oneOf('staff_register_entries_source_check', t.source, STAFF_REGISTER_SOURCES),
    check(
      'staff_register_entries_terminal_check',
      sql`${t.source} <> 'TERMINAL' or (${t.terminalId} is not null and ${t.reference} is not null and ${t.correctsEntryId} is null)`,
    ),
    check(
      'staff_register_entries_back_office_check',
      sql`${t.source} <> 'BACK_OFFICE' or (${t.recordedByName} is not null and length(trim(${t.reason})) > 0)`,
    ),
    check('staff_register_entries_struck_out_check', sql`not ${t.struckOut} or ${t.correctsEntryId} is not null`),
    uniqueIndex('staff_register_entries_reference_key')
      .on(t.merchantId, t.terminalId, t.reference)
      .where(sql`${t.reference} is not null`),
    index('staff_register_entries_location_time_idx').on(t.merchantId, t.locationId, t.occurredAt),
    index('staff_register_entries_user_time_idx').on(t.merchantId, t.userId, t.occurredAt),
    index('staff_register_entries_corrects_idx').on(t.correctsEntryId),
  ],
);
