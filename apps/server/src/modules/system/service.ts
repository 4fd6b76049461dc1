import type { CacheInfo } from '@bakrom/shared/schemas/system';
import type { Database, DbOrTx } from '../../db/client';
import type { ServerCache } from './cache';
import { deleteEntry } from './cache-repository';
import { pingDatabase } from './repository';

/** Readiness: the database answers (a failure answers 500 through the error handler). */
export async function health(database: Database): Promise<{ status: 'ok'; database: Database['kind'] }> {
  await pingDatabase(database.db);
  return { status: 'ok', database: database.kind };
}

/** The shared cache's live entries, without their values. */
export function cacheInfo(cache: ServerCache): Promise<CacheInfo> {
  return cache.info();
}

/** Empties the shared cache; answers how many entries it removed. */
export function emptyCache(cache: ServerCache): Promise<number> {
  return cache.clear();
}

/** Drops one entry of the shared cache in the caller's transaction (a provider's token whose credentials changed). */
export async function dropCacheEntry(tx: DbOrTx, key: string): Promise<void> {
  await deleteEntry(tx, key);
}
