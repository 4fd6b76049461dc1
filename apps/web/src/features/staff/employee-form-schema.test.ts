import { describe, expect, it } from 'vitest';
import { editedEmployeeFormSchema, newEmployeeFormSchema } from './employee-form-schema';

const DIFFER = '(Passordene er ikke like)';
const user = {
  type: 'user',
  merchant: 'demo',
  firstname: 'Kari',
  lastname: 'Kokk',
  userRole: 'MANAGER',
  username: 'kari.kokk',
  userPassword: 'kokken-123',
  pincode: '8642',
  email: 'kari@example.no',
  phone: '41234567',
};
const pathsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  (result.error?.issues ?? []).map((issue) => issue.path.join('.')).sort();

describe('employee form schema', () => {
  it('names the differing repeat together with every other field’s error', () => {
    const result = newEmployeeFormSchema(DIFFER).safeParse({
      merchant: 'demo',
      user: { ...user, firstname: '', userRole: undefined, userPassword: 'kort' },
      repeatPassword: 'korte',
    });
    expect(pathsOf(result)).toEqual(['repeatPassword', 'user.firstname', 'user.userPassword', 'user.userRole']);
    expect(result.error?.issues.find((issue) => issue.path[0] === 'repeatPassword')?.message).toBe(DIFFER);
  });

  it('hands on the body without the repeat; on edit a blank password and repeat keep the old one', () => {
    expect(newEmployeeFormSchema(DIFFER).parse({ merchant: 'demo', user, repeatPassword: 'kokken-123' })).toEqual({
      merchant: 'demo',
      user,
    });
    const edited = { ...user, userId: '7a1e4a39-6d55-4d8b-9a55-7b9c7d0f8e21', userPassword: '' };
    expect(editedEmployeeFormSchema(DIFFER).parse({ merchant: 'demo', user: edited, repeatPassword: '' })).toEqual({
      merchant: 'demo',
      user: edited,
    });
    expect(pathsOf(editedEmployeeFormSchema(DIFFER).safeParse({ merchant: 'demo', user: edited, repeatPassword: 'x' }))).toEqual([
      'repeatPassword',
    ]);
  });
});
