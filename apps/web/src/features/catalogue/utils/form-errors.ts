import { ApiError } from '@/lib/api-client';
import type { FieldErrors } from '@/components/field-errors';

/** A failed save: the messages for the fields, and what to show above the buttons. */
export interface SaveFailure {
  fields: FieldErrors;
  message: string | null;
}

/**
 * Splits a failure into field messages (for the fields the form shows) and one message for the rest.
 * A field is shown when its path, or the path's first part, is in `shownFields`.
 */
export function describeFailure(error: unknown, shownFields: readonly string[], fallback: string): SaveFailure {
  if (!(error instanceof ApiError)) return { fields: {}, message: fallback };
  const fields: FieldErrors = {};
  const others: string[] = [];
  for (const [path, message] of Object.entries(error.fields ?? {})) {
    if (shownFields.includes(path) || shownFields.includes(path.split('.')[0]!)) fields[path] = message;
    else others.push(message);
  }
  if (Object.keys(fields).length > 0 && others.length === 0) return { fields, message: null };
  if (others.length > 0) return { fields, message: others.join(' ') };
  return { fields, message: error.status >= 400 && error.status < 500 ? error.message : fallback };
}

/** The message of a field, or of any entry under it ('subselections' finds 'subselections.0.price'). */
export function errorUnder(errors: FieldErrors, path: string): string | undefined {
  if (errors[path]) return errors[path];
  const nested = Object.keys(errors).find((key) => key.startsWith(`${path}.`));
  return nested ? errors[nested] : undefined;
}
