import type { DbOrTx } from '../../db/client';
import * as repository from './audit-repository';

/** One audit record of a change, in the caller's transaction so that it is written exactly when the change is. */
export async function recordAudit(tx: DbOrTx, entry: repository.AuditEntry): Promise<void> {
  await repository.recordAudit(tx, entry);
}
