import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TERMINAL_KEY_THROTTLED_MESSAGE } from '@bakrom/shared/schemas/channel-events';
import { newTerminalKey } from '../../http/access';
import { createTerminalWithKey, terminalAuth, type TerminalWithKey } from '../../../test/channel-factories';
import { buildApp } from '../../app';
import { merchantSession } from '../../../test/merchant-session';
import { TEST_SECRET_KEY, buildTestApp, type TestContext } from '../../../test/harness';

/**
 * Wrong terminal keys are counted per address in the database (every instance sees the same count),
 * and an address over the limit is answered 429 with Retry-After; right keys are never counted, and a
 * burst is logged once per window.
 */
const LIMIT = 5;
const WHO = '/api/channel/terminal';

let t: TestContext;
let kiosk: TerminalWithKey;
let lines: Record<string, unknown>[] = [];

const call = (key: string, ip: string, app = t.app) =>
  app.inject({ method: 'GET', url: WHO, headers: terminalAuth(key), remoteAddress: ip });

const warnings = () => lines.filter((entry) => entry.level === 40);

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  t = await buildTestApp({
    env: { TERMINAL_KEY_FAILURES_PER_IP: String(LIMIT), TERMINAL_KEY_FAILURE_WINDOW_SECONDS: '300' },
    logger: { level: 'warn', stream },
  });
  const m = await merchantSession(t);
  kiosk = await createTerminalWithKey(t.database.db, { merchantId: m.merchantId, locationId: m.locationIds[0]!, terminalType: 'KIOSK' });
});
afterAll(() => t.close());
beforeEach(() => {
  lines = [];
});

describe('wrong terminal keys', () => {
  it(`answer 401 up to ${LIMIT} per address, then 429 with Retry-After in the error shape`, async () => {
    for (let i = 0; i < LIMIT; i++) expect((await call(newTerminalKey(), '10.60.0.1')).statusCode).toBe(401);
    for (let i = 0; i < 20; i++) {
      const refused = await call(newTerminalKey(), '10.60.0.1');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ error: { code: 'RATE_LIMITED', message: TERMINAL_KEY_THROTTLED_MESSAGE } });
      const seconds = Number(refused.headers['retry-after']);
      expect(Number.isInteger(seconds) && seconds > 0 && seconds <= 300).toBe(true);
    }
  });

  it('leave the right key working from another address; the throttled address is refused even the right key', async () => {
    for (let i = 0; i <= LIMIT; i++) await call(newTerminalKey(), '10.61.0.1');
    expect((await call(kiosk.key, '10.61.0.2')).statusCode).toBe(200);
    const refused = await call(kiosk.key, '10.61.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('log one warning per address and window, with the address and the count, never the key', async () => {
    const keys = Array.from({ length: LIMIT + 30 }, () => newTerminalKey());
    for (const key of keys) await call(key, '10.62.0.1');
    expect(warnings()).toEqual([
      expect.objectContaining({ ip: '10.62.0.1', wrongKeys: LIMIT + 1, windowSeconds: 300, msg: expect.stringMatching(/terminal key/) }),
    ]);
    const text = JSON.stringify(lines);
    for (const key of keys) expect(text).not.toContain(key);
  });

  it(`hold the limit under ${30} parallel wrong keys, and across two server instances`, async () => {
    const second = await buildApp({ database: t.database, config: t.config, secretKey: TEST_SECRET_KEY });
    try {
      const responses = await Promise.all(
        Array.from({ length: 30 }, (_, i) => call(newTerminalKey(), '10.63.0.1', i % 2 ? second : t.app)),
      );
      const statuses = responses.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 401)).toHaveLength(LIMIT);
      expect(statuses.filter((status) => status === 429)).toHaveLength(30 - LIMIT);
    } finally {
      await second.close();
    }
  });

  it('are the only ones counted: right keys from an address leave its whole allowance', async () => {
    for (let i = 0; i < 3 * LIMIT; i++) expect((await call(kiosk.key, '10.64.0.1')).statusCode).toBe(200);
    for (let i = 0; i < LIMIT; i++) expect((await call(newTerminalKey(), '10.64.0.1')).statusCode).toBe(401);
    expect((await call(newTerminalKey(), '10.64.0.1')).statusCode).toBe(429);
    expect(warnings()).toHaveLength(1);
  });
});
