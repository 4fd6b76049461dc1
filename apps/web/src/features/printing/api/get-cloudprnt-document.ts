import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CloudPrntDocument } from '@bakrom/shared/schemas/printing';
import { api } from '@/lib/api-client';
import { printingKeys } from './query-keys';

/** GET /api/superadmin/support/getCloudPrntDocument?merchant=…&locationId=… (super admin only). */
export function getCloudPrntDocument(merchant: string, locationId: string): Promise<CloudPrntDocument> {
  return api.get<CloudPrntDocument>('/superadmin/support/getCloudPrntDocument', { params: { merchant, locationId } });
}

export function cloudPrntDocumentQueryOptions(merchant: string, locationId: string) {
  return queryOptions({
    queryKey: printingKeys.document(merchant, locationId),
    queryFn: () => getCloudPrntDocument(merchant, locationId),
  });
}

export function useCloudPrntDocument(merchant: string, locationId: string | undefined) {
  return useQuery({ ...cloudPrntDocumentQueryOptions(merchant, locationId ?? ''), enabled: Boolean(locationId) });
}
