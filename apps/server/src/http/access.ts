import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Language, UserRole } from '@bakrom/shared/enums';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema/index';
import { forbidden, HttpError, unauthorized } from './errors';
import { MESSAGES } from './messages.nb';

/**
 * Who may call a route. Every route declares it; the app refuses to start otherwise. 'terminal' routes
 * (the channel API) take a terminal's key, never a session; every other guarded route takes a session,
 * never a terminal key.
 */
const ACCESS_LEVELS = ['public', 'merchant', 'superadmin', 'terminal'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

export interface SessionContext {
  sessionId: string;
  userId: string;
  username: string;
  userRole: UserRole;
  /** The merchant the session is bound to; every query of the request is scoped to it. */
  merchantId: string;
  /** The user's language: error answers are given in it (`http/language.ts`). */
  language: Language;
}

/** The terminal a channel request's key belongs to: its merchant and location bound every query of the request. */
export interface TerminalPrincipal {
  merchantId: string;
  locationId: string;
  /** terminals.id (uuid). */
  terminalId: string;
  terminalType: 'POS' | 'KIOSK' | 'WEBSHOP';
}

/** A channel call without a valid terminal key (none, unknown, revoked, or a session token instead). */
export const terminalKeyRefused = () => new HttpError(401, 'UNAUTHORIZED', MESSAGES.terminalKeyRefused);

/**
 * Finds the live terminal of a key (`bkt_…`), or null when the key is unknown or revoked; the request
 * gives the caller's address to the throttle of wrong keys, which may throw its 429 instead.
 */
export type TerminalFinder = (key: string, request: FastifyRequest) => Promise<TerminalPrincipal | null>;

export const TERMINAL_KEY_PREFIX = 'bkt_';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    session: SessionContext | null;
    /** The terminal of a 'terminal' route's request, checked by the access hook. */
    terminal: TerminalPrincipal | null;
  }
  interface FastifyInstance {
    /** Every registered route with its declared access level, for the route inventory. */
    routeInventory(): RouteAccess[];
  }
}

export interface RouteAccess {
  method: string;
  url: string;
  access: Access | undefined;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A terminal key: the prefix and 32 random bytes in base64url. Only its SHA-256 hash is stored. */
export function newTerminalKey(): string {
  return `${TERMINAL_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/** The session token of a request; a terminal key is never one (the sessions are not even asked). */
function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header?.match(/^Basic\s+([A-Za-z0-9_-]{20,200})$/);
  const token = match?.[1];
  return token?.startsWith(TERMINAL_KEY_PREFIX) ? undefined : token;
}

/** The terminal key of a request (`Authorization: Bearer bkt_…`); a session token is never one. */
function terminalKey(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.match(/^Bearer\s+(bkt_[A-Za-z0-9_-]{20,200})$/)?.[1];
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
      language: users.language,
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
    return { ...session, userRole: row.userRole as UserRole, language: row.language as Language };
  };
}

/**
 * Declares the access of every route registered in this plugin context that does not declare its own.
 * Register a module with it (see app.ts) so that each route's level sits in its own configuration.
 */
export function declareAccess(app: FastifyInstance, access: Access): void {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, access: route.config?.access ?? access };
  });
}

/**
 * Collects every route as it is registered and, when the app is ready, refuses to start if one of
 * them declares no access level: a forgotten declaration must never leave a route open.
 */
function refuseUndeclaredRoutes(app: FastifyInstance): void {
  // The route options objects, which later onRoute hooks (declareAccess) still complete.
  const registered: { method: string | string[]; url: string; config?: { access?: Access } }[] = [];
  app.addHook('onRoute', (route) => {
    registered.push(route as (typeof registered)[number]);
  });
  const inventory = () =>
    registered.flatMap((route) => [route.method].flat().map((method) => ({ method, url: route.url, access: route.config?.access })));
  app.decorate('routeInventory', inventory);
  app.addHook('onReady', async () => {
    const undeclared = inventory().filter((route) => !ACCESS_LEVELS.includes(route.access as Access));
    if (undeclared.length > 0) {
      const names = undeclared.map((route) => `${route.method} ${route.url}`).join(', ');
      throw new Error(`Routes without a declared access level (public, merchant, superadmin or terminal): ${names}`);
    }
  });
}

const otherMerchant = () => forbidden('Du har bare tilgang til bedriften du er logget inn for.');

/** 403 unless `merchant` (absent, or as sent: text, list, anything) names the session's merchant. */
export function assertSessionMerchant(session: SessionContext, merchant: unknown): void {
  if (merchant === undefined) return;
  const values = Array.isArray(merchant) ? merchant : [merchant];
  if (values.some((value) => value !== session.merchantId)) throw otherMerchant();
}

function bodyMerchant(body: unknown): unknown {
  return body && typeof body === 'object' && !Buffer.isBuffer(body) && !Array.isArray(body)
    ? (body as Record<string, unknown>).merchant
    : undefined;
}

/**
 * Enforces each route's declared access, read from the matched route's own configuration — never from
 * the request's URL text, which can be spelled in many ways (percent-encoding, absolute URLs):
 * a live terminal key for terminal routes (401), a session for every other non-public route (401), super-admin routes for super admins only (403),
 * and a `merchant` parameter, in the query or the body, equal to the session's (403).
 */
export function registerAccessControl(app: FastifyInstance, db: Db, ttlHours: number, findTerminal?: TerminalFinder): void {
  const findSession = createSessionFinder(db, ttlHours);
  app.decorateRequest('session', null);
  app.decorateRequest('terminal', null);
  refuseUndeclaredRoutes(app);
  app.addHook('onRequest', async (request) => {
    if (request.is404) return;
    const access = request.routeOptions.config.access;
    if (access === 'public') return;
    if (access === 'terminal') {
      // Without a finder (an app built without the channel) no key is valid: the route stays closed.
      const key = terminalKey(request);
      const terminal = key && findTerminal ? await findTerminal(key, request) : null;
      if (!terminal) throw terminalKeyRefused();
      request.terminal = terminal;
      return;
    }
    const token = bearerToken(request);
    const session = token ? await findSession(token) : null;
    if (!session) throw unauthorized();
    // Set before the role check, so that its 403 too is answered in the user's language.
    request.session = session;
    if (access !== 'merchant' && !(access === 'superadmin' && session.userRole === 'SUPER_ADMIN')) {
      throw forbidden('Kun for superadministratorer.');
    }
  });
  // Before validation: a schema drops parameters it does not name, and a stray `merchant` must still be refused.
  app.addHook('preValidation', async (request) => {
    if (!request.session) return;
    assertSessionMerchant(request.session, (request.query as Record<string, unknown> | undefined)?.merchant);
    assertSessionMerchant(request.session, bodyMerchant(request.body));
  });
}

/** The session of a super-admin route's request; the access hook has checked it already, this says so twice. */
export function requireSuperAdmin(request: FastifyRequest): SessionContext {
  const session = requireSession(request);
  if (session.userRole !== 'SUPER_ADMIN') throw forbidden('Kun for superadministratorer.');
  return session;
}
