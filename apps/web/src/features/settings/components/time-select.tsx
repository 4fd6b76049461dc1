import { NativeSelect } from '@mantine/core';
import { optionsWith } from '../time-options';

interface TimeSelectProps {
  /** Accessible name, e.g. 'Fra mandag' (the column heading is the visible label). */
  label: string;
  options: readonly string[];
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** A note below the picker ('(neste dag)'). */
  description?: string;
  disabled?: boolean;
  testId?: string;
}

/** A 24-hour time picker on a fixed step; the device's own list on tablets. */
export function TimeSelect({ label, options, value, onChange, error, description, disabled, testId }: TimeSelectProps) {
  return (
    <NativeSelect
      aria-label={label}
      data={optionsWith(options, value)}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      description={description}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      disabled={disabled}
      miw={96}
      data-testid={testId}
    />
  );
}
