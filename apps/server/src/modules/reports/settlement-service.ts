import type { FastifyBaseLogger } from 'fastify';
import { addDays, osloDateOf, osloDayStart } from '@bakrom/shared/business-day';
import { DEFAULT_VAT_RATES } from '@bakrom/shared/catalogue-rules';
import { REPORT_MAX_DAYS, type ReportCounters, type ReportGui, type XReport, type ZReport } from '@bakrom/shared/schemas/reports';
import type { Clock } from '../../clock';
import type { Db, DbOrTx } from '../../db/client';
import { HttpError, badRequest, notFound } from '../../http/errors';
import { JOURNAL_EVENT, JOURNAL_TEXT, recordJournalEvents, type JournalEvent, type JournalSealer } from '../journal/service';
import { findTerminal, findWebshopTerminal, type TerminalRow } from '../terminals/service';
import { presentReportGui, presentXReport, presentZReport } from './report-presenter';
import {
  deleteZReport,
  hasLiveReportAfter,
  insertZReport,
  markReplaced,
  readCounters,
  selectCompany,
  selectLatestZReport,
  selectReportGui,
  selectUnsettledSaleDays,
  selectZReport,
  findZReportTerminal,
  selectZReportsOfDay,
  storeZReportCounters,
  tieRows,
  writeSettlementAudit,
  type TieScope,
} from './settlement-repository';

/**
 * Settlement (spec part 1 §2 X-report, Z-report, regeneration; §4 Settlement): the running X-report, the
 * Z-report that settles a terminal, a day's figures and its regeneration, and the settlement the automatic
 * end-of-day run performs. Every Z-report is made in one transaction under the terminal's row lock.
 */

export const NOTHING_TO_SETTLE_MESSAGE = 'Ingen omsetning fra dette kassepunktet siden forrige oppgjør.';
export const SETTLEMENT_FAILED_LOG = 'Generering av oppgjørsrapport for kassepunktet feiler.';
const nothingToSettle = () => new HttpError(409, 'NOTHING_TO_SETTLE', NOTHING_TO_SETTLE_MESSAGE);
const terminalNotFound = () => notFound('Fant ikke kassepunktet.');

/** Who asks: the merchant of the session and the user (null for the automatic settlement); a route passes its session. */
export interface Actor {
  merchantId: string;
  userId: string | null;
}

/** The terminal of the merchant's location that reports are made for (KDS screens have none): else 404. */
async function reportTerminal(db: DbOrTx, merchantId: string, locationId: string, terminalId: string, lock = false): Promise<TerminalRow> {
  const terminal = await findTerminal(db, merchantId, locationId, terminalId, { lock });
  if (!terminal || terminal.terminalType === 'KDS') throw terminalNotFound();
  return terminal;
}

export async function getDataForReportGui(db: Db, merchantId: string): Promise<ReportGui> {
  return presentReportGui(merchantId, await selectReportGui(db, merchantId), { ...DEFAULT_VAT_RATES });
}

/** The running counters since the terminal's last Z-report; each X-report shown is recorded in the journal. */
export async function getXReport(db: Db, clock: Clock, actor: Actor, query: { locationId: string; terminalId: string }): Promise<XReport> {
  const terminal = await reportTerminal(db, actor.merchantId, query.locationId, query.terminalId);
  const now = clock.now();
  const [company, latest, { counters }] = await Promise.all([
    selectCompany(db, actor.merchantId),
    selectLatestZReport(db, terminal.id),
    db.transaction((tx) => readCounters(tx, { kind: 'unsettled', merchantId: actor.merchantId, terminalId: terminal.id })),
  ]);
  await db.transaction(async (tx) => {
    await writeSettlementAudit(tx, {
      merchantId: actor.merchantId,
      userId: actor.userId,
      action: 'X_REPORT_SHOWN',
      entityType: 'terminal',
      entityId: terminal.id,
      details: { locationId: terminal.locationId, terminalId: terminal.terminalId, previousZReportNr: latest?.nr ?? null },
      now,
    });
    await recordJournalEvents(tx, actor.merchantId, [
      {
        locationId: terminal.locationId,
        terminalId: terminal.id,
        userId: actor.userId,
        eventCode: JOURNAL_EVENT.xReport,
        description: 'X-rapport vist',
        payload: { previousZReportNr: latest?.nr ?? null, counters },
        occurredAt: now,
      },
    ]);
  });
  return presentXReport({
    terminal,
    company,
    generatedAt: now,
    periodStart: latest?.createdAt ?? null,
    previousZReportNr: latest?.nr ?? null,
    counters,
  });
}

/** A business day's figures of the terminal, settled or not (replaced reports' rows included); changes nothing. */
async function dayReport(db: Db, clock: Clock, merchantId: string, terminal: TerminalRow, date: string): Promise<XReport> {
  const from = osloDayStart(date);
  const until = osloDayStart(addDays(date, 1));
  const [company, latest, { counters }] = await Promise.all([
    selectCompany(db, merchantId),
    selectLatestZReport(db, terminal.id, { beforeDate: date }),
    db.transaction((tx) => readCounters(tx, { kind: 'day', merchantId, terminalId: terminal.id, from, until }, { beforeDate: date })),
  ]);
  return presentXReport({
    terminal,
    company,
    generatedAt: clock.now(),
    periodStart: from.toISOString(),
    previousZReportNr: latest?.nr ?? null,
    counters,
  });
}

export async function getXReportForDate(
  db: Db,
  clock: Clock,
  merchantId: string,
  query: { locationId: string; terminalId: string; date: string },
): Promise<XReport> {
  const terminal = await reportTerminal(db, merchantId, query.locationId, query.terminalId);
  return dayReport(db, clock, merchantId, terminal, query.date);
}

export async function getWebshopXReportCountersForDate(
  db: Db,
  clock: Clock,
  merchantId: string,
  query: { locationId: string; date: string },
): Promise<XReport> {
  const terminal = await findWebshopTerminal(db, merchantId, query.locationId);
  if (!terminal) throw terminalNotFound();
  return dayReport(db, clock, merchantId, terminal, query.date);
}

/** Every Z-report of the terminal and business day in number order, replaced ones included. */
export async function getZReports(
  db: Db,
  clock: Clock,
  merchantId: string,
  query: { locationId: string; terminalId: string; date: string },
): Promise<ZReport[]> {
  const terminal = await reportTerminal(db, merchantId, query.locationId, query.terminalId);
  const [company, reports] = await Promise.all([
    selectCompany(db, merchantId),
    selectZReportsOfDay(db, merchantId, terminal.id, query.date),
  ]);
  const now = clock.now();
  return reports.map((report) => presentZReport(terminal, company, now, report));
}

export interface SettleOptions {
  businessDate: string;
  now: Date;
  /** Unsettled rows before this instant only. */
  before?: Date;
  /** Unsettled rows of one business day only. */
  day?: string;
  /** The day whose live Z-reports this one replaces (regeneration). */
  replacing?: string;
  audit: { action: string; details?: Record<string, unknown> };
}

/**
 * Settles the (locked) terminal inside the caller's transaction: the next number, every row in scope tied
 * to the new Z-report, its counters computed from exactly those rows, an audit record. Answers undefined
 * when nothing was there to settle (the caller rolls back or answers 409).
 */
export async function settleLockedTerminal(
  tx: DbOrTx,
  actor: Actor,
  terminal: TerminalRow,
  options: SettleOptions,
): Promise<{ id: string; nr: number; counters: ReportCounters; journal: JournalEvent[] } | undefined> {
  const z = await insertZReport(tx, {
    merchantId: actor.merchantId,
    locationId: terminal.locationId,
    terminalId: terminal.id,
    businessDate: options.businessDate,
    userId: actor.userId,
    now: options.now,
  });
  const replacedIds = options.replacing
    ? await markReplaced(tx, { terminalId: terminal.id, businessDate: options.replacing, replacedBy: z.id, now: options.now })
    : [];
  // A regenerated report takes the place of the first report it replaces. When live reports of later places
  // exist (later days settled since), it takes exactly the replaced reports' rows, so that their stored grand
  // totals still follow; rows of the day nobody settled go to the next Z-report, as any unsettled row does.
  const replacedOnly = replacedIds.length > 0 && (await hasLiveReportAfter(tx, terminal.id, z.id));
  const scope: TieScope = {
    merchantId: actor.merchantId,
    terminalId: terminal.id,
    zReportId: z.id,
    before: options.before,
    replacedIds,
    replacedOnly,
  };
  if (options.day) scope.day = { from: osloDayStart(options.day), until: osloDayStart(addDays(options.day, 1)) };
  const tied = await tieRows(tx, scope);
  if (tied === 0) {
    // Never seen outside this transaction: the number is free again.
    await deleteZReport(tx, z.id);
    return undefined;
  }
  const counters = await storeZReportCounters(tx, actor.merchantId, terminal.id, z.id);
  await writeSettlementAudit(tx, {
    merchantId: actor.merchantId,
    userId: actor.userId,
    action: options.audit.action,
    entityType: 'z_report',
    entityId: z.id,
    details: {
      nr: z.nr,
      terminalId: terminal.id,
      locationId: terminal.locationId,
      businessDate: options.businessDate,
      rows: tied,
      grandTotalSales: counters.grandTotalSales,
      grandTotalRefund: counters.grandTotalRefund,
      ...(replacedIds.length ? { replacedZReportIds: replacedIds } : {}),
      ...options.audit.details,
    },
    now: options.now,
  });
  const at = { locationId: terminal.locationId, terminalId: terminal.id, userId: actor.userId, occurredAt: options.now };
  const journal: JournalEvent[] = [
    {
      ...at,
      eventCode: JOURNAL_EVENT.zReport,
      description: JOURNAL_TEXT.zReport(z.nr),
      payload: { zReportId: z.id, nr: z.nr, businessDate: options.businessDate, counters, replacedZReportIds: replacedIds },
    },
  ];
  if (replacedIds.length > 0) {
    journal.push({
      ...at,
      eventCode: JOURNAL_EVENT.other,
      description: `Oppgjør regenerert for ${options.businessDate}: erstattet av Z-rapport nr. ${z.nr}`,
      payload: { businessDate: options.businessDate, replacedZReportIds: replacedIds, replacedBy: z.id },
    });
  }
  return { ...z, counters, journal };
}

/** Rolls the transaction back when nothing was settled, answering 409 NOTHING_TO_SETTLE. */
class NothingToSettle extends Error {}

/** A settlement failure is logged with the spec's text and answered as an error the screen shows. */
async function logged<T>(log: FastifyBaseLogger, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof NothingToSettle) throw nothingToSettle();
    if (!(error instanceof HttpError)) log.error({ err: error }, SETTLEMENT_FAILED_LOG);
    throw error;
  }
}

async function answerZReport(db: Db, clock: Clock, merchantId: string, terminal: TerminalRow, zReportId: string): Promise<ZReport> {
  const [company, report] = await Promise.all([selectCompany(db, merchantId), selectZReport(db, merchantId, zReportId)]);
  return presentZReport(terminal, company, clock.now(), report!);
}

/** One Z-report of the merchant by its id (the Z-report PDF), replaced or not; 404 for another merchant's. */
export async function getZReportById(db: Db, clock: Clock, merchantId: string, zReportId: string): Promise<ZReport> {
  const taken = await findZReportTerminal(db, merchantId, zReportId);
  const terminal = taken && (await findTerminal(db, merchantId, taken.locationId, taken.terminalId));
  if (!terminal) throw notFound('Fant ikke Z-rapporten.');
  return answerZReport(db, clock, merchantId, terminal, zReportId);
}

type MadeZReport = { id: string; nr: number; businessDate: string };

/**
 * The one Z-report transaction of the settlement calls: the terminal found and locked, each settlement
 * asked for made in order, the journal recorded last with the seal. Nothing settled rolls it back
 * (answered 409 NOTHING_TO_SETTLE by `logged`).
 */
async function settleAndSeal(
  db: Db,
  sealer: JournalSealer,
  actor: Actor,
  lockTerminal: (tx: DbOrTx) => Promise<TerminalRow>,
  settlements: (tx: DbOrTx, terminal: TerminalRow) => Promise<SettleOptions[]>,
): Promise<{ terminal: TerminalRow; made: MadeZReport[] }> {
  return db.transaction(async (tx) => {
    const terminal = await lockTerminal(tx);
    const made: MadeZReport[] = [];
    const journal: JournalEvent[] = [];
    for (const options of await settlements(tx, terminal)) {
      const z = await settleLockedTerminal(tx, actor, terminal, options);
      if (!z) continue;
      made.push({ id: z.id, nr: z.nr, businessDate: options.businessDate });
      journal.push(...z.journal);
    }
    if (made.length === 0) throw new NothingToSettle();
    await recordJournalEvents(tx, actor.merchantId, journal, { seal: sealer });
    return { terminal, made };
  });
}

/** One Z-report of the terminal the query names, answered as the screen shows it. */
async function settleTerminal(
  db: Db,
  clock: Clock,
  log: FastifyBaseLogger,
  sealer: JournalSealer,
  actor: Actor,
  query: { locationId: string; terminalId: string },
  options: SettleOptions,
): Promise<ZReport> {
  return logged(log, async () => {
    const { terminal, made } = await settleAndSeal(
      db,
      sealer,
      actor,
      (tx) => reportTerminal(tx, actor.merchantId, query.locationId, query.terminalId, true),
      async () => [options],
    );
    return answerZReport(db, clock, actor.merchantId, terminal, made[0]!.id);
  });
}

/** 'Ta dagens oppgjør': settles everything the terminal has not settled; the business day is today's Oslo date. */
export async function createZReport(
  db: Db,
  clock: Clock,
  log: FastifyBaseLogger,
  sealer: JournalSealer,
  actor: Actor,
  query: { locationId: string; terminalId: string },
): Promise<ZReport> {
  const now = clock.now();
  return settleTerminal(db, clock, log, sealer, actor, query, {
    businessDate: osloDateOf(now),
    now,
    audit: { action: 'Z_REPORT_CREATED' },
  });
}

/**
 * Regeneration of a day (super admin): the day's live Z-reports stay, marked replaced by a new Z-report
 * under the next number that takes their rows and the day's unsettled rows.
 */
export async function createZReportForDate(
  db: Db,
  clock: Clock,
  log: FastifyBaseLogger,
  sealer: JournalSealer,
  actor: Actor,
  query: { locationId: string; terminalId: string; date: string },
): Promise<ZReport> {
  const now = clock.now();
  if (query.date > osloDateOf(now)) throw badRequest('Datoen kan ikke være fram i tid.', { date: 'Datoen kan ikke være fram i tid.' });
  return settleTerminal(db, clock, log, sealer, actor, query, {
    businessDate: query.date,
    now,
    day: query.date,
    replacing: query.date,
    audit: { action: 'Z_REPORT_REGENERATED' },
  });
}

/** A WEBSHOP Z-report per Oslo day from fromDate to yesterday with unsettled sales, each with that day's rows, oldest first. */
export async function createAllWebshopZReports(
  db: Db,
  clock: Clock,
  log: FastifyBaseLogger,
  sealer: JournalSealer,
  actor: Actor,
  query: { locationId: string; fromDate: string },
): Promise<{ created: MadeZReport[] }> {
  const now = clock.now();
  const yesterday = addDays(osloDateOf(now), -1);
  if (query.fromDate > yesterday) {
    throw badRequest('Fra-datoen må være i går eller tidligere.', { fromDate: 'Fra-datoen må være i går eller tidligere.' });
  }
  if (query.fromDate < addDays(yesterday, -REPORT_MAX_DAYS)) {
    const message = `Fra-datoen kan være høyst ${REPORT_MAX_DAYS} dager tilbake.`;
    throw badRequest(message, { fromDate: message });
  }
  return logged(log, async () => {
    const { made } = await settleAndSeal(
      db,
      sealer,
      actor,
      async (tx) => {
        const webshop = await findWebshopTerminal(tx, actor.merchantId, query.locationId);
        if (!webshop) throw terminalNotFound();
        return reportTerminal(tx, actor.merchantId, query.locationId, webshop.id, true);
      },
      async (tx, terminal) => {
        const days = await selectUnsettledSaleDays(tx, terminal.id, osloDayStart(query.fromDate), osloDayStart(addDays(yesterday, 1)));
        return days.map((day) => ({
          businessDate: day,
          now,
          day,
          audit: { action: 'Z_REPORT_CREATED', details: { regenerateAllWebshop: true } },
        }));
      },
    );
    return { created: made };
  });
}

/**
 * The automatic end-of-day settlement of one WEBSHOP or KIOSK terminal inside the run's transaction: rows
 * before the cut-off only, no user (createdBy null). Answers undefined when nothing was there to settle.
 */
export async function settleTerminalForAutoRun(
  tx: DbOrTx,
  merchantId: string,
  target: { id: string; locationId: string },
  options: { businessDate: string; before: Date; now: Date },
): Promise<{ id: string; nr: number; journal: JournalEvent[] } | undefined> {
  const terminal = await findTerminal(tx, merchantId, target.locationId, target.id, { lock: true });
  if (!terminal) return undefined;
  const z = await settleLockedTerminal(tx, { merchantId, userId: null }, terminal, {
    businessDate: options.businessDate,
    now: options.now,
    before: options.before,
    audit: { action: 'Z_REPORT_CREATED', details: { automatic: true, cutoff: options.before.toISOString() } },
  });
  return z && { id: z.id, nr: z.nr, journal: z.journal };
}
