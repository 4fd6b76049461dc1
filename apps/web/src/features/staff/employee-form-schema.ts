import { z } from 'zod';
import { NATIONAL_ID_MESSAGES } from '@bakrom/shared/national-identity-number';
import { createUserBody, editUserBody } from '@bakrom/shared/schemas/staff';

/**
 * The whole employee form in one schema: the body of createUser or editUser and the password repeated,
 * checked at once (the repeat also while another field fails, by `when`), so that the first press of
 * 'Lagre' names every error. What it hands on is the body without the repeat.
 */

const repeated = { repeatPassword: z.string() };

const samePassword = (values: { user: { userPassword?: string }; repeatPassword: string }) =>
  (values.user.userPassword ?? '') === values.repeatPassword;

const repeatRule = (message: string) => ({
  path: ['repeatPassword'],
  message,
  when: ({ value }: { value: unknown }) => {
    const { user, repeatPassword } = value as { user?: { userPassword?: unknown }; repeatPassword?: unknown };
    return typeof repeatPassword === 'string' && ['string', 'undefined'].includes(typeof user?.userPassword);
  },
});

const withoutRepeat = <T extends { repeatPassword: string }>({ repeatPassword: _repeat, ...body }: T) => body;

/**
 * On edit a blank national identity number keeps the stored one; with none stored, choosing it asks for it
 * (as the create body's rule does), checked with the other fields' messages.
 */
const nationalIdRule = {
  path: ['user', 'nationalId'],
  message: NATIONAL_ID_MESSAGES.required,
  when: ({ value }: { value: unknown }) => {
    const user = (value as { user?: { identityKind?: unknown; nationalId?: unknown } }).user;
    return typeof user === 'object' && user !== null && ['string', 'undefined'].includes(typeof user.nationalId);
  },
};
const nationalIdGiven = (nationalIdStored: boolean) => (values: { user: { identityKind?: string | null; nationalId?: string } }) =>
  values.user.identityKind !== 'NATIONAL_ID' || nationalIdStored || (values.user.nationalId ?? '') !== '';

export const newEmployeeFormSchema = (passwordsDiffer: string) =>
  createUserBody.extend(repeated).refine(samePassword, repeatRule(passwordsDiffer)).transform(withoutRepeat);

/** `nationalIdStored`: the employee has a national identity number already, which a blank field keeps. */
export const editedEmployeeFormSchema = (passwordsDiffer: string, nationalIdStored = true) =>
  editUserBody
    .extend(repeated)
    .refine(samePassword, repeatRule(passwordsDiffer))
    .refine(nationalIdGiven(nationalIdStored), nationalIdRule)
    .transform(withoutRepeat);

export type EmployeeFormBody = z.output<ReturnType<typeof newEmployeeFormSchema>> | z.output<ReturnType<typeof editedEmployeeFormSchema>>;
