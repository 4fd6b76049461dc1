/** What changed between two versions of a settings record, for the audit trail, with secrets masked. */
export interface AuditChange {
  field: string;
  from: unknown;
  to: unknown;
}

const MASK = '••••';

/** A secret shown only by its last four characters, as the forms show it. */
export function maskSecret(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  const text = String(value);
  return text.length <= 4 ? MASK : `${MASK}${text.slice(-4)}`;
}

/**
 * The fields whose values differ, in the order of `after`'s keys. Fields named in `secretFields`
 * never carry their value: a change shows as masked before and after.
 */
export function auditChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
  secretFields: readonly string[] = [],
): AuditChange[] {
  const secrets = new Set(secretFields);
  const changes: AuditChange[] = [];
  for (const field of Object.keys(after)) {
    const from = before ? before[field] : null;
    const to = after[field];
    if (JSON.stringify(from ?? null) === JSON.stringify(to ?? null)) continue;
    changes.push(
      secrets.has(field) ? { field, from: maskSecret(from), to: maskSecret(to) } : { field, from: from ?? null, to: to ?? null },
    );
  }
  return changes;
}
