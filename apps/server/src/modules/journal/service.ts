import { createPublicKey } from 'node:crypto';
import type { Db, DbOrTx } from '../../db/client';
import { forbidden } from '../../http/errors';
import type { SessionContext } from '../../http/access';
import { checkSignatures, saftPublicKeys, type SignatureCheck } from '../saft/signing-service';
import {
  SEAL_DESCRIPTION,
  canonicalJson,
  contentAroundSequence,
  continueChainCheck,
  continueSealCheck,
  sealText,
  startChainCheck,
  startSealCheck,
  type SealCheck,
  type SealPayload,
} from './chain';
import type { EntryToAppend } from './append-call';
import { appendEntries, selectEntriesAfter, selectHead, selectTerminalLocations, selectUserNames } from './repository';

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
export async function journalEntriesOf(tx: DbOrTx, merchantId: string, events: JournalEvent[]): Promise<EntryToAppend[]> {
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
 * Seals a merchant's journal: the merchant's signing key (the SAF-T key, its private part decrypted with
 * the server's secret key, never in the database) signs the journal's head. The transaction signer is one.
 */
export interface JournalSealer {
  sealKey(tx: DbOrTx, merchantId: string): Promise<{ keyVersion: number; sign(text: string): string }>;
}

/**
 * Appends events to the merchant's journal in the caller's transaction, chained after its last entry.
 * Call it as the transaction's last step: from its append on, the merchant's other journal writes wait
 * for this transaction's commit. With `seal` (every Z-report), the head after the events is signed and
 * the seal appended as an entry of its own (13999 'Journal forseglet').
 */
export async function recordJournalEvents(
  tx: DbOrTx,
  merchantId: string,
  events: JournalEvent[],
  options: { seal?: JournalSealer } = {},
): Promise<void> {
  const entries = await journalEntriesOf(tx, merchantId, events);
  // The key before the journal's lock, as a sale takes it.
  const key = options.seal && entries.length > 0 ? await options.seal.sealKey(tx, merchantId) : undefined;
  await appendEntries(tx, merchantId, entries);
  if (!key) return;
  const head = await selectHead(tx, merchantId);
  if (!head) return;
  const payload: SealPayload = { seal: { ...head, keyVersion: key.keyVersion, signature: key.sign(sealText(merchantId, head)) } };
  const sealedAt = new Date(Math.max(...events.map((event) => event.occurredAt.getTime())));
  await appendEntries(
    tx,
    merchantId,
    await journalEntriesOf(tx, merchantId, [
      { eventCode: JOURNAL_EVENT.other, description: SEAL_DESCRIPTION, payload, occurredAt: sealedAt },
    ]),
  );
}

export interface JournalVerification {
  ok: boolean;
  entries: number;
  firstBrokenEntry: number | null;
  seals: SealCheck;
}

const BATCH = 5_000;

/**
 * Walks the merchant's whole chain in batches (memory stays flat): names the first entry that does not
 * follow from the ones before it, and the first seal that does not hold (a chain changed and re-hashed).
 */
export async function checkJournal(db: Db, merchantId: string): Promise<JournalVerification> {
  const publicKeys = new Map((await saftPublicKeys(db, merchantId)).map((key) => [key.keyVersion, createPublicKey(key.publicKeyPem)]));
  let check = startChainCheck();
  let seals = startSealCheck();
  for (;;) {
    const previous = check.entries > 0 ? { sequence: check.lastSequence, hash: check.lastHash } : undefined;
    const batch = await selectEntriesAfter(db, merchantId, check.lastSequence, BATCH);
    check = continueChainCheck(check, batch);
    seals = continueSealCheck(seals, merchantId, previous, batch, publicKeys);
    if (batch.length < BATCH) break;
  }
  return {
    ok: check.firstBrokenEntry === null && seals.firstBroken === null,
    entries: check.entries,
    firstBrokenEntry: check.firstBrokenEntry,
    seals,
  };
}

export interface JournalAudit extends JournalVerification {
  signatures: SignatureCheck;
}

/** The journal with its seals and every terminal's signed transactions against what is stored: ok only when all hold. */
export async function auditJournal(db: Db, merchantId: string): Promise<JournalAudit> {
  const journal = await checkJournal(db, merchantId);
  const signatures = await checkSignatures(db, merchantId);
  return { ...journal, ok: journal.ok && signatures.ok, signatures };
}

/** The journal and the signatures are for an ADMIN or a super admin; a MANAGER is refused. */
function assertMayAudit(session: SessionContext): void {
  if (session.userRole === 'MANAGER') throw forbidden();
}

/** verifyJournal for the session's merchant: the journal, its seals and the transaction signatures. */
export async function verifyJournal(db: Db, session: SessionContext): Promise<JournalAudit> {
  assertMayAudit(session);
  return auditJournal(db, session.merchantId);
}

/** getSaftPublicKeys for the session's merchant. */
export async function saftPublicKeysFor(db: Db, session: SessionContext): Promise<{ keyVersion: number; publicKeyPem: string }[]> {
  assertMayAudit(session);
  return saftPublicKeys(db, session.merchantId);
}
