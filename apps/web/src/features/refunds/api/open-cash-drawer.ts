import type { OpenCashDrawerBody, OpenCashDrawerResponse } from '@bakrom/shared/schemas/printing';
import { api } from '@/lib/api-client';

/**
 * POST /api/printing/openCashDrawer {orderDocumentId}: the register the order was taken at opens its
 * cash drawer (its CloudPRNT printer gets a drawer job) and the opening is recorded on the terminal.
 */
export async function openCashDrawer(body: OpenCashDrawerBody): Promise<OpenCashDrawerResponse> {
  const answer = await api.post<OpenCashDrawerResponse | null>('/printing/openCashDrawer', body);
  if (answer?.result !== 'SUCCEEDED') throw new Error('openCashDrawer did not succeed');
  return answer;
}
