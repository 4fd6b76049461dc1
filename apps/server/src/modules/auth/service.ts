import { and, eq, isNull, sql } from 'drizzle-orm';
import { normaliseUsername, type LoginRequest, type StoredUser } from '@bakrom/shared/schemas/auth';
import type { UserRole } from '@bakrom/shared/enums';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema/index';
import { hashToken, newSessionToken } from '../../http/access';
import { HttpError } from '../../http/errors';
import { findMerchantContext } from '../merchants/repository';
import { listLocations } from '../locations/repository';
import { dummyPasswordHash, verifyPassword } from './passwords';
import * as rateLimit from './rate-limit';

export interface LoginLimits {
  perIp: number;
  perUsername: number;
  windowSeconds: number;
  sessionTtlHours: number;
}

export const RATE_LIMITED_MESSAGE = 'For mange innloggingsforsøk. Vent noen minutter og prøv igjen.';

const rateLimited = () => new HttpError(429, 'RATE_LIMITED', RATE_LIMITED_MESSAGE);

/**
 * Staff log in with a trimmed, lower-cased username and are bound to their own merchant.
 * A super admin logs in with the username as typed plus the merchant to work on; no merchant, no login.
 * Answers the stored user on success and undefined on any failure, without saying which part failed.
 */
export async function login(db: Db, request: LoginRequest, ip: string, limits: LoginLimits): Promise<StoredUser | undefined> {
  const superAdminLogin = request.merchant !== undefined;
  const username = superAdminLogin ? request.username : normaliseUsername(request.username);
  const usernameKey = `login:user:${normaliseUsername(request.username)}`;

  if (!(await rateLimit.hit(db, `login:ip:${ip}`, limits.perIp, limits.windowSeconds))) throw rateLimited();
  if (await rateLimit.isBlocked(db, usernameKey, limits.perUsername)) throw rateLimited();

  const [user] = username
    ? await db.select().from(users).where(and(eq(users.username, username), eq(users.status, 'ACTIVE')))
    : [];
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), request.password);
  const merchantId = user?.userRole === 'SUPER_ADMIN' ? request.merchant : (user?.merchantId ?? undefined);
  const merchantOk =
    !!user &&
    !!merchantId &&
    (user.userRole === 'SUPER_ADMIN' ? superAdminLogin : !superAdminLogin || request.merchant === user.merchantId);
  const merchant = user && passwordOk && merchantOk && merchantId ? await findMerchantContext(db, merchantId) : undefined;

  if (!user || !merchant) {
    await rateLimit.hit(db, usernameKey, limits.perUsername, limits.windowSeconds);
    return undefined;
  }
  await rateLimit.clear(db, usernameKey);

  const token = newSessionToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId: user.id,
    merchantId: merchant.id,
    expiresAt: sql`now() + make_interval(hours => ${limits.sessionTtlHours})`,
  });
  return {
    userId: user.id,
    username: user.username,
    firstname: user.firstname,
    lastname: user.lastname,
    userRole: user.userRole as UserRole,
    isSuperAdmin: user.userRole === 'SUPER_ADMIN',
    authToken: token,
    merchant: merchant.id,
    merchantName: merchant.name,
    locations: await listLocations(db, merchant.id),
    merchantSetting: merchant.setting,
  };
}

export async function logout(db: Db, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}
