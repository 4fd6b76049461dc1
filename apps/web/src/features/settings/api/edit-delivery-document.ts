import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeliveryDocument, EditDeliveryDocumentBody } from '@bakrom/shared/schemas/settings';
import { api } from '@/lib/api-client';
import { deliveryDocumentQueryOptions } from './get-delivery-document';

/** POST /api/settings/editDeliveryDocument: answers the saved delivery settings. */
export function editDeliveryDocument(body: EditDeliveryDocumentBody): Promise<DeliveryDocument> {
  return api.post<DeliveryDocument>('/settings/editDeliveryDocument', { type: 'delivery', ...body });
}

export function useEditDeliveryDocument(merchant: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editDeliveryDocument,
    onSuccess: (saved) => queryClient.setQueryData(deliveryDocumentQueryOptions(merchant, saved.locationId).queryKey, saved),
  });
}
