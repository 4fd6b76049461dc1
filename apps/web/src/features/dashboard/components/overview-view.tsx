import { lazy, Suspense } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { Loading } from '@/components/loading';
import { LocationNotFound } from '@/components/location-not-found';
import { LocationSelect } from '@/components/location-select';
import { PageTitle } from '@/components/page-title';
import { ScreenState } from '@/components/screen-state';
import { useLocationParam } from '@/components/use-location-param';
import { texts } from '@/i18n';
import { withTimeout } from '@/lib/lazy-with-timeout';
import type { DashboardData } from '@bakrom/shared/schemas/dashboard';
import { useDashboardData } from '../api/get-dashboard-data';
import { withTodayOf } from '../sales-figures';
import { LabourToday } from './labour-today';
import { NotClockedOut } from './not-clocked-out';
import { QuickButtons } from './quick-buttons';
import { UnsettledTills } from './unsettled-tills';

const SalesSection = lazy(() => withTimeout(() => import('./sales-section')).then((module) => ({ default: module.SalesSection })));

interface OverviewViewProps {
  merchant: string;
  /** Whether the user may open the X-report screen: the tills missing their daily Z then link to theirs. */
  linkToXReport?: boolean;
  /** Whether the user may open the staff register: the people not clocked out then link to the day they clocked in. */
  linkToStaffRegister?: boolean;
}

/**
 * /overview and /: the tills missing their daily Z and the staff not clocked out since an earlier day (all locations), quick
 * buttons per location, today's sales of the location picked, the sales of 30 days and 12 months, and today's labour per
 * location. A `locationId` naming none of the merchant's locations shows that it was not found.
 */
export function OverviewView({ merchant, linkToXReport = false, linkToStaffRegister = false }: OverviewViewProps) {
  const t = texts.operations;
  const dashboard = useDashboardData(merchant);
  const { location, unknown, setLocationId } = useLocationParam(dashboard.data?.locations ?? []);

  const overview = (data: DashboardData) => (
    <>
      <UnsettledTills tills={data.unsettledTills} locations={data.locations} linkToXReport={linkToXReport} />
      <NotClockedOut people={data.notClockedOut} locations={data.locations} linkToStaffRegister={linkToStaffRegister} />
      <Stack gap="sm" component="section" aria-labelledby="quick-actions-title">
        <Title order={2} fz="h4" id="quick-actions-title">
          {t.overview.quickActions}
        </Title>
        <LocationSelect locations={data.locations} value={location?.id} onChange={setLocationId} label={t.common.location} />
        {location ? <QuickButtons location={location} data={data} /> : <Text c="dimmed">{t.common.noLocations}</Text>}
      </Stack>
      {location && data.locations.length > 1 && (
        <Text size="sm" c="dimmed" data-testid="sales-scope">
          {t.overview.salesScope(location.name)}
        </Text>
      )}
      <Suspense fallback={<Loading />}>
        <SalesSection data={withTodayOf(data, location?.id)} />
      </Suspense>
      <LabourToday labour={data.labourToday} locations={data.locations} />
    </>
  );

  return (
    <Stack gap="lg">
      <PageTitle title={t.overview.title} />
      <ScreenState query={dashboard} errorTestId="overview-error">
        {(data) => (unknown ? <LocationNotFound /> : overview(data))}
      </ScreenState>
    </Stack>
  );
}
