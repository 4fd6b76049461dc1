import { createHash } from 'node:crypto';
import { companies, dinteroAccounts, locations, merchantSettings, merchants, swedbankPayAccounts, vatRates } from '../db/schema/index';
import { encryptSecret } from '../lib/secrets';
import { menuTilePng, storePng } from './images';
import { orgNumberFrom } from './org-number';
import type { LocationProfile, MerchantProfile } from './profile-types';
import type { DbOrTx } from '../db/client';

export const SWEDBANK_PAY_TEST_URL = 'https://api.externalintegration.payex.com';

/** Stable fake values for provider accounts: hex digits derived from a label. */
function fakeHex(label: string, length: number): string {
  return createHash('sha256').update(label).digest('hex').slice(0, length);
}

function fakeUuid(label: string): string {
  const hex = fakeHex(label, 32);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function fakeDigits(label: string, length: number): string {
  return BigInt(`0x${fakeHex(label, 16)}`)
    .toString()
    .slice(-length)
    .padStart(length, '1');
}

/** The Dintero account id of a location: 'T' and eight digits. */
export function dinteroAccountId(merchantId: string, locationCode: string): string {
  return `T${fakeDigits(`${merchantId}:${locationCode}:account`, 8)}`;
}

/** The merchant row, its settings, company, VAT rates; returns the created location ids in profile order. */
export async function seedMerchantBasics(tx: DbOrTx, profile: MerchantProfile, secretKey: Buffer): Promise<string[]> {
  await tx.insert(merchants).values({ id: profile.id, name: profile.name });
  const logoUrl = await storePng(tx, profile.id, menuTilePng(profile.logoHue, 4));
  await tx.insert(merchantSettings).values({ merchantId: profile.id, ...profile.settings, logoImageFile: logoUrl });
  const { orgNumberBase, ...company } = profile.company;
  await tx.insert(companies).values({ merchantId: profile.id, ...company, vatNumber: orgNumberFrom(orgNumberBase) });
  await tx.insert(vatRates).values({ merchantId: profile.id, ...profile.vat });

  const locationIds: string[] = [];
  for (const [index, location] of profile.locations.entries()) {
    const headerImage = await storePng(tx, profile.id, menuTilePng((profile.logoHue + 40 * (index + 1)) % 360, index));
    const [row] = await tx
      .insert(locations)
      .values({
        merchantId: profile.id,
        name: location.name,
        shortName: location.shortName,
        vatNumber: orgNumberFrom(location.orgNumberBase),
        street: location.street,
        zipCode: location.zipCode,
        city: location.city,
        phone: location.phone,
        email: location.email,
        headerImageFile: headerImage,
        googleMapsIframeUrl: `https://www.google.com/maps?q=${encodeURIComponent(`${location.street}, ${location.zipCode} ${location.city}`)}&output=embed`,
        onlinePaymentProvider: location.onlinePaymentProvider,
        earliestPickupTime: location.earliestPickupTime,
      })
      .returning({ id: locations.id });
    locationIds.push(row!.id);
    await seedPaymentAccount(tx, profile, location, row!.id, secretKey);
  }
  return locationIds;
}

async function seedPaymentAccount(tx: DbOrTx, profile: MerchantProfile, location: LocationProfile, locationId: string, secretKey: Buffer) {
  const label = `${profile.id}:${location.code}`;
  const siteUrl = `https://${profile.webshopHost}`;
  if (location.onlinePaymentProvider === 'SWEDBANK_PAY') {
    await tx.insert(swedbankPayAccounts).values({
      locationId,
      merchantId: profile.id,
      baseApiUrl: SWEDBANK_PAY_TEST_URL,
      payeeId: fakeUuid(`${label}:payee`),
      payeeName: location.name,
      hostUrl: siteUrl,
      cancelUrl: `${siteUrl}/checkout/avbrutt`,
      completeUrl: `${siteUrl}/checkout/fullfort`,
      themePrimaryColor: '#B3261E',
      accessTokenEncrypted: encryptSecret(fakeHex(`${label}:token`, 64), secretKey),
    });
  }
  if (location.onlinePaymentProvider === 'DINTERO') {
    const accountId = dinteroAccountId(profile.id, location.code);
    await tx.insert(dinteroAccounts).values({
      locationId,
      merchantId: profile.id,
      accountId,
      checkoutProfileId: `${accountId}.${fakeHex(`${label}:profile`, 22)}`,
      defaultPaymentType: 'vipps',
      themePrimaryColor: '#1E6B52',
      clientId: fakeUuid(`${label}:client`),
      clientSecretEncrypted: encryptSecret(fakeUuid(`${label}:secret`), secretKey),
    });
  }
}
