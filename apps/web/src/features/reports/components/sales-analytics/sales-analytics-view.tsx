import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { dateRangeLabel } from '@bakrom/shared/business-day';
import { osloDate } from '@bakrom/shared/format';
import type { SalesAnalytics } from '@bakrom/shared/schemas/sales-analytics';
import { ScreenState } from '@/components/screen-state';
import { salesAnalyticsFileStem } from '@/features/reports/api/download-report';
import { useSalesAnalytics } from '@/features/reports/api/get-sales-analytics';
import { texts } from '@/i18n';
import { DownloadButtons } from '../download-buttons';
import { ReportScreen } from '../report-screen';
import { AnalyticsForm } from './analytics-form';
import { analyticsQuery, isTooLong, readAnalyticsChoice, readHourDay, withAnalyticsChoice, type AnalyticsChoice } from './analytics-params';
import { Channels } from './channels';
import { HeatMap } from './heat-map';
import { HourlySales } from './hourly-sales';
import { KeyFigures } from './key-figures';
import { ProductMix } from './product-mix';
import classes from './sales-analytics.module.css';

function Section({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      className={classes.section}
      component="section"
      aria-label={title}
      data-testid={testId}
    >
      <Stack gap="md">
        <Title order={2} fz="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** Sales, refunds and discounts all 0: nothing happened in the period (the comparison may still have figures). */
function nothingSold(analytics: SalesAnalytics): boolean {
  const { netSales, orders, refunds } = analytics.keyFigures;
  return netSales.value === 0 && orders.value === 0 && refunds.value === 0;
}

interface AnalysisProps {
  merchant: string;
  analytics: SalesAnalytics;
  choice: AnalyticsChoice;
  day: string;
  onDay: (day: string) => void;
  updating: boolean;
}

function Analysis({ merchant, analytics, choice, day, onDay, updating }: AnalysisProps) {
  const t = texts.reports.salesAnalytics;
  const query = analyticsQuery(choice);
  return (
    <Stack gap="lg" data-testid="sales-analytics" aria-busy={updating || undefined} style={{ opacity: updating ? 0.6 : undefined }}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2}>
          <Text fw={600} data-testid="sales-analytics-period">
            {t.period(dateRangeLabel(analytics.period))}
          </Text>
          {nothingSold(analytics) && (
            <Text c="dimmed" data-testid="sales-analytics-nothing-sold">
              {t.nothingSold}
            </Text>
          )}
        </Stack>
        <DownloadButtons
          merchant={merchant}
          report="salesAnalytics"
          query={Object.fromEntries(Object.entries(query))}
          title={texts.reports.titles.salesAnalytics}
          fileStem={salesAnalyticsFileStem(choice.fromDate, choice.toDate)}
        />
      </Group>
      <Section title={t.keyFigures.title} testId="section-key-figures">
        <KeyFigures figures={analytics.keyFigures} />
      </Section>
      <Section title={t.products.title} testId="section-products">
        <ProductMix products={analytics.products} categories={analytics.categories} addOns={analytics.addOns} />
      </Section>
      <Section title={t.hours.title} testId="section-hours">
        <HeatMap cells={analytics.heatMap} />
        <HourlySales merchant={merchant} choice={choice} day={day} onDay={onDay} />
      </Section>
      <Section title={t.channels.title} testId="section-channels">
        <Channels
          channels={analytics.channels}
          orderTypes={analytics.orderTypes}
          timeline={analytics.timeline}
          bucket={analytics.timelineBucket}
        />
      </Section>
    </Stack>
  );
}

function SalesAnalyticsBody({ merchant, locations }: { merchant: string; locations: readonly { id: string; name: string }[] }) {
  const t = texts.reports.salesAnalytics;
  const today = osloDate();
  const [search, setSearch] = useSearchParams();
  const choice = readAnalyticsChoice(search, today);
  const day = readHourDay(search, choice);
  const tooLong = isTooLong(choice);
  const analytics = useSalesAnalytics(merchant, tooLong ? undefined : analyticsQuery(choice));

  const choose = (next: AnalyticsChoice) => setSearch((current) => withAnalyticsChoice(current, next), { replace: true });
  const chooseDay = (next: string) =>
    setSearch(
      (current) => {
        const params = withAnalyticsChoice(current, choice);
        params.set('day', next);
        return params;
      },
      { replace: true },
    );

  return (
    <>
      <AnalyticsForm locations={locations} choice={choice} onChange={choose} today={today} periodError={tooLong ? t.tooLong : undefined} />
      {tooLong ? (
        <Alert color="yellow" role="alert" data-testid="sales-analytics-too-long">
          {t.tooLong}
        </Alert>
      ) : (
        <ScreenState query={analytics}>
          {(data) => (
            <>
              {analytics.isPlaceholderData && (
                <Group gap="xs" role="status">
                  <Loader size="xs" />
                  <Text size="sm" c="dimmed">
                    {t.updating}
                  </Text>
                </Group>
              )}
              <Analysis
                merchant={merchant}
                analytics={data}
                choice={choice}
                day={day}
                onDay={chooseDay}
                updating={analytics.isPlaceholderData}
              />
            </>
          )}
        </ScreenState>
      )}
    </>
  );
}

/**
 * /salesAnalytics (Salgsanalyse, Rapporter): what a manager reads on Monday. A location or all, a channel or all, a
 * period (this week by default) against the previous period or the same period last year, all kept in the link;
 * the key figures with their changes, the product mix, weekdays × hours and one day's hours, channels and order
 * types over time; the analysis as PDF, CSV and Excel.
 */
export function SalesAnalyticsView({ merchant }: { merchant: string }) {
  const t = texts.reports.salesAnalytics;
  return (
    <ReportScreen merchant={merchant} title={texts.reports.titles.salesAnalytics} description={t.intro}>
      {(gui) => <SalesAnalyticsBody merchant={merchant} locations={gui.locations} />}
    </ReportScreen>
  );
}
