import { lazy, Suspense } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { Loading } from '@/components/loading';
import { LocationSelect } from '@/components/location-select';
import { PageTitle } from '@/components/page-title';
import { ScreenState } from '@/components/screen-state';
import { useLocationParam } from '@/components/use-location-param';
import { nb } from '@/i18n/nb';
import { withTimeout } from '@/lib/lazy-with-timeout';
import { useDashboardData } from '../api/get-dashboard-data';
import { QuickButtons } from './quick-buttons';

const SalesSection = lazy(() => withTimeout(() => import('./sales-section')).then((module) => ({ default: module.SalesSection })));

interface OverviewViewProps {
  merchant: string;
}

/** /overview and /: quick buttons per location, today's sales, and the sales of 30 days and 12 months. */
export function OverviewView({ merchant }: OverviewViewProps) {
  const t = nb.operations;
  const dashboard = useDashboardData(merchant);
  const { location, setLocationId } = useLocationParam(dashboard.data?.locations ?? []);

  return (
    <Stack gap="lg">
      <PageTitle title={t.overview.title} />
      <ScreenState query={dashboard} loadFailedText={t.common.loadFailed} errorTestId="overview-error">
        {(data) => (
          <>
            <Stack gap="sm" component="section" aria-labelledby="quick-actions-title">
              <Title order={2} fz="h4" id="quick-actions-title">
                {t.overview.quickActions}
              </Title>
              <LocationSelect locations={data.locations} value={location?.id} onChange={setLocationId} label={t.common.location} />
              {location ? <QuickButtons location={location} data={data} /> : <Text c="dimmed">{t.common.noLocations}</Text>}
            </Stack>
            <Suspense fallback={<Loading />}>
              <SalesSection data={data} />
            </Suspense>
          </>
        )}
      </ScreenState>
    </Stack>
  );
}
