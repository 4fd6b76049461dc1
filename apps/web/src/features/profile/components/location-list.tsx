import { Alert, Paper, Stack, Text } from '@mantine/core';
import type { Location } from '@bakrom/shared/schemas/location';
import { texts } from '@/i18n';

interface LocationListProps {
  locations: Location[];
  failed: boolean;
}

function address(location: Location): string {
  const place = [location.zipCode, location.city].filter(Boolean).join(' ');
  return [location.street, place].filter(Boolean).join(', ');
}

export function LocationList({ locations, failed }: LocationListProps) {
  return (
    <Stack gap="xs" data-testid="profile-locations">
      {failed && (
        <Alert color="yellow" role="status">
          {texts.profile.locationsFailed}
        </Alert>
      )}
      {locations.length === 0 && <Text c="dimmed">{texts.profile.noLocations}</Text>}
      {locations.map((location) => (
        <Paper key={location.id} withBorder p="sm" radius="sm">
          <Text fw={600}>{location.name}</Text>
          {address(location) && (
            <Text size="sm" c="dimmed">
              {address(location)}
            </Text>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
