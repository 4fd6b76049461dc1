import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_SECRET_KEY, type TestContext } from '../../../test/harness';
import { auth, buildMerchant, buildUser, loginAs } from '../../../test/factories';
import { ServerCache } from './cache';

let t: TestContext;
let superToken: string;
let staffToken: string;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  const merchant = await buildMerchant(db);
  await buildUser(db, { merchantId: null, role: 'SUPER_ADMIN', username: 'plattform' });
  await buildUser(db, { merchantId: merchant.id, role: 'ADMIN', username: 'eva.admin' });
  superToken = await loginAs(t.app, 'plattform', merchant.id);
  staffToken = await loginAs(t.app, 'eva.admin');
  const cache = new ServerCache(db, TEST_SECRET_KEY);
  await cache.set({
    key: `dintero:token:${merchant.id}:T12345678`,
    kind: 'DINTERO_ACCESS_TOKEN',
    merchantId: merchant.id,
    value: 'hemmelig-token-verdi',
    ttlSeconds: 3600,
  });
  await cache.set({ key: 'expired', kind: 'LOOKUP', merchantId: null, value: 'x', ttlSeconds: -1 });
});
afterAll(() => t.close());

describe('health, docs and unknown paths', () => {
  it('answers health without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.json()).toEqual({ status: 'ok', database: t.database.kind });
  });

  it('serves the OpenAPI document publicly', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toContain('/api/public/backoffice_login');
  });

  it('answers unknown /api paths with a JSON 404, with or without a session', async () => {
    for (const headers of [{}, auth(staffToken)]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/does/not/exist', headers });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
  });
});

describe('the server cache (super admin)', () => {
  it('shows keys, sizes and expiry but never a value', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/superadmin/system/getCacheInfo', headers: auth(superToken) });
    expect(response.statusCode).toBe(200);
    const info = response.json();
    expect(info.totalEntries).toBe(1);
    expect(info.entries[0]).toMatchObject({ kind: 'DINTERO_ACCESS_TOKEN', sizeBytes: 20 });
    expect(Date.parse(info.entries[0].expiresAt)).toBeGreaterThan(Date.now());
    expect(response.body).not.toContain('hemmelig');
  });

  it('refuses staff with 403 and empties for a super admin', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/superadmin/system/emptyCache', headers: auth(staffToken) })).statusCode).toBe(
      403,
    );
    const emptied = await t.app.inject({ method: 'GET', url: '/api/superadmin/system/emptyCache', headers: auth(superToken) });
    expect(emptied.json()).toEqual({ result: 'SUCCEEDED', removed: 1 });
    const after = await t.app.inject({ method: 'GET', url: '/api/superadmin/system/getCacheInfo', headers: auth(superToken) });
    expect(after.json().totalEntries).toBe(0);
  });

  it('keeps values encrypted at rest and reads them back', async () => {
    const cache = new ServerCache(t.database.db, TEST_SECRET_KEY);
    await cache.set({ key: 'k', kind: 'LOOKUP', merchantId: null, value: 'verdi', ttlSeconds: 60 });
    expect(await cache.get('k')).toBe('verdi');
    await cache.delete('k');
    expect(await cache.get('k')).toBeUndefined();
  });
});
