import { defaultArticleGroup } from '@bakrom/shared/article-groups';
import {
  addOnGroups,
  addOns,
  categories,
  categoryLocations,
  itemAddOnGroups,
  itemAllergens,
  itemLocations,
  items,
  itemVariants,
  variantAddOnGroups,
} from '../db/schema/index';
import type { SeededAddOnGroup, SeededItem, SeededLocation, SeededMenu } from './context';
import { menuTilePng, storePng } from './images';
import type { MenuCategory, MenuItem } from './menu-types';
import type { MerchantProfile } from './profile-types';
import type { DbOrTx } from '../db/client';

/** Net price in øre of a price in kroner that includes VAT at `ratePercent`. */
export function netOre(grossKroner: number, ratePercent: number): number {
  return Math.round((grossKroner * 100 * 100) / (100 + ratePercent));
}

/** Alcohol is served only at the table and the delivery fee always carries the dine-in rate. */
function takeawayRate(profile: MerchantProfile, category: MenuCategory, item: MenuItem): number {
  const itemType = item.itemType ?? category.itemType;
  return category.dineInOnly || itemType === 'DELIVERY_SERVICE' ? profile.vat.dineIn : profile.vat.takeOut;
}

async function seedAddOnGroups(tx: DbOrTx, profile: MerchantProfile): Promise<SeededAddOnGroup[]> {
  const seeded: SeededAddOnGroup[] = [];
  for (const [groupIndex, group] of profile.menu.addOnGroups.entries()) {
    const [row] = await tx
      .insert(addOnGroups)
      .values({
        merchantId: profile.id,
        name: group.name,
        title: group.title,
        description: group.description ?? '',
        mandatory: group.mandatory ?? false,
        minimum: group.minimum ?? 0,
        maximum: group.maximum ?? group.addOns.length,
        sortOrder: groupIndex,
      })
      .returning({ id: addOnGroups.id });
    const addOnRows = await tx
      .insert(addOns)
      .values(
        group.addOns.map((addOn, index) => ({
          merchantId: profile.id,
          addOnGroupId: row!.id,
          name: addOn.name,
          menuNr: `${groupIndex + 1}.${index + 1}`,
          price: netOre(addOn.priceKr, profile.vat.takeOut),
          priceDineIn: netOre(addOn.priceKr, profile.vat.dineIn),
          allowMultipleTimes: group.allowMultipleTimes ?? false,
          maximum: group.allowMultipleTimes ? 3 : 1,
          sortOrder: index,
        })),
      )
      .returning({ id: addOns.id, name: addOns.name, price: addOns.price, priceDineIn: addOns.priceDineIn });
    seeded.push({ id: row!.id, key: group.key, mandatory: group.mandatory ?? false, addOns: addOnRows });
  }
  return seeded;
}

/** Categories, items, variants, add-on groups, allergens and pictures of a merchant's menu. */
export async function seedMenu(tx: DbOrTx, profile: MerchantProfile, locations: SeededLocation[]): Promise<SeededMenu> {
  const groups = await seedAddOnGroups(tx, profile);
  const groupId = (key: string) => {
    const group = groups.find((g) => g.key === key);
    if (!group) throw new Error(`Unknown add-on group in menu data: ${key}`);
    return group.id;
  };
  const menu: SeededMenu = { categories: [], items: [], addOnGroups: groups };
  let menuNr = 0;
  for (const [categoryIndex, category] of profile.menu.categories.entries()) {
    const [categoryRow] = await tx
      .insert(categories)
      .values({
        merchantId: profile.id,
        name: category.name,
        description: category.description,
        itemType: category.itemType,
        articleGroup: category.articleGroup ?? defaultArticleGroup(category.itemType),
        sortOrder: categoryIndex,
        imageUrl: await storePng(tx, profile.id, menuTilePng(category.hue)),
        availableForOrderTypes: category.dineInOnly ? ['DINE_IN'] : ['DINE_IN', 'TAKEAWAY'],
        availableOnDays: category.availableOnDays ?? [],
      })
      .returning({ id: categories.id });
    const categoryId = categoryRow!.id;
    menu.categories.push({ id: categoryId, name: category.name, itemType: category.itemType });
    const offeredAt = locations.filter((l) => !category.locations || category.locations.includes(l.profile.code));
    await tx.insert(categoryLocations).values(offeredAt.map((l) => ({ categoryId, locationId: l.id })));

    for (const [itemIndex, item] of category.items.entries()) {
      menuNr += 1;
      const rate = takeawayRate(profile, category, item);
      const itemType = item.itemType ?? category.itemType;
      const [itemRow] = await tx
        .insert(items)
        .values({
          merchantId: profile.id,
          categoryId,
          itemType,
          articleGroup: item.articleGroup ?? null,
          name: item.name,
          menuNr: String(menuNr),
          description: item.description ?? '',
          ingredientsText: item.ingredients ?? '',
          imageUrl: item.image ? await storePng(tx, profile.id, menuTilePng(category.hue, itemIndex + 1)) : null,
          price: netOre(item.priceKr, rate),
          priceDineIn: netOre(item.dineInPriceKr ?? item.priceKr, profile.vat.dineIn),
          showAsDiscount: item.showAsDiscount ?? false,
          includedToppingsCount: item.includedToppings ?? 0,
          enableComment: item.comment ?? false,
          zipCodes: item.zipCodes ?? '',
          spicyLevelSelections: item.spicy ? profile.menu.spicyLevels : [],
          availableForOrderTypes: category.dineInOnly ? ['DINE_IN'] : ['DINE_IN', 'TAKEAWAY'],
          availableOnDays: item.availableOnDays ?? [],
          sortOrder: itemIndex,
        })
        .returning({ id: items.id, price: items.price, priceDineIn: items.priceDineIn });
      const itemId = itemRow!.id;
      await tx.insert(itemLocations).values(offeredAt.map((l) => ({ itemId, locationId: l.id })));
      if (item.allergens?.length) {
        await tx.insert(itemAllergens).values(item.allergens.map((allergenId) => ({ itemId, allergenId })));
      }
      const itemGroupIds = (item.addOnGroups ?? []).map(groupId);
      if (itemGroupIds.length) {
        await tx.insert(itemAddOnGroups).values(itemGroupIds.map((id, position) => ({ itemId, addOnGroupId: id, position })));
      }
      const seededItem: SeededItem = {
        id: itemId,
        name: item.name,
        itemType,
        categoryId,
        categoryName: category.name,
        price: itemRow!.price,
        priceDineIn: itemRow!.priceDineIn,
        spicyLevels: item.spicy ? profile.menu.spicyLevels : [],
        enableComment: item.comment ?? false,
        dineInOnly: category.dineInOnly ?? false,
        popularity: item.popularity ?? 2,
        addOnGroupIds: itemGroupIds,
        variants: [],
      };
      for (const [variantIndex, variant] of (item.variants ?? []).entries()) {
        const [variantRow] = await tx
          .insert(itemVariants)
          .values({
            merchantId: profile.id,
            itemId,
            name: variant.name,
            price: netOre(variant.priceKr, rate),
            priceDineIn: netOre(variant.priceKr, profile.vat.dineIn),
            sortOrder: variantIndex,
          })
          .returning({ id: itemVariants.id, price: itemVariants.price, priceDineIn: itemVariants.priceDineIn });
        const variantGroupIds = (variant.addOnGroups ?? []).map(groupId);
        if (variantGroupIds.length) {
          await tx
            .insert(variantAddOnGroups)
            .values(variantGroupIds.map((id, position) => ({ variantId: variantRow!.id, addOnGroupId: id, position })));
        }
        seededItem.variants.push({ ...variantRow!, name: variant.name, addOnGroupIds: variantGroupIds });
      }
      menu.items.push(seededItem);
    }
  }
  return menu;
}
