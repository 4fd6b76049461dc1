import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openTestDatabase } from '../../test/harness';
import { queryRows, type Database } from './client';

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/**
 * Foreign keys without an index on their column are tolerated only where the parent is deleted
 * rarely and on purpose: a whole merchant (with everything it owns), a user, a Z-report (never, by law), an
 * allergen of the fixed list.
 */
const RARELY_DELETED_PARENTS = new Set(['merchants', 'users', 'z_reports', 'allergens']);

describe('foreign key indexes', () => {
  it('indexes every foreign key whose parent rows are deleted in daily use', async () => {
    const unindexed = await queryRows<{ child: string; column: string; parent: string }>(
      database.db,
      sql`select c.conrelid::regclass::text as child, a.attname as column, c.confrelid::regclass::text as parent
          from pg_constraint c
          join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
          where c.contype = 'f' and c.connamespace = 'public'::regnamespace
            and not exists (select 1 from pg_index i where i.indrelid = c.conrelid and i.indkey[0] = c.conkey[1])
          order by 1, 2`,
    );
    expect(unindexed.filter((fk) => !RARELY_DELETED_PARENTS.has(fk.parent))).toEqual([]);
  });
});
