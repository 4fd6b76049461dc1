import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import type { LiveEventKind } from './publish';
import { CURSOR_SQL, type Cursor } from './cursor';

export interface OrderChange {
  cursor: string;
  kind: LiveEventKind;
  orderId: string;
  locationId: string;
}

/**
 * The merchant's order changes after `cursor`, oldest first, at most `limit`: orders created or
 * changed since. Only orders placed from a day before the cursor on are read (the merchant's orders
 * index by time), which covers every new order and every status change of an open one.
 */
export async function selectOrderChangesSince(db: Db, merchantId: string, cursor: Cursor, limit: number): Promise<OrderChange[]> {
  const since = sql`(timestamptz 'epoch' + ${cursor.micros}::bigint * interval '1 microsecond')`;
  return queryRows<OrderChange>(
    db,
    sql`select ${CURSOR_SQL} as "cursor",
        case when o.ordered_at > ${since} then 'order.created' else 'order.status' end as "kind",
        o.id::text as "orderId", o.location_id::text as "locationId"
      from orders o
      where o.merchant_id = ${merchantId}::text
        and o.ordered_at >= ${since} - interval '1 day'
        and (o.modified_at, o.id) > (${since}, ${cursor.orderId}::uuid)
      order by o.modified_at, o.id
      limit ${limit}::int`,
  );
}

/** Whether the session is still open (not logged out, not expired, its user active): an open stream ends when it is not. */
export async function selectSessionOpen(db: Db, sessionId: string): Promise<boolean> {
  const rows = await queryRows<{ open: boolean }>(
    db,
    sql`select true as "open" from sessions s join users u on u.id = s.user_id
      where s.id = ${sessionId}::uuid and s.revoked_at is null and s.expires_at > now() and u.status = 'ACTIVE'`,
  );
  return rows.length > 0;
}
