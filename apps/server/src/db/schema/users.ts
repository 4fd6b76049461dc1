import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { IDENTITY_KINDS } from '@bakrom/shared/schemas/staff';
import { LANGUAGES, USER_ROLES } from '@bakrom/shared/enums';
import { createdAt, id, oneOf, ore, updatedAt } from './helpers';
import { merchants } from './merchants';

/** Staff and super admins. A super admin belongs to no merchant; everyone else to exactly one. */
export const users = pgTable(
  'users',
  {
    id: id(),
    merchantId: text('merchant_id').references(() => merchants.id, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    userRole: text('user_role').notNull(),
    firstname: text('firstname').notNull().default(''),
    lastname: text('lastname').notNull().default(''),
    pincode: text('pincode'),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    status: text('status').notNull().default('ACTIVE'),
    /** The staff register's identity (issue 32): a national identity number (encrypted) or the merchant's code. */
    identityKind: text('identity_kind'),
    nationalIdEncrypted: text('national_id_encrypted'),
    identityCode: text('identity_code'),
    /** Optional labour cost per hour, øre (ADMIN). */
    hourlyCost: ore('hourly_cost'),
    /** The language of the user's screens and error messages (issue 34): 'nb' or 'en'. */
    language: text('language').notNull().default('nb'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_username_key').on(t.username),
    uniqueIndex('users_merchant_pincode_key').on(t.merchantId, t.pincode),
    oneOf('users_role_check', t.userRole, USER_ROLES),
    oneOf('users_status_check', t.status, ['ACTIVE', 'INACTIVE']),
    oneOf('users_language_check', t.language, LANGUAGES),
    check('users_username_lower_check', sql`${t.username} = lower(${t.username}) and length(${t.username}) > 0`),
    check('users_pincode_check', sql`${t.pincode} is null or ${t.pincode} ~ '^[0-9]{4}$'`),
    oneOf('users_identity_kind_check', t.identityKind, IDENTITY_KINDS),
    check(
      'users_identity_check',
      sql`(${t.identityKind} is distinct from 'NATIONAL_ID' or ${t.nationalIdEncrypted} is not null) and (${t.identityKind} is distinct from 'CODE' or ${t.identityCode} is not null)`,
    ),
    check('users_hourly_cost_check', sql`${t.hourlyCost} is null or ${t.hourlyCost} >= 0`),
    check('users_merchant_role_check', sql`(${t.userRole} = 'SUPER_ADMIN') = (${t.merchantId} is null)`),
  ],
);

/** Login sessions. Only a hash of the token is stored; the token itself lives in the browser. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);
