import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Paper, Stack, Text, Textarea } from '@mantine/core';
import { osloDateOf } from '@bakrom/shared/business-day';
import type { Location } from '@bakrom/shared/schemas/location';
import { CLOSE_TAKEAWAY_DEFAULT_MESSAGE, createClosingDaysBody } from '@bakrom/shared/schemas/operations';
import { apiErrorMessage, apiFieldErrors, zodFieldErrors, type FieldErrors } from '@/components/form/form-errors';
import { FormActions } from '@/components/form/form-actions';
import { LocationSelect } from '@/components/location-select';
import { PageTitle } from '@/components/page-title';
import { useLocationParam } from '@/components/use-location-param';
import { nb } from '@/i18n/nb';
import { useCreateClosingDays } from '../api/create-closing-days';
import { overviewPath } from '../overview-path';

interface CloseTakeawayViewProps {
  merchant: string;
  locations: readonly Location[];
}

/** /closeTakeaway?locationId=…: closes takeaway for today (Europe/Oslo) with a message to the guests. */
export function CloseTakeawayView({ merchant, locations }: CloseTakeawayViewProps) {
  const t = nb.operations;
  const navigate = useNavigate();
  const { location, setLocationId } = useLocationParam(locations);
  const create = useCreateClosingDays();
  const [message, setMessage] = useState<string>(CLOSE_TAKEAWAY_DEFAULT_MESSAGE);
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const today = osloDateOf(new Date());
    const checked = createClosingDaysBody.safeParse({ merchant, locationId: location?.id, fromDate: today, toDate: today, message });
    if (!checked.success) return setErrors(zodFieldErrors(checked.error));
    setErrors({});
    create.mutate(checked.data, {
      onSuccess: () => void navigate(overviewPath(checked.data.locationId)),
      onError: (error) => setErrors(apiFieldErrors(error)),
    });
  };

  return (
    <Stack gap="lg" maw={560}>
      <PageTitle title={t.takeaway.closeTitle} />
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
            <Stack gap="md">
              <LocationSelect locations={locations} value={location?.id} onChange={setLocationId} label={t.common.location} error={errors.locationId} />
              <Text c="dimmed">{t.takeaway.closeIntro}</Text>
              <Textarea
                label={t.takeaway.message}
                value={message}
                onChange={(event) => setMessage(event.currentTarget.value)}
                error={errors.message}
                withAsterisk
                rows={3}
                data-testid="close-takeaway-message"
              />
            </Stack>
          </Paper>
          <FormActions
            pending={create.isPending}
            failure={create.isError && !Object.keys(apiFieldErrors(create.error)).length ? apiErrorMessage(create.error, t.common.saveFailed) : null}
            main={{ label: t.takeaway.closeButton, color: 'red', disabled: !location }}
            cancelTo={overviewPath(location?.id)}
          />
        </Stack>
      </form>
    </Stack>
  );
}
