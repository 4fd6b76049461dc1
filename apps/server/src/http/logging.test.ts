import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { TEST_SECRET_KEY, openTestDatabase } from '../../test/harness';
import { auth, buildMerchant, buildUser, loginAs } from '../../test/factories';
import { loggerOptions, serialiseError } from './logging';

const lines: Record<string, unknown>[] = [];
let app: App;
let database: Database;

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  database = await openTestDatabase();
  const config = loadConfig({ DATA_DIR: '.tmp/test-data', WEB_DIST_DIR: '.tmp/no-web-build' });
  const options = loggerOptions('info', false) as Record<string, unknown>;
  app = await buildApp({ database, config, secretKey: TEST_SECRET_KEY, logger: { ...options, stream } });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('request log', () => {
  it('writes one line per request with method, URL, status and time', async () => {
    lines.length = 0;
    await app.inject({ method: 'GET', url: '/api/health' });
    await app.inject({ method: 'GET', url: '/api/nothing' });
    expect(lines).toEqual([
      expect.objectContaining({ level: 30, method: 'GET', url: '/api/health', statusCode: 200, reqId: expect.any(String) }),
      expect.objectContaining({ level: 30, method: 'GET', url: '/api/nothing', statusCode: 404 }),
    ]);
    expect(lines[0]!.msg).toMatch(/^GET \/api\/health 200 [\d.]+ ms$/);
    expect(typeof lines[0]!.responseTime).toBe('number');
  });

  it('never writes the session header or a password', async () => {
    lines.length = 0;
    await app.inject({
      method: 'POST',
      url: '/api/public/backoffice_login',
      headers: { authorization: 'Basic hemmelig-token' },
      payload: { username: 'logg.test', password: 'hemmelig-passord' },
    });
    const written = JSON.stringify(lines);
    expect(written).not.toContain('hemmelig-token');
    expect(written).not.toContain('hemmelig-passord');
  });
});

describe('identity numbers', () => {
  it('are never written, whether saved, refused or revealed', async () => {
    const merchant = await buildMerchant(database.db, {}, { useFunctionality: 'ALL' });
    const admin = await buildUser(database.db, { merchantId: merchant.id, role: 'ADMIN' });
    const token = await loginAs(app, admin.username);
    lines.length = 0;
    const user = {
      firstname: 'Logg',
      lastname: 'Test',
      userRole: 'MANAGER',
      username: `logg.${merchant.id}`.toLowerCase(),
      userPassword: 'hemmelig-123',
      pincode: '8642',
      email: 'a@example.no',
      phone: '91234567',
      identityKind: 'NATIONAL_ID',
    };
    const refused = await app.inject({
      method: 'POST',
      url: '/api/user/createUser',
      headers: auth(token),
      payload: { user: { ...user, nationalId: '01019012481' } },
    });
    expect(refused.statusCode).toBe(400);
    const created = await app.inject({
      method: 'POST',
      url: '/api/user/createUser',
      headers: auth(token),
      payload: { user: { ...user, nationalId: '01019012480' } },
    });
    expect(created.statusCode, created.body).toBe(200);
    const { userId } = created.json() as { userId: string };
    expect((await app.inject({ method: 'GET', url: `/api/user/revealNationalId?userId=${userId}`, headers: auth(token) })).statusCode).toBe(
      200,
    );
    const written = JSON.stringify(lines);
    expect(lines.length).toBeGreaterThanOrEqual(3);
    expect(written).not.toContain('01019012480');
    expect(written).not.toContain('01019012481');
  });
});

describe('logged errors', () => {
  it("keep a failed statement's text but not its bound parameters", () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' });
    const failed = new Error('Failed query: insert into users (username, password_hash) values ($1, $2)\nparams: kari,$argon2id$secret', {
      cause,
    });
    const logged = serialiseError(failed);
    expect(logged.message).toBe('Failed query: insert into users (username, password_hash) values ($1, $2)');
    expect(JSON.stringify(logged)).not.toContain('argon2id');
    expect(logged.stack).toContain('logging.test.ts');
    expect(logged.cause).toMatchObject({ message: 'duplicate key value violates unique constraint', code: '23505' });
  });
});
