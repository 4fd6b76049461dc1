/**
 * The server's and the forms' messages in the user's language (issue 34). Every message is written in
 * Norwegian bokmål where it arises (schemas, services, the validation locale); an English user gets it through
 * this one function, from a dictionary of the fixed messages and patterns for the ones that carry a value.
 * Pure data and functions: the browser's start-up bundle may import it (no zod).
 */

export const LANGUAGES = ['nb', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Fixed Norwegian messages and their English text. */
const EXACT: Record<string, string> = {};

/** Messages that carry a value: a pattern of the Norwegian text and the English text made of its parts. */
const PATTERNS: [RegExp, (...parts: string[]) => string][] = [];

/** The message in the language; a Norwegian text without a translation is answered as it is. */
export function translateMessage(message: string, language: Language): string {
  if (language === 'nb') return message;
  const exact = EXACT[message];
  if (exact !== undefined) return exact;
  for (const [pattern, english] of PATTERNS) {
    const match = pattern.exec(message);
    if (match) return english(...match.slice(1));
  }
  return message;
}
