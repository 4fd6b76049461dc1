import { useState, type FormEvent } from 'react';
import { NativeSelect, Stack } from '@mantine/core';
import { editOpeningHoursBody, type OpeningHours, type OpeningHoursDay } from '@bakrom/shared/schemas/settings';
import { apiErrorMessage, apiFieldErrors, zodFieldErrors, type FieldErrors } from '@/components/form/form-errors';
import { FormActions } from '@/components/form/form-actions';
import { nb } from '@/i18n/nb';
import { useEditOpeningHours } from '../api/edit-opening-hours';
import { OPENING_TIME_OPTIONS, openingTimeOrDefault } from '../time-options';
import { WeekdayTimesTable } from './weekday-times-table';

interface OpeningHoursFormProps {
  merchant: string;
  initial: OpeningHours;
}

type TimeField = 'fromTime' | 'toTime' | 'kitchenClosingTime';

/** Per weekday: open or closed, from, to and kitchen closing time, in 15-minute steps. */
export function OpeningHoursForm({ merchant, initial }: OpeningHoursFormProps) {
  const t = nb.operations;
  const save = useEditOpeningHours(merchant);
  const [days, setDays] = useState<OpeningHoursDay[]>(() =>
    initial.openingHours.map((day) => ({
      ...day,
      fromTime: openingTimeOrDefault(day.fromTime),
      toTime: openingTimeOrDefault(day.toTime),
      kitchenClosingTime: openingTimeOrDefault(day.kitchenClosingTime),
    })),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const shown = { ...apiFieldErrors(save.error), ...errors };

  const update = (index: number, change: Partial<OpeningHoursDay>) => {
    save.reset();
    setDays((current) => current.map((day, at) => (at === index ? { ...day, ...change } : day)));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = editOpeningHoursBody.safeParse({ merchant, locationId: initial.locationId, openingHours: days });
    if (!checked.success) return setErrors(zodFieldErrors(checked.error));
    setErrors({});
    save.mutate(checked.data);
  };

  const columns: Array<[TimeField, string]> = [
    ['fromTime', t.openingHours.from],
    ['toTime', t.openingHours.to],
    ['kitchenClosingTime', t.openingHours.kitchenClosing],
  ];

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <WeekdayTimesTable
          tableTestId="opening-hours-table"
          testId="opening"
          minWidth={620}
          days={days}
          dayHeader={t.openingHours.day}
          statusHeader={t.openingHours.status}
          renderStatus={(day, index, dayName) => (
            <NativeSelect
              aria-label={t.openingHours.fieldLabel(t.openingHours.status, dayName)}
              data={[
                { value: 'open', label: t.openingHours.open },
                { value: 'closed', label: t.openingHours.closed },
              ]}
              value={day.isOpen ? 'open' : 'closed'}
              onChange={(event) => update(index, { isOpen: event.currentTarget.value === 'open' })}
              miw={110}
              data-testid="opening-status"
            />
          )}
          columns={columns}
          options={OPENING_TIME_OPTIONS}
          isEnabled={(day) => day.isOpen}
          fieldLabel={t.openingHours.fieldLabel}
          errorOf={(index, field) => shown[`openingHours.${index}.${field}`]}
          onChange={update}
        />
        <FormActions
          pending={save.isPending}
          saved={save.isSuccess ? t.openingHours.saved : null}
          savedTestId="opening-hours-saved"
          failure={shown.openingHours ?? (save.isError ? apiErrorMessage(save.error, t.common.saveFailed) : null)}
        />
      </Stack>
    </form>
  );
}
