import { BarChart } from '@mantine/charts';
import { Stack, Text } from '@mantine/core';
import { nb } from '@/i18n/nb';
import { formatAxisKroner, formatKroner, salesBars } from '../sales-figures';

interface SalesBarChartProps {
  labels: readonly string[];
  amounts: readonly number[];
  testId: string;
}

/** Sales per date or month as bars, with the sum of the period under them. */
export function SalesBarChart({ labels, amounts, testId }: SalesBarChartProps) {
  const t = nb.operations.overview;
  const total = amounts.reduce((sum, amount) => sum + amount, 0);
  return (
    <Stack gap="xs" data-testid={testId}>
      <BarChart
        h={300}
        data={salesBars(labels, amounts)}
        dataKey="label"
        series={[{ name: 'sales', label: t.seriesName, color: 'teal.6' }]}
        valueFormatter={formatKroner}
        yAxisProps={{ tickFormatter: formatAxisKroner, width: 90 }}
        xAxisProps={{ angle: -45, textAnchor: 'end', height: 80, interval: 'preserveStartEnd', minTickGap: 4, fontSize: 11 }}
        tickLine="y"
        gridAxis="x"
        maxBarWidth={36}
      />
      <Text size="sm" c="dimmed" data-testid={`${testId}-total`}>
        {total > 0 ? t.periodTotal(formatKroner(total)) : t.noSalesInPeriod}
      </Text>
    </Stack>
  );
}
