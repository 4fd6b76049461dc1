import type { FastifyBaseLogger } from 'fastify';
import { normaliseUsername, type LoginRequest, type StoredUser } from '@bakrom/shared/schemas/auth';
import type { Db } from '../../db/client';
import { hashToken, newSessionToken } from '../../http/access';
import { HttpError } from '../../http/errors';
import { findMerchantContext } from '../merchants/service';
import { listLocations } from '../locations/repository';
import { dummyPasswordHash, verifyPassword } from './passwords';
import { presentStoredUser } from './presenter';
import * as rateLimit from './rate-limit-repository';
import { findActiveUser, insertSession, revokeSession } from './repository';

export interface LoginLimits {
  /** Failed attempts per address: staff behind one address log in as often as they need. */
  perIp: number;
  /** Failed attempts per username from one address. */
  perUsername: number;
  /** Failed attempts per username from every address together. */
  perUsernameTotal: number;
  windowSeconds: number;
  sessionTtlHours: number;
}

export const RATE_LIMITED_MESSAGE = 'For mange innloggingsforsøk. Vent noen minutter og prøv igjen.';

type Limit = 'ip' | 'username-and-ip' | 'username';

function rateLimited(log: FastifyBaseLogger, limit: Limit, username: string, ip: string) {
  log.warn({ limit, username, ip }, 'login refused: too many attempts');
  return new HttpError(429, 'RATE_LIMITED', RATE_LIMITED_MESSAGE);
}

/**
 * Staff log in with a trimmed, lower-cased username and are bound to their own merchant.
 * A super admin logs in with the username as typed plus the merchant to work on; no merchant, no login.
 * Answers the stored user on success and undefined on any failure, without saying which part failed.
 */
export async function login(
  db: Db,
  request: LoginRequest,
  ip: string,
  limits: LoginLimits,
  log: FastifyBaseLogger,
): Promise<StoredUser | undefined> {
  const superAdminLogin = request.merchant !== undefined;
  const username = superAdminLogin ? request.username : normaliseUsername(request.username);
  // Only failures count. Per username and address, so that guessing from one address does not lock the
  // user out everywhere; the higher total per username stops guessing spread over many addresses; per
  // address, so that one address cannot try many usernames (a restaurant's staff share one address).
  const limitedName = normaliseUsername(request.username);
  const ipKey = `login:ip:${ip}`;
  const pairKey = `login:user-ip:${limitedName}|${ip}`;
  const usernameKey = `login:user:${limitedName}`;

  if (await rateLimit.isBlocked(db, ipKey, limits.perIp)) throw rateLimited(log, 'ip', limitedName, ip);
  if (await rateLimit.isBlocked(db, pairKey, limits.perUsername)) throw rateLimited(log, 'username-and-ip', limitedName, ip);
  if (await rateLimit.isBlocked(db, usernameKey, limits.perUsernameTotal)) throw rateLimited(log, 'username', limitedName, ip);

  const user = username ? await findActiveUser(db, username) : undefined;
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), request.password);
  const merchantId = user?.userRole === 'SUPER_ADMIN' ? request.merchant : (user?.merchantId ?? undefined);
  const merchantOk =
    !!user &&
    !!merchantId &&
    (user.userRole === 'SUPER_ADMIN' ? superAdminLogin : !superAdminLogin || request.merchant === user.merchantId);
  const merchant = user && passwordOk && merchantOk && merchantId ? await findMerchantContext(db, merchantId) : undefined;

  if (!user || !merchant) {
    await rateLimit.hit(db, ipKey, limits.perIp, limits.windowSeconds);
    await rateLimit.hit(db, pairKey, limits.perUsername, limits.windowSeconds);
    await rateLimit.hit(db, usernameKey, limits.perUsernameTotal, limits.windowSeconds);
    return undefined;
  }
  // A success clears this address's failures only: clearing the total would hand a guesser elsewhere a fresh allowance.
  await rateLimit.clear(db, pairKey);

  const token = newSessionToken();
  await insertSession(db, { tokenHash: hashToken(token), userId: user.id, merchantId: merchant.id, ttlHours: limits.sessionTtlHours });
  return presentStoredUser(user, merchant, await listLocations(db, merchant.id), token);
}

export async function logout(db: Db, sessionId: string): Promise<void> {
  await revokeSession(db, sessionId);
}
