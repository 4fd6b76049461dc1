import { Alert, Button, Group, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { IDENTITY_KINDS, type Employee, type IdentityKind } from '@bakrom/shared/schemas/staff';
import { texts } from '@/i18n';
import { apiErrorMessage } from '@/components/form/form-errors';
import { useRevealNationalId } from '../api/reveal-national-id';

/** The identity radio's choice: a kind, or none set. */
export type IdentityChoice = IdentityKind | 'NONE';
const CHOICES: readonly IdentityChoice[] = [...IDENTITY_KINDS, 'NONE'];

/** The staff register's values of the employee form; the cost is typed in kroner. */
export interface RegisterValues {
  identityKind: IdentityChoice;
  /** Empty on edit keeps the stored one. */
  nationalId: string;
  identityCode: string;
  hourlyCost: string;
}

interface RegisterFieldsProps {
  merchant: string;
  /** Absent when an employee is being created. */
  employee: Employee | undefined;
  values: RegisterValues;
  /** The form's messages, by the body's paths (`user.nationalId`). */
  errors: Record<string, string>;
  onChange: <K extends keyof RegisterValues>(key: K, value: RegisterValues[K]) => void;
  /** An ADMIN or a super admin: 'Vis fødselsnummer' asks the server for the whole number. */
  mayReveal: boolean;
  /** An ADMIN or a super admin: 'Timekostnad (kr)' is shown (and sent). */
  withHourlyCost: boolean;
}

/** 'Vis fødselsnummer': the stored number in whole, asked for (and recorded by the server) at each press. */
function RevealNationalId({ merchant, userId }: { merchant: string; userId: string }) {
  const t = texts.staff.form.register;
  const reveal = useRevealNationalId(merchant, userId);
  return (
    <Stack gap={4} align="flex-start">
      <Group gap="sm">
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => !reveal.isPending && reveal.mutate()}
          loading={reveal.isPending}
          data-testid="employee-reveal-national-id"
        >
          {t.reveal}
        </Button>
        {reveal.data !== undefined && (
          <Text size="sm" ff="monospace" role="status" data-testid="employee-national-id-revealed">
            {t.revealed(reveal.data)}
          </Text>
        )}
      </Group>
      {reveal.isError && (
        <Alert color="red" role="alert" py={6}>
          {apiErrorMessage(reveal.error, t.revealFailed)}
        </Alert>
      )}
    </Stack>
  );
}

/**
 * 'Personalliste' of the employee form: how the register names the employee (a fødselsnummer or D-number, a
 * code from the merchant's key list, or not yet set) and, for an ADMIN and a super admin, the hourly cost.
 * A stored national identity number is never sent back to the form: it shows masked, and a blank field keeps it.
 */
export function RegisterFields({ merchant, employee, values, errors, onChange, mayReveal, withHourlyCost }: RegisterFieldsProps) {
  const t = texts.staff.form.register;
  const stored = employee?.nationalIdMasked ?? '';
  return (
    <Stack gap="md" mt="sm" data-testid="employee-register">
      <Stack gap={4}>
        <Title order={2} fz="h4">
          {t.title}
        </Title>
        <Text size="sm" c="dimmed">
          {t.description}
        </Text>
      </Stack>
      <Radio.Group
        label={t.identity}
        value={values.identityKind}
        onChange={(value) => onChange('identityKind', value as IdentityChoice)}
        error={errors['user.identityKind']}
        data-testid="employee-identity-kind"
      >
        <Stack gap="xs" mt={6}>
          {CHOICES.map((choice) => (
            <Radio key={choice} value={choice} label={t.kinds[choice]} data-testid={`employee-identity-${choice}`} />
          ))}
        </Stack>
      </Radio.Group>
      {values.identityKind === 'NATIONAL_ID' && (
        <Stack gap={4}>
          <TextInput
            label={t.nationalId}
            description={stored ? t.nationalIdStored(stored) : t.nationalIdHint}
            value={values.nationalId}
            onChange={(event) => onChange('nationalId', event.currentTarget.value)}
            error={errors['user.nationalId']}
            withAsterisk={!stored}
            inputMode="numeric"
            autoComplete="off"
            maxLength={14}
            maw={320}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            data-testid="employee-national-id"
          />
          {stored && mayReveal && employee && <RevealNationalId merchant={merchant} userId={employee.userId} />}
        </Stack>
      )}
      {values.identityKind === 'CODE' && (
        <TextInput
          label={t.code}
          description={t.codeHint}
          value={values.identityCode}
          onChange={(event) => onChange('identityCode', event.currentTarget.value)}
          error={errors['user.identityCode']}
          withAsterisk
          autoComplete="off"
          maxLength={20}
          maw={320}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          data-testid="employee-identity-code"
        />
      )}
      {withHourlyCost && (
        <TextInput
          label={t.hourlyCost}
          description={t.hourlyCostHint}
          value={values.hourlyCost}
          onChange={(event) => onChange('hourlyCost', event.currentTarget.value)}
          error={errors['user.hourlyCost']}
          inputMode="decimal"
          autoComplete="off"
          maw={320}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          data-testid="employee-hourly-cost"
        />
      )}
    </Stack>
  );
}
