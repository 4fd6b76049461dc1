import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, id } from './helpers';
import { merchants } from './merchants';
import { users } from './users';

/** Who did what and when: settlements, refunds, status changes, settings edits. */
export const auditRecords = pgTable(
  'audit_records',
  {
    id: id(),
    merchantId: text('merchant_id').references(() => merchants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    details: jsonb('details')
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [index('audit_records_merchant_idx').on(t.merchantId, t.createdAt)],
);

/** Fixed-window counters for login rate limiting, shared by every server instance. */
export const rateLimitBuckets = pgTable('rate_limit_buckets', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
