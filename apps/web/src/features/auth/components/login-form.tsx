import { useRef } from 'react';
import { PasswordInput, Text, TextInput } from '@mantine/core';
import { z } from 'zod';
import { FormShell } from '@/components/form/form-shell';
import { SubmitRefused, type FieldErrors } from '@/components/form/form-errors';
import { useForm } from '@/components/form/use-form';
import { texts } from '@/i18n';
import { validateLogin, type LoginValues } from '../login-validation';

interface LoginFormProps {
  /** Runs the login; resolves to an error text to show, or null when the user is logged in. */
  onLogin: (values: LoginValues) => Promise<string | null>;
  /** Called once, when the visitor starts typing (lets the page warm up the login call). */
  onFirstInput?: () => unknown;
  /** Ask for the customer (merchant) too, above the username: the super-admin login without one. */
  askMerchant?: boolean;
}

/** What the login sends: the fields as typed (the server trims the username). */
const loginBody = z.object({ username: z.string(), password: z.string(), merchant: z.string().optional() });

const SHOWN_FIELDS = ['merchant', 'username', 'password'] as const;

export function LoginForm({ onLogin, onFirstInput, askMerchant = false }: LoginFormProps) {
  const form = useForm({
    kind: 'submit',
    initial: { username: '', password: '', merchant: '' } as Required<LoginValues>,
    schema: loginBody,
    check: (values) => Object.fromEntries(Object.entries(validateLogin(values, askMerchant)).filter(([, text]) => text)) as FieldErrors,
    toBody: (values) => (askMerchant ? values : { username: values.username, password: values.password }),
    save: async (body) => {
      const message = await onLogin(body);
      if (message) throw new SubmitRefused(message);
    },
    shownFields: SHOWN_FIELDS,
    failureText: texts.login.unavailable,
  });
  const typed = useRef(false);

  const change = (field: keyof LoginValues) => (event: { currentTarget: HTMLInputElement }) => {
    if (!typed.current) {
      typed.current = true;
      Promise.resolve(onFirstInput?.()).catch(() => undefined);
    }
    form.set(field, event.currentTarget.value);
  };

  return (
    <FormShell
      form={form}
      framed={false}
      main={{ label: texts.login.submit, fullWidth: true, testId: 'login-submit' }}
      failureTestId="login-error"
      footer={
        <Text size="sm" c="dimmed" data-testid="bot-protection">
          {texts.login.botProtection}
        </Text>
      }
    >
      {askMerchant && (
        <TextInput
          label={texts.login.merchantLabel}
          description={texts.login.merchantHint}
          name="merchant"
          autoComplete="off"
          autoCapitalize="none"
          autoFocus
          value={form.values.merchant}
          onChange={change('merchant')}
          error={form.errors.merchant}
          data-testid="login-merchant-field"
        />
      )}
      <TextInput
        label={texts.login.username}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        autoFocus={!askMerchant}
        value={form.values.username}
        onChange={change('username')}
        error={form.errors.username}
      />
      <PasswordInput
        label={texts.login.password}
        name="password"
        autoComplete="current-password"
        value={form.values.password}
        onChange={change('password')}
        error={form.errors.password}
      />
    </FormShell>
  );
}
