import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Finds the Norwegian messages written in the source (issue 34), for the completeness test of the English
 * dictionary (`message-translations.test.ts`). A small scanner reads each file's string and template
 * literals (comments and regular expressions skipped), and regular expressions over the text pick the
 * positions where a message is written:
 * - the value of a `message:` or `error:` property (zod's parameters, `addIssue`, a refusal object);
 * - the arguments of the calls that throw or refuse (`badRequest`, `conflict`, `notFound`, `forbidden`,
 *   `validationFailed`, `new HttpError`, …), of the schema helpers that take a message (`required`, `text`,
 *   …) and of zod's checks (`.min`, `.max`, `.regex`, `.refine`, …);
 * - the value of a constant, and the body of a function, whose name says it holds messages
 *   (`PINCODE_MESSAGE`, `REFUND_MESSAGES`, `CANCELLATION_REFUSALS`, `usernameTakenMessage`, `nationalIdProblem`);
 * - in the zod locale, every literal of the error map.
 * A message is a literal there that reads as a sentence (a capital letter first, not an all-capitals code);
 * a template literal is kept with its `${…}` parts, to be matched by a pattern with sample values.
 */

export interface FoundMessage {
  file: string;
  line: number;
  /** The literal's text; a template's `${…}` parts as they are written. */
  text: string;
  /** For a template: its fixed parts, between which the `${…}` values go. */
  parts?: string[];
  /** For a template: the source text of each `${…}`. */
  expressions?: string[];
}

interface Literal {
  start: number;
  end: number;
  text: string;
  parts?: string[];
  expressions?: string[];
}

const REGEX_BEFORE = new Set([...'(,=:[!&|?{};+-*%<>~^'].concat(['']));
const REGEX_KEYWORDS = /(?:^|[^\w$])(?:return|typeof|case|in|of|void|throw|delete|new|yield|await)$/;

/** The string and template literals of a source, and the source with comments, regexes and literal contents blanked. */
export function scanLiterals(source: string): { literals: Literal[]; masked: string } {
  const literals: Literal[] = [];
  const masked = source.split('');
  const blank = (from: number, to: number) => {
    for (let index = from; index < to; index += 1) if (masked[index] !== '\n') masked[index] = ' ';
  };
  let lastSignificant = '';
  let lastWordEnd = 0;

  function readQuoted(start: number): number {
    const quote = source[start];
    let index = start + 1;
    while (index < source.length && source[index] !== quote) index += source[index] === '\\' ? 2 : 1;
    return index + 1;
  }

  /** Reads a template from its backtick; answers its end. Expressions inside are scanned for nesting only. */
  function readTemplate(start: number): { end: number; parts: string[]; expressions: string[] } {
    const parts: string[] = [];
    const expressions: string[] = [];
    let index = start + 1;
    let part = '';
    while (index < source.length && source[index] !== '`') {
      if (source[index] === '\\') {
        part += source.slice(index, index + 2);
        index += 2;
      } else if (source[index] === '$' && source[index + 1] === '{') {
        parts.push(part);
        part = '';
        const expressionStart = index + 2;
        index = skipExpression(expressionStart);
        expressions.push(source.slice(expressionStart, index));
        index += 1;
      } else {
        part += source[index];
        index += 1;
      }
    }
    parts.push(part);
    return { end: index + 1, parts, expressions };
  }

  /** From inside `${`, to its closing `}`. */
  function skipExpression(start: number): number {
    let depth = 0;
    let index = start;
    while (index < source.length) {
      const char = source[index]!;
      if (char === "'" || char === '"') index = readQuoted(index);
      else if (char === '`') index = readTemplate(index).end;
      else if (char === '{') {
        depth += 1;
        index += 1;
      } else if (char === '}') {
        if (depth === 0) return index;
        depth -= 1;
        index += 1;
      } else index += 1;
    }
    return index;
  }

  let index = 0;
  while (index < source.length) {
    const char = source[index]!;
    const next = source[index + 1];
    if (char === '/' && next === '/') {
      const end = source.indexOf('\n', index);
      const stop = end === -1 ? source.length : end;
      blank(index, stop);
      index = stop;
    } else if (char === '/' && next === '*') {
      const end = source.indexOf('*/', index + 2);
      const stop = end === -1 ? source.length : end + 2;
      blank(index, stop);
      index = stop;
    } else if (char === "'" || char === '"') {
      const end = readQuoted(index);
      literals.push({ start: index, end, text: unescape(source.slice(index + 1, end - 1)) });
      blank(index + 1, end - 1);
      lastSignificant = char;
      index = end;
    } else if (char === '`') {
      const { end, parts, expressions } = readTemplate(index);
      const text = parts.map((part, at) => (at < expressions.length ? `${part}\${${expressions[at]}}` : part)).join('');
      literals.push({ start: index, end, text: unescape(text), parts: parts.map(unescape), expressions });
      blank(index + 1, end - 1);
      lastSignificant = '`';
      index = end;
    } else if (char === '/' && (REGEX_BEFORE.has(lastSignificant) || REGEX_KEYWORDS.test(source.slice(0, lastWordEnd)))) {
      let at = index + 1;
      let inClass = false;
      while (at < source.length && source[at] !== '\n') {
        if (source[at] === '\\') at += 1;
        else if (source[at] === '[') inClass = true;
        else if (source[at] === ']') inClass = false;
        else if (source[at] === '/' && !inClass) break;
        at += 1;
      }
      at += 1;
      while (/[a-z]/.test(source[at] ?? '')) at += 1;
      blank(index + 1, at - 1);
      lastSignificant = '/x';
      index = at;
    } else {
      if (!/\s/.test(char)) {
        lastSignificant = /[\w$]/.test(char) ? 'w' : char;
        if (/[\w$]/.test(char)) lastWordEnd = index + 1;
      }
      index += 1;
    }
  }
  return { literals, masked: masked.join('') };
}

function unescape(text: string): string {
  return text.replace(/\\(u\{[0-9a-fA-F]+\}|u[0-9a-fA-F]{4}|.)/g, (_whole, escaped: string) => {
    if (escaped.startsWith('u')) return String.fromCodePoint(parseInt(escaped.replace(/[u{}]/g, ''), 16));
    return escaped === 'n' ? '\n' : escaped === 't' ? '\t' : escaped;
  });
}

const OPENERS: Record<string, string> = { '(': ')', '[': ']', '{': '}' };

/** The end of the expression that starts at `start` (before a `,` or `;` at its depth, or its enclosing bracket's close). */
function expressionEnd(masked: string, start: number): number {
  const stack: string[] = [];
  for (let index = start; index < masked.length; index += 1) {
    const char = masked[index]!;
    if (OPENERS[char]) stack.push(OPENERS[char]);
    else if (char === ')' || char === ']' || char === '}') {
      if (stack.length === 0) return index;
      stack.pop();
    } else if ((char === ',' || char === ';') && stack.length === 0) return index;
  }
  return masked.length;
}

/** From an opening bracket at `open`, the index of its closing one. */
function closingOf(masked: string, open: number): number {
  const stack: string[] = [];
  for (let index = open; index < masked.length; index += 1) {
    const char = masked[index]!;
    if (OPENERS[char]) stack.push(OPENERS[char]);
    else if (char === ')' || char === ']' || char === '}') {
      stack.pop();
      if (stack.length === 0) return index;
    }
  }
  return masked.length;
}

/** The property whose value is a message. */
const MESSAGE_PROPERTY = /\b(?:message|error)\s*:/g;
/** Calls whose arguments are messages: the refusals, the schema helpers that take one, zod's checks. */
const MESSAGE_CALL =
  /(?:\b(?:badRequest|conflict|notFound|forbidden|validationFailed|unauthorized|HttpError|featureGuard|text)|\.(?:min|max|length|regex|refine|int|nonnegative|positive|gt|gte|lt|lte|multipleOf|nonempty))\s*\(/g;
/** A function declared in the file (`const ore = (field: string) => …`, `function refused(…)`): its calls' arguments may be messages or the names a message is made with. */
const LOCAL_FUNCTION =
  /\b(?:(?:const|let)\s+(\w+)\s*=\s*(?:<[^>]*>\s*)?(?:\([^()]*\)|\w+)\s*(?::[^=;]*)?=>|function\s+(\w+)\s*(?:<[^>]*>)?\()/g;
/** A constant that holds messages, by its name. */
const MESSAGE_CONSTANT = /\b(?:const|let)\s+(\w*(?:message|refusal|problem)s?\w*)\s*(?::[^=]*)?=/gi;
/** A function that answers a message, by its name. */
const MESSAGE_FUNCTION = /\bfunction\s+\w*(?:message|refusal|problem)\w*\s*(?:<[^>]*>)?\(/gi;

/** Whether a literal is an object's key (`{ 'user.nationalId': … }`, `'23514': …`). */
function isKey(masked: string, literal: Literal): boolean {
  const after = masked.slice(literal.end).match(/^\s*(.)/)?.[1];
  const before = masked.slice(0, literal.start).match(/(\S)\s*$/)?.[1];
  return after === ':' && (before === '{' || before === ',');
}

/** English words that a Norwegian message never has: an API description in English is no message. */
const ENGLISH = /\b(?:the|is|are|was|of|and|with|cannot|must|does|not|when|which|this|such|its|by)\b/;
const NORWEGIAN = /[æøå]|\b(?:er|og|ikke|på|av|med|til|må|kan|som|det|har|fra|eller)\b/i;

/**
 * Whether a literal reads as a message: a capital letter (or «) first and some lower-case letters, not a
 * code; a template may begin with a value when Norwegian words follow it ('${name} er utsolgt.'). The
 * validation summary ('Sjekk feltet …') is written again in the user's language, never translated.
 */
function isMessageText(literal: Literal): boolean {
  const fixed = (literal.parts ?? [literal.text]).join(' ');
  if (!/[a-zæøå]{2}/.test(fixed) || /^Sjekk felte/.test(fixed)) return false;
  if (ENGLISH.test(fixed) && !NORWEGIAN.test(fixed)) return false;
  if (/^[A-ZÆØÅ«]/.test(literal.text.trimStart())) return true;
  return literal.parts?.[0] === '' && /[A-ZÆØÅa-zæøå][a-zæøå]{2,}/.test(fixed) && /\S\s+\S/.test(literal.parts.join(''));
}

/** Literals joined by `+` ('… ${named}. ' + 'Kontakt support …') as the one message they make. */
function joinConcatenated(literals: Literal[], masked: string): Literal[] {
  const joined: Literal[] = [];
  for (const literal of literals) {
    const previous = joined[joined.length - 1];
    if (previous && /^\s*\+\s*$/.test(masked.slice(previous.end, literal.start))) {
      const previousParts = previous.parts ?? [previous.text];
      const parts = literal.parts ?? [literal.text];
      const together = [...previousParts.slice(0, -1), previousParts[previousParts.length - 1]! + parts[0]!, ...parts.slice(1)];
      joined[joined.length - 1] = {
        start: previous.start,
        end: literal.end,
        text: previous.text + literal.text,
        ...(previous.parts || literal.parts
          ? { parts: together, expressions: [...(previous.expressions ?? []), ...(literal.expressions ?? [])] }
          : {}),
      };
    } else joined.push(literal);
  }
  return joined;
}

/** The messages written in one source file. */
export function messagesOf(file: string, source: string, options: { everyLiteral?: boolean } = {}): FoundMessage[] {
  const scanned = scanLiterals(source);
  const masked = scanned.masked;
  const literals = joinConcatenated(scanned.literals, masked);
  const regions: [number, number][] = [];
  if (options.everyLiteral) regions.push([0, source.length]);
  for (const match of masked.matchAll(MESSAGE_PROPERTY)) {
    const start = match.index + match[0].length;
    regions.push([start, expressionEnd(masked, start)]);
  }
  const localFunctions = [...masked.matchAll(LOCAL_FUNCTION)].map((match) => match[1] ?? match[2]!);
  const calls =
    localFunctions.length > 0
      ? [MESSAGE_CALL, new RegExp(`(?<![.\\w$]|function\\s)\\b(?:${localFunctions.join('|')})\\s*\\(`, 'g')]
      : [MESSAGE_CALL];
  for (const call of calls) {
    for (const match of masked.matchAll(call)) {
      const open = match.index + match[0].length - 1;
      regions.push([open, closingOf(masked, open)]);
    }
  }
  for (const match of masked.matchAll(MESSAGE_CONSTANT)) {
    const start = match.index + match[0].length;
    regions.push([start, expressionEnd(masked, start)]);
  }
  for (const match of masked.matchAll(MESSAGE_FUNCTION)) {
    const parameters = match.index + match[0].length - 1;
    const body = masked.indexOf('{', closingOf(masked, parameters));
    if (body !== -1) regions.push([body, closingOf(masked, body)]);
  }
  const lineOf = (offset: number) => source.slice(0, offset).split('\n').length;
  return literals
    .filter((literal) => regions.some(([from, to]) => literal.start >= from && literal.end <= to + 1))
    .filter((literal) => !isKey(masked, literal) && isMessageText(literal))
    .map((literal) => ({
      file,
      line: lineOf(literal.start),
      text: literal.text,
      ...(literal.parts ? { parts: literal.parts, expressions: literal.expressions ?? [] } : {}),
    }));
}

/**
 * Files whose Norwegian text is no message: the legal documents and their labels (X/Z PDFs, SAF-T, the
 * staff register's printout and files, accounting files, report sheets), the payment providers' own
 * texts (failure reasons kept as data, the sandbox's provider answers), example data and wire formats.
 */
export const NOT_MESSAGES = [
  /-pdf\.ts$/,
  /pdf-document\.ts$/,
  /-sheets?\.ts$/,
  /spreadsheet\.ts$/,
  /export-writer\.ts$/,
  /gbat10-writer\.ts$/,
  /voucher-(builder|table)\.ts$/,
  /modules\/payments\//,
  /modules\/live\/stream\.ts$/,
  /http\/logging\.ts$/,
  /report-labels\.ts$/,
  /order-labels\.ts$/,
  /article-groups\.ts$/,
  /settlement-lines\.ts$/,
  /channel-examples\.ts$/,
  /message-translations\.ts$/,
  /messages-en\//,
  /messages\.en\.ts$/,
];

/** Every `.ts` file under the folders, tests and declarations left out. */
export function sourceFiles(root: string, folders: string[]): string[] {
  const walk = (folder: string): string[] =>
    readdirSync(folder).flatMap((name) => {
      const full = path.join(folder, name);
      return statSync(full).isDirectory() ? walk(full) : [full];
    });
  return folders
    .flatMap((folder) => walk(path.join(root, folder)))
    .filter((file) => file.endsWith('.ts') && !/\.(test|unit\.test|test-support|d)\.ts$/.test(file))
    .sort();
}

export const readSource = (file: string) => readFileSync(file, 'utf8');
