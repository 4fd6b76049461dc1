import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginRequestSchema, loginResponseSchema, logoutResponseSchema } from '@bakrom/shared/schemas/auth';
import type { Db } from '../../db/client';
import { requireSession } from '../../http/access';
import { login, logout, type LoginLimits } from './service';

export function authRoutes(db: Db, limits: LoginLimits): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/public/backoffice_login',
      {
        config: { access: 'public' },
        bodyLimit: 16 * 1024,
        schema: { tags: ['auth'], body: loginRequestSchema, response: { 200: loginResponseSchema } },
      },
      async (request) => {
        const user = await login(db, request.body, request.ip, limits, request.log);
        if (!user) {
          request.log.info({ username: request.body.username }, 'login failed');
          return { result: 'FAILED' as const };
        }
        return { result: 'SUCCEEDED' as const, user: JSON.stringify(user) };
      },
    );

    app.post(
      '/api/public/backoffice_logout',
      { config: { access: 'merchant' }, schema: { tags: ['auth'], response: { 200: logoutResponseSchema } } },
      async (request) => {
        await logout(db, requireSession(request).sessionId);
        return { result: 'SUCCEEDED' as const };
      },
    );
  };
}
