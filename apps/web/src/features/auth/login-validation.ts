import { nb } from '@/i18n/nb';

export interface LoginValues {
  username: string;
  password: string;
}

export type LoginErrors = Partial<Record<keyof LoginValues, string>>;

/** Spec part 1 §5: both fields are required; a username of only spaces counts as empty. */
export function validateLogin(values: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  if (values.username.trim() === '') errors.username = nb.login.usernameRequired;
  if (values.password === '') errors.password = nb.login.passwordRequired;
  return errors;
}
