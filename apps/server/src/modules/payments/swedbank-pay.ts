import type { RefundSelection } from '@bakrom/shared/refunds';
import { decryptSecret } from '../../lib/secrets';
import { callProvider, isObject, shortReason, type Fetch, type ProviderAnswer } from './http';
import type { LookupOutcome, PaymentProvider, ProviderRefundRequest, RefundOutcome, SwedbankPayAccount } from './types';

/**
 * Swedbank Pay Checkout v3 reversal (/work/shared/reference/external-apis.md):
 * POST {base}/psp/paymentorders/{id}/reversals with the account's long-lived Bearer token,
 * `Content-Type: application/json;version=3.1` and problem+json accepted. Errors are branched on the
 * problem's `type` only. A payment is locked after five failed reversals, so nothing here retries:
 * one call per attempt, and an attempt with an unknown outcome is looked up before anything is sent
 * again (with the same payeeReference, which Swedbank Pay keeps unique per operation).
 *
 * The base URL is the account's, and only when configuration allows it (SWEDBANK_PAY_API_URLS), or
 * the sandbox's when the sandbox is on. The token is decrypted here and nowhere else, never logged.
 */

export interface SwedbankPayOptions {
  fetch: Fetch;
  secretKey: Buffer;
  /** Base URLs an account may use. */
  allowedBaseUrls: readonly string[];
  /** When set, every call goes here whatever the account says (the sandbox). */
  forcedBaseUrl?: string;
  timeoutMs: number;
}

const PAYMENT_ORDER_PATH = /^\/psp\/paymentorders\/[A-Za-z0-9-]{1,100}$/;
const PAYEE_REFERENCE = /^[A-Za-z0-9]{1,30}$/;

export function paymentOrderPath(paymentOrderId: string): string | undefined {
  const path = paymentOrderId.startsWith('/psp/') ? paymentOrderId : `/psp/paymentorders/${paymentOrderId}`;
  return PAYMENT_ORDER_PATH.test(path) ? path : undefined;
}

/** Problem types (last part of `type`) that mean the reversal was refused and nothing happened. */
const REFUSED_TYPES = new Set(['inputerror', 'forbidden', 'notfound', 'unauthorized', 'badrequest', 'conflict', 'paymenttokeninvalid']);
/** Problem types that say nothing certain about the outcome. */
const UNCERTAIN_TYPES = new Set(['systemerror', 'internalservererror', 'servererror', 'gatewaytimeout', 'serviceunavailable']);

function problemType(answer: Extract<ProviderAnswer, { kind: 'answer' }>): string | undefined {
  if (!isObject(answer.json) || typeof answer.json.type !== 'string') return undefined;
  return answer.json.type.split('/').filter(Boolean).at(-1)?.toLowerCase();
}

function problemReason(answer: Extract<ProviderAnswer, { kind: 'answer' }>): string {
  const type = problemType(answer);
  const title = isObject(answer.json) && typeof answer.json.title === 'string' ? answer.json.title : '';
  return shortReason(`Swedbank Pay ${answer.status}${type ? ` ${type}` : ''}${title ? `: ${title}` : ''}`);
}

/** Order items grouped so that every item's amount is exactly quantity × unit price. */
export function swedbankOrderItems(selection: RefundSelection) {
  const groups = new Map<
    string,
    { reference: string; name: string; quantity: number; unitPrice: number; vatRate: number; vatAmount: number }
  >();
  for (const unit of selection.lines) {
    const line = unit.addOnLineId === null ? unit.cartItemId : `${unit.cartItemId}-${unit.addOnLineId}`;
    const key = `${line}:${unit.amount}`;
    const group = groups.get(key);
    if (group) {
      group.quantity += 1;
      group.vatAmount += unit.vatAmount;
    } else {
      groups.set(key, {
        reference: line,
        name: unit.name,
        quantity: 1,
        unitPrice: unit.amount,
        vatRate: unit.vatRate,
        vatAmount: unit.vatAmount,
      });
    }
  }
  const items = [...groups.values()].map((group) => ({
    reference: group.reference.slice(0, 50),
    name: group.name.slice(0, 40) || 'Vare',
    type: 'PRODUCT',
    class: 'Mat',
    quantity: group.quantity,
    quantityUnit: 'stk',
    unitPrice: group.unitPrice,
    vatPercent: Math.round(group.vatRate * 100),
    amount: group.unitPrice * group.quantity,
    vatAmount: group.vatAmount,
  }));
  if (selection.tipsAmount > 0) {
    items.push({
      reference: 'tips',
      name: 'Tips',
      type: 'OTHER',
      class: 'Tips',
      quantity: 1,
      quantityUnit: 'stk',
      unitPrice: selection.tipsAmount,
      vatPercent: 0,
      amount: selection.tipsAmount,
      vatAmount: 0,
    });
  }
  return items;
}

export function createSwedbankPayProvider(options: SwedbankPayOptions): PaymentProvider<SwedbankPayAccount> {
  const { fetch, secretKey, timeoutMs } = options;
  const allowed = options.allowedBaseUrls.map((url) => url.replace(/\/+$/, ''));

  function target(
    account: SwedbankPayAccount,
    paymentId: string,
  ): { ok: true; url: string; token: string } | { ok: false; reason: string } {
    const base = options.forcedBaseUrl ?? account.baseApiUrl.replace(/\/+$/, '');
    if (!options.forcedBaseUrl && !allowed.includes(base))
      return { ok: false, reason: 'Swedbank Pay-kontoen har en API-adresse som ikke er tillatt' };
    const path = paymentOrderPath(paymentId);
    if (!path) return { ok: false, reason: 'Ugyldig betalingsordre-id for Swedbank Pay' };
    try {
      return { ok: true, url: `${base}${path}/reversals`, token: decryptSecret(account.accessTokenEncrypted, secretKey) };
    } catch {
      return { ok: false, reason: 'Swedbank Pay-tokenet kan ikke leses' };
    }
  }

  const headers = (token: string) => ({
    authorization: `Bearer ${token}`,
    accept: 'application/problem+json; q=1.0, application/json; q=0.9',
  });

  return {
    async refund(account, request: ProviderRefundRequest): Promise<RefundOutcome> {
      if (!PAYEE_REFERENCE.test(request.operationReference)) return { status: 'FAILED', reason: 'Ugyldig payeeReference' };
      const call = target(account, request.paymentId);
      if (!call.ok) return { status: 'FAILED', reason: call.reason };
      const { selection } = request;
      const answer = await callProvider(
        fetch,
        call.url,
        {
          method: 'POST',
          headers: { ...headers(call.token), 'content-type': 'application/json;version=3.1' },
          body: JSON.stringify({
            transaction: {
              amount: selection.amount,
              vatAmount: selection.vatAmount,
              description: request.description,
              payeeReference: request.operationReference,
              orderItems: swedbankOrderItems(selection),
            },
          }),
        },
        timeoutMs,
      );
      if (answer.kind === 'not-sent') return { status: 'FAILED', reason: `Swedbank Pay: ${answer.reason}` };
      if (answer.kind === 'no-answer') return { status: 'UNKNOWN', reason: `Swedbank Pay: ${answer.reason}` };
      if (answer.status === 200 || answer.status === 201) {
        const reversal = isObject(answer.json) && isObject(answer.json.reversal) ? answer.json.reversal : undefined;
        const transaction = reversal && isObject(reversal.transaction) ? reversal.transaction : undefined;
        const reference = transaction?.number ?? transaction?.id ?? reversal?.id ?? request.operationReference;
        return { status: 'SUCCEEDED', providerReference: String(reference) };
      }
      const type = problemType(answer);
      if (type !== undefined && REFUSED_TYPES.has(type)) return { status: 'FAILED', reason: problemReason(answer) };
      if (type !== undefined && UNCERTAIN_TYPES.has(type)) return { status: 'UNKNOWN', reason: problemReason(answer) };
      return answer.status >= 500 || answer.status < 400
        ? { status: 'UNKNOWN', reason: problemReason(answer) }
        : { status: 'FAILED', reason: problemReason(answer) };
    },

    /** The payment order's reversals: ours is the one with our payeeReference. */
    async lookup(account, request: ProviderRefundRequest): Promise<LookupOutcome> {
      const call = target(account, request.paymentId);
      if (!call.ok) return { status: 'UNKNOWN', reason: call.reason };
      const answer = await callProvider(fetch, call.url, { method: 'GET', headers: headers(call.token) }, timeoutMs);
      if (answer.kind !== 'answer') return { status: 'UNKNOWN', reason: `Swedbank Pay: ${answer.reason}` };
      if (answer.status === 404 && problemType(answer) === 'notfound') return { status: 'NOT_FOUND' };
      if (answer.status !== 200 || !isObject(answer.json)) return { status: 'UNKNOWN', reason: problemReason(answer) };
      const reversals = isObject(answer.json.reversals) ? answer.json.reversals.reversalList : undefined;
      const list = Array.isArray(reversals) ? reversals : [];
      const ours = list
        .map((entry) => (isObject(entry) && isObject(entry.transaction) ? entry.transaction : undefined))
        .filter((transaction) => transaction?.payeeReference === request.operationReference);
      const completed = ours.find((transaction) => transaction?.state === 'Completed');
      if (completed)
        return { status: 'SUCCEEDED', providerReference: String(completed.number ?? completed.id ?? request.operationReference) };
      if (ours.length > 0 && ours.every((transaction) => transaction?.state === 'Failed')) {
        return { status: 'FAILED', reason: 'Swedbank Pay avviste reverseringen' };
      }
      if (ours.length > 0) return { status: 'UNKNOWN', reason: 'Swedbank Pay behandler reverseringen' };
      return { status: 'NOT_FOUND' };
    },
  };
}
