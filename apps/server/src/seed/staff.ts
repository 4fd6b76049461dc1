import { eq } from 'drizzle-orm';
import { users } from '../db/schema/index';
import type { MerchantProfile } from './profile-types';
import type { DbOrTx } from '../db/client';

export const SUPER_ADMIN_USERNAME = 'superadmin';

export interface SeededStaff {
  /** The manager who takes the till's daily settlements. */
  settlingUserId: string | null;
  staffNames: string[];
}

/** The merchant's employees; all share one password hash (hashing is deliberately slow). */
export async function seedStaff(tx: DbOrTx, profile: MerchantProfile, passwordHash: string): Promise<SeededStaff> {
  const rows = await tx
    .insert(users)
    .values(
      profile.employees.map((employee) => ({
        merchantId: profile.id,
        username: employee.username.toLowerCase(),
        passwordHash,
        userRole: employee.role,
        firstname: employee.firstname,
        lastname: employee.lastname,
        pincode: employee.pincode,
        email: employee.email,
        phone: employee.phone,
      })),
    )
    .returning({ id: users.id, userRole: users.userRole, firstname: users.firstname });
  const settler = rows.find((r) => r.userRole === 'MANAGER') ?? rows[0];
  return { settlingUserId: settler?.id ?? null, staffNames: rows.map((r) => r.firstname) };
}

/** The platform operator's login, created once per database. */
export async function ensureSuperAdmin(tx: DbOrTx, passwordHash: string): Promise<void> {
  const existing = await tx.select({ id: users.id }).from(users).where(eq(users.username, SUPER_ADMIN_USERNAME));
  if (existing.length) return;
  await tx.insert(users).values({
    merchantId: null,
    username: SUPER_ADMIN_USERNAME,
    passwordHash,
    userRole: 'SUPER_ADMIN',
    firstname: 'Super',
    lastname: 'Admin',
    email: 'drift@bakrom.no',
  });
}
