import type { LightMyRequestResponse } from 'fastify';
import type { merchantSettings } from '../src/db/schema/index';
import type { TestContext } from './harness';
import { auth, buildLocation, buildMerchant, buildUser, loginAs } from './factories';

/** A logged-in merchant user for the catalogue's API tests, with calls that carry the session. */
export interface MerchantSession {
  merchantId: string;
  token: string;
  locationIds: string[];
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, payload: unknown): Promise<LightMyRequestResponse>;
}

let userCounter = 0;

export async function merchantSession(
  t: TestContext,
  setting: Partial<typeof merchantSettings.$inferInsert> = {},
): Promise<MerchantSession> {
  const db = t.database.db;
  const merchant = await buildMerchant(db, {}, setting);
  const locationIds = [
    (await buildLocation(db, merchant.id, { name: 'Sentrum' })).id,
    (await buildLocation(db, merchant.id, { name: 'Torget' })).id,
  ];
  userCounter += 1;
  const username = `katalog.${merchant.id}.${userCounter}`.toLowerCase();
  await buildUser(db, { merchantId: merchant.id, username });
  const token = await loginAs(t.app, username);
  return {
    merchantId: merchant.id,
    token,
    locationIds,
    get: (url) => t.app.inject({ method: 'GET', url, headers: auth(token) }),
    post: (url, payload) => t.app.inject({ method: 'POST', url, headers: auth(token), payload: payload as object }),
  };
}

export const P = (path: string) => `/api/product/${path}`;

export type { TestContext };

export { buildTestApp } from './harness';

/** The fields a 400 names. */
export const fieldsOf = (response: LightMyRequestResponse): Record<string, string> => {
  const body = response.json() as { error?: { fields?: Record<string, string> } };
  return body.error?.fields ?? {};
};
