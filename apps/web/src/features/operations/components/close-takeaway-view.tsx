import { Alert, Stack, Text, Textarea } from '@mantine/core';
import { dateRangeLabel, osloDateOf } from '@bakrom/shared/business-day';
import type { Location } from '@bakrom/shared/schemas/location';
import { CLOSE_TAKEAWAY_DEFAULT_MESSAGE, createClosingDaysBody } from '@bakrom/shared/schemas/operations';
import { FormShell } from '@/components/form/form-shell';
import { useForm } from '@/components/form/use-form';
import { LocationSelect } from '@/components/location-select';
import { PageTitle } from '@/components/page-title';
import { useLocationParam } from '@/components/use-location-param';
import { texts } from '@/i18n';
import { closingDaysCovering } from '@/lib/closing-days';
import { useCreateClosingDays } from '../api/create-closing-days';
import { useClosingDays } from '../api/get-closing-days';
import { overviewPath } from '../overview-path';

interface CloseTakeawayViewProps {
  merchant: string;
  locations: readonly Location[];
}

/** /closeTakeaway?locationId=…: closes takeaway for today (Europe/Oslo) with a message to the guests. */
export function CloseTakeawayView({ merchant, locations }: CloseTakeawayViewProps) {
  const t = texts.operations;
  const { location, setLocationId } = useLocationParam(locations);
  const create = useCreateClosingDays();
  // Takeaway already closed today is not closed again: the server would refuse the overlapping range.
  const closedToday = closingDaysCovering(useClosingDays(merchant).data ?? [], location?.id, osloDateOf(new Date()));
  const form = useForm({
    initial: { message: CLOSE_TAKEAWAY_DEFAULT_MESSAGE as string },
    schema: createClosingDaysBody,
    toBody: ({ message }) => {
      const today = osloDateOf(new Date());
      return { merchant, locationId: location?.id, fromDate: today, toDate: today, message };
    },
    save: create.mutateAsync,
    shownFields: ['locationId', 'message'],
    next: (closed) => overviewPath(closed.locationId),
  });

  return (
    <Stack gap="lg" maw={560}>
      <PageTitle title={t.takeaway.closeTitle} />
      <FormShell
        form={form}
        main={{ label: t.takeaway.closeButton, color: 'red', disabled: !location || closedToday.length > 0 }}
        cancelTo={overviewPath(location?.id)}
        testId="close-takeaway-form"
      >
        <LocationSelect
          locations={locations}
          value={location?.id}
          onChange={setLocationId}
          label={t.common.location}
          error={form.errors.locationId}
        />
        <Text c="dimmed">{t.takeaway.closeIntro}</Text>
        {closedToday.map((day) => (
          <Alert key={day.id} color="yellow" data-testid="already-closed-today">
            {t.takeaway.alreadyClosed(dateRangeLabel(day))}
          </Alert>
        ))}
        <Textarea
          label={t.takeaway.message}
          value={form.values.message}
          onChange={(event) => form.set('message', event.currentTarget.value)}
          error={form.errors.message}
          withAsterisk
          rows={3}
          data-testid="close-takeaway-message"
        />
      </FormShell>
    </Stack>
  );
}
