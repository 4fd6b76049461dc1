import { NativeSelect } from '@mantine/core';
import { editOpeningHoursBody, type OpeningHours, type OpeningHoursDay } from '@bakrom/shared/schemas/settings';
import { FormShell } from '@/components/form/form-shell';
import { useForm } from '@/components/form/use-form';
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
  const form = useForm({
    initial: {
      openingHours: initial.openingHours.map((day) => ({
        ...day,
        fromTime: openingTimeOrDefault(day.fromTime),
        toTime: openingTimeOrDefault(day.toTime),
        kitchenClosingTime: openingTimeOrDefault(day.kitchenClosingTime),
      })),
    },
    schema: editOpeningHoursBody,
    toBody: (values) => ({ merchant, locationId: initial.locationId, openingHours: values.openingHours }),
    save: save.mutateAsync,
    // A message about the whole week goes above the buttons.
    shownFields: ['openingHours.*'],
    savedMessage: t.openingHours.saved,
  });
  const days = form.values.openingHours;

  const update = (index: number, change: Partial<OpeningHoursDay>) =>
    form.set(
      'openingHours',
      days.map((day, at) => (at === index ? { ...day, ...change } : day)),
    );

  const columns: Array<[TimeField, string]> = [
    ['fromTime', t.openingHours.from],
    ['toTime', t.openingHours.to],
    ['kitchenClosingTime', t.openingHours.kitchenClosing],
  ];

  return (
    <FormShell form={form} framed={false} saved={form.savedMessage} savedTestId="opening-hours-saved" testId="opening-hours-form">
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
        errorOf={(index, field) => form.errors[`openingHours.${index}.${field}`]}
        onChange={update}
      />
    </FormShell>
  );
}
