import { useState } from 'react';
import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { ORDER_CHANNELS, ORDER_STATUSES, PAYMENT_TYPES } from '@bakrom/shared/enums';
import { z } from 'zod';
import { ORDER_SEARCH, ORDER_SEARCH_MAX_LENGTH } from '@bakrom/shared/schemas/orders';
import { DateField } from '@/components/date-field';
import { DatePresets } from '@/components/date-presets';
import { FormShell } from '@/components/form/form-shell';
import { useForm } from '@/components/form/use-form';
import { texts } from '@/i18n';
import type { FilterChanges, OrderFilterValues } from '../order-filters';

interface OrderFiltersProps {
  filters: OrderFilterValues;
  locations: readonly { id: string; name: string }[];
  onChange: (changes: FilterChanges) => void;
  onClear: () => void;
}

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

/**
 * Location (when several), the period (typed DD.MM.YYYY, picked, or a preset), status, channel, payment
 * type and the search by order number, mobile number or name; every choice goes into the URL.
 */
export function OrderFilters({ filters, locations, onChange, onClear }: OrderFiltersProps) {
  const t = texts.orders;
  const f = t.filters;
  const search = useForm({
    kind: 'submit',
    initial: { q: filters.q ?? '' },
    schema: z.object({
      q: z.string().trim().max(ORDER_SEARCH_MAX_LENGTH, f.searchTooLong(ORDER_SEARCH_MAX_LENGTH)).regex(ORDER_SEARCH, f.searchInvalid),
    }),
    toBody: (values) => ({ q: values.q.trim() }),
    save: async ({ q }) => onChange({ q: q || null }),
    shownFields: ['q'],
  });
  const [shownQ, setShownQ] = useState(filters.q);
  // The search box follows the URL when it changes from elsewhere (back, 'Nullstill filtre').
  if (shownQ !== filters.q) {
    setShownQ(filters.q);
    search.restart({ q: filters.q ?? '' });
  }

  const select = (key: 'status' | 'channel' | 'paymentType', label: string, data: { value: string; label: string }[]) => (
    <Select
      label={label}
      data={data}
      value={filters[key] ?? null}
      onChange={(value) => onChange({ [key]: value })}
      placeholder={f.all}
      clearable
      comboboxProps={{ withinPortal: true }}
      data-testid={`filter-${key}`}
    />
  );

  return (
    <Stack gap="sm" component="section" aria-label={f.title}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 6 }} spacing="sm">
        {locations.length > 1 && (
          <Select
            label={f.location}
            data={[{ value: '', label: f.allLocations }, ...locations.map((location) => ({ value: location.id, label: location.name }))]}
            value={filters.locationId ?? ''}
            onChange={(value) => onChange({ locationId: value || null })}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            data-testid="filter-location"
          />
        )}
        <DateField
          label={f.fromDate}
          value={filters.fromDate ?? null}
          onChange={(value) => onChange({ fromDate: value })}
          maxDate={filters.toDate}
          maxDateMessage={texts.dates.fromAfterTo}
          filter
          clearable
          clearLabel={f.clearFromDate}
          testId="filter-from"
        />
        <DateField
          label={f.toDate}
          value={filters.toDate ?? null}
          onChange={(value) => onChange({ toDate: value })}
          minDate={filters.fromDate}
          minDateMessage={texts.dates.toBeforeFrom}
          filter
          clearable
          clearLabel={f.clearToDate}
          testId="filter-to"
        />
        {select('status', f.status, options(ORDER_STATUSES, t.statuses))}
        {select('channel', f.channel, options(ORDER_CHANNELS, t.channels))}
        {select('paymentType', f.paymentType, options(PAYMENT_TYPES, t.paymentTypeFilters))}
      </SimpleGrid>
      <DatePresets fromDate={filters.fromDate} toDate={filters.toDate} onChoose={(period) => onChange(period)} testId="filter-presets" />
      <FormShell form={search} role="search" framed={false} main={null} gap="sm">
        <Group align="flex-start" gap="sm">
          <TextInput
            label={f.search}
            placeholder={f.searchPlaceholder}
            value={search.values.q}
            onChange={(event) => search.set('q', event.currentTarget.value)}
            error={search.errors.q}
            maxLength={ORDER_SEARCH_MAX_LENGTH}
            w={{ base: '100%', xs: 360 }}
            data-testid="filter-search"
          />
          <Button type="submit" mt={{ base: 0, xs: 25 }} data-testid="filter-search-submit">
            {f.submitSearch}
          </Button>
          <Button variant="subtle" mt={{ base: 0, xs: 25 }} onClick={onClear} data-testid="filter-clear">
            {f.clear}
          </Button>
        </Group>
      </FormShell>
    </Stack>
  );
}
