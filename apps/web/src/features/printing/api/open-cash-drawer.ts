import { useMutation } from '@tanstack/react-query';
import type { OpenCashDrawerBody, OpenCashDrawerResponse } from '@bakrom/shared/schemas/printing';
import { api } from '@/lib/api-client';

/**
 * POST /api/printing/openCashDrawer {orderDocumentId}: the register the order was taken at opens its
 * cash drawer (its CloudPRNT printer gets a drawer job) and the opening is recorded on the terminal.
 */
export function openCashDrawer(body: OpenCashDrawerBody): Promise<OpenCashDrawerResponse> {
  return api.post<OpenCashDrawerResponse>('/printing/openCashDrawer', body);
}

export function useOpenCashDrawer() {
  return useMutation({ mutationFn: openCashDrawer });
}
