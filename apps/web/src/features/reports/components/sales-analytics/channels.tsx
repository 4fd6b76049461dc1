import { useState } from 'react';
import { Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { formatMoney } from '@bakrom/shared/format';
import { ORDER_TYPES, type OrderType } from '@bakrom/shared/enums';
import { SALES_CHANNELS, type SalesChannel } from '@bakrom/shared/sales-analytics';
import type { ChannelFigures, OrderTypeFigures, TimelineBucket, TimelinePoint } from '@bakrom/shared/schemas/sales-analytics';
import { ChartFigures } from '@/components/a11y/chart-figures';
import { texts } from '@/i18n';
import { ReportTable } from '../report-table';
import { bucketAxisLabel, bucketLabel, formatCount } from './analytics-format';
import { BarChart, type BarSeries } from './bar-chart';
import { ChangeText } from './change-text';
import classes from './sales-analytics.module.css';
import { ToggleButtons } from './toggle-buttons';

const CHANNEL_COLORS: Record<SalesChannel, string> = {
  WEBSHOP: 'var(--mantine-color-teal-6)',
  APP: 'var(--mantine-color-blue-6)',
  KIOSK: 'var(--mantine-color-orange-6)',
  POS: 'var(--mantine-color-grape-6)',
};
const ORDER_TYPE_COLORS: Record<OrderType, string> = {
  DINE_IN: 'var(--mantine-color-teal-6)',
  PICKUP: 'var(--mantine-color-indigo-6)',
  DELIVERY: 'var(--mantine-color-yellow-6)',
};

type Split = 'channels' | 'orderTypes';

/** The timeline's series: a channel or an order type each, in the contract's order. */
function timelineSeries(timeline: readonly TimelinePoint[], split: Split): BarSeries[] {
  if (split === 'channels') {
    return SALES_CHANNELS.map((channel) => ({
      name: texts.labels.salesChannels[channel],
      color: CHANNEL_COLORS[channel],
      values: timeline.map((point) => point.channels[channel] ?? 0),
    }));
  }
  return ORDER_TYPES.map((orderType) => ({
    name: texts.orders.orderTypes[orderType],
    color: ORDER_TYPE_COLORS[orderType],
    values: timeline.map((point) => point.orderTypes[orderType] ?? 0),
  }));
}

function Timeline({ timeline, bucket }: { timeline: readonly TimelinePoint[]; bucket: TimelineBucket }) {
  const t = texts.reports.salesAnalytics.channels;
  const [split, setSplit] = useState<Split>('channels');
  const series = timelineSeries(timeline, split);
  return (
    <Stack gap="xs" className={classes.section} data-testid="sales-timeline">
      <Group justify="space-between" gap="sm">
        <Title order={3} fz="h5">
          {t.timeline}
        </Title>
        <ToggleButtons
          label={t.splitBy}
          options={[
            { value: 'channels', label: t.splits.channels },
            { value: 'orderTypes', label: t.splits.orderTypes },
          ]}
          value={split}
          onChange={setSplit}
          testId="timeline-split"
        />
      </Group>
      <ChartFigures
        figuresToggle
        caption={t.caption(t.splits[split])}
        headers={[t.buckets[bucket], ...series.map((one) => one.name), t.total]}
        figures={timeline.map((point, index) => ({
          label: bucketLabel(point.start, bucket),
          value: [
            ...series.map((one) => formatMoney(one.values[index]!)),
            formatMoney(series.reduce((sum, one) => sum + one.values[index]!, 0)),
          ],
        }))}
        testId="timeline-figures"
      >
        <BarChart
          mode="stacked"
          labels={timeline.map((point) => bucketAxisLabel(point.start, bucket))}
          series={series}
          testId="timeline-chart"
        />
      </ChartFigures>
    </Stack>
  );
}

interface ChannelsProps {
  channels: readonly ChannelFigures[];
  orderTypes: readonly OrderTypeFigures[];
  timeline: readonly TimelinePoint[];
  bucket: TimelineBucket;
}

/** Kanaler og ordretyper: the sales, orders and change of each channel and order type, and the period's sales over time. */
export function Channels({ channels, orderTypes, timeline, bucket }: ChannelsProps) {
  const t = texts.reports.salesAnalytics.channels;
  const figures = <R extends ChannelFigures | OrderTypeFigures>() => [
    { key: 'sales', label: t.sales, numeric: true, render: (row: R) => formatMoney(row.sales) },
    { key: 'orders', label: t.orders, numeric: true, render: (row: R) => formatCount(row.orders) },
    { key: 'change', label: t.change, numeric: true, render: (row: R) => <ChangeText change={row.change} /> },
  ];
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <ReportTable<ChannelFigures>
          title={t.channelsTable}
          columns={[
            { key: 'channel', label: t.channel, render: (row) => texts.labels.salesChannels[row.channel] },
            ...figures<ChannelFigures>(),
          ]}
          rows={channels}
          rowKey={(row) => row.channel}
          minWidth={380}
          testId="channel-rows"
        />
        <ReportTable<OrderTypeFigures>
          title={t.orderTypesTable}
          columns={[
            { key: 'orderType', label: t.orderType, render: (row) => texts.orders.orderTypes[row.orderType] },
            ...figures<OrderTypeFigures>(),
          ]}
          rows={orderTypes}
          rowKey={(row) => row.orderType}
          minWidth={380}
          testId="order-type-rows"
        />
      </SimpleGrid>
      {timeline.length > 0 && <Timeline timeline={timeline} bucket={bucket} />}
    </Stack>
  );
}
