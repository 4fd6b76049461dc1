import type { ReactNode } from 'react';
import { Alert, Stack, Text } from '@mantine/core';
import type { Location } from '@bakrom/shared/schemas/location';
import { LocationNotFound } from '@/components/location-not-found';
import { LocationSelect } from '@/components/location-select';
import { PageTitle } from '@/components/page-title';
import { useLocationParam } from '@/components/use-location-param';
import { texts } from '@/i18n';
import { useLocations } from '@/lib/api/list-locations';

interface AccountScreenProps {
  merchant: string;
  storedLocations: Location[];
  title: string;
  provider: string;
  children: (location: Location) => ReactNode;
}

/** The frame of /swedbankPay and /dintero: the title, 'For avdeling' only with several outlets, then the chosen location's account. */
export function AccountScreen({ merchant, storedLocations, title, provider, children }: AccountScreenProps) {
  const t = texts.locationsAdmin.accounts;
  const locations = useLocations(merchant, storedLocations);
  const list = locations.data ?? storedLocations;
  const { location, unknown, setLocationId } = useLocationParam(list);
  return (
    <Stack gap="lg" maw={760}>
      <PageTitle title={title} />
      <LocationSelect locations={list} value={location?.id} onChange={setLocationId} label={t.location} />
      {location && (
        <Text size="sm" c="dimmed">
          {t.providerNotice(provider)}
        </Text>
      )}
      {unknown ? <LocationNotFound /> : !location && !locations.isPending && <Alert color="yellow">{t.noLocations}</Alert>}
      {location && children(location)}
    </Stack>
  );
}
