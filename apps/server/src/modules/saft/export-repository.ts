import { sql, type SQL } from 'drizzle-orm';
import { defaultArticleGroup } from '@bakrom/shared/article-groups';
import { ITEM_TYPES } from '@bakrom/shared/enums';
import { queryRows, type DbOrTx } from '../../db/client';

/**
 * The reads of the SAF-T Cash Register export, run in one REPEATABLE READ READ ONLY transaction so the
 * file is one consistent picture. The company's parts are small reads; the events and the transactions
 * of each cash register are read through a cursor in batches, each transaction arriving with its lines
 * and payments (json_agg), never one query per row.
 */

/** Oslo date and time of a timestamptz column as the file writes them. */
const osloDate = (column: string) => sql.raw(`to_char(${column} at time zone 'Europe/Oslo', 'YYYY-MM-DD')`);
const osloTime = (column: string) => sql.raw(`to_char(${column} at time zone 'Europe/Oslo', 'HH24:MI:SS')`);
/** A uuid as 32 hex digits (the file's identifications are at most 35 characters). */
const compact = (column: string) => sql.raw(`replace(${column}::text, '-', '')`);
const UUID_PREFIX = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** The employee id of a till's operator known only by name (orders.served_by). */
const servedById = (column: string) => sql.raw(`('S' || left(md5(${column}), 24))`);
/** The article group an item type's category starts with (`defaultArticleGroup`), for a line whose item and category are gone. */
const itemTypeGroupText = (column: string) =>
  `(case ${column} ${ITEM_TYPES.map((type) => `when '${type}' then '${defaultArticleGroup(type)}'`).join(' ')} else '04006' end)`;
/**
 * The article group a line was sold in: its item's own, else its category's, else (both deleted since) its
 * item type's. Each by its key, never a scan.
 */
const lineGroup = (itemId: string, categoryId: string, itemType: string) =>
  sql.raw(
    `coalesce((select gi.article_group from items gi where gi.id = ${itemId}),` +
      ` (select gc.article_group from categories gc where gc.id = ${categoryId}), ${itemTypeGroupText(itemType)})`,
  );
/** A sale in the counters' sense: not cancelled, or cancelled after it was signed (its cancellation is a return). */
const countedSale = (order: string) =>
  sql.raw(
    `(${order}.order_status <> 'CANCELLED' or exists (select 1 from signed_transactions cs where cs.order_id = ${order}.id and cs.kind = 'SALE'))`,
  );

export interface Period {
  fromDate: string;
  toDate: string;
  /** [start, end) of the Oslo business days. */
  start: Date;
  end: Date;
}

export interface CompanyRow {
  merchant_name: string;
  company_name: string | null;
  vat_number: string | null;
  street: string | null;
  zip_code: string | null;
  city: string | null;
  merchant_date: string;
}

export async function selectCompany(db: DbOrTx, merchantId: string): Promise<CompanyRow | undefined> {
  const [row] = await queryRows<CompanyRow>(
    db,
    sql`select m.name as merchant_name, c.name as company_name, c.vat_number, c.street, c.zip_code, c.city,
          ${osloDate('m.created_at')} as merchant_date
        from merchants m left join companies c on c.merchant_id = m.id
        where m.id = ${merchantId}`,
  );
  return row;
}

export interface LocationRow {
  id: string;
  name: string;
  street: string;
  zip_code: string;
  city: string;
}

/** The merchant's locations (inactive ones too: their history stays), or the one asked for; by name. */
export async function selectLocations(db: DbOrTx, merchantId: string, locationId?: string): Promise<LocationRow[]> {
  const only = locationId ? sql` and id = ${locationId}::uuid` : sql``;
  return queryRows<LocationRow>(
    db,
    sql`select id, name, street, zip_code, city from locations where merchant_id = ${merchantId}${only} order by name, id`,
  );
}

/** The merchant's VAT rates, and the day the merchant began (the date of a rate it has not sold at yet). */
export async function selectVatRates(db: DbOrTx, merchantId: string): Promise<{ rates: number[]; date: string } | undefined> {
  const [row] = await queryRows<{ dine_in: string; take_out: string; delivery: string; date: string }>(
    db,
    sql`select v.dine_in, v.take_out, v.delivery, ${osloDate('m.created_at')} as date
        from vat_rates v join merchants m on m.id = v.merchant_id where v.merchant_id = ${merchantId}`,
  );
  return row && { rates: [row.dine_in, row.take_out, row.delivery].map(Number), date: row.date };
}

/** The first business day each VAT rate was sold at, from every Z-report of the merchant (a few thousand a year). */
export async function selectVatFirstUse(db: DbOrTx, merchantId: string): Promise<Map<number, string>> {
  const rows = await queryRows<{ rate: string; date: string }>(
    db,
    sql`select (category ->> 'vatRate')::numeric as rate, min(z.business_date)::text as date
        from z_reports z cross join lateral jsonb_array_elements(z.counters -> 'categories') category
        where z.merchant_id = ${merchantId}
        group by 1`,
  );
  return new Map(rows.map((row) => [Number(row.rate), row.date]));
}

/**
 * The VAT rates the period's settled sales were sold at, from its Z-reports' categories (a rate changed
 * since still shows) — a few thousand reports a year instead of every order line.
 */
export async function selectSoldVatRates(db: DbOrTx, merchantId: string, period: Period): Promise<number[]> {
  const rows = await queryRows<{ rate: string }>(
    db,
    sql`select distinct (category ->> 'vatRate')::numeric as rate
        from z_reports z cross join lateral jsonb_array_elements(z.counters -> 'categories') category
        where z.merchant_id = ${merchantId} and z.business_date between ${period.fromDate}::date and ${period.toDate}::date`,
  );
  return rows.map((row) => Number(row.rate));
}

/** The first and last transaction number of each terminal in the period (a terminal signs in time order). */
export async function selectTransactionRanges(
  db: DbOrTx,
  merchantId: string,
  period: Period,
): Promise<Map<string, { firstNr: number; lastNr: number }>> {
  const rows = await queryRows<{ terminal_id: string; first_nr: string; last_nr: string }>(
    db,
    sql`select terminal_id, min(nr) as first_nr, max(nr) as last_nr from signed_transactions
        where merchant_id = ${merchantId} and trans_date between ${period.fromDate} and ${period.toDate}
        group by terminal_id`,
  );
  return new Map(rows.map((row) => [row.terminal_id, { firstNr: Number(row.first_nr), lastNr: Number(row.last_nr) }]));
}

export interface RegisterRow {
  location_id: string;
  /** terminals.id, or null for the location's back-office events (no cash point). */
  terminal_id: string | null;
  terminal_code: string | null;
  terminal_type: string | null;
  device_name: string | null;
  system_id_nr: string | null;
}

/**
 * The cash registers of the locations with something in the period: a terminal (till, kiosk or webshop)
 * with signed transactions (`terminalsWithTransactions`), journal entries or Z-reports; and per location the back office, where the
 * journal has entries without a terminal. Entries of the merchant as a whole (no location, such as price
 * changes) go to the back office of `merchantWideLocationId` when given.
 */
export async function selectRegisters(
  db: DbOrTx,
  merchantId: string,
  locationIds: string[],
  period: Period,
  merchantWideLocationId: string | null,
  terminalsWithTransactions: string[],
): Promise<RegisterRow[]> {
  if (locationIds.length === 0) return [];
  const signed = terminalsWithTransactions.length
    ? sql`t.id in (${sql.join(
        terminalsWithTransactions.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql`false`;
  const locations = sql.join(
    locationIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const start = sql`${period.start.toISOString()}::timestamptz`;
  const end = sql`${period.end.toISOString()}::timestamptz`;
  return queryRows<RegisterRow>(
    db,
    sql`select t.location_id, t.id as terminal_id, t.terminal_id as terminal_code, t.terminal_type, t.device_name, t.system_id_nr
        from terminals t
        where t.merchant_id = ${merchantId} and t.location_id in (${locations})
          and (${signed}
            or exists (select 1 from journal_entries j where j.terminal_id = t.id and j.occurred_at >= ${start} and j.occurred_at < ${end})
            or exists (select 1 from z_reports z where z.terminal_id = t.id and z.created_at >= ${start} and z.created_at < ${end}))
        union all
        select place.location_id, null, null, null, null, null
        from (select distinct coalesce(j.location_id, ${merchantWideLocationId}::uuid) as location_id
              from journal_entries j
              where j.merchant_id = ${merchantId} and j.terminal_id is null and j.occurred_at >= ${start} and j.occurred_at < ${end}) place
        where place.location_id in (${locations})
        order by 1, 4 nulls last, 3, 2`,
  );
}

export interface EmployeeRow {
  emp_id: string;
  first_name: string;
  sur_name: string;
  date: string;
  time: string;
  role: string | null;
}

/**
 * Everyone who acted in the period: users named by the journal (by the name the journal kept, when the
 * user is gone), makers of Z-reports and refunds, and the tills' operators known by name (served by).
 */
export async function selectEmployees(db: DbOrTx, merchantId: string, period: Period): Promise<EmployeeRow[]> {
  const start = sql`${period.start.toISOString()}::timestamptz`;
  const end = sql`${period.end.toISOString()}::timestamptz`;
  return queryRows<EmployeeRow>(
    db,
    sql`with acted as (
          select j.user_id, min(j.user_name) as name from journal_entries j
          where j.merchant_id = ${merchantId} and j.user_id is not null and j.occurred_at >= ${start} and j.occurred_at < ${end}
          group by j.user_id
          union
          select z.created_by_user_id, null from z_reports z
          where z.merchant_id = ${merchantId} and z.created_by_user_id is not null and z.created_at >= ${start} and z.created_at < ${end}
          union
          select r.created_by_user_id, null from signed_transactions s join refunds r on r.id = s.refund_id
          where s.merchant_id = ${merchantId} and s.kind = 'RETURN' and r.created_by_user_id is not null
            and s.trans_date between ${period.fromDate} and ${period.toDate}
        ), person as (
          select user_id, max(name) as name from acted group by user_id
        ), named as (
          select distinct o.served_by
          from signed_transactions s join orders o on o.id = s.order_id
          where s.merchant_id = ${merchantId} and s.kind = 'SALE' and s.trans_date between ${period.fromDate} and ${period.toDate}
            and o.served_by <> ''
        ), served as (
          -- The operator's first sale ever, not only in the period.
          select o.served_by, min(o.ordered_at) as first_at
          from orders o where o.merchant_id = ${merchantId} and o.served_by in (select served_by from named)
          group by o.served_by
        )
        select ${compact('p.user_id')} as emp_id,
          coalesce(u.firstname, '') as first_name,
          coalesce(nullif(trim(u.lastname), ''), nullif(u.username, ''), nullif(p.name, ''), 'Ukjent') as sur_name,
          coalesce(${osloDate('u.created_at')}, ${period.fromDate}) as date,
          coalesce(${osloTime('u.created_at')}, '00:00:00') as time,
          u.user_role as role
        from person p left join users u on u.id = p.user_id
        union all
        select ${servedById('served_by')}, '', served_by, ${osloDate('first_at')}, ${osloTime('first_at')}, 'Operatør'
        from served
        order by 1`,
  );
}

export interface ArticleRow {
  art_id: string;
  art_group_id: string | null;
  description: string;
  date: string;
}

/**
 * Items and add-ons that were ever sold (so a return of an earlier sale finds its article), an item with its
 * article group (its own, else its category's); an add-on is sold in the group of the line it is added to.
 */
export async function selectArticles(db: DbOrTx, merchantId: string): Promise<ArticleRow[]> {
  return queryRows<ArticleRow>(
    db,
    sql`select ${compact('i.id')} as art_id, coalesce(i.article_group, c.article_group) as art_group_id, i.name as description,
          ${osloDate('i.created_at')} as date
        from items i join categories c on c.id = i.category_id
        where i.merchant_id = ${merchantId} and exists (select 1 from order_lines l where l.item_id = i.id)
        union all
        select ${compact('a.id')}, null, a.name, ${osloDate('g.created_at')}
        from add_ons a join add_on_groups g on g.id = a.add_on_group_id
        where a.merchant_id = ${merchantId} and exists (select 1 from order_line_add_ons x where x.add_on_id = a.id)
        order by 1`,
  );
}

export interface CategoryRow {
  id: string;
  article_group: string;
}

/** Every category's article group, for the categories of the stored reports. */
export async function selectCategories(db: DbOrTx, merchantId: string): Promise<CategoryRow[]> {
  return queryRows<CategoryRow>(db, sql`select id::text as id, article_group from categories where merchant_id = ${merchantId}`);
}

// ── Cursors ───────────────────────────────────────────────────────────────────────────────────────────

export interface EventRow {
  event_id: string;
  event_code: number;
  trans_id: string | null;
  emp_id: string | null;
  date: string;
  time: string;
  text: string;
  /** 'X' or 'Z' with the counters the report showed, else null. */
  report_kind: 'X' | 'Z' | null;
  /** A Z-report's number; an X-report's journal entry. */
  report_id: string | null;
  /** JSON text of the report's counters. */
  counters: string | null;
  /**
   * JSON text of the sales a live Z-report settled per article group, { groups: [[group, units, amount]] }, and
   * what each named operator sold in them, { arts: [[empId, group, units, amount]], pays: [[empId, paymentType,
   * count, amount]] }; null for an X-report and a replaced Z-report.
   */
  employees: string | null;
}

/**
 * The sales a Z-report settled (orders.z_report_id, in the counters' sense of a sale) per article group of
 * their lines (line amounts, before a manual discount on the whole sale); and per operator (served by) and
 * article group, and per operator and payment type, operators without a name left out.
 */
function zEmployeeSales(zReport: string): SQL {
  const sale = sql.raw(`o.z_report_id = ${zReport} and o.served_by <> '' and `).append(countedSale('o'));
  const anySale = sql.raw(`o.z_report_id = ${zReport} and `).append(countedSale('o'));
  const lines = sql`cross join lateral (
            select ${lineGroup('l.item_id', 'l.category_id', 'l.item_type')} as grp, l.count as units, l.gross_amount_ore as gross
            from order_lines l where l.order_id = o.id
            union all
            select ${lineGroup('l.item_id', 'l.category_id', 'l.item_type')}, a.count, a.gross_amount_ore
            from order_line_add_ons a join order_lines l on l.id = a.order_line_id where a.order_id = o.id
          ) x`;
  return sql`(case when z.replaced_by_z_report_id is null then json_build_object(
      'groups', (select coalesce(json_agg(json_build_array(g.grp, g.units, g.amount) order by g.grp), '[]'::json) from (
          select x.grp, sum(x.units)::int as units, sum(x.gross)::bigint as amount
          from orders o ${lines}
          where ${anySale}
          group by 1) g),
      'arts', (select coalesce(json_agg(json_build_array(a.emp, a.grp, a.units, a.amount) order by a.emp, a.grp), '[]'::json) from (
          select ${servedById('o.served_by')} as emp, x.grp, sum(x.units)::int as units, sum(x.gross)::bigint as amount
          from orders o ${lines}
          where ${sale}
          group by 1, 2) a),
      'pays', (select coalesce(json_agg(json_build_array(p.emp, p.type, p.count, p.amount) order by p.emp, p.type), '[]'::json) from (
          select ${servedById('o.served_by')} as emp, op.payment_type as type, count(*)::int as count, sum(op.amount_ore)::bigint as amount
          from orders o join order_payments op on op.order_id = o.id
          where ${sale}
          group by 1, 2
          union all
          select ${servedById('o.served_by')}, 'POINTS', count(*)::int, sum(o.used_points * 100)::bigint
          from orders o where ${sale} and o.used_points > 0
          group by 1) p)
    )::text end)`;
}

/**
 * A register's events of the period in time order: the journal's entries of the terminal (or, for the
 * back office, the location's entries without one), and its Z-reports from z_reports — the source of every
 * Z, the demo history's included — so the journal's own Z entries are left out here. A sale's or a return's
 * receipt names the employee of its transaction (the order's operator, the refund's maker) where the journal
 * names no user.
 */
function eventsQuery(merchantId: string, register: RegisterRow, period: Period, merchantWide: boolean): SQL {
  const start = sql`${period.start.toISOString()}::timestamptz`;
  const end = sql`${period.end.toISOString()}::timestamptz`;
  const owner = register.terminal_id
    ? sql`j.terminal_id = ${register.terminal_id}::uuid`
    : merchantWide
      ? sql`j.terminal_id is null and (j.location_id = ${register.location_id}::uuid or j.location_id is null)`
      : sql`j.terminal_id is null and j.location_id = ${register.location_id}::uuid`;
  const zReports = register.terminal_id
    ? sql`union all
        select 'Z' || z.nr, 13009, null, ${compact('z.created_by_user_id')},
          ${osloDate('z.created_at')}, ${osloTime('z.created_at')},
          'Z-rapport nr. ' || z.nr || ' for ' || z.business_date::text
            || coalesce(', erstattet av Z-rapport nr. ' || (select r.nr from z_reports r where r.id = z.replaced_by_z_report_id), ''),
          'Z', z.nr::text, z.counters::text, ${zEmployeeSales('z.id')}, z.created_at, 1, z.nr
        from z_reports z
        where z.terminal_id = ${register.terminal_id}::uuid and z.created_at >= ${start} and z.created_at < ${end}`
    : sql``;
  const transactionEmployee = register.terminal_id
    ? sql`(select (case when s.kind = 'SALE' then (case when o.served_by <> '' then ${servedById('o.served_by')} end)
              else ${compact('r.created_by_user_id')} end)
            from signed_transactions s join orders o on o.id = s.order_id left join refunds r on r.id = s.refund_id
            where s.terminal_id = ${register.terminal_id}::uuid
              and s.nr = (case when (j.payload::json -> 'signature' ->> 'nr') ~ '^[0-9]+$' then (j.payload::json -> 'signature' ->> 'nr')::int end))`
    : sql`null`;
  return sql`select event_id, event_code, trans_id, emp_id, date, time, text, report_kind, report_id, counters, employees from (
      select 'J' || j.sequence as event_id, j.event_code, (j.payload::json -> 'signature' ->> 'nr') as trans_id,
        coalesce(${compact('j.user_id')}, (case when j.event_code in (13012, 13013) then ${transactionEmployee} end)) as emp_id,
        ${osloDate('j.occurred_at')} as date, ${osloTime('j.occurred_at')} as time,
        j.description as text,
        (case when j.event_code = 13008 then 'X' end) as report_kind,
        (case when j.event_code = 13008 then 'X' || j.sequence end) as report_id,
        (case when j.event_code = 13008 then (j.payload::json -> 'counters')::text end) as counters,
        null::text as employees,
        j.occurred_at as at, 0 as source, j.sequence as seq
      from journal_entries j
      where j.merchant_id = ${merchantId} and ${owner} and j.event_code <> 13009
        and j.occurred_at >= ${start} and j.occurred_at < ${end}
      ${zReports}
    ) e order by at, source, seq`;
}

export interface ContradictionRow {
  terminal_code: string;
  nr: number;
  kind: 'SALE' | 'RETURN';
  order_number: number;
  signed: string;
  stored: string;
  lines: string;
  paid: string;
}

/**
 * Signed transactions of the period whose stored order or refund no longer agrees with what was signed:
 * the sale's goods total, its lines (less the manual discount) or its payments (less tips) differ from the
 * signed amount, or a return's refund or units do. The first few, in the order of the file.
 */
export async function selectContradictions(db: DbOrTx, merchantId: string, locationId: string | undefined, period: Period) {
  const location = locationId ? sql` and t.location_id = ${locationId}::uuid` : sql``;
  return queryRows<ContradictionRow>(
    db,
    sql`select * from (
        select t.terminal_id as terminal_code, s.nr, s.kind, o.order_number, s.amount_with_vat_ore as signed,
          (case when s.kind = 'SALE' then o.total_amount_ore else -(r.amount_ore - r.tips_amount_ore) end) as stored,
          (case when s.kind = 'SALE'
            then coalesce((select sum(l.gross_amount_ore) from order_lines l where l.order_id = o.id), 0)
              + coalesce((select sum(a.gross_amount_ore) from order_line_add_ons a where a.order_id = o.id), 0) - o.manual_discount_ore
            else -coalesce((select sum((u.value ->> 'amount')::bigint) from jsonb_array_elements(r.lines) u
              where u.value ->> 'type' <> 'TIPS'), 0) end) as lines,
          (case when s.kind = 'SALE'
            then coalesce((select sum(p.amount_ore) from order_payments p where p.order_id = o.id), 0) + o.used_points * 100 - o.tips_amount_ore
            else -(r.amount_ore - r.tips_amount_ore) end) as paid
        from signed_transactions s
        join terminals t on t.id = s.terminal_id
        join orders o on o.id = s.order_id
        left join refunds r on r.id = s.refund_id
        where s.merchant_id = ${merchantId} and s.trans_date between ${period.fromDate} and ${period.toDate}${location}
      ) c
      where c.signed <> c.stored or c.signed <> c.lines or c.signed <> c.paid
      order by c.terminal_code, c.nr
      limit 5`,
  );
}

export interface TransactionRow {
  nr: string;
  kind: 'SALE' | 'RETURN';
  date: string;
  time: string;
  amount_in: string;
  amount_ex: string;
  signature: string;
  key_version: number;
  order_number: number;
  emp_id: string | null;
  tips: string;
  manual_discount: string;
  manual_discount_vat: string;
  /**
   * JSON text of [artId, artGroupId, description, quantity, amountIn, vatAmount, vatRate, discount] per line
   * (text, parsed when the row is written: a batch waiting to be written holds a few strings, not thousands of objects).
   */
  lines: string | null;
  /** JSON text of [type, amount, reference] per payment. */
  payments: string | null;
}

/**
 * A register's signed transactions of the period in number order, each with its lines and payments:
 * a sale's order lines and add-on lines, its payments and bonus points, its tips; a return's units as the
 * refund recorded them (a unit's VAT computed from its rate when the refund did not keep it), its payment.
 */
function transactionsQuery(terminalId: string, range: { firstNr: number; lastNr: number }, period: Period): SQL {
  return sql`select s.nr, s.kind, s.trans_date as date, s.trans_time as time,
      s.amount_with_vat_ore as amount_in, s.amount_without_vat_ore as amount_ex, s.signature, s.key_version,
      o.order_number,
      (case when s.kind = 'SALE' then (case when o.served_by <> '' then ${servedById('o.served_by')} end)
        else ${compact('r.created_by_user_id')} end) as emp_id,
      (case when s.kind = 'SALE' then o.tips_amount_ore else -coalesce(r.tips_amount_ore, 0) end) as tips,
      (case when s.kind = 'SALE' then o.manual_discount_ore else 0 end) as manual_discount,
      (case when s.kind = 'SALE' and o.manual_discount_ore > 0
        then coalesce(sale_lines.vat, 0) - o.total_vat_ore else 0 end) as manual_discount_vat,
      (case when s.kind = 'SALE' then sale_lines.lines else return_lines.lines end)::text as lines,
      (case when s.kind = 'SALE' then sale_payments.payments
        else jsonb_build_array(jsonb_build_array(r.payment_type, -r.amount_ore, r.provider_reference)) end)::text as payments
    from signed_transactions s
    join orders o on o.id = s.order_id
    left join refunds r on r.id = s.refund_id
    left join lateral (
      select json_agg(json_build_array(x.art_id, x.group_id, x.name, x.qnt, x.gross, x.vat, x.rate, x.discount)
          order by x.position, x.line_id, x.sub, x.add_on_line) as lines,
        sum(x.vat) as vat
      from (
        select l.position, l.id as line_id, 0 as sub, null::uuid as add_on_line,
          ${compact('l.item_id')} as art_id, ${lineGroup('l.item_id', 'l.category_id', 'l.item_type')} as group_id,
          l.item_name || coalesce(' (' || l.variant_name || ')', '') as name, l.count as qnt,
          l.gross_amount_ore as gross, l.vat_amount_ore as vat, l.vat_rate as rate,
          (case when l.discount_percent > 0
            then round(l.unit_price_ore * l.count * (100 + l.vat_rate) / 100.0)::bigint - l.gross_amount_ore else 0 end) as discount
        from order_lines l where l.order_id = s.order_id and s.kind = 'SALE'
        union all
        select l.position, l.id, 1, a.id, ${compact('a.add_on_id')}, ${lineGroup('l.item_id', 'l.category_id', 'l.item_type')}, a.name, a.count,
          a.gross_amount_ore, a.vat_amount_ore, a.vat_rate, 0
        from order_line_add_ons a join order_lines l on l.id = a.order_line_id
        where a.order_id = s.order_id and s.kind = 'SALE'
      ) x
    ) sale_lines on true
    left join lateral (
      select coalesce(jsonb_agg(jsonb_build_array(p.payment_type, p.amount_ore, coalesce(p.transaction_id, p.payment_order_id))
          order by p.paid_at, p.id), '[]'::jsonb)
        || (case when o.used_points > 0 then jsonb_build_array(jsonb_build_array('POINTS', o.used_points * 100, null)) else '[]'::jsonb end)
        as payments
      from order_payments p where p.order_id = s.order_id and s.kind = 'SALE'
    ) sale_payments on true
    left join lateral (
      -- Each unit's article and its order line's article group by their own key lookups (the unit id starts with its order line's id).
      select json_agg(json_build_array(
          (case when u.value ->> 'addOnId' is not null
            then (select ${compact('ao.id')} from add_ons ao where ao.id = (u.value ->> 'addOnId')::uuid)
            else (select ${compact('it.id')} from items it where it.id = (u.value ->> 'itemId')::uuid) end),
          (case when ol.id is not null then ${lineGroup('ol.item_id', 'ol.category_id', 'ol.item_type')} end),
          u.value ->> 'name', -1, -(u.value ->> 'amount')::bigint,
          -(u.value ->> 'vatAmount')::bigint,
          (u.value ->> 'vatRate')::numeric, 0) order by u.ordinality) as lines
      from jsonb_array_elements(r.lines) with ordinality u
      left join lateral (
        select l.id, l.item_id, l.category_id, l.item_type from order_lines l
        where l.order_id = r.order_id
          and l.id = (case when u.value ->> 'id' ~ ${UUID_PREFIX} then left(u.value ->> 'id', 36)::uuid end)
      ) ol on true
      where s.kind = 'RETURN' and u.value ->> 'type' <> 'TIPS'
    ) return_lines on true
    where s.terminal_id = ${terminalId}::uuid and s.nr between ${range.firstNr} and ${range.lastNr}
      and s.trans_date between ${period.fromDate} and ${period.toDate}
    order by s.nr`;
}

/** Opens a cursor over a query inside the caller's transaction. */
async function declareCursor(tx: DbOrTx, name: string, query: SQL): Promise<void> {
  await tx.execute(sql`declare ${sql.identifier(name)} no scroll cursor for ${query}`);
}

export async function openEventsCursor(
  tx: DbOrTx,
  name: string,
  merchantId: string,
  register: RegisterRow,
  period: Period,
  merchantWide: boolean,
): Promise<void> {
  await declareCursor(tx, name, eventsQuery(merchantId, register, period, merchantWide));
}

export async function openTransactionsCursor(
  tx: DbOrTx,
  name: string,
  terminalId: string,
  range: { firstNr: number; lastNr: number },
  period: Period,
): Promise<void> {
  await declareCursor(tx, name, transactionsQuery(terminalId, range, period));
}

/** No JIT for the rest of the transaction: the JSON-building statements cost more to compile than to run. */
export async function withoutJit(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`set local jit = off`);
}

export async function fetchFromCursor<T>(tx: DbOrTx, name: string, count: number): Promise<T[]> {
  return queryRows<T>(tx, sql`fetch ${sql.raw(String(count))} from ${sql.identifier(name)}`);
}

export async function closeCursor(tx: DbOrTx, name: string): Promise<void> {
  await tx.execute(sql`close ${sql.identifier(name)}`);
}
