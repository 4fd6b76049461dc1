import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CloudPrntDocument } from '@bakrom/shared/schemas/printing';
import { api } from '@/lib/api-client';
import { printingKeys } from './query-keys';

/** GET /api/superadmin/support/emptyJobs?merchant=…&locationId=…: empties both lists, answers the document after. */
export function emptyJobs(input: { merchant: string; locationId: string }): Promise<CloudPrntDocument> {
  return api.get<CloudPrntDocument>('/superadmin/support/emptyJobs', { params: input });
}

/** Empties the queue and shows the document the server answers. */
export function useEmptyJobs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: emptyJobs,
    onSuccess: (document, input) => queryClient.setQueryData(printingKeys.document(input.merchant, input.locationId), document),
  });
}
