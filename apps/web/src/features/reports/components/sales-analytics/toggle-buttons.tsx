import { Button, Group } from '@mantine/core';

interface ToggleButtonsProps<V extends string> {
  /** Names the group for screen readers ('Vis'). */
  label: string;
  options: readonly { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
  testId: string;
}

/** A choice of a few views as buttons in a named group, the chosen one pressed (as the date presets). */
export function ToggleButtons<V extends string>({ label, options, value, onChange, testId }: ToggleButtonsProps<V>) {
  return (
    <Group gap={6} role="group" aria-label={label} data-testid={testId}>
      {options.map((option) => (
        <Button
          key={option.value}
          size="compact-sm"
          variant={option.value === value ? 'filled' : 'light'}
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
          data-testid={`${testId}-${option.value}`}
        >
          {option.label}
        </Button>
      ))}
    </Group>
  );
}
