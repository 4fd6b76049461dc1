import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * A merchant's signing keys for the transaction signatures of SAF-T Cash Register (RSA, SHA-1, 1024
 * bits). A rotated key gets the next version; older transactions keep theirs. The private key is
 * encrypted at rest like the provider secrets.
 */
export const saftSigningKeys = pgTable(
  'saft_signing_keys',
  {
    merchantId: text('merchant_id').notNull(),
    keyVersion: integer('key_version').notNull(),
    publicKeyPem: text('public_key_pem').notNull(),
    privateKeyEncrypted: text('private_key_encrypted').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.keyVersion] })],
);

/**
 * One signed cash transaction (a sale or a return) per row, chained per terminal: each signature covers
 * the terminal's previous signature. Append-only like the journal, and without foreign keys for the
 * same reason: it is kept as long as the law keeps the journal.
 */
export const signedTransactions = pgTable(
  'signed_transactions',
  {
    merchantId: text('merchant_id').notNull(),
    /** terminals.id of the cash point. */
    terminalId: uuid('terminal_id').notNull(),
    /** 1, 2, 3, … per terminal: the transaction number the signature covers. */
    nr: bigint('nr', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    orderId: uuid('order_id').notNull(),
    refundId: uuid('refund_id'),
    /** Oslo date (YYYY-MM-DD) and time (hh:mm:ss) as signed. */
    transDate: text('trans_date').notNull(),
    transTime: text('trans_time').notNull(),
    amountWithVat: bigint('amount_with_vat_ore', { mode: 'number' }).notNull(),
    amountWithoutVat: bigint('amount_without_vat_ore', { mode: 'number' }).notNull(),
    signature: text('signature').notNull(),
    keyVersion: integer('key_version').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.terminalId, t.nr] }),
    index('signed_transactions_order_idx').on(t.orderId),
    index('signed_transactions_merchant_date_idx').on(t.merchantId, t.transDate),
    check('signed_transactions_kind_check', sql`${t.kind} in ('SALE', 'RETURN')`),
  ],
);
