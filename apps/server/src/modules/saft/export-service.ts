import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { osloDayStart, addDays } from '@bakrom/shared/business-day';
import { osloParts } from '@bakrom/shared/format';
import { reportCountersSchema } from '@bakrom/shared/schemas/reports';
import { saftFileName } from '@bakrom/shared/schemas/saft';
import { vatOfGross } from '@bakrom/shared/vat';
import type { Clock } from '../../clock';
import type { Db, DbOrTx } from '../../db/client';
import type { SessionContext } from '../../http/access';
import { conflict, forbidden, notFound } from '../../http/errors';
import { assertOwnLocation } from '../locations/own-location';
import {
  closeCursor,
  fetchFromCursor,
  openEventsCursor,
  openTransactionsCursor,
  selectArticles,
  selectCategories,
  selectCompany,
  selectContradictions,
  selectEmployees,
  selectLocations,
  selectRegisters,
  selectSoldVatRates,
  selectTransactionRanges,
  selectVatFirstUse,
  selectVatRates,
  withoutJit,
  type CompanyRow,
  type EventRow,
  type LocationRow,
  type Period,
  type RegisterRow,
  type TransactionRow,
} from './export-repository';
import {
  ARTICLE_GROUP_BASICS,
  CARD_GROUP_BASIC,
  COUNTER_CONTRACT_NUMBERS,
  COUNTER_LISTS,
  DISCOUNT_BASIC,
  EVENT_BASICS,
  LINE_TYPE,
  PAYMENT_BASICS,
  TIPS_BASIC,
  TRANSACTION_TYPE,
  articlesXml,
  basicsXml,
  cashTransactionXml,
  companyStartXml,
  compactId,
  employeesXml,
  eventXml,
  fileEnd,
  fileStart,
  headerXml,
  locationEndXml,
  locationStartXml,
  registerEndXml,
  registerStartXml,
  salesPerArticleGroup,
  type SaftBasic,
  type SaftCompany,
  type SaftCounters,
  type SaftEmployeeSales,
  type SaftEvent,
  type SaftHeader,
  type SaftLine,
  type SaftTransaction,
} from './export-writer';

/**
 * The SAF-T Cash Register export (issue 18): every refusal (403, 404) is decided before the first byte;
 * then the file is written as a stream while one REPEATABLE READ READ ONLY transaction reads it through
 * cursors, batch by batch, waiting whenever the reader of the stream is behind (backpressure), so memory
 * stays flat whatever the period holds.
 */

const BATCH = 100;
/** Chunks are pushed to the stream in pieces of about this many characters. */
const CHUNK = 64 * 1024;
const NORWEGIAN_STANDARD_RATES = [25, 15, 12, 0];

export interface SaftQuery {
  locationId?: string;
  fromDate: string;
  toDate: string;
}

export interface SaftFile {
  fileName: string;
  stream: Readable;
}

/** The version of the software named in the file's header: the root package.json's. */
function readSoftwareVersion(): string {
  try {
    const pkg = JSON.parse(readFileSync(new URL('../../../../../package.json', import.meta.url), 'utf8')) as { version?: string };
    return pkg.version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}
const SOFTWARE_VERSION = readSoftwareVersion();

/** The journal and the signatures are for an ADMIN or a super admin; a MANAGER is refused (as verifyJournal). */
export function assertMayAudit(session: Pick<SessionContext, 'userRole'>): void {
  if (session.userRole === 'MANAGER') throw forbidden();
}

/**
 * A year's file is about a gigabyte of short-lived strings. V8 lets such garbage, once it has outlived
 * two minor collections while a batch is written, pile up in the old generation until its limit (150–250
 * MB more in the bench) before collecting it. So the export asks for a concurrent major collection
 * (incremental marking, no pause of the other requests) every COLLECT_EVERY characters written, and the
 * process's memory stays flat (about 20 MB of growth in the bench instead of 150).
 */
const COLLECT_EVERY = 32 * 1024 * 1024;
let writtenSinceCollection = 0;
type CollectGarbage = (options: { type: 'major'; execution: 'async' }) => void;
/** Reached on the first collection an export asks for, not when the server starts. */
let collectGarbage: CollectGarbage | undefined;

function collectNowAndThen(written: number): void {
  writtenSinceCollection += written;
  if (writtenSinceCollection < COLLECT_EVERY) return;
  writtenSinceCollection = 0;
  if (!collectGarbage) {
    setFlagsFromString('--expose-gc');
    collectGarbage = runInNewContext('gc') as CollectGarbage;
  }
  collectGarbage({ type: 'major', execution: 'async' });
}

/** The stream's side of the export: chunks gathered and pushed, waiting while the reader is behind. */
class ChunkSink {
  private parts: string[] = [];
  private size = 0;
  private resume: (() => void) | null = null;
  private closed = false;
  readonly stream: Readable;

  constructor() {
    this.stream = new Readable({
      read: () => this.wake(),
      destroy: (error, callback) => {
        this.closed = true;
        this.wake();
        callback(error);
      },
    });
  }

  private wake(): void {
    const resume = this.resume;
    this.resume = null;
    resume?.();
  }

  get aborted(): boolean {
    return this.closed;
  }

  async write(chunk: string): Promise<void> {
    this.parts.push(chunk);
    this.size += chunk.length;
    if (this.size >= CHUNK) await this.flush();
  }

  async flush(): Promise<void> {
    if (this.closed) throw new ExportAborted();
    if (this.size === 0) return;
    collectNowAndThen(this.size);
    const ready = this.stream.push(this.parts.join(''));
    this.parts = [];
    this.size = 0;
    if (ready) {
      // Let the other requests waiting on this process in between two chunks.
      await new Promise<void>((resolve) => setImmediate(resolve));
    } else {
      await new Promise<void>((resolve) => (this.resume = resolve));
    }
    if (this.closed) throw new ExportAborted();
  }

  async end(): Promise<void> {
    await this.flush();
    this.stream.push(null);
  }
}

/** The reader went away (the download was cancelled): the reads stop and the transaction ends. */
class ExportAborted extends Error {}

function periodOf(query: SaftQuery): Period {
  return {
    fromDate: query.fromDate,
    toDate: query.toDate,
    start: osloDayStart(query.fromDate),
    end: osloDayStart(addDays(query.toDate, 1)),
  };
}

/** The organisation number's nine digits as the company's identification. */
const organisationNumberOf = (vatNumber: string | null | undefined) => (vatNumber ?? '').replace(/\D/g, '');

function companyOf(row: CompanyRow): SaftCompany {
  return {
    organisationNumber: organisationNumberOf(row.vat_number),
    name: row.company_name || row.merchant_name,
    street: row.street ?? '',
    zipCode: row.zip_code ?? '',
    city: row.city ?? '',
  };
}

/** Every counter of a report (the contract's § 2-8-2 fields included), 0 or empty where an older stored report lacks one. */
export function countersOf(raw: unknown): SaftCounters {
  const stored = (typeof raw === 'string' ? JSON.parse(raw) : (raw ?? {})) as Record<string, unknown>;
  const counters: Record<string, unknown> = {};
  const lists: readonly string[] = COUNTER_LISTS;
  for (const key of new Set([...Object.keys(reportCountersSchema.shape), ...COUNTER_LISTS, ...COUNTER_CONTRACT_NUMBERS])) {
    counters[key] = lists.includes(key) ? (Array.isArray(stored[key]) ? stored[key] : []) : Number(stored[key] ?? 0);
  }
  return counters as unknown as SaftCounters;
}

function employeeSalesOf(raw: string | null): SaftEmployeeSales | null {
  if (!raw) return null;
  const parsed = JSON.parse(raw) as {
    groups: [string, number, number][];
    arts: [string, string, number, number][];
    pays: [string, string, number, number][];
  };
  return {
    groups: parsed.groups.map(([groupId, units, amount]) => ({ groupId, units: Number(units), amount: Number(amount) })),
    artGroups: parsed.arts.map(([empId, groupId, units, amount]) => ({ empId, groupId, units: Number(units), amount: Number(amount) })),
    payments: parsed.pays.map(([empId, type, count, amount]) => ({ empId, type, count: Number(count), amount: Number(amount) })),
  };
}

/**
 * An event; an X or Z event with its report. A live Z-report's article groups are those of the lines of the
 * sales it settled; an X-report's and a replaced Z-report's are its stored categories' (`groupOfCategory`).
 */
export function eventOf(row: EventRow, groupOfCategory: (categoryId: string) => string | undefined): SaftEvent {
  const counters = row.report_kind && row.report_id ? countersOf(row.counters) : null;
  const employees = employeeSalesOf(row.employees);
  return {
    eventId: row.event_id,
    eventCode: Number(row.event_code),
    transId: row.trans_id,
    empId: row.emp_id,
    date: row.date,
    time: row.time,
    text: row.text,
    report:
      counters && row.report_id
        ? {
            reportId: row.report_id,
            type: row.report_kind === 'X' ? 'X report' : 'Z report',
            counters,
            // A live Z-report's own sales by their lines' groups (an item's own group included); else the stored categories'.
            artGroups: employees?.groups.length ? employees.groups : salesPerArticleGroup(counters, groupOfCategory),
            employees,
          }
        : null,
  };
}

/** A return's units keep their VAT where the refund recorded it; the rest is computed, the last øre set so the lines add up to the signed amounts. */
function balancedVat(lines: SaftLine[], totalVat: number): SaftLine[] {
  const sum = lines.reduce((total, line) => total + line.vatAmount, 0);
  if (sum === totalVat || lines.length === 0) return lines;
  const largest = lines.reduce((best, line, index) => (Math.abs(line.amountIn) > Math.abs(lines[best]!.amountIn) ? index : best), 0);
  return lines.map((line, index) => (index === largest ? { ...line, vatAmount: line.vatAmount + totalVat - sum } : line));
}

export function transactionOf(row: TransactionRow): SaftTransaction {
  const amountIn = Number(row.amount_in);
  const amountEx = Number(row.amount_ex);
  const stored = (row.lines ? JSON.parse(row.lines) : []) as [
    string | null,
    string | null,
    string,
    number,
    number,
    number | null,
    number,
    number,
  ][];
  const payments = (row.payments ? JSON.parse(row.payments) : []) as [string, number, string | null][];
  const lines: SaftLine[] = stored.map(([artId, artGroupId, description, quantity, gross, vat, rate, discount]) => ({
    artId,
    artGroupId,
    description,
    quantity: Number(quantity),
    amountIn: Number(gross),
    vatAmount: vat === null ? vatOfGross(Number(gross), Number(rate)) : Number(vat),
    vatRate: Number(rate),
    discount: Number(discount),
  }));
  return {
    nr: Number(row.nr),
    kind: row.kind,
    amountIn,
    amountEx,
    empId: row.emp_id,
    date: row.date,
    time: row.time,
    description: row.kind === 'SALE' ? `Ordre ${row.order_number}` : `Retur av ordre ${row.order_number}`,
    lines: row.kind === 'RETURN' ? balancedVat(lines, amountIn - amountEx) : lines,
    manualDiscount: Number(row.manual_discount),
    manualDiscountVat: Number(row.manual_discount_vat),
    tips: Number(row.tips),
    payments: payments.map(([type, amount, reference]) => ({ type, amount: Number(amount), reference })),
    signature: row.signature,
    keyVersion: Number(row.key_version),
  };
}

const TERMINAL_KINDS: Record<string, string> = { POS: 'Kasse', KIOSK: 'Kiosk', WEBSHOP: 'Nettbutikk' };

/**
 * A register as the file names it: a terminal by its code (what its printed X and Z reports say, e.g.
 * POS-MAJ-1; unique within its location), with Bakrom's own id of it in the description; the back office by
 * its location.
 */
export function registerOf(register: RegisterRow, merchantWide: boolean): { registerId: string; description: string } {
  if (!register.terminal_id) {
    return {
      registerId: `BAKOFFICE-${compactId(register.location_id)}`,
      description: merchantWide
        ? 'Bakoffice: hendelser uten kassepunkt, for avdelingen og for hele virksomheten (prisendringer o.l.)'
        : 'Bakoffice: avdelingens hendelser uten kassepunkt',
    };
  }
  const kind = TERMINAL_KINDS[register.terminal_type ?? ''] ?? register.terminal_type ?? '';
  const details = [
    `${kind} ${register.terminal_code ?? ''}`.trim(),
    register.device_name ? `enhet ${register.device_name}` : '',
    register.system_id_nr ? `systemnr. ${register.system_id_nr}` : '',
    `Bakrom-id ${register.terminal_id}`,
  ].filter(Boolean);
  return { registerId: register.terminal_code || register.terminal_id, description: details.join(', ') };
}

function basicsOf(): SaftBasic[] {
  return [
    ...ARTICLE_GROUP_BASICS.map((group) => ({
      basicType: '04',
      basicId: group.code,
      predefined: group.code,
      description: group.description,
    })),
    { basicType: '05', basicId: LINE_TYPE.sale, predefined: null, description: 'Salgslinje' },
    { basicType: '05', basicId: LINE_TYPE.return, predefined: null, description: 'Returlinje' },
    { basicType: '08', basicId: DISCOUNT_BASIC.line, predefined: null, description: 'Rabatt på varelinjen (kampanje i prosent)' },
    { basicType: '08', basicId: DISCOUNT_BASIC.manual, predefined: null, description: 'Manuell rabatt på hele salget' },
    { basicType: '10', basicId: TIPS_BASIC, predefined: '10001', description: 'Tips' },
    { basicType: '11', basicId: TRANSACTION_TYPE.SALE, predefined: '11001', description: 'Kontantsalg' },
    { basicType: '11', basicId: TRANSACTION_TYPE.RETURN, predefined: '11006', description: 'Retur (refusjon til kunde)' },
    // Every payment type, so that a Z-report's payment lines find theirs whatever the period's transactions used.
    ...Object.values(PAYMENT_BASICS).map((basic) => ({
      basicType: '12',
      basicId: basic.basicId,
      predefined: basic.predefined,
      description: basic.description,
    })),
    {
      basicType: '12',
      basicId: CARD_GROUP_BASIC.basicId,
      predefined: CARD_GROUP_BASIC.predefined,
      description: CARD_GROUP_BASIC.description,
    },
    ...Object.entries(EVENT_BASICS).map(([code, description]) => ({ basicType: '13', basicId: code, predefined: code, description })),
  ];
}

/** GET exportSaftCashRegister and the CLI's export-saft: the file's name and its stream. */
export async function exportSaftCashRegister(
  db: Db,
  clock: Clock,
  session: Pick<SessionContext, 'merchantId' | 'userRole' | 'username'>,
  query: SaftQuery,
): Promise<SaftFile> {
  assertMayAudit(session);
  const merchantId = session.merchantId;
  if (query.locationId) await assertOwnLocation(db, merchantId, query.locationId);
  const companyRow = await selectCompany(db, merchantId);
  if (!companyRow) throw notFound('Fant ikke virksomheten.');
  const company = companyOf(companyRow);
  const selected = query.locationId ? (await selectLocations(db, merchantId, query.locationId))[0] : undefined;
  // Every amount of the file is what was signed: a transaction whose stored order or refund says otherwise is named, not exported.
  const contradictions = await selectContradictions(db, merchantId, query.locationId, periodOf(query));
  if (contradictions.length > 0) {
    const named = contradictions
      .map((row) => `${row.terminal_code} nr. ${row.nr} (${row.kind === 'SALE' ? 'salg' : 'retur'} av ordre ${row.order_number})`)
      .join(', ');
    throw conflict(
      `SAF-T-filen kan ikke lages: beløpene som er lagret for disse transaksjonene stemmer ikke med det som ble signert: ${named}. ` +
        'Kontakt support før filen leveres.',
    );
  }

  const now = osloParts(clock.now());
  const header: SaftHeader = {
    fromDate: query.fromDate,
    toDate: query.toDate,
    createdDate: `${now.year}-${now.month}-${now.day}`,
    createdTime: `${now.hour}:${now.minute}:${now.second}`,
    softwareVersion: SOFTWARE_VERSION,
    selection: selected
      ? `Utvalg: avdeling ${selected.name}, ${query.fromDate} – ${query.toDate}`
      : `Utvalg: alle avdelinger, ${query.fromDate} – ${query.toDate}`,
    userId: session.username,
  };
  const stamp = `${now.year}${now.month}${now.day}${now.hour}${now.minute}${now.second}`;
  const sink = new ChunkSink();
  writeFile(db, sink, merchantId, company, header, query).catch((error: unknown) => {
    if (!(error instanceof ExportAborted)) sink.stream.destroy(error as Error);
  });
  return { fileName: saftFileName(company.organisationNumber, stamp), stream: sink.stream };
}

async function writeFile(db: Db, sink: ChunkSink, merchantId: string, company: SaftCompany, header: SaftHeader, query: SaftQuery) {
  // The download starts at once: the header needs no reading.
  await sink.write(fileStart() + headerXml(header));
  await sink.flush();
  const period = periodOf(query);
  await db.transaction(
    async (tx) => {
      await withoutJit(tx);
      const locations = await selectLocations(tx, merchantId, query.locationId);
      const configured = await selectVatRates(tx, merchantId);
      const sold = await selectSoldVatRates(tx, merchantId, period);
      const rates = [...new Set([...NORWEGIAN_STANDARD_RATES, ...(configured?.rates ?? []), ...sold])].sort((a, b) => b - a);
      // A rate's first day of use; a rate not sold at yet, the day the merchant began.
      const firstUse = await selectVatFirstUse(tx, merchantId);
      const since = configured?.date ?? query.fromDate;
      await sink.write(
        companyStartXml(
          company,
          rates.map((rate) => ({ rate, dateOfEntry: firstUse.get(rate) ?? since })),
          header,
        ),
      );
      await sink.write(
        employeesXml(
          (await selectEmployees(tx, merchantId, period)).map((row) => ({
            empId: row.emp_id,
            firstName: row.first_name,
            surName: row.sur_name,
            date: row.date,
            time: row.time,
            role: row.role,
          })),
        ),
      );
      await sink.write(
        articlesXml(
          (await selectArticles(tx, merchantId)).map((row) => ({
            artId: row.art_id,
            artGroupId: row.art_group_id,
            description: row.description,
            date: row.date,
          })),
        ),
      );
      await sink.write(basicsXml(basicsOf()));
      const categoryGroups = new Map((await selectCategories(tx, merchantId)).map((row) => [row.id, row.article_group]));
      const groupOfCategory = (categoryId: string) => categoryGroups.get(categoryId);

      const merchantWideLocationId = query.locationId ? null : (locations[0]?.id ?? null);
      const ranges = await selectTransactionRanges(tx, merchantId, period);
      const registers = await selectRegisters(
        tx,
        merchantId,
        locations.map((location) => location.id),
        period,
        merchantWideLocationId,
        [...ranges.keys()],
      );
      for (const location of locations) {
        await writeLocation(tx, sink, {
          merchantId,
          company,
          location,
          registers,
          ranges,
          period,
          merchantWideLocationId,
          groupOfCategory,
        });
      }
      await sink.write(fileEnd());
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  await sink.end();
}

/**
 * Reads a cursor to its end in batches and closes it: the next batch is asked for before this one is
 * written, so the database reads while the file is being written.
 */
async function drainCursor<T>(tx: DbOrTx, name: string, write: (row: T) => Promise<void>): Promise<void> {
  const fetchBatch = () => {
    const batch = fetchFromCursor<T>(tx, name, BATCH);
    // Awaited below; a failure while the current batch is written is not left unhandled.
    batch.catch(() => undefined);
    return batch;
  };
  let next: Promise<T[]> | null = fetchBatch();
  while (next) {
    const rows: T[] = await next;
    next = rows.length === BATCH ? fetchBatch() : null;
    for (const row of rows) await write(row);
  }
  await closeCursor(tx, name);
}

interface LocationPart {
  merchantId: string;
  company: SaftCompany;
  location: LocationRow;
  registers: RegisterRow[];
  ranges: Map<string, { firstNr: number; lastNr: number }>;
  period: Period;
  merchantWideLocationId: string | null;
  groupOfCategory: (categoryId: string) => string | undefined;
}

async function writeLocation(tx: DbOrTx, sink: ChunkSink, part: LocationPart) {
  const { merchantId, company, location, registers, ranges, period, merchantWideLocationId, groupOfCategory } = part;
  await sink.write(locationStartXml({ name: location.name, street: location.street, zipCode: location.zip_code, city: location.city }));
  for (const register of registers.filter((row) => row.location_id === location.id)) {
    const merchantWide = !register.terminal_id && location.id === merchantWideLocationId;
    const { registerId, description } = registerOf(register, merchantWide);
    await sink.write(registerStartXml({ registerId, description }));
    await openEventsCursor(tx, 'saft_events', merchantId, register, period, merchantWide);
    await drainCursor<EventRow>(tx, 'saft_events', (row) => sink.write(eventXml(eventOf(row, groupOfCategory), company, registerId)));
    const range = register.terminal_id ? ranges.get(register.terminal_id) : undefined;
    if (register.terminal_id && range) {
      await openTransactionsCursor(tx, 'saft_transactions', register.terminal_id, range, period);
      await drainCursor<TransactionRow>(tx, 'saft_transactions', (row) => sink.write(cashTransactionXml(transactionOf(row))));
    }
    await sink.write(registerEndXml());
  }
  await sink.write(locationEndXml());
}
