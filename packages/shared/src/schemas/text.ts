import { z } from 'zod';

export const INVALID_TEXT_MESSAGE = 'Teksten inneholder ugyldige tegn';

/**
 * Control characters other than tab, line feed and carriage return (C0, DEL, C1), and halves of
 * UTF-16 surrogate pairs without their other half: PostgreSQL cannot store NUL, a lone surrogate would
 * be stored as U+FFFD, and none of them belong in a merchant's text.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNSAFE_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|\p{Cs}/u;

export function isSafeText(value: string): boolean {
  return !UNSAFE_CHARACTER.test(value);
}

/**
 * The one string type of every request (bodies, query strings, path parameters): a zod string that
 * refuses unsafe characters, chainable as usual (`text().trim().max(200)`). Answers keep `z.string()`:
 * they describe what the server sends, and refusing an answer would turn stored data into an error.
 */
export function text(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine(isSafeText, INVALID_TEXT_MESSAGE);
}
