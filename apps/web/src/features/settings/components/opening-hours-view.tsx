import { Alert, Stack } from '@mantine/core';
import type { Location } from '@bakrom/shared/schemas/location';
import { LocationSelect } from '@/components/location-select';
import { PageTitle } from '@/components/page-title';
import { ScreenState } from '@/components/screen-state';
import { useLocationParam } from '@/components/use-location-param';
import { texts } from '@/i18n';
import { useOpeningHours } from '../api/get-opening-hours';
import { OpeningHoursForm } from './opening-hours-form';

interface OpeningHoursViewProps {
  merchant: string;
  locations: readonly Location[];
}

/** /openinghours 'Åpningstider' of one location at a time. */
export function OpeningHoursView({ merchant, locations }: OpeningHoursViewProps) {
  const t = texts.operations;
  const { location, setLocationId } = useLocationParam(locations);
  const hours = useOpeningHours(merchant, location?.id);
  return (
    <Stack gap="lg" maw={820}>
      <PageTitle title={t.openingHours.title} />
      <LocationSelect locations={locations} value={location?.id} onChange={setLocationId} label={t.common.location} />
      {!location && <Alert color="yellow">{t.common.noLocations}</Alert>}
      <ScreenState query={hours}>{(data) => <OpeningHoursForm key={data.locationId} merchant={merchant} initial={data} />}</ScreenState>
    </Stack>
  );
}
