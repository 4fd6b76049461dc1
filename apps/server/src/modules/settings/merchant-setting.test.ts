import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MERCHANT_SETTING_MESSAGES, merchantSettingDocumentSchema } from '@bakrom/shared/schemas/settings-company';
import { loginResponseSchema } from '@bakrom/shared/schemas/auth';
import { images, merchantSettings, sessions } from '../../db/schema/index';
import { buildTestApp, type TestContext } from '../../../test/harness';
import { storedImage } from '../../../test/business-factories';
import { fieldsOf } from '../../../test/merchant-session';
import { auditRowsOf, buildSettingsWorld } from '../../../test/settings-factories';
import { selectAutoSettleMerchants } from '../reports/auto-settlement-repository';

let t: TestContext;
let world: Awaited<ReturnType<typeof buildSettingsWorld>>;

const GET_SETTING = '/api/settings/getMerchantSetting';
const EDIT_SETTING = '/api/settings/editMerchantSetting';

const form = {
  logoImageFile: null as string | null,
  useFunctionality: 'ALL',
  websiteShowDineInMenu: false,
  showAvailableOnDays: false,
  showSpicyLevelSelections: false,
  takeawayAutoSmsConfirm: false,
  takeawayAutoSetOrdersAsCompleted: false,
  webshopAutoSettleAtTime: '',
  autoSettleTills: false,
};

const read = async () => merchantSettingDocumentSchema.parse((await world.admin.get(GET_SETTING)).json());

beforeAll(async () => {
  t = await buildTestApp();
  world = await buildSettingsWorld(t, {
    useFunctionality: 'ALL',
    offerDeliveryService: true,
    offerDiscount: true,
    userProfilePageName: 'Min side',
  });
});
afterAll(() => t.close());

describe('GET /api/settings/getMerchantSetting', () => {
  it('answers every setting with the id to every logged-in user', async () => {
    for (const caller of [world.manager, world.admin, world.superAdmin]) {
      const response = await caller.get(`${GET_SETTING}?merchant=${world.merchant.id}`);
      expect(response.statusCode).toBe(200);
      expect(merchantSettingDocumentSchema.parse(response.json())).toMatchObject({
        merchant: world.merchant.id,
        id: world.merchant.id,
        useFunctionality: 'ALL',
        offerDeliveryService: true,
        offerDiscount: true,
        userProfilePageName: 'Min side',
        webshopAutoSettleAtTime: '',
        autoSettleTills: false,
        logoImageFile: null,
      });
    }
  });

  it('answers 401 without a session and 403 for another merchant named in the query', async () => {
    expect((await world.anonymous.get(GET_SETTING)).statusCode).toBe(401);
    expect((await world.admin.get(`${GET_SETTING}?merchant=${world.other.id}`)).statusCode).toBe(403);
  });
});

describe('POST /api/settings/editMerchantSetting', () => {
  it('a super admin saves the form; the answer is the id; the other settings stay; the audit trail says what changed', async () => {
    const logo = await storedImage(t.database.db, world.merchant.id);
    const response = await world.superAdmin.post(EDIT_SETTING, {
      ...(await read()),
      ...form,
      logoImageFile: logo,
      useFunctionality: 'TAKEAWAY',
      showSpicyLevelSelections: true,
      takeawayAutoSmsConfirm: true,
      webshopAutoSettleAtTime: '05:00',
      // Not on the form: a client sending it back changes nothing.
      offerDiscount: false,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).toBe(world.merchant.id);
    expect(await read()).toMatchObject({
      logoImageFile: logo,
      useFunctionality: 'TAKEAWAY',
      showSpicyLevelSelections: true,
      takeawayAutoSmsConfirm: true,
      webshopAutoSettleAtTime: '05:00',
      offerDiscount: true,
      offerDeliveryService: true,
      userProfilePageName: 'Min side',
    });
    const [audit] = await auditRowsOf(t.database.db, world.merchant.id, 'merchantSetting.edit');
    expect(audit).toMatchObject({ userId: world.superAdminUser.id, entityType: 'merchantSetting', entityId: world.merchant.id });
    expect(audit!.details).toEqual({
      changes: [
        { field: 'logoImageFile', from: null, to: logo },
        { field: 'useFunctionality', from: 'ALL', to: 'TAKEAWAY' },
        { field: 'showSpicyLevelSelections', from: false, to: true },
        { field: 'takeawayAutoSmsConfirm', from: false, to: true },
        { field: 'webshopAutoSettleAtTime', from: '', to: '05:00' },
      ],
    });
  });

  it('the automatic webshop settlement reads the time saved here ("" stops it)', async () => {
    const due = async () => (await selectAutoSettleMerchants(t.database.db)).find((m) => m.merchantId === world.merchant.id);
    expect(await due()).toEqual({ merchantId: world.merchant.id, settleAt: '05:00', autoComplete: false, tills: false });
    await world.superAdmin.post(EDIT_SETTING, { ...form, webshopAutoSettleAtTime: '23:55', takeawayAutoSetOrdersAsCompleted: true });
    expect(await due()).toEqual({ merchantId: world.merchant.id, settleAt: '23:55', autoComplete: true, tills: false });
    await world.superAdmin.post(EDIT_SETTING, { ...form, webshopAutoSettleAtTime: '' });
    expect(await due()).toBeUndefined();
  });

  it('saves whether the automatic settlement takes the tills too: read back, audited, and followed by the end-of-day run', async () => {
    const due = async () => (await selectAutoSettleMerchants(t.database.db)).find((m) => m.merchantId === world.merchant.id);
    const saved = await world.superAdmin.post(EDIT_SETTING, { ...form, webshopAutoSettleAtTime: '23:55', autoSettleTills: true });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await read()).toMatchObject({ webshopAutoSettleAtTime: '23:55', autoSettleTills: true });
    expect(await due()).toMatchObject({ settleAt: '23:55', tills: true });
    const audit = (await auditRowsOf(t.database.db, world.merchant.id, 'merchantSetting.edit')).at(-1);
    expect(audit!.details).toEqual({ changes: expect.arrayContaining([{ field: 'autoSettleTills', from: false, to: true }]) });

    expect((await world.superAdmin.post(EDIT_SETTING, { ...form, webshopAutoSettleAtTime: '23:55' })).statusCode).toBe(200);
    expect((await read()).autoSettleTills).toBe(false);
    expect(await due()).toMatchObject({ tills: false });
    const switchedOff = (await auditRowsOf(t.database.db, world.merchant.id, 'merchantSetting.edit')).at(-1);
    expect(switchedOff!.details).toEqual({ changes: [{ field: 'autoSettleTills', from: true, to: false }] });
    await world.superAdmin.post(EDIT_SETTING, form);
  });

  it('a replaced logo is removed; a logo of another merchant answers 404', async () => {
    const first = await storedImage(t.database.db, world.merchant.id);
    const second = await storedImage(t.database.db, world.merchant.id);
    expect((await world.superAdmin.post(EDIT_SETTING, { ...form, logoImageFile: first })).statusCode).toBe(200);
    expect((await world.superAdmin.post(EDIT_SETTING, { ...form, logoImageFile: second })).statusCode).toBe(200);
    const firstId = first.split('/').pop()!;
    expect(await t.database.db.select().from(images).where(eq(images.id, firstId))).toEqual([]);
    const foreign = await storedImage(t.database.db, world.other.id);
    const refused = await world.superAdmin.post(EDIT_SETTING, { ...form, logoImageFile: foreign });
    expect(refused.statusCode).toBe(404);
    expect((await read()).logoImageFile).toBe(second);
  });

  it('answers 403 to an ADMIN and a MANAGER and changes nothing', async () => {
    const before = await read();
    for (const caller of [world.admin, world.manager]) {
      expect((await caller.post(EDIT_SETTING, { ...form, useFunctionality: 'WEBSITE' })).statusCode).toBe(403);
    }
    expect((await world.anonymous.post(EDIT_SETTING, form)).statusCode).toBe(401);
    expect(await read()).toEqual(before);
  });

  it.each([
    ['no functionality', { useFunctionality: undefined }, 'useFunctionality', MERCHANT_SETTING_MESSAGES.functionalityRequired],
    ['an unknown functionality', { useFunctionality: 'SHOP' }, 'useFunctionality', MERCHANT_SETTING_MESSAGES.functionalityRequired],
    [
      'a settlement time not offered',
      { webshopAutoSettleAtTime: '12:00' },
      'webshopAutoSettleAtTime',
      MERCHANT_SETTING_MESSAGES.settleTime,
    ],
    ['a yes/no question answered with text', { takeawayAutoSmsConfirm: 'ja' }, 'takeawayAutoSmsConfirm', MERCHANT_SETTING_MESSAGES.yesNo],
    ['the tills switch answered with text', { autoSettleTills: 'ja' }, 'autoSettleTills', MERCHANT_SETTING_MESSAGES.yesNo],
    ['the tills switch left out', { autoSettleTills: undefined }, 'autoSettleTills', MERCHANT_SETTING_MESSAGES.yesNo],
    ['a logo that is no upload', { logoImageFile: 'https://example.com/logo.png' }, 'logoImageFile', 'Bildet må være lastet opp i Bakrom'],
  ])('answers 400 naming the field for %s', async (_case, change, field, message) => {
    const response = await world.superAdmin.post(EDIT_SETTING, { ...form, ...change });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual({ [field]: message });
  });

  it('writes the session merchant only (403 for another merchant in the body)', async () => {
    expect((await world.superAdmin.post(EDIT_SETTING, { ...form, merchant: world.other.id })).statusCode).toBe(403);
  });
});

describe('a change reaches logged-in users without a new login', () => {
  it('the same session reads the new mode and the server applies it to the next request at once', async () => {
    // The admin logged in (in beforeAll) while the merchant was in mode ALL with delivery offered.
    await world.superAdmin.post(EDIT_SETTING, { ...form, useFunctionality: 'ALL' });
    expect((await world.admin.get(`/api/settings/getDeliveryDocument?locationId=${world.bryggen.id}`)).statusCode).toBe(200);
    expect((await world.admin.get('/api/settings/getVat')).statusCode).toBe(200);

    expect((await world.superAdmin.post(EDIT_SETTING, { ...form, useFunctionality: 'WEBSITE' })).statusCode).toBe(200);
    expect((await read()).useFunctionality).toBe('WEBSITE');
    expect((await world.admin.get(`/api/settings/getDeliveryDocument?locationId=${world.bryggen.id}`)).statusCode).toBe(403);
    expect((await world.admin.get('/api/settings/getVat')).statusCode).toBe(403);

    // Sessions carry no settings: the session rows hold who and until when, nothing of the merchant's settings.
    const [session] = await t.database.db.select().from(sessions).limit(1);
    expect(Object.keys(session!)).not.toContain('useFunctionality');

    // A new login answers the same as the refreshed read.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/public/backoffice_login',
      payload: { username: world.managerUser.username, password: 'riktig-passord' },
    });
    const user = JSON.parse(loginResponseSchema.parse(login.json()).user!) as { merchantSetting: unknown };
    // The tills switch belongs to the /merchant form only: the settings stored at login leave it out.
    const { merchant: _merchant, id: _id, autoSettleTills: _tills, ...setting } = await read();
    expect(user.merchantSetting).toEqual(setting);

    await world.superAdmin.post(EDIT_SETTING, { ...form, useFunctionality: 'ALL' });
    expect((await world.admin.get('/api/settings/getVat')).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(merchantSettings).where(eq(merchantSettings.merchantId, world.merchant.id));
    expect(row!.useFunctionality).toBe('ALL');
  });
});
