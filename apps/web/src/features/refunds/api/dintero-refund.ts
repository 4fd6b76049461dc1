import type { DinteroRefundBody } from '@bakrom/shared/schemas/refunds';
import { api } from '@/lib/api-client';
import { expectSucceeded } from './succeeded';

/** POST /api/payment/dinteroRefund: the server refunds the Dintero transaction and records the refund. */
export async function dinteroRefund(body: DinteroRefundBody): Promise<'SUCCEEDED'> {
  return expectSucceeded(await api.post<unknown>('/payment/dinteroRefund', body), 'dinteroRefund');
}
