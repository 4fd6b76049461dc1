import { DonutChart } from '@mantine/charts';
import { ColorSwatch, Group, Stack, Text } from '@mantine/core';
import { nb } from '@/i18n/nb';
import { cssColor, formatKroner, type OrderTypeSlice } from '../sales-figures';

/** Without sales the donut is an empty grey ring, so the card keeps its shape. */
const EMPTY_RING = [{ name: '', value: 1, color: 'gray.2' }];

/**
 * A donut of today's sales by order type in the order types' fixed colours, and beside it the same
 * figures as a table (the donut's legend), which is what screen readers read: the donut is hidden from them.
 */
export function SalesByType({ slices }: { slices: readonly OrderTypeSlice[] }) {
  const t = nb.operations.overview;
  const hasSales = slices.some((slice) => slice.value > 0);
  return (
    <Stack gap="sm">
      <Text size="sm" fw={600} id="sales-by-type-title">
        {t.salesByType}
      </Text>
      <Group gap="lg" align="center" wrap="wrap">
        <div aria-hidden="true">
          <DonutChart
            data={hasSales ? slices.filter((slice) => slice.value > 0) : EMPTY_RING}
            size={150}
            thickness={28}
            withTooltip={hasSales}
            strokeWidth={hasSales ? 1 : 0}
            valueFormatter={formatKroner}
            tooltipDataSource="segment"
            accessibilityLayer={false}
            pieProps={{ rootTabIndex: -1 }}
            data-testid="sales-by-type-chart"
          />
        </div>
        <table aria-labelledby="sales-by-type-title" style={{ borderCollapse: 'collapse' }} data-testid="sales-by-type-legend">
          <tbody>
            {slices.map((slice) => (
              <tr key={slice.type} data-testid={`sales-type-${slice.type}`}>
                <th scope="row" style={{ padding: '3px 12px 3px 0', textAlign: 'left', fontWeight: 'normal' }}>
                  <Group gap="xs" wrap="nowrap">
                    <ColorSwatch color={cssColor(slice.color)} size={14} withShadow={false} aria-hidden="true" />
                    <Text size="sm" span>
                      {slice.name}
                    </Text>
                  </Group>
                </th>
                <td style={{ padding: '3px 0', whiteSpace: 'nowrap' }}>
                  <Text size="sm" fw={600} span>
                    {formatKroner(slice.value)}
                  </Text>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Group>
    </Stack>
  );
}
