import { useState } from 'react';
import { ColorSwatch, Group, Stack, Text } from '@mantine/core';
import { texts } from '@/i18n';
import { cssColor, formatKroner, type OrderTypeSlice } from '../sales-figures';
import { slicePath, sliceTurns, type Ring } from '@/components/charts/chart-geometry';
import { SalesChartTooltip } from './sales-chart-tooltip';

const SIZE = 150;
const RING: Ring = { center: SIZE / 2, outer: SIZE / 2 - 1, inner: SIZE / 2 - 1 - 28 };

/**
 * A donut of today's sales by order type in the order types' fixed colours, and beside it the same
 * figures as a table (the donut's legend), which is what screen readers read: the donut is hidden from them.
 */
export function SalesByType({ slices }: { slices: readonly OrderTypeSlice[] }) {
  const t = texts.operations.overview;
  return (
    <Stack gap="sm">
      <Text size="sm" fw={600} id="sales-by-type-title">
        {t.salesByType}
      </Text>
      <Group gap="lg" align="center" wrap="wrap">
        <div aria-hidden="true">
          <Donut slices={slices} />
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

/** The slices in SVG, a white gap between them; without sales an empty grey ring, so the card keeps its shape. */
function Donut({ slices }: { slices: readonly OrderTypeSlice[] }) {
  const [active, setActive] = useState<number | null>(null);
  const turns = sliceTurns(slices.map((slice) => slice.value));
  const hasSales = slices.some((slice) => slice.value > 0);
  const activeSlice = active === null ? undefined : slices[active];
  const middle = active === null ? 0 : ((turns[active]!.start + turns[active]!.end) / 2) * 2 * Math.PI;
  const radius = (RING.outer + RING.inner) / 2;

  return (
    <div style={{ position: 'relative', width: SIZE, height: SIZE }}>
      <svg
        width={SIZE}
        height={SIZE}
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        focusable="false"
        data-testid="sales-by-type-chart"
        style={{ display: 'block' }}
      >
        {!hasSales && <path d={slicePath(RING, 0, 1)} style={{ fill: 'var(--mantine-color-gray-2)' }} />}
        {slices.map((slice, index) =>
          slice.value > 0 ? (
            <path
              key={slice.type}
              data-testid="sales-slice"
              data-type={slice.type}
              d={slicePath(RING, turns[index]!.start, turns[index]!.end)}
              style={{ fill: cssColor(slice.color), stroke: 'var(--mantine-color-body)', strokeWidth: 2 }}
              onPointerEnter={() => setActive(index)}
              onPointerLeave={() => setActive(null)}
            />
          ) : null,
        )}
      </svg>
      {activeSlice && (
        <SalesChartTooltip
          name={activeSlice.name}
          value={formatKroner(activeSlice.value)}
          color={cssColor(activeSlice.color)}
          style={{
            left: RING.center + radius * Math.sin(middle) + 12,
            top: RING.center - radius * Math.cos(middle) - 12,
          }}
        />
      )}
    </div>
  );
}
