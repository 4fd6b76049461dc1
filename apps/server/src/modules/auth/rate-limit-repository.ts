import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/client';

/**
 * Fixed-window counters kept in PostgreSQL so that every server instance sees the same counts. Each
 * function is one statement: an `insert … on conflict … do update … returning`, which PostgreSQL runs
 * atomically per key, so that attempts arriving at once on several connections or instances are
 * counted one after the other and never all see the same count.
 */

/** Seconds until the window of a key ends, at least 1. */
const secondsLeft = sql`greatest(1, ceil(extract(epoch from (b.reset_at - now()))))::int`;

/**
 * Takes one attempt from the key's window if it has one left: answers `{ taken: true }` and counts it,
 * or `{ taken: false, retryAfterSeconds }` and counts nothing when `limit` attempts are already counted.
 */
export async function take(
  db: DbOrTx,
  key: string,
  limit: number,
  windowSeconds: number,
): Promise<{ taken: true } | { taken: false; retryAfterSeconds: number }> {
  const [row] = await queryRows<{ taken: boolean; retry_after: number }>(
    db,
    sql`with taken as (
          insert into rate_limit_buckets as b (key, hits, reset_at)
          values (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
          on conflict (key) do update set
            hits = case when b.reset_at <= now() then 1 else b.hits + 1 end,
            reset_at = case when b.reset_at <= now() then excluded.reset_at else b.reset_at end
          where b.reset_at <= now() or b.hits < ${limit}
          returning 1
        )
        select exists (select 1 from taken) as taken,
               coalesce((select ${secondsLeft} from rate_limit_buckets b where b.key = ${key}), ${windowSeconds}) as retry_after`,
  );
  return row?.taken ? { taken: true } : { taken: false, retryAfterSeconds: row?.retry_after ?? windowSeconds };
}

/** Gives back one attempt taken from the key's window (a right password is not held against it). */
export async function giveBack(db: DbOrTx, key: string): Promise<void> {
  await db.execute(sql`update rate_limit_buckets set hits = hits - 1 where key = ${key} and hits > 0 and reset_at > now()`);
}

/**
 * Counts one attempt, whatever the count: answers the count of the window with it, and the seconds
 * left of the window. Exactly one caller per window sees each count.
 */
export async function count(db: DbOrTx, key: string, windowSeconds: number): Promise<{ hits: number; retryAfterSeconds: number }> {
  const [row] = await queryRows<{ hits: number; retry_after: number }>(
    db,
    sql`insert into rate_limit_buckets as b (key, hits, reset_at)
        values (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
        on conflict (key) do update set
          hits = case when b.reset_at <= now() then 1 else b.hits + 1 end,
          reset_at = case when b.reset_at <= now() then excluded.reset_at else b.reset_at end
        returning b.hits::int as hits, ${secondsLeft} as retry_after`,
  );
  return { hits: row?.hits ?? 1, retryAfterSeconds: row?.retry_after ?? windowSeconds };
}

export async function clear(db: DbOrTx, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limit_buckets where key = ${key}`);
}
