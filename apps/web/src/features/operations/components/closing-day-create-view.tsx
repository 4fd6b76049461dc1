import { Stack } from '@mantine/core';
import type { Location } from '@bakrom/shared/schemas/location';
import { PageTitle } from '@/components/page-title';
import { useLocationParam } from '@/components/use-location-param';
import { texts } from '@/i18n';
import { useCreateClosingDays } from '../api/create-closing-days';
import { ClosingDayForm } from './closing-day-form';

interface ClosingDayCreateViewProps {
  merchant: string;
  locations: readonly Location[];
}

/** /closingDaysCreate: adds closing days for a location; then back to /closingdays. */
export function ClosingDayCreateView({ merchant, locations }: ClosingDayCreateViewProps) {
  const { location } = useLocationParam(locations);
  const create = useCreateClosingDays();
  return (
    <Stack gap="lg" maw={597}>
      <PageTitle title={texts.operations.closingDays.createTitle} />
      <ClosingDayForm
        merchant={merchant}
        locations={locations}
        initialLocationId={location?.id}
        save={create.mutateAsync}
        next="/closingdays"
      />
    </Stack>
  );
}
