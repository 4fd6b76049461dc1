import { createHash, timingSafeEqual } from 'node:crypto';
import type { CacheInfo, Ready } from '@bakrom/shared/schemas/system';
import type { Database, DbOrTx } from '../../db/client';
import { HttpError, notFound } from '../../http/errors';
import type { Metrics } from '../../lib/metrics';
import type { ServerCache } from './cache';
import { deleteEntry } from './cache-repository';
import { countJournalAppends, countPendingMigrations, countRefundsByState, pingDatabase } from './repository';

/** How long readiness waits for the database before it counts as unreachable. */
export const READY_DATABASE_TIMEOUT_MS = 2000;

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

/** Rejects after `ms`: a database that hangs answers readiness as one that is down. */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Readiness: the instance is not shutting down, the database answers and every committed migration is
 * applied. The answer says which check failed; the route sends it with 503 when `ready` is false.
 */
export async function readiness(database: Database, lifecycle: { shuttingDown: boolean }): Promise<Ready> {
  const reachable = await within(pingDatabase(database.db), READY_DATABASE_TIMEOUT_MS).then(
    () => true,
    () => false,
  );
  const pending = reachable
    ? await within(countPendingMigrations(database.db), READY_DATABASE_TIMEOUT_MS).catch(() => undefined)
    : undefined;
  const migrations = pending === undefined ? 'unknown' : pending === 0 ? 'applied' : 'pending';
  return {
    ready: reachable && migrations === 'applied' && !lifecycle.shuttingDown,
    database: reachable ? 'ok' : 'unreachable',
    migrations,
    shuttingDown: lifecycle.shuttingDown,
  };
}

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** Whether the Authorization header carries the token, compared in constant time (both hashed to the same length first). */
export function bearerMatches(configured: string, authorization: string | undefined): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  const given = digest(match?.[1] ?? '');
  return timingSafeEqual(given, digest(configured)) && match !== null;
}

/**
 * The Prometheus text of the instance's metrics, with the database's figures read now. Off (404) without
 * METRICS_TOKEN; refused (401) without the token as bearer. A database that does not answer leaves its
 * figures out (`bakrom_db_up` 0) and the rest is still answered.
 */
export async function metricsText(
  database: Database,
  metrics: Metrics,
  configuredToken: string | undefined,
  authorization: string | undefined,
): Promise<string> {
  if (!configuredToken) throw notFound();
  if (!bearerMatches(configuredToken, authorization)) {
    throw new HttpError(401, 'UNAUTHORIZED', 'Metrikkene krever «Authorization: Bearer <METRICS_TOKEN>».');
  }
  const figures = await within(
    Promise.all([countRefundsByState(database.db), countJournalAppends(database.db)]),
    READY_DATABASE_TIMEOUT_MS,
  ).catch(() => undefined);
  metrics.setDatabaseFigures(figures && { refunds: figures[0], journalAppends: figures[1] });
  return metrics.text();
}
