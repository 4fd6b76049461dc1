import { sql, type SQL } from 'drizzle-orm';
import type { MerchantContext, SeededAddOnGroup, SeededItem } from './context';
import { dinteroAccountId } from './merchants';
import type { DbOrTx } from '../db/client';
import { textArray } from './sql-helpers';

/**
 * Small temporary lookup tables the set-based order generator joins against:
 * seed_location (terminals, provider, delivery areas per location), seed_entry (sellable item or
 * variant with its net prices), seed_pool (entries repeated by popularity, per menu order type)
 * and seed_addon (the optional add-ons and mandatory choices of each entry).
 */

interface Entry {
  item: SeededItem;
  variantName: string | null;
  price: number;
  priceDineIn: number;
  weight: number;
  groupIds: string[];
}

function entriesOf(items: SeededItem[]): Entry[] {
  return items.flatMap((item): Entry[] => {
    const share = (n: number) => Math.max(item.popularity > 0 ? 1 : 0, Math.round((2 * item.popularity) / n));
    if (item.variants.length === 0) {
      return [
        { item, variantName: null, price: item.price, priceDineIn: item.priceDineIn, weight: share(1), groupIds: item.addOnGroupIds },
      ];
    }
    return item.variants.map((variant) => ({
      item,
      variantName: variant.name,
      price: variant.price,
      priceDineIn: variant.priceDineIn,
      weight: share(item.variants.length),
      groupIds: [...item.addOnGroupIds, ...variant.addOnGroupIds],
    }));
  });
}

async function insertValues(tx: DbOrTx, table: string, values: SQL[]) {
  if (values.length === 0) return;
  await tx.execute(sql`insert into ${sql.raw(table)} values ${sql.join(values, sql`, `)}`);
}

export async function createOrderConfigTables(tx: DbOrTx, context: MerchantContext): Promise<void> {
  const { profile } = context;
  await tx.execute(sql`
    create temp table seed_location (
      idx int primary key, location_id uuid not null, name text not null, street text not null,
      provider text not null, dintero_account text, pos_terminal uuid, kiosk_terminal uuid,
      webshop_terminal uuid not null, earliest_pickup int not null, table_names text[] not null,
      area_streets text[] not null, area_zips text[] not null, area_cities text[] not null
    ) on commit drop`);
  await insertValues(
    tx,
    'seed_location',
    context.locations.map((l) => {
      const areas = l.profile.deliveryAreas ?? [];
      const dintero = l.profile.onlinePaymentProvider === 'DINTERO' ? dinteroAccountId(profile.id, l.profile.code) : null;
      return sql`(${l.index}, ${l.id}::uuid, ${l.profile.name}, ${l.profile.street}, ${l.profile.onlinePaymentProvider},
        ${dintero}::text, ${l.posTerminalId}::uuid, ${l.kioskTerminalId}::uuid, ${l.webshopTerminalId}::uuid,
        ${l.profile.earliestPickupTime}::int, ${textArray(l.tableNames)}, ${textArray(areas.map((a) => a.street))},
        ${textArray(areas.map((a) => a.zipCode))}, ${textArray(areas.map((a) => a.city))})`;
    }),
  );

  await tx.execute(sql`
    create temp table seed_entry (
      entry int primary key, item_id uuid not null, category_id uuid not null, category_name text not null,
      category_item_type text not null, item_name text not null, item_type text not null, variant_name text,
      price bigint not null, price_dine_in bigint not null, spicy text[] not null, enable_comment boolean not null,
      dine_in_only boolean not null, is_delivery boolean not null, weight int not null,
      optional_count int not null, choice_count int not null
    ) on commit drop`);
  await tx.execute(sql`
    create temp table seed_addon (
      entry int not null, kind text not null, slot int not null, add_on_id uuid not null, name text not null,
      price bigint not null, price_dine_in bigint not null, primary key (entry, kind, slot)
    ) on commit drop`);

  const groupById = new Map<string, SeededAddOnGroup>(context.menu.addOnGroups.map((g) => [g.id, g]));
  const categoryType = new Map(context.menu.categories.map((c) => [c.id, c.itemType]));
  const entryRows: SQL[] = [];
  const addOnRows: SQL[] = [];
  entriesOf(context.menu.items).forEach((entry, index) => {
    const groups = entry.groupIds.map((id) => groupById.get(id)!);
    const optional = groups.filter((g) => !g.mandatory).flatMap((g) => g.addOns);
    const choices = groups.find((g) => g.mandatory)?.addOns ?? [];
    const { item } = entry;
    entryRows.push(sql`(${index + 1}, ${item.id}::uuid, ${item.categoryId}::uuid, ${item.categoryName},
      ${categoryType.get(item.categoryId)!}, ${item.name}, ${item.itemType}, ${entry.variantName}::text,
      ${entry.price}::bigint, ${entry.priceDineIn}::bigint, ${textArray(item.spicyLevels)}, ${item.enableComment},
      ${item.dineInOnly}, ${item.itemType === 'DELIVERY_SERVICE'}, ${entry.weight}::int, ${optional.length}::int, ${choices.length}::int)`);
    const addOnRow = (kind: string) => (addOn: (typeof optional)[number], slot: number) =>
      sql`(${index + 1}, ${kind}, ${slot}, ${addOn.id}::uuid, ${addOn.name}, ${addOn.price}::bigint, ${addOn.priceDineIn}::bigint)`;
    addOnRows.push(...optional.map(addOnRow('OPTIONAL')), ...choices.map(addOnRow('CHOICE')));
  });
  await insertValues(tx, 'seed_entry', entryRows);
  await insertValues(tx, 'seed_addon', addOnRows);

  // Entries repeated by weight: a uniform random slot then picks popular dishes more often.
  await tx.execute(sql`
    create temp table seed_pool on commit drop as
    select p.pool, (row_number() over (partition by p.pool order by e.entry, n) - 1)::int as slot, e.entry
    from seed_entry e
    cross join (values ('DINE_IN'), ('TAKEAWAY')) as p(pool)
    cross join lateral generate_series(1, e.weight) as n
    where not e.is_delivery and (p.pool = 'DINE_IN' or not e.dine_in_only)`);
  await tx.execute(sql`
    create temp table seed_pool_size on commit drop as
    select pool, count(*)::int as size from seed_pool group by pool`);
  await tx.execute(sql`analyze seed_location, seed_entry, seed_addon, seed_pool, seed_pool_size`);
}
