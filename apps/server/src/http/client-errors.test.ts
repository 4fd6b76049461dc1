import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@bakrom/shared/api-error';
import { buildTestApp, type TestContext } from '../../test/harness';

/**
 * Failures Node's HTTP parser finds before Fastify routes anything (an oversized header, a request that
 * is not HTTP): `inject` never reaches the parser, so these tests talk to a listening server over a socket.
 */
let t: TestContext;
let port: number;

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** Sends raw bytes and reads everything until the server closes the connection. */
function exchange(request: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = head.split('\r\n');
      const headers = Object.fromEntries(
        headerLines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
    socket.write(request);
  });
}

describe('failures before routing', () => {
  it('answers an oversized header with 431 in the error shape, in Norwegian, kept out of every cache', async () => {
    const answer = await exchange(`GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Stor: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(answer.status).toBe(431);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body));
    const { error } = apiErrorSchema.parse(JSON.parse(answer.body));
    expect(error).toEqual({ code: 'HEADERS_TOO_LARGE', message: 'Forespørselens hoder er for store.' });
  });

  it('answers a request that is not HTTP with 400 in the error shape', async () => {
    const answer = await exchange('HELLO THERE\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(apiErrorSchema.parse(JSON.parse(answer.body)).error.code).toBe('BAD_REQUEST');
  });

  it('still answers a normal request on the same server', async () => {
    const answer = await exchange('GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(answer.status).toBe(200);
  });
});
