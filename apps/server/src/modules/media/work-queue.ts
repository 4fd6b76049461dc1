/**
 * A bound on work that competes for the same threads: at most `concurrency` jobs run at once, the rest
 * wait in order, and when `maxWaiting` already wait a new job is refused at once (`onFull`) instead of
 * piling up. The media module runs every image decode and encode through one (see image-processing.ts).
 */
export interface WorkQueue {
  run<T>(job: () => Promise<T>): Promise<T>;
  /** Jobs running now and jobs waiting. */
  readonly load: { running: number; waiting: number };
}

export function createWorkQueue(options: { concurrency: number; maxWaiting: number; onFull: () => Error }): WorkQueue {
  const waiting: (() => void)[] = [];
  let running = 0;

  const next = () => {
    running -= 1;
    const start = waiting.shift();
    if (start) {
      running += 1;
      start();
    }
  };

  return {
    get load() {
      return { running, waiting: waiting.length };
    },
    async run<T>(job: () => Promise<T>): Promise<T> {
      if (running >= options.concurrency) {
        if (waiting.length >= options.maxWaiting) throw options.onFull();
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running += 1;
      }
      try {
        return await job();
      } finally {
        next();
      }
    },
  };
}
