import { isEmptyReport, vatGroups } from '@bakrom/shared/report-rules';
import {
  reportCountersSchema,
  type ReportCounters,
  type ReportGui,
  type Terminal,
  type XReport,
  type ZReport,
} from '@bakrom/shared/schemas/reports';
import type { TerminalRow } from '../terminals/service';
import type { CompanyRow, ReportGuiRow, ZReportRow } from './settlement-repository';

/** Pure mapping of the settlement's rows to the answers of packages/shared/src/schemas/reports.ts. */

export function presentReportGui(merchantId: string, row: ReportGuiRow, defaultVat: ReportGui['vat']): ReportGui {
  return {
    locations: row.locations,
    company: row.company,
    vat: row.vat ? { takeOut: Number(row.vat.takeOut), dineIn: Number(row.vat.dineIn), delivery: Number(row.vat.delivery) } : defaultVat,
    merchant: { id: merchantId, functionality: row.functionality, autoSettleTills: row.autoSettleTills },
  };
}

/**
 * Counters as stored or computed, with every VAT rate a plain number; a Z-report stored before a counter existed
 * gets it as 0 (or an empty list) from the schema's defaults.
 */
function normalised(counters: ReportCounters): ReportCounters {
  const complete = reportCountersSchema.parse(counters);
  return { ...complete, categories: complete.categories.map((category) => ({ ...category, vatRate: Number(category.vatRate) })) };
}

/** The report's header; the terminal in the terminals module's shape, without its location's name. */
function header(terminal: TerminalRow, company: CompanyRow, generatedAt: Date) {
  const { locationName, ...shown } = terminal;
  return {
    location: { id: terminal.locationId, name: locationName },
    company: { name: company.name, organisationNumber: company.vatNumber },
    terminal: shown satisfies Terminal,
    generatedAt: generatedAt.toISOString(),
  };
}

export function presentXReport(input: {
  terminal: TerminalRow;
  company: CompanyRow;
  generatedAt: Date;
  periodStart: string | null;
  previousZReportNr: number | null;
  counters: ReportCounters;
}): XReport {
  const counters = normalised(input.counters);
  return {
    ...header(input.terminal, input.company, input.generatedAt),
    periodStart: input.periodStart,
    previousZReportNr: input.previousZReportNr,
    empty: isEmptyReport(counters),
    counters,
    vatGroups: vatGroups(counters.categories),
  };
}

export function presentZReport(terminal: TerminalRow, company: CompanyRow, generatedAt: Date, row: ZReportRow): ZReport {
  const counters = normalised(row.counters);
  return {
    ...header(terminal, company, generatedAt),
    id: row.id,
    nr: row.nr,
    businessDate: row.businessDate,
    createdTime: row.createdTime,
    createdBy: row.createdBy,
    replacedByNr: row.replacedByNr,
    counters,
    vatGroups: vatGroups(counters.categories),
  };
}
