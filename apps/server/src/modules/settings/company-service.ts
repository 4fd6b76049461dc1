import type { Company, EditCompanyBody } from '@bakrom/shared/schemas/settings-company';
import type { Db } from '../../db/client';
import type { SessionContext } from '../../http/access';
import { notFound } from '../../http/errors';
import { auditChanges } from '../../lib/audit-changes';
import { findMerchantContext } from '../merchants/service';
import { recordAudit } from '../system/audit-service';
import { companyAuditView, presentCompany } from './company-presenter';
import * as repository from './company-repository';

/** The merchant's company ('Firmainnstillinger'). */
export async function getCompany(db: Db, merchantId: string): Promise<Company> {
  const [merchant, row] = await Promise.all([findMerchantContext(db, merchantId), repository.selectCompany(db, merchantId)]);
  if (!merchant) throw notFound();
  return presentCompany({ id: merchant.id, name: merchant.name, useFunctionality: merchant.setting.useFunctionality }, row);
}

/** Saves the company and the audit record in one transaction; answers the company's id (the merchant's). */
export async function editCompany(db: Db, session: SessionContext, input: EditCompanyBody): Promise<string> {
  const { merchantId } = session;
  await db.transaction(async (tx) => {
    const before = await repository.selectCompany(tx, merchantId, { lock: true });
    const after = await repository.upsertCompany(tx, merchantId, {
      name: input.name,
      vatNumber: input.vatNumber,
      street: input.street,
      zipCode: input.zipCode,
      city: input.city,
      phone: input.phone,
      email: input.email,
    });
    await recordAudit(tx, {
      merchantId,
      userId: session.userId,
      action: 'company.edit',
      entityType: 'company',
      entityId: merchantId,
      details: { changes: auditChanges(companyAuditView(before), companyAuditView(after)!) },
    });
  });
  return merchantId;
}
