import { PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import type { z } from 'zod';
import type { StoredSecret } from '@bakrom/shared/schemas/provider-accounts';
import { zodFieldErrors } from '@/components/form/form-errors';
import { FormShell } from '@/components/form/form-shell';
import { useForm } from '@/components/form/use-form';
import { texts } from '@/i18n';

export interface AccountField<F extends string> {
  name: F;
  label: string;
  description?: string;
  placeholder?: string;
  inputMode?: 'url' | 'text';
}

interface AccountFormProps<F extends string, S extends string, TBody> {
  merchant: string;
  locationId: string;
  fields: readonly AccountField<F>[];
  secret: { name: S; label: string; note: string; stored: StoredSecret | null };
  initial: Record<F, string> | null;
  schema: z.ZodType<TBody>;
  save: (body: TBody) => Promise<unknown>;
  savedText: string;
  testId: string;
}

/**
 * A card-provider account (spec part 2 §2.19, §5): every field required; the secret is never shown —
 * the field says that one is stored and its last four characters, and left empty keeps it. Saved in
 * place with the spec's success message.
 */
export function AccountForm<F extends string, S extends string, TBody>(props: AccountFormProps<F, S, TBody>) {
  const t = texts.locationsAdmin.accounts;
  const { merchant, locationId, fields, secret, initial, schema, save, savedText, testId } = props;
  type Values = Record<F | S, string>;
  const start = {
    ...(Object.fromEntries(fields.map((field) => [field.name, initial?.[field.name] ?? ''])) as Record<F, string>),
    [secret.name]: '',
  } as Values;
  const stored = secret.stored?.set === true;
  const toBody = (values: Values) => ({ merchant, locationId, ...values });
  const form = useForm<Values, TBody>({
    initial: start,
    schema,
    toBody,
    save,
    shownFields: [...fields.map((field) => field.name), secret.name],
    failureText: t.saveFailed,
    savedMessage: savedText,
    // The stored-secret rule and the schema's together, so that the first press names every error.
    check: (values) => {
      if (stored || values[secret.name].trim()) return null;
      const parsed = schema.safeParse(toBody(values));
      return { ...(parsed.success ? {} : zodFieldErrors(parsed.error)), [secret.name]: texts.common.required(secret.label) };
    },
  });

  return (
    <FormShell form={form} saved={form.savedMessage} savedTestId={`${testId}-saved`} testId={testId}>
      {fields.map((field) => (
        <TextInput
          key={field.name}
          label={field.label}
          description={field.description}
          placeholder={field.placeholder}
          value={form.values[field.name]}
          onChange={(event) => form.set(field.name, event.currentTarget.value as Values[F])}
          error={form.errors[field.name]}
          inputMode={field.inputMode}
          autoComplete="off"
          spellCheck={false}
          withAsterisk
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          data-testid={`${testId}-${field.name}`}
        />
      ))}
      <Stack gap={4}>
        <PasswordInput
          label={secret.label}
          description={stored ? `${t.secretSet(secret.stored?.lastFour ?? null)} ${t.secretKeep}` : undefined}
          value={form.values[secret.name]}
          onChange={(event) => form.set(secret.name, event.currentTarget.value as Values[S])}
          error={form.errors[secret.name]}
          autoComplete="new-password"
          withAsterisk={!stored}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          data-testid={`${testId}-${secret.name}`}
        />
        <Text size="sm" c="dimmed" data-testid={`${testId}-note`}>
          {secret.note}
        </Text>
      </Stack>
    </FormShell>
  );
}
