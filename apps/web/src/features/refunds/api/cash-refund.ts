import type { CashRefundBody } from '@bakrom/shared/schemas/refunds';
import { api } from '@/lib/api-client';
import { expectSucceeded } from './succeeded';

/** POST /api/payment/cashRefund: records the cash paid back from the drawer for a cash-only order. */
export async function cashRefund(body: CashRefundBody): Promise<'SUCCEEDED'> {
  return expectSucceeded(await api.post<unknown>('/payment/cashRefund', body), 'cashRefund');
}
