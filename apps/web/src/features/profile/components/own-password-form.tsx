import { useState } from 'react';
import { Alert, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { FormShell } from '@/components/form/form-shell';
import { useForm } from '@/components/form/use-form';
import { texts } from '@/i18n';
import { changeOwnPassword } from '../api/change-own-password';
import { ownPasswordFormSchema } from '../own-password-schema';

const SHOWN = ['currentPassword', 'newPassword', 'repeat'];
const EMPTY = { currentPassword: '', newPassword: '', repeat: '' };

function PasswordFields({ onChanged }: { onChanged: () => void }) {
  const t = texts.staff.ownPassword;
  const form = useForm({
    initial: EMPTY,
    schema: ownPasswordFormSchema(texts.staff.form.passwordsDiffer),
    toBody: (values) => values,
    save: async (body) => {
      await changeOwnPassword(body);
      onChanged();
    },
    shownFields: SHOWN,
    failureText: t.failed,
  });
  const { values, set, errors } = form;
  const mismatch = values.repeat.length > 0 && values.repeat !== values.newPassword ? texts.staff.form.passwordsDiffer : undefined;

  return (
    <FormShell form={form} testId="own-password-form" main={{ label: t.submit, testId: 'own-password-save' }}>
      <PasswordInput
        label={t.current}
        value={values.currentPassword}
        onChange={(event) => set('currentPassword', event.currentTarget.value)}
        error={errors.currentPassword}
        withAsterisk
        autoComplete="current-password"
        maw={360}
        data-testid="own-password-current"
      />
      <PasswordInput
        label={t.next}
        description={texts.staff.form.passwordHint}
        value={values.newPassword}
        onChange={(event) => set('newPassword', event.currentTarget.value)}
        error={errors.newPassword}
        withAsterisk
        autoComplete="new-password"
        maw={360}
        data-testid="own-password-new"
      />
      <PasswordInput
        label={t.repeat}
        value={values.repeat}
        onChange={(event) => set('repeat', event.currentTarget.value)}
        error={mismatch ?? errors.repeat}
        withAsterisk
        autoComplete="new-password"
        maw={360}
        data-testid="own-password-repeat"
      />
    </FormShell>
  );
}

/**
 * /profile 'Endre passord' (beyond the spec): the current password and the new one twice. The user's other
 * sessions end; this one stays. After a change the fields start empty again.
 */
export function OwnPasswordForm() {
  const t = texts.staff.ownPassword;
  const [round, setRound] = useState(0);
  return (
    <Stack gap="sm">
      <Title order={2} fz="h4">
        {t.title}
      </Title>
      <Text c="dimmed" size="sm">
        {t.description}
      </Text>
      {round > 0 && (
        <Alert color="teal" role="status" data-testid="own-password-changed">
          {t.changed}
        </Alert>
      )}
      <PasswordFields key={round} onChanged={() => setRound((count) => count + 1)} />
    </Stack>
  );
}
