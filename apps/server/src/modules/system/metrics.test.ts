import http from 'node:http';
import type { AddressInfo } from 'node:net';
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, metricsFor } from '../../app';
import { loadConfig } from '../../config';
import type { Metrics } from '../../lib/metrics';
import { runAutoSettlement } from '../reports/auto-settlement';
import { createTransactionSigner } from '../saft/signing-service';
import { buildTestApp, openTestDatabase, TEST_SECRET_KEY, type TestContext } from '../../../test/harness';
import { buildRefund } from '../../../test/order-factories';
import { buildReportOrder, buildSettlementMerchant, type SettlementMerchant } from '../../../test/report-factories';

const TOKEN = 'metrics-token-0123456789abcdef';

let t: TestContext;
let metrics: Metrics;
let m: SettlementMerchant;
let base: string;

beforeAll(async () => {
  const database = await openTestDatabase();
  const config = loadConfig({ DATA_DIR: '.tmp/test-data', WEB_DIST_DIR: '.tmp/no-web-build', METRICS_TOKEN: TOKEN });
  metrics = metricsFor(database, config);
  const app = await buildApp({ database, config, secretKey: TEST_SECRET_KEY, metrics });
  await app.ready();
  t = { app, database, config, close: () => app.close().then(() => database.close()) };
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  m = await buildSettlementMerchant(t, { autoSettleAt: '23:55' });
});
afterAll(() => t?.close());

interface Sample {
  labels?: Record<string, string>;
  value?: string;
  count?: string;
  sum?: string;
  buckets?: Record<string, string>;
}
interface Family {
  name: string;
  type: string;
  metrics: Sample[];
}

async function scrape(token = TOKEN) {
  const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}` } });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  const families = parsePrometheusTextFormat(response.body) as Family[];
  // The parser folds a histogram's series of every label set into one; read without their TYPE lines,
  // its _bucket, _sum and _count series come out as families of their own, each sample with its labels.
  const series = parsePrometheusTextFormat(response.body.replace(/^# TYPE \S+ histogram$/gm, '')) as Family[];
  const family = (name: string): Family => {
    const found = families.find((f) => f.name === name);
    if (found) return found;
    // The series of one histogram come in groups per label set, each group a family of its own here.
    const parts = series.filter((f) => f.name === name);
    if (parts.length === 0) throw new Error(`no ${name} in the answer`);
    return { name, type: 'UNTYPED', metrics: parts.flatMap((part) => part.metrics) };
  };
  const samples = (name: string, labels: Record<string, string> = {}) =>
    family(name).metrics.filter((sample) => Object.entries(labels).every(([key, value]) => sample.labels?.[key] === value));
  const value = (name: string, labels: Record<string, string> = {}) => samples(name, labels).reduce((sum, s) => sum + Number(s.value), 0);
  return { families, family, samples, value, text: response.body };
}

const KIOSK_LINE = { itemName: 'Margherita', unitPrice: 10_000, vatRate: 15, category: { id: null, name: 'Pizza' } };

describe('GET /metrics', () => {
  it('refuses an anonymous scrape, a wrong token and another scheme with 401, and is off (404) without METRICS_TOKEN', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789abcdef', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`, 'Bearer']) {
      const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(response.json().error.code).toBe('UNAUTHORIZED');
      expect(response.body).not.toContain('bakrom_');
    }
    const off = await buildTestApp();
    try {
      const response = await off.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    } finally {
      await off.close();
    }
  });

  it('counts requests, latency and error answers by route pattern, never by the raw URL', async () => {
    const imageId = '00000000-0000-4000-8000-00000000abcd';
    await t.app.inject({ method: 'GET', url: `/api/media/images/${imageId}` });
    await t.app.inject({ method: 'GET', url: `/api/does/not/exist/${imageId}` });
    await m.request('GET', '/api/location/listLocations');
    const s = await scrape();
    expect(s.family('bakrom_http_requests_total').type).toBe('COUNTER');
    expect(s.value('bakrom_http_requests_total', { method: 'GET', route: '/api/location/listLocations', status: '200' })).toBe(1);
    expect(s.value('bakrom_http_requests_total', { method: 'GET', route: '/api/media/images/:imageId', status: '404' })).toBe(1);
    expect(s.value('bakrom_http_error_answers_total', { method: 'GET', route: '/api/media/images/:imageId', status: '404' })).toBe(1);
    expect(s.value('bakrom_http_error_answers_total', { route: '/api/location/listLocations' })).toBe(0);
    const route = { method: 'GET', route: '/api/location/listLocations' };
    expect(s.family('bakrom_http_request_duration_seconds').type).toBe('HISTOGRAM');
    expect(s.value('bakrom_http_request_duration_seconds_count', route)).toBe(1);
    expect(s.value('bakrom_http_request_duration_seconds_sum', route)).toBeGreaterThan(0);
    expect(s.value('bakrom_http_request_duration_seconds_bucket', { ...route, le: '+Inf' })).toBe(1);
    expect(s.text).not.toContain(imageId);
    expect(s.text).not.toContain('/api/does/not/exist');
  });

  it('has the database pool, open live streams, settlement runs, refunds by state and journal appends', async () => {
    const db = t.database.db;
    // A manual Z-report of the till and an automatic run of the kiosk.
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000).toISOString();
    for (const terminalId of [m.pos.id, m.kiosk.id]) {
      await buildReportOrder(db, {
        merchantId: m.merchantId,
        locationId: m.locationId,
        terminalId,
        orderedAt: twoDaysAgo,
        lines: [KIOSK_LINE],
      });
    }
    const z = await m.request('POST', `/api/report/createZReport?locationId=${m.locationId}&terminalId=${m.pos.id}`);
    expect(z.statusCode, z.body).toBe(200);
    const refused = await m.request('POST', `/api/report/createZReport?locationId=${m.locationId}&terminalId=${m.kds.id}`);
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    const logger = { info: () => undefined, error: () => undefined };
    const results = await runAutoSettlement(
      db,
      { now: () => new Date() },
      logger,
      createTransactionSigner(TEST_SECRET_KEY),
      (outcome, seconds) => metrics.observeSettlement('automatic', outcome, seconds),
    );
    expect(results).toHaveLength(1);
    const order = await buildReportOrder(db, {
      merchantId: m.merchantId,
      locationId: m.locationId,
      terminalId: m.pos.id,
      orderedAt: new Date().toISOString(),
      lines: [KIOSK_LINE],
    });
    await buildRefund(db, { merchantId: m.merchantId, orderId: order.order.id, terminalId: m.pos.id, amount: 1000, status: 'PENDING' });
    await buildRefund(db, { merchantId: m.merchantId, orderId: order.order.id, terminalId: m.pos.id, amount: 1000, status: 'FAILED' });
    await buildRefund(db, { merchantId: m.merchantId, orderId: order.order.id, terminalId: m.pos.id, amount: 500, status: 'FAILED' });

    const stream = await new Promise<http.IncomingMessage>((resolve, reject) => {
      http
        .get(`${base}/api/live/events`, { headers: { accept: 'text/event-stream', authorization: `Basic ${m.adminToken}` } }, resolve)
        .once('error', reject);
    });
    expect(stream.statusCode).toBe(200);
    await new Promise<void>((resolve) => stream.once('data', () => resolve()));

    const s = await scrape();
    expect(s.value('bakrom_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
    if (t.database.kind === 'postgres') {
      expect(s.samples('bakrom_db_pool_connections', { state: 'idle' })).toHaveLength(1);
      expect(s.samples('bakrom_db_pool_connections', { state: 'waiting' })).toHaveLength(1);
    }
    expect(s.value('bakrom_db_info', { kind: t.database.kind })).toBe(1);
    expect(s.value('bakrom_db_up')).toBe(1);
    expect(s.value('bakrom_live_streams_open')).toBe(1);
    expect(s.value('bakrom_settlement_runs_total', { kind: 'manual', outcome: 'ok' })).toBe(1);
    expect(s.value('bakrom_settlement_runs_total', { kind: 'manual', outcome: 'refused' })).toBe(1);
    expect(s.value('bakrom_settlement_runs_total', { kind: 'automatic', outcome: 'ok' })).toBe(1);
    expect(s.value('bakrom_settlement_duration_seconds_count', { kind: 'automatic' })).toBe(1);
    expect(s.value('bakrom_settlement_duration_seconds_count', { kind: 'manual' })).toBe(2);
    expect(s.value('bakrom_refunds', { state: 'PENDING', kind: 'REFUND' })).toBe(1);
    expect(s.value('bakrom_refunds', { state: 'FAILED', kind: 'REFUND' })).toBe(2);
    expect(s.family('bakrom_journal_appends_total').type).toBe('COUNTER');
    const appends = s.value('bakrom_journal_appends_total');
    expect(appends).toBeGreaterThanOrEqual(2);

    stream.destroy();
    let open = 1;
    for (let i = 0; i < 50 && open > 0; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      open = (await scrape()).value('bakrom_live_streams_open');
    }
    expect(open).toBe(0);
    expect((await scrape()).value('bakrom_journal_appends_total')).toBe(appends);
  });

  it('keeps its series per app: another app on the same database starts from zero', async () => {
    const other = await buildApp({ database: t.database, config: t.config, secretKey: TEST_SECRET_KEY });
    try {
      const response = await other.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      const families = parsePrometheusTextFormat(response.body) as Family[];
      const requests = families.find((f) => f.name === 'bakrom_http_requests_total');
      expect(requests?.metrics ?? []).toEqual([]);
      expect(families.some((f) => f.name === 'process_cpu_seconds_total')).toBe(true);
    } finally {
      await other.close();
    }
  });
});
