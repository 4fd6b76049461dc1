import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  GENESIS_HASH,
  canonicalJson,
  chainEntries,
  contentAroundSequence,
  continueChainCheck,
  entryHash,
  startChainCheck,
  type ChainedEntry,
  type JournalContent,
} from './chain';

const content = (index: number): Omit<JournalContent, 'sequence'> => ({
  merchantId: 'kafe',
  locationId: null,
  terminalId: '0195f0a4-0000-7000-8000-000000000001',
  userId: null,
  userName: 'Kari',
  eventCode: 13009,
  description: `Z-rapport ${index}`,
  payload: canonicalJson({ number: index, total: index * 100 }),
  occurredAt: new Date(Date.UTC(2026, 10, 25, 12, 0, index)),
});

const verify = (entries: ChainedEntry[]) => continueChainCheck(startChainCheck(), entries);

describe('canonicalJson', () => {
  it('sorts keys at every depth and leaves arrays in order', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, 1], c: null } })).toBe('{"a":{"c":null,"d":[2,1]},"b":1}');
  });

  it('gives one text for one value, whatever the order its keys were written in', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (value) => {
        const reversed = Object.fromEntries(Object.entries(value).reverse());
        expect(canonicalJson(reversed)).toBe(canonicalJson(value));
        expect(JSON.parse(canonicalJson(value))).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
  });
});

describe('the journal chain', () => {
  it('starts at the genesis hash and links each entry to the one before', () => {
    const entries = chainEntries(undefined, [content(1), content(2), content(3)]);
    expect(entries.map((entry) => entry.sequence)).toEqual([1, 2, 3]);
    expect(entries[0]!.previousHash).toBe(GENESIS_HASH);
    expect(entries[1]!.previousHash).toBe(entries[0]!.hash);
    expect(verify(entries)).toMatchObject({ entries: 3, firstBrokenEntry: null });
  });

  it('continues after the last stored entry', () => {
    const first = chainEntries(undefined, [content(1), content(2)]);
    const more = chainEntries(first[1], [content(3)]);
    expect(more[0]).toMatchObject({ sequence: 3, previousHash: first[1]!.hash });
    expect(verify([...first, ...more]).firstBrokenEntry).toBeNull();
  });

  it('points at the first entry changed in any field, dropped or moved', () => {
    const fields = [
      'locationId',
      'terminalId',
      'userId',
      'userName',
      'eventCode',
      'description',
      'payload',
      'occurredAt',
      'previousHash',
      'hash',
    ] as const;
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 12 }),
        fc.nat(),
        fc.constantFrom(...fields),
        fc.constantFrom('change', 'drop', 'swap'),
        (length, at, field, how) => {
          const entries = chainEntries(
            undefined,
            Array.from({ length }, (_, index) => content(index + 1)),
          );
          const target = at % (length - 1);
          const tampered = entries.map((entry) => ({ ...entry }));
          if (how === 'drop') tampered.splice(target, 1);
          else if (how === 'swap') [tampered[target], tampered[target + 1]] = [tampered[target + 1]!, tampered[target]!];
          else {
            const entry = tampered[target]! as unknown as Record<string, unknown>;
            const value = entry[field];
            entry[field] =
              value instanceof Date ? new Date(value.getTime() + 1) : typeof value === 'number' ? value + 1 : `${String(value)}x`;
          }
          // The entry found where the broken link is: the changed one, or the one after a gap or a swap.
          expect(verify(tampered).firstBrokenEntry).toBe(tampered[target]!.sequence);
          expect(verify(entries).firstBrokenEntry).toBeNull();
        },
      ),
    );
  });
});

describe('the pieces the database chains an entry with', () => {
  it('join around the sequence into the canonical text the check hashes, whatever the texts hold', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string(),
        fc.jsonValue(),
        fc.integer({ min: 1, max: 2 ** 40 }),
        fc.constantFrom('', ',"sequence":0,"terminalId":', '"sequence":7'),
        (description, userName, payload, sequence, trap) => {
          const entry = { ...content(1), description: description + trap, userName, payload: canonicalJson({ payload, trap }) };
          const { before, after } = contentAroundSequence(entry);
          const viaPieces = createHash('sha256').update(GENESIS_HASH).update('\n').update(`${before}${sequence}${after}`).digest('hex');
          expect(viaPieces).toBe(entryHash(GENESIS_HASH, { ...entry, sequence }));
        },
      ),
    );
  });
});
