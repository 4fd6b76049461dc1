import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { isUncertainFailure, RefundAttempt } from './refund-attempt';

function counter() {
  let n = 0;
  return () => `key-${(n += 1)}`;
}

describe('refund attempt', () => {
  it('treats no answer, a server fault, a refund in progress and a rate limit as uncertain, any other answer as final', () => {
    expect(isUncertainFailure(new TypeError('Failed to fetch'))).toBe(true);
    expect(isUncertainFailure(new ApiError(500, 'INTERNAL', 'x'))).toBe(true);
    expect(isUncertainFailure(new ApiError(502, 'PROVIDER', 'x'))).toBe(true);
    expect(isUncertainFailure(new ApiError(504, 'REFUND_UNCONFIRMED', 'x'))).toBe(true);
    expect(isUncertainFailure(new ApiError(409, 'REFUND_IN_PROGRESS', 'x'))).toBe(true);
    expect(isUncertainFailure(new ApiError(502, 'REFUND_FAILED', 'x'))).toBe(false);
    expect(isUncertainFailure(new ApiError(409, 'ALREADY_REFUNDED', 'x'))).toBe(false);
    expect(isUncertainFailure(new ApiError(409, 'IDEMPOTENCY_KEY_REUSED', 'x'))).toBe(false);
    expect(isUncertainFailure(new ApiError(429, 'RATE_LIMITED', 'x'))).toBe(true);
    expect(isUncertainFailure(new ApiError(400, 'VALIDATION', 'x'))).toBe(false);
    expect(isUncertainFailure(new ApiError(404, 'NOT_FOUND', 'x'))).toBe(false);
  });

  it('keeps the key for a retry of the same choice after an uncertain failure, and makes a new one otherwise', () => {
    const attempt = new RefundAttempt(counter());
    expect(attempt.keyFor('a')).toBe('key-1');
    attempt.settle(new TypeError('Failed to fetch'));
    expect(attempt.keyFor('a')).toBe('key-1');
    attempt.settle(new ApiError(503, 'HTTP_503', 'HTTP 503'));
    expect(attempt.keyFor('a')).toBe('key-1');
    attempt.settle(new ApiError(400, 'REFUSED', 'x'));
    expect(attempt.keyFor('a')).toBe('key-2');
    attempt.settle(new TypeError('Failed to fetch'));
    expect(attempt.keyFor('b')).toBe('key-3');
    attempt.settle();
    expect(attempt.keyFor('b')).toBe('key-4');
  });
});
