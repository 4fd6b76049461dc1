import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);

export interface CachedBody {
  etag: string;
  json: Buffer;
  gzip: Buffer;
}

/**
 * Serialised, pre-compressed answers per merchant and menu version. Each instance keeps its own copy;
 * correctness comes from the version in the database, so instances never serve a stale menu.
 */
export class ProductsPageCache {
  private readonly entries = new Map<string, CachedBody & { version: number }>();
  private readonly building = new Map<string, Promise<CachedBody>>();

  constructor(private readonly maxMerchants = 100) {}

  async body(merchantId: string, version: number, build: () => Promise<unknown>): Promise<CachedBody> {
    const cached = this.entries.get(merchantId);
    if (cached && cached.version === version) {
      this.entries.delete(merchantId);
      this.entries.set(merchantId, cached);
      return cached;
    }
    // Requests that arrive while the same version is being built wait for that one build.
    const key = `${merchantId}@${version}`;
    const pending = this.building.get(key) ?? this.build(merchantId, version, build);
    this.building.set(key, pending);
    try {
      return await pending;
    } finally {
      this.building.delete(key);
    }
  }

  private async build(merchantId: string, version: number, build: () => Promise<unknown>): Promise<CachedBody> {
    const json = Buffer.from(JSON.stringify(await build()));
    const entry = { version, etag: `"menu-${merchantId}-${version}"`, json, gzip: await gzipAsync(json) };
    this.entries.delete(merchantId);
    this.entries.set(merchantId, entry);
    if (this.entries.size > this.maxMerchants) this.entries.delete(this.entries.keys().next().value!);
    return entry;
  }
}
