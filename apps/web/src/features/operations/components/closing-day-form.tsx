import { SimpleGrid, Textarea } from '@mantine/core';
import { osloDateOf } from '@bakrom/shared/business-day';
import type { Location } from '@bakrom/shared/schemas/location';
import { createClosingDaysBody, type CreateClosingDaysBody } from '@bakrom/shared/schemas/operations';
import { DateField } from '@/components/date-field';
import { FormShell } from '@/components/form/form-shell';
import { useForm } from '@/components/form/use-form';
import { LocationSelect } from '@/components/location-select';
import { texts } from '@/i18n';

const SHOWN = ['locationId', 'fromDate', 'toDate', 'message'];

interface ClosingDayFormProps {
  merchant: string;
  locations: readonly Location[];
  initialLocationId: string | undefined;
  save: (body: CreateClosingDaysBody) => Promise<unknown>;
  /** Where a save leads. */
  next: string;
}

/** Location, from date, to date (from ≤ to) and a required message, checked by the API's own schema. */
export function ClosingDayForm({ merchant, locations, initialLocationId, save, next }: ClosingDayFormProps) {
  const t = texts.operations;
  const today = osloDateOf(new Date());
  const form = useForm({
    initial: { locationId: initialLocationId, fromDate: today as string | null, toDate: today as string | null, message: '' },
    schema: createClosingDaysBody,
    toBody: (values) => ({ merchant, ...values, fromDate: values.fromDate ?? undefined, toDate: values.toDate ?? undefined }),
    save,
    shownFields: SHOWN,
    next,
  });
  const { values, set, errors } = form;

  const changeFrom = (value: string | null) => {
    set('fromDate', value);
    if (value && values.toDate && values.toDate < value) set('toDate', value);
  };

  return (
    <FormShell form={form} cancelTo="/closingdays" testId="closing-day-form">
      <LocationSelect
        locations={locations}
        value={values.locationId}
        onChange={(locationId) => set('locationId', locationId)}
        label={t.common.location}
        error={errors.locationId}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <DateField
          label={t.closingDays.fromDate}
          value={values.fromDate}
          onChange={changeFrom}
          error={errors.fromDate}
          withAsterisk
          testId="closing-from"
        />
        <DateField
          label={t.closingDays.toDate}
          value={values.toDate}
          onChange={(value) => set('toDate', value)}
          minDate={values.fromDate ?? undefined}
          minDateMessage={texts.dates.toBeforeFrom}
          error={errors.toDate}
          withAsterisk
          testId="closing-to"
        />
      </SimpleGrid>
      <Textarea
        label={t.closingDays.message}
        value={values.message}
        onChange={(event) => set('message', event.currentTarget.value)}
        error={errors.message}
        withAsterisk
        rows={3}
        data-testid="closing-message"
      />
    </FormShell>
  );
}
