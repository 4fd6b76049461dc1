import { useQuery } from '@tanstack/react-query';
import type { GoodsTypeReport } from '@bakrom/shared/schemas/goods-type-report';
import { api } from '@/lib/api-client';
import { reportsKeys, type YearReportParams } from './query-keys';

type Params = { locationId: string } & YearReportParams;

/** GET /api/report/getGoodsTypeReport?merchant&locationId&year: a location's sales of a year per goods type (Særskilt registrering). */
export function getGoodsTypeReport(merchant: string, params: Params): Promise<GoodsTypeReport> {
  return api.get<GoodsTypeReport>('/report/getGoodsTypeReport', { params: { merchant, ...params } });
}

export function useGoodsTypeReport(merchant: string, params: Params | undefined) {
  return useQuery({
    queryKey: reportsKeys.goodsType(merchant, params ?? { locationId: '', year: '' }),
    queryFn: () => getGoodsTypeReport(merchant, params!),
    enabled: params !== undefined,
  });
}
