/**
 * One HTTP call to a payment provider, classified for exactly-once refunds:
 * - `answer`: the provider answered (any status), with the body read in full;
 * - `not-sent`: the connection was never made (refused, unknown host, bad certificate), so the
 *   provider cannot have acted on it;
 * - `no-answer`: the request may have reached the provider but no complete answer came back
 *   (timeout, dropped connection): its effect is unknown.
 * Nothing here logs; headers (tokens) and bodies stay with the caller.
 */

export type Fetch = (url: string, init: RequestInit) => Promise<Response>;

export type ProviderAnswer =
  | { kind: 'answer'; status: number; headers: Headers; json: unknown; text: string }
  | { kind: 'not-sent'; reason: string }
  | { kind: 'no-answer'; reason: string };

const NOT_SENT_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EADDRNOTAVAIL',
  'ERR_INVALID_URL',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_INVALID_ARG',
  'CERT_HAS_EXPIRED',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'ERR_TLS_CERT_ALTNAME_INVALID',
]);

function errorCodes(error: unknown, depth = 0): string[] {
  if (!error || typeof error !== 'object' || depth > 4) return [];
  const { code, cause, errors } = error as { code?: unknown; cause?: unknown; errors?: unknown };
  return [
    ...(typeof code === 'string' ? [code] : []),
    ...errorCodes(cause, depth + 1),
    ...(Array.isArray(errors) ? errors.flatMap((inner) => errorCodes(inner, depth + 1)) : []),
  ];
}

export function classifyFailure(error: unknown): { kind: 'not-sent' | 'no-answer'; reason: string } {
  const name = error instanceof Error ? error.name : '';
  if (name === 'TimeoutError' || name === 'AbortError') return { kind: 'no-answer', reason: 'tidsavbrudd' };
  const codes = errorCodes(error);
  if (codes.length > 0 && codes.every((code) => NOT_SENT_CODES.has(code))) return { kind: 'not-sent', reason: codes[0]! };
  return { kind: 'no-answer', reason: codes[0] ?? 'forbindelsen ble brutt' };
}

export async function callProvider(fetch: Fetch, url: string, init: RequestInit, timeoutMs: number): Promise<ProviderAnswer> {
  try {
    const response = await fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
    const text = await response.text();
    let json: unknown = undefined;
    if (text) {
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
    }
    return { kind: 'answer', status: response.status, headers: response.headers, json, text };
  } catch (error) {
    return classifyFailure(error);
  }
}

/** A provider's text for our records: one line, at most 300 characters. */
export function shortReason(value: string): string {
  const line = value.replace(/\s+/g, ' ').trim();
  return line.length > 300 ? `${line.slice(0, 297)}...` : line;
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The longest one refund attempt can talk to a provider, in seconds: a Dintero call makes up to four
 * requests (a token, the call, and after a 401 a fresh token and the call again), each ended by the
 * time limit `timeoutMs`, plus 5 s for the database around them. An attempt still marked as calling
 * after this is no longer running anywhere: its process is gone.
 */
export function refundAttemptLimitSeconds(timeoutMs: number): number {
  return Math.ceil((4 * timeoutMs) / 1000) + 5;
}
