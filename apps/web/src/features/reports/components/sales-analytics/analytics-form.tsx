import { Group, Select, Stack, Text } from '@mantine/core';
import { dateRangeLabel } from '@bakrom/shared/business-day';
import { comparisonPeriod, SALES_CHANNELS, type SalesChannel } from '@bakrom/shared/sales-analytics';
import { SALES_COMPARISONS, type SalesComparison } from '@bakrom/shared/sales-analytics';
import { DateField } from '@/components/date-field';
import { DatePresets } from '@/components/date-presets';
import { texts } from '@/i18n';
import { withPeriodEnd, type AnalyticsChoice } from './analytics-params';

/** The select's value for every location and every channel (left out of the link). */
const ALL = '';

interface AnalyticsFormProps {
  locations: readonly { id: string; name: string }[];
  choice: AnalyticsChoice;
  /** A new choice: written to the link at once, and the analysis of it asked for. */
  onChange: (choice: AnalyticsChoice) => void;
  today: string;
  /** Why the period cannot be analysed (longer than a year), under the to-date. */
  periodError?: string;
}

/**
 * Salgsanalyse's pickers: location ('Alle avdelinger', when there are several), channel ('Alle kanaler'), the period
 * (DD.MM.YYYY or a preset) and what it is compared with; every change shows at once and is kept in the link.
 * Under them, the comparison period's dates.
 */
export function AnalyticsForm({ locations, choice, onChange, today, periodError }: AnalyticsFormProps) {
  const t = texts.reports.salesAnalytics;
  const d = texts.dates;
  const comparison = comparisonPeriod(choice.fromDate, choice.toDate, choice.compare);
  return (
    <Stack gap="sm" role="group" aria-label={t.form} data-testid="sales-analytics-form">
      <Group align="flex-start" gap="sm" wrap="wrap">
        {locations.length > 1 && (
          <Select
            label={t.location}
            data={[{ value: ALL, label: t.allLocations }, ...locations.map((location) => ({ value: location.id, label: location.name }))]}
            value={choice.locationId ?? ALL}
            onChange={(value) => value !== null && onChange({ ...choice, locationId: value || undefined })}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            w={{ base: '100%', xs: 240 }}
            data-testid="sales-analytics-location"
          />
        )}
        <Select
          label={t.channel}
          data={[
            { value: ALL, label: t.allChannels },
            ...SALES_CHANNELS.map((channel) => ({ value: channel, label: texts.labels.salesChannels[channel] })),
          ]}
          value={choice.channel ?? ALL}
          onChange={(value) => value !== null && onChange({ ...choice, channel: (value || undefined) as SalesChannel | undefined })}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          w={{ base: '100%', xs: 180 }}
          data-testid="sales-analytics-channel"
        />
        <DateField
          label={t.fromDate}
          value={choice.fromDate}
          onChange={(date) => date && onChange(withPeriodEnd(choice, 'fromDate', date))}
          maxDate={today}
          maxDateMessage={d.afterToday}
          w={{ base: '100%', xs: 170 }}
          required
          testId="sales-analytics-fromDate"
        />
        <DateField
          label={t.toDate}
          value={choice.toDate}
          onChange={(date) => date && onChange(withPeriodEnd(choice, 'toDate', date))}
          maxDate={today}
          maxDateMessage={d.afterToday}
          error={periodError}
          w={{ base: '100%', xs: 170 }}
          required
          testId="sales-analytics-toDate"
        />
        <Select
          label={t.compare}
          data={SALES_COMPARISONS.map((compare) => ({ value: compare, label: t.compareOptions[compare] }))}
          value={choice.compare}
          onChange={(value) => value && onChange({ ...choice, compare: value as SalesComparison })}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          w={{ base: '100%', xs: 220 }}
          data-testid="sales-analytics-compare"
        />
      </Group>
      <DatePresets
        fromDate={choice.fromDate}
        toDate={choice.toDate}
        today={today}
        onChoose={(period) => onChange({ ...choice, ...period })}
        testId="sales-analytics-presets"
      />
      <Text size="sm" c="dimmed" data-testid="sales-analytics-comparison">
        {t.comparedWith(dateRangeLabel(comparison))}
      </Text>
    </Stack>
  );
}
