import { useState, type FormEvent } from 'react';
import { Checkbox, NumberInput, Stack } from '@mantine/core';
import { editDeliveryDocumentBody, type DeliveryDay, type DeliveryDocument } from '@bakrom/shared/schemas/settings';
import { apiErrorMessage, apiFieldErrors, zodFieldErrors, type FieldErrors } from '@/components/form/form-errors';
import { FormActions } from '@/components/form/form-actions';
import { nb } from '@/i18n/nb';
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
  const t = nb.operations;
  const save = useEditDeliveryDocument(merchant);
  const [minimumOrder, setMinimumOrder] = useState<number | string>(initial.minimumOrder);
  const [days, setDays] = useState<DeliveryDay[]>(() =>
    initial.deliveryDays.map((day) => ({ ...day, fromTime: deliveryTimeOrDefault(day.fromTime), toTime: deliveryTimeOrDefault(day.toTime) })),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const shown = { ...apiFieldErrors(save.error), ...errors };

  const update = (index: number, change: Partial<DeliveryDay>) => {
    save.reset();
    setDays((current) => current.map((day, at) => (at === index ? { ...day, ...change } : day)));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = editDeliveryDocumentBody.safeParse({
      merchant,
      locationId: initial.locationId,
      minimumOrder: typeof minimumOrder === 'number' ? minimumOrder : undefined,
      availableOnDays: days.filter((day) => day.offered).map((day) => day.day),
      deliveryDays: days,
    });
    if (!checked.success) return setErrors(zodFieldErrors(checked.error));
    setErrors({});
    save.mutate(checked.data);
  };

  const columns: Array<[TimeField, string]> = [
    ['fromTime', t.delivery.from],
    ['toTime', t.delivery.to],
  ];

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <NumberInput
          label={t.delivery.minimumOrder}
          value={minimumOrder}
          onChange={(value) => {
            save.reset();
            setMinimumOrder(value);
          }}
          min={0}
          decimalScale={2}
          decimalSeparator=","
          thousandSeparator=" "
          error={shown.minimumOrder}
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
          errorOf={(index, field) => shown[`deliveryDays.${index}.${field}`]}
          onChange={update}
        />
        <FormActions
          pending={save.isPending}
          saved={save.isSuccess ? t.delivery.saved : null}
          savedTestId="delivery-saved"
          failure={shown.deliveryDays ?? (save.isError ? apiErrorMessage(save.error, t.common.saveFailed) : null)}
        />
      </Stack>
    </form>
  );
}
