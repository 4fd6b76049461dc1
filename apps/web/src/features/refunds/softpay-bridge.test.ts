// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasNativeBridge, messageType, openCashDrawerThroughApp, requestSoftpayRefund } from './softpay-bridge';

describe('Softpay bridge', () => {
  afterEach(() => {
    delete window.ReactNativeWebView;
    delete window.Android;
    vi.useRealTimers();
  });

  it('reads the type of an answer sent as text, JSON text or an object', () => {
    expect(messageType('REFUND_SUCCESS')).toBe('REFUND_SUCCESS');
    expect(messageType(' {"type":"REFUND_FAILED","reason":"declined"} ')).toBe('REFUND_FAILED');
    expect(messageType({ type: 'REFUND_SUCCESS' })).toBe('REFUND_SUCCESS');
    expect(messageType('{broken')).toBeNull();
    expect(messageType(42)).toBeNull();
  });

  it('answers NO_BRIDGE outside the app and posts nothing', async () => {
    expect(hasNativeBridge()).toBe(false);
    expect(openCashDrawerThroughApp('o1')).toBe(false);
    await expect(requestSoftpayRefund({ orderId: 'o1', amount: 100, transactionId: 't' })).resolves.toEqual({
      ok: false,
      reason: 'NO_BRIDGE',
    });
  });

  it('uses the Android interface, hears the answer on the document, and gives up after the time limit', async () => {
    const sent: string[] = [];
    window.Android = { postMessage: (message) => sent.push(message) };
    const answer = requestSoftpayRefund({ orderId: 'o1', amount: 12350, transactionId: 't1' });
    document.dispatchEvent(new MessageEvent('message', { data: 'SOMETHING_ELSE' }));
    document.dispatchEvent(new MessageEvent('message', { data: 'REFUND_SUCCESS' }));
    await expect(answer).resolves.toEqual({ ok: true });
    expect(JSON.parse(sent[0]!)).toEqual({ type: 'REFUND', orderId: 'o1', amount: 12350, transactionId: 't1' });

    vi.useFakeTimers();
    const late = requestSoftpayRefund({ orderId: 'o1', amount: 1, transactionId: 't1' }, 1000);
    vi.advanceTimersByTime(1000);
    await expect(late).resolves.toEqual({ ok: false, reason: 'TIMEOUT' });
  });
});
