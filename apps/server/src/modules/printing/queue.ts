import { randomUUID } from 'node:crypto';
import { formatDateTime } from '@bakrom/shared/format';
import { TEXT_JOB_MEDIA_TYPE } from '@bakrom/shared/schemas/printing';

/**
 * The rules of one location's CloudPRNT queue, on the two lists of its print-service document. Pure:
 * the service reads the lists under the document's row lock, applies one of these and writes them back.
 */

/** A job as stored in `current_jobs` / `jobs_printed`. Older jobs may carry fewer fields (the demo's have no text). */
export interface PrintJob {
  jobId: string;
  type: string;
  status?: string;
  mediaTypes?: string[];
  /** The text printed; without it the job prints a short slip made from its other fields. */
  text?: string;
  /** `X-Star-CashDrawer` of the fetch answer: the drawer opens as printing starts. */
  cashDrawer?: 'start';
  orderId?: string;
  orderNumber?: number;
  terminalId?: string;
  requestedBy?: string;
  printer?: string;
  createdTime?: string;
  /** The printer the job was offered to, until when: other printers leave it alone meanwhile. */
  claimedBy?: string;
  claimedUntil?: string;
  lastStatusCode?: string;
  lastStatusTime?: string;
  failedAttempts?: number;
  printedTime?: string;
  printedBy?: string;
  statusCode?: string;
  [field: string]: unknown;
}

/** How long a polled job stays with the printer it was offered to before another printer may take it. */
export const CLAIM_SECONDS = 60;
/** The printed list keeps the newest jobs only; 'Empty currentJobs & jobsPrinted' clears it altogether. */
export const PRINTED_JOBS_KEPT = 500;

const JOB_LABELS: Record<string, string> = {
  RECEIPT: 'Kvittering',
  KITCHEN_TICKET: 'Kjøkkenbong',
  CASH_DRAWER: 'Kasseskuffen åpnet',
};

/** The jobs of a stored list; anything that is not a job object with an id is left where it is but never offered. */
export function jobsOf(stored: unknown): PrintJob[] {
  return Array.isArray(stored) ? (stored as PrintJob[]) : [];
}

const isJob = (job: unknown): job is PrintJob =>
  typeof job === 'object' && job !== null && typeof (job as PrintJob).jobId === 'string' && (job as PrintJob).jobId !== '';

export function mediaTypesOf(job: PrintJob): string[] {
  return Array.isArray(job.mediaTypes) && job.mediaTypes.length > 0 ? job.mediaTypes : [TEXT_JOB_MEDIA_TYPE];
}

/** The text a job prints. */
export function renderJob(job: PrintJob): string {
  if (typeof job.text === 'string') return job.text;
  const lines = [JOB_LABELS[job.type] ?? job.type];
  if (typeof job.orderNumber === 'number') lines.push(`Ordre ${job.orderNumber}`);
  return `${lines.join('\n')}\n`;
}

/** Who is asking: the printer's unique id, else its MAC address. */
export const printerIdentity = (uid: string | undefined, mac: string | undefined) => uid || mac || '';

const claimedByAnother = (job: PrintJob, printer: string, now: Date) =>
  typeof job.claimedBy === 'string' &&
  job.claimedBy !== printer &&
  typeof job.claimedUntil === 'string' &&
  Date.parse(job.claimedUntil) > now.getTime();

/** The job this printer may print next: the oldest job no other printer is printing right now. */
export function nextJobFor(jobs: PrintJob[], printer: string, now: Date): PrintJob | undefined {
  return jobs.find((job) => isJob(job) && !claimedByAnother(job, printer, now));
}

/** The job a fetch or a confirmation names: by its token, else the one offered to this printer, else the next. */
export function jobNamed(jobs: PrintJob[], token: string | undefined, printer: string, now: Date): PrintJob | undefined {
  if (token) return jobs.find((job) => isJob(job) && job.jobId === token);
  return jobs.find((job) => isJob(job) && printer !== '' && job.claimedBy === printer) ?? nextJobFor(jobs, printer, now);
}

/** The current jobs with `job` offered to `printer` for CLAIM_SECONDS. */
export function claim(jobs: PrintJob[], job: PrintJob, printer: string, now: Date): PrintJob[] {
  const claimedUntil = new Date(now.getTime() + CLAIM_SECONDS * 1000).toISOString();
  return jobs.map((entry) => (entry === job ? { ...entry, claimedBy: printer, claimedUntil } : entry));
}

export interface Confirmation {
  currentJobs: PrintJob[];
  jobsPrinted: PrintJob[];
  printed: boolean;
}

/**
 * A printer's answer about `job`: a code starting with 2 moves it to the printed list; any other code
 * keeps it queued with the code recorded, free for the next poll of any printer.
 */
export function confirm(
  lists: { currentJobs: PrintJob[]; jobsPrinted: PrintJob[] },
  job: PrintJob,
  code: string,
  printer: string,
  now: Date,
): Confirmation {
  const { claimedBy: _claimedBy, claimedUntil: _claimedUntil, ...unclaimed } = job;
  const time = now.toISOString();
  if (code.startsWith('2')) {
    const printedJob: PrintJob = { ...unclaimed, status: 'PRINTED', statusCode: code, printedTime: time, printedBy: printer };
    return {
      currentJobs: lists.currentJobs.filter((entry) => entry !== job),
      jobsPrinted: [...lists.jobsPrinted, printedJob].slice(-PRINTED_JOBS_KEPT),
      printed: true,
    };
  }
  const kept: PrintJob = { ...unclaimed, lastStatusCode: code, lastStatusTime: time, failedAttempts: (job.failedAttempts ?? 0) + 1 };
  return {
    currentJobs: lists.currentJobs.map((entry) => (entry === job ? kept : entry)),
    jobsPrinted: lists.jobsPrinted,
    printed: false,
  };
}

export interface NewTextJob {
  type: string;
  text: string;
  orderId?: string;
  orderNumber?: number;
  terminalId?: string;
  requestedBy?: string;
  printer?: string;
}

export function newTextJob(job: NewTextJob, now: Date, cashDrawer = false): PrintJob {
  return {
    jobId: randomUUID(),
    status: 'QUEUED',
    mediaTypes: [TEXT_JOB_MEDIA_TYPE],
    ...(cashDrawer ? { cashDrawer: 'start' as const } : {}),
    createdTime: now.toISOString(),
    ...job,
  };
}

/** The slip a drawer job prints as the drawer opens: what opened it and when (Europe/Oslo). */
export function cashDrawerSlip(orderNumber: number | undefined, now: Date): string {
  const lines = [JOB_LABELS.CASH_DRAWER!, ...(orderNumber === undefined ? [] : [`Ordre ${orderNumber}`]), formatDateTime(now)];
  return `${lines.join('\n')}\n`;
}
