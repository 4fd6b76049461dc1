import { createHash, verify, type KeyObject } from 'node:crypto';

/** The previous hash of a merchant's first entry. */
export const GENESIS_HASH = '0'.repeat(64);

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** JSON with object keys sorted at every depth and no spaces: one text for one value, whoever writes it. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value));
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const source = value as Record<string, unknown>;
    return Object.fromEntries(
      Object.keys(source)
        .filter((key) => source[key] !== undefined)
        .sort()
        .map((key) => [key, sortKeys(source[key])]),
    );
  }
  return value;
}

/** What an entry says; the hash covers every field of it. */
export interface JournalContent {
  merchantId: string;
  sequence: number;
  locationId: string | null;
  terminalId: string | null;
  userId: string | null;
  userName: string;
  eventCode: number;
  description: string;
  /** Canonical JSON text, as stored. */
  payload: string;
  occurredAt: Date;
}

export interface ChainedEntry extends JournalContent {
  previousHash: string;
  hash: string;
}

/** The canonical text of an entry's content, the text its hash covers. */
function canonicalContent(content: JournalContent): string {
  return canonicalJson({
    merchantId: content.merchantId,
    sequence: content.sequence,
    locationId: content.locationId,
    terminalId: content.terminalId,
    userId: content.userId,
    userName: content.userName,
    eventCode: content.eventCode,
    description: content.description,
    payload: content.payload,
    occurredAt: content.occurredAt.toISOString(),
  });
}

/** SHA-256 (hex) over the previous entry's hash, a newline and this entry's canonical content. */
export function entryHash(previousHash: string, content: JournalContent): string {
  return createHash('sha256').update(previousHash).update('\n').update(canonicalContent(content)).digest('hex');
}

/** The sorted keys put the sequence between the payload and the terminal: `…,"sequence":N,"terminalId":…`. */
const SEQUENCE_SLOT = ',"sequence":0,"terminalId":';

/**
 * An entry's canonical content in two pieces around its sequence number, for the database to chain it
 * after the merchant's last entry (`journal_append`): before + sequence + after is the canonical text.
 * Strings in the content are escaped JSON, so the slot appears once, at the top level.
 */
export function contentAroundSequence(content: Omit<JournalContent, 'sequence'>): { before: string; after: string } {
  const canonical = canonicalContent({ ...content, sequence: 0 });
  const slot = canonical.lastIndexOf(SEQUENCE_SLOT);
  const digitAt = slot + ',"sequence":'.length;
  return { before: canonical.slice(0, digitAt), after: canonical.slice(digitAt + 1) };
}

/** Entries following `previous` (the last stored entry's sequence and hash, or none), hashed in order. */
export function chainEntries(
  previous: { sequence: number; hash: string } | undefined,
  contents: Omit<JournalContent, 'sequence'>[],
): ChainedEntry[] {
  let sequence = previous?.sequence ?? 0;
  let previousHash = previous?.hash ?? GENESIS_HASH;
  return contents.map((content) => {
    sequence += 1;
    const entry = { ...content, sequence };
    const hash = entryHash(previousHash, entry);
    const chained = { ...entry, previousHash, hash };
    previousHash = hash;
    return chained;
  });
}

export interface ChainCheck {
  /** Entries read so far and the hash and sequence a next entry must follow. */
  entries: number;
  lastHash: string;
  lastSequence: number;
  /** The sequence of the first entry that does not follow from the ones before it, if any. */
  firstBrokenEntry: number | null;
}

export const startChainCheck = (): ChainCheck => ({ entries: 0, lastHash: GENESIS_HASH, lastSequence: 0, firstBrokenEntry: null });

/**
 * Takes the next stored entries (in sequence order) into the check. An entry is broken when its
 * sequence skips, its previous hash is not the last entry's hash, or its hash does not match its content.
 */
export function continueChainCheck(check: ChainCheck, entries: readonly ChainedEntry[]): ChainCheck {
  let { entries: count, lastHash, lastSequence, firstBrokenEntry } = check;
  for (const entry of entries) {
    count += 1;
    const follows = entry.sequence === lastSequence + 1 && entry.previousHash === lastHash && entryHash(lastHash, entry) === entry.hash;
    if (!follows && firstBrokenEntry === null) firstBrokenEntry = entry.sequence;
    lastHash = entry.hash;
    lastSequence = entry.sequence;
  }
  return { entries: count, lastHash, lastSequence, firstBrokenEntry };
}

/** The journal entries that seal the chain: event code 13999 (other) with this description. */
export const SEAL_DESCRIPTION = 'Journal forseglet';

/** What a seal signs: the merchant and its journal's head, the last entry's sequence and hash. */
export function sealText(merchantId: string, head: { sequence: number; hash: string }): string {
  return `bakrom-journal-seal;${merchantId};${head.sequence};${head.hash}`;
}

/** A seal's payload as the journal stores it. */
export interface SealPayload {
  seal: { sequence: number; hash: string; keyVersion: number; signature: string };
}

/** The seal an entry carries, or undefined when the entry is no seal. */
export function sealOf(entry: Pick<JournalContent, 'eventCode' | 'description' | 'payload'>): SealPayload['seal'] | undefined {
  if (entry.eventCode !== 13999 || entry.description !== SEAL_DESCRIPTION) return undefined;
  try {
    const seal = (JSON.parse(entry.payload) as Partial<SealPayload>).seal;
    return seal && typeof seal === 'object' ? seal : undefined;
  } catch {
    return undefined;
  }
}

export interface SealCheck {
  /** Seals read so far. */
  count: number;
  /** The sequence of the first seal that does not hold: it names a head other than the entry before it, or its signature fails. */
  firstBroken: number | null;
  /** The last entry a holding seal covers before the first broken one: a change lies after it. */
  provenThrough: number | null;
}

export const startSealCheck = (): SealCheck => ({ count: 0, firstBroken: null, provenThrough: null });

/**
 * Takes the next stored entries (in sequence order, `previous` the one before the first of them) into the
 * seal check: a seal holds when it names the sequence and the stored hash of the entry just before it, and
 * its signature verifies with the public key of its version. A chain re-hashed after a changed entry keeps
 * its links, but the seals after the change name hashes no longer stored, and no seal can be re-signed
 * without the merchant's private key.
 */
export function continueSealCheck(
  check: SealCheck,
  merchantId: string,
  previous: { sequence: number; hash: string } | undefined,
  entries: readonly ChainedEntry[],
  publicKeys: ReadonlyMap<number, KeyObject>,
): SealCheck {
  let { count, firstBroken, provenThrough } = check;
  let before = previous;
  for (const entry of entries) {
    const seal = sealOf(entry);
    if (seal) {
      count += 1;
      const key = publicKeys.get(seal.keyVersion);
      const holds =
        before !== undefined &&
        seal.sequence === before.sequence &&
        seal.hash === before.hash &&
        key !== undefined &&
        typeof seal.signature === 'string' &&
        verify('sha256', Buffer.from(sealText(merchantId, seal), 'utf8'), key, Buffer.from(seal.signature, 'base64'));
      if (!holds && firstBroken === null) firstBroken = entry.sequence;
      if (holds && firstBroken === null) provenThrough = seal.sequence;
    }
    before = { sequence: entry.sequence, hash: entry.hash };
  }
  return { count, firstBroken, provenThrough };
}
