import type { Functionality } from '@bakrom/shared/enums';
import type { Company } from '@bakrom/shared/schemas/settings-company';
import type { companies } from '../../db/schema/index';

type CompanyRow = typeof companies.$inferSelect;

/** The merchant's one company; before it is saved, empty fields with the merchant's name. */
export function presentCompany(
  merchant: { id: string; name: string; useFunctionality: Functionality },
  row: CompanyRow | undefined,
): Company {
  return {
    type: 'company',
    merchant: merchant.id,
    id: merchant.id,
    name: row?.name ?? merchant.name,
    vatNumber: row?.vatNumber ?? '',
    street: row?.street ?? '',
    zipCode: row?.zipCode ?? '',
    city: row?.city ?? '',
    phone: row?.phone ?? '',
    email: row?.email ?? '',
    useFunctionality: merchant.useFunctionality,
  };
}

/** What the audit trail compares. */
export function companyAuditView(row: CompanyRow | undefined): Record<string, unknown> | null {
  if (!row) return null;
  const { name, vatNumber, street, zipCode, city, phone, email } = row;
  return { name, vatNumber, street, zipCode, city, phone, email };
}
