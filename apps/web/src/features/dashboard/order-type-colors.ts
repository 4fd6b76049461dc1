import type { MantineColor } from '@mantine/core';
import type { OrderType } from '@bakrom/shared/enums';

/** Each order type keeps its colour in every chart, whatever the amounts. */
export const ORDER_TYPE_COLORS: Record<OrderType, MantineColor> = {
  DINE_IN: 'teal.6',
  PICKUP: 'orange.6',
  DELIVERY: 'indigo.5',
};
