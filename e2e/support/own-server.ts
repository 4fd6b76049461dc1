import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { E2E_PORT, repoRoot } from './server';

/**
 * A server process a journey starts, stops and kills itself (the refund recovery journey), beside its
 * worker's server: on a copy of the seeded demo data of its own and a port of its own (the worker's
 * port + 5). Its log is kept so that the journey can wait for a line.
 */

/** A new copy of the seeded demo data (the global setup's template) for one journey. */
export function copyDemoData(name: string): string {
  const template = process.env.BAKROM_E2E_TEMPLATE_DIR;
  if (!template) throw new Error('BAKROM_E2E_TEMPLATE_DIR is not set: the global setup seeds the journeys’ data');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `bakrom-e2e-${name}-`));
  fs.cpSync(template, dataDir, { recursive: true });
  return dataDir;
}

/** The port of a worker's own journey server, beside the worker's server (E2E_PORT + 10 × (worker + 1)). */
export const ownServerPort = (parallelIndex: number) => E2E_PORT + 10 * (parallelIndex + 1) + 5;

export interface OwnServer {
  url: string;
  /** Resolves when the server has written a log line containing `text`. */
  waitForLog(text: string, timeoutMs?: number): Promise<void>;
  /** SIGKILL: the process ends at once, in the middle of whatever it was doing. */
  kill(): Promise<void>;
  /** SIGTERM: a clean stop. */
  stop(): Promise<void>;
}

export async function startOwnServer(options: { dataDir: string; port: number; env?: Record<string, string> }): Promise<OwnServer> {
  const url = `http://localhost:${options.port}`;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(options.port),
      DATA_DIR: options.dataDir,
      DATABASE_URL: '',
      APP_SECRET_KEY: '',
      LOG_LEVEL: 'warn',
      AUTO_SETTLEMENT: 'off',
      // The demo's refunds go to the built-in payment sandbox, as with npm start.
      PAYMENT_SANDBOX: 'on',
      LOGIN_RATE_LIMIT_PER_IP: '500',
      ...options.env,
    },
  });
  let log = '';
  const waiting = new Set<() => void>();
  const take = (chunk: Buffer) => {
    log += chunk.toString();
    for (const check of waiting) check();
  };
  child.stdout!.on('data', take);
  child.stderr!.on('data', take);
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));

  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the journey's own server on port ${options.port} stopped at start:\n${log}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) throw new Error(`the journey's own server on port ${options.port} did not answer in time:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return {
    url,
    waitForLog: (text, timeoutMs = 15_000) =>
      new Promise<void>((resolve, reject) => {
        const check = () => {
          if (!log.includes(text)) return;
          waiting.delete(check);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          waiting.delete(check);
          reject(new Error(`no log line with '${text}' within ${timeoutMs} ms:\n${log}`));
        }, timeoutMs);
        waiting.add(check);
        check();
      }),
    kill: () => end('SIGKILL'),
    stop: () => end('SIGTERM'),
  };
}
