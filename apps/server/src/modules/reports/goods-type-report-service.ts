import { osloDayStart } from '@bakrom/shared/business-day';
import type { GoodsTypeReport } from '@bakrom/shared/schemas/goods-type-report';
import type { Db } from '../../db/client';
import { locationNotFound } from '../locations/own-location';
import { presentGoodsTypeReport } from './goods-type-report-presenter';
import { selectGoodsTypeSales } from './goods-type-report-repository';
import { selectReportHeader, type PeriodInstants } from './period-report-repository';

/** The instants of an Oslo calendar year: from 00:00 on 1 January to 00:00 on 1 January of the next year. */
export function yearInstants(year: number): PeriodInstants {
  return { from: osloDayStart(`${year}-01-01`), until: osloDayStart(`${year + 1}-01-01`) };
}

/**
 * Særskilt registrering (issue 33): the location's sales of the Oslo calendar year per SAF-T article group, with
 * the location and the company as the alcohol report names them; another merchant's location answers 404.
 */
export async function getGoodsTypeReport(
  db: Db,
  merchantId: string,
  query: { locationId: string; year: number },
): Promise<GoodsTypeReport> {
  const header = await selectReportHeader(db, merchantId, query.locationId);
  if (!header) throw locationNotFound();
  const sales = await selectGoodsTypeSales(db, merchantId, query.locationId, yearInstants(query.year));
  return presentGoodsTypeReport(header, query.year, sales);
}
