import { Link, useNavigate } from 'react-router';
import { Alert, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { EARLIEST_PICKUP_TIMES } from '@bakrom/shared/enums';
import type { Location } from '@bakrom/shared/schemas/location';
import { apiErrorMessage } from '@/components/form/form-errors';
import { LocationSelect } from '@/components/location-select';
import { PageTitle } from '@/components/page-title';
import { ScreenState } from '@/components/screen-state';
import { useLocationParam } from '@/components/use-location-param';
import { texts } from '@/i18n';
import { useChangeEarliestPickupTime } from '../api/change-earliest-pickup-time';
import { useLocation } from '@/lib/api/get-location';
import { overviewPath } from '../overview-path';

interface EarliestPickupViewProps {
  merchant: string;
  locations: readonly Location[];
}

/** /changeEarliestPickupTime?locationId=…: one button per allowed time; a click saves at once. */
export function EarliestPickupView({ merchant, locations }: EarliestPickupViewProps) {
  const t = texts.operations;
  const navigate = useNavigate();
  const { location, setLocationId } = useLocationParam(locations);
  const current = useLocation(merchant, location?.id);
  const change = useChangeEarliestPickupTime();

  const choose = (minutes: number) => {
    if (!location || change.isPending) return;
    change.mutate(
      { merchant, locationId: location.id, earliestPickupTime: minutes },
      { onSuccess: () => void navigate(overviewPath(location.id)) },
    );
  };

  return (
    <Stack gap="lg" maw={720}>
      <PageTitle title={t.pickup.title} />
      <LocationSelect locations={locations} value={location?.id} onChange={setLocationId} label={t.common.location} />
      <Text c="dimmed">{t.pickup.intro}</Text>
      <ScreenState query={current}>
        {(data) => (
          <>
            <Text fw={600} data-testid="pickup-current">
              {t.pickup.current(data.earliestPickupTime)}
            </Text>
            <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm" data-testid="pickup-options">
              {EARLIEST_PICKUP_TIMES.map((minutes) => {
                const isCurrent = minutes === data.earliestPickupTime;
                return (
                  <Button
                    key={minutes}
                    size="md"
                    h={56}
                    variant={isCurrent ? 'filled' : 'default'}
                    aria-pressed={isCurrent}
                    loading={change.isPending && change.variables?.earliestPickupTime === minutes}
                    onClick={() => choose(minutes)}
                  >
                    {t.pickup.option(minutes)}
                  </Button>
                );
              })}
            </SimpleGrid>
          </>
        )}
      </ScreenState>
      {change.isError && (
        <Alert color="red" role="alert">
          {apiErrorMessage(change.error, texts.forms.saveFailed)}
        </Alert>
      )}
      <Group>
        <Button component={Link} to={overviewPath(location?.id)} variant="default">
          {t.common.cancel}
        </Button>
      </Group>
    </Stack>
  );
}
