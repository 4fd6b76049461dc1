import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { locations, merchants, rateLimitBuckets, terminals } from '../../db/schema/index';
import type { DbOrTx } from '../../db/client';

export interface TerminalKeyRow {
  merchantId: string;
  locationId: string;
  terminalId: string;
  terminalType: 'POS' | 'KIOSK' | 'WEBSHOP';
  /** The seconds left of the window while the caller's address is throttled for wrong keys, else null. */
  throttledFor: number | null;
}

/**
 * The lookup of a key's terminal by the hash's unique index, as one prepared statement: every channel
 * request runs it. A revoked key, a KDS screen and a terminal of a deactivated location find nothing.
 * The same statement reads whether the caller's address (its wrong-key counter, `throttleKey`) has
 * used up its `limit`, by the counter's primary key: a right key costs no second round trip.
 */
export function prepareTerminalKeyLookup(db: Db) {
  const lookup = db
    .select({
      merchantId: terminals.merchantId,
      locationId: terminals.locationId,
      terminalId: terminals.id,
      terminalType: terminals.terminalType,
      throttledFor: sql<number | null>`(
        select greatest(1, ceil(extract(epoch from (${rateLimitBuckets.resetAt} - now()))))::int
        from ${rateLimitBuckets}
        where ${rateLimitBuckets.key} = ${sql.placeholder('throttleKey')}
          and ${rateLimitBuckets.hits} >= ${sql.placeholder('limit')}::int
          and ${rateLimitBuckets.resetAt} > now()
      )`,
    })
    .from(terminals)
    .innerJoin(locations, eq(locations.id, terminals.locationId))
    .where(
      and(
        eq(terminals.keyHash, sql.placeholder('keyHash')),
        isNull(terminals.revokedAt),
        inArray(terminals.terminalType, ['POS', 'KIOSK', 'WEBSHOP']),
        eq(locations.status, 'ACTIVE'),
      ),
    )
    .prepare('find_terminal_key');
  return async (keyHash: string, throttleKey: string, limit: number): Promise<TerminalKeyRow | undefined> => {
    const [row] = await lookup.execute({ keyHash, throttleKey, limit });
    return row as TerminalKeyRow | undefined;
  };
}

export interface ChannelTerminalRow {
  id: string;
  terminalId: string;
  terminalType: string;
  deviceName: string;
  merchantId: string;
  locationId: string;
  locationName: string;
  keyCreatedAt: Date | null;
}

export async function selectChannelTerminal(db: Db, merchantId: string, terminalId: string): Promise<ChannelTerminalRow | undefined> {
  const [row] = await db
    .select({
      id: terminals.id,
      terminalId: terminals.terminalId,
      terminalType: terminals.terminalType,
      deviceName: terminals.deviceName,
      merchantId: terminals.merchantId,
      locationId: terminals.locationId,
      locationName: locations.name,
      keyCreatedAt: terminals.keyCreatedAt,
    })
    .from(terminals)
    .innerJoin(locations, eq(locations.id, terminals.locationId))
    .where(and(eq(terminals.merchantId, merchantId), eq(terminals.id, terminalId)));
  return row;
}

export async function merchantExists(db: DbOrTx, merchantId: string): Promise<boolean> {
  const rows = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.id, merchantId));
  return rows.length > 0;
}

export async function selectMerchantLocations(db: DbOrTx, merchantId: string): Promise<{ id: string; name: string }[]> {
  return db.select({ id: locations.id, name: locations.name }).from(locations).where(eq(locations.merchantId, merchantId));
}

export interface KeyTerminalRow {
  id: string;
  terminalId: string;
  terminalType: string;
  deviceName: string;
  keyHash: string | null;
}

/** The location's terminals of a type, locked until the transaction ends (a key is issued once at a time). */
export async function selectLocationTerminalsForUpdate(
  tx: DbOrTx,
  merchantId: string,
  locationId: string,
  terminalType: string,
): Promise<KeyTerminalRow[]> {
  return tx
    .select({
      id: terminals.id,
      terminalId: terminals.terminalId,
      terminalType: terminals.terminalType,
      deviceName: terminals.deviceName,
      keyHash: terminals.keyHash,
    })
    .from(terminals)
    .where(and(eq(terminals.merchantId, merchantId), eq(terminals.locationId, locationId), eq(terminals.terminalType, terminalType)))
    .orderBy(terminals.createdAt, terminals.id)
    .for('update');
}

export async function insertTerminalWithKey(
  tx: DbOrTx,
  values: {
    merchantId: string;
    locationId: string;
    terminalId: string;
    terminalType: string;
    deviceName: string;
    systemIdNr: string;
    keyHash: string;
  },
): Promise<string> {
  const [row] = await tx
    .insert(terminals)
    .values({ ...values, keyCreatedAt: sql`now()` })
    .returning({ id: terminals.id });
  return row!.id;
}

/** Gives the terminal a new key; the old one stops working at once. */
export async function updateTerminalKey(tx: DbOrTx, merchantId: string, id: string, keyHash: string): Promise<void> {
  await tx
    .update(terminals)
    .set({ keyHash, keyCreatedAt: sql`now()`, revokedAt: null })
    .where(and(eq(terminals.merchantId, merchantId), eq(terminals.id, id)));
}

/** Revokes the terminal's key; whether the terminal is the merchant's. */
export async function revokeTerminalKeyOf(db: DbOrTx, merchantId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(terminals)
    .set({ revokedAt: sql`coalesce(${terminals.revokedAt}, now())` })
    .where(and(eq(terminals.merchantId, merchantId), eq(terminals.id, id)))
    .returning({ id: terminals.id });
  return rows.length > 0;
}
