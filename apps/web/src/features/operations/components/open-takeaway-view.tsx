import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { notifications } from '@mantine/notifications';
import { Alert, Paper, Stack, Text } from '@mantine/core';
import { dateRangeLabel, osloDateOf } from '@bakrom/shared/business-day';
import type { Location } from '@bakrom/shared/schemas/location';
import { apiErrorMessage } from '@/components/form/form-errors';
import { FormActions } from '@/components/form/form-actions';
import { LocationSelect } from '@/components/location-select';
import { PageTitle } from '@/components/page-title';
import { ScreenState } from '@/components/screen-state';
import { useLocationParam } from '@/components/use-location-param';
import { texts } from '@/i18n';
import { useClosingDays } from '../api/get-closing-days';
import { useDeleteClosingDaysByRange } from '../api/delete-closing-days-by-range';
import { reopenToday } from '../reopen-takeaway';
import { overviewPath } from '../overview-path';

interface OpenTakeawayViewProps {
  merchant: string;
  locations: readonly Location[];
}

/**
 * /openTakeaway?locationId=…: opens takeaway again today (Europe/Oslo). Only today is reopened: a
 * closing period reaching beyond today stays closed on its other dates, and the screen says which.
 * Offered only while takeaway is closed today.
 */
export function OpenTakeawayView({ merchant, locations }: OpenTakeawayViewProps) {
  const t = texts.operations.takeaway;
  const navigate = useNavigate();
  const { location, setLocationId } = useLocationParam(locations);
  const closingDays = useClosingDays(merchant);
  const reopen = useDeleteClosingDaysByRange();
  const today = osloDateOf(new Date());
  const plan = reopenToday(closingDays.data ?? [], location?.id, today);
  const staysClosed = plan.staysClosed.map(dateRangeLabel).join(', ');
  // A second click before the first one's state has rendered must not send again.
  const sending = useRef(false);

  const open = () => {
    if (!location || plan.closedToday.length === 0 || sending.current) return;
    sending.current = true;
    reopen.mutate(
      { merchant, locationId: location.id, fromDate: today, toDate: today },
      {
        onSuccess: () => {
          notifications.show({
            title: t.reopened,
            message: staysClosed ? t.stillClosed(staysClosed) : t.openFromToday,
            color: 'teal',
            role: 'status',
            autoClose: 8000,
            'data-testid': 'reopened-notice',
          });
          void navigate(overviewPath(location.id));
        },
        onError: () => {
          sending.current = false;
        },
      },
    );
  };

  return (
    <Stack gap="lg" maw={560}>
      <PageTitle title={t.openTitle} />
      <LocationSelect locations={locations} value={location?.id} onChange={setLocationId} label={texts.operations.common.location} />
      <Text c="dimmed">{t.openIntro}</Text>
      <ScreenState query={closingDays}>
        {() =>
          plan.closedToday.length === 0 ? (
            <Alert color="yellow" data-testid="not-closed-today">
              {t.notClosedToday}
            </Alert>
          ) : (
            <>
              {plan.closedToday.map((day) => (
                <Paper key={day.id} withBorder p="sm" radius="md" data-testid="closed-today">
                  <Text fw={600} c="red.8">
                    {t.closedToday} ({dateRangeLabel(day)})
                  </Text>
                  <Text size="sm">{day.message}</Text>
                </Paper>
              ))}
              {staysClosed && <Text data-testid="stays-closed">{t.staysClosedAfter(staysClosed)}</Text>}
            </>
          )
        }
      </ScreenState>
      <FormActions
        pending={reopen.isPending}
        failure={reopen.isError ? apiErrorMessage(reopen.error, texts.forms.saveFailed) : null}
        main={{
          label: t.openButton,
          color: 'teal',
          onClick: open,
          disabled: !location || plan.closedToday.length === 0,
          testId: 'open-takeaway',
        }}
        cancelTo={overviewPath(location?.id)}
      />
    </Stack>
  );
}
