import { ApiError } from '@/lib/api-client';

/** Answers about the refund's outcome that are final although their status says otherwise. */
const FINAL_CODES = new Set(['REFUND_FAILED']);
/** Conflicts that only say "not yet": the same attempt is asked again. */
const PENDING_CODES = new Set(['REFUND_IN_PROGRESS']);

/**
 * Whether a failed refund call may still have reached the server or the provider: no answer at all
 * (network down, connection cut), a server fault or an unconfirmed refund (5xx, except the provider's
 * refusal REFUND_FAILED), a refund still being processed (409 REFUND_IN_PROGRESS), a time-out or a
 * rate limit. Such an attempt is repeated with the same idempotency key, so that it is refunded at most
 * once. Any other answer is final: the next attempt is a new one.
 */
export function isUncertainFailure(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  if (FINAL_CODES.has(error.code)) return false;
  if (error.status === 409) return PENDING_CODES.has(error.code);
  return error.status >= 500 || error.status === 429 || error.status === 408;
}

/** What the server said about a failed refund, when it says more than the dialog's own text. */
export function failureDetail(error: unknown, dialogText: string): string | null {
  if (!(error instanceof ApiError) || error.code.startsWith('HTTP_')) return null;
  return error.message && error.message !== dialogText ? error.message : null;
}

/**
 * The idempotency key of the current refund attempt (every refund body carries one). It is made when
 * the user starts an attempt and kept while the choice stays the same and the last call's outcome is
 * uncertain; a retry after a network failure then sends the same key and the server answers the first
 * outcome instead of refunding twice. A final answer or another choice starts a new attempt.
 */
export class RefundAttempt {
  private key: string | null = null;
  private signature: string | null = null;

  constructor(private readonly newKey: () => string = () => crypto.randomUUID()) {}

  /** The key for an attempt at this choice: the kept one when the same choice is retried. */
  keyFor(signature: string): string {
    if (this.key === null || this.signature !== signature) {
      this.key = this.newKey();
      this.signature = signature;
    }
    return this.key;
  }

  /** The call answered: success or a final refusal ends the attempt; an uncertain failure keeps its key. */
  settle(error?: unknown): void {
    if (error === undefined || !isUncertainFailure(error)) {
      this.key = null;
      this.signature = null;
    }
  }
}
