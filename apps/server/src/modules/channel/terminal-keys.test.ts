import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { terminals } from '../../db/schema/index';
import { hashToken } from '../../http/access';
import { HttpError } from '../../http/errors';
import { buildLocation } from '../../../test/factories';
import { merchantSession, type MerchantSession } from '../../../test/merchant-session';
import { terminalAuth } from '../../../test/channel-factories';
import { buildReportTerminal } from '../../../test/report-factories';
import { buildTestApp, type TestContext } from '../../../test/harness';
import { issueTerminalKey, revokeTerminal } from './terminal-key-service';

let t: TestContext;
let m: MerchantSession;

beforeAll(async () => {
  t = await buildTestApp();
  m = await merchantSession(t);
});
afterAll(() => t.close());

const whoAmI = (key: string) => t.app.inject({ method: 'GET', url: '/api/channel/terminal', headers: terminalAuth(key) });

async function refusal(work: Promise<unknown>): Promise<{ status: number; message: string }> {
  const error = await work.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(HttpError);
  const { statusCode, message, fields } = error as HttpError;
  return { status: statusCode, message: fields ? Object.values(fields).join(' ') : message };
}

describe('issueTerminalKey (create-terminal)', () => {
  it('registers a till with a key that works at once and is stored only as its hash', async () => {
    const issued = await issueTerminalKey(t.database.db, {
      merchantId: m.merchantId,
      location: 'Sentrum',
      terminalType: 'POS',
      deviceName: 'Kasse ved baren',
    });
    expect(issued).toMatchObject({ terminalType: 'POS', deviceName: 'Kasse ved baren', locationId: m.locationIds[0], created: true });
    expect(issued.key).toMatch(/^bkt_[A-Za-z0-9_-]{43}$/);
    const [row] = await t.database.db.select().from(terminals).where(eq(terminals.id, issued.terminalId));
    expect(row).toMatchObject({ merchantId: m.merchantId, terminalType: 'POS', keyHash: hashToken(issued.key), revokedAt: null });
    expect(row!.terminalId).toMatch(/^POS-/);
    expect(row!.systemIdNr).toMatch(/^SN-/);
    const answer = await whoAmI(issued.key);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ id: issued.terminalId, deviceName: 'Kasse ved baren' });
  });

  it('finds the location by id, by name in any case, or by a part of the name only it has', async () => {
    const byId = await issueTerminalKey(t.database.db, {
      merchantId: m.merchantId,
      location: m.locationIds[1]!.toUpperCase(),
      terminalType: 'KIOSK',
      deviceName: 'Kiosk A',
    });
    expect(byId.locationId).toBe(m.locationIds[1]);
    const byName = await issueTerminalKey(t.database.db, {
      merchantId: m.merchantId,
      location: 'torget',
      terminalType: 'KIOSK',
      deviceName: 'Kiosk B',
    });
    expect(byName.locationName).toBe('Torget');
    const byPart = await issueTerminalKey(t.database.db, {
      merchantId: m.merchantId,
      location: 'ntru',
      terminalType: 'KIOSK',
      deviceName: 'Kiosk C',
    });
    expect(byPart.locationId).toBe(m.locationIds[0]);
  });

  it('refuses an unknown merchant, an unknown or ambiguous location and a till without a name', async () => {
    const db = t.database.db;
    expect(
      await refusal(issueTerminalKey(db, { merchantId: 'finnes-ikke', location: 'Sentrum', terminalType: 'POS', deviceName: 'K' })),
    ).toMatchObject({
      status: 404,
      message: expect.stringContaining('Fant ingen merchant'),
    });
    expect(
      await refusal(issueTerminalKey(db, { merchantId: m.merchantId, location: 'Bergen', terminalType: 'POS', deviceName: 'K' })),
    ).toMatchObject({
      status: 404,
      message: expect.stringContaining('Torget'),
    });
    // Another merchant's location is not found either.
    const other = await merchantSession(t);
    expect(
      (
        await refusal(
          issueTerminalKey(db, { merchantId: m.merchantId, location: other.locationIds[0]!, terminalType: 'POS', deviceName: 'K' }),
        )
      ).status,
    ).toBe(404);
    await buildLocation(db, m.merchantId, { name: 'Torget Øst' });
    expect(
      (await refusal(issueTerminalKey(db, { merchantId: m.merchantId, location: 'Torg', terminalType: 'POS', deviceName: 'K' }))).status,
    ).toBe(409);
    expect(
      await refusal(issueTerminalKey(db, { merchantId: m.merchantId, location: 'Sentrum', terminalType: 'KIOSK', deviceName: '  ' })),
    ).toMatchObject({ status: 400, message: expect.stringContaining('--device-name') });
  });

  it('gives the location one webshop: its seeded webshop gets its first key, a second needs --rotate-key', async () => {
    const db = t.database.db;
    const seeded = await buildReportTerminal(db, m.merchantId, m.locationIds[1]!, { terminalType: 'WEBSHOP' });
    const first = await issueTerminalKey(db, { merchantId: m.merchantId, location: 'Torget', terminalType: 'WEBSHOP' });
    expect(first).toMatchObject({ terminalId: seeded.id, deviceName: 'Nettbutikk', created: false });
    expect(await refusal(issueTerminalKey(db, { merchantId: m.merchantId, location: 'Torget', terminalType: 'WEBSHOP' }))).toMatchObject({
      status: 409,
      message: expect.stringContaining('--rotate-key'),
    });
    const rotated = await issueTerminalKey(db, { merchantId: m.merchantId, location: 'Torget', terminalType: 'WEBSHOP', rotateKey: true });
    expect(rotated.terminalId).toBe(seeded.id);
    expect((await whoAmI(first.key)).statusCode).toBe(401);
    expect((await whoAmI(rotated.key)).statusCode).toBe(200);
    // A location without a webshop gets a new one, named Nettbutikk, with the device number WEBSHOP.
    const created = await issueTerminalKey(db, { merchantId: m.merchantId, location: 'Sentrum', terminalType: 'WEBSHOP' });
    expect(created).toMatchObject({ created: true, deviceName: 'Nettbutikk' });
    const [row] = await db.select().from(terminals).where(eq(terminals.id, created.terminalId));
    expect(row!.terminalId).toBe('WEBSHOP');
  });

  it('rotates a till’s key by its device name; without --rotate-key the name is taken', async () => {
    const db = t.database.db;
    const till = await issueTerminalKey(db, { merchantId: m.merchantId, location: 'Torget', terminalType: 'POS', deviceName: 'Kasse 7' });
    expect(
      (await refusal(issueTerminalKey(db, { merchantId: m.merchantId, location: 'Torget', terminalType: 'POS', deviceName: 'kasse 7' })))
        .status,
    ).toBe(409);
    const rotated = await issueTerminalKey(db, {
      merchantId: m.merchantId,
      location: 'Torget',
      terminalType: 'POS',
      deviceName: 'KASSE 7',
      rotateKey: true,
    });
    expect(rotated).toMatchObject({ terminalId: till.terminalId, deviceName: 'Kasse 7', created: false });
    expect((await whoAmI(till.key)).statusCode).toBe(401);
    expect((await whoAmI(rotated.key)).statusCode).toBe(200);
    expect(
      await refusal(
        issueTerminalKey(db, { merchantId: m.merchantId, location: 'Torget', terminalType: 'POS', deviceName: 'Kasse 8', rotateKey: true }),
      ),
    ).toMatchObject({ status: 404, message: expect.stringContaining('uten --rotate-key') });
  });
});

describe('revokeTerminal (revoke-terminal)', () => {
  it('revokes the key at once; --rotate-key brings the terminal back with a new key', async () => {
    const db = t.database.db;
    const kiosk = await issueTerminalKey(db, {
      merchantId: m.merchantId,
      location: 'Sentrum',
      terminalType: 'KIOSK',
      deviceName: 'Kiosk R',
    });
    await revokeTerminal(db, m.merchantId, kiosk.terminalId);
    expect((await whoAmI(kiosk.key)).statusCode).toBe(401);
    await revokeTerminal(db, m.merchantId, kiosk.terminalId);
    expect(
      (await refusal(issueTerminalKey(db, { merchantId: m.merchantId, location: 'Sentrum', terminalType: 'KIOSK', deviceName: 'Kiosk R' })))
        .status,
    ).toBe(409);
    const again = await issueTerminalKey(db, {
      merchantId: m.merchantId,
      location: 'Sentrum',
      terminalType: 'KIOSK',
      deviceName: 'Kiosk R',
      rotateKey: true,
    });
    expect((await whoAmI(again.key)).statusCode).toBe(200);
  });

  it('answers 404 for another merchant’s terminal, an unknown id or no id at all, and revokes nothing', async () => {
    const db = t.database.db;
    const other = await merchantSession(t);
    const theirs = await issueTerminalKey(db, {
      merchantId: other.merchantId,
      location: 'Sentrum',
      terminalType: 'POS',
      deviceName: 'Deres kasse',
    });
    expect((await refusal(revokeTerminal(db, m.merchantId, theirs.terminalId))).status).toBe(404);
    expect((await refusal(revokeTerminal(db, m.merchantId, crypto.randomUUID()))).status).toBe(404);
    expect((await refusal(revokeTerminal(db, m.merchantId, 'POS-1'))).status).toBe(404);
    expect((await whoAmI(theirs.key)).statusCode).toBe(200);
  });
});
