import { and, eq, sql } from 'drizzle-orm';
import type { TerminalEventType } from '@bakrom/shared/enums';
import { orders, terminalEvents } from '../../db/schema/index';
import type { DbOrTx } from '../../db/client';

export interface TerminalEventRow {
  id: string;
  terminalId: string;
  eventType: string;
  amount: number;
  orderId: string | null;
  channelReference: string | null;
  occurredAt: Date;
}

const columns = {
  id: terminalEvents.id,
  terminalId: terminalEvents.terminalId,
  eventType: terminalEvents.eventType,
  amount: terminalEvents.amount,
  orderId: terminalEvents.orderId,
  channelReference: terminalEvents.channelReference,
  occurredAt: terminalEvents.occurredAt,
};

/** Whether the order is the merchant's and the location's. */
export async function isLocationOrder(tx: DbOrTx, merchantId: string, locationId: string, orderId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.merchantId, merchantId), eq(orders.locationId, locationId)));
  return rows.length > 0;
}

/**
 * Stores the event; with a reference the terminal already used, stores nothing and answers undefined
 * (the unique index decides, so two repeats at the same time store one event).
 */
export async function insertTerminalEvent(
  tx: DbOrTx,
  values: {
    merchantId: string;
    terminalId: string;
    eventType: TerminalEventType;
    amount: number;
    orderId: string | null;
    channelReference: string | null;
    occurredAt: Date;
  },
): Promise<TerminalEventRow | undefined> {
  const [row] = await tx
    .insert(terminalEvents)
    .values(values)
    .onConflictDoNothing({
      target: [terminalEvents.terminalId, terminalEvents.channelReference],
      where: sql`${terminalEvents.channelReference} is not null`,
    })
    .returning(columns);
  return row;
}

export async function selectTerminalEventByReference(
  tx: DbOrTx,
  merchantId: string,
  terminalId: string,
  channelReference: string,
): Promise<TerminalEventRow | undefined> {
  const [row] = await tx
    .select(columns)
    .from(terminalEvents)
    .where(
      and(
        eq(terminalEvents.merchantId, merchantId),
        eq(terminalEvents.terminalId, terminalId),
        eq(terminalEvents.channelReference, channelReference),
      ),
    );
  return row;
}
