/**
 * Norwegian organisation numbers (organisasjonsnummer, Brønnøysundregistrene): nine digits, the last a
 * MOD11 check digit over the first eight with the weights 3 2 7 6 5 4 3 2. A remainder of 0 gives the
 * check digit 0; a remainder of 1 gives no valid number (11 − 1 = 10 is not a digit).
 */

export const ORGANISATION_NUMBER_WEIGHTS = [3, 2, 7, 6, 5, 4, 3, 2] as const;

export const ORGANISATION_NUMBER_MESSAGES = {
  required: 'Organisasjonsnummer må fylles ut',
  format: 'Organisasjonsnummeret må ha ni sifre',
  checkDigit: 'Organisasjonsnummeret er ikke gyldig (kontrollsifferet stemmer ikke)',
} as const;

/** The check digit of the first eight digits, or undefined when no check digit fits (remainder 1). */
export function organisationNumberCheckDigit(firstEight: string): number | undefined {
  if (!/^[0-9]{8}$/.test(firstEight)) return undefined;
  const sum = ORGANISATION_NUMBER_WEIGHTS.reduce((total, weight, index) => total + weight * Number(firstEight[index]), 0);
  const remainder = sum % 11;
  if (remainder === 0) return 0;
  if (remainder === 1) return undefined;
  return 11 - remainder;
}

/** Spaces between digit groups are allowed when typing ('923 609 016'); stored without them. */
export function normaliseOrganisationNumber(value: string): string {
  return value.replace(/\s+/g, '');
}

/** What is wrong with an organisation number (already normalised), or null when it is valid. */
export function organisationNumberProblem(value: string): string | null {
  if (value === '') return ORGANISATION_NUMBER_MESSAGES.required;
  if (!/^[0-9]{9}$/.test(value)) return ORGANISATION_NUMBER_MESSAGES.format;
  return organisationNumberCheckDigit(value.slice(0, 8)) === Number(value[8]) ? null : ORGANISATION_NUMBER_MESSAGES.checkDigit;
}

export function isOrganisationNumber(value: string): boolean {
  return organisationNumberProblem(value) === null;
}
