import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openPglite, queryRows } from '../db/client';
import { PID_FILE } from '../lib/data-dir-lock';
import { resolveSecretKey } from '../lib/secrets';
import { DEMO_PASSWORD } from '../seed/demo';
import { runCli } from './run';

/**
 * `backup` and `restore` of the embedded database: the demo backed up, checked, restored into a new data
 * folder, and a server built on the restored database finds its journal intact.
 */

const root = mkdtempSync(path.join(os.tmpdir(), 'bakrom-backup-'));
const source = path.join(root, 'source');
const target = path.join(root, 'target');
const file = path.join(root, 'bakrom.backup');
const envOf = (dataDir: string) => ({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', APP_SECRET_KEY: '', PORT: '9' });

async function cli(dataDir: string, ...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(args, envOf(dataDir), { out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

async function countOrders(dataDir: string): Promise<number> {
  const database = await openPglite(dataDir);
  try {
    const [row] = await queryRows<{ count: number }>(database.db, sql`select count(*)::int as count from orders`);
    return row!.count;
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  const seeded = await cli(source, 'seed-demo', '--days', '2', '--orders-per-day', '4');
  expect(seeded.code, seeded.err).toBe(0);
}, 240_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('npm run cli -- backup / restore', () => {
  it('refuses while a server runs on the data folder, saying to stop it first', async () => {
    // A live process other than this one holds the folder, as a running server does.
    writeFileSync(path.join(source, PID_FILE), `${process.ppid}\n`);
    try {
      for (const args of [
        ['backup', '--out', file],
        ['restore', '--from', file],
      ]) {
        const refused = await cli(source, ...args);
        expect(refused.code, args[0]).toBe(2);
        expect(refused.err).toContain('Stopp serveren først');
        expect(refused.err).toContain('Stop the server first');
      }
    } finally {
      rmSync(path.join(source, PID_FILE));
    }
    expect(existsSync(file)).toBe(false);
  });

  it('writes the backup, readable by its owner only, and does not overwrite it without --force', async () => {
    const done = await cli(source, 'backup', '--out', file);
    expect(done.code, done.err).toBe(0);
    expect(done.out).toContain('Sikkerhetskopi skrevet');
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(readFileSync(file).subarray(0, 15).toString()).toBe('BAKROM-BACKUP 1');
    const again = await cli(source, 'backup', '--out', file);
    expect(again.code).toBe(2);
    expect(again.err).toContain('--force');
  }, 120_000);

  it('refuses a file that is not a backup, is cut short or damaged', async () => {
    const bytes = readFileSync(file);
    const cases: [string, Buffer, string][] = [
      ['other.txt', Buffer.from('hei\n'), 'ukjent filformat'],
      ['short.backup', bytes.subarray(0, bytes.length - 100), 'avkortet'],
      ['damaged.backup', Buffer.concat([bytes.subarray(0, bytes.length - 10), Buffer.alloc(10, 1)]), 'sjekksummen'],
    ];
    for (const [name, content, message] of cases) {
      writeFileSync(path.join(root, name), content);
      const refused = await cli(target, 'restore', '--from', path.join(root, name));
      expect(refused.code, name).toBe(2);
      expect(refused.err).toContain(message);
    }
    expect(existsSync(path.join(target, 'pglite'))).toBe(false);
  });

  it('restores into a new data folder, where a server finds the demo with its journal intact', async () => {
    const restored = await cli(target, 'restore', '--from', file);
    expect(restored.code, restored.err).toBe(0);
    // The data folder's secret key comes along: the restored merchants' signing keys open with it.
    expect(readFileSync(path.join(target, 'secret.key'), 'utf8').trim()).toBe(readFileSync(path.join(source, 'secret.key'), 'utf8').trim());
    expect(await countOrders(target)).toBe(await countOrders(source));

    const verified = await cli(target, 'verify-journal', '--merchant', 'demo');
    expect(verified.code, verified.out + verified.err).toBe(0);
    expect(JSON.parse(verified.out).ok).toBe(true);

    const config = loadConfig({ DATA_DIR: target, WEB_DIST_DIR: '.tmp/no-web-build' });
    const database = await openPglite(target);
    const app = await buildApp({ database, config, secretKey: resolveSecretKey({ dataDir: target, embedded: true }) });
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/public/backoffice_login',
        payload: { username: 'demo.admin', password: DEMO_PASSWORD },
      });
      const token = (JSON.parse(login.json().user) as { authToken: string }).authToken;
      const audit = await app.inject({ method: 'GET', url: '/api/report/verifyJournal', headers: { authorization: `Basic ${token}` } });
      expect(audit.statusCode, audit.body).toBe(200);
      expect(audit.json()).toMatchObject({ ok: true });
      expect(audit.json().entries).toBeGreaterThan(0);
    } finally {
      await app.close();
      await database.close();
    }
  }, 180_000);

  it('refuses to restore over a database that is there unless --force, and then keeps the old one beside it', async () => {
    const refused = await cli(target, 'restore', '--from', file);
    expect(refused.code).toBe(2);
    expect(refused.err).toContain('--force');
    const forced = await cli(target, 'restore', '--from', file, '--force');
    expect(forced.code, forced.err).toBe(0);
    expect(readdirSync(target).filter((name) => name.startsWith('pglite.before-restore-'))).toHaveLength(1);
    expect(await countOrders(target)).toBe(await countOrders(source));
  }, 120_000);

  it('points to pg_dump and pg_restore with DATABASE_URL', async () => {
    const env = { ...envOf(target), DATABASE_URL: 'postgres://nobody@127.0.0.1:9/none', APP_SECRET_KEY: 'ab'.repeat(32) };
    for (const [args, tool] of [
      [['backup', '--out', file, '--force'], 'pg_dump'],
      [['restore', '--from', file], 'pg_restore'],
    ] as const) {
      const err: string[] = [];
      const code = await runCli([...args], env, { out: () => undefined, err: (line) => err.push(line) });
      expect(code).toBe(2);
      expect(err.join('\n')).toContain(tool);
    }
  });
});
