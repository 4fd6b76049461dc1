import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, id, updatedAt } from './helpers';
import { merchants } from './merchants';
import { locations } from './locations';

const merchantRef = () =>
  text('merchant_id')
    .notNull()
    .references(() => merchants.id, { onDelete: 'cascade' });
const locationKey = () =>
  uuid('location_id')
    .primaryKey()
    .references(() => locations.id, { onDelete: 'cascade' });

/** Swedbank Pay eCom account per location; the access token is stored encrypted (AES-256-GCM). */
export const swedbankPayAccounts = pgTable('swedbank_pay_accounts', {
  locationId: locationKey(),
  merchantId: merchantRef(),
  baseApiUrl: text('base_api_url').notNull(),
  payeeId: text('payee_id').notNull(),
  payeeName: text('payee_name').notNull(),
  hostUrl: text('host_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  completeUrl: text('complete_url').notNull(),
  themePrimaryColor: text('theme_primary_color').notNull(),
  accessTokenEncrypted: text('access_token_encrypted').notNull(),
  updatedAt: updatedAt(),
});

/** Dintero account per location; the client secret is stored encrypted (AES-256-GCM). */
export const dinteroAccounts = pgTable('dintero_accounts', {
  locationId: locationKey(),
  merchantId: merchantRef(),
  accountId: text('account_id').notNull(),
  checkoutProfileId: text('checkout_profile_id').notNull(),
  defaultPaymentType: text('default_payment_type').notNull(),
  themePrimaryColor: text('theme_primary_color').notNull(),
  clientId: text('client_id').notNull(),
  clientSecretEncrypted: text('client_secret_encrypted').notNull(),
  updatedAt: updatedAt(),
});

/** The per-location Star CloudPRNT queue ("print-service document"). */
export const printDocuments = pgTable(
  'print_documents',
  {
    id: id(),
    merchantId: merchantRef(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    type: text('type').notNull().default('cloudprnt'),
    currentJobs: jsonb('current_jobs')
      .notNull()
      .default(sql`'[]'::jsonb`),
    jobsPrinted: jsonb('jobs_printed')
      .notNull()
      .default(sql`'[]'::jsonb`),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
    lastCleanedUpAt: timestamp('last_cleaned_up_at', { withTimezone: true }),
    /** SHA-256 of the location's printer key (HTTP Basic password of its CloudPRNT printers); null: no printer may poll. */
    printerKeyHash: text('printer_key_hash'),
    printerKeyCreatedAt: timestamp('printer_key_created_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('print_documents_location_key').on(t.locationId)],
);

/**
 * Server-side cache shared by every instance (payment-provider access tokens and other lookups).
 * Values are encrypted; the cache page shows keys, sizes and expiry only.
 */
export const cacheEntries = pgTable(
  'cache_entries',
  {
    key: text('key').primaryKey(),
    kind: text('kind').notNull(),
    merchantId: text('merchant_id').references(() => merchants.id, { onDelete: 'cascade' }),
    valueEncrypted: text('value_encrypted').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('cache_entries_merchant_idx').on(t.merchantId)],
);
