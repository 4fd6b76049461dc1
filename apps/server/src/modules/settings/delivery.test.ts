import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { FUNCTIONALITIES, WEEKDAYS } from '@bakrom/shared/enums';
import { mayUseDelivery } from '@bakrom/shared/menu-visibility';
import { deliveryDocumentSchema, type DeliveryDay } from '@bakrom/shared/schemas/settings';
import { deliverySettings, merchantSettings } from '../../db/schema/index';
import { buildTestApp, type TestContext } from '../../../test/harness';
import { auth, buildLocation, buildMerchant, buildUser, loginAs } from '../../../test/factories';
import { buildTwoMerchants } from '../../../test/business-factories';

let t: TestContext;
let token: string;
let fixture: Awaited<ReturnType<typeof buildTwoMerchants>>;

const get = (url: string, headers = auth(token)) => t.app.inject({ method: 'GET', url, headers });
const edit = (payload: object, headers = auth(token)) =>
  t.app.inject({ method: 'POST', url: '/api/settings/editDeliveryDocument', payload, headers });

function week(overrides: Partial<DeliveryDay> = {}): DeliveryDay[] {
  return WEEKDAYS.map((day, index) => ({
    day,
    weekday: index + 1,
    offered: day !== 'MONDAY',
    fromTime: '15:30',
    toTime: '21:00',
    ...overrides,
  }));
}

beforeAll(async () => {
  t = await buildTestApp();
  fixture = await buildTwoMerchants(t.database.db, { offerDeliveryService: true, useFunctionality: 'ALL' });
  token = await loginAs(t.app, fixture.admin.username);
});
afterAll(() => t.close());

describe('GET /api/settings/getDeliveryDocument', () => {
  it('answers all seven days at 10:00, not offered, and minimum order 0 for a new location', async () => {
    const response = await get(`/api/settings/getDeliveryDocument?merchant=${fixture.merchant.id}&locationId=${fixture.aker.id}`);
    expect(response.statusCode).toBe(200);
    expect(deliveryDocumentSchema.parse(response.json())).toEqual({
      type: 'delivery',
      merchant: fixture.merchant.id,
      locationId: fixture.aker.id,
      minimumOrder: 0,
      availableOnDays: [],
      deliveryDays: WEEKDAYS.map((day, i) => ({ day, weekday: i + 1, offered: false, fromTime: '10:00', toTime: '10:00' })),
    });
  });

  it("answers 404 for another merchant's location", async () => {
    expect((await get(`/api/settings/getDeliveryDocument?locationId=${fixture.foreignLocation.id}`)).statusCode).toBe(404);
  });
});

describe('POST /api/settings/editDeliveryDocument', () => {
  it('saves the minimum order in kroner (øre inside) and the seven days; saving again updates', async () => {
    const response = await edit({
      type: 'delivery',
      merchant: fixture.merchant.id,
      locationId: fixture.bryggen.id,
      minimumOrder: 249.5,
      deliveryDays: week(),
    });
    expect(response.statusCode).toBe(200);
    const saved = deliveryDocumentSchema.parse(response.json());
    expect(saved.minimumOrder).toBe(249.5);
    expect(saved.availableOnDays).toEqual(WEEKDAYS.filter((d) => d !== 'MONDAY'));
    const [row] = await t.database.db.select().from(deliverySettings).where(eq(deliverySettings.locationId, fixture.bryggen.id));
    expect(Number(row!.minimumOrder)).toBe(24_950);
    await edit({ locationId: fixture.bryggen.id, minimumOrder: 0, deliveryDays: week({ offered: false, fromTime: '12:00' }) });
    const read = deliveryDocumentSchema.parse((await get(`/api/settings/getDeliveryDocument?locationId=${fixture.bryggen.id}`)).json());
    expect(read.minimumOrder).toBe(0);
    expect(read.deliveryDays).toEqual(week({ offered: false, fromTime: '12:00' }));
  });

  it('answers 400 naming the field for a time off the 30-minute step, a negative minimum, or a short week', async () => {
    const days = week();
    days[4] = { ...days[4]!, toTime: '21:15' };
    const offStep = await edit({ locationId: fixture.bryggen.id, minimumOrder: 100, deliveryDays: days });
    expect(offStep.statusCode).toBe(400);
    expect(offStep.json().error.fields['deliveryDays.4.toTime']).toMatch(/30 minutter/);
    const negative = await edit({ locationId: fixture.bryggen.id, minimumOrder: -1, deliveryDays: week() });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().error.fields.minimumOrder).toMatch(/negativt/);
    const text = await edit({ locationId: fixture.bryggen.id, minimumOrder: '100', deliveryDays: week() });
    expect(text.json().error.fields.minimumOrder).toBeDefined();
    const short = await edit({ locationId: fixture.bryggen.id, minimumOrder: 100, deliveryDays: week().slice(1) });
    expect(short.json().error.fields.deliveryDays).toMatch(/sju dager/);
  });

  it('answers 400 for a delivery day ending before it starts, and for a missing or negative minimum order, and saves nothing', async () => {
    const before = (await get(`/api/settings/getDeliveryDocument?locationId=${fixture.bryggen.id}`)).json();
    const days = week();
    days[2] = { ...days[2]!, offered: true, fromTime: '21:00', toTime: '16:00' };
    const reversed = await edit({ locationId: fixture.bryggen.id, minimumOrder: 100, deliveryDays: days });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error.fields).toEqual({
      'deliveryDays.2.toTime': 'Levering må slutte etter at den starter (til-tid etter fra-tid)',
    });
    const negative = await edit({ locationId: fixture.bryggen.id, minimumOrder: -50, deliveryDays: week() });
    expect(negative.json().error.fields.minimumOrder).toBe('Minstebeløp kan ikke være negativt');
    const missing = await edit({ locationId: fixture.bryggen.id, deliveryDays: week() });
    expect(missing.json().error.fields.minimumOrder).toBe('Fyll ut minstebeløp');
    expect((await get(`/api/settings/getDeliveryDocument?locationId=${fixture.bryggen.id}`)).json()).toEqual(before);
    // A day without delivery keeps whatever times it carries; 00:00 as the end is midnight.
    const evening = week();
    evening[0] = { ...evening[0]!, offered: false, fromTime: '21:00', toTime: '16:00' };
    evening[6] = { ...evening[6]!, offered: true, fromTime: '18:00', toTime: '00:00' };
    expect((await edit({ locationId: fixture.bryggen.id, minimumOrder: 100, deliveryDays: evening })).statusCode).toBe(200);
  });

  it("answers 404 for another merchant's location", async () => {
    expect((await edit({ locationId: fixture.foreignLocation.id, minimumOrder: 100, deliveryDays: week() })).statusCode).toBe(404);
  });
});

describe('delivery access', () => {
  it('answers 403 when the merchant does not offer delivery', async () => {
    await t.database.db
      .update(merchantSettings)
      .set({ offerDeliveryService: false })
      .where(eq(merchantSettings.merchantId, fixture.merchant.id));
    const read = await get(`/api/settings/getDeliveryDocument?locationId=${fixture.bryggen.id}`);
    expect(read.statusCode).toBe(403);
    expect(read.json().error.code).toBe('FORBIDDEN');
    expect((await edit({ locationId: fixture.bryggen.id, minimumOrder: 100, deliveryDays: week() })).statusCode).toBe(403);
    await t.database.db
      .update(merchantSettings)
      .set({ offerDeliveryService: true })
      .where(eq(merchantSettings.merchantId, fixture.merchant.id));
  });

  it('answers 403 in WEBSITE mode even when delivery is offered', async () => {
    const merchant = await buildMerchant(t.database.db, {}, { offerDeliveryService: true, useFunctionality: 'WEBSITE' });
    const location = await buildLocation(t.database.db, merchant.id);
    const user = await buildUser(t.database.db, { merchantId: merchant.id });
    const websiteToken = await loginAs(t.app, user.username);
    expect((await get(`/api/settings/getDeliveryDocument?locationId=${location.id}`, auth(websiteToken))).statusCode).toBe(403);
  });

  it('answers exactly as the shared rule mayUseDelivery says, for every mode with and without delivery offered', async () => {
    for (const useFunctionality of FUNCTIONALITIES) {
      for (const offerDeliveryService of [false, true]) {
        const merchant = await buildMerchant(t.database.db, {}, { offerDeliveryService, useFunctionality });
        const location = await buildLocation(t.database.db, merchant.id);
        const user = await buildUser(t.database.db, { merchantId: merchant.id });
        const read = await get(`/api/settings/getDeliveryDocument?locationId=${location.id}`, auth(await loginAs(t.app, user.username)));
        const allowed = mayUseDelivery({
          role: 'ADMIN',
          settings: { useFunctionality, offerDeliveryService, payForSMS: false, offerDiscount: false, offerRewardProgram: false },
        });
        expect([useFunctionality, offerDeliveryService, read.statusCode]).toEqual([
          useFunctionality,
          offerDeliveryService,
          allowed ? 200 : 403,
        ]);
        if (!allowed) expect(read.json().error.message).toBe('Levering er ikke slått på for denne bedriften.');
      }
    }
  });

  it('answers 401 without a session', async () => {
    expect(
      (await get(`/api/settings/getDeliveryDocument?locationId=${fixture.bryggen.id}`, {} as ReturnType<typeof auth>)).statusCode,
    ).toBe(401);
  });
});
