import { sql, type SQL } from 'drizzle-orm';

/** A quoted SQL string literal for compile-time constants of the seed data (never user input). */
export function literal(value: string): SQL {
  return sql.raw(`'${value.replace(/'/g, "''")}'`);
}

/** ARRAY['a','b']::text[] for compile-time constants of the seed data. */
export function textArray(values: readonly string[]): SQL {
  if (values.length === 0) return sql.raw(`'{}'::text[]`);
  return sql.raw(`ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]::text[]`);
}

/**
 * A CASE expression that maps a uniform random byte (0–255) to one of the weighted choices,
 * so that a choice with weight w is picked about w / sum(weights) of the time.
 */
export function weightedChoice<T extends string | number>(randomByte: SQL, choices: ReadonlyArray<readonly [T, number]>): SQL {
  const usable = choices.filter(([, weight]) => weight > 0);
  if (usable.length === 0) throw new Error('weightedChoice needs at least one positive weight');
  const total = usable.reduce((sum, [, weight]) => sum + weight, 0);
  const render = (value: T) => (typeof value === 'number' ? sql.raw(String(value)) : literal(value));
  let cumulative = 0;
  const branches = usable.slice(0, -1).map(([value, weight]) => {
    cumulative += weight;
    const threshold = Math.round((cumulative / total) * 256);
    return sql`when ${randomByte} < ${sql.raw(String(threshold))} then ${render(value)}`;
  });
  const last = usable[usable.length - 1]![0];
  if (branches.length === 0) return render(last);
  return sql`(case ${sql.join(branches, sql` `)} else ${render(last)} end)`;
}

/** A random byte of a bytea hash column: `get_byte(hash, n)`. */
export function byteOf(hashColumn: SQL, index: number): SQL {
  return sql`get_byte(${hashColumn}, ${sql.raw(String(index))})`;
}

/**
 * A UUID (version 7 layout) whose first 48 bits are the millisecond timestamp `instant` and the
 * rest taken from `hex` (at least 18 hex digits). Rows written in time order then append to the
 * primary-key index instead of landing on random pages, which keeps bulk inserts fast.
 */
export function timeOrderedUuid(instant: SQL, hex: SQL): SQL {
  // date_part (double precision) rather than extract (numeric since PostgreSQL 14): much cheaper per row.
  return sql`(lpad(to_hex((date_part('epoch', ${instant}) * 1000)::bigint), 12, '0') || '7'
    || substr(${hex}, 1, 3) || '8' || substr(${hex}, 4, 15))::uuid`;
}

/** round(numerator / denominator) in integer arithmetic, for numerator >= 0 and denominator > 0. */
export function roundDiv(numerator: SQL, denominator: SQL): SQL {
  return sql`((2 * (${numerator}) + (${denominator})) / (2 * (${denominator})))`;
}
