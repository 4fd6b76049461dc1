import { and, asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { Db } from '../src/db/client';
import { auditRecords, type merchantSettings } from '../src/db/schema/index';
import { buildTwoMerchants } from './business-factories';
import { auth, buildUser, loginAs } from './factories';
import type { TestContext } from './harness';

type Headers = ReturnType<typeof auth> | Record<string, never>;

/** A caller of the settings API with its session's headers. */
export interface SettingsCaller {
  headers: Headers;
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, payload: unknown): Promise<LightMyRequestResponse>;
}

function caller(t: TestContext, token: string | null): SettingsCaller {
  const headers: Headers = token === null ? {} : auth(token);
  return {
    headers,
    get: (url) => t.app.inject({ method: 'GET', url, headers }),
    post: (url, payload) => t.app.inject({ method: 'POST', url, headers, payload: payload as object }),
  };
}

let superAdmins = 0;

/**
 * Two merchants (buildTwoMerchants) with callers: the merchant's ADMIN, a MANAGER, a super admin logged in
 * for the merchant, the other merchant's admin, and an anonymous one.
 */
export async function buildSettingsWorld(t: TestContext, setting: Partial<typeof merchantSettings.$inferInsert> = {}) {
  const db = t.database.db;
  const fixture = await buildTwoMerchants(db, setting);
  const manager = await buildUser(db, { merchantId: fixture.merchant.id, role: 'MANAGER' });
  superAdmins += 1;
  const superAdminName = `plattform.innstillinger.${superAdmins}.${fixture.merchant.id}`.toLowerCase();
  const superAdminUser = await buildUser(db, { merchantId: null, role: 'SUPER_ADMIN', username: superAdminName });
  return {
    ...fixture,
    superAdminUser,
    managerUser: manager,
    admin: caller(t, await loginAs(t.app, fixture.admin.username)),
    adminUser: fixture.admin,
    manager: caller(t, await loginAs(t.app, manager.username)),
    superAdmin: caller(t, await loginAs(t.app, superAdminName, fixture.merchant.id)),
    otherAdmin: caller(t, await loginAs(t.app, fixture.otherAdmin.username)),
    anonymous: caller(t, null),
  };
}

/** The audit records of a merchant for one action, oldest first. */
export async function auditRowsOf(db: Db, merchantId: string, action: string) {
  return db
    .select()
    .from(auditRecords)
    .where(and(eq(auditRecords.merchantId, merchantId), eq(auditRecords.action, action)))
    .orderBy(asc(auditRecords.createdAt));
}
