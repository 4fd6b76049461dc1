import { addDays, osloDayStart } from '@bakrom/shared/business-day';
import { terminalLabel } from '@bakrom/shared/report-labels';
import { sumCounters } from '@bakrom/shared/report-rules';
import {
  REPORT_MAX_DAYS,
  type AlcoholReport,
  type ReportCounters,
  type SmsReport,
  type TotalSalesReport,
  type TransactionsReport,
} from '@bakrom/shared/schemas/reports';
import type { Db } from '../../db/client';
import { notFound, validationFailed } from '../../http/errors';
import { locationNotFound } from '../locations/own-location';
import { findTerminal, listLocationTerminals } from '../terminals/service';
import {
  presentAlcoholReport,
  presentSmsReport,
  presentStoredCounters,
  presentTotalSalesReport,
  presentTransactionsReport,
} from './period-report-presenter';
import {
  selectAlcoholSales,
  selectCardTransactions,
  selectPeriodZReports,
  selectReportHeader,
  selectSmsMessages,
  type PeriodInstants,
  type ReportHeaderRow,
} from './period-report-repository';

/**
 * The period reports (spec part 1 §2: Omsetningsrapport, alkoholrapport, SMS-rapport, transaksjoner):
 * a period of Oslo business days, both ends included, at most REPORT_MAX_DAYS long.
 */

export interface Period {
  fromDate: string;
  toDate: string;
}

const MS_PER_DAY = 86_400_000;

/** 400 for a period longer than REPORT_MAX_DAYS (the schema has refused a reversed one already). */
export function assertPeriod(period: Period): void {
  const days = (Date.parse(`${period.toDate}T00:00:00Z`) - Date.parse(`${period.fromDate}T00:00:00Z`)) / MS_PER_DAY + 1;
  if (days > REPORT_MAX_DAYS) {
    throw validationFailed({ toDate: `Perioden kan være høyst ${REPORT_MAX_DAYS} dager` });
  }
}

/** The instants of an Oslo period: from 00:00 of the first day to 00:00 of the day after the last. */
export function periodInstants(period: Period): PeriodInstants {
  return { from: osloDayStart(period.fromDate), until: osloDayStart(addDays(period.toDate, 1)) };
}

async function headerOf(db: Db, merchantId: string, locationId: string): Promise<ReportHeaderRow> {
  const header = await selectReportHeader(db, merchantId, locationId);
  if (!header) throw locationNotFound();
  return header;
}

/**
 * The period's counters: each terminal's Z-reports are added up by the database (its grand totals are
 * its last report's); the terminals are then added with `sumCounters`, their grand totals added too.
 */
function periodCounters(perTerminal: ReportCounters[]): ReportCounters {
  const total = sumCounters(perTerminal);
  total.grandTotalSales = perTerminal.reduce((sum, counters) => sum + counters.grandTotalSales, 0);
  total.grandTotalRefund = perTerminal.reduce((sum, counters) => sum + counters.grandTotalRefund, 0);
  return total;
}

/** The turnover report of one terminal or of ALL the location's terminals, built from the period's live Z-reports. */
export async function getTotalSalesReport(
  db: Db,
  merchantId: string,
  query: Period & { locationId: string; terminalId: string },
): Promise<TotalSalesReport> {
  assertPeriod(query);
  const header = await headerOf(db, merchantId, query.locationId);
  const all = query.terminalId === 'ALL';
  const terminal = all ? undefined : await findTerminal(db, merchantId, query.locationId, query.terminalId);
  if (!all && !terminal) throw notFound('Fant ikke kassepunktet.');
  const { reports, terminals } = await selectPeriodZReports(db, merchantId, {
    locationId: query.locationId,
    terminalId: terminal?.id,
    fromDate: query.fromDate,
    toDate: query.toDate,
  });
  const counters = periodCounters(terminals.map((row) => presentStoredCounters(row.counters)));
  return presentTotalSalesReport(header, terminal, query, reports, counters);
}

/** The location's terminals by row id, named as the screens name them ('Nettbutikken', the device name), for the turnover report's files. */
export async function terminalNames(db: Db, merchantId: string, locationId: string): Promise<Record<string, string>> {
  const rows = await listLocationTerminals(db, merchantId, locationId);
  return Object.fromEntries(rows.map((row) => [row.id, terminalLabel(row)]));
}

/** Alcohol sold at the location in the period (DRINK_ALCOHOL lines, refunded units taken off). */
export async function getAlcoholReport(db: Db, merchantId: string, query: Period & { locationId: string }): Promise<AlcoholReport> {
  assertPeriod(query);
  const header = await headerOf(db, merchantId, query.locationId);
  const rows = await selectAlcoholSales(db, merchantId, query.locationId, periodInstants(query));
  return presentAlcoholReport(header, query, rows);
}

/** The SMS the location sent in the period, what they cost, newest first. */
export async function getSmsReport(db: Db, merchantId: string, query: Period & { locationId: string }): Promise<SmsReport> {
  assertPeriod(query);
  const header = await headerOf(db, merchantId, query.locationId);
  const reads = await selectSmsMessages(db, merchantId, query.locationId, periodInstants(query));
  return presentSmsReport(header, query, reads);
}

/** The merchant's BankAxept payments against the other card types, and the refunds of each (super admin). */
export async function getTransactionsReport(db: Db, merchantId: string, query: Period): Promise<TransactionsReport> {
  assertPeriod(query);
  const rows = await selectCardTransactions(db, merchantId, periodInstants(query));
  return presentTransactionsReport(query, rows);
}
