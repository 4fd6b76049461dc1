import { sql } from 'drizzle-orm';
import { ADDITIVE_COUNTER_KEYS } from '@bakrom/shared/report-rules';
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

export interface PeriodZReportRow {
  id: string;
  nr: number;
  terminalId: string;
  businessDate: string;
  createdTime: string;
  /** The report's goods with VAT and the VAT in them: its categories added up. */
  amountWithVat: number;
  vatAmount: number;
}

/** One terminal's Z-reports of the period added up by the database, in the stored counters' shape. */
export interface TerminalPeriodRow {
  terminalId: string;
  /**
   * Every additive counter summed, `categories` merged by id, name, item type and VAT rate (first seen first),
   * `paymentLines` merged by payment type, and the grand totals of the terminal's last report.
   */
  counters: Record<string, unknown>;
}

const numberAt = (key: string) => sql`coalesce((z.counters ->> ${sql.raw(`'${key}'`)})::numeric, 0)`;

/** A jsonb object of the sums of `keys`, built 40 keys at a time (a function call takes at most 100 arguments). */
function summed(keys: readonly string[]) {
  const objects = [];
  for (let at = 0; at < keys.length; at += 40) {
    const pairs = keys.slice(at, at + 40).map((key) => sql`${sql.raw(`'${key}'`)}, sum(${numberAt(key)})::int8`);
    objects.push(sql`jsonb_build_object(${sql.join(pairs, sql`, `)})`);
  }
  return sql.join(objects, sql` || `);
}

/**
 * The live Z-reports (not replaced by a regenerated one) of the location — of one terminal, or of every
 * terminal when `terminalId` is undefined — whose business day lies in the period, oldest first (by day,
 * then the time each was taken), and per terminal their counters added up: one statement, so a year of
 * reports is summed where it is stored instead of being sent to Node.
 */
export async function selectPeriodZReports(
  db: Db,
  merchantId: string,
  query: { locationId: string; terminalId?: string; fromDate: string; toDate: string },
): Promise<{ reports: PeriodZReportRow[]; terminals: TerminalPeriodRow[] }> {
  const terminal = query.terminalId ? sql`and z.terminal_id = ${query.terminalId}::uuid` : sql``;
  const [row] = await queryRows<{ document: unknown }>(
    db,
    sql`with z as (
          select z.id, z.nr, z.terminal_id, z.business_date, z.created_at, z.counters,
            row_number() over (order by z.business_date, z.created_at, z.terminal_id, z.nr) as position
          from z_reports z
          where z.merchant_id = ${merchantId} and z.location_id = ${query.locationId}::uuid
            and z.business_date between ${query.fromDate}::date and ${query.toDate}::date
            and z.replaced_by_z_report_id is null ${terminal}
        ), category as (
          select z.terminal_id, z.id as z_id, z.position * 10000 + c.at as position, c.value ->> 'id' as id,
            coalesce(c.value ->> 'name', '') as name, coalesce(c.value ->> 'itemType', 'DISH') as item_type,
            coalesce((c.value ->> 'vatRate')::numeric, 0) as vat_rate, coalesce((c.value ->> 'count')::numeric, 0) as count,
            coalesce((c.value ->> 'vatAmount')::numeric, 0) as vat_amount, coalesce((c.value ->> 'amountWithVat')::numeric, 0) as amount_with_vat
          from z
          cross join lateral jsonb_array_elements(
            case when jsonb_typeof(z.counters -> 'categories') = 'array' then z.counters -> 'categories' else '[]'::jsonb end
          ) with ordinality as c(value, at)
        ), merged as (
          select terminal_id, jsonb_agg(jsonb_build_object('id', id, 'name', name, 'itemType', item_type, 'vatRate', vat_rate,
              'count', count, 'vatAmount', vat_amount, 'amountWithVat', amount_with_vat) order by position) as categories
          from (
            select terminal_id, id, name, item_type, vat_rate, min(position) as position, sum(count)::int8 as count,
              sum(vat_amount)::int8 as vat_amount, sum(amount_with_vat)::int8 as amount_with_vat
            from category group by terminal_id, id, name, item_type, vat_rate
          ) as c
          group by terminal_id
        ), payment_line as (
          -- The payment lines (bonus points among them) of each terminal's reports, per payment type.
          select z.terminal_id, p.value ->> 'paymentType' as payment_type, min(coalesce(p.value ->> 'saftCode', '')) as saft_code,
            sum(coalesce((p.value ->> 'count')::numeric, 0))::int8 as count, sum(coalesce((p.value ->> 'amount')::numeric, 0))::int8 as amount,
            sum(coalesce((p.value ->> 'amountWithVat')::numeric, 0))::int8 as amount_with_vat,
            sum(coalesce((p.value ->> 'vatAmount')::numeric, 0))::int8 as vat_amount
          from z
          cross join lateral jsonb_array_elements(
            case when jsonb_typeof(z.counters -> 'paymentLines') = 'array' then z.counters -> 'paymentLines' else '[]'::jsonb end
          ) as p(value)
          group by z.terminal_id, p.value ->> 'paymentType'
        ), payment_lines as (
          select terminal_id, jsonb_agg(jsonb_build_object('paymentType', payment_type, 'saftCode', saft_code, 'count', count,
              'amount', amount, 'amountWithVat', amount_with_vat, 'vatAmount', vat_amount) order by payment_type) as lines
          from payment_line group by terminal_id
        ), summed as (
          select z.terminal_id, min(z.position) as position,
            ${summed(ADDITIVE_COUNTER_KEYS)} as counters
          from z group by z.terminal_id
        ), last as (
          select distinct on (z.terminal_id) z.terminal_id,
            jsonb_build_object('grandTotalSales', ${numberAt('grandTotalSales')}::int8, 'grandTotalRefund', ${numberAt('grandTotalRefund')}::int8) as totals
          from z order by z.terminal_id, z.position desc
        ), own as (
          select z_id, sum(amount_with_vat)::int8 as amount_with_vat, sum(vat_amount)::int8 as vat_amount from category group by z_id
        )
        select json_build_object(
          'reports', (
            select coalesce(json_agg(json_build_object(
              'id', z.id, 'nr', z.nr, 'terminalId', z.terminal_id, 'businessDate', to_char(z.business_date, 'YYYY-MM-DD'),
              'createdTime', to_char(z.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
              'amountWithVat', coalesce(own.amount_with_vat, 0), 'vatAmount', coalesce(own.vat_amount, 0)
            ) order by z.position), '[]'::json)
            from z left join own on own.z_id = z.id
          ),
          'terminals', (
            select coalesce(json_agg(json_build_object(
              'terminalId', s.terminal_id,
              'counters', s.counters || last.totals || jsonb_build_object('categories', coalesce(merged.categories, '[]'::jsonb),
                'paymentLines', coalesce(payment_lines.lines, '[]'::jsonb))
            ) order by s.position), '[]'::json)
            from summed s join last on last.terminal_id = s.terminal_id left join merged on merged.terminal_id = s.terminal_id
              left join payment_lines on payment_lines.terminal_id = s.terminal_id
          )
        ) as document`,
  );
  const document = (typeof row!.document === 'string' ? JSON.parse(row!.document) : row!.document) as {
    reports: PeriodZReportRow[];
    terminals: TerminalPeriodRow[];
  };
  return {
    reports: document.reports.map((report) => ({
      ...report,
      nr: Number(report.nr),
      amountWithVat: Number(report.amountWithVat),
      vatAmount: Number(report.vatAmount),
    })),
    terminals: document.terminals,
  };
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
