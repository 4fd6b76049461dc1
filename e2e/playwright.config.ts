import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '..');

/**
 * The global setup seeds the demo data once; each worker runs its journeys against a server of its own
 * on a copy of it (`support/test.ts`), so the workers never see each other's changes. Two workers on
 * two cores; E2E_WORKERS sets another count.
 */
export default defineConfig({
  testDir: path.join(here, 'tests'),
  outputDir: path.join(repoRoot, 'test-results'),
  globalSetup: path.join(here, 'support/global-setup.ts'),
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: path.join(repoRoot, 'playwright-report') }]] : 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    ...devices['Desktop Chrome'],
    locale: 'nb-NO',
    timezoneId: 'Europe/Oslo',
    viewport: { width: 1280, height: 800 },
    screenshot: 'only-on-failure',
    // A trace records every test as it runs (DOM snapshots and a screencast), which costs the browser
    // more than the journeys themselves: TRACE=1 keeps the trace of each failed test.
    trace: process.env.TRACE === '1' ? 'retain-on-failure' : 'off',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
