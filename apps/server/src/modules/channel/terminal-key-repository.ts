import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { locations, terminals } from '../../db/schema/index';

export interface TerminalKeyRow {
  merchantId: string;
  locationId: string;
  terminalId: string;
  terminalType: 'POS' | 'KIOSK' | 'WEBSHOP';
}

/**
 * The lookup of a key's terminal by the hash's unique index, as one prepared statement: every channel
 * request runs it. A revoked key and a KDS screen find nothing.
 */
export function prepareTerminalKeyLookup(db: Db) {
  const lookup = db
    .select({
      merchantId: terminals.merchantId,
      locationId: terminals.locationId,
      terminalId: terminals.id,
      terminalType: terminals.terminalType,
    })
    .from(terminals)
    .where(
      and(
        eq(terminals.keyHash, sql.placeholder('keyHash')),
        isNull(terminals.revokedAt),
        inArray(terminals.terminalType, ['POS', 'KIOSK', 'WEBSHOP']),
      ),
    )
    .prepare('find_terminal_key');
  return async (keyHash: string): Promise<TerminalKeyRow | undefined> => {
    const [row] = await lookup.execute({ keyHash });
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
