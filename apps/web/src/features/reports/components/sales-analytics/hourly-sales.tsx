import { Group, Stack, Text, Title } from '@mantine/core';
import { dateLabel } from '@bakrom/shared/business-day';
import { formatMoney } from '@bakrom/shared/format';
import { ChartFigures } from '@/components/a11y/chart-figures';
import { DateField } from '@/components/date-field';
import { ScreenState } from '@/components/screen-state';
import { useSalesByHour } from '@/features/reports/api/get-sales-by-hour';
import { texts } from '@/i18n';
import { hourLabel } from './analytics-format';
import type { AnalyticsChoice } from './analytics-params';
import { BarChart } from './bar-chart';
import { shownDayHours } from './chart-data';
import classes from './sales-analytics.module.css';

const DAY_COLOR = 'var(--mantine-color-teal-6)';
const COMPARISON_COLOR = 'var(--mantine-color-gray-5)';

interface HourlySalesProps {
  merchant: string;
  choice: AnalyticsChoice;
  /** The day shown, inside the period (the link's `day`, else the period's last day). */
  day: string;
  onDay: (day: string) => void;
}

/**
 * Salg per time: the hours of one day of the period beside the comparison day's (the day before, or the same date a
 * year before), as bars side by side, with the day to pick and the figures as a table for screen readers.
 */
export function HourlySales({ merchant, choice, day, onDay }: HourlySalesProps) {
  const t = texts.reports.salesAnalytics.byHour;
  const hours = useSalesByHour(merchant, {
    ...(choice.locationId ? { locationId: choice.locationId } : {}),
    ...(choice.channel ? { channel: choice.channel } : {}),
    date: day,
    compare: choice.compare,
  });
  const single = choice.fromDate === choice.toDate;
  return (
    <Stack gap="xs" className={classes.section} data-testid="hourly-sales">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={3} fz="h5">
          {t.title}
        </Title>
        {!single && (
          <DateField
            label={t.day}
            value={day}
            onChange={(next) => next && onDay(next)}
            minDate={choice.fromDate}
            maxDate={choice.toDate}
            minDateMessage={t.outsidePeriod}
            maxDateMessage={t.outsidePeriod}
            w={{ base: '100%', xs: 200 }}
            testId="hourly-day"
          />
        )}
      </Group>
      <ScreenState query={hours}>
        {(data) => {
          const shown = shownDayHours(data.hours);
          if (shown.length === 0) {
            return (
              <Text c="dimmed" data-testid="hourly-empty">
                {t.empty}
              </Text>
            );
          }
          const dayName = t.series(dateLabel(data.date));
          const comparisonName = t.series(dateLabel(data.comparisonDate));
          return (
            <ChartFigures
              figuresToggle
              caption={t.caption(dateLabel(data.date))}
              headers={[t.hour, dayName, comparisonName]}
              figures={shown.map((hour) => ({
                label: `${hourLabel(hour.hour)}:00`,
                value: [formatMoney(hour.sales), formatMoney(hour.previousSales)],
              }))}
              testId="hourly-figures"
            >
              <BarChart
                mode="grouped"
                labels={shown.map((hour) => hourLabel(hour.hour))}
                series={[
                  { name: dayName, color: DAY_COLOR, values: shown.map((hour) => hour.sales) },
                  { name: comparisonName, color: COMPARISON_COLOR, values: shown.map((hour) => hour.previousSales) },
                ]}
                testId="hourly-chart"
              />
            </ChartFigures>
          );
        }}
      </ScreenState>
    </Stack>
  );
}
