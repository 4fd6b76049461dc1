/**
 * `npm run bench`: loads a scaled demo merchant and a merchant with a large menu (`large-menu.ts`),
 * starts the server as its own process and measures endpoints with autocannon next to a trivial
 * endpoint of the same server (the ceiling).
 *
 * Environment: DATABASE_URL (PostgreSQL; seeded once and reused) or PGlite in a temporary folder;
 * BENCH_DAYS, BENCH_ORDERS_PER_DAY (scale), BENCH_CONNECTIONS (20), BENCH_SECONDS (10);
 * BENCH_ONLY=first-load measures only the bytes of the first page loads, BENCH_ONLY=settlement only the
 * settlement's budgets, BENCH_ONLY=channel only the channel API's, BENCH_ONLY=live only the time from a
 * posted order to its event in an open stream, BENCH_ONLY=orders only the orders list and detail, BENCH_ONLY=saft only the SAF-T export of the last 365 days,
 * BENCH_ONLY=images only the logins while images upload (`images.ts`; BENCH_IMAGE_UPLOADS, 8, at once);
 * BENCH_ONLY=accounting only the accounting export of the last 365 days: GBAT10 stored, then again, then CSV and Excel (`accounting.ts`);
 * BENCH_ONLY=analytics only Salgsanalyse: 30 days and a year (`analytics.ts`);
 * WEB_DIST_DIR, another build.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../apps/server/src/db/client';
import { migrate } from '../apps/server/src/db/migrate';
import { DEMO_PASSWORD, isDemoSeeded, seedDemo } from '../apps/server/src/seed/demo';
import { measure, type Measurement, type Login } from './measure';
import { LARGE_MENU_PASSWORD, LARGE_MENU_USERNAME, seedLargeMenu } from './large-menu';
import { firstLoads, type FirstLoad } from './first-load';
import { benchEndpoints, orderEndpoints } from './endpoints';
import { measureCreateZReport, prepareSettlementBench, settlementEndpoints, type SettlementBench } from './settlement';
import { channelMenuEndpoints, measureChannelOrders, prepareChannelBench, type ChannelBench } from './channel';
import { measureLiveEvents } from './live';
import { measureSaftExport, printSaftExport } from './saft';
import { measureAccountingExport, printAccountingExport } from './accounting';
import { analyticsEndpoints, prepareAnalyticsBench } from './analytics';
import { measureLoginsWhileUploading, printLoginsWhileUploading } from './images';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const days = Number(env.BENCH_DAYS ?? 120);
const ordersPerDay = Number(env.BENCH_ORDERS_PER_DAY ?? 60);
const connections = Number(env.BENCH_CONNECTIONS ?? 20);
const seconds = Number(env.BENCH_SECONDS ?? 10);
const port = Number(env.BENCH_PORT ?? 3999);
const secretKeyHex = env.APP_SECRET_KEY ?? 'b'.repeat(64);
const webDist = env.WEB_DIST_DIR ? path.resolve(env.WEB_DIST_DIR) : path.join(root, 'apps/web/dist');
/** What the first load of each page may weigh on the wire (issue 9). */
const FIRST_LOAD_BUDGET_KB: Record<string, number> = { '/login': 150, '/overview': 300 };

async function prepareDatabase(dataDir: string): Promise<{ settlement: SettlementBench; channel: ChannelBench }> {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir });
  await migrate(database);
  if (!(await isDemoSeeded(database.db))) {
    const started = Date.now();
    const summary = await seedDemo(database.db, { days, ordersPerDay, secretKey: Buffer.from(secretKeyHex, 'hex') });
    console.log(`seeded ${summary.orders} orders and ${summary.zReports} Z-reports in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } else {
    console.log('demo merchants already present; reusing them');
  }
  const menu = await seedLargeMenu(database.db);
  console.log(
    `large menu: ${menu.categories} categories, ${menu.items} items, ${menu.variants} variants, ${menu.groups} add-on groups, ${menu.add_ons} add-ons`,
  );
  const settlement = await prepareSettlementBench(database.db);
  console.log(
    `settlement: 2 terminals with 5,000 unsettled orders each, a year of Z-reports (${settlement.fromDate} – ${settlement.toDate})`,
  );
  const channel = await prepareChannelBench(database.db);
  await prepareAnalyticsBench(database.db);
  console.log(`channel: ${channel.demoKeys.length} kiosk keys of the demo merchant, one of the large menu's`);
  await database.close();
  return { settlement, channel };
}

async function startServer(dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...env,
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_SECRET_KEY: secretKeyHex,
      SEED_DEMO_ON_START: 'never',
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT_PER_IP: '100000000',
      LOGIN_RATE_LIMIT_PER_USERNAME: '100000000',
      LOGIN_RATE_LIMIT_PER_USERNAME_TOTAL: '100000000',
      WEB_DIST_DIR: webDist,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill();
  throw new Error('the server did not start');
}

async function login(base: string, username: string, password: string): Promise<string> {
  const response = await fetch(`${base}/api/public/backoffice_login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const body = (await response.json()) as { result: string; user?: string };
  if (body.result !== 'SUCCEEDED') throw new Error(`login of ${username} failed`);
  return (JSON.parse(body.user!) as { authToken: string }).authToken;
}

function print(results: Measurement[], ceiling: Measurement) {
  const rows = results.map((r) => ({
    endpoint: r.name,
    'p50 ms': r.p50,
    'p95 ms': r.p95,
    'p99 ms': r.p99,
    'req/s': Math.round(r.requestsPerSecond),
    'vs ceiling': `${((r.requestsPerSecond / ceiling.requestsPerSecond) * 100).toFixed(1)} %`,
    'p95 budget': r.budgetP95Ms === undefined ? '' : `${r.budgetP95Ms} ms ${r.p95 < r.budgetP95Ms && r.errors === 0 ? 'met' : 'MISSED'}`,
    errors: r.errors,
  }));
  console.table(rows);
}

function printFirstLoads(loads: FirstLoad[]) {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log('\nfirst load (document, scripts and stylesheets, as a browser asking for br and gzip receives them)');
  console.table(
    loads.map((load) => {
      const budget = FIRST_LOAD_BUDGET_KB[load.page];
      return {
        page: load.page,
        'on the wire': kb(load.wireBytes),
        decoded: kb(load.decodedBytes),
        files: load.files,
        encodings: Object.entries(load.encodings)
          .map(([encoding, count]) => `${encoding} ${count}`)
          .join(', '),
        budget: budget === undefined ? '' : `${budget} KB ${load.wireBytes / 1024 <= budget ? 'met' : 'MISSED'}`,
      };
    }),
  );
}

async function main() {
  const dataDir = env.DATABASE_URL ? path.join(root, 'data') : mkdtempSync(path.join(os.tmpdir(), 'bakrom-bench-'));
  console.log(
    `database: ${env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dataDir}`}; scale ${days} days × ${ordersPerDay} orders/day`,
  );
  const { settlement, channel } = await prepareDatabase(dataDir);
  const server = await startServer(dataDir);
  const base = `http://127.0.0.1:${port}`;
  try {
    const tokens: Record<Login, string> = {
      demo: await login(base, 'demo.admin', DEMO_PASSWORD),
      'large-menu': await login(base, LARGE_MENU_USERNAME, LARGE_MENU_PASSWORD),
    };
    if (env.BENCH_ONLY === 'saft') {
      printSaftExport(await measureSaftExport({ base, token: tokens.demo, serverPid: server.pid! }));
      return;
    }
    if (env.BENCH_ONLY === 'accounting') {
      printAccountingExport(await measureAccountingExport({ base, token: tokens.demo, serverPid: server.pid! }));
      return;
    }
    const imageBench = () =>
      measureLoginsWhileUploading({
        base,
        token: tokens.demo,
        username: 'demo.admin',
        password: DEMO_PASSWORD,
        serverPid: server.pid!,
        uploads: Number(env.BENCH_IMAGE_UPLOADS ?? 8),
      });
    if (env.BENCH_ONLY === 'images') {
      printLoginsWhileUploading(await imageBench());
      return;
    }
    if (env.BENCH_ONLY !== 'first-load') {
      const context = { base, tokens, connections, seconds };
      const ceiling = await measure(context, { name: 'GET /api/ping (ceiling)', path: '/api/ping' });
      const results = [ceiling];
      const only = env.BENCH_ONLY;
      const others =
        only === 'orders'
          ? await orderEndpoints(base, tokens.demo)
          : only === 'analytics'
            ? analyticsEndpoints()
            : only === 'settlement' || only === 'channel' || only === 'live'
              ? []
              : [...benchEndpoints(), ...(await orderEndpoints(base, tokens.demo)), ...analyticsEndpoints()];
      for (const endpoint of others) {
        results.push(await measure(context, endpoint));
      }
      if (only === undefined || only === 'channel') {
        for (const endpoint of channelMenuEndpoints(channel)) results.push(await measure(context, endpoint));
        results.push(...(await measureChannelOrders({ base, token: tokens.demo, seconds }, channel)));
      }
      if (only === undefined || only === 'live') results.push(await measureLiveEvents({ base, token: tokens.demo, seconds }, channel));
      const noSettlement = only === 'channel' || only === 'live' || only === 'orders' || only === 'analytics';
      for (const endpoint of noSettlement ? [] : settlementEndpoints(settlement)) {
        // A report built beside this one may not be there yet: it is left out, not the whole run.
        await measure(context, endpoint).then(
          (result) => results.push(result),
          (error: unknown) => console.log(`${endpoint.name}: not measured (${String(error)})`),
        );
      }
      if (!noSettlement) results.push(await measureCreateZReport(base, tokens.demo, settlement));
      console.log(`\n${connections} connections, ${seconds} s per endpoint`);
      print(results, ceiling);
      if (only === undefined) printLoginsWhileUploading(await imageBench());
    }
    if (['settlement', 'channel', 'live', 'orders', 'analytics'].includes(env.BENCH_ONLY ?? '')) {
      // only the settlement's or the channel's budgets
    } else if (existsSync(path.join(webDist, 'index.html'))) {
      printFirstLoads(await firstLoads(base, { username: 'demo.admin', password: DEMO_PASSWORD }));
    } else {
      console.log('first load: not measured, the web app is not built (npm run build)');
    }
  } finally {
    server.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
