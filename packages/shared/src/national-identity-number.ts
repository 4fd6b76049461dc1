/**
 * Norwegian national identity numbers (fødselsnummer and D-number, Skatteetaten): eleven digits, a birth
 * date DDMMYY, a three-digit individual number and two MOD11 check digits. The first check digit is taken
 * over the first nine digits with the weights 3 7 6 1 8 9 4 5 2, the second over the first ten with
 * 5 4 3 2 7 6 5 4 3 2; a remainder of 0 gives 0, a remainder of 1 gives no valid number. A D-number adds 4
 * to the first digit of the day (41–71); test numbers of the tax administration add 40 or 80 to the month.
 */

const FIRST_WEIGHTS = [3, 7, 6, 1, 8, 9, 4, 5, 2] as const;
const SECOND_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2] as const;

export const NATIONAL_ID_MESSAGES = {
  required: 'Fødselsnummer eller D-nummer må fylles ut',
  format: 'Fødselsnummeret må ha 11 sifre',
  date: 'Fødselsnummeret er ikke gyldig (datoen stemmer ikke)',
  checkDigits: 'Fødselsnummeret er ikke gyldig (kontrollsifrene stemmer ikke)',
} as const;

function checkDigit(digits: string, weights: readonly number[]): number | undefined {
  const sum = weights.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
  const remainder = sum % 11;
  if (remainder === 0) return 0;
  if (remainder === 1) return undefined;
  return 11 - remainder;
}

/** The two check digits of the first nine digits, or undefined when none fit. */
export function nationalIdCheckDigits(firstNine: string): string | undefined {
  if (!/^[0-9]{9}$/.test(firstNine)) return undefined;
  const first = checkDigit(firstNine, FIRST_WEIGHTS);
  if (first === undefined) return undefined;
  const second = checkDigit(`${firstNine}${first}`, SECOND_WEIGHTS);
  return second === undefined ? undefined : `${first}${second}`;
}

/** Spaces are allowed when typing ('010190 12345'); stored without them. */
export function normaliseNationalId(value: string): string {
  return value.replace(/\s+/g, '');
}

function hasPlausibleDate(value: string): boolean {
  let day = Number(value.slice(0, 2));
  let month = Number(value.slice(2, 4));
  if (day > 40) day -= 40; // D-number
  if (month > 80)
    month -= 80; // test number
  else if (month > 40) month -= 40; // test number (H-number style)
  return day >= 1 && day <= 31 && month >= 1 && month <= 12;
}

/** What is wrong with a national identity number (already normalised), or null when it is valid. */
export function nationalIdProblem(value: string): string | null {
  if (value === '') return NATIONAL_ID_MESSAGES.required;
  if (!/^[0-9]{11}$/.test(value)) return NATIONAL_ID_MESSAGES.format;
  if (!hasPlausibleDate(value)) return NATIONAL_ID_MESSAGES.date;
  return nationalIdCheckDigits(value.slice(0, 9)) === value.slice(9) ? null : NATIONAL_ID_MESSAGES.checkDigits;
}

export function isNationalId(value: string): boolean {
  return nationalIdProblem(value) === null;
}

/** As shown to everyone but ADMIN and super admin: the birth date and the individual number hidden. */
export function maskNationalId(value: string): string {
  return `*******${value.slice(-4)}`;
}
