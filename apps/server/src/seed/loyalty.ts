import { discountItems, discountLocations, discounts, rewardProgramLocations, rewardPrograms } from '../db/schema/index';
import { locationByCode, type MerchantContext } from './context';
import { addDays } from './dates';
import type { DbOrTx } from '../db/client';

/** Discounts with their items, locations and channels, and reward programmes with locations. */
export async function seedLoyalty(tx: DbOrTx, context: MerchantContext) {
  const { profile, today } = context;
  const locationIds = (codes?: string[]) =>
    codes ? codes.map((code) => locationByCode(context.locations, code).id) : context.locations.map((l) => l.id);

  for (const discount of profile.discounts) {
    const [row] = await tx
      .insert(discounts)
      .values({
        merchantId: profile.id,
        name: discount.name,
        description: discount.description,
        percent: discount.percent,
        showAsCategory: discount.showAsCategory,
        fromDate: addDays(today, discount.fromOffsetDays),
        toDate: addDays(today, discount.toOffsetDays),
        validForChannelIds: discount.channels,
      })
      .returning({ id: discounts.id });
    const itemIds = context.menu.items.filter((item) => discount.categories.includes(item.categoryName)).map((item) => item.id);
    if (itemIds.length) await tx.insert(discountItems).values(itemIds.map((itemId) => ({ discountId: row!.id, itemId })));
    await tx.insert(discountLocations).values(locationIds(discount.locations).map((locationId) => ({ discountId: row!.id, locationId })));
  }

  for (const reward of profile.rewards) {
    const [row] = await tx
      .insert(rewardPrograms)
      .values({
        merchantId: profile.id,
        name: reward.name,
        percent: reward.percent,
        fromDate: addDays(today, reward.fromOffsetDays),
        toDate: addDays(today, reward.toOffsetDays),
      })
      .returning({ id: rewardPrograms.id });
    await tx
      .insert(rewardProgramLocations)
      .values(locationIds(reward.locations).map((locationId) => ({ rewardProgramId: row!.id, locationId })));
  }
}
