import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  generateSigningKeyPair,
  kronerText,
  osloDateTime,
  privateKeyOf,
  signFields,
  signatureText,
  verifyFields,
  type SignedFields,
} from './signature';

const pair = generateSigningKeyPair();
const privateKey = privateKeyOf(pair.privateKeyPem);

const fieldsArbitrary = fc.record({
  previousSignature: fc.oneof(fc.constant('0'), fc.base64String({ minLength: 4, maxLength: 172 })),
  transDate: fc.constantFrom('2026-03-29', '2026-10-25', '2026-11-25'),
  transTime: fc.constantFrom('00:00:00', '02:30:00', '23:59:59'),
  nr: fc.integer({ min: 1, max: 10_000_000 }),
  amountWithVat: fc.integer({ min: -10_000_000, max: 10_000_000 }),
  amountWithoutVat: fc.integer({ min: -10_000_000, max: 10_000_000 }),
});

describe('transaction signatures', () => {
  it('writes the signed text as the technical description gives it', () => {
    const fields: SignedFields = {
      previousSignature: '0',
      transDate: '2026-11-25',
      transTime: '12:05:09',
      nr: 1,
      amountWithVat: 11_550,
      amountWithoutVat: 10_043,
    };
    expect(signatureText(fields)).toBe('0;2026-11-25;12:05:09;1;115.50;100.43');
    expect(kronerText(-5)).toBe('-0.05');
    expect(kronerText(0)).toBe('0.00');
  });

  it('takes the Oslo wall clock, daylight saving included', () => {
    expect(osloDateTime(new Date('2026-11-25T23:30:00Z'))).toEqual({ transDate: '2026-11-26', transTime: '00:30:00' });
    expect(osloDateTime(new Date('2026-07-01T21:59:58Z'))).toEqual({ transDate: '2026-07-01', transTime: '23:59:58' });
  });

  it('verifies what it signed, and nothing that differs in any field', () => {
    fc.assert(
      fc.property(
        fieldsArbitrary,
        fc.constantFrom<keyof SignedFields>('previousSignature', 'transDate', 'transTime', 'nr', 'amountWithVat', 'amountWithoutVat'),
        (fields, changed) => {
          const signature = signFields(privateKey, fields);
          expect(verifyFields(pair.publicKeyPem, fields, signature)).toBe(true);
          const value = fields[changed];
          const altered = { ...fields, [changed]: typeof value === 'number' ? value + 1 : `${value}1` };
          expect(verifyFields(pair.publicKeyPem, altered, signature)).toBe(false);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('does not verify with another key', () => {
    const other = generateSigningKeyPair();
    const fields: SignedFields = {
      previousSignature: '0',
      transDate: '2026-11-25',
      transTime: '12:00:00',
      nr: 7,
      amountWithVat: 100,
      amountWithoutVat: 80,
    };
    expect(verifyFields(other.publicKeyPem, fields, signFields(privateKey, fields))).toBe(false);
  });
});
