/**
 * A large menu for the products page: 100 categories, 2,000 items (a quarter of them with three
 * variants), 50 add-on groups and 500 add-ons on the merchant `bench-menu`, replacing its menu with a
 * few set-based statements whatever the scale.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client';
import { hashPassword } from '../apps/server/src/modules/auth/passwords';

export const LARGE_MENU_MERCHANT = 'bench-menu';
export const LARGE_MENU_USERNAME = 'bench.menu';
export const LARGE_MENU_PASSWORD = 'bench1234';
const SCALE = { categories: 100, itemsPerCategory: 20, groups: 50, addOnsPerGroup: 10, locations: 3 };

/** Replaces the bench merchant's menu; each step is one statement, whatever the scale. */
export async function seedLargeMenu(db: Db): Promise<Record<string, number>> {
  const m = LARGE_MENU_MERCHANT;
  const passwordHash = await hashPassword(LARGE_MENU_PASSWORD);
  await db.transaction(async (tx) => {
    const run = (query: ReturnType<typeof sql>) => tx.execute(query);
    await run(sql`insert into merchants (id, name) values (${m}, 'Bench Meny AS') on conflict (id) do nothing`);
    await run(sql`insert into merchant_settings (merchant_id) values (${m}) on conflict (merchant_id) do nothing`);
    await run(
      sql`insert into vat_rates (merchant_id, dine_in, take_out, delivery) values (${m}, 25, 15, 15) on conflict (merchant_id) do nothing`,
    );
    await run(sql`insert into users (merchant_id, username, password_hash, user_role, firstname, lastname)
      values (${m}, ${LARGE_MENU_USERNAME}, ${passwordHash}, 'ADMIN', 'Bench', 'Meny')
      on conflict do nothing`);
    await run(sql`insert into locations (merchant_id, name, vat_number)
      select ${m}, 'Avdeling ' || n, '923609016' from generate_series(1, ${SCALE.locations}) n
      where not exists (select 1 from locations where merchant_id = ${m})`);

    await run(sql`delete from categories where merchant_id = ${m}`);
    await run(sql`delete from add_on_groups where merchant_id = ${m}`);

    await run(sql`insert into categories (merchant_id, name, description, item_type, sort_order, available_on_days)
      select ${m}, 'Kategori ' || n, 'Alt det gode i kategori ' || n, case when n % 10 = 0 then 'DRINK' else 'DISH' end, n - 1,
             case when n % 7 = 0 then '{FRIDAY,SATURDAY}'::text[] else '{}'::text[] end
      from generate_series(1, ${SCALE.categories}) n`);
    await run(sql`insert into category_locations (category_id, location_id)
      select c.id, l.id from categories c join locations l on l.merchant_id = c.merchant_id where c.merchant_id = ${m}`);

    await run(sql`insert into add_on_groups (merchant_id, name, title, description, mandatory, minimum, maximum, sort_order)
      select ${m}, 'Gruppe ' || n, 'Velg tillegg ' || n, '', n % 3 = 0, case when n % 3 = 0 then 1 else 0 end, 3, n - 1
      from generate_series(1, ${SCALE.groups}) n`);
    await run(sql`insert into add_ons (merchant_id, add_on_group_id, name, menu_nr, price_ore, price_dine_in_ore, allow_multiple_times, maximum, sort_order)
      select ${m}, g.id, 'Tillegg ' || g.sort_order || '.' || n, (g.sort_order + 1) || '.' || n, 500 + n * 100, 480 + n * 100, n % 2 = 0,
             case when n % 2 = 0 then 3 else 100 end, n - 1
      from add_on_groups g cross join generate_series(1, ${SCALE.addOnsPerGroup}) n where g.merchant_id = ${m}`);

    await run(sql`insert into items (merchant_id, category_id, item_type, name, menu_nr, description, ingredients_text,
                                     price_ore, price_dine_in_ore, spicy_level_selections, enable_comment, sort_order)
      select ${m}, c.id, c.item_type, 'Rett ' || (c.sort_order * ${SCALE.itemsPerCategory} + n), (c.sort_order * ${SCALE.itemsPerCategory} + n)::text,
             'En god rett med litt av hvert, laget fra bunnen av hver dag.', 'Hvetemel, tomat, ost, basilikum',
             10000 + n * 750, 11000 + n * 750, case when n % 5 = 0 then '{Mild,Sterk}'::text[] else '{}'::text[] end, n % 4 = 0, n - 1
      from categories c cross join generate_series(1, ${SCALE.itemsPerCategory}) n where c.merchant_id = ${m}`);
    await run(sql`insert into item_locations (item_id, location_id)
      select i.id, l.id from items i join locations l on l.merchant_id = i.merchant_id where i.merchant_id = ${m}`);
    await run(sql`insert into item_allergens (item_id, allergen_id)
      select i.id, a.id from items i cross join (values ('GLUTEN'), ('MILK')) a(id) where i.merchant_id = ${m}`);

    // Numbered so that item n gets groups n mod 50 and n+1 mod 50, spreading every group over the menu.
    await run(sql`with numbered_items as (select id, row_number() over (order by id) - 1 as n from items where merchant_id = ${m}),
                       numbered_groups as (select id, sort_order as n from add_on_groups where merchant_id = ${m})
      insert into item_add_on_groups (item_id, add_on_group_id, position)
      select i.id, g.id, k from numbered_items i cross join generate_series(0, 1) k
      join numbered_groups g on g.n = (i.n + k) % ${SCALE.groups}`);
    await run(sql`with numbered_items as (select id, row_number() over (order by id) - 1 as n from items where merchant_id = ${m})
      insert into item_variants (merchant_id, item_id, name, price_ore, price_dine_in_ore, sort_order)
      select ${m}, i.id, (array['Liten', 'Medium', 'Stor'])[v + 1], 9000 + v * 3000, 9500 + v * 3000, v
      from numbered_items i cross join generate_series(0, 2) v where i.n % 4 = 0`);
    await run(sql`insert into variant_add_on_groups (variant_id, add_on_group_id, position)
      select v.id, g.id, 0 from item_variants v join add_on_groups g on g.merchant_id = v.merchant_id and g.sort_order = v.sort_order
      where v.merchant_id = ${m}`);
  });
  const [counts] = (
    (await db.execute(sql`select (select count(*) from categories where merchant_id = ${m})::int as categories,
                                 (select count(*) from items where merchant_id = ${m})::int as items,
                                 (select count(*) from item_variants where merchant_id = ${m})::int as variants,
                                 (select count(*) from add_on_groups where merchant_id = ${m})::int as groups,
                                 (select count(*) from add_ons where merchant_id = ${m})::int as add_ons`)) as unknown as {
      rows: Record<string, number>[];
    }
  ).rows;
  return counts!;
}
