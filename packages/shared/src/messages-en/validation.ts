import type { LookUp, MessagePattern } from './types';

/** The validation locale (`zod-locale.ts`) and the field messages many schemas share: ids, text, dates, numbers. */
export const VALIDATION_EXACT: Record<string, string> = {
  // packages/shared/src/zod-locale.ts
  'Ugyldig id': 'Invalid id',
  'Ugyldig e-postadresse': 'Invalid email address',
  'Ugyldig nettadresse': 'Invalid web address',
  'Ugyldig dato': 'Invalid date',
  'Ugyldig tidspunkt': 'Invalid time',
  'Ugyldig klokkeslett': 'Invalid time of day',
  'Må fylles ut': 'Required',
  'Har feil form': 'Has the wrong form',
  'Ugyldig valg': 'Invalid choice',
  'For stor verdi': 'Value too large',
  'For liten verdi': 'Value too small',
  'Ugyldig format': 'Invalid format',
  'Kan ha høyst to desimaler': 'May have at most two decimals',
  'Ugyldig verdi i listen': 'Invalid value in the list',
  'Ugyldig verdi': 'Invalid value',
  // Ids and text (schemas/ids.ts, schemas/text.ts) and the checks many forms share.
  'Listen inneholder samme id flere ganger': 'The list contains the same id more than once',
  'Teksten inneholder ugyldige tegn': 'The text contains characters that are not allowed',
  'Kan ikke være under 0': 'Cannot be below 0',
  'Dato må fylles ut (ÅÅÅÅ-MM-DD)': 'Date is required (YYYY-MM-DD)',
  'Ugyldig dato: bruk formatet ÅÅÅÅ-MM-DD': 'Invalid date: use the format YYYY-MM-DD',
  'Til-datoen kan ikke være før fra-datoen': 'The to date cannot be before the from date',
  'Til-dato kan ikke være før fra-dato': 'The to date cannot be before the from date',
  'Perioden kan være høyst ett år': 'The period may be at most one year',
  'Perioden kan være høyst ett år.': 'The period may be at most one year.',
  'Klokkeslett må fylles ut (TT:MM)': 'Time is required (HH:MM)',
  'Ugyldig klokkeslett: bruk 24-timers format TT:MM': 'Invalid time: use the 24-hour format HH:MM',
  'Ugyldig klokkeslett: bruk formatet TT:MM': 'Invalid time: use the format HH:MM',
  'Bruk bare vanlige tegn (ASCII)': 'Use plain characters only (ASCII)',
  'Velg ja eller nei': 'Choose yes or no',
  'Ugyldig epost': 'Invalid email',
  'Navn må fylles ut': 'Name is required',
  'Navnet kan ha høyst 100 tegn': 'The name may have at most 100 characters',
  'Beskrivelsen kan ha høyst 500 tegn': 'The description may have at most 500 characters',
  'Telefon må fylles ut': 'Phone is required',
  'E-post må fylles ut': 'Email is required',
};

/** What `Må være ${expected}` names (the locale's TYPE_NAMES). */
const TYPE_NAMES: Record<string, string> = {
  tekst: 'text',
  'et tall': 'a number',
  'et helt tall': 'a whole number',
  'ja eller nei': 'yes or no',
  'en liste': 'a list',
  'en dato': 'a date',
};

export const VALIDATION_PATTERNS: MessagePattern[] = [
  [/^Høyst (\d+) tegn$/, ([max]) => `At most ${max} characters`],
  [/^Minst (\d+) tegn$/, ([min]) => `At least ${min} characters`],
  [/^Høyst (\d+)$/, ([max]) => `At most ${max}`],
  [/^Listen må ha nøyaktig (\d+) oppføringer$/, ([count]) => `The list must have exactly ${count} entries`],
  [/^Listen kan ha høyst (\d+) oppføringer$/, ([count]) => `The list may have at most ${count} entries`],
  [/^Listen må ha minst (\d+) oppføringer$/, ([count]) => `The list must have at least ${count} entries`],
  [/^Kan være høyst (-?[\d.,]+)$/, ([max]) => `May be at most ${max}`],
  [/^Må være under (-?[\d.,]+)$/, ([max]) => `Must be below ${max}`],
  [/^Må være minst (-?[\d.,]+)$/, ([min]) => `Must be at least ${min}`],
  [/^Må være over (-?[\d.,]+)$/, ([min]) => `Must be above ${min}`],
  [/^Må gå opp i (.+)$/, ([divisor]) => `Must be a multiple of ${divisor}`],
  [/^Må være (.+)$/, ([expected]) => (TYPE_NAMES[expected!] ? `Must be ${TYPE_NAMES[expected!]}` : undefined)],
  [/^Ukjent felt: (.+)$/s, ([keys]) => `Unknown field: ${keys}`],
  // A field named by its label: 'Payee-ID må fylles ut', 'Beløpet er for stort'.
  [/^(.+) må fylles ut$/, ([label], lookUp) => withLabel(label!, lookUp, (name) => `${name} is required`)],
  [/^(.+) må være et tall$/, ([label], lookUp) => withLabel(label!, lookUp, (name) => `${name} must be a number`)],
  [/^(.+) må være et helt antall øre$/, ([label], lookUp) => withLabel(label!, lookUp, (name) => `${name} must be a whole number of øre`)],
  [/^(.+) må være et heltall i øre$/, ([label], lookUp) => withLabel(label!, lookUp, (name) => `${name} must be a whole number of øre`)],
  [/^(.+) kan ikke være negativt?$/, ([label], lookUp) => withLabel(label!, lookUp, (name) => `${name} cannot be negative`)],
  [/^(.+) er for stort$/, ([label], lookUp) => withLabel(label!, lookUp, (name) => `${name} is too large`)],
];

/** The message with the field's English name, or undefined when the name has none. */
function withLabel(label: string, lookUp: LookUp, english: (name: string) => string): string | undefined {
  const name = lookUp(label);
  return name === undefined ? undefined : english(name);
}
