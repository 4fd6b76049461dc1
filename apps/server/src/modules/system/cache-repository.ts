import { eq, sql } from 'drizzle-orm';
import type { CacheEntryInfo } from '@bakrom/shared/schemas/system';
import { queryRows, type Db, type DbOrTx } from '../../db/client';
import { cacheEntries } from '../../db/schema/index';

/** The encrypted value of a live (unexpired) entry. */
export async function selectLiveValue(db: Db, key: string): Promise<string | undefined> {
  const [row] = await queryRows<{ value_encrypted: string }>(
    db,
    sql`select value_encrypted from cache_entries where key = ${key} and expires_at > now()`,
  );
  return row?.value_encrypted;
}

/** Writes an entry (replacing one of the same key) that lives `ttlSeconds` from now. */
export async function upsertEntry(
  db: Db,
  entry: { key: string; kind: string; merchantId: string | null; valueEncrypted: string; sizeBytes: number; ttlSeconds: number },
): Promise<void> {
  const values = {
    key: entry.key,
    kind: entry.kind,
    merchantId: entry.merchantId,
    valueEncrypted: entry.valueEncrypted,
    sizeBytes: entry.sizeBytes,
    expiresAt: sql`now() + make_interval(secs => ${entry.ttlSeconds})`,
  };
  await db
    .insert(cacheEntries)
    .values(values)
    .onConflictDoUpdate({ target: cacheEntries.key, set: { ...values, createdAt: sql`now()` } });
}

export async function deleteEntry(db: DbOrTx, key: string): Promise<void> {
  await db.delete(cacheEntries).where(eq(cacheEntries.key, key));
}

export async function deleteExpiredEntries(db: Db): Promise<void> {
  await db.execute(sql`delete from cache_entries where expires_at <= now()`);
}

/** Every entry by key, described without its value. */
export async function selectEntryInfos(db: Db): Promise<CacheEntryInfo[]> {
  return queryRows<CacheEntryInfo>(
    db,
    sql`select key, kind, merchant_id as merchant, size_bytes::int as "sizeBytes",
               to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "createdAt",
               to_char(expires_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "expiresAt"
        from cache_entries order by key`,
  );
}

/** Deletes every entry; answers how many there were. */
export async function deleteAllEntries(db: Db): Promise<number> {
  const rows = await queryRows<{ key: string }>(db, sql`delete from cache_entries returning key`);
  return rows.length;
}
