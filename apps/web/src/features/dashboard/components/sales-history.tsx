import { Paper, Tabs } from '@mantine/core';
import type { DashboardData } from '@bakrom/shared/schemas/dashboard';
import { texts } from '@/i18n';
import { SalesBarChart } from './sales-bar-chart';

interface SalesHistoryProps {
  data: Pick<DashboardData, 'totalSalesPerDateLabels' | 'totalSalesPerDate' | 'totalSalesPerMonthLabels' | 'totalSalesPerMonth'>;
}

/** Tabs with the sales of the last 30 days (per date, DD.MM.YYYY) and per month. */
export function SalesHistory({ data }: SalesHistoryProps) {
  const t = texts.operations.overview;
  return (
    <Paper withBorder p="md" radius="md" h="100%">
      <Tabs defaultValue="days" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="days">{t.last30Days}</Tabs.Tab>
          <Tabs.Tab value="months">{t.monthly}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="days">
          <SalesBarChart
            labels={data.totalSalesPerDateLabels}
            amounts={data.totalSalesPerDate}
            caption={t.salesPerDateCaption}
            labelHeader={t.dateHeader}
            testId="sales-per-date"
          />
        </Tabs.Panel>
        <Tabs.Panel value="months">
          <SalesBarChart
            labels={data.totalSalesPerMonthLabels}
            amounts={data.totalSalesPerMonth}
            caption={t.salesPerMonthCaption}
            labelHeader={t.monthHeader}
            testId="sales-per-month"
          />
        </Tabs.Panel>
      </Tabs>
    </Paper>
  );
}
