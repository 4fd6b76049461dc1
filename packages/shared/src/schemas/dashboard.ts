import { z } from 'zod';
import { ORDER_TYPES, type OrderType } from '../enums';
import { idSchema, merchantField } from './ids';
import { locationSchema } from './location';
import { closingDaySchema, soldOutItemSchema } from './operations';

/** Dashboard (/overview, spec part 1 §2 and §3 Dashboard data). Money in kroner, dates DD.MM.YYYY. */

export const DASHBOARD_DAYS = 30;
export const DASHBOARD_MONTHS = 12;

/** Labels of the order-type pie chart, in the fixed order of ORDER_TYPES (the chart's colours follow it). */
export const ORDER_TYPE_LABELS: Record<OrderType, string> = {
  DINE_IN: 'Spise her',
  PICKUP: 'Henting',
  DELIVERY: 'Levering',
};
export const DASHBOARD_ORDER_TYPES = ORDER_TYPES;

/** A category as the dashboard and the sold-out page need it. */
export const operationsCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  sortOrder: z.number().int(),
  imageUrl: z.string().nullable(),
  availableAtLocationIds: z.array(z.string()),
});
export type OperationsCategory = z.infer<typeof operationsCategorySchema>;

export const getDashboardDataQuery = z.object({ merchant: merchantField });

/**
 * A till (POS terminal) of an active location with sales from an earlier Oslo business day that no
 * Z-report has settled yet (finding §8: no till goes without its daily Z). A sale as the X/Z counters
 * count one: an order not cancelled, or a cancelled one whose sale was signed.
 */
export const unsettledTillSchema = z.object({
  locationId: z.string(),
  /** terminals.id: the `terminalId` of the X-report screen. */
  terminalId: z.string(),
  /** The till as the X and Z screens name it: its device name, else its device id. */
  terminalName: z.string(),
  /** The oldest and the latest earlier business day (YYYY-MM-DD) with unsettled sales, and how many days. */
  firstDate: z.string(),
  lastDate: z.string(),
  days: z.number().int().positive(),
});
export type UnsettledTill = z.infer<typeof unsettledTillSchema>;

export const labourTodaySchema = z.object({
  locationId: z.string(),
  /** Hours worked today, two decimals. */
  hours: z.number(),
  /** Kroner: hours × each employee's hourly cost; employees without a cost count nothing. Null for a MANAGER, who sees no costs. */
  labourCost: z.number().nullable(),
  /** Hours of employees without an hourly cost (not in `labourCost`). */
  hoursWithoutCost: z.number(),
  /** Labour cost as a percentage of today's sales of the location, one decimal; null without sales, and for a MANAGER. */
  labourCostShareOfSales: z.number().nullable(),
  /** Kroner of today's sales per hour worked; null without hours. */
  salesPerLabourHour: z.number().nullable(),
});
export type LabourToday = z.infer<typeof labourTodaySchema>;

export const notClockedOutSchema = z.object({
  locationId: z.string(),
  userId: z.string(),
  employeeName: z.string(),
  /** When the open shift began (ISO). */
  since: z.string(),
});
export type NotClockedOut = z.infer<typeof notClockedOutSchema>;

export const dashboardDataSchema = z.object({
  /** Today's Oslo date (YYYY-MM-DD) by the server's clock; 'Takeaway stengt' compares closing days with it. */
  today: z.string(),
  totalSalesToday: z.number(),
  totalSalesTodayByTypeLabels: z.array(z.string()),
  totalSalesTodayByType: z.array(z.number()),
  /** Today's sales of each location (every location, 0 without sales): total and by order type, as above. */
  totalSalesTodayByLocation: z.array(z.object({ locationId: z.string(), total: z.number(), byType: z.array(z.number()) })),
  /** DD.MM.YYYY, the 30 Oslo days ending today, oldest first. */
  totalSalesPerDateLabels: z.array(z.string()),
  totalSalesPerDate: z.array(z.number()),
  /** 'nov. 2026', the 12 months ending this month, oldest first. */
  totalSalesPerMonthLabels: z.array(z.string()),
  totalSalesPerMonth: z.array(z.number()),
  closingDaysArray: z.array(closingDaySchema),
  locations: z.array(locationSchema),
  categories: z.array(operationsCategorySchema),
  soldOutItems: z.array(soldOutItemSchema),
  /** Every till missing its daily Z for an earlier business day, by location and till name; empty when all are settled. */
  unsettledTills: z.array(unsettledTillSchema),
  /**
   * Today's labour of each location with staff clocked in today (merchants in modes POS and ALL): hours of
   * the shifts begun today (an open one counted until now), their cost at the employees' hourly cost, and
   * that cost against today's sales. Empty without any.
   */
  labourToday: z.array(labourTodaySchema),
  /** Staff still clocked in since an earlier business day ('Ikke stemplet ut'): never clocked out silently. */
  notClockedOut: z.array(notClockedOutSchema),
});
export type DashboardData = z.infer<typeof dashboardDataSchema>;

// ---- Sold-out page -----------------------------------------------------------------------------

export const getDataForSoldOutAdminGuiQuery = z.object({ merchant: merchantField, locationId: idSchema });

export const soldOutPageItemSchema = z.object({
  id: z.string(),
  merchant: z.string(),
  categoryId: z.string(),
  name: z.string(),
  menuNr: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  sortOrder: z.number().int(),
  availableAtLocationIds: z.array(z.string()),
});
export type SoldOutPageItem = z.infer<typeof soldOutPageItemSchema>;

export const soldOutAdminGuiSchema = z.object({
  location: locationSchema,
  /** Sorted by sortOrder; items are grouped under them on the page. */
  categories: z.array(operationsCategorySchema),
  /** Every item of the menu, sorted by sortOrder within its category. */
  items: z.array(soldOutPageItemSchema),
  /** The location's sold-out records, with the item's name. */
  soldOutItems: z.array(soldOutItemSchema),
});
export type SoldOutAdminGui = z.infer<typeof soldOutAdminGuiSchema>;
