import { z } from 'zod';
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

export const newEmployeeFormSchema = (passwordsDiffer: string) =>
  createUserBody.extend(repeated).refine(samePassword, repeatRule(passwordsDiffer)).transform(withoutRepeat);

export const editedEmployeeFormSchema = (passwordsDiffer: string) =>
  editUserBody.extend(repeated).refine(samePassword, repeatRule(passwordsDiffer)).transform(withoutRepeat);

export type EmployeeFormBody = z.output<ReturnType<typeof newEmployeeFormSchema>> | z.output<ReturnType<typeof editedEmployeeFormSchema>>;
