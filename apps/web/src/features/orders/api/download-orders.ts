import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { filterParams, type OrderFilterValues } from '../order-filters';

export type OrdersFileFormat = 'csv' | 'xlsx';

/** GET /api/report/{csv,xlsx}/orders with the list's filters: the file saved under the server's name. */
export function downloadOrders(merchant: string, filters: OrderFilterValues, format: OrdersFileFormat): Promise<string> {
  return api.download(`/report/${format}/orders`, {
    params: { merchant, ...filterParams(filters) },
    fallbackName: `Ordrer.${format}`,
  });
}

export function useDownloadOrders(merchant: string) {
  return useMutation({
    mutationFn: ({ filters, format }: { filters: OrderFilterValues; format: OrdersFileFormat }) =>
      downloadOrders(merchant, filters, format),
  });
}
