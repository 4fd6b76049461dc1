import { randomUUID } from 'node:crypto';
import type { UserRole } from '@bakrom/shared/enums';
import type { App } from '../src/app';
import type { Db } from '../src/db/client';
import { locations, merchantSettings, merchants, users } from '../src/db/schema/index';
import { hashPassword } from '../src/modules/auth/passwords';

export const TEST_PASSWORD = 'riktig-passord';
let passwordHash: Promise<string> | undefined;

function unique(prefix: string) {
  return `${prefix}${randomUUID().slice(0, 8)}`;
}

export async function buildMerchant(
  db: Db,
  overrides: Partial<typeof merchants.$inferInsert> = {},
  setting: Partial<typeof merchantSettings.$inferInsert> = {},
) {
  const [merchant] = await db
    .insert(merchants)
    .values({ id: unique('m-'), name: 'Testkafé AS', ...overrides })
    .returning();
  await db.insert(merchantSettings).values({ merchantId: merchant!.id, ...setting });
  return merchant!;
}

export async function buildLocation(db: Db, merchantId: string, overrides: Partial<typeof locations.$inferInsert> = {}) {
  const [location] = await db
    .insert(locations)
    .values({ merchantId, name: unique('Avdeling '), vatNumber: '923609016', ...overrides })
    .returning();
  return location!;
}

export async function buildUser(db: Db, options: { merchantId: string | null; role?: UserRole; username?: string; status?: string }) {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const [user] = await db
    .insert(users)
    .values({
      merchantId: options.merchantId,
      userRole: options.role ?? 'ADMIN',
      username: options.username ?? unique('bruker.'),
      passwordHash: await passwordHash,
      firstname: 'Kari',
      lastname: 'Nordmann',
      status: options.status ?? 'ACTIVE',
    })
    .returning();
  return user!;
}

/** Logs in through the API and answers the session token. */
export async function loginAs(app: App, username: string, merchant?: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/public/backoffice_login',
    payload: { username, password: TEST_PASSWORD, ...(merchant ? { merchant } : {}) },
  });
  const body = response.json() as { result: string; user?: string };
  if (body.result !== 'SUCCEEDED' || !body.user) throw new Error(`login failed for ${username}: ${response.body}`);
  return (JSON.parse(body.user) as { authToken: string }).authToken;
}

export const auth = (token: string) => ({ authorization: `Basic ${token}` });
