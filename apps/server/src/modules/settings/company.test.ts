import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ORGANISATION_NUMBER_MESSAGES } from '@bakrom/shared/organisation-number';
import { COMPANY_MESSAGES, companySchema } from '@bakrom/shared/schemas/settings-company';
import { companies } from '../../db/schema/index';
import { buildTestApp, type TestContext } from '../../../test/harness';
import { fieldsOf } from '../../../test/merchant-session';
import { auditRowsOf, buildSettingsWorld } from '../../../test/settings-factories';

let t: TestContext;
let world: Awaited<ReturnType<typeof buildSettingsWorld>>;

const GET_COMPANY = '/api/settings/getCompany';
const EDIT_COMPANY = '/api/settings/editCompany';

const valid = {
  type: 'company',
  name: 'Testkafé Bryggen AS',
  vatNumber: '923 609 016',
  street: 'Bryggen 12',
  zipCode: '5003',
  city: 'Bergen',
  phone: '+47 55 12 34 56',
  email: 'post@testkafe.no',
};

beforeAll(async () => {
  t = await buildTestApp();
  world = await buildSettingsWorld(t, { useFunctionality: 'TAKEAWAY' });
});
afterAll(() => t.close());

describe('GET /api/settings/getCompany', () => {
  it("answers the merchant's name and empty fields before the company is saved, with the merchant's mode", async () => {
    const response = await world.manager.get(`${GET_COMPANY}?merchant=${world.merchant.id}`);
    expect(response.statusCode).toBe(200);
    expect(companySchema.parse(response.json())).toEqual({
      type: 'company',
      merchant: world.merchant.id,
      id: world.merchant.id,
      name: world.merchant.name,
      vatNumber: '',
      street: '',
      zipCode: '',
      city: '',
      phone: '',
      email: '',
      useFunctionality: 'TAKEAWAY',
    });
  });

  it('answers 401 without a session and 403 for another merchant named in the query', async () => {
    expect((await world.anonymous.get(GET_COMPANY)).statusCode).toBe(401);
    expect((await world.admin.get(`${GET_COMPANY}?merchant=${world.other.id}`)).statusCode).toBe(403);
  });
});

describe('POST /api/settings/editCompany', () => {
  it('saves the company (organisation number and phone without spaces) and answers its id; saving again updates', async () => {
    const response = await world.admin.post(EDIT_COMPANY, { ...valid, merchant: world.merchant.id });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).toBe(world.merchant.id);
    const read = companySchema.parse((await world.manager.get(GET_COMPANY)).json());
    expect(read).toMatchObject({ ...valid, vatNumber: '923609016', phone: '+4755123456' });

    expect((await world.manager.post(EDIT_COMPANY, { ...valid, city: 'Bergen sentrum', email: 'kontakt@testkafe.no' })).statusCode).toBe(
      200,
    );
    const rows = await t.database.db.select().from(companies).where(eq(companies.merchantId, world.merchant.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ city: 'Bergen sentrum', email: 'kontakt@testkafe.no' });
  });

  it('writes an audit record per save: who, when and what changed', async () => {
    const audits = await auditRowsOf(t.database.db, world.merchant.id, 'company.edit');
    expect(audits).toHaveLength(2);
    expect(audits[0]).toMatchObject({ userId: world.adminUser.id, entityType: 'company', entityId: world.merchant.id });
    expect((audits[0]!.details as { changes: { field: string; from: unknown }[] }).changes).toEqual(
      expect.arrayContaining([
        { field: 'name', from: null, to: valid.name },
        { field: 'vatNumber', from: null, to: '923609016' },
      ]),
    );
    expect(audits[1]).toMatchObject({ userId: world.managerUser.id });
    expect(audits[1]!.details).toEqual({
      changes: [
        { field: 'city', from: 'Bergen', to: 'Bergen sentrum' },
        { field: 'email', from: 'post@testkafe.no', to: 'kontakt@testkafe.no' },
      ],
    });
  });

  it.each([
    ['an empty name', { name: '  ' }, 'name', COMPANY_MESSAGES.nameRequired],
    ['no organisation number', { vatNumber: '' }, 'vatNumber', ORGANISATION_NUMBER_MESSAGES.required],
    ['an organisation number of eight digits', { vatNumber: '92360901' }, 'vatNumber', ORGANISATION_NUMBER_MESSAGES.format],
    ['a wrong check digit', { vatNumber: '923609017' }, 'vatNumber', ORGANISATION_NUMBER_MESSAGES.checkDigit],
    ['an empty street', { street: '' }, 'street', COMPANY_MESSAGES.streetRequired],
    ['a postal code of three digits', { zipCode: '500' }, 'zipCode', COMPANY_MESSAGES.zipCode],
    ['postal code 0000', { zipCode: '0000' }, 'zipCode', 'Postnummeret 0000 finnes ikke'],
    ['no postal code', { zipCode: ' ' }, 'zipCode', 'Postnummer må fylles ut'],
    ['an empty city', { city: '' }, 'city', COMPANY_MESSAGES.cityRequired],
    ['a phone with letters', { phone: '55 12 AB 56' }, 'phone', COMPANY_MESSAGES.phone],
    ['a phone of zeros', { phone: '00000000' }, 'phone', COMPANY_MESSAGES.phone],
    ['an email without @', { email: 'post.testkafe.no' }, 'email', COMPANY_MESSAGES.email],
    ['a phone sent as a number', { phone: 55123456 }, 'phone', COMPANY_MESSAGES.phone],
  ])('answers 400 naming the field for %s, and changes nothing', async (_case, change, field, message) => {
    const before = (await world.admin.get(GET_COMPANY)).json();
    const response = await world.admin.post(EDIT_COMPANY, { ...valid, ...change });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual({ [field]: message });
    expect((await world.admin.get(GET_COMPANY)).json()).toEqual(before);
  });

  it('answers 401 without a session; writes only the session merchant (403 for another one in the body)', async () => {
    expect((await world.anonymous.post(EDIT_COMPANY, valid)).statusCode).toBe(401);
    expect((await world.admin.post(EDIT_COMPANY, { ...valid, merchant: world.other.id })).statusCode).toBe(403);
    expect((await world.admin.post(EDIT_COMPANY, { ...valid, id: world.other.id, name: 'Min egen AS' })).body).toBe(world.merchant.id);
    expect(companySchema.parse((await world.otherAdmin.get(GET_COMPANY)).json()).vatNumber).toBe('');
  });
});
