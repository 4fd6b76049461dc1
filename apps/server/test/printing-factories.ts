import type { App } from '../src/app';
import type { Db } from '../src/db/client';
import { printDocuments, terminals } from '../src/db/schema/index';
import { hashPrinterKey } from '../src/modules/printing/printer-auth';
import type { PrintJob } from '../src/modules/printing/queue';

/** A POS terminal of the merchant at the location. */
export async function buildPosTerminal(db: Db, merchantId: string, locationId: string, terminalId = 'POS-1') {
  const [terminal] = await db
    .insert(terminals)
    .values({ merchantId, locationId, terminalId, terminalType: 'POS', deviceName: 'Kasse 1' })
    .returning();
  return terminal!;
}

/** A location's print queue with the given jobs and a printer key; answers the key. */
export async function buildPrintQueue(
  db: Db,
  values: { merchantId: string; locationId: string; currentJobs?: PrintJob[]; jobsPrinted?: PrintJob[]; printerKey?: string },
) {
  const printerKey = values.printerKey ?? `nokkel-${values.locationId.slice(0, 8)}-${Math.random().toString(36).slice(2)}`;
  await db
    .insert(printDocuments)
    .values({
      merchantId: values.merchantId,
      locationId: values.locationId,
      currentJobs: values.currentJobs ?? [],
      jobsPrinted: values.jobsPrinted ?? [],
      printerKeyHash: hashPrinterKey(printerKey),
      printerKeyCreatedAt: new Date(),
    })
    .onConflictDoUpdate({
      target: printDocuments.locationId,
      set: {
        currentJobs: values.currentJobs ?? [],
        jobsPrinted: values.jobsPrinted ?? [],
        printerKeyHash: hashPrinterKey(printerKey),
      },
    });
  return printerKey;
}

/** The Authorization header of a CloudPRNT printer: HTTP Basic, any user name, the printer key as password. */
export const printerAuth = (key: string, user = 'skriver') => ({
  authorization: `Basic ${Buffer.from(`${user}:${key}`).toString('base64')}`,
});

/** The three calls of a CloudPRNT printer against one location's queue. */
export function cloudPrntPrinter(app: App, locationId: string, key: string, identity = { uid: 'skriver-1', mac: '00:11:62:aa:bb:01' }) {
  const url = `/api/cloudprnt/${locationId}`;
  const headers = printerAuth(key);
  const query = (values: Record<string, string | undefined>) =>
    new URLSearchParams(Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== undefined)).toString();
  return {
    poll: () =>
      app.inject({
        method: 'POST',
        url,
        headers,
        payload: { status: '23 86 00 00 00 00 00 00 00', printerMAC: identity.mac, uniqueID: identity.uid, statusCode: '200 OK' },
      }),
    fetch: (token?: string, type = 'text/plain') =>
      app.inject({ method: 'GET', url: `${url}?${query({ uid: identity.uid, type, mac: identity.mac, token })}`, headers }),
    confirm: (code: string, token?: string) =>
      app.inject({ method: 'DELETE', url: `${url}?${query({ uid: identity.uid, mac: identity.mac, code, token })}`, headers }),
  };
}
