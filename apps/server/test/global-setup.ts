import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { TEMPLATE_DATABASE, TEMPLATE_DUMP, adminUrl } from './database-urls';

/**
 * Migrates the schema once per test run: a PGlite data-directory dump that each test file loads,
 * or, on PostgreSQL, a template database that each test file copies.
 */
export async function setupTemplate(kind: 'pglite' | 'postgres') {
  if (kind === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    const admin = new pg.Client({ connectionString: adminUrl(url) });
    await admin.connect();
    await admin.query(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
    await admin.query(`create database ${TEMPLATE_DATABASE}`);
    const database = await openPostgres(withDatabase(url, TEMPLATE_DATABASE), 1);
    database.url = withDatabase(url, TEMPLATE_DATABASE);
    await migrate(database);
    await database.close();
    await admin.end();
    // Vitest calls the returned function after the run: the template goes with it.
    return async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl(url) });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
      await cleanup.end();
    };
  }
  const database = await openPglite();
  await migrate(database);
  const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('none');
  mkdirSync(path.dirname(TEMPLATE_DUMP), { recursive: true });
  writeFileSync(TEMPLATE_DUMP, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  return () => rmSync(TEMPLATE_DUMP, { force: true });
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
