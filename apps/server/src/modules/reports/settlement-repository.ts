import { sql, type SQL } from 'drizzle-orm';
import type { Functionality } from '@bakrom/shared/enums';
import type { ReportCounters } from '@bakrom/shared/schemas/reports';
import { queryRows, type DbOrTx } from '../../db/client';
import {
  countersStatement,
  mapCountersRow,
  zReportRefunds,
  zReportSales,
  withoutJit,
  type CounterScope,
  type CountersRow,
  type GrandTotalBase,
} from './counters-repository';

/** SQL of the settlement: terminals, Z-reports, tying rows to a Z-report, the audit trail. Scoped by merchant. */

const utc = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** The terminal a Z-report of the merchant was taken at, with the terminal's location, or undefined (another merchant's report, or none). */
export async function findZReportTerminal(
  db: DbOrTx,
  merchantId: string,
  zReportId: string,
): Promise<{ terminalId: string; locationId: string } | undefined> {
  const [row] = await queryRows<{ terminalId: string; locationId: string }>(
    db,
    sql`select t.id as "terminalId", t.location_id as "locationId"
      from z_reports z join terminals t on t.id = z.terminal_id
      where z.id = ${zReportId}::uuid and z.merchant_id = ${merchantId}`,
  );
  return row;
}

export interface CompanyRow {
  name: string;
  vatNumber: string;
}

/** The company of the merchant (its name and organisation number); the merchant's name when no company is saved. */
export async function selectCompany(db: DbOrTx, merchantId: string): Promise<CompanyRow> {
  const [row] = await queryRows<CompanyRow>(
    db,
    sql`select coalesce(c.name, m.name) as name, coalesce(c.vat_number, '') as "vatNumber"
      from merchants m left join companies c on c.merchant_id = m.id
      where m.id = ${merchantId}`,
  );
  return row ?? { name: '', vatNumber: '' };
}

export interface ReportGuiRow {
  locations: { id: string; name: string; vatNumber: string }[];
  company: CompanyRow;
  vat: { takeOut: number; dineIn: number; delivery: number } | null;
  functionality: Functionality;
  autoSettleTills: boolean;
}

/** What the report screens start from, in one statement. */
export async function selectReportGui(db: DbOrTx, merchantId: string): Promise<ReportGuiRow> {
  const [row] = await queryRows<{ data: ReportGuiRow | string }>(
    db,
    sql`select jsonb_build_object(
        'locations', (select coalesce(jsonb_agg(jsonb_build_object('id', l.id, 'name', l.name, 'vatNumber', l.vat_number)
          order by l.name, l.id), '[]'::jsonb) from locations l where l.merchant_id = m.id and l.status = 'ACTIVE'),
        'company', jsonb_build_object('name', coalesce(c.name, m.name), 'vatNumber', coalesce(c.vat_number, '')),
        'vat', (select jsonb_build_object('takeOut', v.take_out, 'dineIn', v.dine_in, 'delivery', v.delivery)
          from vat_rates v where v.merchant_id = m.id),
        'functionality', coalesce(s.use_functionality, 'ALL'),
        'autoSettleTills', coalesce(s.auto_settle_tills, false)
      ) as data
      from merchants m
      left join companies c on c.merchant_id = m.id
      left join merchant_settings s on s.merchant_id = m.id
      where m.id = ${merchantId}`,
  );
  const data = row!.data;
  return typeof data === 'string' ? (JSON.parse(data) as ReportGuiRow) : data;
}

export interface LatestZRow {
  nr: number;
  createdAt: string;
}

/** The terminal's latest Z-report (by number, replaced or not), or undefined before the first. */
export async function selectLatestZReport(db: DbOrTx, terminalId: string, { beforeDate }: { beforeDate?: string } = {}) {
  const [row] = await queryRows<LatestZRow>(
    db,
    sql`select z.nr::int as nr, ${utc('z.created_at')} as "createdAt"
      from z_reports z
      where z.terminal_id = ${terminalId}::uuid ${beforeDate ? sql`and z.business_date < ${beforeDate}::date` : sql``}
      order by z.nr desc limit 1`,
  );
  return row;
}

/** The counters of a scope (X-reports, a day's figures), computed by the one counters statement; run it in a transaction. */
export async function readCounters(tx: DbOrTx, scope: CounterScope, base: GrandTotalBase = {}): Promise<CountersRow> {
  await withoutJit(tx);
  const [row] = await queryRows<Parameters<typeof mapCountersRow>[0]>(tx, countersStatement(scope, base));
  return mapCountersRow(row!);
}

/**
 * A new Z-report of the terminal under the next number (the terminal's row is locked by the caller; the
 * unique (terminal_id, nr) index stands behind it). Its counters are filled once its rows are tied.
 */
export async function insertZReport(
  tx: DbOrTx,
  values: { merchantId: string; locationId: string; terminalId: string; businessDate: string; userId: string | null; now: Date },
): Promise<{ id: string; nr: number }> {
  const [row] = await queryRows<{ id: string; nr: number }>(
    tx,
    sql`insert into z_reports (merchant_id, location_id, terminal_id, nr, business_date, counters, grand_total_sales_ore,
        grand_total_refund_ore, created_by_user_id, created_at)
      select ${values.merchantId}, ${values.locationId}::uuid, ${values.terminalId}::uuid, coalesce(max(z.nr), 0) + 1,
        ${values.businessDate}::date, '{}'::jsonb, 0, 0, ${values.userId}::uuid, ${values.now.toISOString()}::timestamptz
      from z_reports z where z.terminal_id = ${values.terminalId}::uuid
      returning id, nr::int as nr`,
  );
  return row!;
}

export async function deleteZReport(tx: DbOrTx, zReportId: string): Promise<void> {
  await tx.execute(sql`delete from z_reports where id = ${zReportId}::uuid`);
}

/** Which rows a new Z-report takes. */
export interface TieScope {
  merchantId: string;
  terminalId: string;
  zReportId: string;
  /** Unsettled rows before this instant only (the automatic settlement's cut-off). */
  before?: Date;
  /** Unsettled rows of [from, until) only (one business day). */
  day?: { from: Date; until: Date };
  /** Also the rows of these (replaced) Z-reports. */
  replacedIds?: string[];
  /** Only the replaced reports' rows, no unsettled ones (a regenerated report placed before later live reports). */
  replacedOnly?: boolean;
}

/**
 * Ties the terminal's unsettled orders, successful refunds and terminal events (within the scope) to the
 * Z-report, each with one UPDATE … WHERE z_report_id IS NULL: a row written meanwhile is either taken
 * here or stays unsettled for the next report, never both. Answers how many rows were tied.
 */
export async function tieRows(tx: DbOrTx, scope: TieScope): Promise<number> {
  await withoutJit(tx);
  const open = (alias: string, instant: string) => {
    const conditions: SQL[] = [sql.raw(`${alias}.z_report_id is null`)];
    if (scope.before) conditions.push(sql`${sql.raw(instant)} < ${scope.before.toISOString()}::timestamptz`);
    if (scope.day) {
      conditions.push(sql`${sql.raw(instant)} >= ${scope.day.from.toISOString()}::timestamptz`);
      conditions.push(sql`${sql.raw(instant)} < ${scope.day.until.toISOString()}::timestamptz`);
    }
    if (scope.replacedOnly) conditions.push(sql`false`);
    const unsettled = sql.join(conditions, sql` and `);
    const replaced = scope.replacedIds?.length
      ? sql` or ${sql.raw(alias)}.z_report_id in (${sql.join(
          scope.replacedIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`
      : sql``;
    return sql`${sql.raw(alias)}.merchant_id = ${scope.merchantId} and ${sql.raw(alias)}.terminal_id = ${scope.terminalId}::uuid
      and ((${unsettled})${replaced})`;
  };
  const [row] = await queryRows<{ tied: number }>(
    tx,
    // Only when there is something to settle (a sale, a refund, an event; an unpaid cancelled order that was never
    // signed is none, as the counters statement counts): otherwise nothing is tied and the answer is 0.
    sql`with settleable as (
        select exists (
            select 1 from orders o where ${open('o', 'o.ordered_at')}
              and (o.order_status <> 'CANCELLED' or exists (select 1 from signed_transactions st where st.order_id = o.id and st.kind = 'SALE'))
          )
          or exists (select 1 from refunds r where ${open('r', 'r.created_at')} and r.status = 'SUCCEEDED')
          or exists (select 1 from terminal_events e where ${open('e', 'e.occurred_at')}) as has_rows
      ), tied_orders as (
        update orders o set z_report_id = ${scope.zReportId}::uuid where ${open('o', 'o.ordered_at')} and (select has_rows from settleable) returning 1
      ), tied_refunds as (
        update refunds r set z_report_id = ${scope.zReportId}::uuid where ${open('r', 'r.created_at')} and r.status = 'SUCCEEDED' returning 1
      ), tied_events as (
        update terminal_events e set z_report_id = ${scope.zReportId}::uuid where ${open('e', 'e.occurred_at')} returning 1
      )
      select ((select count(*) from tied_orders) + (select count(*) from tied_refunds) + (select count(*) from tied_events))::int as tied`,
  );
  return Number(row!.tied);
}

/**
 * CTEs `tree` and `place` (to follow `with recursive`): each live Z-report of the terminal with its place in
 * the sequence, the lowest number among itself and the reports it replaced, through earlier regenerations too.
 */
function placesOf(terminalId: string): SQL {
  return sql`tree (root, id, nr) as (
        select z.id, z.id, z.nr from z_reports z where z.terminal_id = ${terminalId}::uuid and z.replaced_by_z_report_id is null
        union all
        select tree.root, r.id, r.nr from tree join z_reports r on r.replaced_by_z_report_id = tree.id
      ), place as (
        select root as id, min(nr) as position from tree group by root
      )`;
}

/** Whether a live Z-report of the terminal stands after the (live) Z-report's place in the sequence. */
export async function hasLiveReportAfter(tx: DbOrTx, terminalId: string, zReportId: string): Promise<boolean> {
  const [row] = await queryRows<{ found: boolean }>(
    tx,
    sql`with recursive ${placesOf(terminalId)}
      select exists (select 1 from place p where p.id <> ${zReportId}::uuid
        and p.position > (select position from place where id = ${zReportId}::uuid)) as found`,
  );
  return row!.found;
}

/**
 * Computes the Z-report's counters from exactly the rows tied to it and stores them with the grand totals.
 *
 * The grand totals follow the terminal's sequence of live Z-reports, in which a regenerated report takes the
 * place of the first report it replaces (its position: the lowest number of the reports it replaced, through
 * earlier regenerations too). They are the opening totals, plus the sales and returns of the live reports
 * before this report's place, plus its own. The counters statement adds every other live report; the live
 * reports after this report's place (later days, settled before a regeneration) are taken off again here.
 * For a report made at the end of the sequence nothing lies after it.
 */
export async function storeZReportCounters(tx: DbOrTx, merchantId: string, terminalId: string, zReportId: string): Promise<ReportCounters> {
  const [row] = await queryRows<{ counters: ReportCounters | string }>(
    tx,
    sql`with recursive ${placesOf(terminalId)}, after_place as (
        select coalesce(sum(${zReportSales('z')}), 0)::bigint as sales, coalesce(sum(${zReportRefunds('z')}), 0)::bigint as refunds
        from z_reports z join place p on p.id = z.id
        where z.id <> ${zReportId}::uuid and p.position > (select position from place where id = ${zReportId}::uuid)
      ), computed as (${countersStatement({ kind: 'zReport', merchantId, terminalId, zReportId }, { excludeZReportId: zReportId })}),
      totals as (
        select computed.counters,
          (computed.counters ->> 'grandTotalSales')::bigint - after_place.sales as sales,
          (computed.counters ->> 'grandTotalRefund')::bigint - after_place.refunds as refunds
        from computed, after_place
      )
      update z_reports z set counters = totals.counters || jsonb_build_object('grandTotalSales', totals.sales, 'grandTotalRefund', totals.refunds),
        grand_total_sales_ore = totals.sales,
        grand_total_refund_ore = totals.refunds
      from totals
      where z.id = ${zReportId}::uuid
      returning z.counters`,
  );
  const counters = row!.counters;
  return typeof counters === 'string' ? (JSON.parse(counters) as ReportCounters) : counters;
}

/** Marks the terminal's live Z-reports of the day replaced by `replacedBy`; answers their ids. */
export async function markReplaced(
  tx: DbOrTx,
  values: { terminalId: string; businessDate: string; replacedBy: string; now: Date },
): Promise<string[]> {
  const replaced = await queryRows<{ id: string }>(
    tx,
    sql`update z_reports set replaced_by_z_report_id = ${values.replacedBy}::uuid, replaced_at = ${values.now.toISOString()}::timestamptz
      where terminal_id = ${values.terminalId}::uuid and business_date = ${values.businessDate}::date
        and replaced_by_z_report_id is null and id <> ${values.replacedBy}::uuid
      returning id`,
  );
  return replaced.map((row) => row.id);
}

export interface ZReportRow {
  id: string;
  nr: number;
  businessDate: string;
  createdTime: string;
  createdBy: string | null;
  replacedByNr: number | null;
  counters: ReportCounters;
}

function zReportRows(where: SQL): SQL {
  return sql`select z.id, z.nr::int as nr, z.business_date::text as "businessDate", ${utc('z.created_at')} as "createdTime",
      (case when u.id is null then null
            else coalesce(nullif(trim(u.firstname || ' ' || u.lastname), ''), u.username) end) as "createdBy",
      r.nr::int as "replacedByNr", z.counters
    from z_reports z
    left join users u on u.id = z.created_by_user_id
    left join z_reports r on r.id = z.replaced_by_z_report_id
    where ${where}
    order by z.nr`;
}

const parsed = (row: ZReportRow): ZReportRow =>
  typeof row.counters === 'string' ? { ...row, counters: JSON.parse(row.counters) as ReportCounters } : row;

/** Every Z-report of the terminal and business day, replaced ones included, in number order. */
export async function selectZReportsOfDay(db: DbOrTx, merchantId: string, terminalId: string, businessDate: string): Promise<ZReportRow[]> {
  const found = await queryRows<ZReportRow>(
    db,
    zReportRows(sql`z.merchant_id = ${merchantId} and z.terminal_id = ${terminalId}::uuid and z.business_date = ${businessDate}::date`),
  );
  return found.map(parsed);
}

export async function selectZReport(db: DbOrTx, merchantId: string, zReportId: string): Promise<ZReportRow | undefined> {
  const [row] = await queryRows<ZReportRow>(db, zReportRows(sql`z.merchant_id = ${merchantId} and z.id = ${zReportId}::uuid`));
  return row && parsed(row);
}

/**
 * The Oslo business days in [from, until] on which the terminal has unsettled sales (orders not cancelled),
 * oldest first.
 */
export async function selectUnsettledSaleDays(db: DbOrTx, terminalId: string, from: Date, until: Date): Promise<string[]> {
  const found = await queryRows<{ day: string }>(
    db,
    sql`select distinct (o.ordered_at at time zone 'Europe/Oslo')::date::text as day
      from orders o
      where o.terminal_id = ${terminalId}::uuid and o.z_report_id is null and o.order_status <> 'CANCELLED'
        and o.ordered_at >= ${from.toISOString()}::timestamptz and o.ordered_at < ${until.toISOString()}::timestamptz
      order by day`,
  );
  return found.map((row) => row.day);
}

export async function writeSettlementAudit(
  db: DbOrTx,
  entry: {
    merchantId: string;
    userId: string | null;
    action: string;
    entityType: string;
    entityId: string;
    details: Record<string, unknown>;
    now: Date;
  },
): Promise<void> {
  await db.execute(
    sql`insert into audit_records (merchant_id, user_id, action, entity_type, entity_id, details, created_at)
      values (${entry.merchantId}, ${entry.userId}::uuid, ${entry.action}, ${entry.entityType}, ${entry.entityId},
        ${JSON.stringify(entry.details)}::jsonb, ${entry.now.toISOString()}::timestamptz)`,
  );
}
