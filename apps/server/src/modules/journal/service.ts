import type { Db } from '../../db/client';
import { forbidden } from '../../http/errors';
import type { SessionContext } from '../../http/access';
import { saftPublicKeys } from '../saft/signing-service';
import { canonicalJson, contentAroundSequence, continueChainCheck, startChainCheck } from './chain';
import { appendEntries, selectEntriesAfter, selectTerminalLocations, selectUserNames, type EntryToAppend } from './repository';

/** A transaction: the journal's lock lasts until its commit. */
type Tx = Pick<Db, 'select' | 'insert' | 'execute'>;

/** The SAF-T event codes the journal records (PredefinedBasicID-13). */
export const JOURNAL_EVENT = {
  cashDrawerOpened: 13005,
  xReport: 13008,
  zReport: 13009,
  saleConcluded: 13012,
  returnReceipt: 13013,
  copyReceipt: 13014,
  provisionalReceipt: 13015,
  deliveryReceipt: 13016,
  trainingReceipt: 13017,
  priceChanged: 13021,
  priceLookUp: 13022,
  other: 13999,
} as const;

/** The journal's description of a sale, a return and a Z-report: one wording for the live services and the seeded history. */
export const JOURNAL_TEXT = {
  sale: 'Salg',
  returnReceipt: 'Retur (refusjon)',
  zReport: (nr: number) => `Z-rapport nr. ${nr}`,
} as const;

export interface JournalEvent {
  locationId?: string | null;
  terminalId?: string | null;
  /** Who acted (users.id); null for the system (automatic settlement) or a terminal without a logged-in user. */
  userId?: string | null;
  eventCode: number;
  description: string;
  payload: unknown;
  occurredAt: Date;
}

/**
 * The entries of events as the database appends them: each with the acting user's name as it is now
 * and its terminal's location when the event names only the terminal. Read before any journal lock.
 */
export async function journalEntriesOf(tx: Tx, merchantId: string, events: JournalEvent[]): Promise<EntryToAppend[]> {
  if (events.length === 0) return [];
  const names = await selectUserNames(tx, [...new Set(events.flatMap((event) => (event.userId ? [event.userId] : [])))]);
  // A terminal's event without its location takes the terminal's.
  const unplaced = events.flatMap((event) => (event.terminalId && !event.locationId ? [event.terminalId] : []));
  const places = await selectTerminalLocations(tx, merchantId, [...new Set(unplaced)]);
  return events.map((event) => {
    const content = {
      merchantId,
      locationId: event.locationId ?? (event.terminalId ? (places.get(event.terminalId) ?? null) : null),
      terminalId: event.terminalId ?? null,
      userId: event.userId ?? null,
      // The name as it was: the journal outlives a renamed or deleted user.
      userName: (event.userId && names.get(event.userId)) || '',
      eventCode: event.eventCode,
      description: event.description,
      payload: canonicalJson(event.payload),
      // The database keeps milliseconds: the hash is over what is stored.
      occurredAt: new Date(Math.floor(event.occurredAt.getTime())),
    };
    return { ...content, occurredAt: content.occurredAt.toISOString(), ...contentAroundSequence(content) };
  });
}

/**
 * Appends events to the merchant's journal in the caller's transaction, chained after its last entry.
 * Call it as the transaction's last step: from its append on, the merchant's other journal writes wait
 * for this transaction's commit.
 */
export async function recordJournalEvents(tx: Tx, merchantId: string, events: JournalEvent[]): Promise<void> {
  await appendEntries(tx, merchantId, await journalEntriesOf(tx, merchantId, events));
}

export interface JournalVerification {
  ok: boolean;
  entries: number;
  firstBrokenEntry: number | null;
}

const BATCH = 5_000;

/** Walks the merchant's whole chain in batches (memory stays flat) and names the first broken entry. */
export async function checkJournal(db: Db, merchantId: string): Promise<JournalVerification> {
  let check = startChainCheck();
  for (;;) {
    const batch = await selectEntriesAfter(db, merchantId, check.lastSequence, BATCH);
    check = continueChainCheck(check, batch);
    if (batch.length < BATCH) break;
  }
  return { ok: check.firstBrokenEntry === null, entries: check.entries, firstBrokenEntry: check.firstBrokenEntry };
}

/** The journal and the signatures are for an ADMIN or a super admin; a MANAGER is refused. */
function assertMayAudit(session: SessionContext): void {
  if (session.userRole === 'MANAGER') throw forbidden();
}

/** verifyJournal for the session's merchant. */
export async function verifyJournal(db: Db, session: SessionContext): Promise<JournalVerification> {
  assertMayAudit(session);
  return checkJournal(db, session.merchantId);
}

/** getSaftPublicKeys for the session's merchant. */
export async function saftPublicKeysFor(db: Db, session: SessionContext): Promise<{ keyVersion: number; publicKeyPem: string }[]> {
  assertMayAudit(session);
  return saftPublicKeys(db, session.merchantId);
}
