import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';

/**
 * The period reports' reads (turnover, alcohol, SMS, transactions), each one statement scoped by the
 * merchant. Instants are compared with the Oslo day boundaries the service resolves; amounts are cast
 * to int8/int4 in SQL and mapped with Number, because PGlite answers numbers where node-postgres
 * answers strings.
 */

/** An Oslo period as instants: from the first day's start up to (not including) the day after the last. */
export interface PeriodInstants {
  from: Date;
  until: Date;
}

export interface ReportHeaderRow {
  locationId: string;
  locationName: string;
  companyName: string;
  organisationNumber: string;
}

export interface TerminalRow {
  id: string;
  terminalId: string;
  terminalType: string;
  deviceName: string;
  systemIdNr: string;
  locationId: string;
}

/** The location's name with the merchant's company (name, organisation number); undefined for another merchant's location. */
export async function selectReportHeader(db: Db, merchantId: string, locationId: string): Promise<ReportHeaderRow | undefined> {
  const [row] = await queryRows<ReportHeaderRow>(
    db,
    sql`select l.id as "locationId", l.name as "locationName",
          coalesce(nullif(c.name, ''), m.name) as "companyName",
          coalesce(nullif(c.vat_number, ''), l.vat_number) as "organisationNumber"
        from locations l
        join merchants m on m.id = l.merchant_id
        left join companies c on c.merchant_id = l.merchant_id
        where l.id = ${locationId}::uuid and l.merchant_id = ${merchantId}`,
  );
  return row;
}

/** A terminal of the location (any type); undefined when it is of another location or merchant. */
export async function selectLocationTerminal(
  db: Db,
  merchantId: string,
  locationId: string,
  terminalId: string,
): Promise<TerminalRow | undefined> {
  const [row] = await queryRows<TerminalRow>(
    db,
    sql`select id, terminal_id as "terminalId", terminal_type as "terminalType", device_name as "deviceName",
          system_id_nr as "systemIdNr", location_id as "locationId"
        from terminals
        where id = ${terminalId}::uuid and merchant_id = ${merchantId} and location_id = ${locationId}::uuid`,
  );
  return row;
}

/** Every terminal of the location (any type, KDS included: it has no Z-reports to name), for naming Z-reports. */
export async function selectLocationTerminals(db: Db, merchantId: string, locationId: string): Promise<TerminalRow[]> {
  return queryRows<TerminalRow>(
    db,
    sql`select id, terminal_id as "terminalId", terminal_type as "terminalType", device_name as "deviceName",
          system_id_nr as "systemIdNr", location_id as "locationId"
        from terminals
        where merchant_id = ${merchantId} and location_id = ${locationId}::uuid`,
  );
}

export interface ZReportRow {
  id: string;
  nr: number;
  terminalId: string;
  businessDate: string;
  createdTime: string;
  /** The frozen counters as stored (jsonb). */
  counters: unknown;
}

/**
 * The live Z-reports (not replaced by a regenerated one) of the location (of one terminal, or of every terminal when `terminalId` is
 * undefined) whose business day lies in the period, oldest first: by day, then the time each was taken.
 */
export async function selectPeriodZReports(
  db: Db,
  merchantId: string,
  query: { locationId: string; terminalId?: string; fromDate: string; toDate: string },
): Promise<ZReportRow[]> {
  const terminal = query.terminalId ? sql`and z.terminal_id = ${query.terminalId}::uuid` : sql``;
  const rows = await queryRows<ZReportRow>(
    db,
    sql`select z.id, z.nr::int as nr, z.terminal_id as "terminalId", to_char(z.business_date, 'YYYY-MM-DD') as "businessDate",
          to_char(z.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdTime", z.counters
        from z_reports z
        where z.merchant_id = ${merchantId} and z.location_id = ${query.locationId}::uuid
          and z.business_date between ${query.fromDate}::date and ${query.toDate}::date
          and z.replaced_by_z_report_id is null ${terminal}
        order by z.business_date, z.created_at, z.terminal_id, z.nr`,
  );
  return rows.map((row) => ({
    ...row,
    nr: Number(row.nr),
    counters: typeof row.counters === 'string' ? JSON.parse(row.counters) : row.counters,
  }));
}

export interface AlcoholCategoryRow {
  id: string | null;
  name: string;
  vatRate: number;
  count: number;
  vatAmount: number;
  amountWithVat: number;
}

/**
 * DRINK_ALCOHOL order lines of the location's orders that are not cancelled, ordered in the period,
 * per category and VAT rate: refunded units taken off, amounts pro rata (each line's remaining share
 * rounded to øre before it is added). Categories with nothing left are left out; the presenter orders them.
 */
export async function selectAlcoholSales(
  db: Db,
  merchantId: string,
  locationId: string,
  period: PeriodInstants,
): Promise<AlcoholCategoryRow[]> {
  const rows = await queryRows<AlcoholCategoryRow>(
    db,
    sql`select ol.category_id as id, ol.category_name as name, ol.vat_rate::float8 as "vatRate",
          sum(ol.count - ol.refunded_count)::int as count,
          sum(round(ol.vat_amount_ore * (ol.count - ol.refunded_count)::numeric / ol.count))::int8 as "vatAmount",
          sum(round(ol.gross_amount_ore * (ol.count - ol.refunded_count)::numeric / ol.count))::int8 as "amountWithVat"
        from orders o
        join order_lines ol on ol.order_id = o.id
        where o.merchant_id = ${merchantId} and o.location_id = ${locationId}::uuid
          and o.ordered_at >= ${period.from.toISOString()}::timestamptz and o.ordered_at < ${period.until.toISOString()}::timestamptz
          and o.order_status <> 'CANCELLED' and ol.item_type = 'DRINK_ALCOHOL'
        group by ol.category_id, ol.category_name, ol.vat_rate
        having sum(ol.count - ol.refunded_count) > 0
`,
  );
  return rows.map((row) => ({
    ...row,
    vatRate: Number(row.vatRate),
    count: Number(row.count),
    vatAmount: Number(row.vatAmount),
    amountWithVat: Number(row.amountWithVat),
  }));
}

export interface SmsMessageRow {
  id: string;
  locationId: string;
  messageType: string;
  message: string;
  smsCount: number;
  sentTime: string;
  messageId: string;
  orderId: string | null;
}

export interface SmsTypeRow {
  messageType: string;
  messageCount: number;
  smsCount: number;
}

/** The location's SMS of the period, newest first, with the counts per message type: one statement. */
export async function selectSmsMessages(
  db: Db,
  merchantId: string,
  locationId: string,
  period: PeriodInstants,
): Promise<{ messages: SmsMessageRow[]; byType: SmsTypeRow[] }> {
  const [row] = await queryRows<{ document: { messages: SmsMessageRow[] | null; byType: SmsTypeRow[] | null } | string }>(
    db,
    sql`with sent as (
          select * from sms_messages
          where merchant_id = ${merchantId} and location_id = ${locationId}::uuid
            and sent_at >= ${period.from.toISOString()}::timestamptz and sent_at < ${period.until.toISOString()}::timestamptz
        )
        select json_build_object(
          'messages', (
            select json_agg(json_build_object(
              'id', s.id, 'locationId', s.location_id, 'messageType', s.message_type, 'message', s.message,
              'smsCount', s.sms_count, 'sentTime', to_char(s.sent_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
              'messageId', s.message_id, 'orderId', s.order_id
            ) order by s.sent_at desc, s.id desc)
            from sent s
          ),
          'byType', (
            select json_agg(json_build_object('messageType', t.message_type, 'messageCount', t.message_count, 'smsCount', t.sms_count))
            from (select message_type, count(*)::int as message_count, sum(sms_count)::int8 as sms_count from sent group by message_type) t
          )
        ) as document`,
  );
  const document = typeof row!.document === 'string' ? JSON.parse(row!.document) : row!.document;
  return {
    messages: (document.messages ?? []).map((message: SmsMessageRow) => ({ ...message, smsCount: Number(message.smsCount) })),
    byType: (document.byType ?? []).map((type: SmsTypeRow) => ({
      messageType: type.messageType,
      messageCount: Number(type.messageCount),
      smsCount: Number(type.smsCount),
    })),
  };
}

export interface CardPaymentRow {
  /** 'payment' for payments, 'refund' for succeeded refunds. */
  kind: 'payment' | 'refund';
  paymentType: string;
  /** The card scheme of a CARD payment; null for the other types and for refunds. */
  cardType: string | null;
  count: number;
  amount: number;
}

/**
 * The merchant's card-type payments (BankAxept, other cards, Apple Pay, Google Pay; never cash or
 * Vipps) by Oslo day of payment, and its succeeded refunds of those types by Oslo day of the refund,
 * added up per payment type (and card scheme): one statement.
 */
export async function selectCardTransactions(db: Db, merchantId: string, period: PeriodInstants): Promise<CardPaymentRow[]> {
  const from = sql`${period.from.toISOString()}::timestamptz`;
  const until = sql`${period.until.toISOString()}::timestamptz`;
  const cardTypes = sql`('BANK_AXEPT', 'CARD', 'APPLE_PAY', 'GOOGLE_PAY')`;
  const rows = await queryRows<CardPaymentRow>(
    db,
    sql`select 'payment' as kind, p.payment_type as "paymentType",
          case when p.payment_type = 'CARD' then coalesce(nullif(p.card_type, ''), 'CARD') end as "cardType",
          count(*)::int as count, sum(p.amount_ore)::int8 as amount
        from order_payments p
        where p.merchant_id = ${merchantId} and p.payment_type in ${cardTypes}
          and p.paid_at >= ${from} and p.paid_at < ${until}
        group by 2, 3
        union all
        select 'refund', r.payment_type, null, count(*)::int, sum(r.amount_ore)::int8
        from refunds r
        where r.merchant_id = ${merchantId} and r.status = 'SUCCEEDED' and r.payment_type in ${cardTypes}
          and r.created_at >= ${from} and r.created_at < ${until}
        group by 2
        order by 1, 2, 3`,
  );
  return rows.map((row) => ({ ...row, count: Number(row.count), amount: Number(row.amount) }));
}
