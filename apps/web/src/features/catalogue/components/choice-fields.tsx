import { Checkbox, Group } from '@mantine/core';
import type { AvailableDay, MenuOrderType } from '@bakrom/shared/enums';
import { MENU_ORDER_TYPES } from '@bakrom/shared/enums';
import type { Location } from '@bakrom/shared/schemas/location';
import { nb } from '@/i18n/nb';

const t = nb.catalogue;

interface ChoiceProps<T extends string> {
  value: T[];
  onChange: (value: T[]) => void;
  error?: string;
}

export function LocationChoices({ locations, ...props }: ChoiceProps<string> & { locations: Location[] }) {
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
