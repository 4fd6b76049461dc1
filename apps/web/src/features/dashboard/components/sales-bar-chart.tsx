import { BarChart } from '@mantine/charts';
import { Stack, Text } from '@mantine/core';
import { ChartFigures } from '@/components/a11y/chart-figures';
import { nb } from '@/i18n/nb';
import { formatAxisKroner, formatKroner, salesBars } from '../sales-figures';

interface SalesBarChartProps {
  labels: readonly string[];
  amounts: readonly number[];
  /** What screen readers hear for the chart: the caption of its table and the header of the label column. */
  caption: string;
  labelHeader: string;
  testId: string;
}

/** Sales per date or month as bars (a table for screen readers), with the sum of the period under them. */
export function SalesBarChart({ labels, amounts, caption, labelHeader, testId }: SalesBarChartProps) {
  const t = nb.operations.overview;
  const total = amounts.reduce((sum, amount) => sum + amount, 0);
  const bars = salesBars(labels, amounts);
  return (
    <Stack gap="xs" data-testid={testId}>
      <ChartFigures
        caption={caption}
        headers={[labelHeader, t.seriesName]}
        figures={bars.map((bar) => ({ label: bar.label, value: formatKroner(bar.sales) }))}
      >
        <BarChart
          h={300}
          data={bars}
          dataKey="label"
          series={[{ name: 'sales', label: t.seriesName, color: 'teal.6' }]}
          valueFormatter={formatKroner}
          yAxisProps={{ tickFormatter: formatAxisKroner, width: 90 }}
          xAxisProps={{ angle: -45, textAnchor: 'end', height: 80, interval: 'preserveStartEnd', minTickGap: 4, fontSize: 11 }}
          tickLine="y"
          gridAxis="x"
          maxBarWidth={36}
          accessibilityLayer={false}
        />
      </ChartFigures>
      <Text size="sm" c="dimmed" data-testid={`${testId}-total`}>
        {total > 0 ? t.periodTotal(formatKroner(total)) : t.noSalesInPeriod}
      </Text>
    </Stack>
  );
}
