import { ApiError } from '@/lib/api-client';

/**
 * Whether a failed refund call may still have reached the server or the provider: no answer at all
 * (network down, connection cut), a server fault, a refund still being processed (409) or a rate limit.
 * Such an attempt is repeated with the same idempotency key, so that it is refunded at most once.
 * Any other answer is final: the next attempt is a new one.
 */
export function isUncertainFailure(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status >= 500 || error.status === 409 || error.status === 429 || error.status === 408;
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
