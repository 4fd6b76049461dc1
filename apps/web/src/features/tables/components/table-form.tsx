import { NumberInput, Textarea, TextInput } from '@mantine/core';
import type { z } from 'zod';
import type { Location } from '@bakrom/shared/schemas/location';
import type { DiningTable } from '@bakrom/shared/schemas/tables';
import { FormShell } from '@/components/form/form-shell';
import { useForm } from '@/components/form/use-form';
import { LocationSelect } from '@/components/location-select';
import { texts } from '@/i18n';

const SHOWN = ['locationId', 'name', 'capacity', 'description'];

interface TableFormProps<TBody> {
  merchant: string;
  locations: readonly Location[];
  initialLocationId: string | undefined;
  /** The table being edited: its values to start from, and its id sent with them. Absent on create. */
  table?: DiningTable;
  /** The request's shared schema: `createTableBody`, or `editTableBody` with the table. */
  schema: z.ZodType<TBody>;
  save: (body: TBody) => Promise<DiningTable>;
  /** Where a save leads, given the saved table. */
  next: (table: DiningTable) => string;
  cancelTo: string;
}

/** Location (when several), name (required), seat count (above 0) and description: tableCreate, and tableEdit prefilled. */
export function TableForm<TBody>({ merchant, locations, initialLocationId, table, schema, save, next, cancelTo }: TableFormProps<TBody>) {
  const t = texts.operations;
  const form = useForm({
    initial: {
      locationId: table?.locationId ?? initialLocationId,
      name: table?.name ?? '',
      capacity: (table?.capacity ?? '') as number | string,
      description: table?.description ?? '',
    },
    schema,
    toBody: (values) => ({
      merchant,
      ...(table ? { id: table.id } : {}),
      ...values,
      capacity: typeof values.capacity === 'number' ? values.capacity : undefined,
    }),
    save,
    shownFields: SHOWN,
    next,
  });
  const { values, set, errors } = form;

  return (
    <FormShell form={form} cancelTo={cancelTo} testId="table-form">
      <LocationSelect
        locations={locations}
        value={values.locationId}
        onChange={(locationId) => set('locationId', locationId)}
        label={t.common.location}
        error={errors.locationId}
      />
      <TextInput
        label={t.tables.name}
        placeholder={t.tables.namePlaceholder}
        value={values.name}
        onChange={(event) => set('name', event.currentTarget.value)}
        error={errors.name}
        withAsterisk
        data-testid="table-name"
      />
      <NumberInput
        label={t.tables.capacity}
        value={values.capacity}
        onChange={(value) => set('capacity', value)}
        min={1}
        clampBehavior="none"
        allowDecimal={false}
        error={errors.capacity}
        withAsterisk
        maw={200}
        data-testid="table-capacity"
      />
      <Textarea
        label={t.tables.description}
        value={values.description}
        onChange={(event) => set('description', event.currentTarget.value)}
        error={errors.description}
        rows={2}
        data-testid="table-description"
      />
    </FormShell>
  );
}
