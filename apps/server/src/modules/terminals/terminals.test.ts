import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUNCTIONALITIES } from '@bakrom/shared/enums';
import { terminalsResponse, type TerminalListEntry } from '@bakrom/shared/schemas/reports';
import { merchantSettings } from '../../db/schema/index';
import { buildTestApp, type TestContext } from '../../../test/harness';
import { buildReportTerminal, buildSettlementMerchant, type SettlementMerchant } from '../../../test/report-factories';
import { strictly } from '../../../test/strict-schema';

let t: TestContext;
let m: SettlementMerchant;
let other: SettlementMerchant;

beforeAll(async () => {
  t = await buildTestApp();
  m = await buildSettlementMerchant(t);
  other = await buildSettlementMerchant(t);
});
afterAll(() => t.close());

async function terminalsOf(url: string, who = m): Promise<TerminalListEntry[]> {
  const response = await who.request('GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return strictly(terminalsResponse).parse(response.json()) as TerminalListEntry[];
}

describe('terminal pickers', () => {
  it('list the location’s cash points, never a KDS, the webshop last', async () => {
    const list = await terminalsOf(`/api/terminal/getTerminalsForLocation?locationId=${m.locationId}`);
    expect(list.map((terminal) => [terminal.terminalId, terminal.terminalType])).toEqual([
      ['POS-1', 'POS'],
      ['KIOSK-1', 'KIOSK'],
      ['WEBSHOP', 'WEBSHOP'],
    ]);
    expect(list[0]).toMatchObject({
      id: m.pos.id,
      terminalId: 'POS-1',
      terminalType: 'POS',
      deviceName: 'Kasse 1',
      systemIdNr: m.pos.systemIdNr,
      locationId: m.locationId,
    });
  });

  it('list every location’s cash points of the merchant only', async () => {
    const second = await buildReportTerminal(t.database.db, m.merchantId, m.locationId, {
      terminalType: 'POS',
      terminalId: 'POS-2',
      deviceName: 'Kasse 2',
    });
    const all = await terminalsOf('/api/terminal/getTerminals');
    expect(all.map((terminal) => terminal.id)).toContain(second.id);
    expect(all.map((terminal) => terminal.id)).not.toContain(other.pos.id);
    expect(all.every((terminal) => terminal.terminalType !== 'KDS')).toBe(true);
  });

  it.each(FUNCTIONALITIES)('show the WEBSHOP terminal in mode %s only where the mode has a webshop', async (functionality) => {
    await t.database.db
      .update(merchantSettings)
      .set({ useFunctionality: functionality })
      .where(eq(merchantSettings.merchantId, other.merchantId));
    const list = await terminalsOf(`/api/terminal/getTerminalsForLocation?locationId=${other.locationId}`, other);
    const webshop = ['TAKEAWAY', 'KIOSK_TAKEAWAY', 'ALL'].includes(functionality);
    expect(list.some((terminal) => terminal.terminalType === 'WEBSHOP')).toBe(webshop);
  });

  it('answer 404 for another merchant’s location and 400 for a malformed id', async () => {
    expect((await m.request('GET', `/api/terminal/getTerminalsForLocation?locationId=${other.locationId}`)).statusCode).toBe(404);
    const bad = await m.request('GET', '/api/terminal/getTerminalsForLocation?locationId=bryggen');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('locationId');
    expect((await t.app.inject({ method: 'GET', url: '/api/terminal/getTerminals' })).statusCode).toBe(401);
  });
});
