import { Alert, Stack } from '@mantine/core';
import type { Location } from '@bakrom/shared/schemas/location';
import { LocationSelect } from '@/components/location-select';
import { PageTitle } from '@/components/page-title';
import { ScreenState } from '@/components/screen-state';
import { useLocationParam } from '@/components/use-location-param';
import { texts } from '@/i18n';
import { useDeliveryDocument } from '../api/get-delivery-document';
import { DeliveryForm } from './delivery-form';

interface DeliveryViewProps {
  merchant: string;
  locations: readonly Location[];
}

/** /delivery 'Levering' of one location at a time. */
export function DeliveryView({ merchant, locations }: DeliveryViewProps) {
  const t = texts.operations;
  const { location, setLocationId } = useLocationParam(locations);
  const delivery = useDeliveryDocument(merchant, location?.id);
  return (
    <Stack gap="lg" maw={640}>
      <PageTitle title={t.delivery.title} />
      <LocationSelect locations={locations} value={location?.id} onChange={setLocationId} label={t.common.location} />
      {!location && <Alert color="yellow">{t.common.noLocations}</Alert>}
      <ScreenState query={delivery} errorTestId="delivery-error">
        {(data) => <DeliveryForm key={data.locationId} merchant={merchant} initial={data} />}
      </ScreenState>
    </Stack>
  );
}
