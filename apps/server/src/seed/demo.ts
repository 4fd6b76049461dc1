import { eq, inArray } from 'drizzle-orm';
import { eraseHistory } from './erase-history';
import type { Db } from '../db/client';
import { merchants, users } from '../db/schema/index';
import { hashPassword } from '../modules/auth/passwords';
import { PIZZA_PROFILE } from './merchant-data-pizza';
import { DEMO_PROFILE } from './merchant-data';
import { seedMerchant } from './seed-merchant';
import { SUPER_ADMIN_USERNAME } from './staff';

export interface SeedOptions {
  /** Days of sales history ending today (Europe/Oslo); default 120. */
  days?: number;
  /** Average orders per day for Demo Restaurant; Pizza Demo gets about a third. Default 60. */
  ordersPerDay?: number;
  /** The moment the history ends; default the current time. */
  now?: Date;
  /** 32-byte key for the payment-provider secrets (encryptSecret). */
  secretKey: Buffer;
  /** Progress lines, e.g. for the console; silent by default. */
  log?: (message: string) => void;
}

export interface SeedSummary {
  merchants: string[];
  orders: number;
  zReports: number;
}

export const DEMO_PASSWORD = 'demo1234';

export const DEMO_LOGINS: ReadonlyArray<{
  username: string;
  role: 'ADMIN' | 'MANAGER' | 'SUPER_ADMIN';
  merchant: string | null;
  note: string;
}> = [
  { username: 'demo.admin', role: 'ADMIN', merchant: 'demo', note: 'Administrator i Demo Restaurant (alle funksjoner, tre avdelinger)' },
  { username: 'demo.manager', role: 'MANAGER', merchant: 'demo', note: 'Daglig leder i Demo Restaurant' },
  { username: 'pizza.admin', role: 'ADMIN', merchant: 'pizza', note: 'Administrator i Pizza Demo (takeaway, én avdeling)' },
  {
    username: SUPER_ADMIN_USERNAME,
    role: 'SUPER_ADMIN',
    merchant: null,
    note: 'Superadmin: logg inn via /superadmin/login med merchant=demo eller pizza',
  },
];

const PROFILES = [DEMO_PROFILE, PIZZA_PROFILE];
const DEMO_MERCHANT_IDS = PROFILES.map((p) => p.id);

/** True when the demo merchant exists. */
export async function isDemoSeeded(db: Db): Promise<boolean> {
  const found = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.id, DEMO_PROFILE.id));
  return found.length > 0;
}

function positiveInteger(name: string, value: number): number {
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} må være et positivt heltall, fikk ${value}`);
  return value;
}

/**
 * Seeds the two demo merchants with menus, settings, staff and a sales history of `days` days,
 * settled up to yesterday. Each merchant is written in its own transaction.
 */
export async function seedDemo(db: Db, options: SeedOptions): Promise<SeedSummary> {
  const days = positiveInteger('days', options.days ?? 120);
  const ordersPerDay = positiveInteger('ordersPerDay', options.ordersPerDay ?? 60);
  const now = options.now ?? new Date();
  if (Number.isNaN(now.getTime())) throw new Error('now er ikke et gyldig tidspunkt');
  if (options.secretKey.length !== 32) throw new Error('secretKey må være 32 byte');
  const log = options.log ?? (() => undefined);

  const existing = await db.select({ id: merchants.id }).from(merchants).where(inArray(merchants.id, DEMO_MERCHANT_IDS));
  if (existing.length) {
    throw new Error(`Demodata finnes allerede: merchant ${existing.map((m) => `'${m.id}'`).join(' og ')} er opprettet.`);
  }
  const usernames = PROFILES.flatMap((p) => p.employees.map((e) => e.username));
  const taken = await db.select({ username: users.username }).from(users).where(inArray(users.username, usernames));
  if (taken.length) {
    throw new Error(`Brukernavn for demo-ansatte er allerede i bruk: ${taken.map((u) => u.username).join(', ')}.`);
  }

  // One slow argon2 hash shared by every demo login.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  // Separate transactions, started together: on a PostgreSQL server they run on two connections
  // (PGlite runs them one after the other).
  const results = await Promise.allSettled(
    PROFILES.map((profile) =>
      seedMerchant(db, profile, {
        now,
        days,
        ordersPerDay,
        secretKey: options.secretKey,
        passwordHash,
        createSuperAdmin: profile === DEMO_PROFILE,
        log,
      }),
    ),
  );
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) {
    // All or nothing: remove the merchant this call did write, so that the seed can simply be run again.
    const written = PROFILES.filter((_, i) => results[i]!.status === 'fulfilled').map((p) => p.id);
    if (written.length) await eraseHistory(db, { merchantIds: written }).catch(() => undefined);
    throw failed.reason;
  }
  const summary: SeedSummary = { merchants: PROFILES.map((p) => p.id), orders: 0, zReports: 0 };
  for (const result of results) {
    if (result.status !== 'fulfilled') continue;
    summary.orders += result.value.orders;
    summary.zReports += result.value.zReports;
  }
  return summary;
}
