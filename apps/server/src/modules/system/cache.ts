import type { CacheInfo } from '@bakrom/shared/schemas/system';
import type { Db } from '../../db/client';
import { decryptSecret, encryptSecret } from '../../lib/secrets';
import * as repository from './cache-repository';

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
    const valueEncrypted = await repository.selectLiveValue(this.db, key);
    return valueEncrypted === undefined ? undefined : decryptSecret(valueEncrypted, this.key);
  }

  async set(entry: { key: string; kind: string; merchantId: string | null; value: string; ttlSeconds: number }) {
    await repository.upsertEntry(this.db, {
      key: entry.key,
      kind: entry.kind,
      merchantId: entry.merchantId,
      valueEncrypted: encryptSecret(entry.value, this.key),
      sizeBytes: Buffer.byteLength(entry.value),
      ttlSeconds: entry.ttlSeconds,
    });
  }

  async delete(key: string): Promise<void> {
    await repository.deleteEntry(this.db, key);
  }

  /** Live entries only; expired ones are purged first. */
  async info(): Promise<CacheInfo> {
    await repository.deleteExpiredEntries(this.db);
    const entries = await repository.selectEntryInfos(this.db);
    return { entries, totalEntries: entries.length, totalBytes: entries.reduce((sum, e) => sum + e.sizeBytes, 0) };
  }

  async clear(): Promise<number> {
    return repository.deleteAllEntries(this.db);
  }
}
