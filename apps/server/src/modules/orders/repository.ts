import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '@bakrom/shared/enums';
import { prepareValue, type Db, type DbOrTx } from '../../db/client';
import { orders, vatRates } from '../../db/schema/index';

/** One order as the database builds it; the presenter turns it into the wire shape. */
export interface OrderDocument {
  id: string;
  orderNumber: number;
  merchantId: string;
  locationId: string;
  locationName: string;
  terminalId: string;
  orderType: string;
  orderStatus: string;
  channel: string;
  totalAmount: number;
  totalVat: number;
  tipsAmount: number;
  manualDiscount: number;
  usedPoints: number;
  toPayAmount: number;
  refundedTotalAmount: number;
  refundedTipsAmount: number;
  description: string;
  pickupOrDeliveryTime: string | null;
  pickupTimeOption: string | null;
  deliveryTimeOption: string | null;
  mobileNumber: string;
  name: string;
  nameOnDoorbell: string;
  street: string;
  houseNumber: string;
  floor: string;
  zipCode: string;
  city: string;
  tableName: string;
  servedBy: string;
  settled: boolean;
  orderedAt: string;
  modifiedAt: string;
  lines: LineDocument[];
  payments: PaymentDocument[];
  refunds: RefundDocument[];
  /** The order's PENDING refund, if any. */
  pendingRefund: PendingRefundDocument | null;
  failedRefunds: FailedRefundDocument[];
}

export interface FailedRefundDocument {
  id: string;
  createdAt: string;
  amount: number;
  paymentType: string;
  onlinePaymentProvider: string;
  refundedBy: string | null;
  failureReason: string | null;
}

export interface PendingRefundDocument {
  id: string;
  createdAt: string;
  amount: number;
}

export interface LineDocument {
  id: string;
  itemId: string | null;
  itemName: string;
  itemType: string;
  categoryName: string;
  variantName: string | null;
  count: number;
  unitPrice: number;
  discountPercent: number | string;
  vatRate: number | string;
  grossAmount: number;
  vatAmount: number;
  refundedCount: number;
  spicyLevel: string | null;
  comment: string;
  addOns: AddOnDocument[];
}

export interface AddOnDocument {
  id: string;
  addOnId: string | null;
  name: string;
  count: number;
  unitPrice: number;
  vatRate: number | string;
  grossAmount: number;
  vatAmount: number;
  refundedCount: number;
}

export interface PaymentDocument {
  id: string;
  paymentType: string;
  cardType: string | null;
  transactionId: string | null;
  paymentOrderId: string | null;
  onlinePaymentProvider: string;
  amount: number;
  paidAt: string;
}

export interface RefundDocument {
  id: string;
  createdAt: string;
  amount: number;
  tipsAmount: number;
  paymentType: string;
  onlinePaymentProvider: string;
  refundedBy: string | null;
  lines: unknown;
}

/** The filters of the orders list, each optional; instants already resolved from Oslo business days. */
export interface OrderPageQuery {
  locationId?: string;
  from?: Date;
  until?: Date;
  status?: string;
  channel?: string;
  paymentType?: string;
  /** An order number to match exactly. */
  orderNumber?: number;
  /** A LIKE pattern (wildcards escaped) for the mobile number. */
  mobilePattern?: string;
  /** A LIKE pattern (wildcards escaped) for the customer's name, matched whatever the case. */
  namePattern?: string;
  limit: number;
  offset: number;
}

/** The filters without the paging: the totals and the downloads of the list. */
export type OrderFilterQuery = Omit<OrderPageQuery, 'limit' | 'offset'>;

const utc = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The JSON of each order of `page` (a relation with `id`), all of its parts built by the database in
 * the same statement: lines with their add-ons, payments, successful refunds, the refund still
 * pending (at most one: refunds_order_live_key) and the failed refund attempts. The subqueries use
 * the order_id indexes of each table; nothing is read per order from Node.
 */
function ordersJson(page: SQL, orderBy: SQL) {
  return sql`(
    select coalesce(json_agg(json_build_object(
      'id', o.id, 'orderNumber', o.order_number, 'merchantId', o.merchant_id, 'locationId', o.location_id,
      'locationName', l.name, 'terminalId', t.terminal_id, 'orderType', o.order_type, 'orderStatus', o.order_status,
      'channel', o.channel, 'totalAmount', o.total_amount_ore, 'totalVat', o.total_vat_ore, 'tipsAmount', o.tips_amount_ore,
      'manualDiscount', o.manual_discount_ore, 'usedPoints', o.used_points, 'toPayAmount', o.to_pay_amount_ore,
      'refundedTotalAmount', o.refunded_total_amount_ore, 'refundedTipsAmount', o.refunded_tips_amount_ore,
      'description', o.description, 'pickupOrDeliveryTime', ${utc(sql`o.pickup_or_delivery_time`)},
      'pickupTimeOption', o.pickup_time_option, 'deliveryTimeOption', o.delivery_time_option,
      'mobileNumber', o.mobile_number, 'name', o.name, 'nameOnDoorbell', o.name_on_doorbell, 'street', o.street,
      'houseNumber', o.house_number, 'floor', o.floor, 'zipCode', o.zip_code, 'city', o.city, 'tableName', o.table_name,
      'servedBy', o.served_by, 'settled', o.z_report_id is not null,
      'orderedAt', ${utc(sql`o.ordered_at`)}, 'modifiedAt', ${utc(sql`o.modified_at`)},
      'lines', (
        select coalesce(json_agg(json_build_object(
          'id', ol.id, 'itemId', ol.item_id, 'itemName', ol.item_name, 'itemType', ol.item_type,
          'categoryName', ol.category_name, 'variantName', ol.variant_name, 'count', ol.count,
          'unitPrice', ol.unit_price_ore, 'discountPercent', ol.discount_percent, 'vatRate', ol.vat_rate,
          'grossAmount', ol.gross_amount_ore, 'vatAmount', ol.vat_amount_ore, 'refundedCount', ol.refunded_count,
          'spicyLevel', ol.spicy_level, 'comment', ol.comment,
          'addOns', (
            select coalesce(json_agg(json_build_object(
              'id', a.id, 'addOnId', a.add_on_id, 'name', a.name, 'count', a.count, 'unitPrice', a.unit_price_ore,
              'vatRate', a.vat_rate, 'grossAmount', a.gross_amount_ore, 'vatAmount', a.vat_amount_ore,
              'refundedCount', a.refunded_count
            ) order by a.name, a.id), '[]'::json)
            from order_line_add_ons a where a.order_line_id = ol.id
          )
        ) order by ol.position, ol.id), '[]'::json)
        from order_lines ol where ol.order_id = o.id
      ),
      'payments', (
        select coalesce(json_agg(json_build_object(
          'id', p.id, 'paymentType', p.payment_type, 'cardType', p.card_type, 'transactionId', p.transaction_id,
          'paymentOrderId', p.payment_order_id, 'onlinePaymentProvider', p.online_payment_provider,
          'amount', p.amount_ore, 'paidAt', ${utc(sql`p.paid_at`)}
        ) order by p.paid_at, p.id), '[]'::json)
        from order_payments p where p.order_id = o.id
      ),
      'refunds', (
        select coalesce(json_agg(json_build_object(
          'id', r.id, 'createdAt', ${utc(sql`r.created_at`)}, 'amount', r.amount_ore, 'tipsAmount', r.tips_amount_ore,
          'paymentType', r.payment_type, 'onlinePaymentProvider', r.online_payment_provider,
          'refundedBy', nullif(trim(u.firstname || ' ' || u.lastname), ''), 'lines', r.lines
        ) order by r.created_at, r.id), '[]'::json)
        from refunds r left join users u on u.id = r.created_by_user_id
        where r.order_id = o.id and r.status = 'SUCCEEDED'
      ),
      'pendingRefund', (
        select json_build_object('id', r.id, 'createdAt', ${utc(sql`r.created_at`)}, 'amount', r.amount_ore)
        from refunds r where r.order_id = o.id and r.status = 'PENDING'
        order by r.created_at limit 1
      ),
      'failedRefunds', (
        select coalesce(json_agg(json_build_object(
          'id', r.id, 'createdAt', ${utc(sql`r.created_at`)}, 'amount', r.amount_ore,
          'paymentType', r.payment_type, 'onlinePaymentProvider', r.online_payment_provider,
          'refundedBy', nullif(trim(u.firstname || ' ' || u.lastname), ''), 'failureReason', r.failure_reason
        ) order by r.created_at, r.id), '[]'::json)
        from refunds r left join users u on u.id = r.created_by_user_id
        where r.order_id = o.id and r.status = 'FAILED'
      )
    ) order by ${orderBy}), '[]'::json)
    from ${page} join orders o on o.id = page.id
    join locations l on l.id = o.location_id
    join terminals t on t.id = o.terminal_id
  )`;
}

const p = {
  merchantId: sql.placeholder('merchantId'),
  locationId: sql.placeholder('locationId'),
  from: sql.placeholder('from'),
  until: sql.placeholder('until'),
  status: sql.placeholder('status'),
  channel: sql.placeholder('channel'),
  paymentType: sql.placeholder('paymentType'),
  orderNumber: sql.placeholder('orderNumber'),
  mobilePattern: sql.placeholder('mobilePattern'),
  namePattern: sql.placeholder('namePattern'),
  limit: sql.placeholder('limit'),
  offset: sql.placeholder('offset'),
  orderId: sql.placeholder('orderId'),
};

type Filter = Exclude<keyof OrderPageQuery, 'limit' | 'offset'>;

/** The condition of each filter; only the filters a request uses are written into its statement. */
const FILTERS: Record<Filter, SQL> = {
  locationId: sql`and o.location_id = ${p.locationId}::uuid`,
  from: sql`and o.ordered_at >= ${p.from}::timestamptz`,
  until: sql`and o.ordered_at < ${p.until}::timestamptz`,
  status: sql`and o.order_status = ${p.status}::text`,
  channel: sql`and o.channel = ${p.channel}::text`,
  paymentType: sql`and exists (select 1 from order_payments op where op.order_id = o.id and op.payment_type = ${p.paymentType}::text)`,
  orderNumber: sql``,
  mobilePattern: sql``,
  // 'NOT_SET' stands for no name: a search never finds it.
  namePattern: sql`and o.name ilike ${p.namePattern}::text and o.name <> 'NOT_SET'`,
};
const FILTER_NAMES = Object.keys(FILTERS) as Filter[];

function searchCondition(byNumber: boolean, byMobile: boolean): SQL {
  const number = sql`o.order_number = ${p.orderNumber}::int`;
  const mobile = sql`o.mobile_number like ${p.mobilePattern}::text`;
  if (byNumber && byMobile) return sql`and (${number} or ${mobile})`;
  if (byNumber) return sql`and ${number}`;
  if (byMobile) return sql`and ${mobile}`;
  return sql``;
}

/** The merchant's orders the used filters find (`o`): every filter a parameter, never text put into the statement. */
function whereClause(used: ReadonlySet<Filter>): SQL {
  const conditions = FILTER_NAMES.filter((name) => used.has(name)).map((name) => FILTERS[name]);
  return sql`o.merchant_id = ${p.merchantId}::text ${sql.join(conditions, sql` `)}
      ${searchCondition(used.has('orderNumber'), used.has('mobilePattern'))}`;
}

/**
 * The page as one statement: the ids of the page, newest first, from the index of the merchant (or of
 * the location) by ordered time, then the JSON of those orders. Offsets walk only the index entries of
 * the skipped orders, not their lines.
 */
function pageStatement(used: ReadonlySet<Filter>): SQL {
  const page = sql`(
    select o.id, o.ordered_at from orders o
    where ${whereClause(used)}
    order by o.ordered_at desc, o.id desc
    limit ${p.limit}::int offset ${p.offset}::int
  ) as page`;
  return ordersJson(page, sql`page.ordered_at desc, page.id desc`);
}

type Prepared<T> = ReturnType<typeof prepareValue<T>>;
/** Prepared statements per database, kind and set of filters used, each prepared on first use. */
const prepared = new WeakMap<Db, Map<string, Prepared<unknown>>>();

function statementFor<T>(db: Db, kind: string, used: ReadonlySet<Filter>, build: (used: ReadonlySet<Filter>) => SQL): Prepared<T> {
  let statements = prepared.get(db);
  if (!statements) prepared.set(db, (statements = new Map()));
  const name = `${kind}_${FILTER_NAMES.map((filter) => (used.has(filter) ? '1' : '0')).join('')}`;
  let statement = statements.get(name);
  if (!statement) statements.set(name, (statement = prepareValue<unknown>(db, name, build(used))));
  return statement as Prepared<T>;
}

/** The filters a query uses and the statement's values of them (instants as ISO text). */
function filterValues(merchantId: string, query: OrderFilterQuery): { used: Set<Filter>; values: Record<string, unknown> } {
  const used = new Set(FILTER_NAMES.filter((name) => query[name] !== undefined));
  const values: Record<string, unknown> = { merchantId };
  for (const name of used) {
    const value = query[name];
    values[name] = value instanceof Date ? value.toISOString() : value;
  }
  return { used, values };
}

/** One page of the merchant's orders, newest first, with everything each order shows. */
export async function selectOrderPage(db: Db, merchantId: string, query: OrderPageQuery): Promise<OrderDocument[]> {
  const { used, values } = filterValues(merchantId, query);
  const [row] = await statementFor<OrderDocument[]>(db, 'list_orders', used, pageStatement).execute({
    ...values,
    limit: query.limit,
    offset: query.offset,
  });
  return row!.value;
}

export interface OrderTotalsRow {
  count: number;
  toPayAmount: number;
  refundedTotalAmount: number;
}

/** Every order the filters find, added up in one statement: how many, to pay and refunded (øre). */
function totalsStatement(used: ReadonlySet<Filter>): SQL {
  return sql`(
    select json_build_object('count', count(*), 'toPayAmount', coalesce(sum(o.to_pay_amount_ore), 0),
      'refundedTotalAmount', coalesce(sum(o.refunded_total_amount_ore), 0))
    from orders o where ${whereClause(used)}
  )`;
}

/** The totals of every order the filters find, not only of a page. */
export async function selectOrderTotals(db: Db, merchantId: string, query: OrderFilterQuery): Promise<OrderTotalsRow> {
  const { used, values } = filterValues(merchantId, query);
  const [row] = await statementFor<OrderTotalsRow>(db, 'order_totals', used, totalsStatement).execute(values);
  const totals = row!.value;
  return { count: Number(totals.count), toPayAmount: Number(totals.toPayAmount), refundedTotalAmount: Number(totals.refundedTotalAmount) };
}

/** One order as a row of the list's download. */
export interface OrderExportRow {
  orderNumber: number;
  orderedAt: string;
  locationName: string;
  channel: string;
  orderType: string;
  orderStatus: string;
  name: string;
  mobileNumber: string;
  /** The order's payment types, each once, in the order they were paid. */
  paymentTypes: string[];
  toPayAmount: number;
  tipsAmount: number;
  refundedTotalAmount: number;
}

/** The filtered orders, newest first, at most `limit`, each with its payment types: one statement. */
function exportStatement(used: ReadonlySet<Filter>): SQL {
  const page = sql`(
    select o.id, o.ordered_at from orders o
    where ${whereClause(used)}
    order by o.ordered_at desc, o.id desc
    limit ${p.limit}::int
  ) as page`;
  return sql`(
    select coalesce(json_agg(json_build_object(
      'orderNumber', o.order_number, 'orderedAt', ${utc(sql`o.ordered_at`)}, 'locationName', l.name,
      'channel', o.channel, 'orderType', o.order_type, 'orderStatus', o.order_status,
      'name', o.name, 'mobileNumber', o.mobile_number,
      'paymentTypes', (
        select coalesce(json_agg(types.payment_type order by types.first_paid, types.payment_type), '[]'::json)
        from (select op.payment_type, min(op.paid_at) as first_paid from order_payments op
              where op.order_id = o.id group by op.payment_type) as types
      ),
      'toPayAmount', o.to_pay_amount_ore, 'tipsAmount', o.tips_amount_ore, 'refundedTotalAmount', o.refunded_total_amount_ore
    ) order by page.ordered_at desc, page.id desc), '[]'::json)
    from ${page} join orders o on o.id = page.id
    join locations l on l.id = o.location_id
  )`;
}

/** The filtered orders for a download, newest first, at most `limit`. */
export async function selectOrderExportRows(db: Db, merchantId: string, query: OrderFilterQuery, limit: number): Promise<OrderExportRow[]> {
  const { used, values } = filterValues(merchantId, query);
  const [row] = await statementFor<OrderExportRow[]>(db, 'export_orders', used, exportStatement).execute({ ...values, limit });
  return row!.value;
}

const preparedVersion = new WeakMap<Db, ReturnType<typeof prepareValue<number>>>();

/** The merchant's orders list version (0 before its first order): it moves with every change a page shows. */
export async function selectOrderListVersion(db: Db, merchantId: string): Promise<number> {
  let statement = preparedVersion.get(db);
  if (!statement) {
    const version = sql`coalesce((select v.version from order_list_versions v where v.merchant_id = ${p.merchantId}::text), 0)::int8`;
    preparedVersion.set(db, (statement = prepareValue<number>(db, 'order_list_version', version)));
  }
  const [row] = await statement.execute({ merchantId });
  return Number(row!.value);
}

const preparedOne = new WeakMap<Db, Prepared<OrderDocument[]>>();

/** The order if it belongs to the merchant; undefined otherwise. */
export async function selectOrder(db: Db, merchantId: string, orderId: string): Promise<OrderDocument | undefined> {
  let statement = preparedOne.get(db);
  if (!statement) {
    const page = sql`(select o.id from orders o where o.id = ${p.orderId}::uuid and o.merchant_id = ${p.merchantId}::text) as page`;
    preparedOne.set(db, (statement = prepareValue<OrderDocument[]>(db, 'get_order', ordersJson(page, sql`page.id`))));
  }
  const [row] = await statement.execute({ merchantId, orderId });
  return row!.value[0];
}

const OPEN_STATUSES: OrderStatus[] = ['ORDERED', 'CONFIRMED'];

/** The terminal (terminals.id) and location the merchant's order was registered at. */
export async function selectOrderPlace(
  db: DbOrTx,
  merchantId: string,
  orderId: string,
): Promise<{ terminalId: string; locationId: string } | undefined> {
  const [row] = await db
    .select({ terminalId: orders.terminalId, locationId: orders.locationId })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.merchantId, merchantId)));
  return row;
}

/**
 * Sets an open order (ORDERED or CONFIRMED) to COMPLETED. Answers 'updated', or the status that kept it
 * from changing, or undefined when the merchant has no such order.
 */
export async function completeOrder(
  db: DbOrTx,
  merchantId: string,
  orderId: string,
  now: Date,
): Promise<'updated' | OrderStatus | undefined> {
  const updated = await db
    .update(orders)
    .set({ orderStatus: 'COMPLETED', modifiedAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.merchantId, merchantId), inArray(orders.orderStatus, OPEN_STATUSES)))
    .returning({ id: orders.id });
  if (updated.length > 0) return 'updated';
  const [row] = await db
    .select({ orderStatus: orders.orderStatus })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.merchantId, merchantId)));
  return row?.orderStatus as OrderStatus | undefined;
}

/** The merchant's saved VAT percentages (takeOut, dineIn, delivery); undefined until the merchant has saved them. */
export async function selectVatRates(
  db: Db,
  merchantId: string,
): Promise<{ takeOut: number; dineIn: number; delivery: number } | undefined> {
  const [row] = await db
    .select({ takeOut: vatRates.takeOut, dineIn: vatRates.dineIn, delivery: vatRates.delivery })
    .from(vatRates)
    .where(eq(vatRates.merchantId, merchantId));
  return row && { takeOut: Number(row.takeOut), dineIn: Number(row.dineIn), delivery: Number(row.delivery) };
}
