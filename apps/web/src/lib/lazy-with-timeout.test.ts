import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadTimeoutError, withTimeout } from './lazy-with-timeout';

describe('chunk load timeout', () => {
  afterEach(() => vi.useRealTimers());

  it('is 120 seconds', () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('rejects a load that takes longer than the timeout', async () => {
    vi.useFakeTimers();
    const pending = withTimeout(() => new Promise<never>(() => undefined));
    const assertion = expect(pending).rejects.toBeInstanceOf(ChunkLoadTimeoutError);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS);
    await assertion;
  });

  it('passes a load that arrives in time through', async () => {
    await expect(withTimeout(() => Promise.resolve({ ok: 1 }))).resolves.toEqual({ ok: 1 });
  });

  it('passes a failing load on as an error', async () => {
    await expect(withTimeout(() => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
  });
});
