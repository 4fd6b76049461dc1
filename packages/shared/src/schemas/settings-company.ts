import { z } from 'zod';
import { FUNCTIONALITIES, WEBSHOP_AUTO_SETTLE_TIMES } from '../enums';
import { CATALOGUE_MESSAGES, imageIdOfUrl, imageUrlOf } from '../catalogue-rules';
import { POSTAL_CODE_MESSAGES } from '../location-rules';
import { merchantSettingSchema } from '../merchant-settings';
import { normaliseOrganisationNumber, organisationNumberProblem } from '../organisation-number';
import { isLooseEmail } from '../staff-rules';
import { merchantField } from './ids';
import { text } from './text';

/**
 * The merchant's own settings (spec part 2 §2.16 VAT, §2.17 company, §2.20 merchant settings; §3 vat,
 * company, merchant_setting; §5; §7 Settings). The same schemas check the forms and every request.
 */

// ---- VAT ---------------------------------------------------------------------------------------

export const VAT_MESSAGES = {
  required: 'Fyll ut satsen i prosent',
  notANumber: 'Satsen må være et tall',
  aboveZero: 'Satsen må være større enn 0',
  atMost100: 'Satsen kan være høyst 100 %',
  twoDecimals: 'Satsen kan ha høyst to desimaler',
} as const;

const vatRateInput = z
  .number({ error: (issue) => (issue.input === undefined || issue.input === '' ? VAT_MESSAGES.required : VAT_MESSAGES.notANumber) })
  .gt(0, VAT_MESSAGES.aboveZero)
  .max(100, VAT_MESSAGES.atMost100)
  .multipleOf(0.01, VAT_MESSAGES.twoDecimals);

/** VAT percentages per order type: Spise her, Ta med, Levere. */
export const vatSchema = z.object({
  merchant: z.string(),
  dineIn: z.number(),
  takeOut: z.number(),
  delivery: z.number(),
  /** ISO timestamp of the last save; null before the first. */
  updatedDateTime: z.string().nullable(),
});
export type Vat = z.infer<typeof vatSchema>;

export const getVatQuery = z.object({ merchant: merchantField });

/** The three rates; `updatedDateTime` a client sends back is ignored (the server sets it on save). */
export const editVatBody = z.object({
  merchant: merchantField,
  dineIn: vatRateInput,
  takeOut: vatRateInput,
  delivery: vatRateInput,
  updatedDateTime: text().max(100).nullish(),
});
export type EditVatBody = z.infer<typeof editVatBody>;

// ---- Company -----------------------------------------------------------------------------------

export const COMPANY_MESSAGES = {
  nameRequired: 'Firmanavn må fylles ut',
  streetRequired: 'Adresse må fylles ut',
  cityRequired: 'Sted må fylles ut',
  zipCode: POSTAL_CODE_MESSAGES.format,
  phone: 'Telefonnummeret må ha 8–15 sifre (gjerne med + foran)',
  email: 'Ugyldig e-postadresse',
  tooLong: (max: number) => `Høyst ${max} tegn`,
  saved: 'Firmainnstillingene er oppdatert',
} as const;

const requiredText = (message: string, max = 200) =>
  text({ error: message }).trim().min(1, message).max(max, COMPANY_MESSAGES.tooLong(max));

/**
 * A Norwegian postal code of the company and of a location: four digits, at least one of them not 0
 * (spec: postal code above 0); sent and stored as text. Each failure says what is wrong.
 */
export const zipCodeInput = text({ error: POSTAL_CODE_MESSAGES.format })
  .trim()
  .superRefine((value, context) => {
    if (value === '') context.addIssue({ code: 'custom', message: POSTAL_CODE_MESSAGES.required });
    else if (!/^[0-9]{4}$/.test(value)) context.addIssue({ code: 'custom', message: POSTAL_CODE_MESSAGES.format });
    else if (value === '0000') context.addIssue({ code: 'custom', message: POSTAL_CODE_MESSAGES.none(value) });
  });

/** Digits with an optional leading +, spaces allowed while typing and dropped; not all zeros. */
export const phoneInput = text({ error: COMPANY_MESSAGES.phone })
  .transform((value) => value.replace(/\s+/g, ''))
  .refine((value) => /^\+?[0-9]{8,15}$/.test(value) && /[1-9]/.test(value), COMPANY_MESSAGES.phone);

export const emailInput = text({ error: COMPANY_MESSAGES.email })
  .trim()
  .max(200, COMPANY_MESSAGES.tooLong(200))
  .refine(isLooseEmail, COMPANY_MESSAGES.email);

/** A Norwegian organisation number: nine digits with a valid MOD11 check digit (spaces dropped). */
export const organisationNumberInput = text({ error: 'Organisasjonsnummer må fylles ut' })
  .transform(normaliseOrganisationNumber)
  .superRefine((value, context) => {
    const problem = organisationNumberProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

export const companySchema = z.object({
  type: z.literal('company'),
  merchant: z.string(),
  /** The merchant's one company record: its id is the merchant's. */
  id: z.string(),
  name: z.string(),
  vatNumber: z.string(),
  street: z.string(),
  zipCode: z.string(),
  city: z.string(),
  phone: z.string(),
  email: z.string(),
  useFunctionality: z.enum(FUNCTIONALITIES),
});
export type Company = z.infer<typeof companySchema>;

export const getCompanyQuery = z.object({ merchant: merchantField });

export const editCompanyBody = z.object({
  type: z.literal('company').optional(),
  merchant: merchantField,
  id: text().max(100).optional(),
  name: requiredText(COMPANY_MESSAGES.nameRequired),
  vatNumber: organisationNumberInput,
  street: requiredText(COMPANY_MESSAGES.streetRequired),
  zipCode: zipCodeInput,
  city: requiredText(COMPANY_MESSAGES.cityRequired, 100),
  phone: phoneInput,
  email: emailInput,
});
export type EditCompanyBody = z.infer<typeof editCompanyBody>;

/** editCompany and editMerchantSetting answer the id of the saved record (spec part 2 §7). */
export const savedIdSchema = z.string();

// ---- Merchant settings -------------------------------------------------------------------------

export const MERCHANT_SETTING_MESSAGES = {
  functionalityRequired: 'Velg funksjonalitet',
  settleTime: 'Velg et tidspunkt for automatisk oppgjør (ingen, 23:55 eller 05:00)',
  yesNo: 'Velg ja eller nei',
  saved: 'Merchant innstillingene er oppdatert',
} as const;

export const merchantSettingDocumentSchema = merchantSettingSchema.extend({
  merchant: z.string(),
  /** The merchant's one settings record: its id is the merchant's. */
  id: z.string(),
  /**
   * Whether the automatic end-of-day settlement at webshopAutoSettleAtTime also takes the Z-report of the
   * tills (POS terminals). Read by the /merchant form only, so it is not among the settings stored at login.
   */
  autoSettleTills: z.boolean(),
});
export type MerchantSettingDocument = z.infer<typeof merchantSettingDocumentSchema>;

export const getMerchantSettingQuery = z.object({ merchant: merchantField });

const yesNo = z.boolean({ error: MERCHANT_SETTING_MESSAGES.yesNo });

/** Empty, or an image uploaded through /api/media/uploadImageFile, kept in its canonical spelling. */
const logoInput = text()
  .trim()
  .max(300)
  .nullish()
  .transform((url) => (url ? url : null))
  .refine((url) => url === null || imageIdOfUrl(url) !== undefined, CATALOGUE_MESSAGES.imageUrlInvalid)
  .transform((url) => (url === null ? null : imageUrlOf(imageIdOfUrl(url)!)));

/** The fields of the /merchant form (§2.20); the other settings a client may send back are left as they are. */
export const editMerchantSettingBody = z.object({
  merchant: merchantField,
  id: text().max(100).optional(),
  logoImageFile: logoInput,
  useFunctionality: z.enum(FUNCTIONALITIES, { error: MERCHANT_SETTING_MESSAGES.functionalityRequired }),
  websiteShowDineInMenu: yesNo,
  showAvailableOnDays: yesNo,
  showSpicyLevelSelections: yesNo,
  takeawayAutoSmsConfirm: yesNo,
  takeawayAutoSetOrdersAsCompleted: yesNo,
  webshopAutoSettleAtTime: z.enum(WEBSHOP_AUTO_SETTLE_TIMES, { error: MERCHANT_SETTING_MESSAGES.settleTime }),
  autoSettleTills: yesNo,
});
export type EditMerchantSettingBody = z.infer<typeof editMerchantSettingBody>;
