import { sql } from 'drizzle-orm';

/**
 * The stream's cursor of an order change: the order's modification time in microseconds since the
 * epoch and its id, `1764115200123456-<uuid>`. Ordered by time then id; the database writes it
 * (`CURSOR_SQL` over an `orders o`) so that no precision is lost on the way through JavaScript.
 */
export const CURSOR_SQL = sql`((extract(epoch from o.modified_at) * 1000000)::bigint::text || '-' || o.id::text)`;

export interface Cursor {
  /** Microseconds since the epoch, as decimal text (beyond a JavaScript number's exact range). */
  micros: string;
  orderId: string;
}

const CURSOR = /^(\d{1,17})-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** The cursor of a Last-Event-ID header, or undefined when it is missing or not one of ours. */
export function parseCursor(text: string | undefined): Cursor | undefined {
  const match = text?.trim().match(CURSOR);
  return match ? { micros: match[1]!, orderId: match[2]! } : undefined;
}

/** The instant of a cursor, to the millisecond. */
export function cursorTime(cursor: Cursor): Date {
  return new Date(Number(BigInt(cursor.micros) / 1000n));
}
