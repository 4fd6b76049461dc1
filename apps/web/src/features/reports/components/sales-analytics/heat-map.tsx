import { useState } from 'react';
import { Group, Stack, Text, Title } from '@mantine/core';
import { formatMoney } from '@bakrom/shared/format';
import type { HeatMapCell } from '@bakrom/shared/schemas/sales-analytics';
import { ChartFigures } from '@/components/a11y/chart-figures';
import { texts } from '@/i18n';
import { formatCount, hourLabel } from './analytics-format';
import { heatGrid, intensity, type HeatGrid, type HeatMeasure } from './chart-data';
import classes from './sales-analytics.module.css';
import { ToggleButtons } from './toggle-buttons';

const HEAT_COLOR = 'var(--mantine-color-teal-7)';

function formatMeasure(measure: HeatMeasure, value: number): string {
  return measure === 'sales' ? formatMoney(value) : texts.reports.salesAnalytics.hours.orders(formatCount(value));
}

/** The grid of coloured cells: a row per weekday, a column per hour; the strongest colour is the busiest hour. */
function HeatDrawing({ grid, measure }: { grid: HeatGrid; measure: HeatMeasure }) {
  const t = texts.reports.salesAnalytics.hours;
  return (
    <div className={classes.heatScroll}>
      <div
        className={classes.heatGrid}
        style={{
          gridTemplateColumns: `3.5em repeat(${grid.hours.length}, minmax(24px, 1fr))`,
          minWidth: `calc(3.5em + ${grid.hours.length * 26}px)`,
        }}
        data-testid="heat-map-grid"
      >
        <span />
        {grid.hours.map((hour) => (
          <span key={hour} className={classes.heatHour}>
            {hourLabel(hour)}
          </span>
        ))}
        {grid.rows.map((row) => (
          <Row key={row.weekday} weekday={row.weekday} hours={grid.hours} values={row.values} max={grid.max} measure={measure} />
        ))}
      </div>
      <Group gap={6} mt="xs" justify="flex-end">
        <Text size="xs" c="dimmed">
          {t.low}
        </Text>
        <span className={classes.heatLegend} />
        <Text size="xs" c="dimmed">
          {t.high}
        </Text>
      </Group>
    </div>
  );
}

function Row({
  weekday,
  hours,
  values,
  max,
  measure,
}: {
  weekday: number;
  hours: number[];
  values: number[];
  max: number;
  measure: HeatMeasure;
}) {
  const t = texts.reports.salesAnalytics.hours;
  return (
    <>
      <span className={classes.heatLabel}>{t.weekdaysShort[weekday - 1]}</span>
      {values.map((value, index) => {
        const strength = intensity(value, max);
        return (
          <span
            key={hours[index]}
            className={classes.heatCell}
            title={t.cell(t.weekdays[weekday - 1]!, hourLabel(hours[index]!), formatMeasure(measure, value))}
            data-testid="heat-cell"
            data-strength={strength}
            style={{
              background: strength === 0 ? undefined : `color-mix(in srgb, ${HEAT_COLOR} ${Math.round(strength * 100)}%, transparent)`,
            }}
          />
        );
      })}
    </>
  );
}

/**
 * Ukedager og timer: the period's sales (or orders) by weekday and hour as a heat map of the hours with any sale,
 * with its figures as a table for screen readers.
 */
export function HeatMap({ cells }: { cells: readonly HeatMapCell[] }) {
  const t = texts.reports.salesAnalytics.hours;
  const [measure, setMeasure] = useState<HeatMeasure>('sales');
  const grid = heatGrid(cells, measure);
  return (
    <Stack gap="xs" className={classes.section} data-testid="heat-map">
      <Group justify="space-between" gap="sm">
        <Title order={3} fz="h5">
          {t.heatMap}
        </Title>
        {grid.hours.length > 0 && (
          <ToggleButtons
            label={t.measure}
            options={[
              { value: 'sales', label: t.measures.sales },
              { value: 'orders', label: t.measures.orders },
            ]}
            value={measure}
            onChange={setMeasure}
            testId="heat-measure"
          />
        )}
      </Group>
      {grid.hours.length === 0 ? (
        <Text c="dimmed" data-testid="heat-map-empty">
          {t.empty}
        </Text>
      ) : (
        <ChartFigures
          figuresToggle
          caption={t.caption(t.measures[measure])}
          headers={[t.weekday, ...grid.hours.map((hour) => `${hourLabel(hour)}:00`)]}
          figures={grid.rows.map((row) => ({
            label: t.weekdays[row.weekday - 1]!,
            value: row.values.map((value) => (measure === 'sales' ? formatMoney(value) : formatCount(value))),
          }))}
          testId="heat-map-figures"
        >
          <HeatDrawing grid={grid} measure={measure} />
        </ChartFigures>
      )}
    </Stack>
  );
}
