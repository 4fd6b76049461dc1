import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/harness';
import { auth, buildMerchant, buildUser, loginAs } from '../../test/factories';

let t: TestContext;
let token: string;

beforeAll(async () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'bakrom-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Bakrom</title><div id="root"></div>');
  t = await buildTestApp({ env: { WEB_DIST_DIR: dist } });
  const merchantId = (await buildMerchant(t.database.db)).id;
  await buildUser(t.database.db, { merchantId, username: 'hode.eier' });
  token = await loginAs(t.app, 'hode.eier');
});
afterAll(() => t.close());

function expectSecurityHeaders(headers: Record<string, unknown>) {
  const csp = String(headers['content-security-policy']);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toMatch(/script-src 'self'(;|$)/);
  expect(csp).toContain("style-src 'self' 'unsafe-inline'");
  expect(csp).toContain("img-src 'self' data: blob:");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-powered-by']).toBeUndefined();
}

describe('security headers', () => {
  it('are on a JSON answer, a 404 and the index page', async () => {
    for (const url of ['/api/health', '/api/nothing/here', '/login']) {
      const response = await t.app.inject({ method: 'GET', url });
      expectSecurityHeaders(response.headers);
    }
  });

  it('keep authenticated API answers out of every cache', async () => {
    const locations = await t.app.inject({ method: 'GET', url: '/api/location/listLocations', headers: auth(token) });
    expect(locations.statusCode).toBe(200);
    expect(locations.headers['cache-control']).toBe('no-store');
    const login = await t.app.inject({ method: 'POST', url: '/api/public/backoffice_login', payload: { username: 'x', password: 'y' } });
    expect(login.headers['cache-control']).toBe('no-store');
    const encoded = await t.app.inject({ method: 'GET', url: '/%61pi/location/listLocations', headers: auth(token) });
    expect(encoded.statusCode).toBe(200);
    expect(encoded.headers['cache-control']).toBe('no-store');
  });

  it('leave the menu its own revalidated caching', async () => {
    const menu = await t.app.inject({ method: 'GET', url: '/api/product/getProducts', headers: auth(token) });
    expect(menu.headers['cache-control']).toBe('private, no-cache');
    expect(menu.headers.etag).toBeDefined();
  });
});

describe('compression of API answers', () => {
  it('compresses an answer above 1 KB as the client asks, and leaves small ones', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'br, gzip' } });
    expect(docs.headers['content-encoding']).toBe('br');
    expect(docs.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(docs.rawPayload).toString()).openapi).toBeDefined();

    const gzipped = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString()).openapi).toBeDefined();

    const small = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().status).toBe('ok');
  });

  it('sends the menu compressed once: its cached gzip body is not compressed again', async () => {
    const menu = await t.app.inject({
      method: 'GET',
      url: '/api/product/getProducts',
      headers: { ...auth(token), 'accept-encoding': 'br, gzip' },
    });
    expect(menu.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(menu.rawPayload).toString())).toHaveProperty('categories');
  });
});
