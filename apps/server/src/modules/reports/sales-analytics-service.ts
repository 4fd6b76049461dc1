import { comparisonDay, comparisonPeriod, timelineBucketOf, type SalesChannel } from '@bakrom/shared/sales-analytics';
import type { SalesAnalytics, SalesByHour, SalesComparison } from '@bakrom/shared/schemas/sales-analytics';
import type { Db } from '../../db/client';
import { locationNotFound } from '../locations/own-location';
import { selectReportHeader } from './period-report-repository';
import { presentDayHours, presentSalesAnalytics } from './sales-analytics-presenter';
import {
  selectDayHours,
  selectHourlyFigures,
  selectMenuItems,
  selectProductFigures,
  type AnalyticsScope,
} from './sales-analytics-repository';

interface ScopeQuery {
  locationId?: string | undefined;
  channel?: SalesChannel | undefined;
}

/** The scope of an analysis, with the location's name; another merchant's location answers 404. */
async function scopeOf(db: Db, merchantId: string, query: ScopeQuery) {
  let location: { id: string; name: string } | null = null;
  if (query.locationId) {
    const header = await selectReportHeader(db, merchantId, query.locationId);
    if (!header) throw locationNotFound();
    location = { id: header.locationId, name: header.locationName };
  }
  const scope: AnalyticsScope = { merchantId, locationId: query.locationId, channel: query.channel };
  return { scope, location };
}

/**
 * Salgsanalyse (issue 33): the period's figures beside the comparison period's, read from the analytics rollups
 * (three statements: the hourly figures, the products, the menu's items for what did not sell).
 */
export async function getSalesAnalytics(
  db: Db,
  merchantId: string,
  query: ScopeQuery & { fromDate: string; toDate: string; compare: SalesComparison },
): Promise<SalesAnalytics> {
  const { scope, location } = await scopeOf(db, merchantId, query);
  const previous = comparisonPeriod(query.fromDate, query.toDate, query.compare);
  const periods = {
    fromDate: query.fromDate,
    toDate: query.toDate,
    previousFromDate: previous.fromDate,
    previousToDate: previous.toDate,
    // A timeline per month: whole months may be read from the monthly rollups.
    useMonths: timelineBucketOf(query.fromDate, query.toDate) === 'month',
  };
  const [hourly, products, menuItems] = await Promise.all([
    selectHourlyFigures(db, scope, periods),
    selectProductFigures(db, scope, periods),
    selectMenuItems(db, merchantId, query.locationId),
  ]);
  return presentSalesAnalytics(
    { ...periods, compare: query.compare, location, channel: query.channel ?? null },
    hourly,
    products,
    menuItems,
  );
}

/** Salgsanalyse's sales per hour of one Oslo day, beside the comparison day's. */
export async function getSalesByHour(
  db: Db,
  merchantId: string,
  query: ScopeQuery & { date: string; compare: SalesComparison },
): Promise<SalesByHour> {
  const { scope } = await scopeOf(db, merchantId, query);
  const comparisonDate = comparisonDay(query.date, query.compare);
  const rows = await selectDayHours(db, scope, query.date, comparisonDate);
  return { date: query.date, comparisonDate, hours: presentDayHours(rows) };
}
