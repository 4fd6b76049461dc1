import { and, asc, eq, sql } from 'drizzle-orm';
import type { EditDeliveryDocumentBody } from '@bakrom/shared/schemas/settings';
import type { Db } from '../../db/client';
import { deliveryDays, deliverySettings } from '../../db/schema/index';

type DeliveryDayRow = typeof deliveryDays.$inferSelect;

/** The location's minimum order in øre (0 until saved) and its saved delivery days, Monday first. */
export async function selectDelivery(
  db: Db,
  merchantId: string,
  locationId: string,
): Promise<{ minimumOrderOre: number; days: DeliveryDayRow[] }> {
  const [settings, days] = await Promise.all([
    db
      .select({ minimumOrder: deliverySettings.minimumOrder })
      .from(deliverySettings)
      .where(and(eq(deliverySettings.locationId, locationId), eq(deliverySettings.merchantId, merchantId))),
    db
      .select()
      .from(deliveryDays)
      .where(and(eq(deliveryDays.locationId, locationId), eq(deliveryDays.merchantId, merchantId)))
      .orderBy(asc(deliveryDays.weekday)),
  ]);
  return { minimumOrderOre: Number(settings[0]?.minimumOrder ?? 0), days };
}

/** Inserts or updates the location's minimum order (in øre) and each given delivery day; answers what was written. */
export async function upsertDelivery(
  tx: Db,
  merchantId: string,
  locationId: string,
  minimumOrderOre: number,
  days: EditDeliveryDocumentBody['deliveryDays'],
): Promise<{ minimumOrderOre: number; days: DeliveryDayRow[] }> {
  const [settings] = await tx
    .insert(deliverySettings)
    .values({ locationId, merchantId, minimumOrder: minimumOrderOre })
    .onConflictDoUpdate({
      target: deliverySettings.locationId,
      set: { minimumOrder: sql`excluded.minimum_order_ore`, updatedAt: sql`now()` },
    })
    .returning({ minimumOrder: deliverySettings.minimumOrder });
  const dayRows = await tx
    .insert(deliveryDays)
    .values(
      days.map((day) => ({
        locationId,
        merchantId,
        weekday: day.weekday,
        offered: day.offered,
        fromTime: day.fromTime,
        toTime: day.toTime,
      })),
    )
    .onConflictDoUpdate({
      target: [deliveryDays.locationId, deliveryDays.weekday],
      set: { offered: sql`excluded.offered`, fromTime: sql`excluded.from_time`, toTime: sql`excluded.to_time` },
    })
    .returning();
  return { minimumOrderOre: Number(settings!.minimumOrder), days: dayRows };
}
