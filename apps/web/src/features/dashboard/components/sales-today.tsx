import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { DashboardData } from '@bakrom/shared/schemas/dashboard';
import { texts } from '@/i18n';
import { formatKroner, salesByOrderType } from '../sales-figures';
import { SalesByType } from './sales-by-type';

interface SalesTodayProps {
  data: Pick<DashboardData, 'totalSalesToday' | 'totalSalesTodayByTypeLabels' | 'totalSalesTodayByType'>;
}

/** Today's total sales in kroner, beside (or above, when narrow) their split by order type. */
export function SalesToday({ data }: SalesTodayProps) {
  const t = texts.operations.overview;
  const slices = salesByOrderType(data);
  const hasSales = slices.some((slice) => slice.value > 0);

  return (
    <Paper withBorder p="md" radius="md" h="100%">
      <Group gap="xl" align="flex-start" justify="space-between" wrap="wrap">
        <Stack gap={2}>
          <Title order={2} fz="h4">
            {t.salesToday}
          </Title>
          <Text fz={32} fw={800} data-testid="sales-today-total">
            {formatKroner(data.totalSalesToday)}
          </Text>
          {!hasSales && (
            <Text size="sm" c="dimmed" data-testid="no-sales-today">
              {t.noSalesToday}
            </Text>
          )}
        </Stack>
        <SalesByType slices={slices} />
      </Group>
    </Paper>
  );
}
