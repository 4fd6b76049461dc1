import net from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readySchema } from '@bakrom/shared/schemas/system';
import { buildApp } from '../../app';
import { queryRows } from '../../db/client';
import { buildTestApp, TEST_SECRET_KEY, type TestContext } from '../../../test/harness';

let t: TestContext;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function ready(app = t.app) {
  const response = await app.inject({ method: 'GET', url: '/api/ready' });
  return { status: response.statusCode, body: readySchema.strict().parse(response.json()), headers: response.headers };
}

describe('GET /api/ready', () => {
  it('answers 200 without a session when the database answers and every migration is applied', async () => {
    const answer = await ready();
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ ready: true, database: 'ok', migrations: 'applied', shuttingDown: false });
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 while a committed migration is missing from the database', async () => {
    const db = t.database.db;
    const [latest] = await queryRows<{ id: number; hash: string; created_at: string }>(
      db,
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations) returning id, hash, created_at`,
    );
    try {
      const answer = await ready();
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({ ready: false, database: 'ok', migrations: 'pending', shuttingDown: false });
    } finally {
      await db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${latest!.id}, ${latest!.hash}, ${latest!.created_at})`,
      );
    }
    expect((await ready()).status).toBe(200);
  });

  it('answers 503 from the start of a shutdown, on a connection that is still open', async () => {
    const app = await buildApp({ database: t.database, config: t.config, secretKey: TEST_SECRET_KEY });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as net.AddressInfo;
    // A request whose head has not all arrived: the server waits for it before it closes.
    const socket = net.connect(port, '127.0.0.1');
    const answered = new Promise<string>((resolve) => {
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString('utf8')));
      socket.once('close', () => resolve(text));
    });
    socket.write('GET /api/ready HTTP/1.1\r\nHost: x\r\n');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closing = app.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    socket.write('\r\n');
    const answer = await answered;
    expect(answer).toMatch(/^HTTP\/1\.1 503 /);
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
    const body = answer.slice(answer.indexOf('\r\n\r\n') + 4);
    expect(readySchema.strict().parse(JSON.parse(body))).toEqual({
      ready: false,
      database: 'ok',
      migrations: 'applied',
      shuttingDown: true,
    });
    await closing;
  });

  it('answers 503 when the database is closed', async () => {
    await t.database.close();
    const answer = await ready();
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({ ready: false, database: 'unreachable', migrations: 'unknown', shuttingDown: false });
  });
});
