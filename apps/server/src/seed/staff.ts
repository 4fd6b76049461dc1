import { eq } from 'drizzle-orm';
import { users } from '../db/schema/index';
import type { MerchantProfile } from './profile-types';
import type { DbOrTx } from '../db/client';
import { encryptSecret } from '../lib/secrets';

export const SUPER_ADMIN_USERNAME = 'superadmin';

export interface SeededStaff {
  /** The manager who takes the till's daily settlements. */
  settlingUserId: string | null;
  staffNames: string[];
  /** Every employee with what the staff register records of them. */
  employees: SeededEmployee[];
}

export interface SeededEmployee {
  id: string;
  name: string;
  identityCode: string | null;
  nationalIdEncrypted: string | null;
}

/** The merchant's employees; all share one password hash (hashing is deliberately slow). */
export async function seedStaff(tx: DbOrTx, profile: MerchantProfile, passwordHash: string, secretKey: Buffer): Promise<SeededStaff> {
  const rows = await tx
    .insert(users)
    .values(
      profile.employees.map((employee) => ({
        ...identityOf(employee.identity, secretKey),
        hourlyCost: employee.hourlyCost ?? null,
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
    .returning({
      id: users.id,
      userRole: users.userRole,
      firstname: users.firstname,
      lastname: users.lastname,
      identityCode: users.identityCode,
      nationalIdEncrypted: users.nationalIdEncrypted,
    });
  const settler = rows.find((r) => r.userRole === 'MANAGER') ?? rows[0];
  return {
    settlingUserId: settler?.id ?? null,
    staffNames: rows.map((r) => r.firstname),
    employees: rows.map((r) => ({
      id: r.id,
      name: `${r.firstname} ${r.lastname}`,
      identityCode: r.identityCode,
      nationalIdEncrypted: r.nationalIdEncrypted,
    })),
  };
}

function identityOf(identity: MerchantProfile['employees'][number]['identity'], secretKey: Buffer) {
  if (!identity) return {};
  if ('code' in identity) return { identityKind: 'CODE', identityCode: identity.code };
  return { identityKind: 'NATIONAL_ID', nationalIdEncrypted: encryptSecret(identity.nationalId, secretKey) };
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
