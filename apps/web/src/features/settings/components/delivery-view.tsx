import { Alert, Stack } from '@mantine/core';
import type { Location } from '@bakrom/shared/schemas/location';
import { apiErrorMessage } from '@/components/form/form-errors';
import { Loading } from '@/components/loading';
import { LocationSelect } from '@/components/location-select';
import { PageTitle } from '@/components/page-title';
import { useLocationParam } from '@/components/use-location-param';
import { nb } from '@/i18n/nb';
import { ApiError } from '@/lib/api-client';
import { useDeliveryDocument } from '../api/get-delivery-document';
import { DeliveryForm } from './delivery-form';

interface DeliveryViewProps {
  merchant: string;
  locations: readonly Location[];
}

/** /delivery 'Levering' of one location at a time. */
export function DeliveryView({ merchant, locations }: DeliveryViewProps) {
  const t = nb.operations;
  const { location, setLocationId } = useLocationParam(locations);
  const delivery = useDeliveryDocument(merchant, location?.id);
  const forbidden = delivery.error instanceof ApiError && delivery.error.status === 403;
  return (
    <Stack gap="lg" maw={640}>
      <PageTitle title={t.delivery.title} />
      <LocationSelect locations={locations} value={location?.id} onChange={setLocationId} label={t.common.location} />
      {!location && <Alert color="yellow">{t.common.noLocations}</Alert>}
      {delivery.isPending && location && <Loading />}
      {delivery.isError && (
        <Alert color={forbidden ? 'yellow' : 'red'} role="alert" data-testid="delivery-error">
          {forbidden ? apiErrorMessage(delivery.error, t.delivery.forbidden) : t.common.loadFailed}
        </Alert>
      )}
      {delivery.data && <DeliveryForm key={delivery.data.locationId} merchant={merchant} initial={delivery.data} />}
    </Stack>
  );
}
