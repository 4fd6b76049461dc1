import { Group, Stack, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { formatMoney } from '@bakrom/shared/format';
import { shownLabels, valueTicks } from '@/components/charts/chart-geometry';
import { formatAxisKroner } from './analytics-format';
import classes from './sales-analytics.module.css';

export interface BarSeries {
  name: string;
  /** A CSS colour ('var(--mantine-color-teal-6)'). */
  color: string;
  /** Øre, one per label. */
  values: readonly number[];
}

interface BarChartProps {
  /** Under each bar or group of bars. */
  labels: readonly string[];
  series: readonly BarSeries[];
  /** Stacked: one bar per label, the series on top of each other; grouped: the series side by side. */
  mode: 'stacked' | 'grouped';
  height?: number;
  testId?: string;
}

const AXIS_WIDTH = 80;
const LABELS_HEIGHT = 56;
const TOP = 10;
const RIGHT = 8;
const MAX_BAR_WIDTH = 40;
const LABEL_SPACING = 22;
/** Drawn at this width until the real width is known (the drawing scales meanwhile). */
const FALLBACK_WIDTH = 640;
const AXIS_TEXT = { fill: 'var(--mantine-color-dimmed)', fontSize: 11 };

/**
 * Sales as bars in SVG, drawn at the width they get, with a value axis in whole kroner and a legend; each bar names
 * its series, label and amount on hover. Screen readers read the figures' table beside it (ChartFigures), not this.
 */
export function BarChart({ labels, series, mode, height = 260, testId }: BarChartProps) {
  const { ref, width: measured } = useElementSize<HTMLDivElement>();
  const width = measured > 0 ? Math.round(measured) : FALLBACK_WIDTH;
  const plotWidth = Math.max(1, width - AXIS_WIDTH - RIGHT);
  const plotHeight = height - TOP - LABELS_HEIGHT;
  const baseline = TOP + plotHeight;
  const band = plotWidth / Math.max(1, labels.length);
  const positive = (value: number) => Math.max(0, value);
  const totals = labels.map((_, index) =>
    mode === 'stacked'
      ? series.reduce((sum, one) => sum + positive(one.values[index] ?? 0), 0)
      : Math.max(0, ...series.map((one) => one.values[index] ?? 0)),
  );
  // The overview's axis rule, in whole kroner.
  const ticks = valueTicks(Math.max(0, ...totals) / 100).map((kroner) => kroner * 100);
  const top = ticks.at(-1) || 1;
  const y = (ore: number) => baseline - (positive(ore) / top) * plotHeight;
  const groupWidth = Math.min(band * 0.8, mode === 'stacked' ? MAX_BAR_WIDTH : MAX_BAR_WIDTH * series.length);
  const barWidth = mode === 'stacked' ? groupWidth : groupWidth / Math.max(1, series.length);
  const shown = new Set(shownLabels(labels.length, band, LABEL_SPACING));

  return (
    <Stack gap={6} data-testid={testId}>
      <div ref={ref}>
        <svg
          width="100%"
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          focusable="false"
          style={{ display: 'block', overflow: 'visible' }}
        >
          {ticks.map((tick) => (
            <g key={tick}>
              <line
                x1={AXIS_WIDTH}
                x2={width - RIGHT}
                y1={y(tick)}
                y2={y(tick)}
                style={{ stroke: 'var(--mantine-color-gray-3)', strokeDasharray: tick === 0 ? undefined : '4 4' }}
              />
              <text x={AXIS_WIDTH - 8} y={y(tick)} textAnchor="end" dominantBaseline="middle" style={AXIS_TEXT}>
                {formatAxisKroner(tick)}
              </text>
            </g>
          ))}
          {labels.map((label, index) => {
            const left = AXIS_WIDTH + index * band + (band - groupWidth) / 2;
            let stackTop = baseline;
            return (
              <g key={index} data-testid="chart-bar-group">
                {series.map((one, position) => {
                  const value = one.values[index] ?? 0;
                  const barHeight = baseline - y(value);
                  const x = mode === 'stacked' ? left : left + position * barWidth;
                  const barTop = mode === 'stacked' ? stackTop - barHeight : baseline - barHeight;
                  if (mode === 'stacked') stackTop -= barHeight;
                  return (
                    <rect
                      key={one.name}
                      x={x}
                      y={barTop}
                      width={Math.max(1, barWidth - (mode === 'grouped' ? 2 : 0))}
                      height={barHeight}
                      style={{ fill: one.color }}
                    >
                      <title>{`${label} ${one.name}: ${formatMoney(value)}`}</title>
                    </rect>
                  );
                })}
                {shown.has(index) && (
                  <text
                    transform={`translate(${AXIS_WIDTH + (index + 0.5) * band} ${baseline + 8}) rotate(${labels.length > 12 ? -45 : 0})`}
                    textAnchor={labels.length > 12 ? 'end' : 'middle'}
                    dominantBaseline={labels.length > 12 ? 'middle' : 'hanging'}
                    style={AXIS_TEXT}
                  >
                    {label}
                  </text>
                )}
              </g>
            );
          })}
        </svg>
      </div>
      <Group gap="md" justify="center">
        {series.map((one) => (
          <Group key={one.name} gap={6} wrap="nowrap">
            <span className={classes.swatch} style={{ background: one.color }} />
            <Text size="sm">{one.name}</Text>
          </Group>
        ))}
      </Group>
    </Stack>
  );
}
