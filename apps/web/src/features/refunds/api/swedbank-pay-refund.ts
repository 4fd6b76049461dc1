import type { SwedbankPayRefundBody } from '@bakrom/shared/schemas/refunds';
import { api } from '@/lib/api-client';
import { expectSucceeded } from './succeeded';

/** POST /api/payment/swedbankPayRefund: the server reverses the Swedbank Pay payment order and records the refund. */
export async function swedbankPayRefund(body: SwedbankPayRefundBody): Promise<'SUCCEEDED'> {
  return expectSucceeded(await api.post<unknown>('/payment/swedbankPayRefund', body), 'swedbankPayRefund');
}
