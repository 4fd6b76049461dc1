import type { CSSProperties } from 'react';
import { ColorSwatch, Group, Paper, Text } from '@mantine/core';

interface SalesChartTooltipProps {
  /** The bar's date or month; a donut slice has none. */
  label?: string;
  name: string;
  value: string;
  color: string;
  /** Where it sits in the chart (absolute position). */
  style: CSSProperties;
}

/** The figure under the pointer, as the chart libraries show it: label, then swatch, series name and amount. */
export function SalesChartTooltip({ label, name, value, color, style }: SalesChartTooltipProps) {
  return (
    <Paper
      withBorder
      shadow="md"
      radius="sm"
      px="sm"
      py={6}
      data-testid="sales-chart-tooltip"
      style={{ position: 'absolute', pointerEvents: 'none', whiteSpace: 'nowrap', zIndex: 1, ...style }}
    >
      {label && (
        <Text size="sm" fw={600} mb={2}>
          {label}
        </Text>
      )}
      <Group gap="xs" wrap="nowrap">
        <ColorSwatch color={color} size={10} withShadow={false} />
        <Text size="sm" c="dimmed" span>
          {name}
        </Text>
        <Text size="sm" fw={600} span ml="auto">
          {value}
        </Text>
      </Group>
    </Paper>
  );
}
