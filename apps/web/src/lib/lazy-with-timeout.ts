import type { ComponentType } from 'react';

/** Script chunks that take longer than this to load raise an error (spec part 2 §2.2). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkLoadTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`Loading a script chunk took more than ${timeoutMs} ms`);
    this.name = 'ChunkLoadTimeoutError';
  }
}

/** Races a dynamic import against the chunk load timeout. */
export function withTimeout<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadTimeoutError(timeoutMs)), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** A route `lazy` function whose module names its screen component; loading is time-limited. */
export function lazyRoute<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await withTimeout(load)) });
}
