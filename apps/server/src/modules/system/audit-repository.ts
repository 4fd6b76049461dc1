import type { DbOrTx } from '../../db/client';
import { auditRecords } from '../../db/schema/index';

export interface AuditEntry {
  merchantId: string | null;
  userId: string | null;
  /** What happened, as `<area>.<verb>`: `vat.edit`, `location.delete`, `dinteroAccount.edit`. */
  action: string;
  entityType: string;
  entityId: string | null;
  /** Already masked: see `lib/audit-changes.ts`. */
  details: Record<string, unknown>;
}

/** One audit record, in the caller's transaction so that it is written exactly when the change is. */
export async function recordAudit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await db.insert(auditRecords).values(entry);
}
