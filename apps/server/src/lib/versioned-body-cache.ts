import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);

export interface CachedBody {
  etag: string;
  json: Buffer;
  gzip: Buffer;
}

/**
 * Serialised, pre-compressed answers per key (a merchant, or a merchant and a query) and version.
 * Each instance keeps its own copy; correctness comes from the version in the database, read on every
 * request, so instances never serve an answer older than the last committed change.
 */
export class VersionedBodyCache {
  private readonly entries = new Map<string, CachedBody & { version: number }>();
  private readonly building = new Map<string, Promise<CachedBody>>();

  /** `name` tells the ETags of two caches apart; `maxEntries` bounds memory (least recently used go first). */
  constructor(
    private readonly name: string,
    private readonly maxEntries = 100,
  ) {}

  async body(key: string, version: number, build: () => Promise<unknown>): Promise<CachedBody> {
    const cached = this.entries.get(key);
    if (cached && cached.version === version) {
      this.entries.delete(key);
      this.entries.set(key, cached);
      return cached;
    }
    // Requests that arrive while the same version is being built wait for that one build.
    const buildKey = `${key}@${version}`;
    const pending = this.building.get(buildKey) ?? this.build(key, version, build);
    this.building.set(buildKey, pending);
    try {
      return await pending;
    } finally {
      this.building.delete(buildKey);
    }
  }

  private async build(key: string, version: number, build: () => Promise<unknown>): Promise<CachedBody> {
    const json = Buffer.from(JSON.stringify(await build()));
    const tag = createHash('sha256').update(key).digest('base64url').slice(0, 16);
    const entry = { version, etag: `"${this.name}-${tag}-${version}"`, json, gzip: await gzipAsync(json) };
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return entry;
  }
}
