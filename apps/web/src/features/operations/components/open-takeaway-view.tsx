import { useNavigate } from 'react-router';
import { Paper, Stack, Text } from '@mantine/core';
import { isDateInRange, osloDateOf } from '@bakrom/shared/business-day';
import { formatDate } from '@bakrom/shared/format';
import type { Location } from '@bakrom/shared/schemas/location';
import { apiErrorMessage } from '@/components/form/form-errors';
import { FormActions } from '@/components/form/form-actions';
import { LocationSelect } from '@/components/location-select';
import { PageTitle } from '@/components/page-title';
import { ScreenState } from '@/components/screen-state';
import { useLocationParam } from '@/components/use-location-param';
import { nb } from '@/i18n/nb';
import { useClosingDays } from '../api/get-closing-days';
import { useDeleteClosingDaysByRange } from '../api/delete-closing-days-by-range';
import { overviewPath } from '../overview-path';

interface OpenTakeawayViewProps {
  merchant: string;
  locations: readonly Location[];
}

/** /openTakeaway?locationId=…: deletes the location's closing days that cover today (Europe/Oslo). */
export function OpenTakeawayView({ merchant, locations }: OpenTakeawayViewProps) {
  const t = nb.operations;
  const navigate = useNavigate();
  const { location, setLocationId } = useLocationParam(locations);
  const closingDays = useClosingDays(merchant);
  const reopen = useDeleteClosingDaysByRange();
  const today = osloDateOf(new Date());
  const coveringToday = (closingDays.data ?? []).filter(
    (day) => day.locationId === location?.id && isDateInRange(today, day.fromDate, day.toDate),
  );

  const open = () => {
    if (!location) return;
    reopen.mutate(
      { merchant, locationId: location.id, fromDate: today, toDate: today },
      { onSuccess: () => void navigate(overviewPath(location.id)) },
    );
  };

  return (
    <Stack gap="lg" maw={560}>
      <PageTitle title={t.takeaway.openTitle} />
      <LocationSelect locations={locations} value={location?.id} onChange={setLocationId} label={t.common.location} />
      <Text c="dimmed">{t.takeaway.openIntro}</Text>
      <ScreenState query={closingDays} loadFailedText={t.common.loadFailed}>
        {() =>
          coveringToday.length === 0 ? (
            <Text data-testid="not-closed-today">{t.takeaway.notClosedToday}</Text>
          ) : (
            coveringToday.map((day) => (
              <Paper key={day.id} withBorder p="sm" radius="md" data-testid="closed-today">
                <Text fw={600} c="red.8">
                  {t.takeaway.closedToday} ({formatDate(day.fromDate)}–{formatDate(day.toDate)})
                </Text>
                <Text size="sm">{day.message}</Text>
              </Paper>
            ))
          )
        }
      </ScreenState>
      <FormActions
        pending={reopen.isPending}
        failure={reopen.isError ? apiErrorMessage(reopen.error, t.common.saveFailed) : null}
        main={{ label: t.takeaway.openButton, color: 'teal', onClick: open, disabled: !location }}
        cancelTo={overviewPath(location?.id)}
      />
    </Stack>
  );
}
