import { asc, desc, eq, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import { accountingMappings, accountingVouchers } from '../../db/schema/index';

/** The accounting export's SQL, scoped by merchant: mapping versions, live Z-reports of a period, vouchers. */

export interface Period {
  locationId?: string;
  fromDate: string;
  toDate: string;
}

export type MappingRow = typeof accountingMappings.$inferSelect;

/** Every saved version of the merchant's mapping, oldest first. */
export async function selectMappings(db: DbOrTx, merchantId: string): Promise<MappingRow[]> {
  return db.select().from(accountingMappings).where(eq(accountingMappings.merchantId, merchantId)).orderBy(asc(accountingMappings.version));
}

export async function selectLatestMapping(db: DbOrTx, merchantId: string): Promise<MappingRow | undefined> {
  const [row] = await db
    .select()
    .from(accountingMappings)
    .where(eq(accountingMappings.merchantId, merchantId))
    .orderBy(desc(accountingMappings.version))
    .limit(1);
  return row;
}

/** The merchant's accounting writes one after the other (a mapping's next version, the vouchers' next numbers). */
export async function lockMerchantAccounting(tx: DbOrTx, merchantId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('accounting'), hashtext(${merchantId}))`);
}

export async function insertMapping(
  tx: DbOrTx,
  row: { merchantId: string; version: number; validFrom: Date; mapping: unknown; createdByUserId: string },
): Promise<MappingRow> {
  const [saved] = await tx.insert(accountingMappings).values(row).returning();
  return saved!;
}

export interface ZReportRow {
  id: string;
  nr: number;
  business_date: string;
  created_at: string | Date;
  location_id: string;
  location_name: string;
  terminal_name: string;
  counters: unknown;
}

/** The live Z-reports of a period (not replaced by a regenerated one), in the order of the day, location, terminal and number. */
export async function selectLiveZReports(db: DbOrTx, merchantId: string, period: Period): Promise<ZReportRow[]> {
  return queryRows<ZReportRow>(
    db,
    sql`select z.id, z.nr, z.business_date::text as business_date, z.created_at, z.location_id, l.name as location_name,
        coalesce(nullif(btrim(t.device_name), ''), t.terminal_id) as terminal_name, z.counters
      from z_reports z
      join locations l on l.id = z.location_id
      join terminals t on t.id = z.terminal_id
      where z.merchant_id = ${merchantId} and z.replaced_by_z_report_id is null
        and z.business_date between ${period.fromDate}::date and ${period.toDate}::date
        ${period.locationId ? sql`and z.location_id = ${period.locationId}::uuid` : sql``}
      order by z.business_date, l.name collate "C", l.id, coalesce(nullif(btrim(t.device_name), ''), t.terminal_id) collate "C", z.terminal_id, z.nr`,
  );
}

export interface RefundRow {
  z_report_id: string;
  payment_type: string;
  amount_ore: number | string;
  tips_amount_ore: number | string;
  vat_amount_ore: number | string;
  lines: unknown;
}

/** The returns the Z-reports settled (succeeded refunds and cancellations), in the order made. */
export async function selectZReportRefunds(db: DbOrTx, merchantId: string, zReportIds: readonly string[]): Promise<RefundRow[]> {
  if (zReportIds.length === 0) return [];
  return queryRows<RefundRow>(
    db,
    sql`select r.z_report_id, r.payment_type, r.amount_ore, r.tips_amount_ore, r.vat_amount_ore,
        coalesce((select jsonb_agg(jsonb_build_object('vatRate', u->'vatRate', 'amount', u->'amount', 'vatAmount', u->'vatAmount'))
          from jsonb_array_elements(r.lines) as u where coalesce(u->>'type', '') <> 'TIPS' and u ? 'vatRate'), '[]'::jsonb) as lines
      from refunds r
      where r.merchant_id = ${merchantId} and r.status = 'SUCCEEDED'
        and r.z_report_id = any(${`{${zReportIds.join(',')}}`}::uuid[])
      order by r.created_at, r.id`,
  );
}

/** The article group of every category of the merchant (deleted ones are not there: their lines take their item type's). */
export async function selectCategoryGroups(db: DbOrTx, merchantId: string): Promise<Map<string, string>> {
  const rows = await queryRows<{ id: string; article_group: string }>(
    db,
    sql`select id, article_group from categories where merchant_id = ${merchantId}`,
  );
  return new Map(rows.map((row) => [row.id, row.article_group]));
}

export type VoucherRow = typeof accountingVouchers.$inferSelect & {
  reversed: boolean;
  reversesNumber: number | null;
  locationName: string;
};

const voucherColumns = sql`v.id, v.merchant_id as "merchantId", v.number, v.kind, v.business_date::text as "businessDate",
  v.location_id as "locationId", v.reverses_voucher_id as "reversesVoucherId", v.z_report_ids as "zReportIds",
  v.mapping_version as "mappingVersion", v.description, v.z_reports as "zReports", v.postings, v.created_at as "createdAt",
  exists (select 1 from accounting_vouchers r where r.reverses_voucher_id = v.id) as reversed,
  (select o.number from accounting_vouchers o where o.id = v.reverses_voucher_id) as "reversesNumber",
  coalesce(l.name, '') as "locationName"`;

function periodFilter(merchantId: string, period: Period) {
  return sql`v.merchant_id = ${merchantId} and v.business_date between ${period.fromDate}::date and ${period.toDate}::date
    ${period.locationId ? sql`and v.location_id = ${period.locationId}::uuid` : sql``}`;
}

function mapVoucher(row: VoucherRow): VoucherRow {
  const zReportIds = row.zReportIds as unknown;
  return {
    ...row,
    number: Number(row.number),
    mappingVersion: Number(row.mappingVersion),
    reversesNumber: row.reversesNumber === null ? null : Number(row.reversesNumber),
    // node-postgres reads uuid[] as an array; PGlite may answer the literal.
    zReportIds: Array.isArray(zReportIds) ? (zReportIds as string[]) : String(zReportIds).replace(/[{}]/g, '').split(',').filter(Boolean),
    zReports: typeof row.zReports === 'string' ? JSON.parse(row.zReports) : row.zReports,
    postings: typeof row.postings === 'string' ? JSON.parse(row.postings) : row.postings,
  };
}

/** The exported vouchers of a period, by number. */
export async function selectVouchers(db: DbOrTx, merchantId: string, period: Period): Promise<VoucherRow[]> {
  const rows = await queryRows<VoucherRow>(
    db,
    sql`select ${voucherColumns} from accounting_vouchers v left join locations l on l.id = v.location_id
      where ${periodFilter(merchantId, period)} order by v.number`,
  );
  return rows.map(mapVoucher);
}

/** A page of the exported vouchers of a period: those numbered after `afterNumber`, at most `limit`. */
export async function selectVoucherPage(
  db: DbOrTx,
  merchantId: string,
  period: Period,
  afterNumber: number,
  limit: number,
): Promise<VoucherRow[]> {
  const rows = await queryRows<VoucherRow>(
    db,
    sql`select ${voucherColumns} from accounting_vouchers v left join locations l on l.id = v.location_id
      where ${periodFilter(merchantId, period)} and v.number > ${afterNumber} order by v.number limit ${limit}`,
  );
  return rows.map(mapVoucher);
}

/** The merchant's last voucher number (0 before the first export). */
export async function selectLastVoucherNumber(db: DbOrTx, merchantId: string): Promise<number> {
  const [row] = await queryRows<{ last: number | string | null }>(
    db,
    sql`select max(number) as last from accounting_vouchers where merchant_id = ${merchantId}`,
  );
  return Number(row?.last ?? 0);
}

export type NewVoucher = Omit<typeof accountingVouchers.$inferInsert, 'createdAt'>;

export async function insertVouchers(tx: DbOrTx, rows: readonly NewVoucher[]): Promise<void> {
  for (let index = 0; index < rows.length; index += 200) {
    await tx.insert(accountingVouchers).values(rows.slice(index, index + 200));
  }
}

export async function selectMerchantName(db: DbOrTx, merchantId: string): Promise<string> {
  const [row] = await queryRows<{ name: string }>(
    db,
    sql`select coalesce(nullif(btrim(c.name), ''), m.name) as name from merchants m
      left join companies c on c.merchant_id = m.id where m.id = ${merchantId}`,
  );
  return row?.name ?? merchantId;
}
