import {
  closingDays,
  customActionCategories,
  customActions,
  deliveryDays,
  deliverySettings,
  openingHours,
  soldOutItems,
} from '../db/schema/index';
import { locationByCode, type MerchantContext } from './context';
import { addDays, nextMonthDay, previousMonthDay } from './dates';
import type { DbOrTx } from '../db/client';

/** The "open/close dinner dishes" button of each location. */
async function seedCustomActions(tx: DbOrTx, context: MerchantContext) {
  for (const location of context.locations) {
    const categoryIds = location.profile.dishActionCategories.map((name) => {
      const category = context.menu.categories.find((c) => c.name === name);
      if (!category) throw new Error(`Unknown category in seed data: ${name}`);
      return category.id;
    });
    if (categoryIds.length === 0) continue;
    const [action] = await tx
      .insert(customActions)
      .values({
        merchantId: context.profile.id,
        locationId: location.id,
        actionType: 'CLOSE_OPEN_DISHES',
        openName: 'Åpne middagsretter',
        closeName: 'Steng middagsretter',
        closedMessage: 'Middagsrettene er dessverre ikke tilgjengelige akkurat nå. Prøv gjerne pizza eller burger!',
        openConfirmMessage: 'Vil du åpne middagsrettene for bestilling igjen?',
        closeConfirmMessage: 'Vil du stenge middagsrettene? Gjestene kan ikke bestille dem før du åpner igjen.',
      })
      .returning({ id: customActions.id });
    await tx.insert(customActionCategories).values(categoryIds.map((categoryId) => ({ customActionId: action!.id, categoryId })));
  }
}

/** Past, current and future closing days; exactly one range covers today, at the marked location. */
async function seedClosingDays(tx: DbOrTx, context: MerchantContext) {
  const { today } = context;
  const holidays: Array<typeof closingDays.$inferInsert> = [];
  const specials: Array<typeof closingDays.$inferInsert> = [];
  for (const location of context.locations) {
    const base = { merchantId: context.profile.id, locationId: location.id };
    const lastChristmasEve = previousMonthDay(today, 12, 24);
    const nextChristmasEve = nextMonthDay(addDays(today, 1), 12, 24);
    holidays.push(
      { ...base, fromDate: lastChristmasEve, toDate: addDays(lastChristmasEve, 2), message: 'God jul! Vi holder stengt i julen.' },
      { ...base, fromDate: nextChristmasEve, toDate: addDays(nextChristmasEve, 2), message: 'God jul! Vi holder stengt i julen.' },
      {
        ...base,
        fromDate: nextMonthDay(addDays(today, 1), 5, 17),
        toDate: nextMonthDay(addDays(today, 1), 5, 17),
        message: 'Stengt på grunn av 17. mai. Gratulerer med dagen!',
      },
    );
    if (location.profile.closedToday) {
      specials.push(
        {
          ...base,
          fromDate: addDays(today, -1),
          toDate: addDays(today, 1),
          message: 'Online takeaway er midlertidig stengt på grunn av vannlekkasje.',
        },
        { ...base, fromDate: addDays(today, -45), toDate: addDays(today, -44), message: 'Stengt for oppussing.' },
      );
    }
  }
  const coversToday = (row: typeof closingDays.$inferInsert) => row.fromDate <= today && today <= row.toDate;
  await tx.insert(closingDays).values([...holidays.filter((row) => !coversToday(row)), ...specials]);
}

/** Weekday rows 1–7 in 15-minute steps; a location may be closed on one weekday. */
async function seedOpeningHours(tx: DbOrTx, context: MerchantContext) {
  const rows = context.locations.flatMap((location) =>
    [1, 2, 3, 4, 5, 6, 7].map((weekday) => {
      const weekend = weekday === 5 || weekday === 6;
      return {
        merchantId: context.profile.id,
        locationId: location.id,
        weekday,
        isOpen: weekday !== location.profile.closedWeekday,
        fromTime: '11:00',
        toTime: weekend ? '23:00' : '22:00',
        kitchenClosingTime: weekend ? '22:30' : '21:30',
      };
    }),
  );
  await tx.insert(openingHours).values(rows);
}

/** Delivery settings for every location; delivery is offered where the profile has delivery areas. */
async function seedDelivery(tx: DbOrTx, context: MerchantContext) {
  if (!context.profile.settings.offerDeliveryService) return;
  for (const location of context.locations) {
    const delivers = Boolean(location.profile.deliveryAreas?.length);
    await tx
      .insert(deliverySettings)
      .values({ merchantId: context.profile.id, locationId: location.id, minimumOrder: delivers ? 25_000 : 30_000 });
    await tx.insert(deliveryDays).values(
      [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
        merchantId: context.profile.id,
        locationId: location.id,
        weekday,
        offered: delivers && weekday !== 1,
        fromTime: weekday >= 6 ? '12:00' : '15:30',
        toTime: weekday === 5 || weekday === 6 ? '22:30' : '21:00',
      })),
    );
  }
}

async function seedSoldOut(tx: DbOrTx, context: MerchantContext) {
  const rows = context.profile.soldOut.map(({ item, location }) => {
    const seededItem = context.menu.items.find((i) => i.name === item);
    if (!seededItem) throw new Error(`Unknown item in seed data: ${item}`);
    return { merchantId: context.profile.id, itemId: seededItem.id, locationId: locationByCode(context.locations, location).id };
  });
  if (rows.length) await tx.insert(soldOutItems).values(rows);
}

export async function seedOperations(tx: DbOrTx, context: MerchantContext) {
  await seedCustomActions(tx, context);
  await seedClosingDays(tx, context);
  await seedOpeningHours(tx, context);
  await seedDelivery(tx, context);
  await seedSoldOut(tx, context);
}
