import { Select } from '@mantine/core';

interface LocationOption {
  id: string;
  name: string;
}

interface LocationSelectProps {
  locations: readonly LocationOption[];
  value: string | undefined;
  onChange: (locationId: string) => void;
  label: string;
  /** Render the picker even with a single location (a form field that must be visible). */
  alwaysShow?: boolean;
  error?: string;
}

/** Picks one of the merchant's locations; hidden when there is only one (spec part 1 §1). */
export function LocationSelect({ locations, value, onChange, label, alwaysShow = false, error }: LocationSelectProps) {
  if (locations.length < 2 && !alwaysShow) return null;
  return (
    <Select
      label={label}
      data={locations.map((location) => ({ value: location.id, label: location.name }))}
      value={value ?? null}
      onChange={(next) => next && onChange(next)}
      allowDeselect={false}
      maw={360}
      error={error}
      data-testid="location-select"
      comboboxProps={{ withinPortal: true }}
    />
  );
}
