import { Readable } from 'node:stream';
import { addDays, osloDateOf } from '@bakrom/shared/business-day';
import {
  accountMappingSchema,
  compareSalesRows,
  defaultAccountMapping,
  salesRowKey,
  VOUCHER_CONTENT_TYPES,
  voucherFileName,
  type AccountMapping,
  type AccountMappingResponse,
  type ExportVouchersQuery,
  type MerchantVatRates,
  type SaveAccountMappingBody,
  type VoucherPreviewQuery,
  type VoucherPreviewResponse,
} from '@bakrom/shared/schemas/accounting';
import { reportCountersSchema } from '@bakrom/shared/schemas/reports';
import type { Clock } from '../../clock';
import type { Db, DbOrTx } from '../../db/client';
import type { SessionContext } from '../../http/access';
import { forbidden } from '../../http/errors';
import { auditChanges } from '../../lib/audit-changes';
import { assertOwnLocation } from '../locations/own-location';
import { streamCsv, streamXlsx } from '../reports/spreadsheet';
import { getVat } from '../settings/vat-service';
import { recordAudit } from '../system/audit-service';
import { gbat10Lines } from './gbat10-writer';
import { mappingAuditView, presentMapping, presentVoucher, type VoucherView } from './presenter';
import * as repository from './repository';
import { voucherTable } from './voucher-table';
import {
  buildPostings,
  groupOfCategoryFrom,
  reversalDescription,
  reversePostings,
  sumCredit,
  sumDebit,
  voucherDescription,
  type BuiltPosting,
  type VoucherRefund,
  type VoucherZReport,
} from './voucher-builder';

/**
 * The accounting export (issue 31). The account mapping is kept in versions (a save adds the next, in force from
 * then on); a Z-report's voucher uses the version in force when the Z-report was taken. Vouchers are made from the
 * live Z-reports of a period: a Z-report already booked by an exported voucher keeps that voucher (its number, its
 * postings, whatever the mapping says now); a Z-report regenerated after its export gets a reversal of the exported
 * voucher and a new voucher; the others get new vouchers, numbered from the merchant's last number at the export
 * (the preview shows the numbers they will get). An export stores its new vouchers month by month, each month in
 * one transaction under the merchant's lock, then writes the period's vouchers by number.
 */

/** The accounting export is for an ADMIN or a super admin; a MANAGER is refused. */
export function assertMayUseAccounting(session: Pick<SessionContext, 'userRole'>): void {
  if (session.userRole === 'MANAGER') throw forbidden('Regnskapseksporten er for administratorer.');
}

// ── The mapping ───────────────────────────────────────────────────────────────────────────────────────

interface MappingVersion {
  version: number;
  validFrom: Date | null;
  mapping: AccountMapping;
}

interface MappingContext {
  rates: MerchantVatRates;
  defaults: AccountMapping;
  /** Saved versions, oldest first. */
  versions: MappingVersion[];
}

async function vatRatesOf(db: Db, merchantId: string): Promise<MerchantVatRates> {
  const vat = await getVat(db, merchantId);
  return { dineIn: vat.dineIn, takeOut: vat.takeOut, delivery: vat.delivery };
}

function parseMapping(raw: unknown): AccountMapping {
  return accountMappingSchema.parse(typeof raw === 'string' ? JSON.parse(raw) : raw);
}

async function mappingContext(db: Db, merchantId: string): Promise<MappingContext> {
  const rates = await vatRatesOf(db, merchantId);
  const rows = await repository.selectMappings(db, merchantId);
  return {
    rates,
    defaults: defaultAccountMapping(rates),
    versions: rows.map((row) => ({ version: row.version, validFrom: row.validFrom, mapping: parseMapping(row.mapping) })),
  };
}

/** The version in force at an instant (the defaults, version 0, before the first save). */
function mappingAt(context: MappingContext, instant: Date): MappingVersion {
  let found: MappingVersion = { version: 0, validFrom: null, mapping: context.defaults };
  for (const version of context.versions) if (version.validFrom && version.validFrom <= instant) found = version;
  return found;
}

function versionNumbered(context: MappingContext, version: number): AccountMapping {
  return context.versions.find((v) => v.version === version)?.mapping ?? context.defaults;
}

/**
 * A saved mapping with the rows the merchant's present rates, order types and means of payment need, from the
 * defaults. A rate saved with a row for every order type (before sales were split by order type) keeps it alone.
 */
function completed(mapping: AccountMapping, defaults: AccountMapping): AccountMapping {
  const salesRows = new Set(mapping.sales.map(salesRowKey));
  const coversRate = (row: AccountMapping['sales'][number]) =>
    salesRows.has(salesRowKey({ vatRate: row.vatRate })) || salesRows.has(salesRowKey(row));
  const vatRates = new Set(mapping.outputVat.map((row) => row.vatRate));
  const types = new Set(mapping.payments.map((row) => row.paymentType));
  const groups = new Set(mapping.articleGroups.map((row) => row.articleGroup));
  return {
    ...mapping,
    sales: [...mapping.sales, ...defaults.sales.filter((row) => !coversRate(row))].sort(compareSalesRows),
    outputVat: [...mapping.outputVat, ...defaults.outputVat.filter((row) => !vatRates.has(row.vatRate))].sort(
      (a, b) => b.vatRate - a.vatRate,
    ),
    payments: [...mapping.payments, ...defaults.payments.filter((row) => !types.has(row.paymentType))],
    articleGroups: [...mapping.articleGroups, ...defaults.articleGroups.filter((row) => !groups.has(row.articleGroup))],
  };
}

function mappingAnswer(context: MappingContext, current: MappingVersion): AccountMappingResponse {
  return presentMapping(completed(current.mapping, context.defaults), current.version, current.validFrom, context.defaults, context.rates);
}

export async function getAccountMapping(db: Db, merchantId: string): Promise<AccountMappingResponse> {
  const context = await mappingContext(db, merchantId);
  return mappingAnswer(context, context.versions.at(-1) ?? { version: 0, validFrom: null, mapping: context.defaults });
}

/** Saves the next version, in force from now, with an audit record of what changed, in one transaction. */
export async function saveAccountMapping(
  db: Db,
  clock: Clock,
  session: SessionContext,
  body: SaveAccountMappingBody,
): Promise<AccountMappingResponse> {
  const { merchant: _merchant, ...fields } = body;
  const mapping = accountMappingSchema.parse(fields);
  const { merchantId } = session;
  const rates = await vatRatesOf(db, merchantId);
  await db.transaction(async (tx) => {
    await repository.lockMerchantAccounting(tx, merchantId);
    const latest = await repository.selectLatestMapping(tx, merchantId);
    const before = latest ? parseMapping(latest.mapping) : defaultAccountMapping(rates);
    const saved = await repository.insertMapping(tx, {
      merchantId,
      version: (latest?.version ?? 0) + 1,
      validFrom: clock.now(),
      mapping,
      createdByUserId: session.userId,
    });
    await recordAudit(tx, {
      merchantId,
      userId: session.userId,
      action: 'accountMapping.edit',
      entityType: 'accountMapping',
      entityId: merchantId,
      details: { version: saved.version, changes: auditChanges(mappingAuditView(before), mappingAuditView(mapping)!) },
    });
  });
  return getAccountMapping(db, merchantId);
}

// ── Vouchers ─────────────────────────────────────────────────────────────────────────────────────────

/** The period in pieces of at most a month, each stored in one transaction. */
export function periodChunks(fromDate: string, toDate: string, days = 31): { fromDate: string; toDate: string }[] {
  const chunks: { fromDate: string; toDate: string }[] = [];
  for (let start = fromDate; start <= toDate; start = addDays(start, days)) {
    const end = addDays(start, days - 1);
    chunks.push({ fromDate: start, toDate: end < toDate ? end : toDate });
  }
  return chunks;
}

function storedView(row: repository.VoucherRow): VoucherView {
  return {
    number: row.number,
    date: row.businessDate,
    kind: row.kind as VoucherView['kind'],
    exported: true,
    reversesNumber: row.reversesNumber,
    locationId: row.locationId,
    locationName: row.locationName,
    description: row.description,
    zReports: row.zReports as VoucherView['zReports'],
    mappingVersion: row.mappingVersion,
    postings: row.postings as BuiltPosting[],
  };
}

interface PlannedVoucher {
  view: VoucherView;
  row: repository.NewVoucher;
}

function refundsByZReport(rows: readonly repository.RefundRow[]): Map<string, VoucherRefund[]> {
  const byZ = new Map<string, VoucherRefund[]>();
  for (const row of rows) {
    const lines = (typeof row.lines === 'string' ? JSON.parse(row.lines) : row.lines) as {
      vatRate: unknown;
      amount: unknown;
      vatAmount: unknown;
    }[];
    const refund: VoucherRefund = {
      paymentType: row.payment_type,
      amount: Number(row.amount_ore),
      tipsAmount: Number(row.tips_amount_ore),
      vatAmount: Number(row.vat_amount_ore),
      lines: lines.map((line) => ({
        vatRate: Number(line.vatRate),
        amount: Number(line.amount ?? 0),
        vatAmount: Number(line.vatAmount ?? 0),
      })),
    };
    byZ.set(row.z_report_id, [...(byZ.get(row.z_report_id) ?? []), refund]);
  }
  return byZ;
}

/**
 * One piece of the period: its exported vouchers as they are, and the vouchers it still needs (reversals of
 * exported vouchers whose Z-report was regenerated, then new vouchers of the Z-reports no voucher books), numbered
 * from `nextNumber`.
 */
async function planChunk(
  tx: DbOrTx,
  merchantId: string,
  period: repository.Period,
  context: MappingContext,
  groupOf: ReturnType<typeof groupOfCategoryFrom>,
  nextNumber: number,
): Promise<{ stored: VoucherView[]; planned: PlannedVoucher[] }> {
  const zReports = await repository.selectLiveZReports(tx, merchantId, period);
  const stored = await repository.selectVouchers(tx, merchantId, period);
  const live = new Set(zReports.map((z) => z.id));
  const active = stored.filter((v) => v.kind === 'SALES' && !v.reversed);
  const toReverse = active.filter((v) => v.zReportIds.some((id) => !live.has(id)));
  const covered = new Set(active.filter((v) => !toReverse.includes(v)).flatMap((v) => v.zReportIds));
  const open = zReports.filter((z) => !covered.has(z.id));

  const planned: PlannedVoucher[] = [];
  let number = nextNumber;
  for (const original of toReverse) {
    const postings = reversePostings(original.postings as BuiltPosting[]);
    const description = reversalDescription(original.number, original.description);
    const view: VoucherView = {
      ...storedView(original),
      number,
      kind: 'REVERSAL',
      exported: false,
      reversesNumber: original.number,
      description,
      postings,
    };
    planned.push({ view, row: rowOf(merchantId, view, original.zReportIds, original.id) });
    number += 1;
  }

  const refunds = refundsByZReport(
    await repository.selectZReportRefunds(
      tx,
      merchantId,
      open.map((z) => z.id),
    ),
  );
  const groups = new Map<string, { version: MappingVersion; rows: repository.ZReportRow[] }>();
  for (const z of open) {
    const version = mappingAt(context, new Date(z.created_at));
    const key = version.mapping.grouping === 'Z_REPORT' ? `z|${z.id}` : `day|${z.location_id}|${z.business_date}|${version.version}`;
    const group = groups.get(key) ?? { version, rows: [] };
    group.rows.push(z);
    groups.set(key, group);
  }
  for (const { version, rows } of groups.values()) {
    const first = rows[0]!;
    const zInputs: VoucherZReport[] = rows.map((z) => ({
      id: z.id,
      nr: Number(z.nr),
      terminalName: z.terminal_name,
      counters: reportCountersSchema.parse(typeof z.counters === 'string' ? JSON.parse(z.counters) : z.counters),
      refunds: refunds.get(z.id) ?? [],
    }));
    const view: VoucherView = {
      number,
      date: first.business_date,
      kind: 'SALES',
      exported: false,
      reversesNumber: null,
      locationId: first.location_id,
      locationName: first.location_name,
      description: voucherDescription(first.location_name, zInputs),
      zReports: zInputs.map((z) => ({ id: z.id, nr: z.nr, terminalName: z.terminalName })),
      mappingVersion: version.version,
      postings: buildPostings(zInputs, version.mapping, groupOf, context.rates),
    };
    // A Z-report of a day without sales, returns or payments has nothing to book: no voucher, no number.
    if (view.postings.length === 0) continue;
    planned.push({
      view,
      row: rowOf(
        merchantId,
        view,
        zInputs.map((z) => z.id),
        null,
      ),
    });
    number += 1;
  }
  return { stored: stored.map(storedView), planned };
}

function rowOf(merchantId: string, view: VoucherView, zReportIds: string[], reversesVoucherId: string | null): repository.NewVoucher {
  return {
    merchantId,
    number: view.number,
    kind: view.kind,
    businessDate: view.date,
    locationId: view.locationId,
    reversesVoucherId,
    zReportIds,
    mappingVersion: view.mappingVersion,
    description: view.description,
    zReports: view.zReports,
    postings: view.postings,
  };
}

async function checkedPeriod(db: Db, merchantId: string, query: VoucherPreviewQuery): Promise<repository.Period> {
  if (query.locationId) await assertOwnLocation(db, merchantId, query.locationId);
  return { locationId: query.locationId, fromDate: query.fromDate, toDate: query.toDate };
}

/** The vouchers of a period as an export would make them: the exported ones, and the new ones with the numbers they will get. */
export async function previewVouchers(
  db: Db,
  clock: Clock,
  merchantId: string,
  query: VoucherPreviewQuery,
): Promise<VoucherPreviewResponse> {
  const period = await checkedPeriod(db, merchantId, query);
  const context = await mappingContext(db, merchantId);
  const groupOf = groupOfCategoryFrom(await repository.selectCategoryGroups(db, merchantId));
  let next = (await repository.selectLastVoucherNumber(db, merchantId)) + 1;
  const vouchers: VoucherView[] = [];
  for (const chunk of periodChunks(period.fromDate, period.toDate)) {
    const { stored, planned } = await planChunk(db, merchantId, { ...period, ...chunk }, context, groupOf, next);
    vouchers.push(...stored, ...planned.map((p) => p.view));
    next += planned.length;
  }
  vouchers.sort((a, b) => a.number - b.number);
  const presented = vouchers.map(presentVoucher);
  return {
    fromDate: period.fromDate,
    toDate: period.toDate,
    vouchers: presented,
    totals: { debit: presented.reduce((sum, v) => sum + v.debit, 0), credit: presented.reduce((sum, v) => sum + v.credit, 0) },
    includesToday: period.toDate >= osloDateOf(clock.now()),
  };
}

/** Stores the vouchers the period still needs, month by month, each month in one transaction under the merchant's lock. */
export async function storeVouchers(db: Db, merchantId: string, period: repository.Period, context: MappingContext): Promise<number> {
  const groupOf = groupOfCategoryFrom(await repository.selectCategoryGroups(db, merchantId));
  let added = 0;
  for (const chunk of periodChunks(period.fromDate, period.toDate)) {
    added += await db.transaction(async (tx) => {
      await repository.lockMerchantAccounting(tx, merchantId);
      const next = (await repository.selectLastVoucherNumber(tx, merchantId)) + 1;
      const { planned } = await planChunk(tx, merchantId, { ...period, ...chunk }, context, groupOf, next);
      for (const voucher of planned) {
        if (sumDebit(voucher.view.postings) !== sumCredit(voucher.view.postings))
          throw new Error(`voucher ${voucher.view.number} does not balance`);
      }
      await repository.insertVouchers(
        tx,
        planned.map((p) => p.row),
      );
      return planned.length;
    });
  }
  return added;
}

export interface VoucherFile {
  fileName: string;
  contentType: string;
  body: Buffer | Readable;
}

const PAGE = 200;

/** The exported vouchers of a period by number, page by page. */
async function* storedVouchers(db: Db, merchantId: string, period: repository.Period): AsyncGenerator<repository.VoucherRow[]> {
  let after = 0;
  for (;;) {
    const page = await repository.selectVoucherPage(db, merchantId, period, after, PAGE);
    if (page.length === 0) return;
    yield page;
    after = page.at(-1)!.number;
    if (page.length < PAGE) return;
  }
}

/**
 * The file of a period's vouchers: the vouchers it still needs are stored first (numbered once, never changed
 * after), then every voucher of the period is written by number, read page by page and streamed — GBAT10 by its
 * writer, CSV and XLSX by the turnover report's spreadsheet writer.
 */
export async function exportVouchers(db: Db, merchantId: string, query: ExportVouchersQuery): Promise<VoucherFile> {
  const period = await checkedPeriod(db, merchantId, query);
  const context = await mappingContext(db, merchantId);
  await storeVouchers(db, merchantId, period, context);
  const fileName = voucherFileName(await repository.selectMerchantName(db, merchantId), query.fromDate, query.toDate, query.format);
  const contentType = VOUCHER_CONTENT_TYPES[query.format];
  const voucherType = (version: number) => versionNumbered(context, version).voucherType;

  if (query.format === 'gbat10') {
    const lines = async function* () {
      for await (const page of storedVouchers(db, merchantId, period)) {
        yield page
          .map((row) =>
            gbat10Lines({
              number: row.number,
              date: row.businessDate,
              voucherType: voucherType(row.mappingVersion),
              description: row.description,
              postings: row.postings as BuiltPosting[],
            }),
          )
          .join('');
      }
    };
    return { fileName, contentType, body: Readable.from(lines()) };
  }

  const views = async function* () {
    for await (const page of storedVouchers(db, merchantId, period)) yield page.map(storedView);
  };
  const table = voucherTable(views());
  return { fileName, contentType, body: query.format === 'csv' ? streamCsv(table) : streamXlsx(table, fileName) };
}
