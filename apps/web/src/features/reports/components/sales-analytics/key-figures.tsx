import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatMoney } from '@bakrom/shared/format';
import type { ComparedFigure, SalesKeyFigures } from '@bakrom/shared/schemas/sales-analytics';
import { texts } from '@/i18n';
import { formatCount, formatDecimal, formatPercent } from './analytics-format';
import { ChangeText } from './change-text';
import classes from './sales-analytics.module.css';

type CardKey = Exclude<keyof SalesKeyFigures, 'refundRate'>;

/** The cards in their order, each with how its figure is written and whether a rise is bad news. */
const CARDS: readonly { key: CardKey; format: (value: number) => string; riseIsBad?: true }[] = [
  { key: 'netSales', format: formatMoney },
  { key: 'orders', format: formatCount },
  { key: 'averageOrderValue', format: formatMoney },
  { key: 'itemsPerOrder', format: formatDecimal },
  { key: 'refunds', format: formatMoney, riseIsBad: true },
  { key: 'discounts', format: formatMoney, riseIsBad: true },
  { key: 'tips', format: formatMoney },
];

interface FigureCardProps {
  label: string;
  figure: ComparedFigure;
  format: (value: number) => string;
  riseIsBad?: boolean;
  /** A line under the value (the refunds' share of the sales). */
  note?: string;
  testId: string;
}

function FigureCard({ label, figure, format, riseIsBad, note, testId }: FigureCardProps) {
  const t = texts.reports.salesAnalytics.keyFigures;
  return (
    <Paper withBorder p="sm" radius="md" className={classes.figure} data-testid={testId}>
      <Stack gap={2}>
        <Text size="sm" c="dimmed" fw={600}>
          {label}
        </Text>
        <Text fz="xl" fw={700} className={classes.figureValue} data-testid={`${testId}-value`}>
          {format(figure.value)}
        </Text>
        {note && (
          <Text size="sm" data-testid={`${testId}-note`}>
            {note}
          </Text>
        )}
        <ChangeText change={figure.change} riseIsBad={riseIsBad} testId={`${testId}-change`} />
        <Text size="xs" c="dimmed" data-testid={`${testId}-previous`}>
          {t.previous(format(figure.previous))}
        </Text>
      </Stack>
    </Paper>
  );
}

/** Nøkkeltall: a card per figure with its value, its change against the comparison period and that period's figure. */
export function KeyFigures({ figures }: { figures: SalesKeyFigures }) {
  const t = texts.reports.salesAnalytics.keyFigures;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" data-testid="sales-key-figures">
      {CARDS.map(({ key, format, riseIsBad }) => (
        <FigureCard
          key={key}
          label={t[key]}
          figure={figures[key]}
          format={format}
          riseIsBad={riseIsBad}
          note={key === 'refunds' ? t.refundRate(formatPercent(figures.refundRate.value)) : undefined}
          testId={`key-figure-${key}`}
        />
      ))}
    </SimpleGrid>
  );
}
