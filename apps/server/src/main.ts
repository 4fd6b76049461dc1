import { buildApp } from './app';
import { wallClock } from './clock';
import { loadConfig, paymentSandboxEnabled } from './config';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { loggerOptions } from './http/logging';
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
  const secretKey = resolveSecretKey({ appSecretKey: config.APP_SECRET_KEY, dataDir: config.dataDir, embedded });
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  await migrate(database);

  const app = await buildApp({
    database,
    config,
    secretKey,
    paymentSandbox,
    // Refunds whose outcome is unknown (a crash, a lost answer) are resolved from the start and every 15 s;
    // it starts when the app is ready and stops when it closes.
    reconcileRefunds: true,
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
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await background.autoSettlement?.stop();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  // The automatic end-of-day settlement: now (catching up after downtime) and every minute.
  if (config.AUTO_SETTLEMENT === 'on')
    background.autoSettlement = startAutoSettlement(database.db, wallClock, app.log, createTransactionSigner(secretKey));
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
