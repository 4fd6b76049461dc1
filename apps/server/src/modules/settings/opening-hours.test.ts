import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEEKDAYS } from '@bakrom/shared/enums';
import { openingHoursSchema, type OpeningHoursDay } from '@bakrom/shared/schemas/settings';
import { openingHours } from '../../db/schema/index';
import { buildTestApp, type TestContext } from '../../../test/harness';
import { auth, loginAs } from '../../../test/factories';
import { buildTwoMerchants } from '../../../test/business-factories';

let t: TestContext;
let token: string;
let fixture: Awaited<ReturnType<typeof buildTwoMerchants>>;

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: auth(token) });
const edit = (payload: object) => t.app.inject({ method: 'POST', url: '/api/settings/editOpeningHours', payload, headers: auth(token) });

function week(overrides: Partial<OpeningHoursDay> = {}): OpeningHoursDay[] {
  return WEEKDAYS.map((day, index) => ({
    day,
    weekday: index + 1,
    isOpen: day !== 'MONDAY',
    fromTime: '11:00',
    toTime: day === 'FRIDAY' || day === 'SATURDAY' ? '23:45' : '22:00',
    kitchenClosingTime: '21:30',
    ...overrides,
  }));
}

beforeAll(async () => {
  t = await buildTestApp();
  fixture = await buildTwoMerchants(t.database.db);
  token = await loginAs(t.app, fixture.admin.username);
});
afterAll(() => t.close());

describe('GET /api/settings/getOpeningHours', () => {
  it('answers all seven days with 11:00 for a location without opening hours', async () => {
    const response = await get(`/api/settings/getOpeningHours?merchant=${fixture.merchant.id}&locationId=${fixture.aker.id}`);
    expect(response.statusCode).toBe(200);
    const document = openingHoursSchema.parse(response.json());
    expect(document).toMatchObject({ type: 'openinghours', merchant: fixture.merchant.id, locationId: fixture.aker.id });
    expect(document.openingHours.map((d) => [d.day, d.weekday])).toEqual(WEEKDAYS.map((day, i) => [day, i + 1]));
    expect(document.openingHours.every((d) => d.fromTime === '11:00' && d.toTime === '11:00' && d.kitchenClosingTime === '11:00')).toBe(
      true,
    );
  });

  it("answers 404 for another merchant's location and 400 without locationId", async () => {
    expect((await get(`/api/settings/getOpeningHours?locationId=${fixture.foreignLocation.id}`)).statusCode).toBe(404);
    const missing = await get('/api/settings/getOpeningHours');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.locationId).toBeDefined();
  });
});

describe('POST /api/settings/editOpeningHours', () => {
  it('saves seven days and answers the document; saving again updates the same rows', async () => {
    const first = await edit({ type: 'openinghours', merchant: fixture.merchant.id, locationId: fixture.bryggen.id, openingHours: week() });
    expect(first.statusCode).toBe(200);
    expect(openingHoursSchema.parse(first.json()).openingHours).toEqual(week());
    const changed = week({ fromTime: '10:45' });
    const second = await edit({ locationId: fixture.bryggen.id, openingHours: [...changed].reverse() });
    expect(second.statusCode).toBe(200);
    const read = openingHoursSchema.parse((await get(`/api/settings/getOpeningHours?locationId=${fixture.bryggen.id}`)).json());
    expect(read.openingHours).toEqual(changed);
    expect(await t.database.db.select().from(openingHours)).toHaveLength(7);
  });

  it('answers 400 naming the field for a time off the 15-minute step or not 24-hour HH:mm', async () => {
    const cases: Array<[Partial<OpeningHoursDay>, string, RegExp]> = [
      [{ fromTime: '11:10' }, 'fromTime', /15 minutter/],
      [{ toTime: '24:00' }, 'toTime', /24-timers/],
      [{ kitchenClosingTime: '9:30' }, 'kitchenClosingTime', /24-timers/],
      [{ fromTime: '11:00:00' }, 'fromTime', /24-timers/],
    ];
    for (const [override, field, message] of cases) {
      const days = week();
      days[2] = { ...days[2]!, ...override };
      const response = await edit({ locationId: fixture.bryggen.id, openingHours: days });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields[`openingHours.2.${field}`]).toMatch(message);
    }
  });

  it('answers 400 for a week that is not the seven days once each', async () => {
    const six = await edit({ locationId: fixture.bryggen.id, openingHours: week().slice(0, 6) });
    expect(six.statusCode).toBe(400);
    expect(six.json().error.fields.openingHours).toMatch(/sju dager/);
    const twice = week();
    twice[6] = { ...twice[5]! };
    const duplicate = await edit({ locationId: fixture.bryggen.id, openingHours: twice });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().error.fields.openingHours).toMatch(/hver én gang/);
    const mismatched = week();
    mismatched[0] = { ...mismatched[0]!, weekday: 2 };
    mismatched[1] = { ...mismatched[1]!, weekday: 1 };
    const wrong = await edit({ locationId: fixture.bryggen.id, openingHours: mismatched });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields['openingHours.0.weekday']).toMatch(/MONDAY må ha ukedag 1/);
    const missingFlag = week().map(({ isOpen: _isOpen, ...day }) => day);
    expect(
      (await edit({ locationId: fixture.bryggen.id, openingHours: missingFlag })).json().error.fields['openingHours.0.isOpen'],
    ).toBeDefined();
  });

  it('answers 400 naming the field for a kitchen closing after closing time or an open day closing when it opens', async () => {
    const late = week();
    late[3] = { ...late[3]!, isOpen: true, toTime: '22:00', kitchenClosingTime: '22:30' };
    const kitchen = await edit({ locationId: fixture.bryggen.id, openingHours: late });
    expect(kitchen.statusCode).toBe(400);
    expect(kitchen.json().error.fields).toEqual({
      'openingHours.3.kitchenClosingTime': 'Kjøkkenet må stenge etter åpningstid og senest ved stengetid',
    });
    const same = week();
    same[1] = { ...same[1]!, isOpen: true, fromTime: '11:00', toTime: '11:00' };
    const closingAtOpening = await edit({ locationId: fixture.bryggen.id, openingHours: same });
    expect(closingAtOpening.json().error.fields['openingHours.1.toTime']).toBe('Stengetiden kan ikke være den samme som åpningstiden');
    // Open past midnight with the kitchen closing before closing time, and any times on a closed day, are fine.
    const night = week();
    night[4] = { ...night[4]!, isOpen: true, fromTime: '18:00', toTime: '02:00', kitchenClosingTime: '01:30' };
    night[0] = { ...night[0]!, isOpen: false, fromTime: '11:00', toTime: '11:00', kitchenClosingTime: '23:00' };
    expect((await edit({ locationId: fixture.bryggen.id, openingHours: night })).statusCode).toBe(200);
    await edit({ locationId: fixture.bryggen.id, openingHours: week({ fromTime: '10:45' }) });
  });

  it("answers 404 for another merchant's location and writes nothing", async () => {
    const response = await edit({ locationId: fixture.foreignLocation.id, openingHours: week() });
    expect(response.statusCode).toBe(404);
    expect(await t.database.db.select().from(openingHours)).toHaveLength(7);
  });
});
