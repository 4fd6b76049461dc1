/**
 * The server's and the forms' messages in the user's language (issue 34). Every message is written in
 * Norwegian bokmål where it arises (schemas, services, the validation locale); an English user gets it through
 * this one function, from a dictionary of the fixed messages and patterns for the ones that carry a value.
 * The dictionary is kept by area in `messages-en/`; `message-translations.test.ts` reads the sources and fails
 * for a Norwegian message without English. Values a message carries (numbers, names, amounts, dates) keep
 * their Norwegian format in both languages ('1 234,50 kr', DD.MM.YYYY).
 * Pure data and functions, no zod. The browser loads it with the English catalogue, only when English is chosen.
 */
import { CATALOGUE_EXACT, CATALOGUE_PATTERNS } from './messages-en/catalogue';
import { CHANNEL_EXACT, CHANNEL_PATTERNS } from './messages-en/channel';
import { HTTP_EXACT, HTTP_PATTERNS } from './messages-en/http';
import { ORDERS_EXACT, ORDERS_PATTERNS } from './messages-en/orders';
import { SETTINGS_EXACT, SETTINGS_PATTERNS } from './messages-en/settings';
import { STAFF_EXACT, STAFF_PATTERNS } from './messages-en/staff';
import type { MessagePattern } from './messages-en/types';
import { VALIDATION_EXACT, VALIDATION_PATTERNS } from './messages-en/validation';

import type { Language } from './languages';

export { LANGUAGES, type Language } from './languages';

/** Fixed Norwegian messages and their English text. */
const EXACT: Record<string, string> = {
  ...HTTP_EXACT,
  ...VALIDATION_EXACT,
  ...CATALOGUE_EXACT,
  ...CHANNEL_EXACT,
  ...STAFF_EXACT,
  ...SETTINGS_EXACT,
  ...ORDERS_EXACT,
};

/** Messages that carry a value: a pattern of the Norwegian text and the English text made of its parts. */
const PATTERNS: readonly MessagePattern[] = [
  ...HTTP_PATTERNS,
  ...CATALOGUE_PATTERNS,
  ...CHANNEL_PATTERNS,
  ...STAFF_PATTERNS,
  ...SETTINGS_PATTERNS,
  ...ORDERS_PATTERNS,
  // The validation locale's patterns last: its field-name patterns ('… må fylles ut') are the most general.
  ...VALIDATION_PATTERNS,
];

/** How many messages the dictionary knows: fixed ones and patterns. */
export const DICTIONARY_SIZE = { exact: Object.keys(EXACT).length, patterns: PATTERNS.length };

/** The English of a Norwegian message, or undefined when the dictionary has none. */
function english(message: string): string | undefined {
  if (Object.hasOwn(EXACT, message)) return EXACT[message];
  for (const [pattern, make] of PATTERNS) {
    const match = pattern.exec(message);
    if (!match) continue;
    const made = make(match.slice(1), english);
    if (made !== undefined) return made;
  }
  return undefined;
}

/** The message in the language; a Norwegian text without a translation is answered as it is. */
export function translateMessage(message: string, language: Language): string {
  if (language === 'nb') return message;
  return english(message) ?? message;
}
