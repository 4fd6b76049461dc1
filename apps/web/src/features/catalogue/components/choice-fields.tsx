import { Checkbox, Group } from '@mantine/core';
import type { AvailableDay, MenuOrderType } from '@bakrom/shared/enums';
import { MENU_ORDER_TYPES } from '@bakrom/shared/enums';
import type { Location } from '@bakrom/shared/schemas/location';
import { texts } from '@/i18n';

interface ChoiceProps<T extends string> {
  value: T[];
  onChange: (value: T[]) => void;
  error?: string;
}

export function LocationChoices({ locations, ...props }: ChoiceProps<string> & { locations: Location[] }) {
  const t = texts.catalogue;
  return (
    <Checkbox.Group label={t.form.locations} {...props} data-testid="choice-locations">
      <Group gap="md" mt={6}>
        {locations.map((location) => (
          <Checkbox key={location.id} value={location.id} label={location.name} />
        ))}
      </Group>
    </Checkbox.Group>
  );
}

export function OrderTypeChoices(props: ChoiceProps<MenuOrderType>) {
  const t = texts.catalogue;
  return (
    <Checkbox.Group label={t.form.orderTypes} {...props} data-testid="choice-order-types">
      <Group gap="md" mt={6}>
        {MENU_ORDER_TYPES.map((type) => (
          <Checkbox key={type} value={type} label={t.orderTypes[type]} />
        ))}
      </Group>
    </Checkbox.Group>
  );
}

export function DayChoices({ days, ...props }: ChoiceProps<AvailableDay> & { days: AvailableDay[] }) {
  const t = texts.catalogue;
  if (days.length === 0) return null;
  return (
    <Checkbox.Group label={t.form.days} description={t.form.daysHint} {...props} data-testid="choice-days">
      <Group gap="md" mt={6}>
        {days.map((day) => (
          <Checkbox key={day} value={day} label={t.days[day]} />
        ))}
      </Group>
    </Checkbox.Group>
  );
}
