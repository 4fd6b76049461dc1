import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cancelSignedSales } from './cancellations';
import type { MerchantContext } from './context';
import { osloDate } from './dates';
import { seedLoyalty } from './loyalty';
import { seedMenu } from './menu';
import { seedMerchantBasics } from './merchants';
import { seedOperations } from './operations';
import type { MerchantProfile } from './profile-types';
import { seedRefundableOrders } from './refundable-orders';
import { seedSales, type SalesSummary } from './sales';
import { journalSeededHistory } from './journal';
import { signSeededHistory } from './signatures';
import { ensureSuperAdmin, seedStaff } from './staff';
import { seedStaffRegister } from './staff-register';
import { seedTerminalsAndTables } from './terminals';

export interface MerchantSeedParams {
  now: Date;
  days: number;
  ordersPerDay: number;
  secretKey: Buffer;
  passwordHash: string;
  createSuperAdmin: boolean;
  log: (message: string) => void;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** One merchant, reference data and sales history, in one transaction. */
export async function seedMerchant(db: Db, profile: MerchantProfile, params: MerchantSeedParams): Promise<SalesSummary> {
  return db.transaction(async (tx) => {
    // Large sorts and hash joins of the generator stay in memory; compiling its long CASE
    // expressions with JIT would cost more than it saves.
    await tx.execute(sql`set local work_mem = '256MB'`);
    await tx.execute(sql`set local jit = off`);
    const started = Date.now();
    const locationIds = await seedMerchantBasics(tx, profile, params.secretKey);
    const installedAt = new Date(params.now.getTime() - (params.days + 14) * DAY_MS);
    const locations = await seedTerminalsAndTables(tx, profile, locationIds, installedAt);
    const menu = await seedMenu(tx, profile, locations);
    const staff = await seedStaff(tx, profile, params.passwordHash, params.secretKey);
    if (params.createSuperAdmin) await ensureSuperAdmin(tx, params.passwordHash);
    const context: MerchantContext = {
      profile,
      today: osloDate(params.now),
      now: params.now,
      locations,
      menu,
      settlingUserId: staff.settlingUserId,
      staffNames: staff.staffNames,
    };
    await seedOperations(tx, context);
    await seedLoyalty(tx, context);
    if (['POS', 'ALL'].includes(profile.settings.useFunctionality ?? '')) await seedStaffRegister(tx, context, staff.employees);
    params.log(`${profile.id}: grunndata (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    const perDay = Math.max(1, Math.round(params.ordersPerDay * profile.orderShare));
    const summary = await seedSales(tx, context, params.days, perDay, params.log);
    const refundable = await seedRefundableOrders(tx, context);
    const signingStarted = Date.now();
    const signed = await signSeededHistory(tx, profile.id, params.secretKey);
    params.log(`${profile.id}: ${signed} salg og returer signert (${((Date.now() - signingStarted) / 1000).toFixed(1)} s)`);
    const cancelled = await cancelSignedSales(tx, context, params.secretKey);
    params.log(`${profile.id}: ${cancelled} signerte salg kansellert med retur`);
    const journalStarted = Date.now();
    const journalled = await journalSeededHistory(tx, profile.id);
    params.log(`${profile.id}: ${journalled} hendelser journalført (${((Date.now() - journalStarted) / 1000).toFixed(1)} s)`);
    return { ...summary, orders: summary.orders + refundable };
  });
}
