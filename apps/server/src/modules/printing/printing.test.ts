import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cloudPrntConfirmResponse,
  cloudPrntDocumentSchema,
  cloudPrntPollResponse,
  openCashDrawerResponse,
  rotateCloudPrntKeyResponse,
} from '@bakrom/shared/schemas/printing';
import { queryRows } from '../../db/client';
import { buildTestApp, type TestContext } from '../../../test/harness';
import { auth, buildUser, loginAs } from '../../../test/factories';
import { UNKNOWN_ID, buildOrder, buildTwoMerchants } from '../../../test/business-factories';
import { buildPosTerminal, buildPrintQueue, cloudPrntPrinter, printerAuth } from '../../../test/printing-factories';
import { queueCashDrawerJob, queueTextJob } from './service';

let t: TestContext;
let fixture: Awaited<ReturnType<typeof buildTwoMerchants>>;
const tokens = { ADMIN: '', MANAGER: '', SUPER_ADMIN: '', OTHER: '' };

const NOW = new Date('2026-03-14T11:30:00Z');
const clock = { now: () => NOW };

beforeAll(async () => {
  t = await buildTestApp({ clock });
  const db = t.database.db;
  fixture = await buildTwoMerchants(db, { useFunctionality: 'ALL' });
  const manager = await buildUser(db, { merchantId: fixture.merchant.id, role: 'MANAGER' });
  await buildUser(db, { merchantId: null, role: 'SUPER_ADMIN', username: 'utskrift.plattform' });
  tokens.ADMIN = await loginAs(t.app, fixture.admin.username);
  tokens.MANAGER = await loginAs(t.app, manager.username);
  tokens.SUPER_ADMIN = await loginAs(t.app, 'utskrift.plattform', fixture.merchant.id);
  tokens.OTHER = await loginAs(t.app, fixture.otherAdmin.username);
});
afterAll(() => t.close());

const drawerEvents = (terminalId: string) =>
  queryRows<{ order_id: string | null; occurred_at: string }>(
    t.database.db,
    sql`select order_id, occurred_at::text from terminal_events where terminal_id = ${terminalId} and event_type = 'CASH_DRAWER_OPENING'`,
  );

const queueOf = async (locationId: string) => {
  const [row] = await queryRows<{ current_jobs: { jobId: string; type: string }[]; jobs_printed: { jobId: string }[] }>(
    t.database.db,
    sql`select current_jobs, jobs_printed from print_documents where location_id = ${locationId}`,
  );
  return row!;
};

const receipt = (jobId: string, text = `Kvittering ${jobId}\n`) => ({
  jobId,
  type: 'RECEIPT',
  status: 'QUEUED',
  mediaTypes: ['text/plain'],
  text,
});

describe('CloudPRNT: poll, fetch and confirm', () => {
  it('answers jobReady false for an empty queue and writes nothing', async () => {
    const key = await buildPrintQueue(t.database.db, { merchantId: fixture.merchant.id, locationId: fixture.aker.id });
    const printer = cloudPrntPrinter(t.app, fixture.aker.id, key);
    const response = await printer.poll();
    expect(response.statusCode).toBe(200);
    expect(cloudPrntPollResponse.parse(response.json())).toEqual({ jobReady: false });
    expect((await printer.fetch()).statusCode).toBe(404);
    expect((await printer.confirm('200 OK')).statusCode).toBe(404);
  });

  it('offers the oldest job, serves it repeatably, and moves it to jobsPrinted on a 2xx code', async () => {
    const { merchant, bryggen } = fixture;
    const key = await buildPrintQueue(t.database.db, {
      merchantId: merchant.id,
      locationId: bryggen.id,
      currentJobs: [receipt('job-1', 'Kvittering 1\nTakk for besøket\n'), receipt('job-2')],
    });
    const printer = cloudPrntPrinter(t.app, bryggen.id, key);

    const polled = await printer.poll();
    expect(polled.json()).toEqual({ jobReady: true, mediaTypes: ['text/plain'], jobToken: 'job-1', deleteMethod: 'DELETE' });

    for (let attempt = 0; attempt < 2; attempt++) {
      const fetched = await printer.fetch('job-1');
      expect(fetched.statusCode).toBe(200);
      expect(fetched.headers['content-type']).toMatch(/^text\/plain/);
      expect(fetched.body).toBe('Kvittering 1\nTakk for besøket\n');
      expect(fetched.headers['x-star-cashdrawer']).toBeUndefined();
    }
    expect((await printer.fetch()).body).toBe('Kvittering 1\nTakk for besøket\n');
    expect((await queueOf(bryggen.id)).current_jobs.map((job) => job.jobId)).toEqual(['job-1', 'job-2']);

    const confirmed = await printer.confirm('200 OK', 'job-1');
    expect(confirmed.statusCode).toBe(200);
    expect(cloudPrntConfirmResponse.parse(confirmed.json())).toEqual({ result: 'PRINTED' });
    const queue = await queueOf(bryggen.id);
    expect(queue.current_jobs.map((job) => job.jobId)).toEqual(['job-2']);
    expect(queue.jobs_printed).toEqual([
      expect.objectContaining({
        jobId: 'job-1',
        status: 'PRINTED',
        statusCode: '200 OK',
        printedBy: 'skriver-1',
        printedTime: NOW.toISOString(),
      }),
    ]);
    expect(queue.jobs_printed[0]).not.toHaveProperty('claimedBy');

    expect((await printer.fetch('job-1')).statusCode).toBe(404);
    expect((await printer.poll()).json()).toMatchObject({ jobReady: true, jobToken: 'job-2' });
  });

  it('answers 415 for a media type the job does not have', async () => {
    const { merchant, bryggen } = fixture;
    const key = await buildPrintQueue(t.database.db, { merchantId: merchant.id, locationId: bryggen.id, currentJobs: [receipt('job-3')] });
    const printer = cloudPrntPrinter(t.app, bryggen.id, key);
    const response = await printer.fetch('job-3', 'image/png');
    expect(response.statusCode).toBe(415);
    expect(response.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect((await printer.fetch('job-3', 'text/plain; charset=utf-8')).statusCode).toBe(200);
  });

  it('keeps a job whose code is not 2xx, records the code, and prints it later', async () => {
    const { merchant, bryggen } = fixture;
    const key = await buildPrintQueue(t.database.db, { merchantId: merchant.id, locationId: bryggen.id, currentJobs: [receipt('job-4')] });
    const printer = cloudPrntPrinter(t.app, bryggen.id, key);
    await printer.poll();
    const failed = await printer.confirm('520 Download timeout', 'job-4');
    expect(failed.json()).toEqual({ result: 'KEPT' });
    let queue = await queueOf(bryggen.id);
    expect(queue.current_jobs).toEqual([
      expect.objectContaining({ jobId: 'job-4', lastStatusCode: '520 Download timeout', failedAttempts: 1 }),
    ]);
    expect(queue.jobs_printed).toEqual([]);
    expect((await printer.confirm('211 OK', 'job-4')).json()).toEqual({ result: 'PRINTED' });
    queue = await queueOf(bryggen.id);
    expect(queue.current_jobs).toEqual([]);
    expect(queue.jobs_printed.map((job) => job.jobId)).toEqual(['job-4']);
  });

  it('prints a job once when two printers poll and confirm at the same time', async () => {
    const { merchant, bryggen } = fixture;
    const key = await buildPrintQueue(t.database.db, {
      merchantId: merchant.id,
      locationId: bryggen.id,
      currentJobs: [receipt('job-5'), receipt('job-6')],
    });
    const kitchen = cloudPrntPrinter(t.app, bryggen.id, key, { uid: 'kjokken', mac: '00:11:62:00:00:01' });
    const till = cloudPrntPrinter(t.app, bryggen.id, key, { uid: 'kasse', mac: '00:11:62:00:00:02' });
    const polls = await Promise.all([kitchen.poll(), till.poll()]);
    const offered = polls.map((response) => response.json().jobToken as string).sort();
    expect(offered).toEqual(['job-5', 'job-6']);

    const confirms = await Promise.all([kitchen.confirm('200 OK', 'job-5'), till.confirm('200 OK', 'job-5')]);
    expect(confirms.map((response) => response.statusCode).sort()).toEqual([200, 404]);
    const queue = await queueOf(bryggen.id);
    expect(queue.jobs_printed.map((job) => job.jobId)).toEqual(['job-5']);
    expect(queue.current_jobs.map((job) => job.jobId)).toEqual(['job-6']);
  });

  it('prints the demo’s jobs, which carry no text of their own', async () => {
    const { merchant, bryggen } = fixture;
    const key = await buildPrintQueue(t.database.db, {
      merchantId: merchant.id,
      locationId: bryggen.id,
      currentJobs: [{ jobId: 'BRY-job-1042', type: 'KITCHEN_TICKET', orderNumber: 1042, status: 'QUEUED' }],
    });
    const fetched = await cloudPrntPrinter(t.app, bryggen.id, key).fetch();
    expect(fetched.statusCode).toBe(200);
    expect(fetched.body).toBe('Kjøkkenbong\nOrdre 1042\n');
  });
});

describe('CloudPRNT: printer authentication', () => {
  it('answers 401 with a Basic challenge for a wrong key, no key, a session token, an unknown location and a location without a key', async () => {
    const { merchant, bryggen, foreignLocation } = fixture;
    const key = await buildPrintQueue(t.database.db, { merchantId: merchant.id, locationId: bryggen.id, currentJobs: [receipt('job-7')] });
    const url = `/api/cloudprnt/${bryggen.id}`;
    const cases: { url: string; headers: Record<string, string> }[] = [
      { url, headers: printerAuth('feil-nokkel') },
      { url, headers: printerAuth('') },
      { url, headers: {} },
      { url, headers: auth(tokens.ADMIN) },
      { url, headers: { authorization: `Basic ${Buffer.from(key).toString('base64')}` } },
      { url: `/api/cloudprnt/${UNKNOWN_ID}`, headers: printerAuth(key) },
      { url: `/api/cloudprnt/${foreignLocation.id}`, headers: printerAuth(key) },
    ];
    for (const { url: target, headers } of cases) {
      for (const request of [
        { method: 'POST' as const, url: target, payload: { uniqueID: 'x' } },
        { method: 'GET' as const, url: `${target}?type=text/plain` },
        { method: 'DELETE' as const, url: `${target}?code=200` },
      ]) {
        const response = await t.app.inject({ ...request, headers });
        expect(response.statusCode, `${request.method} ${request.url} ${JSON.stringify(headers)}`).toBe(401);
        expect(response.headers['www-authenticate']).toMatch(/^Basic realm=/);
        expect(response.json().error.code).toBe('UNAUTHORIZED');
      }
    }
    expect((await queueOf(bryggen.id)).current_jobs.map((job) => job.jobId)).toEqual(['job-7']);
    expect((await cloudPrntPrinter(t.app, bryggen.id, key).fetch()).statusCode).toBe(200);
  });

  it('lets the printers in with a new key from the support page, and no longer with the old one', async () => {
    const { merchant, aker } = fixture;
    const old = await buildPrintQueue(t.database.db, { merchantId: merchant.id, locationId: aker.id });
    const rotated = await t.app.inject({
      method: 'POST',
      url: '/api/superadmin/support/rotateCloudPrntKey',
      headers: auth(tokens.SUPER_ADMIN),
      payload: { locationId: aker.id },
    });
    expect(rotated.statusCode).toBe(200);
    const answer = rotateCloudPrntKeyResponse.parse(rotated.json());
    expect(answer.serverPath).toBe(`/api/cloudprnt/${aker.id}`);
    expect((await cloudPrntPrinter(t.app, aker.id, answer.printerKey).poll()).statusCode).toBe(200);
    expect((await cloudPrntPrinter(t.app, aker.id, old).poll()).statusCode).toBe(401);
    const stored = await queryRows<{ printer_key_hash: string }>(
      t.database.db,
      sql`select printer_key_hash from print_documents where location_id = ${aker.id}`,
    );
    expect(stored[0]!.printer_key_hash).not.toContain(answer.printerKey);
  });
});

describe('POST /api/printing/openCashDrawer', () => {
  const open = (orderDocumentId: string, token: string) =>
    t.app.inject({ method: 'POST', url: '/api/printing/openCashDrawer', headers: auth(token), payload: { orderDocumentId } });

  it('queues a drawer job whose fetch opens the drawer, and records the opening on the order’s terminal', async () => {
    const { merchant, aker } = fixture;
    const key = await buildPrintQueue(t.database.db, { merchantId: merchant.id, locationId: aker.id });
    const terminal = await buildPosTerminal(t.database.db, merchant.id, aker.id);
    const order = await buildOrder(t.database.db, {
      merchantId: merchant.id,
      locationId: aker.id,
      terminalId: terminal.id,
      orderedAt: '2026-03-14T10:00:00Z',
      totalAmount: 25_000,
    });

    for (const role of ['MANAGER', 'ADMIN'] as const) {
      const response = await open(order.id, tokens[role]);
      expect(response.statusCode, role).toBe(200);
      expect(openCashDrawerResponse.parse(response.json())).toEqual({ result: 'SUCCEEDED' });
    }
    const events = await drawerEvents(terminal.id);
    expect(events).toHaveLength(2);
    expect(events.every((event) => event.order_id === order.id)).toBe(true);

    const printer = cloudPrntPrinter(t.app, aker.id, key);
    const polled = await printer.poll();
    expect(polled.json()).toMatchObject({ jobReady: true, mediaTypes: ['text/plain'] });
    const fetched = await printer.fetch(polled.json().jobToken);
    expect(fetched.statusCode).toBe(200);
    expect(fetched.headers['x-star-cashdrawer']).toBe('start');
    expect(fetched.body).toBe(`Kasseskuffen åpnet\nOrdre ${order.orderNumber}\n14.03.2026 12:30\n`);
    const [job] = (await queueOf(aker.id)).current_jobs as unknown as Record<string, unknown>[];
    expect(job).toMatchObject({ type: 'CASH_DRAWER', orderId: order.id, terminalId: terminal.id, cashDrawer: 'start' });
  });

  it('answers 404 for another merchant’s order and an unknown one, and writes nothing', async () => {
    const { other, foreignLocation } = fixture;
    const terminal = await buildPosTerminal(t.database.db, other.id, foreignLocation.id);
    const order = await buildOrder(t.database.db, {
      merchantId: other.id,
      locationId: foreignLocation.id,
      terminalId: terminal.id,
      orderedAt: '2026-03-14T10:00:00Z',
      totalAmount: 10_000,
    });
    expect((await open(order.id, tokens.ADMIN)).statusCode).toBe(404);
    expect((await open(UNKNOWN_ID, tokens.ADMIN)).statusCode).toBe(404);
    expect(await drawerEvents(terminal.id)).toEqual([]);
    expect((await open(order.id, tokens.OTHER)).statusCode).toBe(200);
  });

  it('answers 400 for a malformed order id and 401 without a session', async () => {
    const response = await open('ordre-1', tokens.ADMIN);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.orderDocumentId).toBeDefined();
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/printing/openCashDrawer', payload: { orderDocumentId: UNKNOWN_ID } });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('queueCashDrawerJob and queueTextJob (for other modules)', () => {
  it('refuses a terminal of another location or merchant, writing neither the job nor the event', async () => {
    const { merchant, bryggen, aker, foreignLocation, other, admin } = fixture;
    const terminal = await buildPosTerminal(t.database.db, merchant.id, bryggen.id, 'POS-9');
    await buildPrintQueue(t.database.db, { merchantId: merchant.id, locationId: aker.id });
    const attempt = (locationId: string, merchantId: string) =>
      queueCashDrawerJob(t.database.db, { merchantId, locationId, terminalId: terminal.id, orderId: null, userId: admin.id });
    await expect(attempt(aker.id, merchant.id)).rejects.toMatchObject({ statusCode: 404 });
    await expect(attempt(foreignLocation.id, other.id)).rejects.toMatchObject({ statusCode: 404 });
    expect(await drawerEvents(terminal.id)).toEqual([]);
    expect((await queueOf(aker.id)).current_jobs).toEqual([]);

    await attempt(bryggen.id, merchant.id);
    expect(await drawerEvents(terminal.id)).toHaveLength(1);
  });

  it('queues a receipt after the jobs already waiting', async () => {
    const { merchant, aker } = fixture;
    const key = await buildPrintQueue(t.database.db, { merchantId: merchant.id, locationId: aker.id, currentJobs: [receipt('job-8')] });
    await queueTextJob(t.database.db, { merchantId: merchant.id, locationId: aker.id, job: { type: 'RECEIPT', text: 'Kopi\n' } });
    const jobs = (await queueOf(aker.id)).current_jobs;
    expect(jobs.map((job) => job.type)).toEqual(['RECEIPT', 'RECEIPT']);
    expect((await cloudPrntPrinter(t.app, aker.id, key).fetch(jobs[1]!.jobId)).body).toBe('Kopi\n');
  });
});

describe('super admin: getCloudPrntDocument and emptyJobs', () => {
  const superGet = (url: string, token = tokens.SUPER_ADMIN) => t.app.inject({ method: 'GET', url, headers: auth(token) });

  it('shows the document with merchant and outlet name, and empties both lists', async () => {
    const { merchant, bryggen } = fixture;
    await buildPrintQueue(t.database.db, {
      merchantId: merchant.id,
      locationId: bryggen.id,
      currentJobs: [receipt('job-9')],
      jobsPrinted: [{ ...receipt('job-0'), printedTime: '2026-03-14T10:00:00.000Z' }],
    });
    const response = await superGet(`/api/superadmin/support/getCloudPrntDocument?merchant=${merchant.id}&locationId=${bryggen.id}`);
    expect(response.statusCode).toBe(200);
    const document = cloudPrntDocumentSchema.parse(response.json());
    expect(document).toMatchObject({ merchant: merchant.id, locationId: bryggen.id, locationName: 'Bryggen', type: 'cloudprnt' });
    expect(document.currentJobs).toHaveLength(1);
    expect(document.jobsPrinted).toHaveLength(1);
    expect(JSON.stringify(document)).not.toMatch(/printerKeyHash|printer_key_hash/);

    const emptied = await superGet(`/api/superadmin/support/emptyJobs?locationId=${bryggen.id}`);
    expect(emptied.statusCode).toBe(200);
    expect(cloudPrntDocumentSchema.parse(emptied.json())).toMatchObject({
      currentJobs: [],
      jobsPrinted: [],
      lastCleanedUpTime: NOW.toISOString(),
      modifiedTime: NOW.toISOString(),
    });
  });

  it('answers an empty document for a location without a queue, and 404 for another merchant’s location', async () => {
    const { merchant, foreignLocation } = fixture;
    const { buildLocation } = await import('../../../test/factories');
    const fresh = await buildLocation(t.database.db, merchant.id, { name: 'Ny avdeling' });
    const response = await superGet(`/api/superadmin/support/getCloudPrntDocument?locationId=${fresh.id}`);
    expect(cloudPrntDocumentSchema.parse(response.json())).toMatchObject({
      id: null,
      currentJobs: [],
      jobsPrinted: [],
      modifiedTime: null,
    });
    for (const call of ['getCloudPrntDocument', 'emptyJobs']) {
      expect((await superGet(`/api/superadmin/support/${call}?locationId=${foreignLocation.id}`)).statusCode).toBe(404);
      expect((await superGet(`/api/superadmin/support/${call}?locationId=${UNKNOWN_ID}`)).statusCode).toBe(404);
    }
  });

  it('refuses MANAGER and ADMIN (403) and anonymous callers (401), leaving the queue as it was', async () => {
    const { merchant, bryggen } = fixture;
    await buildPrintQueue(t.database.db, { merchantId: merchant.id, locationId: bryggen.id, currentJobs: [receipt('job-10')] });
    const calls = [
      { method: 'GET' as const, url: `/api/superadmin/support/getCloudPrntDocument?locationId=${bryggen.id}` },
      { method: 'GET' as const, url: `/api/superadmin/support/emptyJobs?locationId=${bryggen.id}` },
      { method: 'POST' as const, url: '/api/superadmin/support/rotateCloudPrntKey', payload: { locationId: bryggen.id } },
    ];
    for (const call of calls) {
      for (const role of ['MANAGER', 'ADMIN'] as const) {
        expect((await t.app.inject({ ...call, headers: auth(tokens[role]) })).statusCode, `${role} ${call.url}`).toBe(403);
      }
      expect((await t.app.inject(call)).statusCode, call.url).toBe(401);
    }
    expect((await queueOf(bryggen.id)).current_jobs.map((job) => job.jobId)).toEqual(['job-10']);
  });
});
