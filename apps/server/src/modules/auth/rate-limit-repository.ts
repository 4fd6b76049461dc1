import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/client';

/**
 * Fixed-window counters kept in PostgreSQL so that every server instance sees the same counts.
 * `hit` counts an attempt and answers whether the caller is still within the limit.
 */
export async function hit(db: Db, key: string, limit: number, windowSeconds: number): Promise<boolean> {
  const [row] = await queryRows<{ hits: number }>(
    db,
    sql`insert into rate_limit_buckets as b (key, hits, reset_at)
        values (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
        on conflict (key) do update set
          hits = case when b.reset_at <= now() then 1 else b.hits + 1 end,
          reset_at = case when b.reset_at <= now() then now() + make_interval(secs => ${windowSeconds}) else b.reset_at end
        returning hits::int as hits`,
  );
  return (row?.hits ?? 0) <= limit;
}

/** Whether the key has already used up its window (without counting a new attempt). */
export async function isBlocked(db: Db, key: string, limit: number): Promise<boolean> {
  const [row] = await queryRows<{ blocked: boolean }>(
    db,
    sql`select (hits >= ${limit} and reset_at > now()) as blocked from rate_limit_buckets where key = ${key}`,
  );
  return row?.blocked ?? false;
}

export async function clear(db: Db, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limit_buckets where key = ${key}`);
}
