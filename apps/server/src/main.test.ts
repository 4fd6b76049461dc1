import { existsSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMerchant, buildUser, TEST_PASSWORD } from '../test/factories';
import { processDatabase, startServerProcess, type ServerProcess } from '../test/server-process';
import { PID_FILE } from './lib/data-dir-lock';

/**
 * The server process as an operator runs it: SIGTERM while a live stream is open and a request is in
 * flight ends the process with exit 0 within the bound, the request answered and the stream told to
 * reconnect (docs/operations.md, "Shutdown").
 */

const BOUND_MS = 5000;
let database: Awaited<ReturnType<typeof processDatabase>>;
let server: ServerProcess;

beforeAll(async () => {
  database = await processDatabase(async ({ db }) => {
    const merchant = await buildMerchant(db);
    await buildUser(db, { merchantId: merchant.id, role: 'ADMIN', username: 'stopp.admin' });
  });
  server = await startServerProcess({ ...database.env, SHUTDOWN_TIMEOUT_MS: String(BOUND_MS) });
}, 240_000);
afterAll(async () => {
  if (server?.child.exitCode === null) server.child.kill('SIGKILL');
  await database?.cleanup();
});

const loginBody = JSON.stringify({ username: 'stopp.admin', password: TEST_PASSWORD });

async function login(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/public/backoffice_login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: loginBody,
  });
  const body = (await response.json()) as { result: string; user?: string };
  if (!body.user) throw new Error(`login failed: ${JSON.stringify(body)}`);
  return (JSON.parse(body.user) as { authToken: string }).authToken;
}

/** An open live stream: what it has received so far, and when it ended. */
function openStream(baseUrl: string, token: string) {
  let received = '';
  return new Promise<{ text: () => string; ended: Promise<void> }>((resolve, reject) => {
    const request = http.get(
      `${baseUrl}/api/live/events`,
      { headers: { accept: 'text/event-stream', authorization: `Basic ${token}` } },
      (response) => {
        if (response.statusCode !== 200) reject(new Error(`stream answered ${response.statusCode}`));
        const ended = new Promise<void>((done) => response.once('close', () => done()));
        response.on('data', (chunk: Buffer) => {
          received += chunk.toString('utf8');
          if (received.includes('event: ready')) resolve({ text: () => received, ended });
        });
      },
    );
    request.once('error', reject);
  });
}

/** A request whose body arrives in two parts: in flight from its first part until `finish()`. */
function slowLogin(baseUrl: string) {
  const { port } = new URL(baseUrl);
  const socket = net.connect(Number(port), '127.0.0.1');
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
  const closed = new Promise<string>((resolve) => socket.once('close', () => resolve(answer)));
  const half = Math.floor(loginBody.length / 2);
  socket.write(
    `POST /api/public/backoffice_login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(loginBody)}\r\n\r\n${loginBody.slice(0, half)}`,
  );
  return { finish: () => socket.write(loginBody.slice(half)), closed };
}

describe('graceful shutdown of the server process', () => {
  it('on SIGTERM finishes the request in flight, ends the live stream with a retry hint and exits 0 within the bound', async () => {
    const token = await login(server.baseUrl);
    const stream = await openStream(server.baseUrl, token);
    const slow = slowLogin(server.baseUrl);
    await new Promise((resolve) => setTimeout(resolve, 300));
    if (database.env.DATABASE_URL === '') expect(existsSync(path.join(database.dataDir, PID_FILE))).toBe(true);

    const signalled = Date.now();
    server.child.kill('SIGTERM');
    await stream.ended;
    expect(stream.text()).toMatch(/\nretry: 1000\n\n$/);
    // The request in flight still gets its answer after the signal.
    await new Promise((resolve) => setTimeout(resolve, 300));
    slow.finish();
    const answer = await slow.closed;
    // Answered in full, with the connection closed after it.
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
    expect(answer).toContain('SUCCEEDED');

    const code = await server.exited;
    expect(code, server.output()).toBe(0);
    expect(Date.now() - signalled, server.output()).toBeLessThan(10_000);
    expect(server.output()).toContain('shutting down');
    // Nothing listens any more, and the embedded data folder is free again.
    await expect(fetch(`${server.baseUrl}/api/ready`)).rejects.toThrow();
    expect(existsSync(path.join(database.dataDir, PID_FILE))).toBe(false);
  }, 60_000);
});
