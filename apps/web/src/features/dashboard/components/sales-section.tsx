import { Grid } from '@mantine/core';
import type { DashboardData } from '@bakrom/shared/schemas/dashboard';
import { texts } from '@/i18n';
import { SalesHistory } from './sales-history';
import { SalesToday } from './sales-today';

interface SalesSectionProps {
  data: DashboardData;
}

/** Today's sales beside the 30-day and monthly charts. */
export function SalesSection({ data }: SalesSectionProps) {
  return (
    <section aria-label={texts.operations.overview.salesTitle} data-testid="sales-section">
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
          <SalesToday data={data} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
          <SalesHistory data={data} />
        </Grid.Col>
      </Grid>
    </section>
  );
}
