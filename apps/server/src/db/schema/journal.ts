import { bigint, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The electronic journal (kassasystemforskriften § 2-7): one append-only entry per event, chained by
 * hash per merchant. No foreign keys on purpose: the journal is kept for years by law and outlives a
 * deleted user, terminal, location or merchant; a trigger (migration) refuses UPDATE, DELETE and TRUNCATE.
 */
export const journalEntries = pgTable(
  'journal_entries',
  {
    merchantId: text('merchant_id').notNull(),
    /** 1, 2, 3, … per merchant, without gaps: the order of the chain. */
    sequence: bigint('sequence', { mode: 'number' }).notNull(),
    locationId: uuid('location_id'),
    /** terminals.id of the cash point the event belongs to, when it belongs to one. */
    terminalId: uuid('terminal_id'),
    userId: uuid('user_id'),
    userName: text('user_name').notNull(),
    /** The SAF-T event code (PredefinedBasicID-13): 13008 X-report, 13009 Z-report, 13999 other, … */
    eventCode: integer('event_code').notNull(),
    description: text('description').notNull(),
    /** Canonical JSON (keys sorted, no spaces): hashed exactly as stored. */
    payload: text('payload').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true, precision: 3 }).notNull(),
    previousHash: text('previous_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.sequence] }),
    index('journal_entries_terminal_idx').on(t.terminalId, t.occurredAt),
    index('journal_entries_merchant_time_idx').on(t.merchantId, t.occurredAt),
  ],
);

/**
 * The last entry of each merchant's journal: the row a journal write locks (until its commit) to chain
 * after the entry before it. Written only by the database function `journal_append` (migration), in the
 * statement that appends the entries; the chain itself is checked over `journal_entries` alone.
 */
export const journalHeads = pgTable('journal_heads', {
  merchantId: text('merchant_id').primaryKey(),
  sequence: bigint('sequence', { mode: 'number' }).notNull(),
  hash: text('hash').notNull(),
});
