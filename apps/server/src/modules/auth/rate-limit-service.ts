import type { DbOrTx } from '../../db/client';
import * as repository from './rate-limit-repository';

/**
 * The fixed-window counters of `rate_limit_buckets` for other modules (the channel's wrong terminal
 * keys): one atomic statement per attempt, so that parallel attempts on several instances are each
 * counted once. Answers the count of the window with this attempt and the seconds left of the window.
 */
export async function countAttempt(db: DbOrTx, key: string, windowSeconds: number): Promise<{ hits: number; retryAfterSeconds: number }> {
  return repository.count(db, key, windowSeconds);
}
