import { addDays, osloDateOf, osloDayStart, osloOffsetMinutes } from '@bakrom/shared/business-day';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import {
  completeConfirmedOrders,
  insertRun,
  isRunRecorded,
  selectAutoSettleMerchants,
  selectTerminalsToSettle,
  tryLockMerchantRun,
  updateRunResult,
  type AutoSettleMerchant,
} from './auto-settlement-repository';
import { settleTerminalForAutoRun } from './settlement-service';
import { JOURNAL_EVENT, recordJournalEvents, type JournalEvent, type JournalSealer } from '../journal/service';
import { startPeriodicJob, type PeriodicJob } from '../../lib/periodic-job';

/**
 * The automatic end-of-day settlement (spec part 1 §2 X-report, KIOSK note): at the merchant's
 * webshopAutoSettleAtTime, Europe/Oslo time, the WEBSHOP and KIOSK terminals with unsettled sales are
 * settled, and the tills (POS terminals) too when the merchant's autoSettleTills is on, so that no till
 * goes without its daily Z-report. '23:55' settles the day at 23:55 (later rows wait for the next day); '05:00' settles the
 * previous business day at 05:00 (rows up to its midnight). Each merchant's run of a business day is
 * recorded and never run twice; runs after downtime catch up with the latest one due; one server instance
 * at a time (advisory lock).
 */

export interface AutoSettlementLogger {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

/** The instant of an Oslo wall-clock time on a date (never inside a daylight-saving gap for the times used here). */
export function osloInstant(date: string, time: string): Date {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const asUtc = Date.parse(`${date}T00:00:00Z`) + (hours * 60 + minutes) * 60_000;
  const guess = new Date(asUtc - osloOffsetMinutes(new Date(asUtc)) * 60_000);
  return new Date(asUtc - osloOffsetMinutes(guess) * 60_000);
}

export interface DueRun {
  /** The business day settled. */
  businessDate: string;
  /** When the run became due. */
  dueAt: Date;
  /** Rows before this instant are settled. */
  cutoff: Date;
}

/** The latest run due at `now` for the setting. */
export function latestDueRun(settleAt: '23:55' | '05:00', now: Date): DueRun {
  const today = osloDateOf(now);
  if (settleAt === '23:55') {
    const todayRun = osloInstant(today, '23:55');
    const businessDate = now >= todayRun ? today : addDays(today, -1);
    const dueAt = osloInstant(businessDate, '23:55');
    return { businessDate, dueAt, cutoff: dueAt };
  }
  const businessDate = now >= osloInstant(today, '05:00') ? addDays(today, -1) : addDays(today, -2);
  return { businessDate, dueAt: osloInstant(addDays(businessDate, 1), '05:00'), cutoff: osloDayStart(addDays(businessDate, 1)) };
}

/** Told of each merchant's run that settled (ok) or failed, with its duration: the metrics' settlement runs. */
export type AutoSettlementObserver = (outcome: 'ok' | 'failed', seconds: number) => void;

export interface AutoSettlementResult {
  merchantId: string;
  businessDate: string;
  zReports: { terminalId: string; nr: number }[];
  completedOrders: number;
}

async function runForMerchant(
  db: Db,
  now: Date,
  merchant: AutoSettleMerchant,
  sealer: JournalSealer,
): Promise<AutoSettlementResult | undefined> {
  const due = latestDueRun(merchant.settleAt, now);
  if (await isRunRecorded(db, merchant.merchantId, due.businessDate)) return undefined;
  return db.transaction(async (tx) => {
    if (!(await tryLockMerchantRun(tx, merchant.merchantId))) return undefined;
    const recorded = await insertRun(tx, {
      merchantId: merchant.merchantId,
      businessDate: due.businessDate,
      settleAt: merchant.settleAt,
      cutoff: due.cutoff,
      now,
    });
    if (!recorded) return undefined;
    const completedOrders = merchant.autoComplete
      ? await completeConfirmedOrders(tx, merchant.merchantId, osloDayStart(due.businessDate), due.cutoff, now)
      : 0;
    const made: { terminalId: string; nr: number }[] = [];
    // Recorded after every terminal's lock is taken: the journal's lock comes last in a transaction.
    const journal: JournalEvent[] = [];
    for (const terminal of await selectTerminalsToSettle(tx, merchant.merchantId, due.cutoff, { tills: merchant.tills })) {
      const z = await settleTerminalForAutoRun(tx, merchant.merchantId, terminal, {
        businessDate: due.businessDate,
        before: due.cutoff,
        now,
      });
      if (z) made.push({ terminalId: terminal.id, nr: z.nr });
      if (z) journal.push(...z.journal);
    }
    if (completedOrders > 0) {
      journal.unshift({
        eventCode: JOURNAL_EVENT.other,
        description: `Automatisk oppgjør: ${completedOrders} bekreftede ordrer merket som fullført`,
        payload: { businessDate: due.businessDate, completedOrders },
        occurredAt: now,
      });
    }
    // Sealed as every Z-report's journal is: the merchant's key signs the head after them.
    await recordJournalEvents(tx, merchant.merchantId, journal, { seal: sealer });
    await updateRunResult(tx, {
      merchantId: merchant.merchantId,
      businessDate: due.businessDate,
      zReportCount: made.length,
      completedOrders,
    });
    return { merchantId: merchant.merchantId, businessDate: due.businessDate, zReports: made, completedOrders };
  });
}

/**
 * One pass: every merchant with the setting gets its latest due run if it is not recorded yet. A failing
 * merchant is logged and does not stop the others.
 */
export async function runAutoSettlement(
  db: Db,
  clock: Clock,
  logger: AutoSettlementLogger,
  sealer: JournalSealer,
  observe?: AutoSettlementObserver,
  /** Asked before each merchant: true when the server shuts down, and the pass ends there. */
  stopping: () => boolean = () => false,
): Promise<AutoSettlementResult[]> {
  const now = clock.now();
  const results: AutoSettlementResult[] = [];
  for (const merchant of await selectAutoSettleMerchants(db)) {
    if (stopping()) break;
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    try {
      const result = await runForMerchant(db, now, merchant, sealer);
      if (result) {
        results.push(result);
        observe?.('ok', seconds());
        logger.info(result, 'automatisk dagsoppgjør utført');
      }
    } catch (error) {
      observe?.('failed', seconds());
      logger.error({ err: error, merchantId: merchant.merchantId }, 'Generering av oppgjørsrapport for kassepunktet feiler.');
    }
  }
  return results;
}

/**
 * Runs the automatic settlement now and then every `intervalMs` (a minute) until stopped; the timer never
 * keeps the process alive. `stop()` lets the merchant run in progress commit (or fail) and starts no other:
 * its advisory lock is transaction-scoped and ends with it.
 */
export function startAutoSettlement(
  db: Db,
  clock: Clock,
  logger: AutoSettlementLogger,
  sealer: JournalSealer,
  intervalMs = 60_000,
  observe?: AutoSettlementObserver,
): PeriodicJob {
  return startPeriodicJob(
    (state) => runAutoSettlement(db, clock, logger, sealer, observe, state.stopping),
    intervalMs,
    (error) => logger.error({ err: error }, 'Generering av oppgjørsrapport for kassepunktet feiler.'),
  );
}
