import type { DbOrTx } from '../../db/client';
import { JOURNAL_EVENT, recordJournalEvents } from '../journal/service';
import type { PriceChange } from './price-changes';

/** Who edits and when: the session's merchant and user, at the app clock's time. */
export interface Actor {
  merchantId: string;
  userId: string;
  at: Date;
}

/** A price change of the catalogue in the journal (13021): what, old and new price, by whom; nothing when no price changed. */
export async function journalPriceChanges(
  tx: DbOrTx,
  actor: Actor,
  subject: { itemId: string } | { addOnId: string },
  name: string,
  changes: PriceChange[],
): Promise<void> {
  if (changes.length === 0) return;
  await recordJournalEvents(tx, actor.merchantId, [
    {
      userId: actor.userId,
      eventCode: JOURNAL_EVENT.priceChanged,
      description: `Prisendring: ${name}`,
      payload: { ...subject, changes },
      occurredAt: actor.at,
    },
  ]);
}
