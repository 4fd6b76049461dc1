import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** The PostgreSQL channel every server instance listens on for the back office's live events. */
export const LIVE_CHANNEL = 'bakrom_live';

export type LiveEventKind = 'order.created' | 'order.status';

/** What happened to which order; the stream reads the order itself, so the notification stays small. */
export interface LiveEvent {
  merchantId: string;
  kind: LiveEventKind;
  orderId: string;
  locationId: string;
}

type DbOrTx = Pick<Db, 'execute'>;

/**
 * Announces a change of an order to every server instance's open streams of its merchant. Call it in
 * the transaction that writes the change: PostgreSQL delivers the notification when, and only if,
 * that transaction commits, so a rolled-back order is never announced.
 */
export async function publishLiveEvent(tx: DbOrTx, event: LiveEvent): Promise<void> {
  const payload = JSON.stringify({
    merchantId: event.merchantId,
    kind: event.kind,
    orderId: event.orderId,
    locationId: event.locationId,
  });
  await tx.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${payload})`);
}
