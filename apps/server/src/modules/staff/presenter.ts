import type { Employee } from '@bakrom/shared/schemas/staff';
import type { users } from '../../db/schema/index';

/** An employee as the screens read it: never the password hash. */
export function presentEmployee(row: typeof users.$inferSelect): Employee {
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
    updatedDateTime: new Date(row.updatedAt).toISOString(),
  };
}
