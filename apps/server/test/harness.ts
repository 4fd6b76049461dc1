import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { buildApp, type App, type AppDependencies } from '../src/app';
import type { Clock } from '../src/clock';
import { loadConfig, type Config } from '../src/config';
import { openPglite, openPostgres, type Database } from '../src/db/client';
import { TEMPLATE_DATABASE, TEMPLATE_DUMP, adminUrl, testDatabasePrefix } from './database-urls';
import { withDatabase } from './global-setup';

export const TEST_SECRET_KEY = Buffer.alloc(32, 7);

/** A fresh, migrated database for one test file: PGlite by default, PostgreSQL when DB_KIND=postgres. */
export async function openTestDatabase(): Promise<Database> {
  if (process.env.DB_KIND !== 'postgres') {
    return openPglite(undefined, new Blob([readFileSync(TEMPLATE_DUMP)]));
  }
  const url = process.env.TEST_DATABASE_URL!;
  const name = `${testDatabasePrefix()}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl(url) });
  await admin.connect();
  await admin.query(`create database ${name} template ${TEMPLATE_DATABASE}`);
  await admin.end();
  const database = await openPostgres(withDatabase(url, name), 5);
  return {
    ...database,
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl(url) });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export interface TestContext {
  app: App;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Configuration variables over the test defaults. */
  env?: Record<string, string>;
  /** A fixed clock; the wall clock when left out. */
  clock?: Clock;
  /** Payment providers of the test's choosing (fakes, or the real adapters against local fake servers). */
  paymentProviders?: AppDependencies['paymentProviders'];
  paymentSandbox?: AppDependencies['paymentSandbox'];
  logger?: AppDependencies['logger'];
}

export async function buildTestApp({ env = {}, clock, ...services }: TestAppOptions = {}): Promise<TestContext> {
  const database = await openTestDatabase();
  const config = loadConfig({ DATA_DIR: '.tmp/test-data', WEB_DIST_DIR: '.tmp/no-web-build', ...env });
  const given = Object.fromEntries(Object.entries(services).filter(([, value]) => value !== undefined));
  const app = await buildApp({ database, config, secretKey: TEST_SECRET_KEY, clock, ...given });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
