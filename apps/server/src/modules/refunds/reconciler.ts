import { selectStaleRefundIds } from './repository';
import { startPeriodicJob, type PeriodicJob } from '../../lib/periodic-job';
import { reconcile, type ReconcileResult } from './reconciliation';
import { staleAttemptSeconds, type RefundContext } from './refund-context';

/**
 * The refund reconciler (finding §7): a card refund whose attempt died (the process stopped, the answer
 * was lost) stays PENDING until it is resolved. Every 15 s, and at once when the server starts, it takes
 * the PENDING card refunds whose attempt is over (UNKNOWN, or CALLING longer than an attempt can run:
 * `refundAttemptLimitSeconds` of the provider time limit) and asks the provider about each by our
 * reference: SUCCEEDED is completed as any refund (signed return, journal, audit), FAILED when the
 * provider refused it or has no refund with our reference, and left PENDING for the next round when the
 * provider cannot answer. Each refund is taken under `for update skip locked` and marked CALLING before
 * the provider is asked, so two server instances never resolve one refund twice.
 */

export type RefundReconcilerOptions = Omit<RefundContext, 'waitForAttemptMs'> & {
  /** Refunds taken per round, oldest first. */
  batchSize?: number;
};

export interface ReconciliationRound {
  /** The refunds asked about, each with what became of it. */
  results: { refundId: string; result: ReconcileResult }[];
}

export const REFUND_RECONCILER_INTERVAL_MS = 15_000;
/** 32 refunds × a lookup each within the provider time limit: a round stays well inside a few minutes. */
const DEFAULT_BATCH_SIZE = 32;

export function createRefundReconciler(options: RefundReconcilerOptions) {
  const { db, log } = options;
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const staleSeconds = staleAttemptSeconds(options);
  const context: RefundContext = { ...options, staleAttemptSeconds: staleSeconds };

  /** One round: the stale refunds one after the other; a failing one is logged and does not stop the others. */
  async function runOnce(): Promise<ReconciliationRound> {
    const ids = await selectStaleRefundIds(db, staleSeconds, batchSize);
    const results: ReconciliationRound['results'] = [];
    for (const refundId of ids) {
      try {
        const result = await reconcile(context, refundId);
        results.push({ refundId, result });
        if (result === 'SUCCEEDED' || result === 'FAILED') log.info({ refundId, result }, 'refund resolved by the reconciler');
      } catch (error) {
        log.error({ err: error, refundId }, 'the reconciler could not resolve a refund');
      }
    }
    return { results };
  }

  /** Runs now and then every `intervalMs` until stopped; the timer never keeps the process alive. */
  function start(intervalMs = REFUND_RECONCILER_INTERVAL_MS): PeriodicJob {
    return startPeriodicJob(runOnce, intervalMs, (error) => log.error({ err: error }, 'the refund reconciler failed'));
  }

  return { runOnce, start };
}

export type RefundReconciler = ReturnType<typeof createRefundReconciler>;
