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

/**
 * Takes one attempt from a key's window when it has one left (the staff register's pincodes per terminal):
 * `{ taken: false, retryAfterSeconds }` once `limit` attempts are counted in the window.
 */
export async function takeAttempt(
  db: DbOrTx,
  key: string,
  limit: number,
  windowSeconds: number,
): Promise<{ taken: true } | { taken: false; retryAfterSeconds: number }> {
  return repository.take(db, key, limit, windowSeconds);
}

/** Gives an attempt back (a right pincode is not held against its terminal). */
export async function giveBackAttempt(db: DbOrTx, key: string): Promise<void> {
  await repository.giveBack(db, key);
}
