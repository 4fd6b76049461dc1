import type { DeliveryDocument, EditDeliveryDocumentBody } from '@bakrom/shared/schemas/settings';
import { api } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/invalidating-mutation';
import { deliveryDocumentQueryOptions } from './get-delivery-document';

/** POST /api/settings/editDeliveryDocument: answers the saved delivery settings. */
export function editDeliveryDocument(body: EditDeliveryDocumentBody): Promise<DeliveryDocument> {
  return api.post<DeliveryDocument>('/settings/editDeliveryDocument', { type: 'delivery', ...body });
}

export function useEditDeliveryDocument(merchant: string) {
  return useInvalidatingMutation({
    mutationFn: editDeliveryDocument,
    invalidates: [],
    onSuccess: (saved, _body, queryClient) =>
      queryClient.setQueryData(deliveryDocumentQueryOptions(merchant, saved.locationId).queryKey, saved),
  });
}
