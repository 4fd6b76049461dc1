import { useId } from 'react';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { LabourToday as LabourTodayFigures } from '@bakrom/shared/schemas/dashboard';
import { texts } from '@/i18n';
import { formatHours, formatPercent, labourInLocationOrder } from '../labour-figures';
import { formatKroner } from '../sales-figures';

interface LabourTodayProps {
  labour: readonly LabourTodayFigures[];
  /** The merchant's locations: each card is headed by its location's name when there are several. */
  locations: ReadonlyArray<{ id: string; name: string }>;
}

/** One label–value pair of a card's description list. */
function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fw={700} fz="lg" data-testid={testId}>
        {value}
      </Text>
    </div>
  );
}

/**
 * One location's labour today: hours, cost, the cost's share of the sales and the sales per hour, as a description
 * list; a MANAGER's answer has no cost (null), and the card shows hours and sales per hour only.
 */
function LocationLabour({ labour, name }: { labour: LabourTodayFigures; name: string | undefined }) {
  const t = texts.operations.overview;
  const nameId = useId();
  const orNone = (value: number | null, format: (value: number) => string) => (value === null ? t.noFigure : format(value));
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component={name ? 'section' : 'div'}
      aria-labelledby={name ? nameId : undefined}
      data-testid="labour-location"
    >
      <Stack gap="sm">
        {name && (
          <Title order={3} fz="h5" id={nameId}>
            {name}
          </Title>
        )}
        <SimpleGrid component="dl" cols={2} spacing="md" verticalSpacing="sm" m={0}>
          <Figure label={t.labourHours} value={formatHours(labour.hours)} testId="labour-hours" />
          {labour.labourCost !== null && (
            <>
              <Figure label={t.labourCost} value={formatKroner(labour.labourCost)} testId="labour-cost" />
              <Figure label={t.labourCostShare} value={orNone(labour.labourCostShareOfSales, formatPercent)} testId="labour-cost-share" />
            </>
          )}
          <Figure label={t.salesPerLabourHour} value={orNone(labour.salesPerLabourHour, formatKroner)} testId="labour-sales-per-hour" />
        </SimpleGrid>
        {labour.labourCost !== null && labour.hoursWithoutCost > 0 && (
          <Text size="sm" c="dimmed" data-testid="labour-without-cost">
            {t.hoursWithoutCost(formatHours(labour.hoursWithoutCost))}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * 'Personal i dag': per location with staff clocked in today, the hours worked, their cost at the employees'
 * hourly cost, that cost's share of today's sales and the sales per hour worked; nothing without any.
 */
export function LabourToday({ labour, locations }: LabourTodayProps) {
  const t = texts.operations.overview;
  const titleId = useId();
  if (labour.length === 0) return null;
  const names = new Map(locations.map((location) => [location.id, location.name]));
  const withNames = locations.length > 1;
  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId} data-testid="labour-today">
      <Title order={2} fz="h4" id={titleId}>
        {t.labourTitle}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {labourInLocationOrder(labour, locations).map((row) => (
          <LocationLabour
            key={row.locationId}
            labour={row}
            name={withNames ? (names.get(row.locationId) ?? t.unknownLocation) : undefined}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
