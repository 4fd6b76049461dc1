import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { decryptSecret } from '../../lib/secrets';
import type { ServerCache } from '../system/cache';
import type { Fetch } from './http';
import { isObject } from './http';
import { findDinteroCredentials, findDinteroPayment, findSwedbankPayPayments, listSwedbankPayTokens } from './sandbox-repository';

/**
 * The built-in payment-provider sandbox: Dintero's token, refund and transaction calls and Swedbank
 * Pay's reversal calls, answered by a Fastify instance of their own that only this process reaches
 * (through `fetch` of `createPaymentSandbox`, under PAYMENT_SANDBOX_ORIGIN, never over the network), so
 * that a demo refund runs end to end with no network and no money. It is made only when the sandbox is
 * switched on (PAYMENT_SANDBOX=on, or the embedded demo start: see `paymentSandboxEnabled`).
 *
 * Like the real providers it checks the credentials of a stored provider account: Dintero gives a token
 * only for an account's id with its client id and secret, and the token is bound to that account;
 * Swedbank Pay takes only an account's own bearer token. A payment is seen and refunded only under the
 * account of the location whose order it paid (another account's payment answers 404, an unknown
 * credential 401), so nobody reads or refunds another merchant's payments through it.
 *
 * It knows the captured amounts from the payments table (Dintero transaction_id, Swedbank Pay
 * payment_order_id) and keeps its refunds in the server cache (kind PAYMENT_SANDBOX, a week), so that,
 * like a real provider, it still knows a refund after the server restarts (emptying the cache makes it
 * forget them). To try the failure paths:
 * - a refund amount ending in 13 øre (xx,13 kr) is refused (Dintero 400, Swedbank Pay inputerror);
 * - one ending in 14 øre is made, but its answer is lost (504): the refund stays unconfirmed and the
 *   next attempt with the same key finds it by asking the sandbox;
 * - a transaction or payment order id containing FAIL is refused;
 * - with PAYMENT_SANDBOX_HOLD_MS (a test setting, milliseconds) every refund is made, then its answer is
 *   held that long: longer than PAYMENT_PROVIDER_TIMEOUT_MS, the caller's time limit ends the wait and
 *   the outcome is unknown, as with a provider that does not answer; a process stopped while it waits
 *   leaves its refund CALLING (the refund recovery journey).
 * The sandbox's fetch keeps the caller's time limit (its abort signal) as a real connection would.
 */

export const PAYMENT_SANDBOX_ORIGIN = 'http://payment-sandbox.invalid';
export const DINTERO_SANDBOX_URL = `${PAYMENT_SANDBOX_ORIGIN}/sandbox/dintero`;
export const SWEDBANK_PAY_SANDBOX_URL = `${PAYMENT_SANDBOX_ORIGIN}/sandbox/swedbankpay`;

/** The promise, or the signal's reason once it aborts first (a fetch given up by its time limit). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | null | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', abort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', abort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', abort);
        reject(error as Error);
      },
    );
  });
}

/** A fetch that answers sandbox URLs from the sandbox's own instance and passes every other URL on. */
function sandboxFetch(sandbox: FastifyInstance, fallback: Fetch): Fetch {
  return async (url, init) => {
    if (!url.startsWith(`${PAYMENT_SANDBOX_ORIGIN}/`)) return fallback(url, init);
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const injected = sandbox.inject({
      method: (init.method ?? 'GET') as 'GET' | 'POST',
      url: url.slice(PAYMENT_SANDBOX_ORIGIN.length),
      headers,
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    const response = await untilAborted(injected, init.signal);
    const answerHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined || name === 'content-length' || name === 'content-encoding' || name === 'transfer-encoding') continue;
      answerHeaders.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = response.statusCode === 204 || response.statusCode === 304 || response.rawPayload.length === 0;
    return new Response(empty ? null : new Uint8Array(response.rawPayload), { status: response.statusCode, headers: answerHeaders });
  };
}

export interface PaymentSandbox {
  /** A fetch that answers the sandbox's URLs in-process and hands every other URL to `fallback`. */
  fetch(fallback: Fetch): Fetch;
  close(): Promise<void>;
}

/** The sandbox's own instance, reached only through its `fetch`: nothing listens for it on the network. */
export async function createPaymentSandbox(options: {
  db: Db;
  cache: ServerCache;
  secretKey: Buffer;
  logger?: FastifyBaseLogger;
  holdMs?: number;
}): Promise<PaymentSandbox> {
  const sandbox = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : {}),
    logController: new LogController({ disableRequestLogging: true }),
  });
  await sandbox.register(paymentSandboxRoutes(options.db, options.cache, options.secretKey, options.holdMs ?? sandboxHoldMs()));
  await sandbox.ready();
  return { fetch: (fallback) => sandboxFetch(sandbox, fallback), close: () => sandbox.close() };
}

interface SandboxRefund {
  id: string;
  reference: string;
  amount: number;
  createdAt: string;
}

const refusedAmount = (amount: number) => amount % 100 === 13;
const lostAnswerAmount = (amount: number) => amount % 100 === 14;

export const PAYMENT_SANDBOX_CACHE_KIND = 'PAYMENT_SANDBOX';
const SANDBOX_REFUNDS_SECONDS = 7 * 24 * 3600;

/** PAYMENT_SANDBOX_HOLD_MS: how long the sandbox holds each refund's answer after making it (0: not at all). */
export function sandboxHoldMs(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.PAYMENT_SANDBOX_HOLD_MS ?? 0);
  return Number.isFinite(value) && value > 0 ? Math.min(value, 600_000) : 0;
}

/** The refunds the sandbox has made of one payment, kept in the server cache. */
function refundStore(cache: ServerCache, provider: 'dintero' | 'swedbankpay') {
  const key = (paymentId: string) => `payment-sandbox:${provider}:${paymentId}`;
  return {
    async get(paymentId: string): Promise<SandboxRefund[]> {
      const stored = await cache.get(key(paymentId));
      if (!stored) return [];
      try {
        const parsed: unknown = JSON.parse(stored);
        return Array.isArray(parsed) ? (parsed as SandboxRefund[]) : [];
      } catch {
        return [];
      }
    },
    async set(paymentId: string, refunds: SandboxRefund[]): Promise<void> {
      await cache.set({
        key: key(paymentId),
        kind: PAYMENT_SANDBOX_CACHE_KIND,
        merchantId: null,
        value: JSON.stringify(refunds),
        ttlSeconds: SANDBOX_REFUNDS_SECONDS,
      });
    },
  };
}

/** Waits `ms` without keeping the process alive. */
const hold = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms).unref();
  });

/** The bearer token of a request, if it has one. */
function bearerOf(request: FastifyRequest): string | undefined {
  return request.headers.authorization?.match(/^Bearer\s+(\S+)$/)?.[1];
}

/** Whether two secrets are equal, in time that does not tell how much of them matched. */
function sameSecret(given: string, stored: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(stored));
}

/** A stored secret, or undefined when it cannot be read (another key): it matches nothing. */
function readSecret(encrypted: string, secretKey: Buffer): string | undefined {
  try {
    return decryptSecret(encrypted, secretKey);
  } catch {
    return undefined;
  }
}

/** The Dintero account a sandbox token was given for. */
interface DinteroGrant {
  accountId: string;
  clientId: string;
  expiresAt: number;
}

const DINTERO_TOKEN_SECONDS = 3600;

const body = (request: FastifyRequest): Record<string, unknown> => (isObject(request.body) ? request.body : {});
const param = (request: FastifyRequest, name: string): string => String((request.params as Record<string, unknown>)[name] ?? '');

function paymentSandboxRoutes(db: Db, cache: ServerCache, secretKey: Buffer, holdMs: number) {
  return async (app: FastifyInstance) => {
    const tokens = new Map<string, DinteroGrant>();
    const dinteroRefunds = refundStore(cache, 'dintero');
    const swedbankReversals = refundStore(cache, 'swedbankpay');
    const swedbankFailures = new Map<string, number>();

    /** With PAYMENT_SANDBOX_HOLD_MS: the refund is made; its answer waits. */
    async function holdAnswer(request: FastifyRequest, reference: string) {
      if (holdMs <= 0) return;
      request.log.warn({ reference, holdMs }, 'payment sandbox: refund made, its answer is held');
      await hold(holdMs);
    }

    // ---- Dintero ------------------------------------------------------------------------------

    const dinteroError = (reply: FastifyReply, status: number, code: string, message: string) =>
      reply.status(status).send({ error: { code, message, errors: [] } });

    /** The account a valid token was given for; undefined for an unknown or expired token. */
    function grantOf(request: FastifyRequest): DinteroGrant | undefined {
      const token = bearerOf(request);
      const grant = token === undefined ? undefined : tokens.get(token);
      if (!grant) return undefined;
      if (grant.expiresAt > Date.now()) return grant;
      tokens.delete(token!);
      return undefined;
    }

    app.post('/sandbox/dintero/v1/accounts/:aid/auth/token', async (request, reply) => {
      const accountId = param(request, 'aid');
      const basic = request.headers.authorization?.match(/^Basic\s+([A-Za-z0-9+/=]+)$/)?.[1];
      const [clientId = '', ...secretParts] = basic ? Buffer.from(basic, 'base64').toString('utf8').split(':') : [];
      const secret = secretParts.join(':');
      if (!clientId || !secret) return dinteroError(reply, 401, 'UNAUTHORIZED', 'Mangler klient-id og hemmelighet');
      if (body(request).grant_type !== 'client_credentials')
        return dinteroError(reply, 400, 'INVALID_GRANT', 'grant_type må være client_credentials');
      const stored = accountId.length > 50 || clientId.length > 200 ? [] : await findDinteroCredentials(db, accountId, clientId);
      const matches = stored.filter((row) => {
        const storedSecret = readSecret(row.clientSecretEncrypted, secretKey);
        return storedSecret !== undefined && sameSecret(secret, storedSecret);
      });
      if (matches.length === 0) return dinteroError(reply, 401, 'UNAUTHORIZED', 'Ukjent konto, klient-id eller hemmelighet');
      const now = Date.now();
      for (const [issued, grant] of tokens) if (grant.expiresAt <= now) tokens.delete(issued);
      const token = `sbx_${randomBytes(24).toString('base64url')}`;
      tokens.set(token, { accountId, clientId, expiresAt: now + DINTERO_TOKEN_SECONDS * 1000 });
      return { access_token: token, token_type: 'Bearer', expires_in: DINTERO_TOKEN_SECONDS };
    });

    /** The transaction as the account sees it: undefined when the account did not take it. */
    async function dinteroTransaction(grant: DinteroGrant, id: string) {
      if (!id || id.length > 200) return undefined;
      const amount = await findDinteroPayment(db, id, grant);
      if (amount === undefined) return undefined;
      const refunds = await dinteroRefunds.get(id);
      const refunded = refunds.reduce((sum, refund) => sum + refund.amount, 0);
      return {
        id,
        status: refunded === 0 ? 'CAPTURED' : refunded < amount ? 'PARTIALLY_REFUNDED' : 'REFUNDED',
        amount,
        currency: 'NOK',
        refunded_amount: refunded,
        events: refunds.map((refund) => ({
          id: refund.id,
          event: 'REFUND',
          success: true,
          amount: refund.amount,
          refund_reference: refund.reference,
          created_at: refund.createdAt,
        })),
      };
    }

    app.post('/sandbox/dintero/v1/transactions/:id/refund', async (request, reply) => {
      const grant = grantOf(request);
      if (!grant) return dinteroError(reply, 401, 'UNAUTHORIZED', 'Ugyldig eller utløpt token');
      const id = param(request, 'id');
      const transaction = await dinteroTransaction(grant, id);
      if (!transaction) return dinteroError(reply, 404, 'NOT_FOUND', 'Fant ikke transaksjonen');
      const { amount, refund_reference: reference } = body(request);
      if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0)
        return dinteroError(reply, 400, 'INVALID_AMOUNT', 'Ugyldig beløp');
      if (id.includes('FAIL') || refusedAmount(amount)) return dinteroError(reply, 400, 'REFUND_DECLINED', 'Sandkassen avviser refusjonen');
      if (amount > transaction.amount - transaction.refunded_amount) {
        return dinteroError(reply, 400, 'AMOUNT_TOO_HIGH', 'Beløpet er høyere enn det som kan refunderes');
      }
      const refunds = await dinteroRefunds.get(id);
      refunds.push({
        id: randomUUID(),
        reference: typeof reference === 'string' ? reference : '',
        amount,
        createdAt: new Date().toISOString(),
      });
      await dinteroRefunds.set(id, refunds);
      await holdAnswer(request, typeof reference === 'string' ? reference : '');
      if (lostAnswerAmount(amount)) return reply.status(504).send('');
      return dinteroTransaction(grant, id);
    });

    app.get('/sandbox/dintero/v1/transactions/:id', async (request, reply) => {
      const grant = grantOf(request);
      if (!grant) return dinteroError(reply, 401, 'UNAUTHORIZED', 'Ugyldig eller utløpt token');
      const transaction = await dinteroTransaction(grant, param(request, 'id'));
      return transaction ?? dinteroError(reply, 404, 'NOT_FOUND', 'Fant ikke transaksjonen');
    });

    // ---- Swedbank Pay -------------------------------------------------------------------------

    const problem = (reply: FastifyReply, status: number, type: string, title: string) =>
      reply
        .status(status)
        .type('application/problem+json')
        .send({
          type: `https://api.payex.com/psp/errordetail/${type}`,
          title,
          status,
          detail: title,
          instance: randomUUID(),
          problems: [],
        });

    const reversalsOf = async (path: string) =>
      (await swedbankReversals.get(path)).map((reversal, index) => ({
        transaction: {
          id: `${path}/reversals/${reversal.id}`,
          number: 90000000 + index + 1,
          type: 'Reversal',
          state: 'Completed',
          amount: reversal.amount,
          payeeReference: reversal.reference,
          created: reversal.createdAt,
        },
      }));

    /**
     * The amount paid by the payment order, when the bearer token is the token of its location's account;
     * 401 for a token no account has, 404 for another account's or an unknown payment order.
     */
    async function paymentOrderOf(request: FastifyRequest, reply: FastifyReply, path: string): Promise<number | undefined> {
      const token = bearerOf(request);
      if (token === undefined) {
        await problem(reply, 401, 'unauthorized', 'Mangler token');
        return undefined;
      }
      const isToken = (encrypted: string) => {
        const stored = readSecret(encrypted, secretKey);
        return stored !== undefined && sameSecret(token, stored);
      };
      const payments = path.length > 200 ? [] : await findSwedbankPayPayments(db, path);
      const payment = payments.find((row) => isToken(row.accessTokenEncrypted));
      if (payment) return payment.amount;
      if ((await listSwedbankPayTokens(db)).some(isToken)) await problem(reply, 404, 'notfound', 'Fant ikke betalingsordren');
      else await problem(reply, 401, 'unauthorized', 'Ukjent token');
      return undefined;
    }

    app.post('/sandbox/swedbankpay/psp/paymentorders/:id/reversals', async (request, reply) => {
      const id = param(request, 'id');
      const path = `/psp/paymentorders/${id}`;
      const amountPaid = await paymentOrderOf(request, reply, path);
      if (amountPaid === undefined) return reply;
      if ((swedbankFailures.get(path) ?? 0) >= 5)
        return problem(reply, 403, 'forbidden', 'Betalingen er låst etter fem mislykkede reverseringer');
      const transaction = isObject(body(request).transaction) ? (body(request).transaction as Record<string, unknown>) : {};
      const { amount, payeeReference } = transaction;
      const refuse = (title: string) => {
        swedbankFailures.set(path, (swedbankFailures.get(path) ?? 0) + 1);
        return problem(reply, 400, 'inputerror', title);
      };
      if (typeof payeeReference !== 'string' || !/^[A-Za-z0-9]{1,30}$/.test(payeeReference)) return refuse('Ugyldig payeeReference');
      const reversals = await swedbankReversals.get(path);
      if (reversals.some((reversal) => reversal.reference === payeeReference)) return refuse('payeeReference er allerede brukt');
      if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0) return refuse('Ugyldig beløp');
      if (id.includes('FAIL') || refusedAmount(amount)) return refuse('Sandkassen avviser reverseringen');
      const reversed = reversals.reduce((sum, reversal) => sum + reversal.amount, 0);
      if (amount > amountPaid - reversed) return refuse('Beløpet er høyere enn det som kan reverseres');
      reversals.push({ id: randomUUID(), reference: payeeReference, amount, createdAt: new Date().toISOString() });
      await swedbankReversals.set(path, reversals);
      swedbankFailures.set(path, 0);
      await holdAnswer(request, payeeReference);
      if (lostAnswerAmount(amount)) return reply.status(504).send('');
      return {
        paymentOrder: path,
        reversal: { id: `${path}/reversals/${reversals.at(-1)!.id}`, transaction: (await reversalsOf(path)).at(-1)!.transaction },
      };
    });

    app.get('/sandbox/swedbankpay/psp/paymentorders/:id/reversals', async (request, reply) => {
      const path = `/psp/paymentorders/${param(request, 'id')}`;
      if ((await paymentOrderOf(request, reply, path)) === undefined) return reply;
      return { paymentorder: path, reversals: { id: `${path}/reversals`, reversalList: await reversalsOf(path) } };
    });
  };
}
