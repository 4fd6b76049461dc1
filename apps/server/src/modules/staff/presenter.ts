import { maskNationalId } from '@bakrom/shared/national-identity-number';
import type { Employee } from '@bakrom/shared/schemas/staff';
import type { users } from '../../db/schema/index';

export interface EmployeeView {
  /** The user's national identity number decrypted, or null. */
  nationalId: string | null;
  /** Whether the reader sees the hourly cost (ADMIN and super admin). */
  showCost: boolean;
}

/** An employee as the screens read it: never the password hash; the identity number masked. */
export function presentEmployee(row: typeof users.$inferSelect, view: EmployeeView): Employee {
  return {
    userId: row.id,
    type: 'user',
    merchant: row.merchantId ?? '',
    firstname: row.firstname,
    lastname: row.lastname,
    userRole: row.userRole as Employee['userRole'],
    username: row.username,
    pincode: row.pincode ?? '',
    email: row.email,
    phone: row.phone,
    status: row.status as Employee['status'],
    identityKind: row.identityKind as Employee['identityKind'],
    nationalIdMasked: view.nationalId ? maskNationalId(view.nationalId) : '',
    identityCode: row.identityCode ?? '',
    hourlyCost: view.showCost ? row.hourlyCost : null,
    updatedDateTime: new Date(row.updatedAt).toISOString(),
  };
}
