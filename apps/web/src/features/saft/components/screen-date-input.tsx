import { DateInput } from '@mantine/dates';
import { texts } from '@/i18n';
import { parseScreenDate, screenDate } from '../saft-period';

interface ScreenDateInputProps {
  label: string;
  /** What the field holds as typed (DD.MM.YYYY); the calendar writes a picked day so too. */
  text: string;
  onTextChange: (text: string) => void;
  error?: string;
  testId: string;
}

/**
 * A date typed as DD.MM.YYYY, or picked in the calendar that opens under it (Mantine's DateInput, in the
 * report pickers' locale and words). The text stays as typed, also when it is no date, so that the form
 * can say what is wrong with it instead of silently keeping an older date.
 */
export function ScreenDateInput({ label, text, onTextChange, error, testId }: ScreenDateInputProps) {
  const t = texts.saft;
  return (
    <DateInput
      label={label}
      value={parseScreenDate(text) ?? null}
      onChange={(value) => value && onTextChange(screenDate(value.slice(0, 10)))}
      onInput={(event) => onTextChange(event.currentTarget.value)}
      dateParser={(typed) => parseScreenDate(typed) ?? null}
      valueFormat="DD.MM.YYYY"
      fixOnBlur={false}
      placeholder={t.datePlaceholder}
      nextLabel={t.nextMonth}
      previousLabel={t.previousMonth}
      popoverProps={{ withinPortal: true }}
      error={error}
      required
      w={{ base: '100%', xs: 200 }}
      data-testid={testId}
    />
  );
}
