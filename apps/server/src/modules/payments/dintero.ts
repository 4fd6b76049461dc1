import { dinteroRefundItems } from '@bakrom/shared/refunds';
import { decryptSecret } from '../../lib/secrets';
import type { ServerCache } from '../system/cache';
import { callProvider, isObject, shortReason, type Fetch, type ProviderAnswer } from './http';
import type { DinteroAccount, LookupOutcome, PaymentProvider, ProviderRefundRequest, RefundOutcome } from './types';

/**
 * Dintero Checkout (/work/shared/reference/external-apis.md): an access token from
 * POST {api}/v1/accounts/{aid}/auth/token with Basic client_id:client_secret, kept in the server
 * cache (encrypted, listed on the super-admin cache page) until a minute before it expires; the refund
 * POST {checkout}/v1/transactions/{id}/refund with Bearer. A 401 drops the cached token, fetches a new
 * one and tries once more. The client secret is decrypted here and nowhere else, and never logged.
 */

export interface DinteroOptions {
  fetch: Fetch;
  cache: ServerCache;
  secretKey: Buffer;
  apiUrl: string;
  checkoutUrl: string;
  timeoutMs: number;
}

export const DINTERO_TOKEN_KIND = 'DINTERO_ACCESS_TOKEN';

export const dinteroTokenKey = (account: Pick<DinteroAccount, 'merchantId' | 'accountId'>) =>
  `dintero:token:${account.merchantId}:${account.accountId}`;

/** Seconds a token is kept: until a minute before it expires (half its life when that is short). */
export function tokenCacheSeconds(expiresIn: number): number {
  if (!Number.isFinite(expiresIn) || expiresIn <= 1) return 0;
  return expiresIn > 120 ? Math.floor(expiresIn - 60) : Math.floor(expiresIn / 2);
}

type TokenResult = { ok: true; token: string } | { ok: false; reason: string };

function dinteroError(answer: Extract<ProviderAnswer, { kind: 'answer' }>): string {
  const error = isObject(answer.json) && isObject(answer.json.error) ? answer.json.error : undefined;
  const code = typeof error?.code === 'string' ? error.code : '';
  const message = typeof error?.message === 'string' ? error.message : '';
  return shortReason(`Dintero ${answer.status}${code ? ` ${code}` : ''}${message ? `: ${message}` : ''}`);
}

const ACCOUNT_ID = /^[TP]\d{8}$/;

export function createDinteroProvider(options: DinteroOptions): PaymentProvider<DinteroAccount> {
  const { fetch, cache, secretKey, apiUrl, checkoutUrl, timeoutMs } = options;

  async function token(account: DinteroAccount, fresh: boolean): Promise<TokenResult> {
    const key = dinteroTokenKey(account);
    if (!fresh) {
      const cached = await cache.get(key).catch(() => undefined);
      if (cached) return { ok: true, token: cached };
    } else {
      await cache.delete(key);
    }
    const audience = `${apiUrl}/v1/accounts/${account.accountId}`;
    let basic: string;
    try {
      basic = Buffer.from(`${account.clientId}:${decryptSecret(account.clientSecretEncrypted, secretKey)}`).toString('base64');
    } catch {
      return { ok: false, reason: 'Dintero-token: klienthemmeligheten kan ikke leses' };
    }
    const answer = await callProvider(
      fetch,
      `${audience}/auth/token`,
      {
        method: 'POST',
        headers: { authorization: `Basic ${basic}`, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ grant_type: 'client_credentials', audience }),
      },
      timeoutMs,
    );
    if (answer.kind !== 'answer') return { ok: false, reason: `Dintero-token: ${answer.reason}` };
    if (answer.status !== 200 || !isObject(answer.json)) return { ok: false, reason: `Dintero-token: ${dinteroError(answer)}` };
    const accessToken = answer.json.access_token;
    const expiresIn = Number(answer.json.expires_in);
    if (typeof accessToken !== 'string' || !accessToken) return { ok: false, reason: 'Dintero-token: svaret mangler access_token' };
    const ttlSeconds = tokenCacheSeconds(expiresIn);
    if (ttlSeconds > 0) {
      await cache.set({ key, kind: DINTERO_TOKEN_KIND, merchantId: account.merchantId, value: accessToken, ttlSeconds });
    }
    return { ok: true, token: accessToken };
  }

  /** A call with Bearer; a 401 gets one new token and one more try (the first one was refused, so nothing happened). */
  async function withToken(account: DinteroAccount, call: (token: string) => Promise<ProviderAnswer>): Promise<ProviderAnswer> {
    let current = await token(account, false);
    if (!current.ok) return { kind: 'not-sent', reason: current.reason };
    const first = await call(current.token);
    if (first.kind !== 'answer' || first.status !== 401) return first;
    current = await token(account, true);
    if (!current.ok) return { kind: 'not-sent', reason: current.reason };
    return call(current.token);
  }

  const transactionUrl = (id: string) => `${checkoutUrl}/v1/transactions/${encodeURIComponent(id)}`;
  const bearer = (value: string) => ({ authorization: `Bearer ${value}`, accept: 'application/json' });

  function refundEvents(transaction: unknown): Record<string, unknown>[] {
    if (!isObject(transaction) || !Array.isArray(transaction.events)) return [];
    return transaction.events.filter((event): event is Record<string, unknown> => isObject(event) && event.event === 'REFUND');
  }

  const eventReference = (event: Record<string, unknown>, fallback: string) =>
    String(event.id ?? event.request_id ?? event.correlation_request_id ?? fallback);

  return {
    async refund(account, request: ProviderRefundRequest): Promise<RefundOutcome> {
      if (!ACCOUNT_ID.test(account.accountId)) return { status: 'FAILED', reason: 'Dintero-kontoen har en ugyldig konto-id' };
      const { selection } = request;
      const body = JSON.stringify({
        amount: selection.amount,
        reason: request.description,
        refund_reference: request.operationReference,
        items: dinteroRefundItems(selection),
      });
      const answer = await withToken(account, (accessToken) =>
        callProvider(
          fetch,
          `${transactionUrl(request.paymentId)}/refund`,
          { method: 'POST', headers: { ...bearer(accessToken), 'content-type': 'application/json' }, body },
          timeoutMs,
        ),
      );
      if (answer.kind === 'not-sent') return { status: 'FAILED', reason: answer.reason };
      if (answer.kind === 'no-answer') return { status: 'UNKNOWN', reason: `Dintero: ${answer.reason}` };
      if (answer.status === 200 || answer.status === 201) {
        const events = refundEvents(answer.json);
        const ours = events.filter((event) => event.refund_reference === request.operationReference);
        const event = ours.at(-1) ?? events.at(-1);
        const transactionId = isObject(answer.json) && typeof answer.json.id === 'string' ? answer.json.id : request.paymentId;
        const fallback = answer.headers.get('request-id') ?? transactionId;
        return { status: 'SUCCEEDED', providerReference: event ? eventReference(event, fallback) : fallback };
      }
      // Accepted for processing later: the refund is not confirmed yet; the next attempt asks Dintero.
      if (answer.status === 202) return { status: 'UNKNOWN', reason: 'Dintero 202: refusjonen behandles' };
      if (answer.status >= 500) return { status: 'UNKNOWN', reason: dinteroError(answer) };
      return { status: 'FAILED', reason: dinteroError(answer) };
    },

    /**
     * Whether the transaction holds our refund: a REFUND event with our refund_reference, or (as an
     * order has at most one live refund and a card order one payment) any successful REFUND event
     * that names no reference. NOT_FOUND only when the transaction shows no such refund.
     */
    async lookup(account, request: ProviderRefundRequest): Promise<LookupOutcome> {
      if (!ACCOUNT_ID.test(account.accountId)) return { status: 'UNKNOWN', reason: 'Dintero-kontoen har en ugyldig konto-id' };
      const answer = await withToken(account, (accessToken) =>
        callProvider(fetch, transactionUrl(request.paymentId), { method: 'GET', headers: bearer(accessToken) }, timeoutMs),
      );
      if (answer.kind !== 'answer') return { status: 'UNKNOWN', reason: `Dintero: ${answer.reason}` };
      if (answer.status === 404) return { status: 'NOT_FOUND' };
      if (answer.status !== 200) return { status: 'UNKNOWN', reason: dinteroError(answer) };
      const events = refundEvents(answer.json);
      const ours = events.filter((event) => event.refund_reference === request.operationReference);
      const succeeded = ours.find((event) => event.success !== false);
      if (succeeded) return { status: 'SUCCEEDED', providerReference: eventReference(succeeded, request.paymentId) };
      if (ours.length > 0) return { status: 'FAILED', reason: 'Dintero avviste refusjonen' };
      const unnamed = events.find((event) => event.refund_reference === undefined && event.success !== false);
      if (unnamed) return { status: 'SUCCEEDED', providerReference: eventReference(unnamed, request.paymentId) };
      return { status: 'NOT_FOUND' };
    },
  };
}
