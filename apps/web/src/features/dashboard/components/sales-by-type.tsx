import { DonutChart } from '@mantine/charts';
import { ColorSwatch, Group, Stack, Text } from '@mantine/core';
import { nb } from '@/i18n/nb';
import { cssColor, formatKroner, type OrderTypeSlice } from '../sales-figures';

/** Without sales the donut is an empty grey ring, so the card keeps its shape. */
const EMPTY_RING = [{ name: '', value: 1, color: 'gray.2' }];

/** A donut of today's sales by order type in the order types' fixed colours, and a legend with the amounts. */
export function SalesByType({ slices }: { slices: readonly OrderTypeSlice[] }) {
  const t = nb.operations.overview;
  const hasSales = slices.some((slice) => slice.value > 0);
  return (
    <Stack gap="sm">
      <Text size="sm" fw={600}>
        {t.salesByType}
      </Text>
      <Group gap="lg" align="center" wrap="wrap">
        <DonutChart
          data={hasSales ? slices.filter((slice) => slice.value > 0) : EMPTY_RING}
          size={150}
          thickness={28}
          withTooltip={hasSales}
          strokeWidth={hasSales ? 1 : 0}
          valueFormatter={formatKroner}
          tooltipDataSource="segment"
          aria-label={t.salesByType}
          data-testid="sales-by-type-chart"
        />
        <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid="sales-by-type-legend">
          {slices.map((slice) => (
            <Group key={slice.type} gap="xs" component="li" wrap="nowrap" data-testid={`sales-type-${slice.type}`}>
              <ColorSwatch color={cssColor(slice.color)} size={14} withShadow={false} />
              <Text size="sm" miw={70}>
                {slice.name}
              </Text>
              <Text size="sm" fw={600}>
                {formatKroner(slice.value)}
              </Text>
            </Group>
          ))}
        </Stack>
      </Group>
    </Stack>
  );
}
