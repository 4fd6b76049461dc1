import { SimpleGrid, Stack, Text } from '@mantine/core';
import { isSingleDay } from '@bakrom/shared/loyalty-rules';
import { DateField } from '@/components/date-field';
import { texts } from '@/i18n';

interface DateRangeFieldsProps {
  fromDate: string | null;
  toDate: string | null;
  onFromChange: (value: string | null) => void;
  onToChange: (value: string | null) => void;
  errors: { fromDate?: string; toDate?: string };
  testIdPrefix: string;
}

/**
 * From and to dates (DD.MM.YYYY on screen, YYYY-MM-DD in the values) with the single-day hint; moving
 * the from date past the to date moves the to date along. Dates typed DD.MM.YYYY or picked (`DateField`).
 */
export function DateRangeFields({ fromDate, toDate, onFromChange, onToChange, errors, testIdPrefix }: DateRangeFieldsProps) {
  const t = texts.loyalty.common;
  const changeFrom = (value: string | null) => {
    onFromChange(value);
    if (value && toDate && toDate < value) onToChange(value);
  };
  return (
    <Stack gap={6}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <DateField
          label={t.fromDate}
          value={fromDate}
          onChange={changeFrom}
          error={errors.fromDate}
          withAsterisk
          testId={`${testIdPrefix}-from`}
        />
        <DateField
          label={t.toDate}
          value={toDate}
          onChange={onToChange}
          minDate={fromDate ?? undefined}
          minDateMessage={texts.dates.toBeforeFrom}
          error={errors.toDate}
          withAsterisk
          testId={`${testIdPrefix}-to`}
        />
      </SimpleGrid>
      <Text size="sm" c="dimmed" data-testid={`${testIdPrefix}-single-day-hint`}>
        {t.singleDayHint}
        {isSingleDay({ fromDate: fromDate ?? undefined, toDate: toDate ?? undefined }) ? ` ${t.singleDay}` : ''}
      </Text>
    </Stack>
  );
}
