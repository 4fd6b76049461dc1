import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/harness';

let t: TestContext;
const INDEX_HTML = '<!doctype html><title>Bakrom</title><div id="root"></div>';

beforeAll(async () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'bakrom-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(dist, 'assets', 'app-1a2b3c.js'), 'console.log(1)');
  writeFileSync(path.join(dist, 'assets', 'app-1a2b3c.js.br'), brotliCompressSync('console.log(1)'));
  writeFileSync(path.join(dist, 'assets', 'app-1a2b3c.js.gz'), gzipSync('console.log(1)'));
  writeFileSync(path.join(dist, 'index.html.br'), brotliCompressSync(INDEX_HTML));
  t = await buildTestApp({ env: { WEB_DIST_DIR: dist } });
});
afterAll(() => t.close());

describe('serving the web app', () => {
  it('answers client routes with index.html, revalidated', async () => {
    for (const url of ['/', '/login', '/overview', '/productsSort?x=1', '/superadmin/login?merchant=demo']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets with a long cache', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it("sends the build's compressed copy the browser accepts, brotli first", async () => {
    const asset = (encoding?: string) =>
      t.app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js', headers: encoding ? { 'accept-encoding': encoding } : {} });
    const brotli = await asset('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/^application\/javascript/);
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotli.headers['cache-control']).toContain('immutable');
    expect(brotli.rawPayload).toEqual(brotliCompressSync('console.log(1)'));
    expect((await asset('gzip')).headers['content-encoding']).toBe('gzip');
    const plain = await asset();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');

    const page = await t.app.inject({ method: 'GET', url: '/overview', headers: { 'accept-encoding': 'br, gzip' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    // Without a gzip copy of index.html the file is compressed as it is sent.
    const gzipOnly = await t.app.inject({ method: 'GET', url: '/overview', headers: { 'accept-encoding': 'gzip' } });
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipOnly.rawPayload).toString()).toBe(INDEX_HTML);
  });

  it('answers HEAD for client routes like GET', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: '/products' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
  });

  it('keeps unknown /api paths as JSON 404s, kept out of every cache', async () => {
    for (const method of ['POST', 'GET'] as const) {
      const response = await t.app.inject({ method, url: '/api/nothing/here' });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it.each([
    '/API/nothing',
    '/Api/location/listLocations',
    '/api%2Fnothing',
    '/%61pi/nothing',
    '/%2561pi/nothing',
    '/%252561pi/nothing',
    '/%41PI',
    '/login/../api/nothing',
    '/api?x=1',
  ])('answers %s, an /api path however it is spelled, with the JSON 404 and never the web app', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json().error.code).toBe('NOT_FOUND');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it.each(['//api/nothing', '/api%zz', '/%2561pi%zz'])('answers %s with a JSON error too, never the web app', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json().error.code).toMatch(/^(NOT_FOUND|FORBIDDEN|BAD_URL)$/);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('still answers client routes whose name only begins like the API with the web app', async () => {
    for (const url of ['/apikeys', '/apiary', '/%C3%A5pningstider']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<div id="root">');
    }
  });
});
