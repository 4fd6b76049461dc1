import { useState } from 'react';
import { Button, Checkbox, Group, Modal, Text, Textarea, TextInput } from '@mantine/core';
import { osloDateOf } from '@bakrom/shared/business-day';
import { formatDateTime } from '@bakrom/shared/format';
import { DateField } from '@/components/date-field';
import { FormShell } from '@/components/form/form-shell';
import { useForm } from '@/components/form/use-form';
import { texts } from '@/i18n';
import { useCorrectStaffRegisterEntry } from '../api/correct-staff-register-entry';
import { correctEntryFormSchema } from '../entry-form-schemas';
import { clockTime, normaliseTime } from '../register-format';
import type { EntryToCorrect } from './register-table';

const FIELDS = ['strikeOut', 'date', 'time', 'reason'] as const;

interface CorrectionValues {
  strikeOut: boolean;
  date: string | null;
  time: string;
  reason: string;
}

interface CorrectEntryDialogProps {
  merchant: string;
  /** The entry being corrected; null: the dialog is closed. */
  choice: EntryToCorrect | null;
  /** Today in Oslo: no later date is offered. */
  today: string;
  onClose: () => void;
}

function CorrectEntryForm({ merchant, choice, today, onClose }: Omit<CorrectEntryDialogProps, 'choice'> & { choice: EntryToCorrect }) {
  const t = texts.staffRegister.correct;
  const { entry } = choice;
  const correct = useCorrectStaffRegisterEntry();
  const form = useForm({
    initial: {
      strikeOut: false,
      date: osloDateOf(new Date(entry.time)),
      time: clockTime(entry.time),
      reason: '',
    } as CorrectionValues,
    schema: correctEntryFormSchema(),
    toBody: (values: CorrectionValues) => ({
      merchant,
      entryId: entry.id,
      strikeOut: values.strikeOut,
      ...(values.strikeOut ? {} : { date: values.date ?? '', time: normaliseTime(values.time) }),
      reason: values.reason,
    }),
    save: async (body) => {
      const corrected = await correct.mutateAsync(body);
      onClose();
      return corrected;
    },
    shownFields: FIELDS,
    failureText: t.failed,
  });
  const { values, set, errors } = form;

  return (
    <FormShell
      form={form}
      framed={false}
      main={null}
      label={t.title(choice.employeeName, entry.action)}
      testId="correct-entry-form"
      footer={
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={form.pending}>
            {texts.staffRegister.cancel}
          </Button>
          <Button type="submit" loading={form.pending} data-testid="correct-entry-submit">
            {t.submit}
          </Button>
        </Group>
      }
    >
      <Text size="sm" data-testid="correct-entry-current">
        {t.current(formatDateTime(entry.time))}
      </Text>
      <Group align="flex-start" gap="sm" grow>
        <DateField
          label={t.date}
          value={values.date}
          onChange={(value) => set('date', value)}
          maxDate={today}
          maxDateMessage={texts.dates.afterToday}
          error={values.strikeOut ? undefined : errors.date}
          withAsterisk={!values.strikeOut}
          disabled={values.strikeOut}
          testId="correct-entry-date"
        />
        <TextInput
          label={t.time}
          description={texts.staffRegister.add.timeHint}
          value={values.time}
          onChange={(event) => set('time', event.currentTarget.value)}
          onBlur={(event) => set('time', normaliseTime(event.currentTarget.value))}
          error={values.strikeOut ? undefined : errors.time}
          disabled={values.strikeOut}
          placeholder={texts.units.timePlaceholder}
          inputMode="numeric"
          autoComplete="off"
          maxLength={5}
          withAsterisk={!values.strikeOut}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          data-testid="correct-entry-time"
        />
      </Group>
      <Checkbox
        label={t.strikeOut}
        description={t.strikeOutHint}
        checked={values.strikeOut}
        onChange={(event) => set('strikeOut', event.currentTarget.checked)}
        error={errors.strikeOut}
        data-testid="correct-entry-strike-out"
      />
      <Textarea
        label={t.reason}
        description={t.reasonHint}
        value={values.reason}
        onChange={(event) => set('reason', event.currentTarget.value)}
        error={errors.reason}
        withAsterisk
        rows={3}
        maxLength={500}
        data-autofocus
        data-testid="correct-entry-reason"
      />
    </FormShell>
  );
}

/**
 * 'Korriger': a new date and time for an entry, or the entry struck out, always with why. The entry stays as it
 * was recorded; the correction is kept beside it, and the register shows both.
 */
export function CorrectEntryDialog({ choice, onClose, ...props }: CorrectEntryDialogProps) {
  const t = texts.staffRegister.correct;
  // The title stays while the dialog closes.
  const [titled, setTitled] = useState(choice);
  if (choice && choice !== titled) setTitled(choice);
  return (
    <Modal
      opened={choice !== null}
      onClose={onClose}
      title={titled ? t.title(titled.employeeName, titled.entry.action) : ''}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': texts.app.close }}
    >
      {choice && <CorrectEntryForm key={choice.entry.id} {...props} choice={choice} onClose={onClose} />}
    </Modal>
  );
}
