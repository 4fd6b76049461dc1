/**
 * The JavaScript bridge of the kiosk and till apps (reference/external-apis.md, Softpay): the page runs
 * in the app's web view and asks the native app to refund on the Softpay terminal, then waits for its
 * answer. React Native's web view offers `window.ReactNativeWebView.postMessage`; the Android app an
 * interface `window.Android.postMessage`. The answer arrives as a 'message' event on the window (iOS)
 * or the document (Android): `REFUND_SUCCESS`, or a failure such as `REFUND_FAILED`, as plain text or
 * as JSON `{ "type": "REFUND_SUCCESS", ... }`.
 *
 * Everything native goes through this module, so that tests can stand in for it.
 */

interface PostMessageTarget {
  postMessage: (message: string) => void;
}

declare global {
  interface Window {
    ReactNativeWebView?: PostMessageTarget;
    Android?: PostMessageTarget;
  }
}

export type BridgeMessage =
  { type: 'REFUND'; orderId: string; amount: number; transactionId: string } | { type: 'OPEN_CASH_DRAWER'; orderId: string };

export type SoftpayOutcome = { ok: true } | { ok: false; reason: 'FAILED' | 'TIMEOUT' | 'NO_BRIDGE' };

/** How long the page waits for the card to be tapped and the app to answer. */
export const SOFTPAY_TIMEOUT_MS = 5 * 60_000;

function target(): PostMessageTarget | null {
  if (typeof window === 'undefined') return null;
  const candidate = window.ReactNativeWebView ?? window.Android;
  return candidate && typeof candidate.postMessage === 'function' ? candidate : null;
}

/** The page runs inside the kiosk or till app. */
export function hasNativeBridge(): boolean {
  return target() !== null;
}

export function postToNativeApp(message: BridgeMessage): boolean {
  const bridge = target();
  if (!bridge) return false;
  bridge.postMessage(JSON.stringify(message));
  return true;
}

/** The type of an answer of the app, whether it came as plain text, JSON text or an object. */
export function messageType(data: unknown): string | null {
  if (typeof data === 'string') {
    const trimmed = data.trim();
    if (trimmed.startsWith('{')) {
      try {
        return messageType(JSON.parse(trimmed) as unknown);
      } catch {
        return null;
      }
    }
    return trimmed || null;
  }
  if (typeof data === 'object' && data !== null && typeof (data as { type?: unknown }).type === 'string') {
    return (data as { type: string }).type;
  }
  return null;
}

const FAILURES = new Set(['REFUND_FAILED', 'REFUND_FAILURE', 'REFUND_ERROR', 'REFUND_CANCELLED', 'REFUND_CANCELED']);

/**
 * Asks the app to refund `amount` øre of the order on the Softpay terminal and resolves with the app's
 * answer (or a timeout). Resolves at once with NO_BRIDGE outside the app.
 */
export function requestSoftpayRefund(
  request: { orderId: string; amount: number; transactionId: string },
  timeoutMs: number = SOFTPAY_TIMEOUT_MS,
): Promise<SoftpayOutcome> {
  if (!hasNativeBridge()) return Promise.resolve({ ok: false, reason: 'NO_BRIDGE' });
  return new Promise((resolve) => {
    const finish = (outcome: SoftpayOutcome) => {
      window.removeEventListener('message', onMessage);
      document.removeEventListener('message', onMessage);
      window.clearTimeout(timer);
      resolve(outcome);
    };
    const onMessage = (event: Event) => {
      const type = messageType((event as MessageEvent).data);
      if (type === 'REFUND_SUCCESS') finish({ ok: true });
      else if (type !== null && FAILURES.has(type)) finish({ ok: false, reason: 'FAILED' });
    };
    const timer = window.setTimeout(() => finish({ ok: false, reason: 'TIMEOUT' }), timeoutMs);
    window.addEventListener('message', onMessage);
    document.addEventListener('message', onMessage);
    postToNativeApp({ type: 'REFUND', ...request });
  });
}

/** Inside the till app the app opens its own cash drawer; answers false outside it. */
export function openCashDrawerThroughApp(orderId: string): boolean {
  return postToNativeApp({ type: 'OPEN_CASH_DRAWER', orderId });
}
