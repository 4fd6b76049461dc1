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

function rateLimited(log: FastifyBaseLogger, limit: Limit, username: string, ip: string, retryAfterSeconds: number) {
  log.warn({ limit, username, ip }, 'login refused: too many attempts');
  return new HttpError(429, 'RATE_LIMITED', RATE_LIMITED_MESSAGE, undefined, { 'retry-after': String(retryAfterSeconds) });
}

interface Counter {
  limit: Limit;
  key: string;
  max: number;
}

/**
 * Takes the attempt from every counter before the password is checked, each in one atomic statement,
 * so that parallel attempts (on several connections or instances) never check more passwords than a
 * limit allows. A refused attempt gives back what it took from the counters before the refusing one:
 * it checked no password.
 */
async function takeAttempt(db: Db, counters: Counter[], windowSeconds: number, log: FastifyBaseLogger, username: string, ip: string) {
  const taken: Counter[] = [];
  for (const counter of counters) {
    const result = await rateLimit.take(db, counter.key, counter.max, windowSeconds);
    if (!result.taken) {
      for (const earlier of taken) await rateLimit.giveBack(db, earlier.key);
      throw rateLimited(log, counter.limit, username, ip, result.retryAfterSeconds);
    }
    taken.push(counter);
  }
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
  // Only failures count in the end. Per username and address, so that guessing from one address does not
  // lock the user out everywhere; the higher total per username stops guessing spread over many addresses;
  // per address, so that one address cannot try many usernames (a restaurant's staff share one address).
  const limitedName = normaliseUsername(request.username);
  const ipKey = `login:ip:${ip}`;
  const pairKey = `login:user-ip:${limitedName}|${ip}`;
  const usernameKey = `login:user:${limitedName}`;
  await takeAttempt(
    db,
    [
      { limit: 'ip', key: ipKey, max: limits.perIp },
      { limit: 'username-and-ip', key: pairKey, max: limits.perUsername },
      { limit: 'username', key: usernameKey, max: limits.perUsernameTotal },
    ],
    limits.windowSeconds,
    log,
    limitedName,
    ip,
  );

  const user = username ? await findActiveUser(db, username) : undefined;
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), request.password);
  const merchantId = user?.userRole === 'SUPER_ADMIN' ? request.merchant : (user?.merchantId ?? undefined);
  const merchantOk =
    !!user &&
    !!merchantId &&
    (user.userRole === 'SUPER_ADMIN' ? superAdminLogin : !superAdminLogin || request.merchant === user.merchantId);
  const merchant = user && passwordOk && merchantOk && merchantId ? await findMerchantContext(db, merchantId) : undefined;

  // A failure keeps what it took from the counters.
  if (!user || !merchant) return undefined;
  // A success is not held against the address or the username: it gives its attempt back, and clears this
  // address's failures of the user (clearing the total would hand a guesser elsewhere a fresh allowance).
  await rateLimit.giveBack(db, ipKey);
  await rateLimit.giveBack(db, usernameKey);
  await rateLimit.clear(db, pairKey);

  const token = newSessionToken();
  await insertSession(db, { tokenHash: hashToken(token), userId: user.id, merchantId: merchant.id, ttlHours: limits.sessionTtlHours });
  return presentStoredUser(user, merchant, await listLocations(db, merchant.id), token);
}

export async function logout(db: Db, sessionId: string): Promise<void> {
  await revokeSession(db, sessionId);
}
