import type { UserRole } from './enums';

/**
 * Employees (spec part 2 §2.7, §5 employee rules, §6): pure rules the server enforces and the form
 * applies as the user types.
 */

/** The pincode an employee types at the till: exactly this many digits, unique within the merchant. */
export const PINCODE_LENGTH = 4;
export const PINCODE_PATTERN = /^[0-9]{4}$/;

export const STAFF_PASSWORD_MIN = 8;
export const STAFF_PASSWORD_MAX = 200;

export function isPincode(value: string): boolean {
  return PINCODE_PATTERN.test(value);
}

/** The pincode input keeps at most four characters, as the till does. */
export function cutPincode(value: string): string {
  return value.slice(0, PINCODE_LENGTH);
}

/** The loose e-mail pattern of the employee form: something, @, something, a dot, something; no spaces. */
export function isLooseEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

/** The roles an employee can be given here: Admin only by a super admin, a super admin never. */
export type EmployeeRole = Extract<UserRole, 'MANAGER' | 'ADMIN'>;
export const EMPLOYEE_ROLES = ['MANAGER', 'ADMIN'] as const satisfies readonly EmployeeRole[];

/**
 * Who sees what the staff register keeps from a MANAGER: hourly and labour costs, and whole national identity
 * numbers (in answers, printouts and files). An ADMIN and a super admin; the one rule of the staff, staff
 * register and overview modules.
 */
export function seesStaffPrivateData(role: UserRole): boolean {
  return role === 'ADMIN' || role === 'SUPER_ADMIN';
}

export function rolesOfferedTo(actor: UserRole): EmployeeRole[] {
  return actor === 'SUPER_ADMIN' ? ['MANAGER', 'ADMIN'] : ['MANAGER'];
}

/**
 * Whether `actor` may write an employee whose role goes from `before` (undefined: a new employee) to
 * `after` (undefined: deleted). A super admin may do anything here. Otherwise the ADMIN role is never
 * given, changed or removed (creating, promoting, demoting or deleting an ADMIN), and a MANAGER does
 * not touch an ADMIN at all (a MANAGER setting an ADMIN's password would become that ADMIN).
 */
export function mayWriteEmployee(actor: UserRole, before: UserRole | undefined, after: UserRole | undefined): boolean {
  if (actor === 'SUPER_ADMIN') return after !== 'SUPER_ADMIN' && before !== 'SUPER_ADMIN';
  if (before === 'SUPER_ADMIN' || after === 'SUPER_ADMIN') return false;
  const touchesAdmin = before === 'ADMIN' || after === 'ADMIN';
  if (touchesAdmin && before !== after) return false;
  if (touchesAdmin && actor !== 'ADMIN') return false;
  return true;
}

/**
 * Whether `actor` may set the password of someone else whose role is `target`: only from a role above it
 * (a super admin for an ADMIN or a MANAGER, an ADMIN for a MANAGER), never a peer's, since whoever sets a
 * password can log in as its user. One's own password is changed on /profile with the current one.
 */
export function maySetPasswordOf(actor: UserRole, target: UserRole): boolean {
  if (actor === 'SUPER_ADMIN') return target !== 'SUPER_ADMIN';
  return actor === 'ADMIN' && target === 'MANAGER';
}

/** What the form needs to enable 'Lagre' (spec part 2 §5): every field filled, the rules held, the pincode free. */
export interface EmployeeFormState {
  firstname: string;
  lastname: string;
  userRole: string;
  username: string;
  password: string;
  repeatPassword: string;
  pincode: string;
  email: string;
  phone: string;
}

export function passwordsDiffer(state: Pick<EmployeeFormState, 'password' | 'repeatPassword'>): boolean {
  return state.password !== state.repeatPassword;
}

/**
 * Whether the employee form may be saved. On edit a blank password keeps the old one; a password that
 * is typed must be long enough and repeated.
 */
export function employeeFormComplete(state: EmployeeFormState, options: { editing: boolean; pincodeTaken: boolean }): boolean {
  const filled = [state.firstname, state.lastname, state.userRole, state.username, state.email, state.phone].every(
    (value) => value.trim().length > 0,
  );
  const passwordOk =
    options.editing && state.password === '' && state.repeatPassword === ''
      ? true
      : state.password.length >= STAFF_PASSWORD_MIN && !passwordsDiffer(state);
  return filled && passwordOk && isPincode(state.pincode) && !options.pincodeTaken && isLooseEmail(state.email.trim());
}
