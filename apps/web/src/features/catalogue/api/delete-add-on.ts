import { api } from '@/lib/api-client';
import { useCatalogueMutation } from '../hooks/use-catalogue-mutation';

export interface DeleteAddOnBody {
  merchant: string;
  addOnId: string;
}

/** POST /api/product/deleteAddOn: answers SUCCEEDED. */
export function deleteAddOn(body: DeleteAddOnBody): Promise<string> {
  return api.post<string>('/product/deleteAddOn', body);
}

export function useDeleteAddOn() {
  return useCatalogueMutation(deleteAddOn);
}
