/**
 * An HTTP app for the dashboard tests with a fixed clock: the same error handling, access control and
 * login as the real application, and the dashboard routes built with `now`. (buildApp always uses the
 * wall clock; the test of its wiring lives beside the others in dashboard.test.ts.)
 */
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import '@bakrom/shared/zod-locale';
import { loadConfig } from '../../config';
import type { Database } from '../../db/client';
import { declareAccess, registerAccessControl } from '../../http/access';
import { registerErrorHandling } from '../../http/errors';
import { authRoutes } from '../auth/routes';
import { dashboardRoutes } from './routes';

export async function buildClockedDashboardApp(database: Database, now: () => Date) {
  const config = loadConfig({ DATA_DIR: '.tmp/test-data' });
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerAccessControl(app, database.db, config.SESSION_TTL_HOURS);
  declareAccess(app, 'merchant');
  await app.register(
    authRoutes(database.db, {
      perIp: 1000,
      perUsername: 1000,
      perUsernameTotal: 1000,
      windowSeconds: config.LOGIN_RATE_LIMIT_WINDOW_SECONDS,
      sessionTtlHours: config.SESSION_TTL_HOURS,
    }),
  );
  await app.register(dashboardRoutes(database.db, { now }));
  await app.ready();
  return app;
}
