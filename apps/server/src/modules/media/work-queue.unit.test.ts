import { describe, expect, it } from 'vitest';
import { createWorkQueue } from './work-queue';

/** A job that ends when the test says so, recording when it started. */
function controlledJob(started: string[], name: string) {
  let finish!: (value: string) => void;
  const done = new Promise<string>((resolve) => (finish = resolve));
  return {
    job: () => {
      started.push(name);
      return done;
    },
    finish: () => finish(name),
  };
}

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('the work queue', () => {
  it('runs at most `concurrency` jobs at once and starts the waiting ones in order as others end', async () => {
    const queue = createWorkQueue({ concurrency: 1, maxWaiting: 5, onFull: () => new Error('full') });
    const started: string[] = [];
    const [a, b, c] = ['a', 'b', 'c'].map((name) => controlledJob(started, name));
    const results = [queue.run(a!.job), queue.run(b!.job), queue.run(c!.job)];
    await tick();
    expect(started).toEqual(['a']);
    expect(queue.load).toEqual({ running: 1, waiting: 2 });
    a!.finish();
    await tick();
    expect(started).toEqual(['a', 'b']);
    b!.finish();
    c!.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c']);
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a job at once when as many as allowed already wait, and goes on with the others', async () => {
    const queue = createWorkQueue({ concurrency: 1, maxWaiting: 1, onFull: () => new Error('full') });
    const started: string[] = [];
    const [a, b] = ['a', 'b'].map((name) => controlledJob(started, name));
    const first = queue.run(a!.job);
    const second = queue.run(b!.job);
    await expect(queue.run(() => Promise.resolve('c'))).rejects.toThrow('full');
    a!.finish();
    b!.finish();
    expect(await Promise.all([first, second])).toEqual(['a', 'b']);
  });

  it('frees its place when a job fails', async () => {
    const queue = createWorkQueue({ concurrency: 1, maxWaiting: 1, onFull: () => new Error('full') });
    await expect(queue.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await queue.run(() => Promise.resolve('ok'))).toBe('ok');
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
  });
});
