import { Button, Group } from '@mantine/core';
import { osloDateOf } from '@bakrom/shared/business-day';
import { texts } from '@/i18n';
import { DATE_PRESETS, presetPeriod, type DatePeriod } from './date-ranges';

interface DatePresetsProps {
  /** The period chosen now: the preset that gives it is shown pressed. */
  fromDate?: string | null;
  toDate?: string | null;
  onChoose: (period: DatePeriod) => void;
  /** Today's Oslo date (YYYY-MM-DD); the clock's when left out. */
  today?: string;
  testId?: string;
}

/**
 * The periods of a report or a list at one click: I dag, I går, Denne uken, Forrige uke, Denne måneden,
 * Forrige måned, I år (Oslo days, weeks from Monday; a running period ends today). Buttons in a named
 * group, the one whose period is chosen pressed; a person can still type or pick any other period.
 */
export function DatePresets({ fromDate, toDate, onChoose, today, testId = 'date-presets' }: DatePresetsProps) {
  const t = texts.dates;
  const day = today ?? osloDateOf(new Date());
  return (
    <Group gap={6} role="group" aria-label={t.presetsLabel} data-testid={testId}>
      {DATE_PRESETS.map((preset) => {
        const period = presetPeriod(preset, day);
        const chosen = period.fromDate === fromDate && period.toDate === toDate;
        return (
          <Button
            key={preset}
            size="compact-sm"
            variant={chosen ? 'filled' : 'light'}
            aria-pressed={chosen}
            onClick={() => onChoose(period)}
            data-testid={`preset-${preset}`}
          >
            {t.presets[preset]}
          </Button>
        );
      })}
    </Group>
  );
}
