import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyServerOptions } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import '@bakrom/shared/zod-locale';
import type { Config } from './config';
import type { Database } from './db/client';
import { registerAccessControl } from './http/access';
import { registerErrorHandling } from './http/errors';
import { registerSpa } from './http/spa';
import { authRoutes } from './modules/auth/routes';
import { catalogueRoutes } from './modules/catalogue/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { locationRoutes } from './modules/locations/routes';
import { mediaRoutes } from './modules/media/routes';
import { operationsRoutes } from './modules/operations/routes';
import { settingsRoutes } from './modules/settings/routes';
import { ServerCache } from './modules/system/cache';
import { systemRoutes } from './modules/system/routes';
import { tableRoutes } from './modules/tables/routes';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface AppDependencies {
  database: Database;
  config: Config;
  secretKey: Buffer;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the whole HTTP application without listening, so tests can inject requests into it. */
export async function buildApp({ database, config, secretKey, logger = false }: AppDependencies) {
  const app = Fastify({
    logger,
    bodyLimit: 1024 * 1024,
    trustProxy: true,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Bakrom API', version: '1.0.0', description: 'Back office for restaurant and takeaway merchants.' },
      components: { securitySchemes: { session: { type: 'http', scheme: 'basic' } } },
      security: [{ session: [] }],
    },
    transform: jsonSchemaTransform,
  });
  // The API documentation is public; every other route declares its access.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/docs')) route.config = { ...route.config, access: 'public' };
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  const db = database.db;
  const cache = new ServerCache(db, secretKey);
  registerAccessControl(app, db, config.SESSION_TTL_HOURS);

  await app.register(systemRoutes(database, cache));
  await app.register(
    authRoutes(db, {
      perIp: config.LOGIN_RATE_LIMIT_PER_IP,
      perUsername: config.LOGIN_RATE_LIMIT_PER_USERNAME,
      windowSeconds: config.LOGIN_RATE_LIMIT_WINDOW_SECONDS,
      sessionTtlHours: config.SESSION_TTL_HOURS,
    }),
  );
  await app.register(locationRoutes(db));
  await app.register(mediaRoutes(db));
  await app.register(catalogueRoutes(db));
  await app.register(dashboardRoutes(db));
  await app.register(operationsRoutes(db));
  await app.register(settingsRoutes(db));
  await app.register(tableRoutes(db));
  await registerSpa(app, config.WEB_DIST_DIR ? path.resolve(config.WEB_DIST_DIR) : path.join(REPO_ROOT, 'apps/web/dist'));

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
