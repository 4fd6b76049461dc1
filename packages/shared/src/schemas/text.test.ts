import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { z } from 'zod';
import '../zod-locale';
import { DUPLICATE_IDS_MESSAGE, uniqueIds } from './ids';
import { INVALID_TEXT_MESSAGE, isSafeText, text } from './text';

/** Code points a merchant may type: printable ones (astral ones as whole surrogate pairs), tab and line breaks. */
const allowedCharacter = fc
  .integer({ min: 0, max: 0x10ffff })
  .filter(
    (code) =>
      code === 0x09 ||
      code === 0x0a ||
      code === 0x0d ||
      (code >= 0x20 && !(code >= 0x7f && code <= 0x9f) && !(code >= 0xd800 && code <= 0xdfff)),
  )
  .map((code) => String.fromCodePoint(code));
const allowedText = fc.string({ unit: allowedCharacter, maxLength: 40 });

/** C0 controls but tab and line breaks, DEL, C1 controls, and halves of surrogate pairs. */
const unsafeCharacter = fc
  .oneof(
    fc.integer({ min: 0x00, max: 0x08 }),
    fc.constantFrom(0x0b, 0x0c),
    fc.integer({ min: 0x0e, max: 0x1f }),
    fc.integer({ min: 0x7f, max: 0x9f }),
    fc.integer({ min: 0xd800, max: 0xdfff }),
  )
  .map((code) => String.fromCharCode(code));

const issuesOf = (result: z.ZodSafeParseResult<unknown>) =>
  result.error?.issues.map((issue) => ({ path: issue.path, message: issue.message })) ?? [];

describe('text()', () => {
  it('accepts what a merchant can type, unchanged', () => {
    fc.assert(
      fc.property(allowedText, (value) => {
        expect(isSafeText(value)).toBe(true);
        expect(text().parse(value)).toBe(value);
      }),
    );
    expect(text().parse('Kål 🥬\tpå\r\nlinje to')).toBe('Kål 🥬\tpå\r\nlinje to');
  });

  it('refuses a control character or a lone surrogate anywhere, with the Norwegian message', () => {
    fc.assert(
      fc.property(allowedText, unsafeCharacter, allowedText, (before, unsafe, after) => {
        const value = before + unsafe + after;
        expect(isSafeText(value)).toBe(false);
        expect(issuesOf(text().safeParse(value))).toEqual([{ path: [], message: INVALID_TEXT_MESSAGE }]);
      }),
    );
  });

  it('keeps the check when chained and inside objects, naming the field', () => {
    const schema = z.object({ name: text({ error: 'Navn må fylles ut' }).trim().min(1).max(20) });
    expect(schema.parse({ name: '  Bord 1 ' })).toEqual({ name: 'Bord 1' });
    expect(issuesOf(schema.safeParse({ name: ' Bord\u0000 ' }))).toEqual([{ path: ['name'], message: INVALID_TEXT_MESSAGE }]);
    expect(issuesOf(schema.safeParse({}))).toEqual([{ path: ['name'], message: 'Navn må fylles ut' }]);
  });
});

describe('uniqueIds()', () => {
  const ids = uniqueIds(z.uuid(), { max: 3 });
  const variants = uniqueIds(z.object({ id: z.string().optional() }), { max: 10, key: (variant) => variant.id });

  it('answers a repeated id with one issue on the list itself', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.uuid(), { minLength: 1, maxLength: 3 }), fc.nat(), (list, pick) => {
        expect(ids.safeParse(list).success).toBe(true);
        const repeated = [...list, list[pick % list.length]!];
        if (repeated.length > 3) return;
        expect(issuesOf(ids.safeParse(repeated))).toEqual([{ path: [], message: DUPLICATE_IDS_MESSAGE }]);
      }),
    );
  });

  it('compares the key of object entries and ignores entries without one', () => {
    expect(variants.safeParse([{ id: 'a' }, {}, {}, { id: 'b' }]).success).toBe(true);
    expect(issuesOf(variants.safeParse([{ id: 'a' }, { id: 'a' }]))).toEqual([{ path: [], message: DUPLICATE_IDS_MESSAGE }]);
  });
});

describe('validation messages', () => {
  const schema = z.object({
    name: z.string().min(1).max(5),
    count: z.number().int().min(0).max(10),
    price: z.number().multipleOf(0.01),
    kind: z.enum(['DISH', 'DRINK']),
    ids: z.array(z.uuid()).length(2),
    open: z.boolean(),
    nested: z.object({ id: z.uuid() }),
  });

  it('never name developer types or patterns, whatever arrives', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('name', 'count', 'price', 'kind', 'ids', 'open', 'nested'), fc.jsonValue()), (body) => {
        for (const { message } of issuesOf(schema.safeParse(body))) {
          expect(message).not.toMatch(/string|object|number|boolean|array|expected|received|forventet|fikk|input|uuid|regex|\^|\$|NaN/i);
        }
      }),
    );
  });

  it('say what to do', () => {
    const fields = Object.fromEntries(
      issuesOf(schema.safeParse({ name: '', count: 2.5, price: 1.005, kind: 'X', ids: ['x'], open: 'ja', nested: [] })).map((issue) => [
        issue.path.join('.'),
        issue.message,
      ]),
    );
    expect(fields).toEqual({
      name: 'Må fylles ut',
      count: 'Må være et helt tall',
      price: 'Kan ha høyst to desimaler',
      kind: 'Ugyldig valg',
      'ids.0': 'Ugyldig id',
      ids: 'Listen må ha nøyaktig 2 oppføringer',
      open: 'Må være ja eller nei',
      nested: 'Har feil form',
    });
    expect(issuesOf(schema.safeParse({}))[0]?.message).toBe('Må fylles ut');
  });
});
