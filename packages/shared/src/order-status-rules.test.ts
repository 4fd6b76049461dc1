import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from './enums';
import { orderStatusChange, orderStatusRefusal } from './order-status-rules';

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
