import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { CURSOR_SQL } from './cursor';

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

/**
 * The notification of an event, as an SQL expression, for a statement that writes the order and has
 * its cursor at hand (`cursor`, text).
 */
export function liveNotification(event: LiveEvent, cursor: SQL): SQL {
  return sql`pg_notify(${LIVE_CHANNEL}, json_build_object(
      'merchantId', ${event.merchantId}::text, 'kind', ${event.kind}::text,
      'orderId', ${event.orderId}::text, 'locationId', ${event.locationId}::text, 'cursor', ${cursor}
    )::text)`;
}

/**
 * Announces a change of an order to every server instance's open streams of its merchant. Call it in
 * the transaction that writes the change, after the write: PostgreSQL delivers the notification when,
 * and only if, that transaction commits, so a rolled-back order is never announced. The notification
 * carries the order's stream cursor as the transaction sees it (its modification time and id).
 */
export async function publishLiveEvent(tx: DbOrTx, event: LiveEvent): Promise<void> {
  const cursor = sql`(select ${CURSOR_SQL} from orders o where o.id = ${event.orderId}::uuid and o.merchant_id = ${event.merchantId}::text)`;
  await tx.execute(sql`select ${liveNotification(event, cursor)}`);
}
