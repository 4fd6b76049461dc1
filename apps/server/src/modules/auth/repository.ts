import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema/index';

export type UserRow = typeof users.$inferSelect;

/** The active user with exactly this username. */
export async function findActiveUser(db: Db, username: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.username, username), eq(users.status, 'ACTIVE')));
  return user;
}

/** Starts a session of the user on the merchant, stored by the hash of its token, ending `ttlHours` from now. */
export async function insertSession(
  db: Db,
  session: { tokenHash: string; userId: string; merchantId: string; ttlHours: number },
): Promise<void> {
  await db.insert(sessions).values({
    tokenHash: session.tokenHash,
    userId: session.userId,
    merchantId: session.merchantId,
    expiresAt: sql`now() + make_interval(hours => ${session.ttlHours})`,
  });
}

/** Ends the session now; a session already ended keeps its time. */
export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}
