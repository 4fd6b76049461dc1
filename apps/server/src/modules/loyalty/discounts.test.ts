import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productsPageSchema } from '@bakrom/shared/schemas/catalogue-pages';
import {
  discountAdminSchema,
  discountSchema,
  getDiscountsResponse,
  type Discount,
  type CreateDiscountBody,
} from '@bakrom/shared/schemas/loyalty';
import { buildTestApp, type TestContext } from '../../../test/harness';
import { auth, buildLocation, buildMerchant, buildUser, loginAs } from '../../../test/factories';
import { UNKNOWN_ID, buildCategory, buildItem, buildTwoMerchants } from '../../../test/business-factories';
import { strictly } from '../../../test/strict-schema';

let t: TestContext;
let token: string;
let managerToken: string;
let otherToken: string;
let fixture: Awaited<ReturnType<typeof buildTwoMerchants>>;
let pizzaIds: string[];
let drinkId: string;
let foreignItemId: string;

const get = (url: string, headers = auth(token)) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: object, headers = auth(token)) => t.app.inject({ method: 'POST', url, payload, headers });
const create = (payload: object, headers = auth(token)) => post('/api/loyalty/createDiscount', payload, headers);
const body = (overrides: Partial<CreateDiscountBody> = {}): CreateDiscountBody => ({
  type: 'discount',
  name: 'Pizzakveld',
  showAsCategory: false,
  description: 'Alle pizzaer',
  percent: 20,
  fromDate: '2026-11-25',
  toDate: '2026-11-30',
  itemIds: pizzaIds,
  validForChannelIds: ['WEB_TAKEAWAY', 'POS'],
  validForLocationIds: [fixture.bryggen.id, fixture.aker.id],
  ...overrides,
});
const created = async (overrides: Partial<CreateDiscountBody> = {}): Promise<Discount> => {
  const response = await create(body(overrides));
  expect(response.statusCode, response.body).toBe(200);
  return strictly(discountSchema).parse(response.json()) as Discount;
};

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  fixture = await buildTwoMerchants(db, { useFunctionality: 'ALL', offerDiscount: true });
  const pizza = await buildCategory(db, fixture.merchant.id, { name: 'Pizza', sortOrder: 0 });
  const drinks = await buildCategory(db, fixture.merchant.id, { name: 'Drikke', sortOrder: 1 });
  pizzaIds = [
    (await buildItem(db, fixture.merchant.id, pizza.id, { name: 'Margherita', sortOrder: 0 })).id,
    (await buildItem(db, fixture.merchant.id, pizza.id, { name: 'Pepperoni', sortOrder: 1 })).id,
  ];
  drinkId = (await buildItem(db, fixture.merchant.id, drinks.id, { name: 'Cola', sortOrder: 0 })).id;
  const foreignCategory = await buildCategory(db, fixture.other.id, { name: 'Fremmed' });
  foreignItemId = (await buildItem(db, fixture.other.id, foreignCategory.id, { name: 'Fremmed' })).id;
  const manager = await buildUser(db, { merchantId: fixture.merchant.id, role: 'MANAGER' });
  token = await loginAs(t.app, fixture.admin.username);
  managerToken = await loginAs(t.app, manager.username);
  otherToken = await loginAs(t.app, fixture.otherAdmin.username);
});
afterAll(() => t.close());

describe('POST /api/loyalty/createDiscount', () => {
  it('creates an active discount with its products, channels and locations', async () => {
    const discount = await created({ name: ' Pizzakveld ', percent: 12.5 });
    expect(discount).toMatchObject({
      type: 'discount',
      merchant: fixture.merchant.id,
      name: 'Pizzakveld',
      description: 'Alle pizzaer',
      percent: 12.5,
      fromDate: '2026-11-25',
      toDate: '2026-11-30',
      validForChannelIds: ['WEB_TAKEAWAY', 'POS'],
      active: true,
      showAsCategory: false,
    });
    expect([...discount.itemIds].sort()).toEqual([...pizzaIds].sort());
    expect([...discount.validForLocationIds].sort()).toEqual([fixture.bryggen.id, fixture.aker.id].sort());
  });

  it('accepts a single day (from = to) and a manager', async () => {
    const discount = strictly(discountSchema).parse(
      (await create(body({ fromDate: '2026-12-24', toDate: '2026-12-24', itemIds: [drinkId] }), auth(managerToken))).json(),
    ) as Discount;
    expect(discount).toMatchObject({ fromDate: '2026-12-24', toDate: '2026-12-24', itemIds: [drinkId] });
  });

  it('answers 400 naming the field for each rule, and writes nothing', async () => {
    const before = getDiscountsResponse.parse((await get('/api/loyalty/getDiscounts')).json()).discounts.length;
    const cases: [Partial<CreateDiscountBody> | Record<string, unknown>, string, RegExp][] = [
      [{ name: '  ' }, 'name', /Navn/],
      [{ name: undefined }, 'name', /Navn/],
      [{ percent: 0 }, 'percent', /større enn 0/],
      [{ percent: -5 }, 'percent', /større enn 0/],
      [{ percent: 100.5 }, 'percent', /høyst 100/],
      [{ percent: 10.123 }, 'percent', /desimaler/],
      [{ percent: undefined }, 'percent', /Fyll ut prosent/],
      [{ percent: '20' }, 'percent', /tall/],
      [{ fromDate: '2026-12-01', toDate: '2026-11-30' }, 'toDate', /før fra-dato/],
      [{ fromDate: '2026-02-30' }, 'fromDate', /Ugyldig dato/],
      [{ toDate: '30.11.2026' }, 'toDate', /Ugyldig dato/],
      [{ itemIds: [] }, 'itemIds', /minst ett produkt/],
      [{ itemIds: [pizzaIds[0]!, pizzaIds[0]!] }, 'itemIds', /samme id/],
      [{ itemIds: ['7'] }, 'itemIds.0', /Ugyldig id/],
      [{ validForChannelIds: [] }, 'validForChannelIds', /minst én kanal/],
      [{ validForChannelIds: ['APP'] as never }, 'validForChannelIds.0', /Ukjent kanal/],
      [{ validForLocationIds: [] }, 'validForLocationIds', /minst én avdeling/],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await create({ ...body(), ...overrides });
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().error.fields[field], JSON.stringify(overrides)).toMatch(message);
    }
    expect(getDiscountsResponse.parse((await get('/api/loyalty/getDiscounts')).json()).discounts.length).toBe(before);
  });

  it("answers 404 for another merchant's product or location, and 403 for another merchant", async () => {
    const foreignProduct = await create(body({ itemIds: [pizzaIds[0]!, foreignItemId] }));
    expect(foreignProduct.statusCode).toBe(404);
    expect(foreignProduct.json().error.message).toMatch(/produktet/);
    expect((await create(body({ itemIds: [UNKNOWN_ID] }))).statusCode).toBe(404);
    const foreignLocation = await create(body({ validForLocationIds: [fixture.bryggen.id, fixture.foreignLocation.id] }));
    expect(foreignLocation.statusCode).toBe(404);
    expect(foreignLocation.json().error.message).toMatch(/avdelingen/);
    expect((await create({ ...body(), merchant: fixture.other.id })).statusCode).toBe(403);
  });
});

describe('GET /api/loyalty/getDiscounts and getDataForDiscountAdminGui', () => {
  it('lists only the merchant’s discounts, latest period first, with the products they name', async () => {
    await create(
      body({ name: 'Fremmed rabatt', itemIds: [foreignItemId], validForLocationIds: [fixture.foreignLocation.id] }),
      auth(otherToken),
    );
    const later = await created({ name: 'Nyttår', fromDate: '2027-01-01', toDate: '2027-01-01', itemIds: [drinkId] });
    const page = strictly(getDiscountsResponse).parse((await get('/api/loyalty/getDiscounts')).json()) as {
      discounts: Discount[];
      items: { id: string; name: string }[];
    };
    expect(page.discounts[0]!.id).toBe(later.id);
    expect(page.discounts.every((discount) => discount.merchant === fixture.merchant.id)).toBe(true);
    expect(page.items.map((item) => item.name)).toEqual(['Cola', 'Margherita', 'Pepperoni']);
  });

  it('answers the form data of a new discount and of an existing one', async () => {
    const fresh = strictly(discountAdminSchema).parse((await get('/api/loyalty/getDataForDiscountAdminGui')).json()) as {
      locations: { name: string }[];
      categories: { name: string }[];
      items: { name: string }[];
      selectedItems: string[];
      discount: null;
    };
    expect(fresh.discount).toBeNull();
    expect(fresh.selectedItems).toEqual([]);
    expect(fresh.locations.map((location) => location.name)).toEqual(['Aker brygge', 'Bryggen']);
    expect(fresh.categories.map((category) => category.name)).toEqual(['Pizza', 'Drikke']);
    expect(fresh.items.map((item) => item.name)).toEqual(['Margherita', 'Pepperoni', 'Cola']);

    const discount = await created({ name: 'Hent selv', itemIds: [pizzaIds[1]!] });
    const page = discountAdminSchema.parse((await get(`/api/loyalty/getDataForDiscountAdminGui?discountId=${discount.id}`)).json());
    expect(page.discount).toEqual(discount);
    expect(page.selectedItems).toEqual([pizzaIds[1]]);
  });

  it("answers 404 for another merchant's discount and 400 for a malformed id", async () => {
    const foreign = strictly(discountSchema).parse(
      (
        await create(body({ name: 'Deres', itemIds: [foreignItemId], validForLocationIds: [fixture.foreignLocation.id] }), auth(otherToken))
      ).json(),
    ) as Discount;
    expect((await get(`/api/loyalty/getDataForDiscountAdminGui?discountId=${foreign.id}`)).statusCode).toBe(404);
    expect((await get(`/api/loyalty/getDataForDiscountAdminGui?discountId=${UNKNOWN_ID}`)).statusCode).toBe(404);
    const malformed = await get('/api/loyalty/getDataForDiscountAdminGui?discountId=7');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.fields.discountId).toBeDefined();
  });
});

describe('POST /api/loyalty/editDiscount and deleteDiscount', () => {
  it('replaces the products, channels and locations by id or discountId', async () => {
    const discount = await created();
    const edited = await post('/api/loyalty/editDiscount', {
      ...discount,
      name: 'Pizzahelg',
      showAsCategory: true,
      percent: 15,
      itemIds: [drinkId, pizzaIds[0]!],
      validForChannelIds: ['KIOSK'],
      validForLocationIds: [fixture.aker.id],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const saved = strictly(discountSchema).parse(edited.json()) as Discount;
    expect(saved).toMatchObject({ id: discount.id, name: 'Pizzahelg', showAsCategory: true, percent: 15, validForChannelIds: ['KIOSK'] });
    expect([...saved.itemIds].sort()).toEqual([drinkId, pizzaIds[0]!].sort());
    expect(saved.validForLocationIds).toEqual([fixture.aker.id]);
    const byDiscountId = await post('/api/loyalty/editDiscount', { ...body({ name: 'Igjen' }), discountId: discount.id });
    expect(discountSchema.parse(byDiscountId.json()).name).toBe('Igjen');
  });

  it('answers 400, 404 and keeps the discount as it was on a refused edit', async () => {
    const discount = await created({ name: 'Uendret' });
    const noId = await post('/api/loyalty/editDiscount', body());
    expect(noId.statusCode).toBe(400);
    expect(noId.json().error.fields.id).toBeDefined();
    expect((await post('/api/loyalty/editDiscount', { ...body(), id: discount.id, percent: 0 })).statusCode).toBe(400);
    expect((await post('/api/loyalty/editDiscount', { ...body(), id: discount.id, itemIds: [foreignItemId] })).statusCode).toBe(404);
    expect(
      (await post('/api/loyalty/editDiscount', { ...body(), id: discount.id, validForLocationIds: [fixture.foreignLocation.id] }))
        .statusCode,
    ).toBe(404);
    expect((await post('/api/loyalty/editDiscount', { ...body(), id: UNKNOWN_ID })).statusCode).toBe(404);
    const page = discountAdminSchema.parse((await get(`/api/loyalty/getDataForDiscountAdminGui?discountId=${discount.id}`)).json());
    expect(page.discount).toEqual(discount);
  });

  it("does not edit another merchant's discount", async () => {
    const foreign = discountSchema.parse(
      (
        await create(
          body({ name: 'Deres 2', itemIds: [foreignItemId], validForLocationIds: [fixture.foreignLocation.id] }),
          auth(otherToken),
        )
      ).json(),
    );
    expect((await post('/api/loyalty/editDiscount', { ...body(), id: foreign.id })).statusCode).toBe(404);
    expect((await post('/api/loyalty/deleteDiscount', { id: foreign.id })).statusCode).toBe(404);
    expect(
      discountAdminSchema.parse((await get(`/api/loyalty/getDataForDiscountAdminGui?discountId=${foreign.id}`, auth(otherToken))).json())
        .discount?.name,
    ).toBe('Deres 2');
  });

  it('deletes by id, discountId or the whole discount and answers SUCCEEDED; 404 afterwards', async () => {
    const a = await created({ name: 'Slett A' });
    const b = await created({ name: 'Slett B' });
    const c = await created({ name: 'Slett C' });
    const deleted = await post('/api/loyalty/deleteDiscount', { merchant: fixture.merchant.id, id: a.id });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.body).toBe('SUCCEEDED');
    expect((await post('/api/loyalty/deleteDiscount', { discountId: b.id })).body).toBe('SUCCEEDED');
    expect((await post('/api/loyalty/deleteDiscount', c)).body).toBe('SUCCEEDED');
    expect((await post('/api/loyalty/deleteDiscount', { id: a.id })).statusCode).toBe(404);
    expect((await post('/api/loyalty/deleteDiscount', {})).statusCode).toBe(400);
    const left = getDiscountsResponse.parse((await get('/api/loyalty/getDiscounts')).json()).discounts.map((discount) => discount.id);
    expect(left).not.toContain(a.id);
  });
});

describe('discounts access', () => {
  it('answers 403 when the merchant does not offer discounts or is in WEBSITE mode, as the menu hides them', async () => {
    const db = t.database.db;
    for (const setting of [
      { useFunctionality: 'ALL' as const, offerDiscount: false },
      { useFunctionality: 'WEBSITE' as const, offerDiscount: true },
    ]) {
      const merchant = await buildMerchant(db, {}, setting);
      const location = await buildLocation(db, merchant.id);
      const user = await buildUser(db, { merchantId: merchant.id, role: 'ADMIN' });
      const userToken = await loginAs(t.app, user.username);
      const list = await get('/api/loyalty/getDiscounts', auth(userToken));
      expect(list.statusCode).toBe(403);
      expect(list.json().error.message).toMatch(/Rabatter/);
      expect((await create(body({ validForLocationIds: [location.id] }), auth(userToken))).statusCode).toBe(403);
      expect((await get('/api/loyalty/getDataForDiscountAdminGui', auth(userToken))).statusCode).toBe(403);
    }
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/loyalty/getDiscounts' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/loyalty/createDiscount', payload: {} })).statusCode).toBe(401);
  });

  it('lets a super admin logged in for the merchant manage its discounts', async () => {
    const superAdmin = await buildUser(t.database.db, { merchantId: null, role: 'SUPER_ADMIN', username: 'superadmin.rabatt' });
    const superToken = await loginAs(t.app, superAdmin.username, fixture.merchant.id);
    expect((await create(body({ name: 'Fra plattformen' }), auth(superToken))).statusCode).toBe(200);
  });
});

describe('the discount form in menu order', () => {
  it('puts a new category and a new product (sortOrder -1) where the menu puts them: after the sorted ones', async () => {
    const db = t.database.db;
    const pizzaCategoryId = (await get('/api/loyalty/getDataForDiscountAdminGui')).json().categories[0].id as string;
    await buildCategory(db, fixture.merchant.id, { name: 'Aaa ny kategori' });
    await buildItem(db, fixture.merchant.id, pizzaCategoryId, { name: 'Aaa ny pizza' });

    const picker = discountAdminSchema.parse((await get('/api/loyalty/getDataForDiscountAdminGui')).json());
    expect(picker.categories.map((category) => category.name)).toEqual(['Pizza', 'Drikke', 'Aaa ny kategori']);
    expect(picker.items.map((item) => item.name)).toEqual(['Margherita', 'Pepperoni', 'Aaa ny pizza', 'Cola']);

    const menu = productsPageSchema.parse((await get(`/api/product/getProducts?merchant=${fixture.merchant.id}`)).json());
    expect(picker.categories.map((category) => category.id)).toEqual(menu.categories.map((category) => category.id));
    const pizzasOf = (list: { categoryId: string; id: string }[]) =>
      list.filter((item) => item.categoryId === pizzaCategoryId).map((item) => item.id);
    expect(pizzasOf(picker.items)).toEqual(pizzasOf(menu.items));
  });
});
