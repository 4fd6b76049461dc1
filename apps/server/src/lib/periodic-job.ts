/** A background job of the server process: runs now and then every `intervalMs`, one run at a time, until stopped. */
export interface PeriodicJob {
  /** No new run starts; resolves when the run in progress has ended. */
  stop(): Promise<void>;
}

/** What a run may ask while it goes: whether `stop()` was called, so that a long run ends at its next safe point. */
export interface RunState {
  stopping(): boolean;
}

/**
 * Runs `run` at once and then every `intervalMs`; a tick while a run is still going is skipped. A failed run
 * is passed to `onError` and the next tick runs again. The timer never keeps the process alive.
 */
export function startPeriodicJob(
  run: (state: RunState) => Promise<unknown>,
  intervalMs: number,
  onError: (error: unknown) => void,
): PeriodicJob {
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  let stopped = false;
  const state: RunState = { stopping: () => stopped };
  const tick = () => {
    if (busy || stopped) return;
    busy = true;
    running = run(state)
      .catch(onError)
      .finally(() => {
        busy = false;
      });
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
