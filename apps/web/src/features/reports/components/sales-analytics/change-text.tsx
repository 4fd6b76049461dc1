import { Text } from '@mantine/core';
import hidden from '@/components/a11y/visually-hidden.module.css';
import { texts } from '@/i18n';
import { describeChange } from './analytics-format';
import classes from './sales-analytics.module.css';

const ARROWS = { up: '▲', down: '▼' } as const;

interface ChangeTextProps {
  /** The relative change against the comparison period (0.123 = +12,3 %), null without a figure to compare with. */
  change: number | null;
  /** Refunds and discounts: a rise is bad news, shown red. */
  riseIsBad?: boolean;
  size?: 'xs' | 'sm' | 'md';
  testId?: string;
}

/**
 * A change as ▲ +12,3 % or ▼ −4,0 %, green when it is good news and red when it is bad: the arrow and the sign say
 * it without the colour, and a screen reader hears 'Økning' or 'Nedgang' instead of the arrow.
 */
export function ChangeText({ change, riseIsBad = false, size = 'sm', testId }: ChangeTextProps) {
  const t = texts.reports.salesAnalytics.change;
  const { direction, text } = describeChange(change);
  if (direction === 'none' || direction === 'flat') {
    return (
      <Text span size={size} c="dimmed" className={classes.change} data-direction={direction} data-testid={testId}>
        {direction === 'flat' && <span className={hidden.hidden}>{t.flat} </span>}
        {text}
      </Text>
    );
  }
  const good = (direction === 'up') !== riseIsBad;
  return (
    <Text
      span
      size={size}
      fw={600}
      c={good ? 'green.8' : 'red.8'}
      className={classes.change}
      data-direction={direction}
      data-testid={testId}
    >
      <span className={hidden.hidden}>{t[direction]} </span>
      <span aria-hidden="true">{ARROWS[direction]} </span>
      {text}
    </Text>
  );
}
