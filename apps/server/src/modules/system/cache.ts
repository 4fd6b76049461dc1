import { eq, sql } from 'drizzle-orm';
import type { CacheEntryInfo, CacheInfo } from '@bakrom/shared/schemas/system';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/client';
import { cacheEntries } from '../../db/schema/index';
import { decryptSecret, encryptSecret } from '../../lib/secrets';

/**
 * The server cache (payment-provider access tokens and other looked-up values), kept in PostgreSQL
 * so that every instance shares it. Values are encrypted; `info` never shows them.
 */
export class ServerCache {
  constructor(
    private readonly db: Db,
    private readonly key: Buffer,
  ) {}

  async get(key: string): Promise<string | undefined> {
    const [row] = await queryRows<{ value_encrypted: string }>(
      this.db,
      sql`select value_encrypted from cache_entries where key = ${key} and expires_at > now()`,
    );
    return row ? decryptSecret(row.value_encrypted, this.key) : undefined;
  }

  async set(entry: { key: string; kind: string; merchantId: string | null; value: string; ttlSeconds: number }) {
    const valueEncrypted = encryptSecret(entry.value, this.key);
    const values = {
      key: entry.key,
      kind: entry.kind,
      merchantId: entry.merchantId,
      valueEncrypted,
      sizeBytes: Buffer.byteLength(entry.value),
      expiresAt: sql`now() + make_interval(secs => ${entry.ttlSeconds})`,
    };
    await this.db
      .insert(cacheEntries)
      .values(values)
      .onConflictDoUpdate({ target: cacheEntries.key, set: { ...values, createdAt: sql`now()` } });
  }

  async delete(key: string): Promise<void> {
    await this.db.delete(cacheEntries).where(eq(cacheEntries.key, key));
  }

  /** Live entries only; expired ones are purged first. */
  async info(): Promise<CacheInfo> {
    await this.db.execute(sql`delete from cache_entries where expires_at <= now()`);
    const entries = await queryRows<CacheEntryInfo>(
      this.db,
      sql`select key, kind, merchant_id as merchant, size_bytes::int as "sizeBytes",
                 to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "createdAt",
                 to_char(expires_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "expiresAt"
          from cache_entries order by key`,
    );
    return { entries, totalEntries: entries.length, totalBytes: entries.reduce((sum, e) => sum + e.sizeBytes, 0) };
  }

  async clear(): Promise<number> {
    const rows = await queryRows<{ key: string }>(this.db, sql`delete from cache_entries returning key`);
    return rows.length;
  }
}
