import type { FastifyRequest } from 'fastify';
import { TERMINAL_KEY_THROTTLED_MESSAGE } from '@bakrom/shared/schemas/channel-events';
import type { DbOrTx } from '../../db/client';
import { HttpError } from '../../http/errors';
import { countAttempt } from '../auth/rate-limit-service';

/**
 * Wrong terminal keys per address, counted in `rate_limit_buckets` (every instance sees the same count):
 * up to `failuresPerIp` in a window answer 401, every call from the address after that 429 with
 * `Retry-After` until the window ends, a right key's too. Only wrong keys are counted; a right key is read
 * with its throttle in the one prepared lookup (`prepareTerminalKeyLookup`).
 */
export interface TerminalKeyLimits {
  /** Wrong keys per address in a window before the address is refused. */
  failuresPerIp: number;
  windowSeconds: number;
}

/** The counter of an address's wrong keys. */
export const terminalKeyThrottleKey = (ip: string) => `terminal-key:ip:${ip}`;

export const terminalKeyThrottled = (retryAfterSeconds: number) =>
  new HttpError(429, 'RATE_LIMITED', TERMINAL_KEY_THROTTLED_MESSAGE, undefined, { 'retry-after': String(retryAfterSeconds) });

/**
 * Counts a wrong key of the request's address; throws the 429 once the address is over the limit. The
 * call that takes the address over it logs one warning with the address and the count (exactly one call
 * per window sees that count), never the key.
 */
export async function countWrongTerminalKey(db: DbOrTx, request: FastifyRequest, limits: TerminalKeyLimits): Promise<void> {
  const { hits, retryAfterSeconds } = await countAttempt(db, terminalKeyThrottleKey(request.ip), limits.windowSeconds);
  if (hits <= limits.failuresPerIp) return;
  if (hits === limits.failuresPerIp + 1) {
    request.log.warn(
      { ip: request.ip, wrongKeys: hits, windowSeconds: limits.windowSeconds, retryAfterSeconds },
      'terminal keys refused: too many wrong terminal keys from one address',
    );
  }
  throw terminalKeyThrottled(retryAfterSeconds);
}
