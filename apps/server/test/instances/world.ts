/**
 * The data of the several-instances test, written straight into its database before the instances
 * start: the channel shop (its terminals and menu), its staff, a super admin, merchants whose
 * automatic settlement is due, a merchant that refunds through Dintero and a location's print queue.
 */
import { addDays, osloDateOf } from '@bakrom/shared/business-day';
import type { Db } from '../../src/db/client';
import { dinteroAccounts, terminals } from '../../src/db/schema/index';
import { encryptSecret } from '../../src/lib/secrets';
import { latestDueRun, osloInstant } from '../../src/modules/reports/auto-settlement';
import { buildShop } from '../channel-order-factories';
import { buildLocation, buildMerchant, buildUser } from '../factories';
import { TEST_SECRET_KEY } from '../harness';
import { buildPrintQueue } from '../printing-factories';
import { DINTERO_CLIENT_SECRET } from '../refund-factories';
import { buildReportOrder, buildReportTerminal } from '../report-factories';

/** Merchants whose automatic settlement of yesterday is due when the instances start. */
export const SETTLEMENT_MERCHANTS = 12;

export async function seedWorld(db: Db, now: Date) {
  const shop = await buildShop(db);
  const admin = await buildUser(db, { merchantId: shop.merchantId, role: 'ADMIN' });
  const guessed = await buildUser(db, { merchantId: shop.merchantId, role: 'MANAGER' });
  const superAdmin = await buildUser(db, { merchantId: null, role: 'SUPER_ADMIN' });
  const printerKey = await buildPrintQueue(db, {
    merchantId: shop.merchantId,
    locationId: shop.sentrum.id,
    currentJobs: [
      { jobId: 'jobb-1', type: 'KITCHEN_TICKET', text: 'Bong 1\n', mediaTypes: ['text/plain'] },
      { jobId: 'jobb-2', type: 'KITCHEN_TICKET', text: 'Bong 2\n', mediaTypes: ['text/plain'] },
    ],
  });

  // Yesterday's sales (Oslo), unsettled, at merchants that settle automatically at 23:55.
  const yesterdayNoon = osloInstant(addDays(osloDateOf(now), -1), '12:00').toISOString();
  const settling: { merchantId: string; terminalIds: string[] }[] = [];
  for (let index = 0; index < SETTLEMENT_MERCHANTS; index += 1) {
    const merchant = await buildMerchant(db, { name: `Dagsoppgjør ${index + 1} AS` }, { webshopAutoSettleAtTime: '23:55' });
    const location = await buildLocation(db, merchant.id);
    const terminalIds: string[] = [];
    for (const terminalType of ['WEBSHOP', 'KIOSK'] as const) {
      const terminal = await buildReportTerminal(db, merchant.id, location.id, { terminalType });
      terminalIds.push(terminal.id);
      for (let order = 0; order < 2; order += 1) {
        await buildReportOrder(db, {
          merchantId: merchant.id,
          locationId: location.id,
          terminalId: terminal.id,
          orderedAt: yesterdayNoon,
          orderNumber: 1000 + terminalIds.length * 10 + order,
          lines: [{ itemName: 'Margherita', unitPrice: 10_000, vatRate: 15, category: { id: null, name: 'Pizza' } }],
        });
      }
    }
    settling.push({ merchantId: merchant.id, terminalIds });
  }

  // A takeaway merchant whose location refunds card payments through Dintero.
  const refundMerchant = await buildMerchant(db, { name: 'Refusjon AS' }, { useFunctionality: 'TAKEAWAY' });
  const refundLocation = await buildLocation(db, refundMerchant.id, { onlinePaymentProvider: 'DINTERO' });
  const [refundTerminal] = await db
    .insert(terminals)
    .values({ merchantId: refundMerchant.id, locationId: refundLocation.id, terminalId: 'WEBSHOP', terminalType: 'WEBSHOP' })
    .returning();
  await db.insert(dinteroAccounts).values({
    locationId: refundLocation.id,
    merchantId: refundMerchant.id,
    accountId: 'T12345678',
    checkoutProfileId: 'T12345678.profil',
    defaultPaymentType: 'vipps',
    themePrimaryColor: '#1E6B52',
    clientId: 'klient-id-1',
    clientSecretEncrypted: encryptSecret(DINTERO_CLIENT_SECRET, TEST_SECRET_KEY),
  });
  const refundAdmin = await buildUser(db, { merchantId: refundMerchant.id, role: 'ADMIN' });

  return {
    shop,
    admin,
    guessed,
    superAdmin,
    printerKey,
    settling,
    /** The business day the instances' first settlement pass settles. */
    settlementDate: latestDueRun('23:55', now).businessDate,
    refunds: {
      merchant: { merchantId: refundMerchant.id, locationId: refundLocation.id, terminalId: refundTerminal!.id },
      admin: refundAdmin,
    },
  };
}
export type World = Awaited<ReturnType<typeof seedWorld>>;
