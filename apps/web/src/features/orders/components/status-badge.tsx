import { Badge } from '@mantine/core';
import type { OrderStatus } from '@bakrom/shared/enums';
import { texts } from '@/i18n';

const COLORS: Record<OrderStatus, string> = { ORDERED: 'blue', CONFIRMED: 'yellow', COMPLETED: 'green', CANCELLED: 'red' };

/** 'Bestilt', 'Bekreftet', 'Fullført' or 'Kansellert' (spec part 1 §2 Order detail). */
export function StatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge color={COLORS[status]} variant="light" tt="none" data-testid="order-status">
      {texts.orders.statuses[status]}
    </Badge>
  );
}
