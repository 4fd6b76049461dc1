import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney } from './format';
import { DICTIONARY_SIZE, translateMessage } from './message-translations';
import { NOT_MESSAGES, messagesOf, readSource, scanLiterals, sourceFiles, type FoundMessage } from './message-sources.test-support';

/**
 * The English dictionary is complete (issue 34): every Norwegian message written in the sources a user can
 * meet in an error answer or a form — the server's own messages and field labels' summary (`http`), the
 * validation locale, the schemas and pure rules of packages/shared, and what the server's modules throw —
 * has English, and a message that carries a value keeps it.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SCANNED = ['packages/shared/src', 'apps/server/src/modules', 'apps/server/src/http'];

/** Messages whose English is the same word. */
const SAME_IN_ENGLISH = new Set(['Tips']);

function foundMessages(): FoundMessage[] {
  return sourceFiles(ROOT, SCANNED)
    .filter((file) => !NOT_MESSAGES.some((pattern) => pattern.test(file)))
    .flatMap((file) =>
      messagesOf(path.relative(ROOT, file), readSource(file), {
        // The locale's error map: every literal of it is a message or part of one.
        everyLiteral: file.endsWith('zod-locale.ts'),
      }),
    );
}

/**
 * Values for a template's `${…}`, by its source text: what the expression really gives where that is a
 * word the pattern must know (a status, an event, a field's name), or the form of the value (a quoted name,
 * an amount, a date). Any other value is tried as a number and as a name.
 */
const SAMPLES: Record<string, string[]> = {
  'STATUS_NAMES[from]': ['bestilt'],
  'STATUS_NAMES[to]': ['fullført'],
  'TERMINAL_EVENT_AMOUNTS[eventType].name': ['en kopikvittering'],
  'name.charAt(0).toUpperCase() name.slice(1)': ['En skuffeåpning uten salg'],
  expected: ['et tall', 'tekst'],
  what: [
    'Avdelingens nettbutikk',
    'Terminalen «Kasse 1»',
    'Avdelingen har ingen nettbutikk-terminal',
    'Fant ingen POS-terminal «Kasse 1» i avdelingen',
  ],
  'entry.day': ['MONDAY'],
  label: ['Beløpet', 'Payee-ID'],
  field: ['Beløpet', 'Tipsbeløpet'],
  USERNAME_TAKEN_MESSAGE: ['Brukernavnet er opptatt'],
  hint: [' (bruk 3, 31)', ''],
  named: ['POS-1 nr. 7 (salg av ordre 12), POS-1 nr. 8 (retur av ordre 12)'],
};
const SAMPLE_FORMS: [RegExp, string[]][] = [
  [/^quoted\(/, ['«Pizza Margherita»']],
  [/^formatMoney\(/, ['1 234,50 kr']],
  [/^dateRangeLabel\(/, ['01.03.2026–05.03.2026', '01.03.2026']],
  [/^osloTime\(/, ['10:30']],
  [/^orderType === /, ['for å spise her', 'med levering', 'som takeaway']],
];
const DEFAULT_SAMPLES = ['7', 'Pizza'];

function samplesFor(expression: string): string[] {
  return SAMPLES[expression] ?? SAMPLE_FORMS.find(([form]) => form.test(expression))?.[1] ?? DEFAULT_SAMPLES;
}

/** Every text a template makes with the samples; values written side by side ('${a}${b}') are one value. */
function sampleTexts(message: FoundMessage): string[] {
  const parts = message.parts!;
  const expressions = message.expressions!;
  const slots: { before: string; expression: string }[] = [];
  let pending = parts[0]!;
  expressions.forEach((expression, index) => {
    const last = slots[slots.length - 1];
    if (last && pending === '' && index > 0) last.expression += ` ${expression}`;
    else slots.push({ before: pending, expression });
    pending = parts[index + 1]!;
  });
  let texts = [''];
  for (const slot of slots) {
    texts = texts.flatMap((text) => samplesFor(slot.expression).map((sample) => text + slot.before + sample));
  }
  return texts.map((text) => text + pending);
}

/** Norwegian left in an English text (the unit 'øre' aside): a word of Norwegian, or æ, ø, å. */
const NORWEGIAN_LEFT = /[æøåÆØÅ]|\b(?:og|ikke|er|av|med|til|eller|kan|som|fra|har|det|den|ved|ingen|allerede|finnes|fant|skal)\b/;
const norwegianLeftIn = (english: string, values: string[] = []) =>
  NORWEGIAN_LEFT.test(values.reduce((text, value) => text.split(value).join(''), english).replace(/(?<!\p{L})øre(?!\p{L})/gu, ''));

/** Whether the message has English, and the English has no Norwegian left. */
function hasEnglish(text: string, keptValues: string[] = []): boolean {
  const english = translateMessage(text, 'en');
  if (english === text) return SAME_IN_ENGLISH.has(text);
  return !norwegianLeftIn(english, keptValues);
}

describe('the English dictionary', () => {
  const messages = foundMessages();

  it('finds the messages in the sources', () => {
    expect(messages.length).toBeGreaterThan(400);
    const texts = new Set(messages.map((message) => message.text));
    for (const known of [
      'Du må logge inn.',
      'Høyst ${maximum} tegn',
      'Pin-koden må være 4 siffer',
      'Fant ikke den ansatte.',
      'Ansatte er ikke slått på for denne bedriften.',
      'Oppgi betalingsordren som skal refunderes',
      '${quoted(item)} er utsolgt.',
      '${USERNAME_TAKEN_MESSAGE}. Forslag: ${suggestion}',
    ]) {
      expect(texts, known).toContain(known);
    }
    // The legal documents stay Norwegian: their files are not read.
    expect(messages.some((message) => /-pdf\.ts$|export-writer\.ts$/.test(message.file))).toBe(false);
  });

  it('has English for every fixed Norwegian message', () => {
    const missing = messages
      .filter((message) => !message.parts && !hasEnglish(message.text))
      .map((message) => `${message.file}:${message.line} ${message.text} → ${translateMessage(message.text, 'en')}`);
    expect([...new Set(missing)]).toEqual([]);
  });

  it('has a pattern for every message that carries a value, with sample values', () => {
    const missing = messages
      .filter((message) => message.parts && !sampleTexts(message).some((text) => hasEnglish(text, DEFAULT_SAMPLES)))
      .map((message) => `${message.file}:${message.line} ${message.text} (tried: ${sampleTexts(message).join(' | ')})`);
    expect([...new Set(missing)]).toEqual([]);
  });

  it('says how large it is', () => {
    expect(DICTIONARY_SIZE.exact).toBeGreaterThan(350);
    expect(DICTIONARY_SIZE.patterns).toBeGreaterThan(50);
  });
});

describe('translateMessage', () => {
  it('answers Norwegian as it is, and an unknown text as it is in English too', () => {
    expect(translateMessage('Du må logge inn.', 'nb')).toBe('Du må logge inn.');
    expect(translateMessage('Du må logge inn.', 'en')).toBe('You must log in.');
    expect(translateMessage('Noe helt annet', 'en')).toBe('Noe helt annet');
    expect(translateMessage('', 'en')).toBe('');
    expect(translateMessage('toString', 'en')).toBe('toString');
  });

  it.each([
    ['Høyst 200 tegn', 'At most 200 characters'],
    ['Må være et tall', 'Must be a number'],
    ['Må være minst 1', 'Must be at least 1'],
    ['Ukjent felt: foo, bar', 'Unknown field: foo, bar'],
    ['Payee-ID må fylles ut', 'Payee ID is required'],
    ['Tips må være et heltall i øre', 'Tips must be a whole number of øre'],
    ['Tipsbeløpet kan ikke være negativ', 'The tips amount cannot be negative'],
    ['«Pepperoni» er utsolgt.', '‘Pepperoni’ is sold out.'],
    ['«Cola» kan ikke bestilles med levering.', '‘Cola’ cannot be ordered for delivery.'],
    [
      'Betalingene (1,00 kr) stemmer ikke med det som skal betales (69,00 kr).',
      'The payments (1,00 kr) do not match the amount to pay (69,00 kr).',
    ],
    [
      'Ordren er allerede fullført og kan ikke endres til kansellert.',
      'The order is already completed and cannot be changed to cancelled.',
    ],
    ['Oppgi beløpet i øre for en kopikvittering', 'Give the amount in øre for a copy receipt'],
    ['Et prisoppslag har ikke noe beløp', 'A price look-up has no amount'],
    ['Brukernavnet er opptatt. Forslag: demo.kari2', 'The username is taken. Suggestion: demo.kari2'],
    ['MVA-kode 3 passer ikke til satsen 15 % (bruk 31, 33)', 'VAT code 3 does not fit the rate 15 % (use 31, 33)'],
    ['MONDAY må ha ukedag 1', 'MONDAY must have weekday 1'],
    [
      'Takeaway er allerede stengt 01.03.2026–05.03.2026 ved denne avdelingen. Slett de stengte dagene først, eller velg andre datoer.',
      'Takeaway is already closed 01.03.2026–05.03.2026 at this location. Delete the closed days first, or choose other dates.',
    ],
  ])('%s → %s', (norwegian, english) => {
    expect(translateMessage(norwegian, 'en')).toBe(english);
  });

  it('leaves a message whose named part it does not know, rather than half translate it', () => {
    expect(translateMessage('Ukjentfelt må fylles ut', 'en')).toBe('Ukjentfelt må fylles ut');
    expect(translateMessage('Ordren er allerede borte og kan ikke endres til kansellert.', 'en')).toBe(
      'Ordren er allerede borte og kan ikke endres til kansellert.',
    );
  });

  it('keeps the numbers a message carries', () => {
    const templates: ((n: number) => string)[] = [
      (n) => `Høyst ${n} tegn`,
      (n) => `Minst ${n} tegn`,
      (n) => `Listen kan ha høyst ${n} oppføringer`,
      (n) => `Kan være høyst ${n}`,
      (n) => `Perioden kan være høyst ${n} dager`,
      (n) => `Passordet må ha minst ${n} tegn`,
      (n) => `Velg en periode på høyst ${n} dager`,
      (n) => `Søket kan ha høyst ${n} tegn`,
      (n) => `Velg minst ${n} i «Saus».`,
      (n) => `Fra-datoen kan være høyst ${n} dager tilbake.`,
    ];
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.constantFrom(...templates), (n, template) => {
        const english = translateMessage(template(n), 'en');
        expect(english).not.toBe(template(n));
        expect(english).toContain(String(n));
      }),
    );
  });

  it('keeps the names and amounts a message carries, in their Norwegian format', () => {
    const name = fc.string({ minLength: 1, maxLength: 40 }).filter((text) => !/[«»\n]/.test(text) && text.trim() === text && text !== '');
    fc.assert(
      fc.property(
        name,
        name,
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (item, group, paid, toPay) => {
          const soldOut = translateMessage(`«${item}» er utsolgt.`, 'en');
          expect(soldOut).toBe(`‘${item}’ is sold out.`);
          const addOn = translateMessage(`«${item}» kan ikke velges til «${group}».`, 'en');
          expect(addOn).toBe(`‘${item}’ cannot be chosen with ‘${group}’.`);
          const payments = translateMessage(
            `Betalingene (${formatMoney(paid)}) stemmer ikke med det som skal betales (${formatMoney(toPay)}).`,
            'en',
          );
          expect(payments).toContain(formatMoney(paid));
          expect(payments).toContain(formatMoney(toPay));
          const table = translateMessage(`Det finnes allerede et bord med navnet «${item}» i denne avdelingen.`, 'en');
          expect(table).toContain(item);
        },
      ),
    );
  });
});

describe('the source scanner', () => {
  it('reads string and template literals, past comments and regular expressions with quotes in them', () => {
    const source = [
      "const a = /['\"]/g; // 'not this'",
      '/* "nor this" */ const b = `Høyst ${max} tegn`;',
      "const c = value / 2 > 1 ? 'Ja' : `Nei ${x ? `indre ${y}` : ''}`;",
    ].join('\n');
    const texts = scanLiterals(source).literals.map((literal) => literal.text);
    expect(texts).toEqual(['Høyst ${max} tegn', 'Ja', "Nei ${x ? `indre ${y}` : ''}"]);
  });

  it('takes a message in its positions only, and joins one written in pieces', () => {
    const source = [
      "const log = 'Ikke en melding her';",
      "throw conflict('Første del. ' + `Andre ${del}.`);",
      "z.string({ message: 'Må fylles ut' }).max(3, 'Høyst 3 tegn');",
      "validationFailed({ 'user.name': 'Navnet er tatt' });",
      "const LIMIT_MESSAGE = 'For mange';",
    ].join('\n');
    expect(messagesOf('x.ts', source).map((message) => message.text)).toEqual([
      'Første del. Andre ${del}.',
      'Må fylles ut',
      'Høyst 3 tegn',
      'Navnet er tatt',
      'For mange',
    ]);
  });
});
