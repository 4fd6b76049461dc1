import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { USER_ROLES } from './enums';
import { createUserBody, editUserBody } from './schemas/staff';
import {
  cutPincode,
  employeeFormComplete,
  isLooseEmail,
  isPincode,
  mayWriteEmployee,
  maySetPasswordOf,
  rolesOfferedTo,
  seesStaffPrivateData,
} from './staff-rules';

const role = fc.constantFrom(...USER_ROLES);
const maybeRole = fc.option(role, { nil: undefined });

describe('pincode', () => {
  it('is exactly four digits, and the input keeps at most four characters', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(isPincode(value)).toBe(/^[0-9]{4}$/.test(value));
        expect(cutPincode(value).length).toBeLessThanOrEqual(4);
        expect(value.startsWith(cutPincode(value))).toBe(true);
      }),
    );
    expect(isPincode('0042')).toBe(true);
    expect(isPincode('٠١٢٣')).toBe(false);
  });
});

describe('e-mail', () => {
  it('is loose: something@something.something without spaces', () => {
    expect(isLooseEmail('kari@example.no')).toBe(true);
    for (const bad of ['kari', 'kari@example', '@example.no', 'kari @example.no', 'kari@@example.no'])
      expect(isLooseEmail(bad)).toBe(false);
  });
});

describe('who may write an employee', () => {
  it('never lets anyone but a super admin give, change or remove the ADMIN role', () => {
    fc.assert(
      fc.property(role, maybeRole, maybeRole, (actor, before, after) => {
        const allowed = mayWriteEmployee(actor, before, after);
        if (before === 'SUPER_ADMIN' || after === 'SUPER_ADMIN') expect(allowed).toBe(false);
        if (actor !== 'SUPER_ADMIN' && before !== after && (before === 'ADMIN' || after === 'ADMIN')) expect(allowed).toBe(false);
        if (actor === 'MANAGER' && (before === 'ADMIN' || after === 'ADMIN')) expect(allowed).toBe(false);
        if (actor === 'SUPER_ADMIN' && before !== 'SUPER_ADMIN' && after !== 'SUPER_ADMIN') expect(allowed).toBe(true);
      }),
    );
    expect(mayWriteEmployee('MANAGER', undefined, 'MANAGER')).toBe(true);
    expect(mayWriteEmployee('ADMIN', 'ADMIN', 'ADMIN')).toBe(true);
  });

  it('lets someone else set a password only from a role above its user’s, never a peer’s', () => {
    const rank = { MANAGER: 1, ADMIN: 2, SUPER_ADMIN: 3 } as const;
    fc.assert(
      fc.property(role, role, (actor, target) => {
        expect(maySetPasswordOf(actor, target)).toBe(rank[actor] > rank[target]);
      }),
    );
    expect(maySetPasswordOf('ADMIN', 'ADMIN')).toBe(false);
    expect(maySetPasswordOf('SUPER_ADMIN', 'ADMIN')).toBe(true);
  });

  it('offers Admin only to a super admin', () => {
    expect(rolesOfferedTo('SUPER_ADMIN')).toEqual(['MANAGER', 'ADMIN']);
    expect(rolesOfferedTo('ADMIN')).toEqual(['MANAGER']);
    expect(rolesOfferedTo('MANAGER')).toEqual(['MANAGER']);
  });
});

const complete = {
  firstname: 'Ola',
  lastname: 'Nordmann',
  userRole: 'MANAGER',
  username: 'ola',
  password: 'hemmelig-123',
  repeatPassword: 'hemmelig-123',
  pincode: '1234',
  email: 'ola@example.no',
  phone: '91234567',
};

describe('the employee form', () => {
  it('may be saved only when every rule holds, and then the server’s schema accepts it', () => {
    expect(employeeFormComplete(complete, { editing: false, pincodeTaken: false })).toBe(true);
    expect(employeeFormComplete(complete, { editing: false, pincodeTaken: true })).toBe(false);
    expect(employeeFormComplete({ ...complete, repeatPassword: 'annet' }, { editing: false, pincodeTaken: false })).toBe(false);
    expect(employeeFormComplete({ ...complete, pincode: '123' }, { editing: false, pincodeTaken: false })).toBe(false);
    expect(employeeFormComplete({ ...complete, email: 'x' }, { editing: false, pincodeTaken: false })).toBe(false);
    expect(employeeFormComplete({ ...complete, password: '', repeatPassword: '' }, { editing: false, pincodeTaken: false })).toBe(false);
    expect(employeeFormComplete({ ...complete, password: '', repeatPassword: '' }, { editing: true, pincodeTaken: false })).toBe(true);
    const { password, repeatPassword: _repeat, ...user } = complete;
    expect(createUserBody.safeParse({ user: { ...user, userPassword: password } }).success).toBe(true);
    expect(editUserBody.safeParse({ user: { ...user, userPassword: '', userId: '7a1e4a39-6d55-4d8b-9a55-7b9c7d0f8e21' } }).success).toBe(
      true,
    );
  });

  it('agrees with the schema on any text in the fields', () => {
    fc.assert(
      fc.property(fc.record({ firstname: fc.string(), pincode: fc.string({ maxLength: 5 }), email: fc.string() }), (change) => {
        const state = { ...complete, ...change };
        const { password, repeatPassword: _repeat, ...user } = state;
        const accepted = createUserBody.safeParse({ user: { ...user, userPassword: password } }).success;
        if (employeeFormComplete(state, { editing: false, pincodeTaken: false })) expect(accepted).toBe(true);
      }),
    );
  });
});

describe('who sees the staff register’s private data (costs, whole identity numbers)', () => {
  it('is an ADMIN or a super admin, never a MANAGER', () => {
    expect(seesStaffPrivateData('ADMIN')).toBe(true);
    expect(seesStaffPrivateData('SUPER_ADMIN')).toBe(true);
    expect(seesStaffPrivateData('MANAGER')).toBe(false);
  });
});
