import { Alert, Button, Group, Modal, NativeSelect, Radio, Textarea, TextInput } from '@mantine/core';
import type { StaffClockAction } from '@bakrom/shared/schemas/staff-register';
import { STAFF_CLOCK_ACTIONS } from '@bakrom/shared/schemas/staff-register';
import { DateField } from '@/components/date-field';
import { FormShell } from '@/components/form/form-shell';
import { useForm } from '@/components/form/use-form';
import { texts } from '@/i18n';
import { useEmployees } from '@/lib/api/list-employees';
import { useAddStaffRegisterEntry } from '../api/add-staff-register-entry';
import { addEntryFormSchema } from '../entry-form-schemas';
import { normaliseTime } from '../register-format';

const FIELDS = ['userId', 'action', 'date', 'time', 'reason'] as const;

interface AddEntryValues {
  userId: string;
  action: StaffClockAction | '';
  date: string | null;
  time: string;
  reason: string;
}

interface AddEntryDialogProps {
  merchant: string;
  locationId: string;
  /** The day the register shows: the dialog's date to begin with. */
  date: string;
  /** Today in Oslo: no later date is offered. */
  today: string;
  opened: boolean;
  onClose: () => void;
}

function AddEntryForm({ merchant, locationId, date, today, onClose }: Omit<AddEntryDialogProps, 'opened'>) {
  const t = texts.staffRegister.add;
  const employees = useEmployees(merchant);
  const add = useAddStaffRegisterEntry();
  const form = useForm({
    initial: { userId: '', action: '', date: date > today ? today : date, time: '', reason: '' } as AddEntryValues,
    schema: addEntryFormSchema(),
    toBody: (values: AddEntryValues) => ({
      merchant,
      locationId,
      userId: values.userId,
      action: values.action || undefined,
      date: values.date ?? '',
      time: normaliseTime(values.time),
      reason: values.reason,
    }),
    save: async (body) => {
      const entry = await add.mutateAsync(body);
      onClose();
      return entry;
    },
    shownFields: FIELDS,
    failureText: t.failed,
  });
  const { values, set, errors } = form;
  const people = [...(employees.data ?? [])].sort((a, b) => Number(a.status === 'INACTIVE') - Number(b.status === 'INACTIVE'));

  return (
    <FormShell
      form={form}
      framed={false}
      main={null}
      label={t.title}
      testId="add-entry-form"
      footer={
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={form.pending}>
            {texts.staffRegister.cancel}
          </Button>
          <Button type="submit" loading={form.pending} data-testid="add-entry-submit">
            {t.submit}
          </Button>
        </Group>
      }
    >
      <NativeSelect
        label={t.employee}
        value={values.userId}
        onChange={(event) => set('userId', event.currentTarget.value)}
        data={[
          { value: '', label: t.employeePlaceholder, disabled: true },
          ...people.map((person) => {
            const name = `${person.firstname} ${person.lastname}`.trim() || person.username;
            return { value: person.userId, label: person.status === 'INACTIVE' ? t.inactive(name) : name };
          }),
        ]}
        error={errors.userId}
        disabled={employees.isPending}
        withAsterisk
        data-autofocus
        data-testid="add-entry-employee"
      />
      {employees.isError && (
        <Alert color="red" role="alert" py={6}>
          {t.employeesFailed}
        </Alert>
      )}
      <Radio.Group
        label={t.action}
        value={values.action}
        onChange={(value) => set('action', value as StaffClockAction)}
        error={errors.action}
        withAsterisk
        data-testid="add-entry-action"
      >
        <Group gap="lg" mt={6}>
          {STAFF_CLOCK_ACTIONS.map((action) => (
            <Radio key={action} value={action} label={texts.staffRegister.actions[action]} />
          ))}
        </Group>
      </Radio.Group>
      <Group align="flex-start" gap="sm" grow>
        <DateField
          label={t.date}
          value={values.date}
          onChange={(value) => set('date', value)}
          maxDate={today}
          maxDateMessage={texts.dates.afterToday}
          error={errors.date}
          withAsterisk
          testId="add-entry-date"
        />
        <TextInput
          label={t.time}
          description={t.timeHint}
          value={values.time}
          onChange={(event) => set('time', event.currentTarget.value)}
          onBlur={(event) => set('time', normaliseTime(event.currentTarget.value))}
          error={errors.time}
          placeholder={texts.units.timePlaceholder}
          inputMode="numeric"
          autoComplete="off"
          maxLength={5}
          withAsterisk
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          data-testid="add-entry-time"
        />
      </Group>
      <Textarea
        label={t.reason}
        description={t.reasonHint}
        value={values.reason}
        onChange={(event) => set('reason', event.currentTarget.value)}
        error={errors.reason}
        withAsterisk
        rows={3}
        maxLength={500}
        data-testid="add-entry-reason"
      />
    </FormShell>
  );
}

/**
 * 'Legg til registrering': a forgotten clocking of an employee (in or out, the Oslo date and time it happened)
 * with why it is added now. The register reads itself again after it is saved.
 */
export function AddEntryDialog({ opened, onClose, ...props }: AddEntryDialogProps) {
  const t = texts.staffRegister.add;
  return (
    <Modal opened={opened} onClose={onClose} title={t.title} centered size="lg" closeButtonProps={{ 'aria-label': texts.app.close }}>
      {opened && <AddEntryForm {...props} onClose={onClose} />}
    </Modal>
  );
}
