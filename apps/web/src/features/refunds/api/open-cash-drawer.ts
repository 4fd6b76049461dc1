import type { OpenCashDrawerBody, OpenCashDrawerResponse } from '@bakrom/shared/schemas/printing';
import { api } from '@/lib/api-client';

/** POST /api/printing/openCashDrawer {orderDocumentId}: queues a drawer opening on the register of the order's location. */
export async function openCashDrawer(body: OpenCashDrawerBody): Promise<OpenCashDrawerResponse> {
  const answer = await api.post<OpenCashDrawerResponse | null>('/printing/openCashDrawer', body);
  if (answer?.result !== 'SUCCEEDED') throw new Error('openCashDrawer did not succeed');
  return answer;
}
