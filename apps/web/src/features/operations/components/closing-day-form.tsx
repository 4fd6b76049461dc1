import { useState, type FormEvent } from 'react';
import { Paper, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import 'dayjs/locale/nb';
import { osloDateOf } from '@bakrom/shared/business-day';
import type { Location } from '@bakrom/shared/schemas/location';
import { createClosingDaysBody, type CreateClosingDaysBody } from '@bakrom/shared/schemas/operations';
import { apiFieldErrors, generalFailure, zodFieldErrors, type FieldErrors } from '@/components/form/form-errors';
import { LocationSelect } from '@/components/location-select';
import { FormActions } from '@/components/form/form-actions';
import { nb } from '@/i18n/nb';

interface ClosingDayFormProps {
  merchant: string;
  locations: readonly Location[];
  initialLocationId: string | undefined;
  pending: boolean;
  /** The failed save, for its field messages. */
  error: unknown;
  onSubmit: (body: CreateClosingDaysBody) => void;
}

/** Location, from date, to date (from ≤ to) and a required message, checked by the API's own schema. */
export function ClosingDayForm({ merchant, locations, initialLocationId, pending, error, onSubmit }: ClosingDayFormProps) {
  const t = nb.operations;
  const today = osloDateOf(new Date());
  const [locationId, setLocationId] = useState(initialLocationId);
  const [fromDate, setFromDate] = useState<string | null>(today);
  const [toDate, setToDate] = useState<string | null>(today);
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const shown = { ...apiFieldErrors(error), ...errors };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = createClosingDaysBody.safeParse({ merchant, locationId, fromDate: fromDate ?? undefined, toDate: toDate ?? undefined, message });
    if (!checked.success) return setErrors(zodFieldErrors(checked.error));
    setErrors({});
    onSubmit(checked.data);
  };

  const changeFrom = (value: string | null) => {
    setFromDate(value);
    if (value && toDate && toDate < value) setToDate(value);
  };

  return (
    <DatesProvider settings={{ locale: 'nb', firstDayOfWeek: 1 }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
            <Stack gap="md">
              <LocationSelect
                locations={locations}
                value={locationId}
                onChange={setLocationId}
                label={t.common.location}
                error={shown.locationId}
              />
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
                <DatePickerInput
                  label={t.closingDays.fromDate}
                  value={fromDate}
                  onChange={changeFrom}
                  valueFormat="DD.MM.YYYY"
                  nextLabel={t.closingDays.nextMonth}
                  previousLabel={t.closingDays.previousMonth}
                  placeholder={t.closingDays.datePlaceholder}
                  error={shown.fromDate}
                  withAsterisk
                  data-testid="closing-from"
                />
                <DatePickerInput
                  label={t.closingDays.toDate}
                  value={toDate}
                  onChange={setToDate}
                  minDate={fromDate ?? undefined}
                  valueFormat="DD.MM.YYYY"
                  nextLabel={t.closingDays.nextMonth}
                  previousLabel={t.closingDays.previousMonth}
                  placeholder={t.closingDays.datePlaceholder}
                  error={shown.toDate}
                  withAsterisk
                  data-testid="closing-to"
                />
              </SimpleGrid>
              <Textarea
                label={t.closingDays.message}
                value={message}
                onChange={(event) => setMessage(event.currentTarget.value)}
                error={shown.message}
                withAsterisk
                rows={3}
                data-testid="closing-message"
              />
            </Stack>
          </Paper>
          <FormActions pending={pending} failure={generalFailure(error, t.common.saveFailed)} cancelTo="/closingdays" />
        </Stack>
      </form>
    </DatesProvider>
  );
}
