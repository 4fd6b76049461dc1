import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { apiErrorSchema } from '@bakrom/shared/api-error';
import { storedUserSchema } from '@bakrom/shared/schemas/auth';
import { auditRecords, users } from '../../db/schema/index';
import { buildTestApp, type TestContext } from '../../../test/harness';
import { TEST_PASSWORD, auth, buildUser } from '../../../test/factories';
import { buildTwoMerchants } from '../../../test/business-factories';
import { createTerminalWithKey, terminalAuth } from '../../../test/channel-factories';

/**
 * English beside Norwegian (issue 34): each user's own language, carried by the login and the session, and
 * every error answer in it — the session user's language, before login and on the channel API what
 * Accept-Language asks for, Norwegian otherwise.
 */

let t: TestContext;
let fixture: Awaited<ReturnType<typeof buildTwoMerchants>>;

type Headers = Record<string, string>;
const post = (url: string, payload: object | undefined, headers: Headers = {}) => t.app.inject({ method: 'POST', url, payload, headers });
const get = (url: string, headers: Headers = {}) => t.app.inject({ method: 'GET', url, headers });
const errorOf = (response: { json(): unknown }) => apiErrorSchema.parse(response.json()).error;

async function login(username: string, merchant?: string) {
  const response = await post('/api/public/backoffice_login', { username, password: TEST_PASSWORD, ...(merchant ? { merchant } : {}) });
  const body = response.json() as { result: string; user?: string };
  expect(body.result, response.body).toBe('SUCCEEDED');
  return storedUserSchema.parse(JSON.parse(body.user!));
}

/** A new user of the merchant, logged in: its row and its session's headers. */
async function newUser(role: 'MANAGER' | 'ADMIN' = 'MANAGER') {
  const user = await buildUser(t.database.db, { merchantId: fixture.merchant.id, role });
  const stored = await login(user.username);
  return { user, stored, headers: auth(stored.authToken) };
}

async function languageOf(userId: string) {
  const [row] = await t.database.db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return row?.language;
}

async function englishUser(role: 'MANAGER' | 'ADMIN' = 'MANAGER') {
  const made = await newUser(role);
  expect((await post('/api/user/changeOwnLanguage', { language: 'en' }, made.headers)).statusCode).toBe(200);
  return made;
}

beforeAll(async () => {
  t = await buildTestApp();
  fixture = await buildTwoMerchants(t.database.db, { useFunctionality: 'POS' });
});
afterAll(() => t.close());

describe('POST /api/user/changeOwnLanguage', () => {
  it('changes one’s own language, stores it and audits it', async () => {
    const { user, stored, headers } = await newUser();
    expect(stored.language).toBe('nb');
    const response = await post('/api/user/changeOwnLanguage', { language: 'en' }, headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ language: 'en' });
    expect(await languageOf(user.id)).toBe('en');

    const audits = await t.database.db
      .select()
      .from(auditRecords)
      .where(and(eq(auditRecords.entityType, 'user'), eq(auditRecords.entityId, user.id), eq(auditRecords.action, 'user.language')));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ userId: user.id, merchantId: fixture.merchant.id });
    expect(audits[0]!.details).toMatchObject({ by: user.username, changes: [{ field: 'language', from: 'nb', to: 'en' }] });
  });

  it('changes only one’s own: another user’s language is untouched', async () => {
    const other = await newUser('ADMIN');
    await englishUser();
    expect(await languageOf(other.user.id)).toBe('nb');
    expect(await languageOf(fixture.admin.id)).toBe('nb');
  });

  it('lets an ADMIN and a super admin change their own too', async () => {
    const admin = await newUser('ADMIN');
    expect((await post('/api/user/changeOwnLanguage', { language: 'en' }, admin.headers)).json()).toEqual({ language: 'en' });
    const superAdmin = await buildUser(t.database.db, { merchantId: null, role: 'SUPER_ADMIN', username: 'sprak.super' });
    const stored = await login('sprak.super', fixture.merchant.id);
    const response = await post('/api/user/changeOwnLanguage', { language: 'en' }, auth(stored.authToken));
    expect(response.statusCode, response.body).toBe(200);
    expect(await languageOf(superAdmin.id)).toBe('en');
    expect((await login('sprak.super', fixture.merchant.id)).language).toBe('en');
  });

  it('keeps the language past logout and login: the login answers it', async () => {
    const { user, headers } = await englishUser();
    expect((await post('/api/public/backoffice_logout', undefined, headers)).statusCode).toBe(200);
    const again = await login(user.username);
    expect(again.language).toBe('en');
    expect((await post('/api/user/changeOwnLanguage', { language: 'nb' }, auth(again.authToken))).json()).toEqual({ language: 'nb' });
    expect((await login(user.username)).language).toBe('nb');
  });

  it('refuses a language it does not have, or none, with 400', async () => {
    const { user, headers } = await newUser();
    for (const payload of [{ language: 'de' }, {}, { language: null }, { language: 'EN' }]) {
      const response = await post('/api/user/changeOwnLanguage', payload, headers);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorOf(response)).toEqual({
        code: 'VALIDATION_FAILED',
        message: 'Sjekk feltet «språk»: Velg språk: nb (norsk) eller en (engelsk)',
        fields: { language: 'Velg språk: nb (norsk) eller en (engelsk)' },
      });
    }
    expect(await languageOf(user.id)).toBe('nb');
  });

  it('answers an English user’s refusal in English', async () => {
    const { headers } = await englishUser();
    const response = await post('/api/user/changeOwnLanguage', { language: 'de' }, headers);
    expect(errorOf(response)).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Check the field ‘language’: Choose a language: nb (Norwegian) or en (English)',
      fields: { language: 'Choose a language: nb (Norwegian) or en (English)' },
    });
  });

  it('answers 401 without a session', async () => {
    const response = await post('/api/user/changeOwnLanguage', { language: 'en' });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response)).toEqual({ code: 'UNAUTHORIZED', message: 'Du må logge inn.' });
  });
});

describe('error answers in the user’s language', () => {
  it('gives an English user’s validation error in English, summary and every field', async () => {
    const { headers } = await englishUser();
    const response = await post('/api/user/changeOwnPassword', {}, headers);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Check the fields: ‘current password’: Current password is required; ‘new password’: Password is required',
      fields: { currentPassword: 'Current password is required', newPassword: 'Password is required' },
    });
  });

  it('keeps a Norwegian user’s exactly as before', async () => {
    const { headers } = await newUser();
    const response = await post('/api/user/changeOwnPassword', {}, { ...headers, 'accept-language': 'en-GB,en' });
    expect(errorOf(response)).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Sjekk feltene: «nåværende passord»: Nåværende passord må fylles ut; «nytt passord»: Passord må fylles ut',
      fields: { currentPassword: 'Nåværende passord må fylles ut', newPassword: 'Passord må fylles ut' },
    });
  });

  it('gives what the services throw in English: a field refusal, a 404, a 403, a 409', async () => {
    const { headers, user } = await englishUser('ADMIN');
    const wrongPassword = await post(
      '/api/user/changeOwnPassword',
      { currentPassword: 'feil-passord', newPassword: 'nytt-passord-1' },
      headers,
    );
    expect(errorOf(wrongPassword)).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Check the field ‘current password’: Wrong current password',
      fields: { currentPassword: 'Wrong current password' },
    });
    const unknown = await get('/api/user/getUser?userId=7a1e4a39-6d55-4d8b-9a55-7b9c7d0f8e21', headers);
    expect(errorOf(unknown)).toEqual({ code: 'NOT_FOUND', message: 'Could not find the employee.' });
    const superOnly = await get('/api/superadmin/system/getCacheInfo', { ...headers, 'accept-language': 'nb' });
    expect(superOnly.statusCode).toBe(403);
    expect(errorOf(superOnly)).toEqual({ code: 'FORBIDDEN', message: 'For super administrators only.' });
    const self = await post('/api/user/deleteUser', { user: { userId: user.id } }, headers);
    expect(errorOf(self)).toEqual({ code: 'CONFLICT', message: 'You cannot delete yourself.' });
  });

  it('answers before login as Accept-Language asks: English for an English first choice, Norwegian otherwise', async () => {
    const english = await get('/api/location/listLocations', { 'accept-language': 'en-GB,en;q=0.9,nb;q=0.8' });
    expect(english.statusCode).toBe(401);
    expect(errorOf(english)).toEqual({ code: 'UNAUTHORIZED', message: 'You must log in.' });
    const norwegian = await get('/api/location/listLocations', { 'accept-language': 'nb-NO,nb;q=0.9,en;q=0.8' });
    expect(errorOf(norwegian).message).toBe('Du må logge inn.');
    const stale = await get('/api/location/listLocations', { ...auth('a-session-token-that-is-unknown-123'), 'accept-language': 'en' });
    expect(errorOf(stale).message).toBe('You must log in.');

    const badLogin = await post('/api/public/backoffice_login', { username: 5, password: 'x' }, { 'accept-language': 'en' });
    expect(badLogin.statusCode).toBe(400);
    expect(errorOf(badLogin)).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Check the field ‘username’: Must be text',
      fields: { username: 'Must be text' },
    });
    const unknownPath = await get('/api/no/such/path', { 'accept-language': 'en' });
    expect(errorOf(unknownPath)).toEqual({ code: 'NOT_FOUND', message: 'Unknown address: GET /api/no/such/path' });
  });

  it('answers the channel API in Norwegian unless the request’s Accept-Language asks for English', async () => {
    const noKey = await get('/api/channel/menu?orderType=PICKUP');
    expect(errorOf(noKey)).toEqual({ code: 'UNAUTHORIZED', message: 'Terminalnøkkelen mangler, er ukjent eller er trukket tilbake.' });
    const noKeyEnglish = await get('/api/channel/menu?orderType=PICKUP', { 'accept-language': 'en' });
    expect(errorOf(noKeyEnglish)).toEqual({ code: 'UNAUTHORIZED', message: 'The terminal key is missing, unknown or revoked.' });
    // An English user's session is no terminal key, and does not make the channel English.
    const { stored } = await englishUser();
    const withSession = await get('/api/channel/menu?orderType=PICKUP', auth(stored.authToken));
    expect(errorOf(withSession).message).toBe('Terminalnøkkelen mangler, er ukjent eller er trukket tilbake.');

    const till = await createTerminalWithKey(t.database.db, {
      merchantId: fixture.merchant.id,
      locationId: fixture.bryggen.id,
      terminalType: 'POS',
    });
    const norwegian = await get('/api/channel/menu?orderType=TAKEOUT', terminalAuth(till.key));
    expect(norwegian.statusCode).toBe(400);
    expect(errorOf(norwegian)).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Sjekk feltet «bestillingstype»: Velg bestillingstype: DINE_IN, PICKUP eller DELIVERY',
      fields: { orderType: 'Velg bestillingstype: DINE_IN, PICKUP eller DELIVERY' },
    });
    const english = await get('/api/channel/menu?orderType=TAKEOUT', { ...terminalAuth(till.key), 'accept-language': 'en-US' });
    expect(errorOf(english)).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Check the field ‘order type’: Choose an order type: DINE_IN, PICKUP or DELIVERY',
      fields: { orderType: 'Choose an order type: DINE_IN, PICKUP or DELIVERY' },
    });
  });
});
