import { buildApp, metricsFor } from './app';
import { wallClock } from './clock';
import { loadConfig, paymentSandboxEnabled } from './config';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { loggerOptions } from './http/logging';
import { claimDataDir } from './lib/data-dir-lock';
import { resolveSecretKey } from './lib/secrets';
import { startAutoSettlement } from './modules/reports/auto-settlement';
import { createTransactionSigner } from './modules/saft/signing-service';
import { DEMO_LOGINS, DEMO_PASSWORD, isDemoSeeded, seedDemo } from './seed/demo';

/** Starts Bakrom: migrations, demo data on a fresh embedded database, then the HTTP server. */
async function main() {
  const config = loadConfig();
  const embedded = !config.DATABASE_URL;
  // The payment sandbox is off unless switched on: PAYMENT_SANDBOX=on, or the demo start's --payment-sandbox (npm start) on the embedded database.
  const sandboxSwitch = process.argv.includes('--payment-sandbox');
  const paymentSandbox = paymentSandboxEnabled(config, embedded && sandboxSwitch);
  // One process at a time on the embedded database; backup and restore check the same mark.
  const releaseDataDir = embedded ? claimDataDir(config.dataDir) : () => undefined;
  const secretKey = resolveSecretKey({ appSecretKey: config.APP_SECRET_KEY, dataDir: config.dataDir, embedded });
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  await migrate(database);
  const metrics = metricsFor(database, config);

  const app = await buildApp({
    database,
    config,
    secretKey,
    paymentSandbox,
    // Refunds whose outcome is unknown (a crash, a lost answer) are resolved from the start and every 15 s;
    // it starts when the app is ready and stops when it closes.
    reconcileRefunds: true,
    metrics,
    logger: loggerOptions(config.LOG_LEVEL, process.stdout.isTTY || process.env.NODE_ENV !== 'production'),
  });

  if (sandboxSwitch && !embedded) {
    app.log.warn(
      '--payment-sandbox switches the payment sandbox on for the embedded demo only; with DATABASE_URL it takes PAYMENT_SANDBOX=on',
    );
  }
  if (paymentSandbox)
    app.log.warn('payment sandbox on: every Dintero and Swedbank Pay call goes to the built-in sandbox and no money moves');

  if (embedded && config.SEED_DEMO_ON_START === 'auto' && !(await isDemoSeeded(database.db))) {
    app.log.info({ days: config.DEMO_DAYS }, 'seeding the demo merchants into the new embedded database');
    const summary = await seedDemo(database.db, {
      days: config.DEMO_DAYS,
      ordersPerDay: config.DEMO_ORDERS_PER_DAY,
      secretKey,
    });
    app.log.info(summary, 'demo merchants ready');
  }

  let closing = false;
  const background: { autoSettlement?: { stop(): Promise<void> } } = {};
  /**
   * Graceful shutdown (docs/operations.md): /api/ready answers 503 and no new connection is accepted; the
   * live streams end with a retry hint; the requests in flight and the background jobs' current runs end
   * (their advisory locks are transaction-scoped); then the database closes and the process exits 0.
   * What is still open after SHUTDOWN_TIMEOUT_MS is cut off: its connections are closed, and a
   * transaction left open is rolled back by the database.
   */
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, boundMs: config.SHUTDOWN_TIMEOUT_MS }, 'shutting down');
    let timer: NodeJS.Timeout | undefined;
    const bound = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), config.SHUTDOWN_TIMEOUT_MS);
    });
    // A keep-alive connection whose answer ended after the server stopped listening is closed once it is idle.
    const reaper = setInterval(() => app.server.closeIdleConnections(), 250);
    const graceful = Promise.all([
      background.autoSettlement?.stop().then(() => app.log.info('background jobs stopped')),
      app.close().then(() => app.log.info('HTTP server closed')),
    ]).then(() => 'done' as const);
    const outcome = await Promise.race([graceful, bound]);
    clearTimeout(timer);
    clearInterval(reaper);
    if (outcome === 'timeout') {
      app.log.warn({ boundMs: config.SHUTDOWN_TIMEOUT_MS }, 'shutdown bound reached: closing the remaining connections');
      app.server.closeAllConnections();
      // The hooks after the server's close (the live listener, the reconciler) get a moment more.
      await Promise.race([graceful, new Promise((resolve) => setTimeout(resolve, 500))]);
    }
    await database.close().catch((error: unknown) => app.log.warn({ err: error }, 'closing the database failed'));
    releaseDataDir();
    app.log.info({ signal }, 'stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  // The automatic end-of-day settlement: now (catching up after downtime) and every minute.
  if (config.AUTO_SETTLEMENT === 'on')
    background.autoSettlement = startAutoSettlement(
      database.db,
      wallClock,
      app.log,
      createTransactionSigner(secretKey),
      60_000,
      (outcome, seconds) => metrics.observeSettlement('automatic', outcome, seconds),
    );
  const url = `http://localhost:${config.PORT}`;
  const logins = DEMO_LOGINS.map((l) => `    ${l.username.padEnd(14)} ${l.note}`).join('\n');
  console.log(
    `\nBakrom kjører på ${url}  (${database.kind === 'pglite' ? `innebygd database i ${config.dataDir}` : 'PostgreSQL'})\n` +
      `API-dokumentasjon: ${url}/api/docs\n` +
      (paymentSandbox
        ? 'Betalingssandkassen er på: refusjoner med Dintero og Swedbank Pay går til den innebygde sandkassen, og ingen penger flyttes.\n'
        : '') +
      (embedded ? `Demo-innlogging, passord ${DEMO_PASSWORD}:\n${logins}\n` : ''),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
