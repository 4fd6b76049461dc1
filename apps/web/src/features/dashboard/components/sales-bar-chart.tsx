import { useState } from 'react';
import { Stack, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { ChartFigures } from '@/components/a11y/chart-figures';
import { texts } from '@/i18n';
import { cssColor, formatAxisKroner, formatKroner, salesBars, type SalesBar } from '../sales-figures';
import { shownLabels, valueTicks } from '@/components/charts/chart-geometry';
import { SalesChartTooltip } from './sales-chart-tooltip';

const HEIGHT = 300;
/** Room for the value axis (left), the slanted date labels (bottom) and the top tick's text. */
const AXIS_WIDTH = 90;
const LABELS_HEIGHT = 80;
const TOP = 10;
const RIGHT = 12;
const MAX_BAR_WIDTH = 36;
/** Slanted labels of 11 px need about this much room apart along the axis. */
const LABEL_SPACING = 20;
/** Drawn at this width until the real width is known (the drawing scales to it meanwhile). */
const FALLBACK_WIDTH = 640;
const BAR_COLOR = cssColor('teal.6');
const AXIS_TEXT = { fill: 'var(--mantine-color-dimmed)', fontSize: 12 };

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
  const t = texts.operations.overview;
  const total = amounts.reduce((sum, amount) => sum + amount, 0);
  const bars = salesBars(labels, amounts);
  return (
    <Stack gap="xs" data-testid={testId}>
      <ChartFigures
        caption={caption}
        headers={[labelHeader, t.seriesName]}
        figures={bars.map((bar) => ({ label: bar.label, value: formatKroner(bar.sales) }))}
      >
        <BarDrawing bars={bars} seriesName={t.seriesName} />
      </ChartFigures>
      <Text size="sm" c="dimmed" data-testid={`${testId}-total`}>
        {total > 0 ? t.periodTotal(formatKroner(total)) : t.noSalesInPeriod}
      </Text>
    </Stack>
  );
}

/** The bars in SVG, drawn at the width they get; the amount of a bar shows while the pointer is on its column. */
function BarDrawing({ bars, seriesName }: { bars: readonly SalesBar[]; seriesName: string }) {
  const { ref, width: measured } = useElementSize<HTMLDivElement>();
  const [active, setActive] = useState<number | null>(null);
  const width = measured > 0 ? Math.round(measured) : FALLBACK_WIDTH;
  const plotWidth = Math.max(1, width - AXIS_WIDTH - RIGHT);
  const plotHeight = HEIGHT - TOP - LABELS_HEIGHT;
  const baseline = TOP + plotHeight;
  const band = plotWidth / Math.max(1, bars.length);
  const barWidth = Math.min(MAX_BAR_WIDTH, band * 0.8);
  const ticks = valueTicks(Math.max(0, ...bars.map((bar) => bar.sales)));
  const top = ticks.at(-1) || 1;
  const y = (kroner: number) => baseline - (Math.max(0, kroner) / top) * plotHeight;
  const centre = (index: number) => AXIS_WIDTH + (index + 0.5) * band;
  const activeBar = active === null ? undefined : bars[active];

  return (
    <div ref={ref} style={{ position: 'relative' }}>
      <svg
        width="100%"
        height={HEIGHT}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        focusable="false"
        style={{ display: 'block', overflow: 'visible' }}
        onPointerLeave={() => setActive(null)}
      >
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={AXIS_WIDTH}
              x2={width - RIGHT}
              y1={y(tick)}
              y2={y(tick)}
              style={{ stroke: 'var(--mantine-color-gray-3)', strokeDasharray: tick === 0 ? undefined : '5 5' }}
            />
            <line x1={AXIS_WIDTH - 6} x2={AXIS_WIDTH} y1={y(tick)} y2={y(tick)} style={{ stroke: 'var(--mantine-color-gray-5)' }} />
            <text x={AXIS_WIDTH - 10} y={y(tick)} textAnchor="end" dominantBaseline="middle" style={AXIS_TEXT}>
              {formatAxisKroner(tick)}
            </text>
          </g>
        ))}
        {active !== null && (
          <rect x={AXIS_WIDTH + active * band} y={TOP} width={band} height={plotHeight} style={{ fill: 'var(--mantine-color-gray-1)' }} />
        )}
        {bars.map((bar, index) => (
          <rect
            key={index}
            data-testid="sales-bar"
            x={centre(index) - barWidth / 2}
            y={y(bar.sales)}
            width={barWidth}
            height={baseline - y(bar.sales)}
            style={{ fill: BAR_COLOR }}
          />
        ))}
        {shownLabels(bars.length, band, LABEL_SPACING).map((index) => (
          <text
            key={index}
            transform={`translate(${centre(index)} ${baseline + 8}) rotate(-45)`}
            textAnchor="end"
            dominantBaseline="middle"
            style={{ ...AXIS_TEXT, fontSize: 11 }}
          >
            {bars[index]!.label}
          </text>
        ))}
        {bars.map((bar, index) => (
          <rect
            key={index}
            x={AXIS_WIDTH + index * band}
            y={TOP}
            width={band}
            height={plotHeight}
            fill="transparent"
            onPointerEnter={() => setActive(index)}
          />
        ))}
      </svg>
      {active !== null && activeBar && (
        <SalesChartTooltip
          label={activeBar.label}
          name={seriesName}
          value={formatKroner(activeBar.sales)}
          color={BAR_COLOR}
          style={{
            left: `${(centre(active) / width) * 100}%`,
            top: Math.min(Math.max(0, y(activeBar.sales) - 24), baseline - 64),
            transform: centre(active) > width / 2 ? `translateX(calc(-100% - ${barWidth / 2 + 8}px))` : `translateX(${barWidth / 2 + 8}px)`,
          }}
        />
      )}
    </div>
  );
}
