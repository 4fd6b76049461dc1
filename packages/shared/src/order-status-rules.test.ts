import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from './enums';
import {
  CANCELLATION_REFUSALS,
  cancellationRefusal,
  largestPaymentType,
  orderStatusChange,
  orderStatusRefusal,
  type CancellableSale,
} from './order-status-rules';

const status = fc.constantFrom(...ORDER_STATUSES);
const RANK: Record<OrderStatus, number> = { ORDERED: 0, CONFIRMED: 1, COMPLETED: 2, CANCELLED: 2 };

describe('order status changes', () => {
  it.each([
    ['ORDERED', 'CONFIRMED', 'change'],
    ['ORDERED', 'COMPLETED', 'change'],
    ['ORDERED', 'CANCELLED', 'change'],
    ['CONFIRMED', 'COMPLETED', 'change'],
    ['CONFIRMED', 'CANCELLED', 'change'],
    ['CONFIRMED', 'ORDERED', 'refused'],
    ['COMPLETED', 'CANCELLED', 'refused'],
    ['COMPLETED', 'CONFIRMED', 'refused'],
    ['CANCELLED', 'COMPLETED', 'refused'],
    ['CANCELLED', 'CONFIRMED', 'refused'],
    ['CONFIRMED', 'CONFIRMED', 'unchanged'],
    ['COMPLETED', 'COMPLETED', 'unchanged'],
  ] as const)('%s → %s: %s', (from, to, outcome) => {
    expect(orderStatusChange(from, to)).toBe(outcome);
  });

  it('only ever moves forward, and never out of COMPLETED or CANCELLED', () => {
    fc.assert(
      fc.property(status, status, (from, to) => {
        const outcome = orderStatusChange(from, to);
        if (outcome === 'change') {
          expect(RANK[to]).toBeGreaterThan(RANK[from]);
          expect(['COMPLETED', 'CANCELLED']).not.toContain(from);
        }
        expect(outcome === 'unchanged').toBe(from === to);
      }),
    );
  });

  it('reaches a final status from any open one in at most two steps, along changes only', () => {
    fc.assert(
      fc.property(fc.array(status, { maxLength: 6 }), (asked) => {
        let current: OrderStatus = 'ORDERED';
        let changes = 0;
        for (const to of asked) {
          if (orderStatusChange(current, to) === 'change') {
            current = to;
            changes += 1;
          }
        }
        expect(changes).toBeLessThanOrEqual(2);
      }),
    );
  });

  it('explains a refusal in Norwegian', () => {
    expect(orderStatusRefusal('COMPLETED', 'CANCELLED')).toBe('Ordren er allerede fullført og kan ikke endres til kansellert.');
    expect(orderStatusRefusal('CONFIRMED', 'ORDERED')).toContain('tilbake til bestilt');
  });
});

describe('cancelling a signed sale', () => {
  const sale: CancellableSale = {
    totalAmount: 39_800,
    tipsAmount: 0,
    usedPoints: 0,
    refundedTotalAmount: 0,
    refundedTipsAmount: 0,
    refundedUnits: 0,
    liveRefund: null,
    payments: [{ onlinePaymentProvider: 'NOT_ANY' }],
  };

  it('returns a paid sale the terminal can reverse: card or cash at the terminal, Softpay, split', () => {
    expect(cancellationRefusal(sale)).toBeNull();
    expect(
      cancellationRefusal({ ...sale, payments: [{ onlinePaymentProvider: 'SOFTPAY' }, { onlinePaymentProvider: 'NOT_ANY' }] }),
    ).toBeNull();
    expect(cancellationRefusal({ ...sale, totalAmount: 0, tipsAmount: 1_000 })).toBeNull();
  });

  it.each([
    [{ liveRefund: 'PENDING' }, 'CANCELLATION_REFUND_IN_PROGRESS'],
    [{ liveRefund: 'SUCCEEDED' }, 'CANCELLATION_ALREADY_REFUNDED'],
    [{ refundedTotalAmount: 100 }, 'CANCELLATION_ALREADY_REFUNDED'],
    [{ refundedTipsAmount: 100 }, 'CANCELLATION_ALREADY_REFUNDED'],
    [{ refundedUnits: 1 }, 'CANCELLATION_ALREADY_REFUNDED'],
    [{ usedPoints: 10 }, 'CANCELLATION_POINTS_USED'],
    [{ payments: [{ onlinePaymentProvider: 'DINTERO' }] }, 'CANCELLATION_ONLINE_PAYMENT'],
    [{ payments: [{ onlinePaymentProvider: 'NOT_ANY' }, { onlinePaymentProvider: 'SWEDBANK_PAY' }] }, 'CANCELLATION_ONLINE_PAYMENT'],
    [{ totalAmount: 0, payments: [] }, 'CANCELLATION_NOTHING_TO_RETURN'],
    [{ liveRefund: 'PENDING', usedPoints: 10 }, 'CANCELLATION_REFUND_IN_PROGRESS'],
  ] as const)('refuses %o: %s', (change, code) => {
    expect(cancellationRefusal({ ...sale, ...change })).toBe(code);
    expect(CANCELLATION_REFUSALS[code]).toMatch(/kansell/);
  });

  it('records the return under the largest payment’s type, the first of equals', () => {
    expect(largestPaymentType([])).toBeUndefined();
    expect(
      largestPaymentType([
        { paymentType: 'CASH', amount: 100 },
        { paymentType: 'CARD', amount: 300 },
        { paymentType: 'VIPPS', amount: 300 },
      ]),
    ).toBe('CARD');
  });
});
