import { sql, type SQL } from 'drizzle-orm';
import { bigint, check, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** CHECK (column IN (...)) for an enumeration kept as text. Values are compile-time constants. */
export function oneOf(name: string, column: AnyPgColumn, values: readonly string[]) {
  const list = values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ');
  return check(name, sql`${column} in (${sql.raw(list)})`);
}

/** CHECK (array column <@ ARRAY[...]) for a set of enumeration values kept as text[]. */
export function subsetOf(name: string, column: AnyPgColumn, values: readonly string[]): ReturnType<typeof check> {
  const list = values.map((v) => `'${v}'`).join(', ');
  const expression: SQL = sql`${column} <@ ARRAY[${sql.raw(list)}]::text[]`;
  return check(name, expression);
}

export const id = () => uuid('id').primaryKey().defaultRandom();
export const ore = (name: string) => bigint(name, { mode: 'number' });
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
