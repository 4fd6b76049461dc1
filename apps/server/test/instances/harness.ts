/**
 * Several server processes on one PostgreSQL database behind HAProxy, for the several-instances test:
 * free ports, a fresh database on the server TEST_DATABASE_URL names, instances started as production
 * starts them (`node --import tsx apps/server/src/main.ts`) and stopped by a signal, HAProxy with its
 * configuration in a temporary folder, and every process's output kept for the report of a failure.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { adminUrl, testDatabasePrefix } from '../database-urls';
import { withDatabase } from '../global-setup';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const MAIN = path.join(ROOT, 'apps/server/src/main.ts');

/** The readiness route the proxy's health check and the harness ask: 200 while the instance takes requests. */
export const READY_PATH = '/api/ready';

/** HAProxy's path (on the PATH, or Debian's /usr/sbin, which a user's PATH may lack), or a clear failure naming the package. */
export function requireHaproxy(): string {
  for (const candidate of ['haproxy', '/usr/sbin/haproxy']) {
    const found = spawnSync(candidate, ['-v'], { encoding: 'utf8' });
    if (!found.error && found.status === 0) return candidate;
  }
  throw new Error(
    'The several-instances test runs the server behind HAProxy, which is not installed here: ' +
      'apt-get install haproxy (the system service need not run; the test starts its own).',
  );
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Thrown by a `waitFor` check to stop waiting at once (a process that exited). */
export class GiveUp extends Error {}

/** Polls `check` every 100 ms until it answers true; fails naming `what` after `timeoutMs`, or at once on a GiveUp. */
export async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const done = await check().catch((error: unknown) => {
      if (error instanceof GiveUp) throw error;
      return false;
    });
    if (done) return;
    if (Date.now() > until) throw new Error(`Timed out after ${timeoutMs / 1000} s waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A new, empty database on the PostgreSQL server of TEST_DATABASE_URL; `drop` removes it. */
export async function createInstancesDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('The several-instances test needs TEST_DATABASE_URL (a PostgreSQL server).');
  const name = `${testDatabasePrefix()}_instances_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl(base) });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  return { url: withDatabase(base, name), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/** Output lines of a child process, kept for a failure's report. */
class Output {
  readonly lines: string[] = [];
  constructor(readonly label: string) {}
  attach(child: ChildProcess) {
    let rest = '';
    const take = (chunk: Buffer) => {
      const text = rest + chunk.toString('utf8');
      const parts = text.split('\n');
      rest = parts.pop() ?? '';
      this.lines.push(...parts);
    };
    child.stdout?.on('data', take);
    child.stderr?.on('data', take);
  }
  tail(count = 80): string {
    return [
      `--- ${this.label} (last ${Math.min(count, this.lines.length)} of ${this.lines.length} lines)`,
      ...this.lines.slice(-count),
    ].join('\n');
  }
}

const children = new Set<ChildProcess>();
// A test run that ends early leaves no server or proxy behind.
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

function track(child: ChildProcess) {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

function exited(child: ChildProcess, timeoutMs: number): Promise<{ code: number | null; signal: NodeJS.Signals | null } | undefined> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), timeoutMs);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal });
    });
  });
}

export interface InstanceOptions {
  name: string;
  databaseUrl: string;
  /** The configuration over the common one (AUTO_SETTLEMENT, the provider URLs, …). */
  env?: Record<string, string>;
}

/** One server process; `start` may be called again after `stop` (same port, same name). */
export class Instance {
  readonly output: Output;
  port = 0;
  private child: ChildProcess | undefined;
  private starts = 0;

  constructor(private readonly options: InstanceOptions) {
    this.output = new Output(`instance ${options.name}`);
  }

  get name() {
    return this.options.name;
  }
  get url() {
    return `http://127.0.0.1:${this.port}`;
  }
  get running() {
    return !!this.child && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Starts the process and resolves once its readiness route answers 200. */
  async start(): Promise<void> {
    if (this.running) throw new Error(`instance ${this.name} runs already`);
    this.port ||= await freePort();
    this.starts += 1;
    this.output.lines.push(`=== start ${this.starts} on port ${this.port}`);
    const child = track(
      spawn(process.execPath, ['--import', 'tsx', MAIN], {
        cwd: ROOT,
        env: {
          PATH: process.env.PATH ?? '',
          HOME: process.env.HOME ?? '',
          NODE_ENV: 'production',
          DATABASE_URL: this.options.databaseUrl,
          PORT: String(this.port),
          HOST: '127.0.0.1',
          APP_SECRET_KEY: Buffer.alloc(32, 7).toString('hex'),
          TRUST_PROXY: '127.0.0.1',
          LOG_LEVEL: 'info',
          WEB_DIST_DIR: path.join(ROOT, '.tmp/no-web-build'),
          DATA_DIR: path.join(ROOT, '.tmp/instances-data'),
          ...this.options.env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
    );
    this.child = child;
    this.output.attach(child);
    let last = 'no answer yet';
    try {
      await waitFor(
        `instance ${this.name} to answer ${READY_PATH}`,
        async () => {
          if (!this.running) throw new GiveUp(`instance ${this.name} exited while starting`);
          const response = await fetch(`${this.url}${READY_PATH}`, { signal: AbortSignal.timeout(2000) });
          last = `HTTP ${response.status} ${await response.text()}`;
          return response.status === 200;
        },
        120_000,
      );
    } catch (error) {
      throw new Error(`${(error as Error).message} (last answer: ${last})\n${this.output.tail(40)}`);
    }
  }

  /** Sends the signal and waits for the exit (SIGKILL after `timeoutMs`); answers the exit code, undefined when killed. */
  async stop(signal: NodeJS.Signals = 'SIGTERM', timeoutMs = 20_000): Promise<number | null | undefined> {
    const child = this.child;
    if (!child || !this.running) return child?.exitCode;
    child.kill(signal);
    const done = await exited(child, timeoutMs);
    if (done) {
      this.output.lines.push(`=== exited with ${done.code ?? done.signal}`);
      return done.code;
    }
    child.kill('SIGKILL');
    await exited(child, 5_000);
    this.output.lines.push(`=== killed: no exit ${timeoutMs / 1000} s after ${signal}`);
    return undefined;
  }
}

export interface ProxyServer {
  name: string;
  port: number;
}

/**
 * The HAProxy configuration of the test, the one `docs/operations.md` shows with the test's ports: the
 * health check on the readiness route, a request that could not reach an instance (refused or reset
 * connection, closed without an answer) sent again to the other, the client's address in
 * X-Forwarded-For, and each answer naming the instance that gave it (X-Bakrom-Instance).
 */
export function haproxyConfig(options: { port: number; statsPort: number; servers: ProxyServer[] }): string {
  return [
    'global',
    '  maxconn 1000',
    '',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  timeout http-request 10s',
    '  option forwardfor',
    '  retries 3',
    '  option redispatch 1',
    '  retry-on conn-failure empty-response',
    '',
    'frontend bakrom_web',
    `  bind 127.0.0.1:${options.port}`,
    '  default_backend bakrom',
    '',
    'backend bakrom',
    '  balance roundrobin',
    `  option httpchk GET ${READY_PATH}`,
    '  http-check expect status 200',
    '  timeout check 3s',
    '  default-server check inter 1s fastinter 500ms downinter 500ms fall 2 rise 1',
    '  http-response set-header X-Bakrom-Instance %s',
    ...options.servers.map((server) => `  server ${server.name} 127.0.0.1:${server.port}`),
    '',
    'listen stats',
    `  bind 127.0.0.1:${options.statsPort}`,
    '  stats enable',
    '  stats uri /stats',
    '',
  ].join('\n');
}

/** HAProxy in the foreground on a free port, in front of the instances. */
export class Proxy {
  readonly output = new Output('haproxy');
  port = 0;
  statsPort = 0;
  private child: ChildProcess | undefined;
  private readonly dir = mkdtempSync(path.join(tmpdir(), 'bakrom-haproxy-'));

  constructor(private readonly servers: Instance[]) {}

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const binary = requireHaproxy();
    this.port = await freePort();
    this.statsPort = await freePort();
    const file = path.join(this.dir, 'haproxy.cfg');
    writeFileSync(
      file,
      haproxyConfig({ port: this.port, statsPort: this.statsPort, servers: this.servers.map((s) => ({ name: s.name, port: s.port })) }),
    );
    const child = track(spawn(binary, ['-f', file, '-db'], { stdio: ['ignore', 'pipe', 'pipe'] }));
    this.child = child;
    this.output.attach(child);
    await this.waitUntil(this.servers.map((s) => s.name));
  }

  /** Each backend server's state as HAProxy sees it (UP, DOWN, …), from its statistics page. */
  async states(): Promise<Record<string, string>> {
    const csv = await (await fetch(`http://127.0.0.1:${this.statsPort}/stats;csv`, { signal: AbortSignal.timeout(1000) })).text();
    const states: Record<string, string> = {};
    for (const line of csv.split('\n')) {
      const fields = line.split(',');
      if (fields[0] === 'bakrom' && fields[1] !== 'BACKEND') states[fields[1]!] = fields[17] ?? '';
    }
    return states;
  }

  /** Resolves when HAProxy sends to exactly the named servers (the others DOWN). */
  async waitUntil(up: string[], timeoutMs = 30_000): Promise<void> {
    await waitFor(
      `HAProxy to see ${up.join(' and ')} up`,
      async () => {
        if (this.child?.exitCode !== null && this.child?.exitCode !== undefined) {
          throw new GiveUp(`haproxy exited:\n${this.output.tail(40)}`);
        }
        const states = await this.states();
        return this.servers.every((server) => (states[server.name] === 'UP') === up.includes(server.name));
      },
      timeoutMs,
    );
  }

  async stop(): Promise<void> {
    if (this.child && this.child.exitCode === null) {
      this.child.kill('SIGTERM');
      await exited(this.child, 5_000);
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}
