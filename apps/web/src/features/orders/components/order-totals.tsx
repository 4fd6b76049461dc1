import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { formatMoney } from '@bakrom/shared/format';
import { ORDERS_DOWNLOAD_MAX_ROWS } from '@bakrom/shared/schemas/orders';
import { describeFailure } from '@/components/form/form-errors';
import { texts } from '@/i18n';
import { useDownloadOrders, type OrdersFileFormat } from '../api/download-orders';
import { useOrderTotals } from '../api/get-order-totals';
import type { OrderFilterValues } from '../order-filters';

interface OrderTotalsProps {
  merchant: string;
  filters: OrderFilterValues;
}

const count = new Intl.NumberFormat('nb-NO');

/**
 * The sums of the filtered list — how many orders, what they came to, what was refunded — of every order
 * the filters find (the list itself loads 50 at a time, which the line under the figures says), and the
 * list as a CSV or Excel file with the same filters.
 */
export function OrderTotals({ merchant, filters }: OrderTotalsProps) {
  const t = texts.orders;
  const totals = useOrderTotals(merchant, filters);
  const download = useDownloadOrders(merchant);
  const tooMany = (totals.data?.count ?? 0) > ORDERS_DOWNLOAD_MAX_ROWS;
  const start = (format: OrdersFileFormat) => download.mutate({ filters, format });
  const figure = (label: string, value: string, testId: string) => (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} data-testid={testId}>
        {value}
      </Text>
    </div>
  );

  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label={t.totals.label} data-testid="orders-totals">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-end" gap="sm">
          {totals.data ? (
            <Group gap="xl" aria-live="polite">
              {figure(t.totals.count, count.format(totals.data.count), 'orders-total-count')}
              {figure(t.totals.toPayAmount, formatMoney(totals.data.toPayAmount), 'orders-total-amount')}
              {figure(t.totals.refundedTotalAmount, formatMoney(totals.data.refundedTotalAmount), 'orders-total-refunded')}
            </Group>
          ) : (
            <Text size="sm" c={totals.isError ? 'red' : 'dimmed'} role={totals.isError ? 'alert' : undefined}>
              {totals.isError ? t.totals.loadFailed : texts.app.loading}
            </Text>
          )}
          <Group gap="xs">
            {(['csv', 'xlsx'] as const).map((format) => {
              const busy = download.isPending && download.variables?.format === format;
              return (
                <Button
                  key={format}
                  variant="light"
                  size="sm"
                  onClick={() => start(format)}
                  loading={busy}
                  disabled={tooMany || (download.isPending && !busy)}
                  data-testid={`orders-download-${format}`}
                >
                  {busy ? t.download.busy : t.download[format]}
                </Button>
              );
            })}
          </Group>
        </Group>
        <Text size="xs" c="dimmed" data-testid="orders-totals-scope">
          {t.totals.scope}
        </Text>
        {tooMany && (
          <Text size="sm" c="dimmed" data-testid="orders-download-too-many">
            {t.download.tooMany(count.format(ORDERS_DOWNLOAD_MAX_ROWS))}
          </Text>
        )}
        {download.isError && (
          <Alert color="red" role="alert" data-testid="orders-download-failed">
            {describeFailure(download.error, [], t.download.failed).message ?? t.download.failed}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
