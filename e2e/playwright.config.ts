import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '..');
// E2E_PORT and WEB_DIST_DIR let several checkouts run their journeys side by side.
const port = Number(process.env.E2E_PORT ?? 3100);

/**
 * Every run starts the server on a fresh embedded database. The folder is made once, by the runner
 * process, and removed when it exits (after the server has stopped); worker processes inherit the
 * variable and reuse it instead of making folders of their own.
 */
function freshDataDir(): string {
  const existing = process.env.BAKROM_E2E_DATA_DIR;
  if (existing) return existing;
  const created = fs.mkdtempSync(path.join(os.tmpdir(), 'bakrom-e2e-'));
  process.env.BAKROM_E2E_DATA_DIR = created;
  process.on('exit', () => fs.rmSync(created, { recursive: true, force: true }));
  return created;
}
const dataDir = freshDataDir();

export default defineConfig({
  testDir: path.join(here, 'tests'),
  outputDir: path.join(repoRoot, 'test-results'),
  workers: 1,
  retries: 0,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: path.join(repoRoot, 'playwright-report') }]] : 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://localhost:${port}`,
    locale: 'nb-NO',
    timezoneId: 'Europe/Oslo',
    viewport: { width: 1280, height: 800 },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
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
  webServer: {
    command: 'npm run serve',
    cwd: repoRoot,
    url: `http://localhost:${port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO_DAYS: '14',
      // Today's orders stay as the journeys expect them even when a run passes 23:55 Oslo time; the
      // automatic settlement is tested through the API with a fixed clock.
      AUTO_SETTLEMENT: 'off',
      ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
      // The journeys log in far more often than a person would, all from one address.
      LOGIN_RATE_LIMIT_PER_IP: '500',
    },
  },
});
