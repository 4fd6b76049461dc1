import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { auditChanges, maskSecret } from './audit-changes';

describe('auditChanges', () => {
  it('lists only the fields that changed', () => {
    expect(auditChanges({ a: 1, b: 'x' }, { a: 1, b: 'y' })).toEqual([{ field: 'b', from: 'x', to: 'y' }]);
  });

  it('treats a missing earlier record as every field new', () => {
    expect(auditChanges(null, { a: 1 })).toEqual([{ field: 'a', from: null, to: 1 }]);
  });

  it('never carries a secret, only its last four characters', () => {
    const [change] = auditChanges({ token: 'old-secret-1234' }, { token: 'new-secret-5678' }, ['token']);
    expect(change).toEqual({ field: 'token', from: '••••1234', to: '••••5678' });
  });

  it('never lets more than the last four characters of a secret through', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), (before, after) => {
        fc.pre(before !== after);
        const [change] = auditChanges({ s: before }, { s: after }, ['s']);
        for (const [secret, shown] of [
          [before, change?.from],
          [after, change?.to],
        ] as const) {
          const visible = String(shown).replace(/^••••/, '');
          expect(visible.length).toBeLessThanOrEqual(4);
          expect(secret.endsWith(visible)).toBe(true);
          if (secret.length <= 4) expect(visible).toBe('');
        }
      }),
    );
  });

  it('masks short secrets completely', () => {
    expect(maskSecret('abc')).toBe('••••');
    expect(maskSecret('')).toBeNull();
  });
});
