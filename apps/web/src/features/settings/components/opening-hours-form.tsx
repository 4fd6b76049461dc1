import { useState, type FormEvent } from 'react';
import { NativeSelect } from '@mantine/core';
import { editOpeningHoursBody, type OpeningHours, type OpeningHoursDay } from '@bakrom/shared/schemas/settings';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormShell } from '@/components/form/form-shell';
import { useForm } from '@/components/form/use-form';
import { texts } from '@/i18n';
import { useEditOpeningHours } from '../api/edit-opening-hours';
import { closesNextDay, LONG_OPENING_MINUTES, OPENING_TIME_OPTIONS, openingMinutes, openingTimeOrDefault } from '../time-options';
import { WeekdayTimesTable } from './weekday-times-table';

interface OpeningHoursFormProps {
  merchant: string;
  initial: OpeningHours;
}

type TimeField = 'fromTime' | 'toTime' | 'kitchenClosingTime';

/**
 * Per weekday: open or closed, from, to and kitchen closing time, in 15-minute steps. A closing time
 * after midnight says '(neste dag)', and a week with an opening longer than 16 hours asks before it is saved.
 */
export function OpeningHoursForm({ merchant, initial }: OpeningHoursFormProps) {
  const t = texts.operations;
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
  const [longDays, setLongDays] = useState<string | null>(null);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const long = days
      .filter((day) => day.isOpen && openingMinutes(day.fromTime, day.toTime) > LONG_OPENING_MINUTES)
      .map((day) =>
        t.openingHours.longDay(
          t.common.weekdays[day.day],
          day.fromTime,
          day.toTime,
          t.openingHours.hours(openingMinutes(day.fromTime, day.toTime)),
          closesNextDay(day.fromTime, day.toTime),
        ),
      );
    if (long.length === 0) return form.submit();
    setLongDays(long.join('. '));
  };

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
    <>
      <FormShell
        form={{ ...form, submit }}
        framed={false}
        saved={form.savedMessage}
        savedTestId="opening-hours-saved"
        testId="opening-hours-form"
      >
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
          noteOf={(day, field) =>
            field === 'toTime' && day.isOpen && closesNextDay(day.fromTime, day.toTime) ? t.openingHours.nextDay : undefined
          }
          onChange={update}
        />
      </FormShell>
      <ConfirmDialog
        opened={longDays !== null}
        title={t.openingHours.longTitle}
        message={t.openingHours.longMessage(longDays ?? '')}
        confirmLabel={t.openingHours.longConfirm}
        cancelLabel={t.openingHours.longCancel}
        onConfirm={() => {
          setLongDays(null);
          void form.submit();
        }}
        onCancel={() => setLongDays(null)}
      />
    </>
  );
}
