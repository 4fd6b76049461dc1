import type { MantineColor } from '@mantine/core';
import type { DashboardData } from '@bakrom/shared/schemas/dashboard';
import { ORDER_TYPE_LABELS } from '@bakrom/shared/order-labels';
import { ORDER_TYPES, type OrderType } from '@bakrom/shared/enums';
import { formatMoney, formatWholeKroner } from '@bakrom/shared/format';
import { kronerToOre } from '@bakrom/shared/money';
import { ORDER_TYPE_COLORS } from './order-type-colors';
import { texts } from '@/i18n';

/** Kroner (as the dashboard API carries them) as `1 234,50 kr`. */
export function formatKroner(kroner: number): string {
  return formatMoney(kronerToOre(kroner));
}

/** Axis ticks: whole kroner. */
export function formatAxisKroner(kroner: number): string {
  return formatWholeKroner(Math.round(kroner));
}

export interface OrderTypeSlice {
  type: OrderType;
  name: string;
  value: number;
  color: MantineColor;
}

/**
 * Today's sales per order type, in the fixed order and colours of the order types. The API sends
 * labels and amounts in the order of ORDER_TYPES; a label is matched back to its type when it can be. The
 * names are the current language's.
 */
export function salesByOrderType(data: Pick<DashboardData, 'totalSalesTodayByTypeLabels' | 'totalSalesTodayByType'>): OrderTypeSlice[] {
  return ORDER_TYPES.map((type, index) => {
    const name = texts.orders.orderTypes[type];
    // The API's labels are the Norwegian ones (or, should it answer in the user's language, the catalogue's).
    const labels = data.totalSalesTodayByTypeLabels;
    const labelIndex = labels.includes(ORDER_TYPE_LABELS[type]) ? labels.indexOf(ORDER_TYPE_LABELS[type]) : labels.indexOf(name);
    const at = labelIndex >= 0 ? labelIndex : index;
    return { type, name, value: data.totalSalesTodayByType[at] ?? 0, color: ORDER_TYPE_COLORS[type] };
  });
}

/**
 * The overview's figures with today's sales of one location (the one the picker shows), so that the
 * total and the split by order type follow the picker; the 30-day and monthly charts stay for all.
 */
export function withTodayOf<T extends Pick<DashboardData, 'totalSalesToday' | 'totalSalesTodayByType' | 'totalSalesTodayByLocation'>>(
  data: T,
  locationId: string | undefined,
): T {
  const today = data.totalSalesTodayByLocation.find((entry) => entry.locationId === locationId);
  return today ? { ...data, totalSalesToday: today.total, totalSalesTodayByType: today.byType } : data;
}

export interface SalesBar {
  label: string;
  sales: number;
}

/** Chart rows from the API's parallel label and amount lists. */
export function salesBars(labels: readonly string[], amounts: readonly number[]): SalesBar[] {
  return labels.map((label, index) => ({ label, sales: amounts[index] ?? 0 }));
}

/** A Mantine colour (`teal.6`) as a CSS colour. */
export function cssColor(color: MantineColor): string {
  const [name, shade] = color.split('.');
  return shade ? `var(--mantine-color-${name}-${shade})` : `var(--mantine-color-${name}-filled)`;
}
