import { Checkbox, NumberInput } from '@mantine/core';
import { editDeliveryDocumentBody, type DeliveryDay, type DeliveryDocument } from '@bakrom/shared/schemas/settings';
import { FormShell } from '@/components/form/form-shell';
import { useForm } from '@/components/form/use-form';
import { texts } from '@/i18n';
import { useEditDeliveryDocument } from '../api/edit-delivery-document';
import { DELIVERY_TIME_OPTIONS, deliveryTimeOrDefault } from '../time-options';
import { WeekdayTimesTable } from './weekday-times-table';

interface DeliveryFormProps {
  merchant: string;
  initial: DeliveryDocument;
}

type TimeField = 'fromTime' | 'toTime';

/** Minimum order and, per weekday, whether delivery is offered and from when to when (30-minute steps). */
export function DeliveryForm({ merchant, initial }: DeliveryFormProps) {
  const t = texts.operations;
  const save = useEditDeliveryDocument(merchant);
  const form = useForm({
    initial: {
      minimumOrder: initial.minimumOrder as number | string,
      deliveryDays: initial.deliveryDays.map((day) => ({
        ...day,
        fromTime: deliveryTimeOrDefault(day.fromTime),
        toTime: deliveryTimeOrDefault(day.toTime),
      })),
    },
    schema: editDeliveryDocumentBody,
    savedMessage: t.delivery.saved,
    toBody: ({ minimumOrder, deliveryDays }) => ({
      merchant,
      locationId: initial.locationId,
      minimumOrder: typeof minimumOrder === 'number' ? minimumOrder : undefined,
      availableOnDays: deliveryDays.filter((day) => day.offered).map((day) => day.day),
      deliveryDays,
    }),
    save: save.mutateAsync,
    // A message about the whole week goes above the buttons.
    shownFields: ['minimumOrder', 'deliveryDays.*'],
  });
  const days = form.values.deliveryDays;

  const update = (index: number, change: Partial<DeliveryDay>) =>
    form.set(
      'deliveryDays',
      days.map((day, at) => (at === index ? { ...day, ...change } : day)),
    );

  const columns: Array<[TimeField, string]> = [
    ['fromTime', t.delivery.from],
    ['toTime', t.delivery.to],
  ];

  return (
    <FormShell form={form} framed={false} saved={form.savedMessage} savedTestId="delivery-saved" testId="delivery-form">
      <NumberInput
        label={t.delivery.minimumOrder}
        value={form.values.minimumOrder}
        onChange={(value) => form.set('minimumOrder', value)}
        min={0}
        clampBehavior="none"
        decimalScale={2}
        decimalSeparator=","
        thousandSeparator=" "
        error={form.errors.minimumOrder}
        maw={260}
        data-testid="delivery-minimum"
      />
      <WeekdayTimesTable
        tableTestId="delivery-table"
        testId="delivery"
        minWidth={420}
        days={days}
        dayHeader={t.delivery.day}
        statusHeader={t.delivery.offered}
        renderStatus={(day, index, dayName) => (
          <Checkbox
            aria-label={t.delivery.offeredLabel(dayName)}
            checked={day.offered}
            onChange={(event) => update(index, { offered: event.currentTarget.checked })}
            size="md"
            data-testid="delivery-offered"
          />
        )}
        columns={columns}
        options={DELIVERY_TIME_OPTIONS}
        isEnabled={(day) => day.offered}
        fieldLabel={t.delivery.fieldLabel}
        errorOf={(index, field) => form.errors[`deliveryDays.${index}.${field}`]}
        onChange={update}
      />
    </FormShell>
  );
}
