import { z } from 'zod';
import { isWireDate } from '../business-day';
import { ORDER_TYPES } from '../enums';
import {
  SALES_ANALYTICS_PERIOD_MESSAGE,
  SALES_CHANNELS,
  SALES_COMPARISONS,
  sameDateNextYear,
  type SalesComparison,
} from '../sales-analytics';

export { SALES_COMPARISONS, type SalesComparison };
import { idSchema, merchantField } from './ids';
import { reportDate } from './reports';

/**
 * Salgsanalyse (issue 33): what a manager reads on Monday — key figures against a comparison period, the
 * product mix, weekdays × hours, channels and order types. Read from the analytics rollups (migration
 * 0027), never from the orders. What counts is the overview's sale (`docs/sales-analytics.md`): an order
 * not CANCELLED, on the Oslo date and hour it was ordered, at its goods total after discounts (VAT
 * included, tips excluded) less the goods refunded from it. Every amount is integer øre.
 *
 *   GET /api/report/getSalesAnalytics   (getSalesAnalyticsQuery)  salesAnalyticsSchema
 *   GET /api/report/getSalesByHour      (getSalesByHourQuery)     salesByHourSchema: one day's hours
 *   GET /api/report/{pdf|csv|xlsx}/salesAnalytics (getSalesAnalyticsQuery)  Salgsanalyse_<from>_<to>.<ext>
 */

const TO_NOT_BEFORE_FROM_MESSAGE = 'Til-datoen kan ikke være før fra-datoen';

const salesChannel = z.enum(SALES_CHANNELS, { error: 'Ukjent kanal: bruk WEBSHOP, APP, KIOSK eller POS' });
const comparison = z.enum(SALES_COMPARISONS, { error: 'Sammenligning må være previous eller lastYear' });

const periodFields = {
  merchant: merchantField,
  locationId: idSchema.optional(),
  channel: salesChannel.optional(),
};

/** GET getSalesAnalytics and its downloads. */
export const getSalesAnalyticsQuery = z
  .object({ ...periodFields, fromDate: reportDate, toDate: reportDate, compare: comparison.default('previous') })
  .refine((query) => query.fromDate <= query.toDate, { message: TO_NOT_BEFORE_FROM_MESSAGE, path: ['toDate'] })
  .refine((query) => !isWireDate(query.fromDate) || query.toDate < sameDateNextYear(query.fromDate), {
    message: SALES_ANALYTICS_PERIOD_MESSAGE,
    path: ['toDate'],
  });
export type GetSalesAnalyticsQuery = z.input<typeof getSalesAnalyticsQuery>;

/** GET getSalesByHour: the hours of one day, beside the comparison day (the day before, or a year before). */
export const getSalesByHourQuery = z.object({ ...periodFields, date: reportDate, compare: comparison.default('previous') });
export type GetSalesByHourQuery = z.input<typeof getSalesByHourQuery>;

/** A figure of the period beside the comparison period's; `change` is the relative change (0.25 = +25 %), null from 0. */
export const comparedFigureSchema = z.object({
  value: z.number(),
  previous: z.number(),
  change: z.number().nullable(),
});
export type ComparedFigure = z.infer<typeof comparedFigureSchema>;

export const salesKeyFiguresSchema = z.object({
  /** Øre: goods after discounts, VAT included, tips excluded, less what was refunded of the goods. */
  netSales: comparedFigureSchema,
  orders: comparedFigureSchema,
  /** Øre, net sales per order, rounded to the øre (0 without orders). */
  averageOrderValue: comparedFigureSchema,
  /** Units of dishes (order lines, not add-ons) kept per order, to two decimals. */
  itemsPerOrder: comparedFigureSchema,
  /** Øre of goods refunded from the period's orders. */
  refunds: comparedFigureSchema,
  /** Refunds as a share of the goods sold before refunds (0.031 = 3,1 %), to four decimals. */
  refundRate: comparedFigureSchema,
  /** Øre: line discounts and manual discounts on the orders. */
  discounts: comparedFigureSchema,
  /** Øre: tips less refunded tips. */
  tips: comparedFigureSchema,
});
export type SalesKeyFigures = z.infer<typeof salesKeyFiguresSchema>;

/** Units and net sales (øre) of a product in the period and in the comparison period. */
const productFigures = {
  units: z.number().int(),
  sales: z.number().int(),
  /** Share of the list's sales in the period, to four decimals. */
  share: z.number(),
  /** 1 = the best seller by sales; products that did not sell share the last rank. */
  rank: z.number().int(),
  previousUnits: z.number().int(),
  previousSales: z.number().int(),
  /** Relative change of sales against the comparison period, null when it sold nothing then. */
  change: z.number().nullable(),
};

export const productMixItemSchema = z.object({
  /** Stable across periods: the item's id (or its name when the item was deleted) and the variant. */
  key: z.string(),
  itemId: z.string().nullable(),
  name: z.string(),
  variantName: z.string().nullable(),
  categoryId: z.string().nullable(),
  categoryName: z.string(),
  /** True for a menu item without any sale in the period ('Ikke solgt'). */
  notSold: z.boolean(),
  ...productFigures,
});
export type ProductMixItem = z.infer<typeof productMixItemSchema>;

export const productMixCategorySchema = z.object({
  categoryId: z.string().nullable(),
  name: z.string(),
  units: z.number().int(),
  sales: z.number().int(),
  share: z.number(),
  previousSales: z.number().int(),
  change: z.number().nullable(),
});
export type ProductMixCategory = z.infer<typeof productMixCategorySchema>;

export const productMixAddOnSchema = z.object({
  key: z.string(),
  addOnId: z.string().nullable(),
  name: z.string(),
  ...productFigures,
});
export type ProductMixAddOn = z.infer<typeof productMixAddOnSchema>;

/** One cell of the weekday × hour grid (ISO weekday 1 = Monday, Oslo hour 0–23); cells without sales are left out. */
export const heatMapCellSchema = z.object({
  weekday: z.number().int().min(1).max(7),
  hour: z.number().int().min(0).max(23),
  sales: z.number().int(),
  orders: z.number().int(),
});
export type HeatMapCell = z.infer<typeof heatMapCellSchema>;

export const channelFiguresSchema = z.object({
  channel: salesChannel,
  sales: z.number().int(),
  orders: z.number().int(),
  previousSales: z.number().int(),
  previousOrders: z.number().int(),
  change: z.number().nullable(),
});
export type ChannelFigures = z.infer<typeof channelFiguresSchema>;

export const orderTypeFiguresSchema = channelFiguresSchema.omit({ channel: true }).extend({ orderType: z.enum(ORDER_TYPES) });
export type OrderTypeFigures = z.infer<typeof orderTypeFiguresSchema>;

export const TIMELINE_BUCKETS = ['day', 'week', 'month'] as const;
export type TimelineBucket = (typeof TIMELINE_BUCKETS)[number];

/** Net sales (øre) of one day, ISO week or month of the period, by channel and by order type (every key present). */
export const timelinePointSchema = z.object({
  /** The bucket's first date inside the period. */
  start: z.string(),
  channels: z.record(salesChannel, z.number().int()),
  orderTypes: z.record(z.enum(ORDER_TYPES), z.number().int()),
});
export type TimelinePoint = z.infer<typeof timelinePointSchema>;

export const salesAnalyticsSchema = z.object({
  period: z.object({ fromDate: z.string(), toDate: z.string() }),
  comparison: z.object({ compare: comparison, fromDate: z.string(), toDate: z.string() }),
  /** The location asked for, or null for all. */
  location: z.object({ id: z.string(), name: z.string() }).nullable(),
  channel: salesChannel.nullable(),
  keyFigures: salesKeyFiguresSchema,
  /** Every item and variant sold in either period, then the menu's items not sold in the period; by sales, best first. */
  products: z.array(productMixItemSchema),
  /** The products' categories with their subtotals, by sales. */
  categories: z.array(productMixCategorySchema),
  addOns: z.array(productMixAddOnSchema),
  heatMap: z.array(heatMapCellSchema),
  /** Every channel (SALES_CHANNELS order), then every order type (ORDER_TYPES order), zeros included. */
  channels: z.array(channelFiguresSchema),
  orderTypes: z.array(orderTypeFiguresSchema),
  timelineBucket: z.enum(TIMELINE_BUCKETS),
  timeline: z.array(timelinePointSchema),
});
export type SalesAnalytics = z.infer<typeof salesAnalyticsSchema>;

export const hourFiguresSchema = z.object({
  hour: z.number().int().min(0).max(23),
  sales: z.number().int(),
  orders: z.number().int(),
  previousSales: z.number().int(),
  previousOrders: z.number().int(),
});
export type HourFigures = z.infer<typeof hourFiguresSchema>;

export const salesByHourSchema = z.object({
  date: z.string(),
  comparisonDate: z.string(),
  /** All 24 hours of the Oslo day, 0–23 (a day of a clock change still lists 24). */
  hours: z.array(hourFiguresSchema),
});
export type SalesByHour = z.infer<typeof salesByHourSchema>;

/** The downloads' file name (ASCII), by format. */
export const salesAnalyticsFileName = (fromDate: string, toDate: string, extension: 'pdf' | 'csv' | 'xlsx') =>
  `Salgsanalyse_${fromDate}_${toDate}.${extension}`;
