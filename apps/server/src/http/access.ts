import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserRole } from '@bakrom/shared/enums';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema/index';
import { forbidden, unauthorized } from './errors';

/** Who may call a route. Routes are for merchant users unless they say otherwise. */
export type Access = 'public' | 'merchant' | 'superadmin';

export interface SessionContext {
  sessionId: string;
  userId: string;
  username: string;
  userRole: UserRole;
  /** The merchant the session is bound to; every query of the request is scoped to it. */
  merchantId: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    session: SessionContext | null;
  }
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header?.match(/^Basic\s+([A-Za-z0-9_-]{20,200})$/);
  return match?.[1];
}

/** The request's session, or an error. Use in handlers of non-public routes. */
export function requireSession(request: FastifyRequest): SessionContext {
  if (!request.session) throw unauthorized();
  return request.session;
}

/**
 * Finds the live session of a token with one prepared statement. It only reads, except at most once
 * a minute per session, when it records the visit and slides the expiry forward: a write on every
 * request would serialise a user's requests on the session row.
 */
export function createSessionFinder(db: Db, ttlHours: number) {
  const lookup = db
    .select({
      sessionId: sessions.id,
      userId: users.id,
      username: users.username,
      userRole: users.userRole,
      merchantId: sessions.merchantId,
      stale: sql<boolean>`${sessions.lastSeenAt} < now() - interval '1 minute'`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        eq(users.status, 'ACTIVE'),
      ),
    )
    .prepare('find_session');

  return async function findSession(token: string): Promise<SessionContext | null> {
    const [row] = await lookup.execute({ tokenHash: hashToken(token) });
    if (!row) return null;
    if (row.stale) {
      await db
        .update(sessions)
        .set({
          lastSeenAt: sql`now()`,
          expiresAt: sql`greatest(${sessions.expiresAt}, now() + make_interval(hours => ${ttlHours}))`,
        })
        .where(eq(sessions.id, row.sessionId));
    }
    const { stale: _stale, ...session } = row;
    return { ...session, userRole: row.userRole as UserRole };
  };
}

function merchantParameter(request: FastifyRequest): unknown {
  const fromQuery = (request.query as Record<string, unknown> | undefined)?.merchant;
  const body = request.body;
  const fromBody = body && typeof body === 'object' && !Buffer.isBuffer(body) ? (body as Record<string, unknown>).merchant : undefined;
  return fromQuery ?? fromBody;
}

/**
 * Enforces each route's declared access: a session for everything but public routes (401),
 * super-admin routes for super admins only (403), and a `merchant` parameter equal to the session's (403).
 */
export function registerAccessControl(app: FastifyInstance, db: Db, ttlHours: number): void {
  const findSession = createSessionFinder(db, ttlHours);
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access ?? 'merchant';
    if (access === 'public' || request.is404 || !request.url.startsWith('/api/')) return;
    const token = bearerToken(request);
    const session = token ? await findSession(token) : null;
    if (!session) throw unauthorized();
    if (access === 'superadmin' && session.userRole !== 'SUPER_ADMIN') {
      throw forbidden('Kun for superadministratorer.');
    }
    request.session = session;
  });
  app.addHook('preHandler', async (request) => {
    if (!request.session) return;
    const merchant = merchantParameter(request);
    if (merchant !== undefined && merchant !== request.session.merchantId) {
      throw forbidden('Du har ikke tilgang til denne merchanten.');
    }
  });
}
