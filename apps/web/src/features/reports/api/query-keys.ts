import type { SalesChannel } from '@bakrom/shared/sales-analytics';
import type { SalesComparison } from '@bakrom/shared/sales-analytics';
import { queryRoots } from '@/lib/query-keys';

/** Every report query lives under the area's root; taking a settlement invalidates them all (X, Z and period reports change). */
const root = queryRoots.reports;

export interface TerminalReportParams {
  locationId: string;
  terminalId: string;
}
export interface PeriodParams {
  fromDate: string;
  toDate: string;
}
/** A yearly report's year as the URL and the query carry it ('2026'). */
export interface YearReportParams {
  year: string;
}

/** Salgsanalyse's choice: every location and channel unless one is named, the period and what it is compared with. */
export interface SalesAnalyticsParams extends PeriodParams {
  locationId?: string;
  channel?: SalesChannel;
  compare: SalesComparison;
}
/** One day's hours of Salgsanalyse, with the location, channel and comparison of the analysis. */
export interface SalesByHourParams {
  locationId?: string;
  channel?: SalesChannel;
  date: string;
  compare: SalesComparison;
}

export const reportsKeys = {
  all: root,
  gui: (merchant: string) => [...root, 'gui', merchant] as const,
  terminals: (merchant: string, locationId: string) => [...root, 'terminals', merchant, locationId] as const,
  xReport: (merchant: string, params: TerminalReportParams) => [...root, 'xReport', merchant, params] as const,
  xReportForDate: (merchant: string, params: TerminalReportParams & { date: string }) =>
    [...root, 'xReportForDate', merchant, params] as const,
  zReports: (merchant: string, params: TerminalReportParams & { date: string }) => [...root, 'zReports', merchant, params] as const,
  totalSales: (merchant: string, params: TerminalReportParams & PeriodParams) => [...root, 'totalSales', merchant, params] as const,
  alcohol: (merchant: string, params: { locationId: string } & PeriodParams) => [...root, 'alcohol', merchant, params] as const,
  goodsType: (merchant: string, params: { locationId: string } & YearReportParams) => [...root, 'goodsType', merchant, params] as const,
  sms: (merchant: string, params: { locationId: string } & PeriodParams) => [...root, 'sms', merchant, params] as const,
  transactions: (merchant: string, params: PeriodParams) => [...root, 'transactions', merchant, params] as const,
  salesAnalytics: (merchant: string, params: SalesAnalyticsParams) => [...root, 'salesAnalytics', merchant, params] as const,
  salesByHour: (merchant: string, params: SalesByHourParams) => [...root, 'salesByHour', merchant, params] as const,
};
