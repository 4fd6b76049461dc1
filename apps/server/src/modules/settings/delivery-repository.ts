import { and, asc, eq, sql } from 'drizzle-orm';
import { kronerToOre } from '@bakrom/shared/money';
import type { DeliveryDocument, EditDeliveryDocumentBody } from '@bakrom/shared/schemas/settings';
import type { Db } from '../../db/client';
import { deliveryDays, deliverySettings } from '../../db/schema/index';
import { assertOwnLocation } from '../operations/own-location';
import { presentDeliveryDocument } from './presenter';

export async function getDeliveryDocument(db: Db, merchantId: string, locationId: string): Promise<DeliveryDocument> {
  await assertOwnLocation(db, merchantId, locationId);
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
  return presentDeliveryDocument(merchantId, locationId, Number(settings[0]?.minimumOrder ?? 0), days);
}

/** Writes the minimum order and all seven delivery days of a location in one transaction. */
export async function saveDeliveryDocument(db: Db, merchantId: string, input: EditDeliveryDocumentBody): Promise<DeliveryDocument> {
  const { minimumOrder, days } = await db.transaction(async (tx) => {
    await assertOwnLocation(tx, merchantId, input.locationId);
    const [settings] = await tx
      .insert(deliverySettings)
      .values({ locationId: input.locationId, merchantId, minimumOrder: kronerToOre(input.minimumOrder) })
      .onConflictDoUpdate({
        target: deliverySettings.locationId,
        set: { minimumOrder: sql`excluded.minimum_order_ore`, updatedAt: sql`now()` },
      })
      .returning({ minimumOrder: deliverySettings.minimumOrder });
    const dayRows = await tx
      .insert(deliveryDays)
      .values(
        input.deliveryDays.map((day) => ({
          locationId: input.locationId,
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
    return { minimumOrder: Number(settings!.minimumOrder), days: dayRows };
  });
  return presentDeliveryDocument(merchantId, input.locationId, minimumOrder, days);
}
