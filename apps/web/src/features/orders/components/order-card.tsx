import { forwardRef } from 'react';
import { Badge, Group, Paper, Text, UnstyledButton } from '@mantine/core';
import { formatDateTime, formatMoney } from '@bakrom/shared/format';
import type { Order } from '@bakrom/shared/schemas/orders';
import { texts } from '@/i18n';
import { givenOrNotSet, paymentStatusLabel } from '../order-display';
import { StatusBadge } from './status-badge';
import classes from './orders.module.css';

interface OrderCardProps {
  order: Order;
  /** Shown when the merchant has several locations. */
  locationName?: string;
  onOpen: (order: Order) => void;
}

/**
 * One order of the list: a button that opens the order in the side panel, named by what it shows (the
 * accessible name contains the visible text, WCAG 2.5.3).
 */
export const OrderCard = forwardRef<HTMLButtonElement, OrderCardProps>(function OrderCard({ order, locationName, onOpen }, ref) {
  const t = texts.orders;
  const paid = order.payments.length > 0;
  return (
    <Paper withBorder radius="md" className={classes.card}>
      <UnstyledButton
        ref={ref}
        className={classes.cardButton}
        onClick={() => onOpen(order)}
        data-testid="order-card"
        data-order-id={order.id}
      >
        <Group component="span" justify="space-between" wrap="nowrap" gap="xs">
          <Text span fw={700} data-testid="order-card-number">
            {t.orderNumber(order.orderId)}
          </Text>
          <Text span fw={700} style={{ whiteSpace: 'nowrap' }} data-testid="order-card-amount">
            {formatMoney(order.toPayAmount)}
          </Text>
        </Group>
        <Text span size="sm" c="dimmed" className={classes.line} data-testid="order-card-meta">
          {formatDateTime(order.orderedTime)} · {t.orderTypes[order.orderType]} · {t.channels[order.channel]}
          {locationName ? ` · ${locationName}` : ''}
        </Text>
        <Group component="span" justify="space-between" wrap="wrap" gap="xs">
          <Text span size="sm" data-testid="order-card-name">
            {givenOrNotSet(order.name)}
          </Text>
          <Group component="span" gap={6}>
            <StatusBadge status={order.orderStatus} />
            <Badge color={paid ? 'green' : 'gray'} variant="light" tt="none" data-testid="order-card-paid">
              {paymentStatusLabel(order)}
            </Badge>
            {order.refundedTotalAmount > 0 && (
              <Badge color="red" variant="light" tt="none" data-testid="order-card-refunded">
                {t.list.refunded(formatMoney(order.refundedTotalAmount))}
              </Badge>
            )}
          </Group>
        </Group>
      </UnstyledButton>
    </Paper>
  );
});
