import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema/index';

export type UserRow = typeof users.$inferSelect;

/** The unique indexes behind the two 409s of the employee form. */
export const USERNAME_IN_USE = 'users_username_key';
export const PINCODE_IN_USE = 'users_merchant_pincode_key';

export interface UserColumns {
  firstname: string;
  lastname: string;
  userRole: 'MANAGER' | 'ADMIN';
  username: string;
  pincode: string;
  email: string;
  phone: string;
  /** Set only when the write changes them (see the service's `identityColumns`). */
  identityKind?: 'NATIONAL_ID' | 'CODE' | null;
  nationalIdEncrypted?: string | null;
  identityCode?: string | null;
  hourlyCost?: number | null;
}

/** The merchant's employees (never a super admin: they belong to no merchant), by name. */
export async function selectEmployees(db: Db, merchantId: string): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(eq(users.merchantId, merchantId))
    .orderBy(asc(sql`lower(${users.firstname})`), asc(sql`lower(${users.lastname})`), asc(users.username));
}

export async function findEmployee(
  db: Db,
  merchantId: string,
  userId: string,
  options: { lock?: boolean } = {},
): Promise<UserRow | undefined> {
  const query = db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.merchantId, merchantId)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** Any user by id (the session's own, a super admin included). */
export async function findUserById(db: Db, userId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row;
}

/** Any user by id, locked for the change of one of its columns. */
export async function findUserByIdForUpdate(db: Db, userId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).for('update');
  return row;
}

/** The user's language (issue 34); answers the row as changed. */
export async function updateLanguage(db: Db, userId: string, language: string): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ language, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

/** The first part (before the first '.') most of the merchant's usernames share, e.g. 'demo' of 'demo.kari'. */
export async function mostUsedUsernamePrefix(db: Db, merchantId: string): Promise<string | undefined> {
  const prefix = sql<string>`split_part(${users.username}, '.', 1)`;
  const [row] = await db
    .select({ prefix })
    .from(users)
    .where(and(eq(users.merchantId, merchantId), sql`position('.' in ${users.username}) > 1`))
    .groupBy(prefix)
    .orderBy(sql`count(*) desc`, prefix)
    .limit(1);
  return row?.prefix;
}

/** The usernames of the whole platform that begin with `start` (lower-cased, as stored). */
export async function usernamesStartingWith(db: Db, start: string): Promise<string[]> {
  const rows = await db
    .select({ username: users.username })
    .from(users)
    .where(sql`starts_with(lower(${users.username}), ${start.toLowerCase()})`);
  return rows.map((row) => row.username.toLowerCase());
}

/** Whether another user of the merchant than `exceptUserId` has the pincode. */
export async function pincodeTaken(db: Db, merchantId: string, pincode: string, exceptUserId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.merchantId, merchantId), eq(users.pincode, pincode), exceptUserId ? ne(users.id, exceptUserId) : undefined))
    .limit(1);
  return row !== undefined;
}

export async function insertEmployee(db: Db, merchantId: string, input: UserColumns & { passwordHash: string }): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ merchantId, ...input, status: 'ACTIVE' })
    .returning();
  return row!;
}

/** Undefined when the merchant has no such user. A missing `passwordHash` keeps the old password. */
export async function updateEmployee(
  db: Db,
  merchantId: string,
  userId: string,
  input: UserColumns & { passwordHash?: string; status?: 'ACTIVE' | 'INACTIVE' },
): Promise<UserRow | undefined> {
  const { passwordHash, status, ...columns } = input;
  const [row] = await db
    .update(users)
    .set({
      ...columns,
      ...(passwordHash ? { passwordHash } : {}),
      ...(status ? { status } : {}),
      updatedAt: sql`now()`,
    })
    .where(and(eq(users.id, userId), eq(users.merchantId, merchantId)))
    .returning();
  return row;
}

/** False when the merchant has no such user. The user's sessions go with the row. */
export async function deleteEmployee(db: Db, merchantId: string, userId: string): Promise<boolean> {
  const deleted = await db
    .delete(users)
    .where(and(eq(users.id, userId), eq(users.merchantId, merchantId)))
    .returning({ id: users.id });
  return deleted.length > 0;
}

export async function updatePasswordHash(db: Db, userId: string, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** Ends every live session of the user now, but `exceptSessionId` (the caller's own) when given. */
export async function revokeUserSessions(db: Db, userId: string, exceptSessionId?: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined));
}

/** A new user of any role (a super admin has no merchant); undefined when the username is taken. */
export async function insertUser(
  db: Db,
  input: { username: string; passwordHash: string; userRole: string; merchantId: string | null; firstname: string; lastname: string },
): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(input).onConflictDoNothing().returning();
  return row;
}

/** The user's new password hash by username; answers the user, undefined for no such user. */
export async function updatePasswordHashByUsername(db: Db, username: string, passwordHash: string): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(eq(users.username, username))
    .returning();
  return row;
}

/** Ends every session of the user (`npm run cli -- reset-password`). */
export async function revokeAllSessions(db: Db, userId: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, userId));
}
