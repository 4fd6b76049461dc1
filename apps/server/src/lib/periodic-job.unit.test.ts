import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startPeriodicJob } from './periodic-job';

describe('startPeriodicJob', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs at once and then every interval, never two runs at a time, and stop waits for the run in progress', async () => {
    let runs = 0;
    let finish: () => void = () => undefined;
    const run = () => {
      runs += 1;
      return new Promise<void>((resolve) => (finish = resolve));
    };
    const job = startPeriodicJob(run, 1_000, () => undefined);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(runs).toBe(1);
    finish();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs).toBe(2);
    let stopped = false;
    const stopping = job.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(runs).toBe(2);
  });

  it('hands a failed run to onError and runs again at the next tick', async () => {
    const errors: unknown[] = [];
    let runs = 0;
    const job = startPeriodicJob(
      async () => {
        runs += 1;
        if (runs === 1) throw new Error('nede');
      },
      1_000,
      (error) => errors.push(error),
    );
    await vi.advanceTimersByTimeAsync(1_000);
    expect(errors).toEqual([new Error('nede')]);
    expect(runs).toBe(2);
    await job.stop();
  });

  it('tells the run in progress that stop was called, so that it ends at its next safe point', async () => {
    const seen: boolean[] = [];
    let step: () => void = () => undefined;
    const job = startPeriodicJob(
      async (state) => {
        for (let i = 0; i < 3 && !state.stopping(); i += 1) {
          seen.push(state.stopping());
          await new Promise<void>((resolve) => (step = resolve));
        }
      },
      1_000,
      () => undefined,
    );
    step();
    await vi.advanceTimersByTimeAsync(0);
    const stopped = job.stop();
    step();
    await stopped;
    expect(seen).toEqual([false, false]);
  });
});
