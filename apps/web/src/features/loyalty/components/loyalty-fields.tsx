import { Checkbox, Group } from '@mantine/core';
import type { FieldErrors } from '@/components/form/form-errors';
import { PercentInput } from '@/components/form/percent-input';
import { texts } from '@/i18n';
import { DateRangeFields } from './date-range-fields';

/** The terms a discount and a reward programme share. */
interface TermsValues {
  percent: number | string;
  fromDate: string | null;
  toDate: string | null;
}

interface TermsFieldsProps<V extends TermsValues> {
  form: { values: V; errors: FieldErrors; set: <K extends keyof V>(key: K, value: V[K]) => void };
  percentLabel: string;
  /** `discount` or `reward`: the fields' test ids start with it. */
  testIdPrefix: string;
}

/** The percent and the period (from, to, the single-day hint) of a discount or a reward programme. */
export function TermsFields<V extends TermsValues>({ form, percentLabel, testIdPrefix }: TermsFieldsProps<V>) {
  const { values, errors, set } = form;
  return (
    <>
      <PercentInput
        label={percentLabel}
        value={values.percent}
        onChange={(value) => set('percent', value as V['percent'])}
        error={errors.percent}
        withAsterisk
        maw={200}
        data-testid={`${testIdPrefix}-percent`}
      />
      <DateRangeFields
        fromDate={values.fromDate}
        toDate={values.toDate}
        onFromChange={(value) => set('fromDate', value as V['fromDate'])}
        onToChange={(value) => set('toDate', value as V['toDate'])}
        errors={errors}
        testIdPrefix={testIdPrefix}
      />
    </>
  );
}

interface LocationChoiceProps {
  locations: readonly { id: string; name: string }[];
  value: string[];
  onChange: (value: string[]) => void;
  error?: string;
  testId: string;
}

/** The locations a discount or reward programme holds at, as checkboxes; only when there are several. */
export function LocationChoice({ locations, value, onChange, error, testId }: LocationChoiceProps) {
  if (locations.length <= 1) return null;
  return (
    <Checkbox.Group
      label={texts.loyalty.common.locations}
      value={value}
      onChange={onChange}
      error={error}
      withAsterisk
      data-testid={testId}
    >
      <Group gap="md" mt={6}>
        {locations.map((location) => (
          <Checkbox key={location.id} value={location.id} label={location.name} />
        ))}
      </Group>
    </Checkbox.Group>
  );
}
