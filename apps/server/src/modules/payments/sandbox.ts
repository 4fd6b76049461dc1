import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import type { ServerCache } from '../system/cache';
import type { Fetch } from './http';
import { isObject } from './http';
import { findCapturedAmount } from './sandbox-repository';

/**
 * The built-in payment-provider sandbox: Dintero's token, refund and transaction calls under
 * /sandbox/dintero and Swedbank Pay's reversal calls under /sandbox/swedbankpay, served by this
 * server only when PAYMENT_SANDBOX is on (the embedded demo start), so a demo refund runs end to end
 * with no network and no money. The adapters reach it in-process through `sandboxFetch`.
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

/** A fetch that answers sandbox URLs from the app itself and passes every other URL on. */
export function sandboxFetch(app: FastifyInstance, fallback: Fetch): Fetch {
  return async (url, init) => {
    if (!url.startsWith(`${PAYMENT_SANDBOX_ORIGIN}/`)) return fallback(url, init);
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const injected = app.inject({
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

function bearer(request: FastifyRequest, tokens?: Set<string>): boolean {
  const match = request.headers.authorization?.match(/^Bearer\s+(\S+)$/);
  return !!match && (tokens ? tokens.has(match[1]!) : true);
}

const body = (request: FastifyRequest): Record<string, unknown> => (isObject(request.body) ? request.body : {});
const param = (request: FastifyRequest, name: string): string => String((request.params as Record<string, unknown>)[name] ?? '');

export function paymentSandboxRoutes(db: Db, cache: ServerCache, holdMs = sandboxHoldMs()): FastifyPluginAsyncZod {
  return async (app) => {
    const tokens = new Set<string>();
    const dinteroRefunds = refundStore(cache, 'dintero');
    const swedbankReversals = refundStore(cache, 'swedbankpay');
    const swedbankFailures = new Map<string, number>();

    /** With PAYMENT_SANDBOX_HOLD_MS: the refund is made; its answer waits. */
    async function holdAnswer(request: FastifyRequest, reference: string) {
      if (holdMs <= 0) return;
      request.log.warn({ reference, holdMs }, 'payment sandbox: refund made, its answer is held');
      await hold(holdMs);
    }

    async function captured(column: 'transaction_id' | 'payment_order_id', value: string, provider: 'DINTERO' | 'SWEDBANK_PAY') {
      if (!value || value.length > 200) return undefined;
      return findCapturedAmount(db, column === 'transaction_id' ? { transactionId: value } : { paymentOrderId: value }, provider);
    }

    // ---- Dintero ------------------------------------------------------------------------------

    const dinteroError = (reply: FastifyReply, status: number, code: string, message: string) =>
      reply.status(status).send({ error: { code, message, errors: [] } });

    app.post('/sandbox/dintero/v1/accounts/:aid/auth/token', async (request, reply) => {
      const basic = request.headers.authorization?.match(/^Basic\s+([A-Za-z0-9+/=]+)$/)?.[1];
      const [clientId, ...secret] = basic ? Buffer.from(basic, 'base64').toString('utf8').split(':') : [];
      if (!clientId || secret.join(':') === '') return dinteroError(reply, 401, 'UNAUTHORIZED', 'Mangler klient-id og hemmelighet');
      if (body(request).grant_type !== 'client_credentials')
        return dinteroError(reply, 400, 'INVALID_GRANT', 'grant_type må være client_credentials');
      const token = `sbx_${randomBytes(24).toString('base64url')}`;
      tokens.add(token);
      return { access_token: token, token_type: 'Bearer', expires_in: 3600 };
    });

    async function dinteroTransaction(id: string) {
      const amount = await captured('transaction_id', id, 'DINTERO');
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
      if (!bearer(request, tokens)) return dinteroError(reply, 401, 'UNAUTHORIZED', 'Ugyldig eller utløpt token');
      const id = param(request, 'id');
      const transaction = await dinteroTransaction(id);
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
      return dinteroTransaction(id);
    });

    app.get('/sandbox/dintero/v1/transactions/:id', async (request, reply) => {
      if (!bearer(request, tokens)) return dinteroError(reply, 401, 'UNAUTHORIZED', 'Ugyldig eller utløpt token');
      const transaction = await dinteroTransaction(param(request, 'id'));
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

    app.post('/sandbox/swedbankpay/psp/paymentorders/:id/reversals', async (request, reply) => {
      if (!bearer(request)) return problem(reply, 401, 'unauthorized', 'Mangler token');
      const id = param(request, 'id');
      const path = `/psp/paymentorders/${id}`;
      const amountPaid = await captured('payment_order_id', path, 'SWEDBANK_PAY');
      if (amountPaid === undefined) return problem(reply, 404, 'notfound', 'Fant ikke betalingsordren');
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
      if (!bearer(request)) return problem(reply, 401, 'unauthorized', 'Mangler token');
      const path = `/psp/paymentorders/${param(request, 'id')}`;
      if ((await captured('payment_order_id', path, 'SWEDBANK_PAY')) === undefined)
        return problem(reply, 404, 'notfound', 'Fant ikke betalingsordren');
      return { paymentorder: path, reversals: { id: `${path}/reversals`, reversalList: await reversalsOf(path) } };
    });
  };
}
