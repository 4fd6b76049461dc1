import { useRef, useState, type FormEvent } from 'react';
import { Alert, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { nb } from '@/i18n/nb';
import { validateLogin, type LoginErrors, type LoginValues } from '../login-validation';

interface LoginFormProps {
  /** Runs the login; resolves to an error text to show, or null when the user is logged in. */
  onLogin: (values: LoginValues) => Promise<string | null>;
  /** Called once, when the visitor starts typing (lets the page warm up the login call). */
  onFirstInput?: () => unknown;
  /** Ask for the customer (merchant) too, above the username: the super-admin login without one. */
  askMerchant?: boolean;
}

export function LoginForm({ onLogin, onFirstInput, askMerchant = false }: LoginFormProps) {
  const [values, setValues] = useState<LoginValues>({ username: '', password: '', merchant: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [touched, setTouched] = useState(false);
  // State alone lets two presses in the same tick both through; the ref does not.
  const pendingRef = useRef(false);

  const change = (field: keyof LoginValues) => (event: { currentTarget: HTMLInputElement }) => {
    const value = event.currentTarget.value;
    if (!touched) {
      setTouched(true);
      Promise.resolve(onFirstInput?.()).catch(() => undefined);
    }
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pendingRef.current) return;
    const found = validateLogin(values, askMerchant);
    setErrors(found);
    setFailure(null);
    if (found.username || found.password || found.merchant) return;
    pendingRef.current = true;
    setPending(true);
    let message: string | null;
    try {
      message = await onLogin(askMerchant ? values : { username: values.username, password: values.password });
    } catch {
      message = nb.login.unavailable;
    }
    pendingRef.current = false;
    setPending(false);
    setFailure(message);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {askMerchant && (
          <TextInput
            label={nb.login.merchantLabel}
            description={nb.login.merchantHint}
            name="merchant"
            autoComplete="off"
            autoCapitalize="none"
            autoFocus
            value={values.merchant}
            onChange={change('merchant')}
            error={errors.merchant}
            data-testid="login-merchant-field"
          />
        )}
        <TextInput
          label={nb.login.username}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          autoFocus={!askMerchant}
          value={values.username}
          onChange={change('username')}
          error={errors.username}
        />
        <PasswordInput
          label={nb.login.password}
          name="password"
          autoComplete="current-password"
          value={values.password}
          onChange={change('password')}
          error={errors.password}
        />
        {failure && (
          <Alert color="red" role="alert" data-testid="login-error">
            {failure}
          </Alert>
        )}
        <Button type="submit" loading={pending} fullWidth>
          {nb.login.submit}
        </Button>
        <Text size="sm" c="dimmed" data-testid="bot-protection">
          {nb.login.botProtection}
        </Text>
      </Stack>
    </form>
  );
}
