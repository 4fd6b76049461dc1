import { kronerToOre } from '@bakrom/shared/money';
import type { DeliveryDocument, EditDeliveryDocumentBody } from '@bakrom/shared/schemas/settings';
import type { Db } from '../../db/client';
import { assertOwnLocation } from '../locations/own-location';
import * as repository from './delivery-repository';
import { presentDeliveryDocument } from './presenter';

/** The delivery document of the merchant's location (404 for another merchant's). */
export async function getDeliveryDocument(db: Db, merchantId: string, locationId: string): Promise<DeliveryDocument> {
  await assertOwnLocation(db, merchantId, locationId);
  const { minimumOrderOre, days } = await repository.selectDelivery(db, merchantId, locationId);
  return presentDeliveryDocument(merchantId, locationId, minimumOrderOre, days);
}

/** Writes the minimum order and all seven delivery days of a location in one transaction. */
export async function saveDeliveryDocument(db: Db, merchantId: string, input: EditDeliveryDocumentBody): Promise<DeliveryDocument> {
  const { minimumOrderOre, days } = await db.transaction(async (tx) => {
    await assertOwnLocation(tx, merchantId, input.locationId);
    return repository.upsertDelivery(tx, merchantId, input.locationId, kronerToOre(input.minimumOrder), input.deliveryDays);
  });
  return presentDeliveryDocument(merchantId, input.locationId, minimumOrderOre, days);
}
