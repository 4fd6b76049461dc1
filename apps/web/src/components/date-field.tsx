import { useEffect, useState } from 'react';
import { DateInput, DatesProvider, type DateInputProps } from '@mantine/dates';
import 'dayjs/locale/nb';
import { texts, useLanguage } from '@/i18n';
import { dateTextProblem, isWholeDateText, parseScreenDate, screenDate, type DateTextProblem } from './date-text';

export interface DateFieldProps {
  label: string;
  /** The date (YYYY-MM-DD), or null for none. */
  value: string | null;
  /** The date typed or picked; null while what is typed is no usable date (see `filter`) or the field is empty. */
  onChange: (value: string | null) => void;
  /** The earliest and latest dates allowed (YYYY-MM-DD): the calendar offers no other, a typed one is refused. */
  minDate?: string;
  maxDate?: string;
  /** Why a typed date before `minDate` or after `maxDate` is refused ('Til-datoen kan ikke være før fra-datoen'). */
  minDateMessage?: string;
  maxDateMessage?: string;
  /**
   * A list's filter: the value changes only when a whole date is typed or the field is emptied, so the
   * list does not change at every key; a text that is no date leaves the filter as it was. Without it
   * (a form) the value is null while the text is no usable date, so the form's check refuses it.
   */
  filter?: boolean;
  /** A message of the form (the schema's, the server's); the field's own message about what is typed comes first. */
  error?: string;
  clearable?: boolean;
  clearLabel?: string;
  required?: boolean;
  withAsterisk?: boolean;
  disabled?: boolean;
  w?: DateInputProps['w'];
  testId: string;
}

/** The message of a problem with what is typed. */
function problemMessage(problem: DateTextProblem, text: string, props: DateFieldProps): string {
  const t = texts.dates;
  switch (problem) {
    case 'format':
      return t.format;
    case 'noSuchDay':
      return t.noSuchDay(text.trim());
    case 'beforeMin':
      return props.minDateMessage ?? t.beforeMin(screenDate(props.minDate!));
    case 'afterMax':
      return props.maxDateMessage ?? t.afterMax(screenDate(props.maxDate!));
  }
}

/**
 * The one date field of the app (Mantine's DateInput): a date typed as DD.MM.YYYY (a one-digit day or
 * month taken too) or picked in the calendar that opens under it, in Norwegian with weeks from Monday.
 * The field says what is wrong with what is typed: a text that is no date once the field is left, a day
 * that does not exist (31.02.2026) or a date outside the limits as soon as it is typed whole; the text
 * stays in the field so that it can be put right. Keyboard: type the date, Escape closes the calendar,
 * Tab leaves the field.
 */
export function DateField(props: DateFieldProps) {
  const language = useLanguage();
  const { label, value, onChange, minDate, maxDate, filter = false, error, clearable = false, testId } = props;
  const t = texts.dates;
  /** The text typed since the field last showed its value; null when it shows the value. */
  const [typed, setTyped] = useState<string | null>(null);
  const [left, setLeft] = useState(false);
  /** The value the field itself asked for while typing (null for a text that is no date). */
  const [asked, setAsked] = useState<string | null | undefined>(undefined);
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    // A value from elsewhere (a preset, the URL, the form starting again): the field shows it, without a message.
    setShownValue(value);
    setAsked(undefined);
    if (value !== asked) setTyped(null);
  }

  const problem = typed === null ? undefined : dateTextProblem(typed, { minDate, maxDate });
  // A date typed outside the limits becomes the value once the limits take it (the to-date moved on).
  const usableTyped = typed !== null && !problem ? parseScreenDate(typed) : undefined;
  useEffect(() => {
    if (usableTyped && usableTyped !== value) onChange(usableTyped);
  }, [usableTyped, value, onChange]);
  const shown = problem && (left || problem !== 'format' || isWholeDateText(typed ?? ''));

  const input = (text: string) => {
    setTyped(text);
    setLeft(false);
    const usable = !dateTextProblem(text, { minDate, maxDate }) && parseScreenDate(text) !== undefined;
    // A usable date reaches the value through the DateInput; an empty or unusable text is no date.
    const empty = !text.trim();
    if (value !== null && !usable && (empty ? !clearable : !filter)) {
      setAsked(null);
      onChange(null);
    }
  };

  return (
    <DatesProvider settings={{ locale: language, firstDayOfWeek: 1 }}>
      <DateInput
        label={label}
        value={value}
        onChange={(next) => {
          const date = next ? next.slice(0, 10) : null;
          setTyped(null);
          if (date !== value) onChange(date);
        }}
        onInput={(event) => input(event.currentTarget.value)}
        onBlur={() => setLeft(true)}
        dateParser={(text) => parseScreenDate(text) ?? null}
        valueFormat="DD.MM.YYYY"
        fixOnBlur={false}
        minDate={minDate}
        maxDate={maxDate}
        placeholder={t.placeholder}
        nextLabel={t.nextMonth}
        previousLabel={t.previousMonth}
        popoverProps={{ withinPortal: true }}
        clearable={clearable}
        clearButtonProps={props.clearLabel ? { 'aria-label': props.clearLabel } : undefined}
        error={shown ? problemMessage(problem, typed ?? '', props) : error}
        required={props.required}
        withAsterisk={props.withAsterisk}
        disabled={props.disabled}
        w={props.w}
        data-testid={testId}
      />
    </DatesProvider>
  );
}
