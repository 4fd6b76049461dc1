import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { storedUserSchema } from '@bakrom/shared/schemas/auth';
import { sessions } from '../../db/schema/index';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { TEST_SECRET_KEY, buildTestApp, openTestDatabase, type TestContext } from '../../../test/harness';
import { TEST_PASSWORD, auth, buildLocation, buildMerchant, buildUser, loginAs } from '../../../test/factories';

let t: TestContext;
let merchantId: string;
let otherMerchantId: string;

const login = (payload: Record<string, unknown>, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/public/backoffice_login', payload, remoteAddress: ip });

beforeAll(async () => {
  t = await buildTestApp({
    env: { LOGIN_RATE_LIMIT_PER_USERNAME: '3', LOGIN_RATE_LIMIT_PER_USERNAME_TOTAL: '6', LOGIN_RATE_LIMIT_PER_IP: '50' },
  });
  const db = t.database.db;
  merchantId = (await buildMerchant(db, { name: 'Kafé Nord AS' }, { useFunctionality: 'POS' })).id;
  otherMerchantId = (await buildMerchant(db, { name: 'Kafé Sør AS' })).id;
  await buildLocation(db, merchantId, { name: 'Sentrum', onlinePaymentProvider: 'DINTERO' });
  await buildUser(db, { merchantId, role: 'ADMIN', username: 'kari.admin' });
  await buildUser(db, { merchantId, role: 'MANAGER', username: 'ola.leder', status: 'INACTIVE' });
  await buildUser(db, { merchantId: null, role: 'SUPER_ADMIN', username: 'drift' });
});
afterAll(() => t.close());

describe('POST /api/public/backoffice_login', () => {
  it('logs staff in with a trimmed, lower-cased username and answers the stored user as JSON text', async () => {
    const response = await login({ username: '  Kari.ADMIN ', password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.result).toBe('SUCCEEDED');
    const user = storedUserSchema.parse(JSON.parse(body.user));
    expect(user).toMatchObject({ username: 'kari.admin', userRole: 'ADMIN', merchant: merchantId, merchantName: 'Kafé Nord AS' });
    expect(user.merchantSetting.useFunctionality).toBe('POS');
    expect(user.locations.map((l) => l.name)).toEqual(['Sentrum']);
    expect(user.authToken.length).toBeGreaterThan(30);
    expect(body.user).not.toMatch(/argon2|password/i);
  });

  it('stores only a hash of the session token', async () => {
    const token = await loginAs(t.app, 'kari.admin');
    const rows = await t.database.db.select().from(sessions);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.tokenHash))).toBe(true);
  });

  it.each([
    ['a wrong password', { username: 'kari.admin', password: 'feil' }],
    ['an unknown user', { username: 'finnes.ikke', password: TEST_PASSWORD }],
    ['an inactive user', { username: 'ola.leder', password: TEST_PASSWORD }],
    ['a super admin without a merchant', { username: 'drift', password: TEST_PASSWORD }],
    ['a super admin with an unknown merchant', { username: 'drift', password: TEST_PASSWORD, merchant: 'nope' }],
    ['staff naming another merchant', { username: 'kari.admin', password: TEST_PASSWORD, merchant: 'annen' }],
    ['an empty username', { username: '', password: TEST_PASSWORD }],
  ])('fails for %s without a token', async (_case, payload) => {
    const response = await login(payload, '10.0.0.2');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: 'FAILED' });
  });

  it('binds a super admin to the merchant given, with the username as typed', async () => {
    const ok = await login({ username: 'drift', password: TEST_PASSWORD, merchant: otherMerchantId }, '10.0.0.3');
    const user = JSON.parse(ok.json().user);
    expect(user).toMatchObject({ userRole: 'SUPER_ADMIN', isSuperAdmin: true, merchant: otherMerchantId });
    const typedDifferently = await login({ username: 'Drift', password: TEST_PASSWORD, merchant: otherMerchantId }, '10.0.0.3');
    expect(typedDifferently.json().result).toBe('FAILED');
  });

  it.each([
    ['no body', undefined],
    ['a missing password', { username: 'kari.admin' }],
    ['a number as username', { username: 5, password: 'x' }],
    ['an overlong username', { username: 'x'.repeat(500), password: 'x' }],
  ])('answers 400 with the error shape for %s', async (_case, payload) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/public/backoffice_login', payload: payload as object });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });

  it('answers 400 for malformed JSON and 413 for an oversized body', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/public/backoffice_login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "kari',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toBeDefined();
    const oversized = await login({ username: 'kari.admin', password: 'x'.repeat(20_000) });
    expect(oversized.statusCode).toBe(413);
    expect(oversized.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('limits failed attempts per username and address with a Norwegian 429 message', async () => {
    await buildUser(t.database.db, { merchantId, username: 'per.utsatt' });
    for (let i = 0; i < 3; i++) {
      expect((await login({ username: 'per.utsatt', password: 'feil' }, '10.1.0.1')).json().result).toBe('FAILED');
    }
    const blocked = await login({ username: 'per.utsatt', password: TEST_PASSWORD }, '10.1.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toMatch(/For mange innloggingsforsøk/);
  });

  it("does not lock the user out from another address because of an attacker's failures", async () => {
    await buildUser(t.database.db, { merchantId, username: 'lise.angrepet' });
    for (let i = 0; i < 5; i++) await login({ username: 'lise.angrepet', password: 'gjetning' }, '10.2.0.66');
    expect((await login({ username: 'lise.angrepet', password: TEST_PASSWORD }, '10.2.0.66')).statusCode).toBe(429);
    const fromHome = await login({ username: 'lise.angrepet', password: TEST_PASSWORD }, '10.2.0.1');
    expect(fromHome.statusCode).toBe(200);
    expect(fromHome.json().result).toBe('SUCCEEDED');
  });

  it('holds the higher ceiling per username over failures from many addresses', async () => {
    await buildUser(t.database.db, { merchantId, username: 'nils.spredt' });
    // Two failures from each of three addresses: every pair is under its limit of 3, the total reaches 6.
    for (const ip of ['10.3.0.1', '10.3.0.2', '10.3.0.3']) {
      for (let i = 0; i < 2; i++) expect((await login({ username: 'nils.spredt', password: 'feil' }, ip)).statusCode).toBe(200);
    }
    const fresh = await login({ username: 'nils.spredt', password: TEST_PASSWORD }, '10.3.0.4');
    expect(fresh.statusCode).toBe(429);
    expect(fresh.json().error.code).toBe('RATE_LIMITED');
  });

  it('limits attempts per IP address', async () => {
    const limited = await buildTestApp({ env: { LOGIN_RATE_LIMIT_PER_IP: '2' } });
    try {
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/public/backoffice_login',
          payload: { username: 'x', password: 'y' },
          remoteAddress: '10.9.9.9',
        });
      expect((await attempt()).statusCode).toBe(200);
      expect((await attempt()).statusCode).toBe(200);
      expect((await attempt()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('counts only failures against the address: staff behind one address log in as often as they need', async () => {
    const limited = await buildTestApp({ env: { LOGIN_RATE_LIMIT_PER_IP: '30' } });
    try {
      const shopId = (await buildMerchant(limited.database.db, { name: 'Kafé Felles AS' })).id;
      await buildUser(limited.database.db, { merchantId: shopId, username: 'anne.kasse' });
      const attempt = (password: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/public/backoffice_login',
          payload: { username: 'anne.kasse', password },
          remoteAddress: '10.9.8.7',
        });
      for (let i = 0; i < 40; i++) expect((await attempt(TEST_PASSWORD)).json().result).toBe('SUCCEEDED');
      // Failures still lock the address: 30 wrong usernames, then even a right password is refused.
      for (let i = 0; i < 30; i++) {
        const wrong = await limited.app.inject({
          method: 'POST',
          url: '/api/public/backoffice_login',
          payload: { username: `gjett${i}`, password: 'feil' },
          remoteAddress: '10.9.8.7',
        });
        expect(wrong.json().result).toBe('FAILED');
      }
      expect((await attempt(TEST_PASSWORD)).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('the client address behind a proxy', () => {
  /** Three attempts through one proxy (10.8.0.1), each claiming another client address. */
  async function attemptsWithForwardedFor(env: Record<string, string>) {
    const limited = await buildTestApp({ env: { LOGIN_RATE_LIMIT_PER_IP: '2', ...env } });
    try {
      const statuses: number[] = [];
      for (const client of ['192.0.2.1', '192.0.2.2', '192.0.2.3']) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/api/public/backoffice_login',
          payload: { username: 'x', password: 'y' },
          remoteAddress: '10.8.0.1',
          headers: { 'x-forwarded-for': client },
        });
        statuses.push(response.statusCode);
      }
      return statuses;
    } finally {
      await limited.close();
    }
  }

  it('ignores X-Forwarded-For by default, so a client cannot pick its address', async () => {
    expect(await attemptsWithForwardedFor({})).toEqual([200, 200, 429]);
  });

  it('honours X-Forwarded-For from the proxies named in TRUST_PROXY', async () => {
    expect(await attemptsWithForwardedFor({ TRUST_PROXY: '10.8.0.0/24' })).toEqual([200, 200, 200]);
    expect(await attemptsWithForwardedFor({ TRUST_PROXY: '10.7.0.1' })).toEqual([200, 200, 429]);
  });

  it('refuses a TRUST_PROXY that is not a list of addresses', () => {
    for (const value of ['2', 'true', '10.0.0.0/33', 'proxy.example']) {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
    }
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.1, 2001:db8::/32 ,loopback' }).TRUST_PROXY).toBe('10.0.0.1,2001:db8::/32,loopback');
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
  });
});

describe('lockout logging', () => {
  it('logs a refused login as a warning with the username and address, never the password', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const database = await openTestDatabase();
    const config = loadConfig({ DATA_DIR: '.tmp/test-data', WEB_DIST_DIR: '.tmp/no-web-build', LOGIN_RATE_LIMIT_PER_USERNAME: '1' });
    const app = await buildApp({ database, config, secretKey: TEST_SECRET_KEY, logger: { level: 'warn', stream } });
    try {
      const attempt = () =>
        app.inject({
          method: 'POST',
          url: '/api/public/backoffice_login',
          payload: { username: 'Ola.Offer', password: 'hemmelig-gjetning' },
          remoteAddress: '10.6.0.1',
        });
      expect((await attempt()).statusCode).toBe(200);
      expect((await attempt()).statusCode).toBe(429);
      const warnings = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => entry.level === 40);
      expect(warnings).toEqual([expect.objectContaining({ username: 'ola.offer', ip: '10.6.0.1', limit: 'username-and-ip' })]);
      expect(lines.join('')).not.toContain('hemmelig-gjetning');
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('sessions', () => {
  it('answers 401 without a token, with an unknown token and after logout', async () => {
    const noToken = await t.app.inject({ method: 'GET', url: '/api/location/listLocations' });
    expect(noToken.statusCode).toBe(401);
    expect(noToken.json().error.code).toBe('UNAUTHORIZED');
    const unknown = await t.app.inject({ method: 'GET', url: '/api/location/listLocations', headers: auth('x'.repeat(43)) });
    expect(unknown.statusCode).toBe(401);

    const token = await loginAs(t.app, 'kari.admin');
    expect((await t.app.inject({ method: 'GET', url: '/api/location/listLocations', headers: auth(token) })).statusCode).toBe(200);
    const logout = await t.app.inject({ method: 'POST', url: '/api/public/backoffice_logout', headers: auth(token) });
    expect(logout.json()).toEqual({ result: 'SUCCEEDED' });
    expect((await t.app.inject({ method: 'GET', url: '/api/location/listLocations', headers: auth(token) })).statusCode).toBe(401);
  });

  it('rejects an expired session', async () => {
    const token = await loginAs(t.app, 'kari.admin');
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.merchantId, merchantId));
    expect((await t.app.inject({ method: 'GET', url: '/api/location/listLocations', headers: auth(token) })).statusCode).toBe(401);
  });

  it('refuses super-admin routes to staff and serves them to super admins', async () => {
    const staff = await loginAs(t.app, 'kari.admin');
    const refused = await t.app.inject({ method: 'GET', url: '/api/superadmin/system/getCacheInfo', headers: auth(staff) });
    expect(refused.statusCode).toBe(403);
    const admin = await loginAs(t.app, 'drift', merchantId);
    const info = await t.app.inject({ method: 'GET', url: '/api/superadmin/system/getCacheInfo', headers: auth(admin) });
    expect(info.statusCode).toBe(200);
  });
});

describe('session sliding expiry', () => {
  it('records a visit at most once a minute and then slides the expiry forward', async () => {
    const token = await loginAs(t.app, 'kari.admin');
    const { hashToken } = await import('../../http/access');
    const read = async () =>
      (
        await t.database.db
          .select()
          .from(sessions)
          .where(eq(sessions.tokenHash, hashToken(token)))
      )[0]!;
    const longAgo = new Date(Date.now() - 5 * 60_000);
    const soon = new Date(Date.now() + 60_000);
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: longAgo, expiresAt: soon })
      .where(eq(sessions.tokenHash, hashToken(token)));
    await t.app.inject({ method: 'GET', url: '/api/location/listLocations', headers: auth(token) });
    const touched = await read();
    expect(touched.lastSeenAt.getTime()).toBeGreaterThan(longAgo.getTime());
    expect(touched.expiresAt.getTime()).toBeGreaterThan(soon.getTime() + 3_600_000);
    await t.app.inject({ method: 'GET', url: '/api/location/listLocations', headers: auth(token) });
    expect((await read()).lastSeenAt.getTime()).toBe(touched.lastSeenAt.getTime());
  });
});
