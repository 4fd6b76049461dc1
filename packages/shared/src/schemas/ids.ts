import { z } from 'zod';
import { text } from './text';

export const INVALID_ID_MESSAGE = 'Ugyldig id';
export const DUPLICATE_IDS_MESSAGE = 'Listen inneholder samme id flere ganger';

/** An id on the wire: a UUID, checked by its shape before it reaches the database. */
export const idSchema = z.uuid({ error: INVALID_ID_MESSAGE });

export const hasNoDuplicates = (values: readonly unknown[]) => new Set(values).size === values.length;

/**
 * A list of ids, each at most once: a repeated id answers 400 naming the list instead of writing the
 * same row twice. `key` picks the id of an entry when the list holds objects.
 */
export function uniqueIds<T extends z.ZodType>(entry: T, options: { max: number; key?: (value: z.output<T>) => unknown }) {
  const key = options.key ?? ((value: z.output<T>) => value);
  return z
    .array(entry)
    .max(options.max)
    .refine((list) => hasNoDuplicates(list.map(key).filter((id) => id !== undefined)), DUPLICATE_IDS_MESSAGE);
}

/** The optional `merchant` parameter of every call; the server answers 403 unless it is the session's. */
export const merchantField = text().min(1).max(100).optional();
