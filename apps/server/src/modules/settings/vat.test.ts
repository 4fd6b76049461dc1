import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { productsPageSchema } from '@bakrom/shared/schemas/catalogue-pages';
import { orderSchema } from '@bakrom/shared/schemas/orders';
import { VAT_MESSAGES, vatSchema } from '@bakrom/shared/schemas/settings-company';
import { merchantSettings, vatRates } from '../../db/schema/index';
import { buildTestApp, type TestContext } from '../../../test/harness';
import { fieldsOf } from '../../../test/merchant-session';
import { buildFullOrder, buildTerminal } from '../../../test/order-factories';
import { auditRowsOf, buildSettingsWorld } from '../../../test/settings-factories';

let t: TestContext;
let world: Awaited<ReturnType<typeof buildSettingsWorld>>;

const GET_VAT = '/api/settings/getVat';
const EDIT_VAT = '/api/settings/editVat';

beforeAll(async () => {
  t = await buildTestApp();
  world = await buildSettingsWorld(t, { useFunctionality: 'ALL' });
});
afterAll(() => t.close());

describe('GET /api/settings/getVat', () => {
  it('answers the Norwegian rates without a save time before any are set, then the stored ones', async () => {
    const before = await world.manager.get(`${GET_VAT}?merchant=${world.merchant.id}`);
    expect(before.statusCode).toBe(200);
    expect(vatSchema.parse(before.json())).toEqual({
      merchant: world.merchant.id,
      dineIn: 25,
      takeOut: 15,
      delivery: 15,
      updatedDateTime: null,
    });
    await t.database.db.insert(vatRates).values({ merchantId: world.merchant.id, dineIn: 25, takeOut: 15, delivery: 12.5 });
    const stored = vatSchema.parse((await world.admin.get(GET_VAT)).json());
    expect(stored).toMatchObject({ dineIn: 25, takeOut: 15, delivery: 12.5 });
    expect(stored.updatedDateTime).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('answers 401 without a session and 403 for another merchant named in the query', async () => {
    expect((await world.anonymous.get(GET_VAT)).statusCode).toBe(401);
    expect((await world.admin.get(`${GET_VAT}?merchant=${world.other.id}`)).statusCode).toBe(403);
  });
});

describe('POST /api/settings/editVat', () => {
  it('a super admin saves the three rates with the time of the save, and the audit trail says who changed what', async () => {
    const previous = vatSchema.parse((await world.admin.get(GET_VAT)).json());
    const response = await world.superAdmin.post(EDIT_VAT, {
      merchant: world.merchant.id,
      dineIn: 25,
      takeOut: 14,
      delivery: 14,
      updatedDateTime: '2001-01-01T00:00:00.000Z',
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = vatSchema.parse(response.json());
    expect(saved).toMatchObject({ merchant: world.merchant.id, dineIn: 25, takeOut: 14, delivery: 14 });
    expect(Date.parse(saved.updatedDateTime!)).toBeGreaterThanOrEqual(Date.parse(previous.updatedDateTime!));
    expect(saved.updatedDateTime).not.toBe('2001-01-01T00:00:00.000Z');
    expect(vatSchema.parse((await world.manager.get(GET_VAT)).json())).toEqual(saved);

    const [audit] = await auditRowsOf(t.database.db, world.merchant.id, 'vat.edit');
    expect(audit).toMatchObject({ userId: world.superAdminUser.id, entityType: 'vat', entityId: world.merchant.id });
    expect(audit!.details).toEqual({
      changes: [
        { field: 'takeOut', from: 15, to: 14 },
        { field: 'delivery', from: 12.5, to: 14 },
      ],
    });
    expect(audit!.createdAt).toBeInstanceOf(Date);
  });

  it('answers 403 to an ADMIN and a MANAGER and changes nothing', async () => {
    const before = (await world.admin.get(GET_VAT)).json();
    const audits = (await auditRowsOf(t.database.db, world.merchant.id, 'vat.edit')).length;
    for (const caller of [world.admin, world.manager]) {
      const response = await caller.post(EDIT_VAT, { dineIn: 10, takeOut: 10, delivery: 10 });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('FORBIDDEN');
    }
    expect((await world.anonymous.post(EDIT_VAT, { dineIn: 10, takeOut: 10, delivery: 10 })).statusCode).toBe(401);
    expect((await world.admin.get(GET_VAT)).json()).toEqual(before);
    expect(await auditRowsOf(t.database.db, world.merchant.id, 'vat.edit')).toHaveLength(audits);
  });

  it.each([
    ['0', { dineIn: 0, takeOut: 15, delivery: 15 }, 'dineIn', VAT_MESSAGES.aboveZero],
    ['a negative rate', { dineIn: 25, takeOut: -1, delivery: 15 }, 'takeOut', VAT_MESSAGES.aboveZero],
    ['above 100', { dineIn: 25, takeOut: 15, delivery: 100.01 }, 'delivery', VAT_MESSAGES.atMost100],
    ['three decimals', { dineIn: 25.125, takeOut: 15, delivery: 15 }, 'dineIn', VAT_MESSAGES.twoDecimals],
    ['text', { dineIn: '25', takeOut: 15, delivery: 15 }, 'dineIn', VAT_MESSAGES.notANumber],
    ['a missing rate', { dineIn: 25, takeOut: 15 }, 'delivery', VAT_MESSAGES.required],
  ])('answers 400 naming the field for %s', async (_case, body, field, message) => {
    const response = await world.superAdmin.post(EDIT_VAT, body);
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual({ [field]: message });
    expect(response.json().error.message).toContain(
      ({ dineIn: 'Spise her', takeOut: 'Ta med', delivery: 'Levere' } as const)[field as 'dineIn'],
    );
  });

  it('accepts 100 and the smallest rate above 0', async () => {
    const response = await world.superAdmin.post(EDIT_VAT, { dineIn: 100, takeOut: 0.01, delivery: 15 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ dineIn: 100, takeOut: 0.01, delivery: 15 });
  });

  it('writes the session merchant only: a merchant named in the body other than the session one answers 403', async () => {
    const response = await world.superAdmin.post(EDIT_VAT, { merchant: world.other.id, dineIn: 10, takeOut: 10, delivery: 10 });
    expect(response.statusCode).toBe(403);
    expect(vatSchema.parse((await world.otherAdmin.get(GET_VAT)).json()).updatedDateTime).toBeNull();
  });
});

describe('orders and the menu after a change of VAT', () => {
  it('orders already taken keep the VAT they were sold with; the menu answers the new rates at once', async () => {
    const db = t.database.db;
    await world.superAdmin.post(EDIT_VAT, { dineIn: 25, takeOut: 15, delivery: 15 });
    const terminal = await buildTerminal(db, world.merchant.id, world.bryggen.id);
    const { order } = await buildFullOrder(db, {
      merchantId: world.merchant.id,
      locationId: world.bryggen.id,
      terminalId: terminal.id,
      orderedAt: '2026-03-14T11:00:00Z',
      lines: [{ itemName: 'Margherita', unitPrice: 10_000, vatRate: 15 }],
    });
    const menuBefore = await world.admin.get('/api/product/getProducts');
    expect(productsPageSchema.parse(menuBefore.json()).vat).toEqual({ dineIn: 25, takeOut: 15, delivery: 15 });

    expect((await world.superAdmin.post(EDIT_VAT, { dineIn: 25, takeOut: 12, delivery: 12 })).statusCode).toBe(200);

    const sold = orderSchema.parse((await world.admin.get(`/api/order/getOrder?orderDocumentId=${order.id}`)).json());
    expect(sold.vats).toEqual([{ vatRate: 15, grossAmount: 11_500, vatAmount: 1_500 }]);
    const menuAfter = await world.admin.get('/api/product/getProducts');
    expect(menuAfter.headers.etag).not.toBe(menuBefore.headers.etag);
    expect(productsPageSchema.parse(menuAfter.json()).vat).toEqual({ dineIn: 25, takeOut: 12, delivery: 12 });
    // A conditional request with the old tag gets the new menu, not 304.
    const revalidated = await t.app.inject({
      method: 'GET',
      url: '/api/product/getProducts',
      headers: { ...world.admin.headers, 'if-none-match': String(menuBefore.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(200);
  });
});

describe('WEBSITE mode', () => {
  it('has no VAT screen: reading and writing VAT answer 403, as the menu hides /vat', async () => {
    await t.database.db
      .update(merchantSettings)
      .set({ useFunctionality: 'WEBSITE' })
      .where(eq(merchantSettings.merchantId, world.merchant.id));
    try {
      expect((await world.admin.get(GET_VAT)).statusCode).toBe(403);
      expect((await world.superAdmin.post(EDIT_VAT, { dineIn: 25, takeOut: 15, delivery: 15 })).statusCode).toBe(403);
    } finally {
      await t.database.db
        .update(merchantSettings)
        .set({ useFunctionality: 'ALL' })
        .where(eq(merchantSettings.merchantId, world.merchant.id));
    }
    expect((await world.admin.get(GET_VAT)).statusCode).toBe(200);
  });
});
