import { Alert, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { z } from 'zod';
import type { Location } from '@bakrom/shared/schemas/location';
import { createLocationBody, editLocationBody } from '@bakrom/shared/schemas/locations-admin';
import { AddressFields } from '@/components/form/address-fields';
import { FormShell } from '@/components/form/form-shell';
import { useForm } from '@/components/form/use-form';
import { PageTitle } from '@/components/page-title';
import { ScreenState } from '@/components/screen-state';
import { texts } from '@/i18n';
import { useCreateLocation } from '../api/create-location';
import { useEditLocation } from '../api/edit-location';
import { useLocation } from '@/lib/api/get-location';
import { HeaderImageField, useHeaderImage } from './header-image-field';

const LOCATIONS = '/locations';
const FIELDS = ['name', 'shortName', 'googleMapsIframeUrl', 'vatNumber', 'street', 'zipCode', 'city', 'phone', 'email'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
type Body = z.output<typeof createLocationBody> | z.output<typeof editLocationBody>;

interface LocationFormProps {
  merchant: string;
  /** Absent when a location is being created. */
  location?: Location;
  onChanged?: () => void;
}

/**
 * locationCreate 'Legg til utsalgssted' and locationEdit 'Rediger utsalgssted' share this form (spec
 * part 2 §2.18, §5): name, short name, header image, maps iframe URL, organisation number (MOD11),
 * street, postal code, city, phone, e-mail. Save goes back to /locations.
 */
export function LocationForm({ merchant, location, onChanged }: LocationFormProps) {
  const t = texts.locationsAdmin.form;
  const create = useCreateLocation(onChanged);
  const edit = useEditLocation(onChanged);
  const image = useHeaderImage(merchant, location?.headerImageFile ?? null);
  const form = useForm<Values, Body>({
    initial: Object.fromEntries(FIELDS.map((field) => [field, location?.[field] ?? ''])) as Values,
    schema: (location ? editLocationBody : createLocationBody) as z.ZodType<Body>,
    toBody: (values) => ({
      merchant,
      type: 'location',
      ...values,
      headerImageFile: image.url,
      ...(location ? { locationId: location.id } : {}),
    }),
    // A picked image not uploaded yet is uploaded first; a failed upload stops the save with its message.
    save: async (body) => {
      const headerImageFile = await image.upload();
      return 'locationId' in body
        ? edit.mutateAsync({ ...(body as z.output<typeof editLocationBody>), headerImageFile })
        : create.mutateAsync({ ...body, headerImageFile });
    },
    shownFields: [...FIELDS, 'headerImageFile'],
    failureText: t.saveFailed,
    next: LOCATIONS,
    changedOutside: image.changed,
  });

  const input = (
    field: Field,
    props: {
      label: string;
      description?: string;
      autoComplete?: string;
      inputMode?: 'numeric' | 'tel' | 'email' | 'url';
      required?: boolean;
    },
  ) => (
    <TextInput
      label={props.label}
      description={props.description}
      value={form.values[field]}
      onChange={(event) => form.set(field, event.currentTarget.value)}
      error={form.errors[field]}
      autoComplete={props.autoComplete ?? 'off'}
      inputMode={props.inputMode}
      withAsterisk={props.required ?? true}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      data-testid={`location-${field}`}
    />
  );

  return (
    <FormShell form={form} cancelTo={LOCATIONS} testId="location-form">
      {location?.status === 'INACTIVE' && (
        <Alert color="gray" data-testid="location-inactive-notice">
          {t.inactiveNotice}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {input('name', { label: t.name })}
        {input('shortName', { label: t.shortName, description: t.shortNameHint })}
      </SimpleGrid>
      <HeaderImageField image={image} error={form.errors.headerImageFile} />
      {input('googleMapsIframeUrl', { label: t.mapsUrl, description: t.mapsUrlHint, inputMode: 'url', required: false })}
      {input('vatNumber', { label: t.vatNumber, description: t.vatNumberHint, inputMode: 'numeric' })}
      <AddressFields labels={t} input={input} />
    </FormShell>
  );
}

/** /locationCreate 'Legg til utsalgssted'. */
export function LocationCreateScreen({ merchant, onChanged }: { merchant: string; onChanged?: () => void }) {
  const t = texts.locationsAdmin.form;
  return (
    <Stack gap="lg" maw={760}>
      <PageTitle title={t.createTitle} />
      <LocationForm merchant={merchant} onChanged={onChanged} />
    </Stack>
  );
}

/** /locationEdit?locationId=… 'Rediger utsalgssted'. */
export function LocationEditScreen({ merchant, locationId, onChanged }: { merchant: string; locationId: string; onChanged?: () => void }) {
  const t = texts.locationsAdmin.form;
  const location = useLocation(merchant, locationId, { forForm: true });
  return (
    <Stack gap="lg" maw={760}>
      <PageTitle title={t.editTitle} />
      <ScreenState query={location} back={{ to: LOCATIONS, label: t.back }} loadFailedText={t.loadFailed}>
        {(data) => <LocationForm key={data.id} merchant={merchant} location={data} onChanged={onChanged} />}
      </ScreenState>
    </Stack>
  );
}
