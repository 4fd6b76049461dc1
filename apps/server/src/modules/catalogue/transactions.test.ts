import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { items, itemLocations } from '../../db/schema/index';
import { P, merchantSession, type MerchantSession } from '../../../test/merchant-session';
import { buildTestApp, type TestContext } from '../../../test/harness';

/**
 * The database itself fails the variants' write of a variant with this name (a trigger of this test's
 * database), after the item and its links are written: the rest of the save must be rolled back.
 */
const FAILING_VARIANT = 'Feiler ved lagring';

let t: TestContext;
let me: MerchantSession;
let categoryId: string;

beforeAll(async () => {
  t = await buildTestApp();
  me = await merchantSession(t);
  categoryId = (await me.post(P('createCategory'), { name: 'Pizza', itemType: 'DISH' })).json().id;
  await t.database.db.execute(
    sql.raw(`
    create function fail_marked_variant() returns trigger language plpgsql as $$
    begin
      if new.name = '${FAILING_VARIANT}' then raise exception 'simulated failure while writing the variants' using errcode = 'XX000'; end if;
      return new;
    end $$`),
  );
  await t.database.db.execute(
    sql`create trigger fail_marked_variant before insert on item_variants for each row execute function fail_marked_variant()`,
  );
});
afterAll(() => t.close());

describe('a write that fails half-way', () => {
  it('createItem leaves no item and no links behind', async () => {
    const response = await me.post(P('createItem'), {
      categoryId,
      name: 'Halvferdig',
      itemType: 'DISH',
      price: 100,
      availableAtLocationIds: me.locationIds,
      subselections: [
        { name: 'Liten', price: 90 },
        { name: FAILING_VARIANT, price: 120 },
      ],
    });
    expect(response.statusCode, response.body).toBe(500);
    expect(response.json().error.code).toBe('INTERNAL_ERROR');
    expect(await t.database.db.select().from(items).where(eq(items.name, 'Halvferdig'))).toEqual([]);
  });

  it('editItem keeps the item exactly as it was', async () => {
    const item = (
      await me.post(P('createItem'), {
        categoryId,
        name: 'Original',
        itemType: 'DISH',
        price: 100,
        availableAtLocationIds: [me.locationIds[0]],
        subselections: [
          { name: 'Liten', price: 90 },
          { name: 'Stor', price: 120 },
        ],
      })
    ).json();
    const response = await me.post(P('editItem'), {
      ...item,
      name: 'Endret',
      price: 200,
      availableAtLocationIds: me.locationIds,
      subselections: [
        { name: 'Liten', price: 90 },
        { name: FAILING_VARIANT, price: 120 },
      ],
    });
    expect(response.statusCode, response.body).toBe(500);
    expect((await me.get(P(`getItem?itemId=${item.id}`))).json()).toEqual(item);
    expect(await t.database.db.select().from(itemLocations).where(eq(itemLocations.itemId, item.id))).toHaveLength(1);
  });
});
