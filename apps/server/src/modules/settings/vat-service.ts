import type { EditVatBody, Vat } from '@bakrom/shared/schemas/settings-company';
import type { Db } from '../../db/client';
import type { SessionContext } from '../../http/access';
import { auditChanges } from '../../lib/audit-changes';
import { recordAudit } from '../system/audit-service';
import * as repository from './vat-repository';
import { presentVat, vatAuditView } from './vat-presenter';

/** The merchant's VAT rates (Spise her, Ta med, Levere). */
export async function getVat(db: Db, merchantId: string): Promise<Vat> {
  return presentVat(merchantId, await repository.selectVat(db, merchantId));
}

/**
 * Saves the three rates and the audit record in one transaction. Orders already taken keep the rate
 * stored on each of their lines; the menu's prices with VAT follow at once (its version is bumped by
 * trigger, so the products page and its cache answer the new rates).
 */
export async function editVat(db: Db, session: SessionContext, input: EditVatBody): Promise<Vat> {
  const { merchantId } = session;
  const saved = await db.transaction(async (tx) => {
    const before = await repository.selectVat(tx, merchantId, { lock: true });
    const after = await repository.upsertVat(tx, merchantId, { dineIn: input.dineIn, takeOut: input.takeOut, delivery: input.delivery });
    await recordAudit(tx, {
      merchantId,
      userId: session.userId,
      action: 'vat.edit',
      entityType: 'vat',
      entityId: merchantId,
      details: { changes: auditChanges(vatAuditView(before), vatAuditView(after)!) },
    });
    return after;
  });
  return presentVat(merchantId, saved);
}
