import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, buildMerchant, buildUser } from '../../../test/factories';
import { buildApp } from '../../app';
import { TEST_SECRET_KEY, buildTestApp, type TestContext } from '../../../test/harness';

/**
 * The login limits under parallel attempts: each attempt is counted in one atomic statement before its
 * password is checked, so that no more passwords are checked than the limit allows, however many
 * attempts arrive at once (on PostgreSQL, where they run on several connections, as on PGlite).
 */
let t: TestContext;
let merchantId: string;

const LIMIT = 10;
const PARALLEL = 30;

const login = (username: string, password: string, ip: string) =>
  t.app.inject({ method: 'POST', url: '/api/public/backoffice_login', payload: { username, password }, remoteAddress: ip });

/** The answers of `attempts` sent all at once: 200 for a password that was checked, 429 for one refused unchecked. */
async function inParallel(attempts: (() => ReturnType<typeof login>)[]) {
  const responses = await Promise.all(attempts.map((attempt) => attempt()));
  const checked = responses.filter((response) => response.statusCode === 200);
  const refused = responses.filter((response) => response.statusCode === 429);
  expect(checked.length + refused.length, responses.map((response) => response.statusCode).join(',')).toBe(attempts.length);
  return { responses, checked, refused };
}

beforeAll(async () => {
  t = await buildTestApp({
    env: {
      LOGIN_RATE_LIMIT_PER_USERNAME: String(LIMIT),
      LOGIN_RATE_LIMIT_PER_USERNAME_TOTAL: String(LIMIT),
      LOGIN_RATE_LIMIT_PER_IP: String(LIMIT),
    },
  });
  merchantId = (await buildMerchant(t.database.db, { name: 'Kafé Kappløp AS' })).id;
});
afterAll(() => t.close());

describe('the login limits under parallel attempts', () => {
  it(`check exactly ${LIMIT} of ${PARALLEL} parallel wrong passwords for one user from one address`, async () => {
    await buildUser(t.database.db, { merchantId, username: 'rask.gjetter' });
    const { checked, refused } = await inParallel(
      Array.from({ length: PARALLEL }, (_, i) => () => login('rask.gjetter', `feil-${i}`, '10.40.0.1')),
    );
    expect(checked.length).toBe(LIMIT);
    for (const response of checked) expect(response.json()).toEqual({ result: 'FAILED' });
    expect(refused.length).toBe(PARALLEL - LIMIT);
    for (const response of refused) expect(response.json().error.code).toBe('RATE_LIMITED');
    // The window is used up: the right password is refused too.
    expect((await login('rask.gjetter', TEST_PASSWORD, '10.40.0.1')).statusCode).toBe(429);
  });

  it(`hold the total per username: ${LIMIT} of ${PARALLEL} parallel attempts from as many addresses`, async () => {
    await buildUser(t.database.db, { merchantId, username: 'spredt.gjetter' });
    const { checked } = await inParallel(
      Array.from({ length: PARALLEL }, (_, i) => () => login('spredt.gjetter', `feil-${i}`, `10.41.0.${i + 1}`)),
    );
    expect(checked.length).toBe(LIMIT);
    expect((await login('spredt.gjetter', TEST_PASSWORD, '10.41.1.1')).statusCode).toBe(429);
  });

  it(`hold the limit per address: ${LIMIT} of ${PARALLEL} parallel attempts on as many usernames`, async () => {
    const { checked } = await inParallel(Array.from({ length: PARALLEL }, (_, i) => () => login(`ukjent.${i}`, 'feil', '10.42.0.1')));
    expect(checked.length).toBe(LIMIT);
  });

  it('hold the limit across two server instances on one database', async () => {
    await buildUser(t.database.db, { merchantId, username: 'to.instanser' });
    const second = await buildApp({ database: t.database, config: t.config, secretKey: TEST_SECRET_KEY });
    try {
      const attempt = (i: number) => () =>
        (i % 2 ? second : t.app).inject({
          method: 'POST',
          url: '/api/public/backoffice_login',
          payload: { username: 'to.instanser', password: `feil-${i}` },
          remoteAddress: '10.45.0.1',
        });
      const { checked } = await inParallel(Array.from({ length: PARALLEL }, (_, i) => attempt(i)));
      expect(checked.length).toBe(LIMIT);
    } finally {
      await second.close();
    }
  });

  it('count a right password up front but give it back: staff behind one address are not held back by their logins', async () => {
    await buildUser(t.database.db, { merchantId, username: 'kasse.en' });
    await buildUser(t.database.db, { merchantId, username: 'kasse.to' });
    // Three rounds of as many logins at once as the limit: each is counted while its password is checked, then given back.
    for (let round = 0; round < 3; round++) {
      const { checked } = await inParallel(
        Array.from({ length: LIMIT }, (_, i) => () => login(i % 2 ? 'kasse.en' : 'kasse.to', TEST_PASSWORD, '10.43.0.1')),
      );
      expect(checked.map((response) => response.json().result)).toEqual(Array(LIMIT).fill('SUCCEEDED'));
    }
    // None of them is held against the address: it still has its whole allowance of failures.
    const { checked: failures } = await inParallel(
      Array.from({ length: LIMIT }, (_, i) => () => login(`ukjent.kasse.${i}`, 'feil', '10.43.0.1')),
    );
    expect(failures.length).toBe(LIMIT);
    expect((await login('kasse.en', TEST_PASSWORD, '10.43.0.1')).statusCode).toBe(429);
  });

  it('refuse with Retry-After, the seconds left of the window', async () => {
    await buildUser(t.database.db, { merchantId, username: 'vent.litt' });
    for (let i = 0; i < LIMIT; i++) await login('vent.litt', 'feil', '10.44.0.1');
    const refused = await login('vent.litt', 'feil', '10.44.0.1');
    expect(refused.statusCode).toBe(429);
    const seconds = Number(refused.headers['retry-after']);
    expect(Number.isInteger(seconds)).toBe(true);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(900);
  });
});
