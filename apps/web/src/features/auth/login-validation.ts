import { texts } from '@/i18n';

export interface LoginValues {
  username: string;
  password: string;
  /** Only on the super-admin login without a `merchant` parameter: the customer to log in for. */
  merchant?: string;
}

export type LoginErrors = Partial<Record<keyof LoginValues, string>>;

/**
 * Spec part 1 §5: both fields are required; a username of only spaces counts as empty. When the form
 * asks for the customer (super-admin login without the parameter), it is required too.
 */
export function validateLogin(values: LoginValues, askMerchant = false): LoginErrors {
  const errors: LoginErrors = {};
  if (askMerchant && (values.merchant ?? '').trim() === '') errors.merchant = texts.login.merchantRequired;
  if (values.username.trim() === '') errors.username = texts.login.usernameRequired;
  if (values.password === '') errors.password = texts.login.passwordRequired;
  return errors;
}
