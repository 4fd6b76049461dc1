import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import { apiErrorSchema } from '@bakrom/shared/api-error';
import type { Db } from '../db/client';
import { buildTestApp, type TestContext } from '../../test/harness';
import { buildMerchant } from '../../test/factories';
import { registerErrorHandling } from './errors';
import { fieldLabel } from './messages.nb';

let t: TestContext;
let app: FastifyInstance;
const logLines: string[] = [];
const SECRET = 'hemmelig-verdi-123';

/** Statements that break a database rule, run through drizzle (which wraps the driver's error). */
function violations(merchantId: string): Record<string, (db: Db) => Promise<unknown>> {
  const temporary = (db: Db, ...statements: SQL[]) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`create temp table if not exists h1_parent (id int primary key) on commit drop`);
      await tx.execute(sql`create temp table if not exists h1_child (parent int references h1_parent, code varchar(2)) on commit drop`);
      for (const statement of statements) await tx.execute(statement);
    });
  return {
    unique: (db) => db.execute(sql`insert into merchants (id, name) values (${merchantId}, ${SECRET})`),
    missingReference: (db) => db.execute(sql`insert into locations (merchant_id, name, vat_number) values (${SECRET}, 'x', '923609016')`),
    stillReferenced: (db) =>
      temporary(
        db,
        sql`insert into h1_parent values (1)`,
        sql`insert into h1_child values (1, 'a')`,
        sql`delete from h1_parent where id = ${1}`,
      ),
    check: (db) => db.execute(sql`update merchant_settings set use_functionality = ${SECRET} where merchant_id = ${merchantId}`),
    notNull: (db) => db.execute(sql`insert into merchants (id) values (${SECRET})`),
    invalidText: (db) => db.execute(sql`select ${SECRET}::uuid`),
    numberOutOfRange: (db) => db.execute(sql`select ${'99999999999'}::int`),
    textTooLong: (db) => temporary(db, sql`insert into h1_child values (null, ${SECRET})`),
    nul: (db) => db.execute(sql`select ${`a\u0000${SECRET}`}::text`),
    fault: (db) => db.execute(sql`select * from h1_no_such_table where secret = ${SECRET}`),
  };
}

beforeAll(async () => {
  t = await buildTestApp();
  const merchant = await buildMerchant(t.database.db);
  const cases = violations(merchant.id);
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  app = Fastify({ logger: { level: 'info', stream } });
  registerErrorHandling(app);
  app.get<{ Params: { name: string } }>('/wrapped/:name', async (request) => cases[request.params.name]!(t.database.db));
  // The driver's own error, as a query outside drizzle's wrapper throws it.
  const client = (t.database.db as unknown as { $client: { query(text: string, params: unknown[]): Promise<unknown> } }).$client;
  app.get('/bare/unique', () => client.query('insert into merchants (id, name) values ($1, $2)', [merchant.id, SECRET]));
  app.get('/bare/invalidText', () => client.query('select $1::uuid', [SECRET]));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await t.close();
});

async function failure(url: string) {
  const response = await app.inject({ method: 'GET', url });
  return { status: response.statusCode, error: apiErrorSchema.parse(response.json()).error };
}

describe('a request that breaks a database rule', () => {
  it.each([
    ['unique', 409, 'Dette finnes allerede.'],
    ['missingReference', 404, 'Fant ikke det du viste til. Det kan være slettet.'],
    ['stillReferenced', 409, 'Dette er i bruk og kan ikke slettes eller endres.'],
    ['check', 400, 'En av verdiene er ikke tillatt.'],
    ['notNull', 400, 'Et påkrevd felt mangler.'],
    ['invalidText', 400, 'En av verdiene har feil format.'],
    ['numberOutOfRange', 400, 'Et tall er for stort.'],
    ['textTooLong', 400, 'En tekst er for lang.'],
    ['nul', 400, 'Teksten inneholder ugyldige tegn.'],
  ])('%s answers %i with a Norwegian message, wrapped by drizzle or bare', async (name, status, message) => {
    expect(await failure(`/wrapped/${name}`)).toMatchObject({ status, error: { message } });
    if (name === 'unique' || name === 'invalidText') expect(await failure(`/bare/${name}`)).toMatchObject({ status, error: { message } });
  });

  it('logs the rule it broke, never the statement or its values', () => {
    const refused = logLines.filter((line) => line.includes('refused by a database rule')).join('\n');
    expect(refused).toContain('"pgCode":"23505"');
    expect(refused).toContain('"constraint":"merchants_pkey"');
    expect(refused).toContain('"route":"/wrapped/:name"');
    expect(refused).not.toContain(SECRET);
    expect(refused).not.toMatch(/insert into|select /i);
  });
});

describe('a real fault', () => {
  it('answers 500 with a generic message and logs it once, without SQL or values', async () => {
    const before = logLines.length;
    expect(await failure('/wrapped/fault')).toEqual({
      status: 500,
      error: { code: 'INTERNAL_ERROR', message: 'Det skjedde en feil på serveren.' },
    });
    const logged = logLines.slice(before).filter((line) => line.includes('request failed'));
    expect(logged).toHaveLength(1);
    const entry = JSON.parse(logged[0]!) as Record<string, unknown>;
    expect(entry).toMatchObject({ level: 50, pgCode: '42P01', route: '/wrapped/:name', method: 'GET' });
    expect(entry.reqId).toBeDefined();
    expect(logged[0]).not.toContain(SECRET);
    expect(logged[0]).not.toContain('h1_no_such_table');
  });
});

describe('what the framework refuses, in Norwegian', () => {
  const login = (payload: string, contentType = 'application/json') =>
    t.app.inject({ method: 'POST', url: '/api/public/backoffice_login', payload, headers: { 'content-type': contentType } });

  it.each([
    ['malformed JSON', '{"username": ', 'application/json', 400, 'MALFORMED_BODY', 'Innholdet i forespørselen kunne ikke leses.'],
    ['an empty JSON body', '', 'application/json', 400, 'EMPTY_BODY', 'Forespørselen mangler innhold.'],
    [
      'a poisoned prototype',
      '{"__proto__": {"admin": true}}',
      'application/json',
      400,
      'MALFORMED_BODY',
      'Innholdet i forespørselen kunne ikke leses.',
    ],
    ['an unknown content type', 'username=a', 'application/xml', 415, 'UNSUPPORTED_MEDIA_TYPE', 'Innholdstypen støttes ikke.'],
  ])('%s', async (_case, payload, contentType, status, code, message) => {
    const response = await login(payload, contentType);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ error: { code, message } });
  });

  it('an overlong path parameter, refused by the router itself', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/media/images/${'x'.repeat(1000)}` });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ error: { code: 'URI_TOO_LONG', message: 'Adressen er for lang.' } });
  });

  it('names the field of a validation failure by its Norwegian label, keyed by its wire name', async () => {
    const response = await login(JSON.stringify({ username: 'kari\u0000', password: 7 }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Sjekk feltene: «brukernavn»: Teksten inneholder ugyldige tegn; «passord»: Må være tekst',
        fields: { username: 'Teksten inneholder ugyldige tegn', password: 'Må være tekst' },
      },
    });
    const whole = await login('[1, 2]');
    expect(whole.json().error).toMatchObject({ message: 'Sjekk feltet «innholdet»: Har feil form', fields: { body: 'Har feil form' } });
  });
});

describe('field labels', () => {
  it.each([
    ['categoryId', 'kategori'],
    ['subselections.1.price', 'pris (variant 2)'],
    ['openingHours.6.kitchenClosingTime', 'kjøkkenet stenger (dag 7)'],
    ['spicyLevelSelections.0', 'styrkegrad 1'],
    ['0.id', 'oppføring (nr. 1)'],
    ['body', 'innholdet'],
    ['querystring', 'adressen'],
  ])('%s reads «%s»', (path, label) => {
    expect(fieldLabel(path)).toBe(label);
  });
});
