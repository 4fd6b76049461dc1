import { diningTables, printDocuments, terminals } from '../db/schema/index';
import type { SeededLocation } from './context';
import type { MerchantProfile } from './profile-types';
import type { DbOrTx } from '../db/client';

const TABLE_DESCRIPTIONS = ['Ved vinduet', 'Bås', 'Langbord', 'Uteservering', 'Ved baren', 'Hjørnebord'];

function systemIdNr(profile: MerchantProfile, code: string, kind: string): string {
  let hash = 0;
  for (const char of `${profile.id}${code}${kind}`) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `SN-${String(hash).padStart(10, '0').slice(0, 10)}`;
}

/**
 * Per location: a POS and a kiosk where the profile has them, the virtual webshop terminal,
 * a kitchen screen where marked, the tables and the printer queue.
 */
export async function seedTerminalsAndTables(
  tx: DbOrTx,
  profile: MerchantProfile,
  locationIds: string[],
  installedAt: Date,
): Promise<SeededLocation[]> {
  const seeded: SeededLocation[] = [];
  for (const [index, location] of profile.locations.entries()) {
    const locationId = locationIds[index]!;
    const base = { merchantId: profile.id, locationId, createdAt: installedAt };
    const rows = await tx
      .insert(terminals)
      .values([
        ...(location.hasPos
          ? [
              {
                ...base,
                terminalId: `POS-${location.code}-1`,
                terminalType: 'POS',
                deviceName: 'Kasse 1',
                systemIdNr: systemIdNr(profile, location.code, 'POS'),
              },
            ]
          : []),
        ...(location.hasKiosk
          ? [
              {
                ...base,
                terminalId: `KIOSK-${location.code}-1`,
                terminalType: 'KIOSK',
                deviceName: 'Kiosk 1',
                systemIdNr: systemIdNr(profile, location.code, 'KIOSK'),
              },
            ]
          : []),
        ...(location.hasKds
          ? [
              {
                ...base,
                terminalId: `KDS-${location.code}-1`,
                terminalType: 'KDS',
                deviceName: 'Kjøkkenskjerm',
                systemIdNr: systemIdNr(profile, location.code, 'KDS'),
              },
            ]
          : []),
        { ...base, terminalId: 'WEBSHOP', terminalType: 'WEBSHOP', deviceName: 'Nettbutikk', systemIdNr: '' },
      ])
      .returning({ id: terminals.id, terminalType: terminals.terminalType });
    const idOf = (type: string) => rows.find((r) => r.terminalType === type)?.id ?? null;

    const tableNames = Array.from({ length: location.tables }, (_, i) => `Bord ${i + 1}`);
    if (tableNames.length) {
      await tx.insert(diningTables).values(
        tableNames.map((name, i) => ({
          merchantId: profile.id,
          locationId,
          name,
          capacity: [2, 4, 4, 6, 2, 8][i % 6]!,
          description: TABLE_DESCRIPTIONS[i % TABLE_DESCRIPTIONS.length]!,
        })),
      );
    }

    const printedAt = new Date(installedAt.getTime() + 60_000);
    await tx.insert(printDocuments).values({
      merchantId: profile.id,
      locationId,
      type: 'cloudprnt',
      currentJobs: [
        { jobId: `${location.code}-job-1042`, printer: 'Kjøkken', type: 'KITCHEN_TICKET', orderNumber: 1042, status: 'QUEUED' },
        { jobId: `${location.code}-job-1043`, printer: 'Kasse', type: 'RECEIPT', orderNumber: 1043, status: 'QUEUED' },
      ],
      jobsPrinted: [
        {
          jobId: `${location.code}-job-1040`,
          printer: 'Kjøkken',
          type: 'KITCHEN_TICKET',
          orderNumber: 1040,
          printedTime: printedAt.toISOString(),
        },
        { jobId: `${location.code}-job-1041`, printer: 'Kasse', type: 'RECEIPT', orderNumber: 1041, printedTime: printedAt.toISOString() },
      ],
      lastCleanedUpAt: installedAt,
    });

    seeded.push({
      profile: location,
      id: locationId,
      index: index + 1,
      posTerminalId: idOf('POS'),
      kioskTerminalId: idOf('KIOSK'),
      webshopTerminalId: idOf('WEBSHOP')!,
      tableNames,
    });
  }
  return seeded;
}
