import { afterAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { apiErrorSchema } from '@bakrom/shared/api-error';
import { FIELD_LABELS } from '../src/http/messages.nb';
import { apiRoutes, fieldNames, requestFor, unsafeTextRequests, type FuzzRequest, type RouteSpec } from './fuzz-requests';
import { LANGUAGE_ROUTE, buildFuzzWorld } from './fuzz-world';

/**
 * Every API route, as the app lists them, gets generated requests from a logged-in ADMIN (super-admin
 * routes from a super admin): a control character or lone surrogate in each field in turn, then
 * FUZZ_RUNS requests shaped by the route's schemas and broken in one place, or raw bytes. No answer
 * may be a 5xx, every 4xx has the error shape with Norwegian field labels, and a refused write leaves
 * the database as it was.
 *
 * Every run draws a new seed and prints it, so that the suite covers more over time instead of
 * repeating itself; FUZZ_SEED=<seed> repeats a run (a failure names its seed), and FUZZ_RUNS=<n> asks
 * for more requests per route than the default.
 */
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);
console.log(`fuzz on ${process.env.DB_KIND ?? 'pglite'}: FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS}`);

const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);
process.on('unhandledRejection', onUnhandled);

const { t, db, known, headersFor, databaseDigest, locationId } = await buildFuzzWorld();
// Deletes last, so that the other routes meet the seeded rows.
const isDelete = (route: RouteSpec) => Number(/delete|unmark|emptyCache/i.test(route.url));
const routes = apiRoutes(t.app).sort((a, b) => isDelete(a) - isDelete(b));
const eachRoute = routes.map((route) => [`${route.method} ${route.url}`, route] as const);

afterAll(async () => {
  process.off('unhandledRejection', onUnhandled);
  await t.close();
});

const LABELLED_PARTS = new Set(['body', 'querystring', 'params', 'headers', 'request']);
const unlabelled = (path: string) =>
  path.split('.').filter((segment) => !/^\d+$/.test(segment) && !(segment in FIELD_LABELS) && !LABELLED_PARTS.has(segment));
const ENGLISH = /\b(the|is|not|must|cannot|expected|received|invalid|required|body|unexpected|token|json|string|object|number|array)\b/i;

const describeRequest = (route: RouteSpec, request: FuzzRequest, status: number, body: string) =>
  `${route.method} ${request.url.slice(0, 300)} [${request.label}, ${request.contentType}] ${String(request.payload ?? '').slice(0, 300)} → ${status} ${body.slice(0, 300)}`;

describe('fuzzing every route', () => {
  it('finds the API routes in the app, each field with a Norwegian label', () => {
    expect(routes.length).toBeGreaterThan(50);
    const missing = routes.flatMap((route) =>
      fieldNames(route)
        .filter((name) => !(name in FIELD_LABELS))
        .map((name) => `${route.url} ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it('notices a committed change, an update in place included, and no rolled-back one', async () => {
    const before = await databaseDigest();
    const touch = sql`update locations set name = name where id = ${locationId}`;
    await db
      .transaction(async (tx) => {
        await tx.execute(touch);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await databaseDigest()).toBe(before);
    await db.execute(touch);
    expect(await databaseDigest()).not.toBe(before);
  });

  it.each(eachRoute)('%s refuses a control character or a lone surrogate in each field, naming the field', async (_name, route) => {
    const headers = { ...(await headersFor(route)), 'content-type': 'application/json' };
    const before = await databaseDigest();
    for (const unsafe of ['a\u0000b', 'x\ud800']) {
      for (const { field, at, url, payload } of unsafeTextRequests(route, known, unsafe)) {
        const response = await t.app.inject({ method: route.method as 'GET' | 'POST', url, payload, headers });
        const context = `${route.method} ${route.url} with ${JSON.stringify(unsafe)} in ${field} → ${response.statusCode} ${response.body.slice(0, 300)}`;
        const error = response.statusCode >= 400 ? apiErrorSchema.parse(JSON.parse(response.body)).error : undefined;
        // The session's merchant is checked before validation; a path that is not UTF-8 is refused by the router.
        if ((field === 'merchant' && response.statusCode === 403) || (at === 'params' && error?.code === 'BAD_URL')) continue;
        expect(response.statusCode, context).toBe(400);
        expect(Object.keys(error?.fields ?? {}), context).toContain(field);
      }
    }
    expect(await databaseDigest()).toBe(before);
  });

  it.each(eachRoute)('%s never answers 5xx', async (_name, route) => {
    let digest = await databaseDigest();
    const result = await fc.check(
      fc.asyncProperty(requestFor(route, known), async (request) => {
        const headers: Record<string, string> = await headersFor(route);
        if (request.contentType) headers['content-type'] = request.contentType;
        const response = await t.app.inject({
          method: route.method as 'GET' | 'POST',
          url: request.url,
          payload: request.payload,
          headers,
        });
        const context = describeRequest(route, request, response.statusCode, response.body);
        expect(response.statusCode, context).toBeLessThan(500);
        if (response.statusCode >= 400) {
          const parsed = apiErrorSchema.safeParse(JSON.parse(response.body));
          expect(parsed.success, context).toBe(true);
          const { code, message, fields = {} } = parsed.data!.error;
          expect(Object.keys(fields).flatMap(unlabelled), context).toEqual([]);
          // The language route's user may have chosen English in an earlier run; every other route answers the Norwegian admin.
          if (code === 'VALIDATION_FAILED' && route.url !== LANGUAGE_ROUTE) {
            expect([message, ...Object.values(fields)].join(' '), context).not.toMatch(ENGLISH);
          }
        }
        // Every write is checked, logout included: it revokes only the throwaway session it names (sessions are left out of the digest).
        if (route.method !== 'GET') {
          const after = await databaseDigest();
          if (response.statusCode >= 400) expect(after, `database changed by a refused write: ${context}`).toBe(digest);
          digest = after;
        }
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    // fast-check's own report repeats the 100k-character values in full; the failed assertion says what matters.
    if (result.failed)
      throw new Error(
        `FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS}, failed at run ${result.numRuns}: ${String((result.errorInstance as Error | undefined)?.message).slice(0, 2000)}`,
      );
  });

  it('leaves the process serving, with no promise rejected unhandled', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect(unhandled).toEqual([]);
  });
});
