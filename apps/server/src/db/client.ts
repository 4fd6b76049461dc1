import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import type { PoolStats } from '../lib/metrics';
import * as schema from './schema/index';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The database or an open transaction (`db.transaction(async (tx) => …)`): what repositories and services run statements through. */
export type DbOrTx = Pick<Db, 'select' | 'selectDistinct' | 'insert' | 'update' | 'delete' | 'execute'>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Connection string of a PostgreSQL server; undefined for PGlite. */
  url?: string;
  /** The connections of this process (the metrics' pool gauges). */
  poolStats?(): PoolStats;
  close(): Promise<void>;
}

// bigint/numeric come back as strings from node-postgres; count(*) etc. are cast in SQL where read raw.
export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection that the server drops (restart, failover) must not take the process down;
  // the pool replaces it on the next query.
  pool.on('error', (error) => console.warn(`PostgreSQL: en ledig tilkobling ble brutt (${error.message})`));
  await pool.query('select 1');
  let closing: Promise<void> | undefined;
  return {
    db: drizzlePg(pool, { schema }) as unknown as Db,
    kind: 'postgres',
    url,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    // Once: a shutdown and a test's cleanup may both close it.
    close: () => (closing ??= pool.end()),
  };
}

/** Embedded PostgreSQL. `dataDir` undefined means in memory (tests). */
export async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite({ dataDir: dataDir ? path.join(dataDir, 'pglite') : undefined, loadDataDir });
  await client.waitReady;
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    kind: 'pglite',
    // One connection in the process, open until closed.
    poolStats: () => ({ total: client.closed ? 0 : 1 }),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}

/**
 * A named statement, prepared once per connection, that answers one value: typically a JSON document
 * PostgreSQL builds, which Node parses once instead of mapping rows. Read it as `rows[0].value`.
 */
export function prepareValue<T>(db: Db, name: string, value: SQL) {
  return db
    .select({ value: sql<T>`${value}` })
    .from(sql`(select 1) as one`)
    .prepare(name);
}

/** Rows of a raw SQL statement, the same on both drivers. */
export async function queryRows<T>(db: DbOrTx, query: Parameters<Db['execute']>[0]): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
