import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { gsmSeptets, smsSegments } from './sms';

const GSM_BASIC_SAMPLE = [...'abcxyzABCXYZ0129 .,!?@£$èéøØåÅæÆäöüÄÖÜ§¿¡\n'];
const GSM_EXTENSION_SAMPLE = [...'^{}\\[]~|€\f'];
const UCS2_SAMPLE = [...'ąčłśżЖжабв中文ひらがな‘’“”…—'];

const gsmChar = fc.constantFrom(...GSM_BASIC_SAMPLE, ...GSM_EXTENSION_SAMPLE);
const basicChar = fc.constantFrom(...GSM_BASIC_SAMPLE);
const gsmText = fc.array(gsmChar, { maxLength: 700 }).map((chars) => chars.join(''));
const ucs2Text = (length: number) => 'ž'.repeat(length);

describe('smsSegments: GSM-7', () => {
  it('fits 160 septets in one SMS and splits longer texts into parts of 153', () => {
    expect(smsSegments('')).toBe(0);
    expect(smsSegments('a')).toBe(1);
    expect(smsSegments('a'.repeat(160))).toBe(1);
    expect(smsSegments('a'.repeat(161))).toBe(2);
    expect(smsSegments('a'.repeat(306))).toBe(2);
    expect(smsSegments('a'.repeat(307))).toBe(3);
    expect(smsSegments('a'.repeat(459))).toBe(3);
    expect(smsSegments('a'.repeat(460))).toBe(4);
  });

  it('reads Norwegian letters as GSM characters', () => {
    expect(gsmSeptets('Hei Åse! Følg ordren på Bakrom, æ ø å Æ Ø Å.')).toBe(44);
    expect(smsSegments('Hei Åse! Følg ordren på Bakrom, æ ø å Æ Ø Å.')).toBe(1);
  });

  it('counts the extension characters twice', () => {
    for (const character of GSM_EXTENSION_SAMPLE) expect(gsmSeptets(character), JSON.stringify(character)).toBe(2);
    expect(smsSegments('€'.repeat(80))).toBe(1);
    expect(smsSegments('€'.repeat(81))).toBe(2);
    expect(smsSegments(`${'a'.repeat(159)}€`)).toBe(2);
    expect(smsSegments(`${'a'.repeat(158)}€`)).toBe(1);
  });
});

describe('smsSegments: UCS-2', () => {
  it('fits 70 UTF-16 units in one SMS and splits longer texts into parts of 67', () => {
    expect(smsSegments(ucs2Text(70))).toBe(1);
    expect(smsSegments(ucs2Text(71))).toBe(2);
    expect(smsSegments(ucs2Text(134))).toBe(2);
    expect(smsSegments(ucs2Text(135))).toBe(3);
  });

  it('sends the whole text as UCS-2 when one character is outside the GSM alphabet', () => {
    expect(gsmSeptets(`${'a'.repeat(100)}ž`)).toBeUndefined();
    expect(smsSegments(`${'a'.repeat(100)}ž`)).toBe(2);
    expect(smsSegments(`${'a'.repeat(69)}’`)).toBe(1);
    expect(smsSegments(`${'a'.repeat(70)}’`)).toBe(2);
  });

  it('sends as UCS-2 for any character outside the alphabet, wherever it stands', () => {
    fc.assert(
      fc.property(fc.array(basicChar, { maxLength: 200 }), fc.constantFrom(...UCS2_SAMPLE), fc.nat(), (chars, foreign, at) => {
        const text = [...chars.slice(0, at % (chars.length + 1)), foreign, ...chars.slice(at % (chars.length + 1))].join('');
        expect(gsmSeptets(text)).toBeUndefined();
        expect(smsSegments(text)).toBe(text.length <= 70 ? 1 : Math.ceil(text.length / 67));
      }),
    );
  });

  it('counts an emoji as two units', () => {
    expect('🍕'.length).toBe(2);
    expect(smsSegments('🍕'.repeat(35))).toBe(1);
    expect(smsSegments(`${'🍕'.repeat(35)}a`)).toBe(2);
    expect(smsSegments(`${'a'.repeat(69)}🍕`)).toBe(2);
  });
});

describe('smsSegments: properties', () => {
  it('is exact at every GSM boundary 153·k and 153·k + 1', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 40 }), basicChar, (parts, character) => {
        expect(smsSegments(character.repeat(153 * parts))).toBe(parts);
        expect(smsSegments(character.repeat(153 * parts + 1))).toBe(parts + 1);
      }),
    );
  });

  it('is exact at every UCS-2 boundary 67·k and 67·k + 1', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 40 }), (parts) => {
        expect(smsSegments(ucs2Text(67 * parts))).toBe(parts);
        expect(smsSegments(ucs2Text(67 * parts + 1))).toBe(parts + 1);
      }),
    );
  });

  it('never costs less when the text grows', () => {
    fc.assert(
      fc.property(gsmText, gsmChar, (text, extra) => {
        expect(smsSegments(text + extra)).toBeGreaterThanOrEqual(smsSegments(text));
      }),
    );
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), fc.string({ unit: 'grapheme', maxLength: 5 }), (text, extra) => {
        // Within one encoding, a longer text never costs less.
        const both = text + extra;
        if ((gsmSeptets(text) === undefined) === (gsmSeptets(both) === undefined)) {
          expect(smsSegments(both)).toBeGreaterThanOrEqual(smsSegments(text));
        }
      }),
    );
  });

  it('never costs more for a GSM text than for a UCS-2 text of the same length', () => {
    fc.assert(
      fc.property(gsmText, (text) => {
        expect(smsSegments(text)).toBeLessThanOrEqual(smsSegments(ucs2Text(text.length)));
      }),
    );
  });

  it('is at least one SMS for any text that is not empty, and as many as the septets need', () => {
    fc.assert(
      fc.property(gsmText, (text) => {
        const septets = gsmSeptets(text)!;
        const segments = smsSegments(text);
        if (text === '') expect(segments).toBe(0);
        else {
          expect(segments).toBeGreaterThanOrEqual(1);
          expect(segments === 1 ? septets <= 160 : septets <= segments * 153 && septets > (segments - 1) * 153).toBe(true);
        }
      }),
    );
  });
});
