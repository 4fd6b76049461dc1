import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { OperationsCategory } from '@bakrom/shared/schemas/dashboard';
import type { ClosingDay, SoldOutItem } from '@bakrom/shared/schemas/operations';
import type { Db } from '../../db/client';
import { categories, categoryLocations, closingDays, items, salesDailyRollups, soldOutItems } from '../../db/schema/index';
import { presentClosingDay, presentSoldOutItem } from '../operations/presenter';

export interface DailySales {
  businessDate: string;
  orderType: string;
  amountOre: number;
}

export interface MonthlySales {
  month: string;
  amountOre: number;
}

const merchantId = sql.placeholder('merchantId');
const today = sql.placeholder('today');
const dailyFrom = sql.placeholder('dailyFrom');
const monthlyFrom = sql.placeholder('monthlyFrom');

const rollup = salesDailyRollups;
const inRange = (from: typeof dailyFrom | typeof monthlyFrom) =>
  and(eq(rollup.merchantId, merchantId), gte(rollup.businessDate, from), lte(rollup.businessDate, today));

/**
 * The dashboard's reads, prepared once per database: sales from sales_daily_rollups only (kept by
 * triggers on orders, migration 0003), closing days covering today, category availability and
 * sold-out items. Each read is one indexed statement; none touches the orders.
 */
export function createDashboardRepository(db: Db) {
  const dailyStatement = db
    .select({ businessDate: rollup.businessDate, orderType: rollup.orderType, amount: sql<string>`sum(${rollup.salesAmount})::bigint` })
    .from(rollup)
    .where(inRange(dailyFrom))
    .groupBy(rollup.businessDate, rollup.orderType)
    .prepare('dashboard_sales_daily');

  // Grouped by a timestamp without time zone (cheap, and no session time zone involved); formatted
  // once per month in the outer select rather than once per row.
  const perRow = db
    .select({ month: sql`date_trunc('month', ${rollup.businessDate}::timestamp)`.as('month'), amount: rollup.salesAmount })
    .from(rollup)
    .where(inRange(monthlyFrom))
    .as('per_row');
  const monthlyStatement = db
    .select({ month: sql<string>`to_char(${perRow.month}, 'YYYY-MM')`, amount: sql<string>`sum(${perRow.amount})::bigint` })
    .from(perRow)
    .groupBy(perRow.month)
    .prepare('dashboard_sales_monthly');

  const closingDaysStatement = db
    .select()
    .from(closingDays)
    .where(and(eq(closingDays.merchantId, merchantId), lte(closingDays.fromDate, today), gte(closingDays.toDate, today)))
    .orderBy(asc(closingDays.fromDate), asc(closingDays.toDate), asc(closingDays.id))
    .prepare('dashboard_closing_days');

  // Menu order as everywhere (sortOrder, new ones last); only what the open/close-dishes buttons need.
  const categoriesStatement = db
    .select({
      id: categories.id,
      name: categories.name,
      sortOrder: categories.sortOrder,
      imageUrl: categories.imageUrl,
      availableAtLocationIds: sql<string[]>`coalesce(array_agg(${categoryLocations.locationId}::text order by ${categoryLocations.locationId}) filter (where ${categoryLocations.locationId} is not null), '{}')`,
    })
    .from(categories)
    .leftJoin(categoryLocations, eq(categoryLocations.categoryId, categories.id))
    .where(eq(categories.merchantId, merchantId))
    .groupBy(categories.id)
    .orderBy(asc(sql`(${categories.sortOrder} = -1)`), asc(categories.sortOrder), asc(categories.id))
    .prepare('dashboard_categories');

  const soldOutStatement = db
    .select({
      id: soldOutItems.id,
      itemId: soldOutItems.itemId,
      locationId: soldOutItems.locationId,
      merchantId: soldOutItems.merchantId,
      itemName: items.name,
      createdAt: soldOutItems.createdAt,
    })
    .from(soldOutItems)
    .innerJoin(items, eq(items.id, soldOutItems.itemId))
    .where(eq(soldOutItems.merchantId, merchantId))
    .orderBy(asc(soldOutItems.createdAt), asc(soldOutItems.id))
    .prepare('dashboard_sold_out');

  return {
    /** Sales per Oslo date and order type from `dailyFrom` to `today`, all locations. */
    async salesPerDateAndType(merchant: string, range: { dailyFrom: string; today: string }): Promise<DailySales[]> {
      const rows = await dailyStatement.execute({ merchantId: merchant, ...range });
      return rows.map((row) => ({ businessDate: row.businessDate, orderType: row.orderType, amountOre: Number(row.amount) }));
    },

    /** Sales per month (YYYY-MM) from `monthlyFrom` to `today`, all locations. */
    async salesPerMonth(merchant: string, range: { monthlyFrom: string; today: string }): Promise<MonthlySales[]> {
      const rows = await monthlyStatement.execute({ merchantId: merchant, ...range });
      return rows.map((row) => ({ month: row.month, amountOre: Number(row.amount) }));
    },

    async closingDaysCovering(merchant: string, date: string): Promise<ClosingDay[]> {
      return (await closingDaysStatement.execute({ merchantId: merchant, today: date })).map(presentClosingDay);
    },

    async categoryAvailability(merchant: string): Promise<OperationsCategory[]> {
      return categoriesStatement.execute({ merchantId: merchant });
    },

    async soldOutItems(merchant: string): Promise<SoldOutItem[]> {
      return (await soldOutStatement.execute({ merchantId: merchant })).map(presentSoldOutItem);
    },
  };
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
