import { addDays, osloDayStart } from '@bakrom/shared/business-day';
import { DEFAULT_VAT_RATES } from '@bakrom/shared/catalogue-rules';
import {
  ORDER_NUMBER_SEARCH,
  ORDERS_DOWNLOAD_MAX_ROWS,
  type Order,
  type OrderDetailGui,
  type OrderFilters,
  type OrderListFilters,
  type OrderTotals,
} from '@bakrom/shared/schemas/orders';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { CachedBody, VersionedBodyCache } from '../../lib/versioned-body-cache';
import { conflict, notFound, validationFailed } from '../../http/errors';
import { assertOwnLocation } from '../locations/own-location';
import { presentOrder } from './presenter';
import { JOURNAL_EVENT, recordJournalEvents } from '../journal/service';
import { publishLiveEvent } from '../live/publish';
import {
  completeOrder,
  selectOrder,
  selectOrderListVersion,
  selectOrderPlace,
  selectOrderExportRows,
  selectOrderPage,
  selectOrderTotals,
  selectVatRates,
  type OrderExportRow,
  type OrderFilterQuery,
  type OrderPageQuery,
} from './repository';

const orderNotFound = () => notFound('Fant ikke ordren.');

/** The largest order number PostgreSQL's integer holds; a longer number can only be part of a mobile number. */
const MAX_ORDER_NUMBER = 2_147_483_647;

/** LIKE pattern of a text to find anywhere, its own wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * What `q` searches. Digits, spaces and '+' only: a number finds the order with that number exactly and
 * any mobile number containing its digits (spaces ignored, '+47 912' finds '+4791234567'); with a '+'
 * only mobile numbers. Anything else (a letter, '-', an apostrophe) finds the customers whose name
 * contains it, whatever the case (runs of spaces taken as one).
 */
function searchOf(q: string | undefined): Pick<OrderPageQuery, 'orderNumber' | 'mobilePattern' | 'namePattern'> {
  const text = q?.trim();
  if (!text) return {};
  if (!ORDER_NUMBER_SEARCH.test(text)) return { namePattern: containing(text.replace(/\s+/g, ' ')) };
  const compact = text.replace(/\s+/g, '');
  if (/^\d+$/.test(compact)) {
    const number = Number(compact);
    return { ...(number <= MAX_ORDER_NUMBER ? { orderNumber: number } : {}), mobilePattern: containing(compact) };
  }
  return { mobilePattern: containing(compact) };
}

/** The filters of the list as the repository takes them: Oslo business days resolved to instants. */
function filterQuery(filters: OrderListFilters): OrderFilterQuery {
  return {
    locationId: filters.locationId,
    from: filters.fromDate ? osloDayStart(filters.fromDate) : undefined,
    until: filters.toDate ? osloDayStart(addDays(filters.toDate, 1)) : undefined,
    status: filters.status,
    channel: filters.channel,
    paymentType: filters.paymentType,
    ...searchOf(filters.q),
  };
}

/**
 * One page of the merchant's orders, newest first (page 1 is the newest), serialised. Every open tab
 * asks for the same first page whenever an order arrives, so a page is built once per orders list
 * version (read from the database on each call, so never older than the last commit) and shared.
 */
export async function listOrdersBody(db: Db, cache: VersionedBodyCache, merchantId: string, filters: OrderFilters): Promise<CachedBody> {
  if (filters.locationId) await assertOwnLocation(db, merchantId, filters.locationId);
  const query: OrderPageQuery = { ...filterQuery(filters), limit: filters.limit, offset: (filters.page - 1) * filters.limit };
  const version = await selectOrderListVersion(db, merchantId);
  const key = JSON.stringify([merchantId, query]);
  return cache.body(key, version, async (): Promise<Order[]> => (await selectOrderPage(db, merchantId, query)).map(presentOrder));
}

/**
 * The totals of every order the list's filters find (all pages): one statement, built once per orders
 * list version like the pages, so that the totals and the pages a tab shows are of the same version.
 */
export async function getOrderTotalsBody(
  db: Db,
  cache: VersionedBodyCache,
  merchantId: string,
  filters: OrderListFilters,
): Promise<CachedBody> {
  if (filters.locationId) await assertOwnLocation(db, merchantId, filters.locationId);
  const query = filterQuery(filters);
  const version = await selectOrderListVersion(db, merchantId);
  return cache.body(JSON.stringify([merchantId, query]), version, (): Promise<OrderTotals> => selectOrderTotals(db, merchantId, query));
}

/** The list's filtered orders for a download: the same ownership rule as the list; 400 for more than ORDERS_DOWNLOAD_MAX_ROWS. */
export async function listOrdersForDownload(
  db: Db,
  merchantId: string,
  filters: OrderListFilters,
): Promise<{ rows: OrderExportRow[]; totals: OrderTotals }> {
  if (filters.locationId) await assertOwnLocation(db, merchantId, filters.locationId);
  const query = filterQuery(filters);
  const totals = await selectOrderTotals(db, merchantId, query);
  if (totals.count > ORDERS_DOWNLOAD_MAX_ROWS) {
    throw validationFailed({
      fromDate: `Utvalget har ${totals.count} ordrer; en nedlasting kan ha høyst ${ORDERS_DOWNLOAD_MAX_ROWS}. Velg en kortere periode eller flere filtre.`,
    });
  }
  return { rows: await selectOrderExportRows(db, merchantId, query, ORDERS_DOWNLOAD_MAX_ROWS), totals };
}

export async function getOrder(db: Db, merchantId: string, orderId: string): Promise<Order> {
  const document = await selectOrder(db, merchantId, orderId);
  if (!document) throw orderNotFound();
  return presentOrder(document);
}

/**
 * getOrder as a cached answer: an order's detail is built once per version of the merchant's orders
 * (the orders list's version, bumped by every table the order is read from) and served with its ETag.
 */
export async function getOrderBody(db: Db, cache: VersionedBodyCache, merchantId: string, orderId: string): Promise<CachedBody> {
  const version = await selectOrderListVersion(db, merchantId);
  return cache.body(`${merchantId}:${orderId}`, version, () => getOrder(db, merchantId, orderId));
}

/** The order with the merchant's VAT rates (the Norwegian food rates until the merchant has saved its own, as the catalogue reads them). */
export async function getOrderDetailGui(db: Db, merchantId: string, orderId: string): Promise<OrderDetailGui> {
  const [order, vat] = await Promise.all([getOrder(db, merchantId, orderId), selectVatRates(db, merchantId)]);
  return { order, vat: vat ?? { ...DEFAULT_VAT_RATES } };
}

/** Marks an ORDERED or CONFIRMED order COMPLETED (spec part 1 §4), journalled; 409 for one already completed or cancelled. */
export async function markOrderCompleted(
  db: Db,
  clock: Clock,
  actor: { merchantId: string; userId: string },
  orderId: string,
): Promise<{ result: 'SUCCEEDED' }> {
  const now = clock.now();
  const outcome = await db.transaction(async (tx) => {
    const result = await completeOrder(tx, actor.merchantId, orderId, now);
    if (result === 'updated') {
      const placed = await selectOrderPlace(tx, actor.merchantId, orderId);
      if (placed)
        await publishLiveEvent(tx, { merchantId: actor.merchantId, kind: 'order.status', orderId, locationId: placed.locationId });
      await recordJournalEvents(tx, actor.merchantId, [
        {
          terminalId: placed?.terminalId ?? null,
          userId: actor.userId,
          eventCode: JOURNAL_EVENT.other,
          description: 'Ordre merket som fullført fra backoffice',
          payload: { orderId },
          occurredAt: now,
        },
      ]);
    }
    return result;
  });
  if (outcome === undefined) throw orderNotFound();
  if (outcome === 'COMPLETED') throw conflict('Ordren er allerede fullført.');
  if (outcome === 'CANCELLED') throw conflict('Ordren er kansellert og kan ikke merkes som fullført.');
  if (outcome !== 'updated') throw conflict('Ordren kan ikke merkes som fullført.');
  return { result: 'SUCCEEDED' };
}
