import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { queryRows, type Database } from './client';

export const MIGRATIONS_FOLDER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../migrations');
const MIGRATION_LOCK = 7_341_001;

/** Applies the committed SQL migrations; on PostgreSQL an advisory lock keeps concurrent instances from racing. */
export async function migrate(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    return;
  }
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await client.end();
  }
}

/** The committed migrations, read once: each one's folder time, which the database records when it applies it. */
let committed: number[] | undefined;

/**
 * How many committed migrations the database has not applied, by drizzle's own rule (a migration is
 * applied when the latest recorded one is not older); all of them when none is recorded.
 */
export async function pendingMigrations(db: Database['db']): Promise<number> {
  committed ??= readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).map((migration) => migration.folderMillis);
  const rows = await queryRows<{ latest: string | number | null }>(
    db,
    sql`select max(created_at) as latest from drizzle.__drizzle_migrations`,
  ).catch((error: unknown) => {
    // No table: nothing was ever applied.
    const code = (error as { code?: string; cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;
    if (code === '42P01' || code === '3F000') return [{ latest: null }];
    throw error;
  });
  const latest = rows[0]?.latest === null || rows[0]?.latest === undefined ? -Infinity : Number(rows[0].latest);
  return committed.filter((millis) => millis > latest).length;
}
