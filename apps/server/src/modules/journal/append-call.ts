import { sql, type SQL } from 'drizzle-orm';
import type { JournalContent } from './chain';

/**
 * An entry as `journal_append` takes it: its content (the merchant and the sequence are the function's),
 * its time as ISO text, and its canonical content around its sequence.
 */
export type EntryToAppend = Omit<JournalContent, 'merchantId' | 'sequence' | 'occurredAt'> & {
  occurredAt: string;
  before: string;
  after: string;
};

/**
 * The call that appends entries to the merchant's journal, chained in the database after its last
 * entry (migration 0020): to be the last statement of a transaction, or part of it, since the merchant's
 * journal head stays locked until the commit.
 */
export function journalAppendCall(merchantId: string, entries: EntryToAppend[]): SQL {
  return sql`journal_append(${merchantId}::text, ${JSON.stringify(entries)}::json)`;
}
