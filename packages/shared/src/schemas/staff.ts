import { z } from 'zod';
import { LANGUAGES, USER_ROLES } from '../enums';
import { EMPLOYEE_ROLES, PINCODE_PATTERN, STAFF_PASSWORD_MAX, STAFF_PASSWORD_MIN, isLooseEmail } from '../staff-rules';
import { isNationalId, maskNationalId, nationalIdProblem, normaliseNationalId, NATIONAL_ID_MESSAGES } from '../national-identity-number';
import { idSchema, merchantField } from './ids';
import { text } from './text';

/**
 * Employees (/users, spec part 2 §2.7, §3 User, §5, §7 Employees) and a user's own password (/profile).
 * A password never travels back: answers carry no password or hash.
 */

export const IDENTITY_KINDS = ['NATIONAL_ID', 'CODE'] as const;
export type IdentityKind = (typeof IDENTITY_KINDS)[number];

export const employeeSchema = z.object({
  userId: z.string(),
  type: z.literal('user'),
  merchant: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  userRole: z.enum(USER_ROLES),
  username: z.string(),
  /** Four digits, or empty for a user without one. */
  pincode: z.string(),
  email: z.string(),
  phone: z.string(),
  status: z.enum(['ACTIVE', 'INACTIVE']),
  /** The staff register's identity: a national identity number, a code with the merchant's key list, or none yet. */
  identityKind: z.enum(IDENTITY_KINDS).nullable(),
  /** The fødselsnummer or D-number, always masked here ('*******2345'); '' when none. Whole only through revealNationalId. */
  nationalIdMasked: z.string(),
  identityCode: z.string(),
  /** Labour cost per hour in øre; null when none is set, and always null for a MANAGER. */
  hourlyCost: z.number().int().nullable(),
  /** ISO timestamp of the last change. */
  updatedDateTime: z.string(),
});
export type Employee = z.infer<typeof employeeSchema>;

export const listEmployeesQuery = z.object({ merchant: merchantField });
/** By first name, last name and username. */
export const listEmployeesResponse = z.array(employeeSchema);
export const getUserQuery = z.object({ merchant: merchantField, userId: idSchema });

export const PINCODE_MESSAGE = 'Pin-koden må være 4 siffer';
export const PINCODE_TAKEN_MESSAGE = 'Pin-koden er allerede i bruk';
export const USERNAME_TAKEN_MESSAGE = 'Brukernavnet er opptatt';
/** A taken username's message: never whose it is, with a free name to use instead where there is one. */
export const usernameTakenMessage = (suggestion: string | undefined) =>
  suggestion ? `${USERNAME_TAKEN_MESSAGE}. Forslag: ${suggestion}` : USERNAME_TAKEN_MESSAGE;
export const PASSWORDS_DIFFER_MESSAGE = 'Passordene er ikke like';
export const INVALID_EMAIL_MESSAGE = 'Ugyldig epost';

const pincodeField = text({ message: PINCODE_MESSAGE }).regex(PINCODE_PATTERN, { message: PINCODE_MESSAGE });

/** POST checkUserPincode: answers TRUE when another user of the merchant has the pincode (`userId`: the one being edited). */
export const checkUserPincodeBody = z.object({ merchant: merchantField, pincode: pincodeField, userId: idSchema.optional() });
export const checkUserPincodeResponse = z.enum(['TRUE', 'FALSE']);

const IDENTITY_CODE_MESSAGE = 'Koden kan bare ha bokstaver, sifre og bindestrek';
const HOURLY_COST_MESSAGE = 'Timekostnaden må være et beløp fra 0 til 100 000 kr';

const required = (message: string, max: number, tooLong: string) =>
  text({ message }).trim().min(1, { message }).max(max, { message: tooLong });

const passwordField = text({ message: 'Passord må fylles ut' })
  .min(STAFF_PASSWORD_MIN, { message: `Passordet må ha minst ${STAFF_PASSWORD_MIN} tegn` })
  .max(STAFF_PASSWORD_MAX, { message: `Passordet kan ha høyst ${STAFF_PASSWORD_MAX} tegn` });

const userFields = {
  type: z.literal('user').optional(),
  merchant: merchantField,
  firstname: required('Fornavn må fylles ut', 100, 'Fornavnet kan ha høyst 100 tegn'),
  lastname: required('Etternavn må fylles ut', 100, 'Etternavnet kan ha høyst 100 tegn'),
  userRole: z.enum(EMPLOYEE_ROLES, { message: 'Velg rolle (Manager eller Admin)' }),
  /** Stored trimmed and lower-cased, as the login reads it; unique across the platform. */
  username: required('Brukernavn må fylles ut', 100, 'Brukernavnet kan ha høyst 100 tegn')
    .transform((value) => value.toLowerCase())
    .refine((value) => !/\s/.test(value), { message: 'Brukernavnet kan ikke inneholde mellomrom' }),
  pincode: pincodeField,
  email: required('E-post må fylles ut', 200, 'E-postadressen kan ha høyst 200 tegn').refine(isLooseEmail, {
    message: INVALID_EMAIL_MESSAGE,
  }),
  phone: required('Telefon må fylles ut', 30, 'Telefonnummeret kan ha høyst 30 tegn'),
  identityKind: z.enum(IDENTITY_KINDS, { message: 'Velg fødselsnummer eller kode' }).nullable().optional(),
  /** A fødselsnummer or D-number; blank (or absent) on edit keeps the stored one. */
  nationalId: text({ message: NATIONAL_ID_MESSAGES.format })
    .transform(normaliseNationalId)
    .refine((value) => value === '' || isNationalId(value), {
      error: (issue) => nationalIdProblem(String(issue.input)) ?? NATIONAL_ID_MESSAGES.format,
    })
    .optional(),
  identityCode: text({ message: IDENTITY_CODE_MESSAGE })
    .trim()
    .max(20, { message: 'Koden kan ha høyst 20 tegn' })
    .regex(/^[0-9A-Za-zÆØÅæøå-]*$/, { message: IDENTITY_CODE_MESSAGE })
    .optional(),
  /** Øre per hour; null removes it. Only an ADMIN or a super admin sets it. */
  hourlyCost: z
    .number({ message: HOURLY_COST_MESSAGE })
    .int({ message: HOURLY_COST_MESSAGE })
    .min(0, { message: HOURLY_COST_MESSAGE })
    .max(100_000_00, { message: HOURLY_COST_MESSAGE })
    .nullable()
    .optional(),
};

const identityRules = {
  check: (user: { identityKind?: IdentityKind | null; identityCode?: string }) =>
    user.identityKind !== 'CODE' || (user.identityCode ?? '') !== '',
  params: { message: 'Koden må fylles ut', path: ['identityCode'] },
};

export const newUserSchema = z
  .object({ ...userFields, userPassword: passwordField })
  .refine(identityRules.check, identityRules.params)
  .refine((user) => user.identityKind !== 'NATIONAL_ID' || (user.nationalId ?? '') !== '', {
    message: NATIONAL_ID_MESSAGES.required,
    path: ['nationalId'],
  });
/** On edit a blank (or absent) password keeps the old one; `status` INACTIVE ends the user's sessions. */
export const editedUserSchema = z
  .object({
    ...userFields,
    userId: idSchema,
    userPassword: z.union([z.literal(''), passwordField]).optional(),
    status: z.enum(['ACTIVE', 'INACTIVE']).optional(),
  })
  .refine(identityRules.check, identityRules.params);

export const createUserBody = z.object({ merchant: merchantField, user: newUserSchema });
export type CreateUserBody = z.input<typeof createUserBody>;
export type NewUser = z.output<typeof newUserSchema>;
export const editUserBody = z.object({ merchant: merchantField, user: editedUserSchema });
export type EditUserBody = z.input<typeof editUserBody>;
export type EditedUser = z.output<typeof editedUserSchema>;
/** The user as listed, or just its id. */
export const deleteUserBody = z.object({ merchant: merchantField, user: z.object({ userId: idSchema }) });
export type DeleteUserBody = z.input<typeof deleteUserBody>;

/** POST /api/user/changeOwnPassword (/profile): the current password, and the new one. */
export const changeOwnPasswordBody = z.object({
  currentPassword: text({ message: 'Nåværende passord må fylles ut' })
    .min(1, { message: 'Nåværende passord må fylles ut' })
    .max(STAFF_PASSWORD_MAX, { message: 'Feil nåværende passord' }),
  newPassword: passwordField,
});
export type ChangeOwnPasswordBody = z.infer<typeof changeOwnPasswordBody>;
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Feil nåværende passord';

export const LANGUAGE_MESSAGE = 'Velg språk: nb (norsk) eller en (engelsk)';
/** POST /api/user/changeOwnLanguage (/profile, every logged-in user): the language of one's own screens and messages. */
export const changeOwnLanguageBody = z.object({ language: z.enum(LANGUAGES, { message: LANGUAGE_MESSAGE }) });
export type ChangeOwnLanguageBody = z.infer<typeof changeOwnLanguageBody>;
export const changeOwnLanguageResponse = z.object({ language: z.enum(LANGUAGES) });
export type ChangeOwnLanguageResponse = z.infer<typeof changeOwnLanguageResponse>;

/** GET /api/user/revealNationalId (ADMIN and super admin, audited): an employee's whole fødselsnummer or D-number. */
export const revealNationalIdQuery = z.object({ merchant: merchantField, userId: idSchema });
export const revealNationalIdResponse = z.object({ nationalId: z.string() });

export { maskNationalId };
