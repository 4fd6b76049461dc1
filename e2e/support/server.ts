import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** E2E_PORT and WEB_DIST_DIR let several checkouts run their journeys side by side. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
/** The data folder the global setup seeded, which every worker's server starts from a copy of. */
const TEMPLATE_VARIABLE = 'BAKROM_E2E_TEMPLATE_DIR';

/**
 * Seeds the demo merchants (14 days of history) once per run into a data folder of its own: the
 * workers' servers start from copies of it instead of each seeding again. Returns its removal.
 */
export function seedTemplate(): () => void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bakrom-e2e-template-'));
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/cli/main.ts', 'seed-demo', '--days', '14', '--orders-per-day', '60'],
    { cwd: repoRoot, env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '', APP_SECRET_KEY: '' }, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`seeding the journeys' data failed:\n${result.stdout}\n${result.stderr}`);
  process.env[TEMPLATE_VARIABLE] = dir;
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * One worker's own server on a copy of the seeded data: its own port and embedded database, so that
 * what one worker's journeys change is never seen by another's.
 */
export async function startWorkerServer(parallelIndex: number): Promise<RunningServer> {
  const template = process.env[TEMPLATE_VARIABLE];
  if (!template) throw new Error(`${TEMPLATE_VARIABLE} is not set: the global setup seeds the journeys' data`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `bakrom-e2e-worker-${parallelIndex}-`));
  fs.cpSync(template, dataDir, { recursive: true });
  const port = E2E_PORT + 10 * (parallelIndex + 1);
  const url = `http://localhost:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      APP_SECRET_KEY: '',
      LOG_LEVEL: 'warn',
      // Today's orders stay as the journeys expect them even when a run passes 23:55 Oslo time; the
      // automatic settlement is tested through the API with a fixed clock.
      AUTO_SETTLEMENT: 'off',
      // The demo's refunds go to the built-in payment sandbox, as with npm start.
      PAYMENT_SANDBOX: 'on',
      // The journeys log in far more often than a person would, all from one address.
      LOGIN_RATE_LIMIT_PER_IP: '500',
    },
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
    process.stderr.write(chunk);
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the journeys' server on port ${port} stopped at start:\n${errors}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) throw new Error(`the journeys' server on port ${port} did not answer in time:\n${errors}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
