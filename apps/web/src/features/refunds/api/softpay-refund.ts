import type { SoftpayRefundBody } from '@bakrom/shared/schemas/refunds';
import { api } from '@/lib/api-client';
import { expectSucceeded } from './succeeded';

/** POST /api/payment/softpayRefund: records a refund the kiosk or till app has made on its Softpay terminal. */
export async function softpayRefund(body: SoftpayRefundBody): Promise<'SUCCEEDED'> {
  return expectSucceeded(await api.post<unknown>('/payment/softpayRefund', body), 'softpayRefund');
}
