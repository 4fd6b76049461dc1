import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeliveryDocument } from '@bakrom/shared/schemas/settings';
import { api } from '@/lib/api-client';
import { settingsKeys } from './query-keys';

/** GET /api/settings/getDeliveryDocument?merchant=…&locationId=… (403 when delivery is not offered). */
export function getDeliveryDocument(merchant: string, locationId: string): Promise<DeliveryDocument> {
  return api.get<DeliveryDocument>('/settings/getDeliveryDocument', { params: { merchant, locationId } });
}

export function deliveryDocumentQueryOptions(merchant: string, locationId: string) {
  return queryOptions({
    queryKey: settingsKeys.delivery(merchant, locationId),
    queryFn: () => getDeliveryDocument(merchant, locationId),
  });
}

export function useDeliveryDocument(merchant: string, locationId: string | undefined) {
  return useQuery({ ...deliveryDocumentQueryOptions(merchant, locationId ?? ''), enabled: Boolean(locationId) });
}
