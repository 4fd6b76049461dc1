import type { OrderListFilters } from '@bakrom/shared/schemas/orders';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { findLocation } from '../locations/repository';
import { locationNotFound } from '../locations/own-location';
import { findMerchantContext } from '../merchants/service';
import { CONTENT_TYPES, type ReportFile } from '../reports/report-download-service';
import { renderCsv, renderXlsx } from '../reports/spreadsheet';
import { ORDERS_SHEET_TITLE, ordersFileName, ordersTables } from './order-sheet';
import { listOrdersForDownload } from './service';

/**
 * The orders list as a file (GET /api/report/{csv,xlsx}/orders): the orders the list's filters find, all of
 * them, not only a page, with the same access and the same 404 for another merchant's location as the list;
 * written by the reports' one spreadsheet writer under a name that says the merchant, period and format.
 */
export async function ordersDownload(db: Db, merchantId: string, filters: OrderListFilters, format: 'csv' | 'xlsx'): Promise<ReportFile> {
  const location = filters.locationId ? await findLocation(db, merchantId, filters.locationId) : undefined;
  if (filters.locationId && !location) throw locationNotFound();
  const merchant = await findMerchantContext(db, merchantId);
  if (!merchant) throw notFound();
  const { rows, totals } = await listOrdersForDownload(db, merchantId, filters);
  const tables = ordersTables({ merchantName: merchant.name, locationName: location?.name, filters, rows, totals });
  const fileName = ordersFileName(merchant.name, filters, format);
  return format === 'csv'
    ? { fileName, contentType: CONTENT_TYPES.csv, body: renderCsv(tables) }
    : { fileName, contentType: CONTENT_TYPES.xlsx, body: await renderXlsx(tables, `${ORDERS_SHEET_TITLE} ${merchant.name}`) };
}
