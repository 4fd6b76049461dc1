import { ORDER_TYPES } from '@bakrom/shared/enums';
import {
  SALES_CHANNELS,
  bucketStart,
  bucketStarts,
  relativeChange,
  shareOf,
  timelineBucketOf,
  type SalesChannel,
} from '@bakrom/shared/sales-analytics';
import type {
  ComparedFigure,
  HourFigures,
  ProductMixAddOn,
  ProductMixCategory,
  ProductMixItem,
  SalesAnalytics,
  SalesComparison,
  TimelinePoint,
} from '@bakrom/shared/schemas/sales-analytics';
import type { HourRow, HourlyFigures, HourlyRow, MenuItemRow, ProductRow } from './sales-analytics-repository';

/** What the service knows besides the rows: the periods, the scope's names. */
export interface AnalyticsFrame {
  fromDate: string;
  toDate: string;
  compare: SalesComparison;
  previousFromDate: string;
  previousToDate: string;
  location: { id: string; name: string } | null;
  channel: SalesChannel | null;
}

const CURRENT = 0;
const PREVIOUS = 1;
const NO_FIGURES: HourlyFigures = { orders: 0, sales: 0, refunded: 0, manualDiscount: 0, tips: 0 };

const compared = (value: number, previous: number): ComparedFigure => ({ value, previous, change: relativeChange(value, previous) });
const toHundredths = (value: number) => Math.round(value * 100) / 100;

/** The analysis from the rollups' rows: pure, so every figure's rule is tested without a database. */
export function presentSalesAnalytics(
  frame: AnalyticsFrame,
  hourly: HourlyRow[],
  products: ProductRow[],
  menuItems: MenuItemRow[],
): SalesAnalytics {
  const bucket = timelineBucketOf(frame.fromDate, frame.toDate);
  return {
    period: { fromDate: frame.fromDate, toDate: frame.toDate },
    comparison: { compare: frame.compare, fromDate: frame.previousFromDate, toDate: frame.previousToDate },
    location: frame.location,
    channel: frame.channel,
    keyFigures: presentKeyFigures(hourly, products),
    ...presentProductMix(products, menuItems),
    heatMap: hourly
      .filter((row) => row.grouping === 'heat' && row.period === CURRENT && (row.orders !== 0 || row.sales !== 0))
      .map((row) => ({ weekday: row.weekday!, hour: row.hour!, sales: row.sales, orders: row.orders }))
      .sort((a, b) => a.weekday - b.weekday || a.hour - b.hour),
    channels: SALES_CHANNELS.map((channel) => {
      const [now, then] = figuresOf(hourly, 'channel', (row) => row.channel === channel);
      return { channel, ...salesAndOrders(now, then) };
    }),
    orderTypes: ORDER_TYPES.map((orderType) => {
      const [now, then] = figuresOf(hourly, 'orderType', (row) => row.orderType === orderType);
      return { orderType, ...salesAndOrders(now, then) };
    }),
    timelineBucket: bucket,
    timeline: presentTimeline(frame, bucket, hourly),
  };
}

/** The figures of a grouping's row in the period and in the comparison period (zeros where there is none). */
function figuresOf(hourly: HourlyRow[], grouping: HourlyRow['grouping'], match: (row: HourlyRow) => boolean = () => true) {
  const find = (period: number) => hourly.find((row) => row.grouping === grouping && row.period === period && match(row)) ?? NO_FIGURES;
  return [find(CURRENT), find(PREVIOUS)] as const;
}

function salesAndOrders(now: HourlyFigures, then: HourlyFigures) {
  return {
    sales: now.sales,
    orders: now.orders,
    previousSales: then.sales,
    previousOrders: then.orders,
    change: relativeChange(now.sales, then.sales),
  };
}

function presentKeyFigures(hourly: HourlyRow[], products: ProductRow[]): SalesAnalytics['keyFigures'] {
  const [now, then] = figuresOf(hourly, 'total');
  const items = (period: number) => products.filter((row) => row.kind === 'ITEM' && row.period === period);
  const units = (period: number) => items(period).reduce((sum, row) => sum + row.units, 0);
  const lineDiscounts = (period: number) => items(period).reduce((sum, row) => sum + row.discount, 0);
  const average = (figures: HourlyFigures) => (figures.orders === 0 ? 0 : Math.round(figures.sales / figures.orders));
  const perOrder = (period: number, figures: HourlyFigures) => (figures.orders === 0 ? 0 : toHundredths(units(period) / figures.orders));
  const refundRate = (figures: HourlyFigures) => shareOf(figures.refunded, figures.sales + figures.refunded);
  return {
    netSales: compared(now.sales, then.sales),
    orders: compared(now.orders, then.orders),
    averageOrderValue: compared(average(now), average(then)),
    itemsPerOrder: compared(perOrder(CURRENT, now), perOrder(PREVIOUS, then)),
    refunds: compared(now.refunded, then.refunded),
    refundRate: compared(refundRate(now), refundRate(then)),
    discounts: compared(now.manualDiscount + lineDiscounts(CURRENT), then.manualDiscount + lineDiscounts(PREVIOUS)),
    tips: compared(now.tips, then.tips),
  };
}

interface ProductTotals {
  first: ProductRow;
  units: number;
  sales: number;
  previousUnits: number;
  previousSales: number;
}

/** The rows of one kind added up per product across the two periods, best seller first. */
function totalsByProduct(products: ProductRow[], kind: ProductRow['kind']): ProductTotals[] {
  const byKey = new Map<string, ProductTotals>();
  for (const row of products) {
    if (row.kind !== kind) continue;
    const totals = byKey.get(row.productKey) ?? { first: row, units: 0, sales: 0, previousUnits: 0, previousSales: 0 };
    if (row.period === CURRENT) {
      totals.units += row.units;
      totals.sales += row.sales;
    } else {
      totals.previousUnits += row.units;
      totals.previousSales += row.sales;
    }
    byKey.set(row.productKey, totals);
  }
  return [...byKey.values()].sort(
    (a, b) =>
      b.sales - a.sales ||
      b.units - a.units ||
      a.first.name.localeCompare(b.first.name, 'nb') ||
      (a.first.productKey < b.first.productKey ? -1 : 1),
  );
}

/** Rank 1… for what sold in the period, by sales; everything that did not shares the rank after the last. */
function ranked<T extends { units: number; sales: number }>(rows: T[]) {
  const sold = rows.filter((row) => row.units !== 0 || row.sales !== 0).length;
  const total = rows.reduce((sum, row) => sum + row.sales, 0);
  return rows.map((row, index) => {
    const notSold = row.units === 0 && row.sales === 0;
    return { row, notSold, rank: notSold ? sold + 1 : index + 1, share: shareOf(row.sales, total) };
  });
}

function presentProductMix(products: ProductRow[], menuItems: MenuItemRow[]) {
  const sold = totalsByProduct(products, 'ITEM');
  const listed = new Set(sold.map((totals) => totals.first.itemId).filter((id) => id !== null));
  const neverSold: ProductTotals[] = menuItems
    .filter((item) => !listed.has(item.itemId))
    .map((item) => ({
      first: {
        period: CURRENT,
        productKey: `item:${item.itemId}|`,
        kind: 'ITEM',
        itemId: item.itemId,
        addOnId: null,
        name: item.name,
        variantName: null,
        categoryId: item.categoryId,
        categoryName: item.categoryName,
        units: 0,
        sales: 0,
        discount: 0,
      },
      units: 0,
      sales: 0,
      previousUnits: 0,
      previousSales: 0,
    }));
  const items: ProductMixItem[] = ranked([...sold, ...neverSold]).map(({ row, notSold, rank, share }) => ({
    key: row.first.productKey,
    itemId: row.first.itemId,
    name: row.first.name,
    variantName: row.first.variantName,
    categoryId: row.first.categoryId,
    categoryName: row.first.categoryName,
    notSold,
    units: row.units,
    sales: row.sales,
    share,
    rank,
    previousUnits: row.previousUnits,
    previousSales: row.previousSales,
    change: relativeChange(row.sales, row.previousSales),
  }));
  const addOns: ProductMixAddOn[] = ranked(totalsByProduct(products, 'ADD_ON')).map(({ row, rank, share }) => ({
    key: row.first.productKey,
    addOnId: row.first.addOnId,
    name: row.first.name,
    units: row.units,
    sales: row.sales,
    share,
    rank,
    previousUnits: row.previousUnits,
    previousSales: row.previousSales,
    change: relativeChange(row.sales, row.previousSales),
  }));
  return { products: items, categories: presentCategories(items), addOns };
}

function presentCategories(items: ProductMixItem[]): ProductMixCategory[] {
  const byCategory = new Map<string, ProductMixCategory>();
  for (const item of items) {
    const key = item.categoryId ?? `name:${item.categoryName}`;
    const category = byCategory.get(key) ?? {
      categoryId: item.categoryId,
      name: item.categoryName,
      units: 0,
      sales: 0,
      share: 0,
      previousSales: 0,
      change: null,
    };
    category.units += item.units;
    category.sales += item.sales;
    category.previousSales += item.previousSales;
    byCategory.set(key, category);
  }
  const total = items.reduce((sum, item) => sum + item.sales, 0);
  return [...byCategory.values()]
    .map((category) => ({
      ...category,
      share: shareOf(category.sales, total),
      change: relativeChange(category.sales, category.previousSales),
    }))
    .sort((a, b) => b.sales - a.sales || a.name.localeCompare(b.name, 'nb'));
}

function presentTimeline(frame: AnalyticsFrame, bucket: 'day' | 'week' | 'month', hourly: HourlyRow[]): TimelinePoint[] {
  const points = new Map<string, TimelinePoint>(
    bucketStarts(frame.fromDate, frame.toDate, bucket).map((start) => [
      start,
      {
        start,
        channels: Object.fromEntries(SALES_CHANNELS.map((channel) => [channel, 0])) as TimelinePoint['channels'],
        orderTypes: Object.fromEntries(ORDER_TYPES.map((type) => [type, 0])) as TimelinePoint['orderTypes'],
      },
    ]),
  );
  for (const row of hourly) {
    if (row.period !== CURRENT || row.businessDate === null) continue;
    const point = points.get(bucketStart(row.businessDate, bucket, frame.fromDate));
    if (!point) continue;
    if (row.grouping === 'dayChannel') point.channels[row.channel as SalesChannel] += row.sales;
    if (row.grouping === 'dayOrderType') point.orderTypes[row.orderType as (typeof ORDER_TYPES)[number]] += row.sales;
  }
  return [...points.values()];
}

/** All 24 hours of a day beside the comparison day's. */
export function presentDayHours(rows: HourRow[]): HourFigures[] {
  return Array.from({ length: 24 }, (_, hour) => {
    const now = rows.find((row) => row.period === CURRENT && row.hour === hour);
    const then = rows.find((row) => row.period === PREVIOUS && row.hour === hour);
    return { hour, sales: now?.sales ?? 0, orders: now?.orders ?? 0, previousSales: then?.sales ?? 0, previousOrders: then?.orders ?? 0 };
  });
}
