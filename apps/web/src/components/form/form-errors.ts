import '@bakrom/shared/zod-locale';
import type { z } from 'zod';
import { localMessage } from '@/i18n';
import { ApiError } from '@/lib/api-client';

/** Messages per field of a form, keyed by the dotted field path (`openingHours.2.fromTime`). */
export type FieldErrors = Record<string, string>;

/**
 * The first message of each field of a failed zod check, in the current language: the shared schemas speak
 * Norwegian, and `translateMessage` gives an English user the same message in English.
 */
export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || 'form';
    errors[key] ??= localMessage(issue.message);
  }
  return errors;
}

/** A message for a failed call that is not tied to one field: the server's 4xx text, or a fallback. */
export function apiErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && !error.fields) return error.message;
  return fallback;
}

/** A refusal whose message the form shows above its buttons as it is (a failed login, a refused export). */
export class SubmitRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SubmitRefused';
  }
}

/** A failed save: the messages for the fields, and what to show above the buttons. */
export interface SaveFailure {
  fields: FieldErrors;
  message: string | null;
}

/**
 * Splits a failure into field messages (for the fields the form shows) and one message for the rest.
 * A field is shown when its path, or the path's first part, is in `shownFields` (see `isShown`).
 */
export function describeFailure(error: unknown, shownFields: readonly string[], fallback: string): SaveFailure {
  if (error instanceof SubmitRefused) return { fields: {}, message: error.message };
  if (!(error instanceof ApiError)) return { fields: {}, message: fallback };
  const { fields, others } = splitFieldErrors(error.fields ?? {}, shownFields);
  if (Object.keys(fields).length > 0 && others.length === 0) return { fields, message: null };
  if (others.length > 0) return { fields, message: others.join(' ') };
  return { fields, message: error.status >= 400 && error.status < 500 ? error.message : fallback };
}

/** A shown field names its path and everything under it; `list.*` only the entries under `list`, not the list itself. */
function isShown(path: string, shownFields: readonly string[]): boolean {
  return shownFields.some((field) =>
    field.endsWith('.*') ? path.startsWith(field.slice(0, -1)) : path === field || path.split('.')[0] === field,
  );
}

/** The messages of the fields the form shows, and the other messages (for above the buttons). */
export function splitFieldErrors(errors: FieldErrors, shownFields: readonly string[]): { fields: FieldErrors; others: string[] } {
  const fields: FieldErrors = {};
  const others: string[] = [];
  for (const [path, message] of Object.entries(errors)) {
    if (isShown(path, shownFields)) fields[path] = message;
    else if (!others.includes(message)) others.push(message);
  }
  return { fields, others };
}

/** The message of a field, or of any entry under it ('subselections' finds 'subselections.0.price'). */
export function errorUnder(errors: FieldErrors, path: string): string | undefined {
  if (errors[path]) return errors[path];
  const nested = Object.keys(errors).find((key) => key.startsWith(`${path}.`));
  return nested ? errors[nested] : undefined;
}
