import type { CloudPrntDocument, CloudPrntPollResponse, RotateCloudPrntKeyResponse } from '@bakrom/shared/schemas/printing';
import { cloudPrntServerPath } from '@bakrom/shared/schemas/printing';
import type { Db, DbOrTx } from '../../db/client';
import { HttpError, notFound } from '../../http/errors';
import { assertOwnLocation, locationNotFound } from '../locations/own-location';
import { hashPrinterKey, newPrinterKey } from './printer-auth';
import { presentDocument } from './presenter';
import {
  cashDrawerSlip,
  claim,
  confirm,
  jobNamed,
  mediaTypesOf,
  newTextJob,
  nextJobFor,
  renderJob,
  type NewTextJob,
  type PrintJob,
} from './queue';
import {
  emptyQueue,
  ensureDocument,
  findOrderPlace,
  insertCashDrawerOpening,
  lockQueue,
  readCurrentJobs,
  readDocument,
  storePrinterKeyHash,
  writeQueue,
} from './repository';

const orderNotFound = () => notFound('Fant ikke ordren.');
const terminalNotFound = () => notFound('Fant ikke kassen.');
const noJob = () => notFound('Ingen utskriftsjobb venter.');
const unsupportedType = (type: string) => new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', `Utskriftsjobben finnes ikke som ${type}.`);

/** What another module needs to open the cash drawer of a register. */
export interface CashDrawerOpening {
  merchantId: string;
  locationId: string;
  terminalId: string;
  orderId: string | null;
  userId: string;
  /** The order's number, printed on the drawer slip. */
  orderNumber?: number;
  /** When it opened; now unless given (modules with a clock pass theirs). */
  occurredAt?: Date;
}

/**
 * Opens a register's cash drawer: appends a drawer job to the location's print queue (its printer opens
 * the drawer as it prints the job) and records a CASH_DRAWER_OPENING on the terminal, in one
 * transaction, the queue's row locked. 404 when the terminal is not the merchant's at that location.
 */
export async function queueCashDrawerJob(db: Db, opening: CashDrawerOpening): Promise<PrintJob> {
  const now = opening.occurredAt ?? new Date();
  const job = newTextJob(
    {
      type: 'CASH_DRAWER',
      text: cashDrawerSlip(opening.orderNumber, now),
      terminalId: opening.terminalId,
      requestedBy: opening.userId,
      ...(opening.orderId ? { orderId: opening.orderId } : {}),
      ...(opening.orderNumber === undefined ? {} : { orderNumber: opening.orderNumber }),
    },
    now,
    true,
  );
  await db.transaction(async (tx) => {
    const recorded = await insertCashDrawerOpening(tx, { ...opening, orderId: opening.orderId, occurredAt: now });
    if (!recorded) throw terminalNotFound();
    await appendJob(tx, opening.merchantId, opening.locationId, job, now);
  });
  return job;
}

/** Queues a text job (a receipt, a kitchen ticket) for the location's printers. */
export async function queueTextJob(
  db: Db,
  input: { merchantId: string; locationId: string; job: NewTextJob; now?: Date },
): Promise<PrintJob> {
  const now = input.now ?? new Date();
  const job = newTextJob(input.job, now);
  await db.transaction(async (tx) => {
    await assertOwnLocation(tx, input.merchantId, input.locationId);
    await appendJob(tx, input.merchantId, input.locationId, job, now);
  });
  return job;
}

async function appendJob(tx: DbOrTx, merchantId: string, locationId: string, job: PrintJob, now: Date) {
  await ensureDocument(tx, merchantId, locationId);
  const queue = (await lockQueue(tx, locationId))!;
  await writeQueue(tx, queue.id, { currentJobs: [...queue.currentJobs, job] }, now);
}

/** POST /api/printing/openCashDrawer: the drawer of the register the order was taken at. */
export async function openCashDrawer(db: Db, session: { merchantId: string; userId: string }, orderId: string, now: Date) {
  const place = await findOrderPlace(db, session.merchantId, orderId);
  if (!place) throw orderNotFound();
  await queueCashDrawerJob(db, {
    merchantId: session.merchantId,
    locationId: place.locationId,
    terminalId: place.terminalId,
    orderId,
    orderNumber: place.orderNumber,
    userId: session.userId,
    occurredAt: now,
  });
  return { result: 'SUCCEEDED' as const };
}

// ---- The CloudPRNT protocol (the printer is authenticated for the location already) ----

/** The poll: offers the next job to this printer and keeps it for it a while, so that no other printer prints it too. */
export async function poll(db: Db, locationId: string, printer: string, now: Date): Promise<CloudPrntPollResponse> {
  // An idle printer polls every few seconds: nothing to offer costs one read and no lock.
  if (!nextJobFor(await readCurrentJobs(db, locationId), printer, now)) return { jobReady: false };
  return db.transaction(async (tx) => {
    const queue = await lockQueue(tx, locationId);
    const job = queue && nextJobFor(queue.currentJobs, printer, now);
    if (!queue || !job) return { jobReady: false as const };
    await writeQueue(tx, queue.id, { currentJobs: claim(queue.currentJobs, job, printer, now) }, now);
    return { jobReady: true as const, mediaTypes: mediaTypesOf(job), jobToken: job.jobId, deleteMethod: 'DELETE' as const };
  });
}

export interface FetchedJob {
  body: string;
  contentType: string;
  cashDrawer?: 'start';
}

/** The fetch: the job's body in the asked media type; only reads, so a printer may repeat it. */
export async function fetchJob(
  db: Db,
  locationId: string,
  query: { type: string; token?: string },
  printer: string,
  now: Date,
): Promise<FetchedJob> {
  const job = jobNamed(await readCurrentJobs(db, locationId), query.token, printer, now);
  if (!job) throw noJob();
  const type = query.type.split(';')[0]!.trim().toLowerCase();
  if (!mediaTypesOf(job).includes(type)) throw unsupportedType(query.type);
  return { body: renderJob(job), contentType: `${type}; charset=utf-8`, ...(job.cashDrawer ? { cashDrawer: job.cashDrawer } : {}) };
}

/** The confirmation: printed (code 2xx) moves the job to jobsPrinted, once; any other code keeps it. */
export async function confirmJob(
  db: Db,
  locationId: string,
  query: { code: string; token?: string },
  printer: string,
  now: Date,
): Promise<{ result: 'PRINTED' | 'KEPT' }> {
  return db.transaction(async (tx) => {
    const queue = await lockQueue(tx, locationId);
    const job = queue && jobNamed(queue.currentJobs, query.token, printer, now);
    if (!queue || !job) throw noJob();
    const outcome = confirm(queue, job, query.code.trim(), printer, now);
    await writeQueue(tx, queue.id, outcome, now);
    return { result: outcome.printed ? ('PRINTED' as const) : ('KEPT' as const) };
  });
}

// ---- Super admin: the support page ----

export async function getDocument(db: Db, merchantId: string, locationId: string): Promise<CloudPrntDocument> {
  const row = await readDocument(db, merchantId, locationId);
  if (!row) throw locationNotFound();
  return presentDocument(row);
}

/** 'Empty currentJobs & jobsPrinted': both lists emptied in one statement; answers the document after. */
export async function emptyJobs(db: Db, merchantId: string, locationId: string, now: Date): Promise<CloudPrntDocument> {
  await assertOwnLocation(db, merchantId, locationId);
  await emptyQueue(db, merchantId, locationId, now);
  return getDocument(db, merchantId, locationId);
}

/** A new printer key for the location, shown once; the old one stops working at once. */
export async function rotatePrinterKey(db: Db, merchantId: string, locationId: string, now: Date): Promise<RotateCloudPrntKeyResponse> {
  const printerKey = newPrinterKey();
  await db.transaction(async (tx) => {
    await assertOwnLocation(tx, merchantId, locationId, { lock: true });
    await storePrinterKeyHash(tx, merchantId, locationId, hashPrinterKey(printerKey), now);
  });
  return { locationId, printerKey, serverPath: cloudPrntServerPath(locationId), printerKeyCreatedTime: now.toISOString() };
}
