/** Test data of the channel API: terminals with a key, as `create-terminal` makes them. */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { terminals } from '../src/db/schema/index';
import { hashToken, newTerminalKey } from '../src/http/access';

export interface TerminalWithKey {
  /** terminals.id (uuid). */
  terminalId: string;
  /** The key as the terminal sends it: `Authorization: Bearer <key>`. */
  key: string;
}

export async function createTerminalWithKey(
  db: Db,
  options: { merchantId: string; locationId: string; terminalType: 'POS' | 'KIOSK' | 'WEBSHOP'; deviceName?: string },
): Promise<TerminalWithKey> {
  const key = newTerminalKey();
  const webshop = options.terminalType === 'WEBSHOP';
  const values = {
    merchantId: options.merchantId,
    locationId: options.locationId,
    terminalType: options.terminalType,
    terminalId: webshop ? 'WEBSHOP' : `${options.terminalType}-${crypto.randomUUID().slice(0, 6)}`,
    deviceName: options.deviceName ?? (webshop ? 'Nettbutikk' : `Kasse ${options.terminalType}`),
    systemIdNr: `SYS-${crypto.randomUUID().slice(0, 8)}`,
    keyHash: hashToken(key),
    keyCreatedAt: sql`now()`,
  };
  // A location has one webshop: a second webshop key of the location replaces the first.
  const [terminal] = await db
    .insert(terminals)
    .values(values)
    .onConflictDoUpdate({
      target: [terminals.locationId, terminals.terminalId],
      set: { keyHash: values.keyHash, keyCreatedAt: sql`now()`, revokedAt: null },
    })
    .returning({ id: terminals.id });
  return { terminalId: terminal!.id, key };
}

export async function revokeTerminalKey(db: Db, terminalId: string): Promise<void> {
  await db
    .update(terminals)
    .set({ revokedAt: sql`now()` })
    .where(eq(terminals.id, terminalId));
}

/** The headers of a channel call with a terminal key. */
export const terminalAuth = (key: string) => ({ authorization: `Bearer ${key}` });
