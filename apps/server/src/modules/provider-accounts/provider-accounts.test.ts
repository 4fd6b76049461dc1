import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { canOpen } from '@bakrom/shared/menu-visibility';
import type { StoredUser } from '@bakrom/shared/schemas/auth';
import {
  PROVIDER_ACCOUNT_MESSAGES,
  SWEDBANK_PAY_TEST_API_URL,
  dinteroAccountResponse,
  swedbankPayAccountResponse,
} from '@bakrom/shared/schemas/provider-accounts';
import { auditRecords, dinteroAccounts, locations, swedbankPayAccounts } from '../../db/schema/index';
import { decryptSecret } from '../../lib/secrets';
import { dinteroTokenKey } from '../payments/dintero';
import { findDinteroAccount, findSwedbankPayAccount } from '../refunds/repository';
import { ServerCache } from '../system/cache';
import { TEST_SECRET_KEY, buildTestApp, type TestContext } from '../../../test/harness';
import { TEST_PASSWORD, auth, buildLocation, buildMerchant, buildUser, loginAs } from '../../../test/factories';
import { UNKNOWN_ID } from '../../../test/business-factories';
import { strictly } from '../../../test/strict-schema';

let t: TestContext;
let merchantId: string;
let superToken: string;
let adminToken: string;
let bryggenId: string;
let akerId: string;
let foreignLocationId: string;
const logLines: string[] = [];

const get = (url: string, token = superToken) => t.app.inject({ method: 'GET', url, headers: auth(token) });
const post = (url: string, payload: object, token = superToken) => t.app.inject({ method: 'POST', url, payload, headers: auth(token) });

const ACCESS_TOKEN = 'swedbank-token-5f1e2d3c4b5a69788796a5b4c3d2e1f0-ENDS';
const CLIENT_SECRET = 'dintero-secret-0a9b8c7d6e5f-XYZW';

const swedbankForm = (overrides: Record<string, unknown> = {}) => ({
  locationId: bryggenId,
  swedbankPayBaseApiUrl: SWEDBANK_PAY_TEST_API_URL,
  payeeId: '5cabf558-5283-482f-b252-4d58e06f6f3b',
  payeeName: 'Bryggen Pizza',
  hostUrl: 'https://bryggen.example.no',
  cancelUrl: 'https://bryggen.example.no/checkout/avbrutt',
  completeUrl: 'https://bryggen.example.no/checkout/fullfort',
  themePrimaryColor: '#B3261E',
  accessToken: ACCESS_TOKEN,
  ...overrides,
});

const dinteroForm = (overrides: Record<string, unknown> = {}) => ({
  locationId: akerId,
  accountId: 'T11223344',
  checkoutProfileId: 'T11223344.55abcdEFGhij',
  defaultPaymentType: 'vipps',
  themePrimaryColor: '#1E6B52',
  clientId: '9b1c7a3e-0f2d-4c5b-8a6e-7d9f0e1a2b3c',
  clientSecret: CLIENT_SECRET,
  ...overrides,
});

async function storedUserOf(username: string, merchant?: string): Promise<StoredUser> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/public/backoffice_login',
    payload: { username, password: TEST_PASSWORD, ...(merchant ? { merchant } : {}) },
  });
  return JSON.parse((response.json() as { user: string }).user) as StoredUser;
}

beforeAll(async () => {
  t = await buildTestApp({ logger: { level: 'trace', stream: { write: (line: string) => void logLines.push(line) } } });
  const db = t.database.db;
  merchantId = (await buildMerchant(db)).id;
  const other = await buildMerchant(db);
  bryggenId = (await buildLocation(db, merchantId, { name: 'Bryggen' })).id;
  akerId = (await buildLocation(db, merchantId, { name: 'Aker' })).id;
  foreignLocationId = (await buildLocation(db, other.id, { name: 'Fremmed' })).id;
  await buildUser(db, { merchantId: null, role: 'SUPER_ADMIN', username: 'plattform.konto' });
  await buildUser(db, { merchantId, role: 'ADMIN', username: 'kari.admin' });
  superToken = await loginAs(t.app, 'plattform.konto', merchantId);
  adminToken = await loginAs(t.app, 'kari.admin');
});
afterAll(() => t.close());

describe('Swedbank Pay account', () => {
  it('answers null before an account exists', async () => {
    const response = await get(`/api/settings/getSwedbankPayAccount?locationId=${bryggenId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ account: null });
  });

  it('asks for the access token when none is stored yet, and refuses a base URL the refunds may not call', async () => {
    const response = await post(
      '/api/settings/editSwedbankPayAccount',
      swedbankForm({ accessToken: '', swedbankPayBaseApiUrl: 'https://evil.example' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      accessToken: PROVIDER_ACCOUNT_MESSAGES.secretRequired,
      swedbankPayBaseApiUrl: PROVIDER_ACCOUNT_MESSAGES.baseUrlNotAllowed,
    });
  });

  it('answers 400 naming every empty or malformed field', async () => {
    const response = await post(
      '/api/settings/editSwedbankPayAccount',
      swedbankForm({ payeeId: '', payeeName: ' ', hostUrl: 'http://x', cancelUrl: '', completeUrl: 'nei', themePrimaryColor: 'red' }),
    );
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields).sort()).toEqual([
      'cancelUrl',
      'completeUrl',
      'hostUrl',
      'payeeId',
      'payeeName',
      'themePrimaryColor',
    ]);
  });

  it('saves the account with the token encrypted, answers only its last four, and makes Swedbank Pay the provider', async () => {
    const response = await post('/api/settings/editSwedbankPayAccount', swedbankForm());
    expect(response.statusCode).toBe(200);
    const { account } = strictly(swedbankPayAccountResponse).parse(response.json()) as ReturnType<typeof swedbankPayAccountResponse.parse>;
    expect(account).toMatchObject({ locationId: bryggenId, payeeName: 'Bryggen Pizza', accessToken: { set: true, lastFour: 'ENDS' } });
    expect(response.body).not.toContain(ACCESS_TOKEN);

    const db = t.database.db;
    const [raw] = await db.select().from(swedbankPayAccounts).where(eq(swedbankPayAccounts.locationId, bryggenId));
    expect(raw!.accessTokenEncrypted).not.toContain(ACCESS_TOKEN);
    expect(raw!.accessTokenEncrypted).toMatch(/^v1\./);
    expect(decryptSecret(raw!.accessTokenEncrypted, TEST_SECRET_KEY)).toBe(ACCESS_TOKEN);

    const [location] = await db.select().from(locations).where(eq(locations.id, bryggenId));
    expect(location!.onlinePaymentProvider).toBe('SWEDBANK_PAY');
    // The refund flow reads the account the same way.
    const refundAccount = await findSwedbankPayAccount(db, merchantId, bryggenId);
    expect(decryptSecret(refundAccount!.accessTokenEncrypted, TEST_SECRET_KEY)).toBe(ACCESS_TOKEN);

    const got = await get(`/api/settings/getSwedbankPayAccount?locationId=${bryggenId}`);
    expect(got.json().account.accessToken).toEqual({ set: true, lastFour: 'ENDS' });
    expect(got.body).not.toContain(ACCESS_TOKEN);
  });

  it('keeps the stored token when the field is left empty; the audit masks it', async () => {
    const response = await post('/api/settings/editSwedbankPayAccount', swedbankForm({ accessToken: '', payeeName: 'Bryggen Pizza AS' }));
    expect(response.statusCode).toBe(200);
    expect(response.json().account).toMatchObject({ payeeName: 'Bryggen Pizza AS', accessToken: { set: true, lastFour: 'ENDS' } });
    const db = t.database.db;
    const [raw] = await db.select().from(swedbankPayAccounts).where(eq(swedbankPayAccounts.locationId, bryggenId));
    expect(decryptSecret(raw!.accessTokenEncrypted, TEST_SECRET_KEY)).toBe(ACCESS_TOKEN);

    await post(
      '/api/settings/editSwedbankPayAccount',
      swedbankForm({ accessToken: 'a-brand-new-token-9876', payeeName: 'Bryggen Pizza AS' }),
    );
    const audits = await db.select().from(auditRecords).where(eq(auditRecords.entityType, 'swedbankPayAccount'));
    expect(audits).toHaveLength(3);
    const text = JSON.stringify(audits.map((audit) => audit.details));
    expect(text).not.toContain(ACCESS_TOKEN);
    expect(text).not.toContain('a-brand-new-token-9876');
    const last = audits.find((audit) => JSON.stringify(audit.details).includes('9876'))!;
    expect((last.details as { changes: unknown[] }).changes).toEqual([{ field: 'accessToken', from: '••••ENDS', to: '••••9876' }]);
  });

  it("answers 404 for another merchant's location, 403 for staff, 401 without a session", async () => {
    expect((await get(`/api/settings/getSwedbankPayAccount?locationId=${foreignLocationId}`)).statusCode).toBe(404);
    expect((await get(`/api/settings/getSwedbankPayAccount?locationId=${UNKNOWN_ID}`)).statusCode).toBe(404);
    expect((await post('/api/settings/editSwedbankPayAccount', swedbankForm({ locationId: foreignLocationId }))).statusCode).toBe(404);
    expect(await t.database.db.select().from(swedbankPayAccounts).where(eq(swedbankPayAccounts.locationId, foreignLocationId))).toEqual([]);
    expect((await get(`/api/settings/getSwedbankPayAccount?locationId=${bryggenId}`, adminToken)).statusCode).toBe(403);
    expect((await post('/api/settings/editSwedbankPayAccount', swedbankForm(), adminToken)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/settings/getSwedbankPayAccount?locationId=${bryggenId}` })).statusCode).toBe(
      401,
    );
    expect((await get('/api/settings/getSwedbankPayAccount?locationId=nope')).statusCode).toBe(400);
  });
});

describe('Dintero account', () => {
  it('saves the account with the secret encrypted, makes Dintero the provider and drops the cached token', async () => {
    const cache = new ServerCache(t.database.db, TEST_SECRET_KEY);
    const key = dinteroTokenKey({ merchantId, accountId: 'T11223344' });
    await cache.set({ key, kind: 'DINTERO_ACCESS_TOKEN', merchantId, value: 'old-token', ttlSeconds: 600 });
    expect(await cache.get(key)).toBe('old-token');

    const response = await post('/api/settings/editDinteroAccount', dinteroForm());
    expect(response.statusCode).toBe(200);
    const { account } = strictly(dinteroAccountResponse).parse(response.json()) as ReturnType<typeof dinteroAccountResponse.parse>;
    expect(account).toMatchObject({ accountId: 'T11223344', defaultPaymentType: 'vipps', clientSecret: { set: true, lastFour: 'XYZW' } });
    expect(response.body).not.toContain(CLIENT_SECRET);
    expect(await cache.get(key)).toBeUndefined();

    const db = t.database.db;
    const [raw] = await db.select().from(dinteroAccounts).where(eq(dinteroAccounts.locationId, akerId));
    expect(raw!.clientSecretEncrypted).not.toContain(CLIENT_SECRET);
    const refundAccount = await findDinteroAccount(db, merchantId, akerId);
    expect(decryptSecret(refundAccount!.clientSecretEncrypted, TEST_SECRET_KEY)).toBe(CLIENT_SECRET);
    const [location] = await db.select().from(locations).where(eq(locations.id, akerId));
    expect(location!.onlinePaymentProvider).toBe('DINTERO');
  });

  it('drops the token of the previous account id too when the account id changes, and keeps an empty secret', async () => {
    const cache = new ServerCache(t.database.db, TEST_SECRET_KEY);
    const oldKey = dinteroTokenKey({ merchantId, accountId: 'T11223344' });
    await cache.set({ key: oldKey, kind: 'DINTERO_ACCESS_TOKEN', merchantId, value: 'old-token', ttlSeconds: 600 });
    const response = await post('/api/settings/editDinteroAccount', dinteroForm({ accountId: 'P99887766', clientSecret: '' }));
    expect(response.statusCode).toBe(200);
    expect(response.json().account).toMatchObject({ accountId: 'P99887766', clientSecret: { set: true, lastFour: 'XYZW' } });
    expect(await cache.get(oldKey)).toBeUndefined();
  });

  it('answers 400 for empty fields, a malformed account id and a missing first secret', async () => {
    const empty = await post(
      '/api/settings/editDinteroAccount',
      dinteroForm({
        locationId: bryggenId,
        accountId: 'X1',
        checkoutProfileId: '',
        defaultPaymentType: '',
        clientId: '',
        clientSecret: '',
      }),
    );
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().error.fields).sort()).toEqual(['accountId', 'checkoutProfileId', 'clientId', 'defaultPaymentType']);
    const noSecret = await post('/api/settings/editDinteroAccount', dinteroForm({ locationId: bryggenId, clientSecret: '' }));
    expect(noSecret.statusCode).toBe(400);
    expect(noSecret.json().error.fields).toEqual({ clientSecret: PROVIDER_ACCOUNT_MESSAGES.secretRequired });
  });

  it("answers 404 for another merchant's location and 403 for staff", async () => {
    expect((await get(`/api/settings/getDinteroAccount?locationId=${foreignLocationId}`)).statusCode).toBe(404);
    expect((await post('/api/settings/editDinteroAccount', dinteroForm({ locationId: foreignLocationId }))).statusCode).toBe(404);
    expect((await get(`/api/settings/getDinteroAccount?locationId=${akerId}`, adminToken)).statusCode).toBe(403);
    expect((await post('/api/settings/editDinteroAccount', dinteroForm(), adminToken)).statusCode).toBe(403);
  });

  it('answers the stored account with the secret as set and its last four only', async () => {
    const response = await get(`/api/settings/getDinteroAccount?locationId=${akerId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().account.clientSecret).toEqual({ set: true, lastFour: 'XYZW' });
    expect(response.body).not.toContain(CLIENT_SECRET);
  });
});

describe('the provider a location gets, and the secrets in the log', () => {
  it('opens the reports menu for a merchant whose location now has a provider', async () => {
    const user = await storedUserOf('kari.admin');
    const providers = Object.fromEntries(user.locations.map((entry) => [entry.id, entry.onlinePaymentProvider]));
    expect(providers).toMatchObject({ [bryggenId]: 'SWEDBANK_PAY', [akerId]: 'DINTERO' });
    expect(canOpen('/x-report', { role: user.userRole, settings: user.merchantSetting, locations: user.locations })).toBe(true);
  });

  it('never writes a secret to the request log', () => {
    const log = logLines.join('\n');
    expect(log).toContain('editSwedbankPayAccount');
    expect(log).not.toContain(ACCESS_TOKEN);
    expect(log).not.toContain(CLIENT_SECRET);
    expect(log).not.toContain('a-brand-new-token-9876');
  });
});
