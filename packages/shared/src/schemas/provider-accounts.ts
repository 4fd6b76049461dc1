import { z } from 'zod';
import { PROVIDER_ACCOUNT_MESSAGES } from '../location-rules';
import { idSchema, merchantField } from './ids';
import { text } from './text';

/**
 * The card-provider accounts of a location (super admin; spec part 2 §2.19, §3 swedbankpay_account and
 * dinteroAccount, §5): /swedbankPay 'SwedbankPay eCom konto' and /dintero 'Dintero konto'. The secret
 * (Swedbank Pay's access token, Dintero's client secret) is stored encrypted and never travels back:
 * an answer says whether one is set and shows its last four characters; an edit with the field empty
 * keeps the stored one. Saving an account makes it the location's online payment provider.
 */

export { PROVIDER_ACCOUNT_MESSAGES };

export const SWEDBANK_PAY_TEST_API_URL = 'https://api.externalintegration.payex.com';
export const SWEDBANK_PAY_PRODUCTION_API_URL = 'https://api.payex.com';

const required = (label: string, max = 200) =>
  text({ message: `${label} må fylles ut` })
    .trim()
    .min(1, { message: `${label} må fylles ut` })
    .max(max, { message: `Høyst ${max} tegn` });

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

const httpsUrl = (label: string) => required(label, 500).refine(isHttpsUrl, { message: PROVIDER_ACCOUNT_MESSAGES.urlInvalid });
const color = required('Temafarge').refine((value) => /^#[0-9a-fA-F]{6}$/.test(value), { message: PROVIDER_ACCOUNT_MESSAGES.colorInvalid });
/** Empty keeps the stored secret; otherwise the new one, without surrounding spaces. */
const secret = text().trim().max(2000, { message: 'Høyst 2000 tegn' }).default('');

/** How a secret shows: whether one is stored and its last four characters. */
export const storedSecretSchema = z.object({ set: z.boolean(), lastFour: z.string().nullable() });
export type StoredSecret = z.infer<typeof storedSecretSchema>;

export const providerAccountQuery = z.object({ merchant: merchantField, locationId: idSchema });

// ---- Swedbank Pay ------------------------------------------------------------------------------

export const swedbankPayAccountSchema = z.object({
  id: z.string(),
  merchant: z.string(),
  locationId: z.string(),
  swedbankPayBaseApiUrl: z.string(),
  payeeId: z.string(),
  payeeName: z.string(),
  hostUrl: z.string(),
  cancelUrl: z.string(),
  completeUrl: z.string(),
  themePrimaryColor: z.string(),
  accessToken: storedSecretSchema,
  updatedDateTime: z.string(),
});
export type SwedbankPayAccount = z.infer<typeof swedbankPayAccountSchema>;

/** GET /api/settings/getSwedbankPayAccount?locationId: the account, or null when the location has none. */
export const swedbankPayAccountResponse = z.object({ account: swedbankPayAccountSchema.nullable() });
export type SwedbankPayAccountResponse = z.infer<typeof swedbankPayAccountResponse>;

export const editSwedbankPayAccountBody = z.object({
  merchant: merchantField,
  locationId: idSchema,
  swedbankPayBaseApiUrl: httpsUrl('Basis-API-URL').transform((value) => value.replace(/\/+$/, '')),
  payeeId: required('Payee-ID', 100),
  payeeName: required('Payee-navn', 100),
  hostUrl: httpsUrl('Host-URL'),
  cancelUrl: httpsUrl('Avbryt-URL'),
  completeUrl: httpsUrl('Fullført-URL'),
  themePrimaryColor: color,
  accessToken: secret,
});
export type EditSwedbankPayAccountBody = z.output<typeof editSwedbankPayAccountBody>;

// ---- Dintero -----------------------------------------------------------------------------------

export const dinteroAccountSchema = z.object({
  id: z.string(),
  merchant: z.string(),
  locationId: z.string(),
  accountId: z.string(),
  checkoutProfileId: z.string(),
  defaultPaymentType: z.string(),
  themePrimaryColor: z.string(),
  clientId: z.string(),
  clientSecret: storedSecretSchema,
  updatedDateTime: z.string(),
});
export type DinteroAccount = z.infer<typeof dinteroAccountSchema>;

/** GET /api/settings/getDinteroAccount?locationId: the account, or null when the location has none. */
export const dinteroAccountResponse = z.object({ account: dinteroAccountSchema.nullable() });
export type DinteroAccountResponse = z.infer<typeof dinteroAccountResponse>;

export const editDinteroAccountBody = z.object({
  merchant: merchantField,
  locationId: idSchema,
  accountId: required('Konto-ID', 20).refine((value) => /^[TP]\d{8}$/.test(value), {
    message: PROVIDER_ACCOUNT_MESSAGES.accountIdInvalid,
  }),
  checkoutProfileId: required('Checkout-profil-ID'),
  defaultPaymentType: required('Standard betalingstype', 100),
  themePrimaryColor: color,
  clientId: required('Klient-ID'),
  clientSecret: secret,
});
export type EditDinteroAccountBody = z.output<typeof editDinteroAccountBody>;
