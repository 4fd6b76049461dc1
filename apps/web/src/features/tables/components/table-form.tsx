import { useState, type FormEvent } from 'react';
import { Paper, NumberInput, Stack, Textarea, TextInput } from '@mantine/core';
import type { Location } from '@bakrom/shared/schemas/location';
import { createTableBody, type CreateTableBody } from '@bakrom/shared/schemas/tables';
import { apiFieldErrors, generalFailure, zodFieldErrors, type FieldErrors } from '@/components/form/form-errors';
import { LocationSelect } from '@/components/location-select';
import { FormActions } from '@/components/form/form-actions';
import { nb } from '@/i18n/nb';

interface TableFormProps {
  merchant: string;
  locations: readonly Location[];
  initialLocationId: string | undefined;
  pending: boolean;
  error: unknown;
  cancelTo: string;
  onSubmit: (body: CreateTableBody) => void;
}

/** Location (when several), name (required), seat count (above 0) and description. */
export function TableForm({ merchant, locations, initialLocationId, pending, error, cancelTo, onSubmit }: TableFormProps) {
  const t = nb.operations;
  const [locationId, setLocationId] = useState(initialLocationId);
  const [name, setName] = useState('');
  const [capacity, setCapacity] = useState<number | string>('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const shown = { ...apiFieldErrors(error), ...errors };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = createTableBody.safeParse({
      merchant,
      locationId,
      name,
      capacity: typeof capacity === 'number' ? capacity : undefined,
      description,
    });
    if (!checked.success) return setErrors(zodFieldErrors(checked.error));
    setErrors({});
    onSubmit(checked.data);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
          <Stack gap="md">
            <LocationSelect locations={locations} value={locationId} onChange={setLocationId} label={t.common.location} error={shown.locationId} />
            <TextInput
              label={t.tables.name}
              placeholder={t.tables.namePlaceholder}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              error={shown.name}
              withAsterisk
              data-testid="table-name"
            />
            <NumberInput
              label={t.tables.capacity}
              value={capacity}
              onChange={setCapacity}
              min={1}
              clampBehavior="none"
              allowDecimal={false}
              allowNegative={false}
              error={shown.capacity}
              withAsterisk
              maw={200}
              data-testid="table-capacity"
            />
            <Textarea
              label={t.tables.description}
              value={description}
              onChange={(event) => setDescription(event.currentTarget.value)}
              error={shown.description}
              rows={2}
              data-testid="table-description"
            />
          </Stack>
        </Paper>
        <FormActions pending={pending} failure={generalFailure(error, t.common.saveFailed)} cancelTo={cancelTo} />
      </Stack>
    </form>
  );
}
