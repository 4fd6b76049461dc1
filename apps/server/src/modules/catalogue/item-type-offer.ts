import { CATALOGUE_MESSAGES } from '@bakrom/shared/catalogue-rules';
import type { Db } from '../../db/client';
import { badRequest } from '../../http/errors';
import { offersDeliveryService } from './catalogue-reads';

/** DELIVERY_SERVICE can be chosen only while the merchant offers delivery (an entry that has it already keeps it). */
export async function assertItemTypeOffered(tx: Db, merchantId: string, itemType: string, previousItemType?: string) {
  if (itemType !== 'DELIVERY_SERVICE' || previousItemType === 'DELIVERY_SERVICE') return;
  if (!(await offersDeliveryService(tx, merchantId))) {
    throw badRequest(CATALOGUE_MESSAGES.deliveryServiceNotOffered, { itemType: CATALOGUE_MESSAGES.deliveryServiceNotOffered });
  }
}
