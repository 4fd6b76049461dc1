import { test as base } from '@playwright/test';
import { startWorkerServer, type RunningServer } from './server';

export { expect } from '@playwright/test';
export type { Browser, Locator, Page } from '@playwright/test';

/**
 * The journeys' `test`: every worker starts its own server on its own copy of the seeded demo data
 * (started before the worker's first test, stopped after its last), and the pages' base URL is that
 * server's.
 */
export const test = base.extend<object, { server: RunningServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const server = await startWorkerServer(workerInfo.parallelIndex);
      await use(server);
      await server.stop();
    },
    { scope: 'worker', auto: true, timeout: 180_000 },
  ],
  baseURL: async ({ server }, use) => use(server.url),
});
