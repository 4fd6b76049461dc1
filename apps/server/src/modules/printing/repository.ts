import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Db, type DbOrTx } from '../../db/client';
import { locations, orders, printDocuments, terminalEvents, terminals } from '../../db/schema/index';
import { jobsOf, type PrintJob } from './queue';

/** SQL of the printing module: the per-location print queues, the printer keys, the drawer's terminal events. */

export interface QueueLists {
  id: string;
  merchantId: string;
  currentJobs: PrintJob[];
  jobsPrinted: PrintJob[];
}

/** Where an order of the merchant was taken: its location and terminal; undefined for another merchant's. */
export async function findOrderPlace(db: DbOrTx, merchantId: string, orderId: string) {
  const [row] = await db
    .select({ locationId: orders.locationId, terminalId: orders.terminalId, orderNumber: orders.orderNumber })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.merchantId, merchantId)));
  return row;
}

/** The location's print document, made empty if it has none yet (the location must be the merchant's). */
export async function ensureDocument(tx: DbOrTx, merchantId: string, locationId: string): Promise<void> {
  await tx.insert(printDocuments).values({ merchantId, locationId, type: 'cloudprnt' }).onConflictDoNothing({
    target: printDocuments.locationId,
  });
}

/** The queue of a location, its row locked until the transaction ends; undefined when it has none. */
export async function lockQueue(tx: DbOrTx, locationId: string): Promise<QueueLists | undefined> {
  const [row] = await tx
    .select({
      id: printDocuments.id,
      merchantId: printDocuments.merchantId,
      currentJobs: printDocuments.currentJobs,
      jobsPrinted: printDocuments.jobsPrinted,
    })
    .from(printDocuments)
    .where(eq(printDocuments.locationId, locationId))
    .for('update');
  return row && { ...row, currentJobs: jobsOf(row.currentJobs), jobsPrinted: jobsOf(row.jobsPrinted) };
}

/** The current jobs of a location, read without a lock (fetches and idle polls only read). */
export async function readCurrentJobs(db: DbOrTx, locationId: string): Promise<PrintJob[]> {
  const [row] = await db
    .select({ currentJobs: printDocuments.currentJobs })
    .from(printDocuments)
    .where(eq(printDocuments.locationId, locationId));
  return jobsOf(row?.currentJobs);
}

export async function writeQueue(tx: DbOrTx, id: string, lists: { currentJobs: PrintJob[]; jobsPrinted?: PrintJob[] }, now: Date) {
  await tx
    .update(printDocuments)
    .set({
      currentJobs: lists.currentJobs,
      ...(lists.jobsPrinted ? { jobsPrinted: lists.jobsPrinted } : {}),
      modifiedAt: now,
    })
    .where(eq(printDocuments.id, id));
}

/** The hash of the location's printer key; undefined when the location has no queue or no key. */
export async function findPrinterKeyHash(db: DbOrTx, locationId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ hash: printDocuments.printerKeyHash })
    .from(printDocuments)
    .where(eq(printDocuments.locationId, locationId));
  return row?.hash ?? undefined;
}

/** Replaces the location's printer key (its hash), making the queue if there is none. */
export async function storePrinterKeyHash(tx: DbOrTx, merchantId: string, locationId: string, hash: string, now: Date) {
  await tx
    .insert(printDocuments)
    .values({ merchantId, locationId, type: 'cloudprnt', printerKeyHash: hash, printerKeyCreatedAt: now })
    .onConflictDoUpdate({ target: printDocuments.locationId, set: { printerKeyHash: hash, printerKeyCreatedAt: now } });
}

/**
 * Records a cash-drawer opening on a terminal of the merchant at the location; false when the terminal
 * is none of theirs (nothing is written).
 */
export async function insertCashDrawerOpening(
  tx: DbOrTx,
  event: { merchantId: string; locationId: string; terminalId: string; orderId: string | null; occurredAt: Date },
): Promise<boolean> {
  const inserted = await queryRows<{ id: string }>(
    tx,
    sql`insert into ${terminalEvents} (merchant_id, terminal_id, event_type, amount_ore, order_id, occurred_at)
        select ${event.merchantId}, ${terminals.id}, 'CASH_DRAWER_OPENING', 0, ${event.orderId}::uuid, ${event.occurredAt.toISOString()}::timestamptz
        from ${terminals}
        where ${terminals.id} = ${event.terminalId} and ${terminals.merchantId} = ${event.merchantId}
          and ${terminals.locationId} = ${event.locationId}
        returning id`,
  );
  return inserted.length > 0;
}

/** A location of the merchant with its print document, if any; undefined for another merchant's location. */
export async function readDocument(db: DbOrTx, merchantId: string, locationId: string) {
  const [row] = await db
    .select({
      locationId: locations.id,
      locationName: locations.name,
      merchantId: locations.merchantId,
      document: {
        id: printDocuments.id,
        type: printDocuments.type,
        currentJobs: printDocuments.currentJobs,
        jobsPrinted: printDocuments.jobsPrinted,
        modifiedAt: printDocuments.modifiedAt,
        lastCleanedUpAt: printDocuments.lastCleanedUpAt,
        printerKeyCreatedAt: printDocuments.printerKeyCreatedAt,
      },
    })
    .from(locations)
    .leftJoin(printDocuments, eq(printDocuments.locationId, locations.id))
    .where(and(eq(locations.id, locationId), eq(locations.merchantId, merchantId)));
  return row;
}
export type DocumentRow = NonNullable<Awaited<ReturnType<typeof readDocument>>>;

/** Empties both lists of the location's queue in one statement and records when. */
export async function emptyQueue(db: Db, merchantId: string, locationId: string, now: Date): Promise<void> {
  await db
    .update(printDocuments)
    .set({ currentJobs: [], jobsPrinted: [], modifiedAt: now, lastCleanedUpAt: now })
    .where(and(eq(printDocuments.locationId, locationId), eq(printDocuments.merchantId, merchantId)));
}
