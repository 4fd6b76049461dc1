import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../src/db/client';
import { TEMPLATE_DATABASE, TEMPLATE_DUMP, adminUrl, testDatabasePrefix } from './database-urls';
import { withDatabase } from './global-setup';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const PROCESS_SECRET_KEY = 'ab'.repeat(32);

/**
 * A migrated database for a server process of its own, on the engine of the test run: a PGlite data
 * folder made from the run's template, or a PostgreSQL database copied from it. `prepare` writes the
 * test's data into it before the server starts; `env` is what the server needs to open it.
 */
export async function processDatabase(prepare: (database: Database) => Promise<void>) {
  if (process.env.DB_KIND === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    const name = `${testDatabasePrefix()}_proc_${randomBytes(6).toString('hex')}`;
    const admin = async (statement: string) => {
      const client = new pg.Client({ connectionString: adminUrl(url) });
      await client.connect();
      await client.query(statement).finally(() => client.end());
    };
    await admin(`create database ${name} template ${TEMPLATE_DATABASE}`);
    const databaseUrl = withDatabase(url, name);
    const database = await openPostgres(databaseUrl, 2);
    await prepare(database).finally(() => database.close());
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bakrom-proc-'));
    return {
      env: { DATABASE_URL: databaseUrl, APP_SECRET_KEY: PROCESS_SECRET_KEY, DATA_DIR: dataDir },
      dataDir,
      cleanup: async () => {
        rmSync(dataDir, { recursive: true, force: true });
        await admin(`drop database if exists ${name} with (force)`);
      },
    };
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bakrom-proc-'));
  const database = await openPglite(dataDir, new Blob([readFileSync(TEMPLATE_DUMP)]));
  await prepare(database).finally(() => database.close());
  return {
    env: { DATABASE_URL: '', APP_SECRET_KEY: PROCESS_SECRET_KEY, DATA_DIR: dataDir },
    dataDir,
    cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** A port nobody listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  /** Everything it wrote, stdout and stderr. */
  output(): string;
  /** Resolves with the exit code (null after a signal) when the process has ended. */
  exited: Promise<number | null>;
}

/** `node --import tsx apps/server/src/main.ts` as an operator starts it, answering /api/ready before this resolves. */
export async function startServerProcess(env: Record<string, string>, timeoutMs = 150_000): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      SEED_DEMO_ON_START: 'never',
      PAYMENT_SANDBOX: 'off',
      WEB_DIST_DIR: path.join(ROOT, '.tmp/no-web-build'),
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout!.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  child.stderr!.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  let ended = false;
  void exited.then(() => (ended = true));
  for (;;) {
    if (ended) throw new Error(`the server ended before it was ready:\n${text}`);
    const ready = await fetch(`${baseUrl}/api/ready`, { signal: AbortSignal.timeout(2000) }).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server was not ready within ${timeoutMs} ms:\n${text}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { child, baseUrl, output: () => text, exited };
}
