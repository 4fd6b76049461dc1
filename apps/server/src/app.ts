import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyServerOptions } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type FastifyPluginAsyncZod,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import '@bakrom/shared/zod-locale';
import { wallClock, type Clock } from './clock';
import { paymentSandboxEnabled, type Config } from './config';
import type { Database } from './db/client';
import { declareAccess, registerAccessControl, type Access } from './http/access';
import { answerClientError, answerError, registerErrorHandling } from './http/errors';
import { RequestLogController } from './http/logging';
import { registerSecurityHeaders } from './http/security-headers';
import { registerSpa } from './http/spa';
import { createMetrics, UNMATCHED_ROUTE, type Metrics } from './lib/metrics';
import { authRoutes } from './modules/auth/routes';
import { catalogueRoutes } from './modules/catalogue/routes';
import { channelRoutes } from './modules/channel/routes';
import { createTerminalFinder } from './modules/channel/terminal-auth';
import { dashboardRoutes } from './modules/dashboard/routes';
import { journalRoutes } from './modules/journal/routes';
import { saftRoutes } from './modules/saft/routes';
import { accountingRoutes } from './modules/accounting/routes';
import { locationAdminRoutes } from './modules/locations/location-admin-routes';
import { liveRoutes } from './modules/live/routes';
import { locationRoutes } from './modules/locations/routes';
import { loyaltyRoutes } from './modules/loyalty/routes';
import { mediaRoutes } from './modules/media/routes';
import { operationsRoutes } from './modules/operations/routes';
import { refundAttemptLimitSeconds } from './modules/payments/http';
import { createPaymentProviders } from './modules/payments/providers';
import { createPaymentSandbox } from './modules/payments/sandbox';
import type { PaymentProviders } from './modules/payments/types';
import { printingRoutes } from './modules/printing/routes';
import { providerAccountRoutes } from './modules/provider-accounts/routes';
import { orderRoutes } from './modules/orders/routes';
import { settingsRoutes } from './modules/settings/routes';
import { ServerCache } from './modules/system/cache';
import { systemRoutes } from './modules/system/routes';
import { reportRoutes } from './modules/reports/routes';
import { terminalRoutes } from './modules/terminals/routes';
import { createRefundReconciler } from './modules/refunds/reconciler';
import { refundRoutes } from './modules/refunds/routes';
import { createTransactionSigner } from './modules/saft/signing-service';
import { tableRoutes } from './modules/tables/routes';
import { staffRoutes } from './modules/staff/routes';
import { staffRegisterRoutes } from './modules/staff-register/routes';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface AppDependencies {
  database: Database;
  config: Config;
  secretKey: Buffer;
  logger?: FastifyServerOptions['logger'];
  /** The current instant for the modules that read it; the wall clock unless a test fixes it. */
  clock?: Clock;
  /** The card-payment providers refunds go through; the real adapters (or the sandbox's) unless a test passes fakes. */
  paymentProviders?: PaymentProviders;
  /** Send the provider calls to the in-process payment-provider sandbox; from PAYMENT_SANDBOX unless given. */
  paymentSandbox?: boolean;
  /** Run the refund reconciler while the app is up (the server process; tests run its rounds themselves). */
  reconcileRefunds?: boolean;
  /** The instance's metrics (`lib/metrics.ts`); made for the app unless the server process shares its own. */
  metrics?: Metrics;
}

/** The metrics of an app on `database`: Node's own process metrics too when /metrics is on (METRICS_TOKEN). */
export function metricsFor(database: Database, config: Pick<Config, 'METRICS_TOKEN'>): Metrics {
  return createMetrics({ poolStats: database.poolStats, databaseKind: database.kind, processMetrics: !!config.METRICS_TOKEN });
}

/** The Z-report routes, counted as manual settlement runs with the time their request took. */
const MANUAL_SETTLEMENT_ROUTES = new Set([
  'POST /api/report/createZReport',
  'POST /api/report/createZReportForDate',
  'POST /api/report/createAllWebshopZReports',
]);

/** Builds the whole HTTP application without listening, so tests can inject requests into it. */
export async function buildApp({
  database,
  config,
  secretKey,
  logger = false,
  clock = wallClock,
  paymentProviders,
  paymentSandbox = paymentSandboxEnabled(config),
  reconcileRefunds = false,
  metrics = metricsFor(database, config),
}: AppDependencies) {
  const app = Fastify({
    logger,
    bodyLimit: 1024 * 1024,
    logController: new RequestLogController(),
    // The router's own refusals (an overlong path parameter, a malformed URL) get the one error shape too.
    frameworkErrors: (error, request, reply) => {
      answerError(error, request, reply);
    },
    // What Node's HTTP parser refuses before routing (an oversized header) gets the one error shape too.
    clientErrorHandler: answerClientError,
    trustProxy: config.TRUST_PROXY,
    // While shutting down, a request that still reaches this instance (on a connection opened before) is
    // answered as usual, with Connection: close, instead of a bare 503: the database stays open until
    // every request has ended (docs/operations.md).
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  // Counted by route pattern, never by the raw URL with its ids.
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    const seconds = reply.elapsedTime / 1000;
    metrics.observeRequest(request.method, route, reply.statusCode, seconds);
    if (MANUAL_SETTLEMENT_ROUTES.has(`${request.method} ${route}`)) {
      metrics.observeSettlement('manual', reply.statusCode < 400 ? 'ok' : reply.statusCode < 500 ? 'refused' : 'failed', seconds);
    }
  });
  // From the start of a shutdown /api/ready answers 503, so that a proxy sends new requests elsewhere.
  const lifecycle = { shuttingDown: false };
  app.addHook('preClose', async () => {
    lifecycle.shuttingDown = true;
  });
  // An answer sent while shutting down closes its connection, so that it does not stay open idle, and the
  // client's next request opens a new one, which the proxy sends to another instance.
  app.addHook('onSend', async (_request, reply) => {
    if (lifecycle.shuttingDown) reply.header('Connection', 'close');
  });
  await registerSecurityHeaders(app);
  // Answers above 1 KB go out compressed; an answer that is already (the menu, the built app's files) is left as is.
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'] });

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Bakrom API', version: '1.0.0', description: 'Back office for restaurant and takeaway merchants.' },
      components: {
        securitySchemes: {
          session: { type: 'http', scheme: 'basic' },
          terminal: {
            type: 'http',
            scheme: 'bearer',
            description: 'A terminal key (bkt_…) from `npm run cli -- create-terminal`; only the channel API takes it.',
          },
        },
      },
      security: [{ session: [] }],
    },
    transform: documentAccess,
  });
  const db = database.db;
  const cache = new ServerCache(db, secretKey);
  // One signer per process: it keeps each merchant's decrypted signing key.
  const signer = createTransactionSigner(secretKey);
  registerAccessControl(
    app,
    db,
    config.SESSION_TTL_HOURS,
    createTerminalFinder(db, {
      failuresPerIp: config.TERMINAL_KEY_FAILURES_PER_IP,
      windowSeconds: config.TERMINAL_KEY_FAILURE_WINDOW_SECONDS,
    }),
  );
  await app.register(
    withAccess('public', async (docs) => {
      await docs.register(fastifySwaggerUi, { routePrefix: '/api/docs', uiConfig: { validatorUrl: null } });
    }),
  );

  // Each module's routes are for this access level unless a route declares its own.
  await app.register(withAccess('merchant', systemRoutes(database, cache, { metrics, metricsToken: config.METRICS_TOKEN, lifecycle })));
  await app.register(
    withAccess(
      'merchant',
      authRoutes(db, {
        perIp: config.LOGIN_RATE_LIMIT_PER_IP,
        perUsername: config.LOGIN_RATE_LIMIT_PER_USERNAME,
        perUsernameTotal: config.LOGIN_RATE_LIMIT_PER_USERNAME_TOTAL,
        windowSeconds: config.LOGIN_RATE_LIMIT_WINDOW_SECONDS,
        sessionTtlHours: config.SESSION_TTL_HOURS,
      }),
    ),
  );
  await app.register(withAccess('merchant', locationRoutes(db)));
  await app.register(withAccess('superadmin', locationAdminRoutes(db)));
  await app.register(withAccess('superadmin', providerAccountRoutes(db, { secretKey, swedbankPayBaseUrls: config.SWEDBANK_PAY_API_URLS })));
  await app.register(withAccess('merchant', mediaRoutes(db)));
  await app.register(withAccess('merchant', catalogueRoutes(db, clock)));
  await app.register(withAccess('merchant', dashboardRoutes(db, clock)));
  await app.register(withAccess('merchant', operationsRoutes(db, clock)));
  await app.register(withAccess('merchant', settingsRoutes(db)));
  await app.register(withAccess('merchant', tableRoutes(db)));
  await app.register(withAccess('merchant', loyaltyRoutes(db)));
  await app.register(withAccess('merchant', printingRoutes(db, clock)));
  await app.register(withAccess('merchant', orderRoutes(db, clock)));
  await app.register(withAccess('merchant', reportRoutes(db, clock, signer)));
  await app.register(withAccess('merchant', terminalRoutes(db)));
  await app.register(withAccess('merchant', staffRoutes(db, { secretKey })));
  await app.register(withAccess('merchant', staffRegisterRoutes({ db, clock, secretKey })));
  await app.register(withAccess('merchant', journalRoutes(db)));
  await app.register(withAccess('merchant', saftRoutes(db, clock)));
  await app.register(withAccess('merchant', accountingRoutes(db, clock)));
  await app.register(withAccess('merchant', liveRoutes(database, clock, { streams: metrics.liveStreams })));
  await app.register(withAccess('terminal', channelRoutes(db, clock, signer)));
  // The sandbox has an instance of its own (nothing listens for it), reached in-process only: none of its routes is served here.
  const sandbox = paymentSandbox && !paymentProviders ? await createPaymentSandbox({ db, cache, secretKey, logger: app.log }) : undefined;
  const providers =
    paymentProviders ??
    createPaymentProviders({ config, cache, secretKey, sandbox: paymentSandbox, fetch: sandbox ? sandbox.fetch(fetch) : fetch });
  const refunds = { db, clock, providers, signer, staleAttemptSeconds: refundAttemptLimitSeconds(config.PAYMENT_PROVIDER_TIMEOUT_MS) };
  await app.register(withAccess('merchant', refundRoutes(refunds)));
  if (reconcileRefunds) {
    // Refunds whose outcome is unknown are resolved from the start (a restart after a crash) and every 15 s.
    const reconciler = createRefundReconciler({ ...refunds, log: app.log });
    let running: { stop(): Promise<void> } | undefined;
    app.addHook('onReady', async () => {
      running = reconciler.start();
    });
    app.addHook('onClose', async () => {
      await running?.stop();
    });
  }
  const webDist = config.WEB_DIST_DIR ? path.resolve(config.WEB_DIST_DIR) : path.join(REPO_ROOT, 'apps/web/dist');
  await app.register(withAccess('public', (webApp) => registerSpa(webApp, webDist)));

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

/** A plugin context whose routes have `access` unless they declare their own. */
function withAccess(access: Access, plugin: FastifyPluginAsyncZod): FastifyPluginAsyncZod {
  return async (app) => {
    declareAccess(app, access);
    await app.register(plugin);
  };
}

/** The OpenAPI operation of a route, with its access level (`x-access`) and whether it needs a session. */
const documentAccess: typeof jsonSchemaTransform = (input) => {
  const result = jsonSchemaTransform(input);
  const access = (input.route.config as { access?: Access } | undefined)?.access;
  const security = access === 'public' ? { security: [] } : access === 'terminal' ? { security: [{ terminal: [] }] } : {};
  return { ...result, schema: { ...result.schema, 'x-access': access, ...security } };
};
