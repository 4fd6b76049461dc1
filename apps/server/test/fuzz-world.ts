import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client';
import { sessions } from '../src/db/schema/index';
import { hashToken, newSessionToken } from '../src/http/access';
import { buildCategory, buildDishesAction, buildItem, storedImage } from './business-factories';
import { createTerminalWithKey, terminalAuth } from './channel-factories';
import { buildFullOrder, buildTerminal } from './order-factories';
import { auth, buildLocation, buildMerchant, buildUser, loginAs } from './factories';
import type { FuzzIds, RouteSpec } from './fuzz-requests';
import { buildTestApp } from './harness';

/**
 * The fuzz suite's world: a merchant with everything switched on, two locations, a menu, a table, a
 * closing day and a sold-out item (made through the API, so that generated ids name real rows), another
 * merchant's rows whose ids must answer 404, an ADMIN and a super admin logged in, and a digest of the
 * database to prove that a refused write changed nothing.
 */
export async function buildFuzzWorld() {
  // Login attempts count against the address: without room, every generated login after the 30th would only meet the limit.
  const t = await buildTestApp({
    env: { LOGIN_RATE_LIMIT_PER_IP: '100000', LOGIN_RATE_LIMIT_PER_USERNAME: '100000', LOGIN_RATE_LIMIT_PER_USERNAME_TOTAL: '100000' },
  });
  const db = t.database.db;

  const merchant = await buildMerchant(
    db,
    {},
    { useFunctionality: 'ALL', offerDeliveryService: true, offerDiscount: true, offerRewardProgram: true },
  );
  const sentrum = await buildLocation(db, merchant.id, { name: 'Sentrum' });
  const torget = await buildLocation(db, merchant.id, { name: 'Torget' });
  const admin = await buildUser(db, { merchantId: merchant.id, role: 'ADMIN' });
  const superAdmin = await buildUser(db, { merchantId: null, role: 'SUPER_ADMIN' });
  const adminToken = await loginAs(t.app, admin.username);
  // One's own language is changed by a user of its own, so that the other routes keep answering the admin in Norwegian.
  const languageUser = await buildUser(db, { merchantId: merchant.id, role: 'MANAGER' });
  const languageToken = await loginAs(t.app, languageUser.username);
  const superToken = await loginAs(t.app, superAdmin.username, merchant.id);

  const post = async <T = Record<string, string>>(url: string, payload: object): Promise<T> => {
    const response = await t.app.inject({ method: 'POST', url, payload, headers: auth(adminToken) });
    if (response.statusCode !== 200) throw new Error(`seeding ${url}: ${response.body}`);
    return response.json();
  };
  const imageUrl = await storedImage(db, merchant.id);
  const category = await post('/api/product/createCategory', {
    name: 'Pizza',
    itemType: 'DISH',
    availableAtLocationIds: [sentrum.id],
    imageUrl,
  });
  const group = await post('/api/product/createAddOnGroup', { name: 'Saus', title: 'Velg saus' });
  const addOn = await post('/api/product/createAddOn', { addOnGroupId: group.id, name: 'Hvitløk', price: 10 });
  const item = await post<{ id: string; subselections: { id: string }[] }>('/api/product/createItem', {
    categoryId: category.id,
    name: 'Margherita',
    itemType: 'DISH',
    price: 150,
    addOnGroupIds: [group.id],
    subselections: [
      { name: 'Liten', price: 130 },
      { name: 'Stor', price: 170 },
    ],
  });
  const table = await post('/api/table/createTable', { locationId: sentrum.id, name: 'Bord 1', capacity: 4 });
  const closingDay = await post('/api/settings/createClosingDays', {
    locationId: torget.id,
    fromDate: '2030-01-01',
    toDate: '2030-01-02',
    message: 'Stengt',
  });
  const [soldOut] = await post<{ id: string }[]>('/api/product/markProductsAsSoldOut', { locationId: sentrum.id, items: [item.id] });
  await buildDishesAction(db, merchant.id, sentrum.id, [category.id!]);
  const discount = await post('/api/loyalty/createDiscount', {
    name: 'Pizzakveld',
    percent: 20,
    fromDate: '2030-01-01',
    toDate: '2030-01-31',
    itemIds: [item.id],
    validForChannelIds: ['POS'],
    validForLocationIds: [sentrum.id],
  });
  const rewardProgram = await post('/api/loyalty/createRewardProgram', {
    name: 'Bonus',
    percent: 5,
    fromDate: '2030-01-01',
    toDate: '2030-01-31',
    validForLocationIds: [torget.id],
  });

  const other = await buildMerchant(db, {}, { useFunctionality: 'ALL', offerDeliveryService: true });
  const foreignLocation = await buildLocation(db, other.id, { name: 'Fremmed' });
  const foreignCategory = await buildCategory(db, other.id, { name: 'Fremmed', locationIds: [foreignLocation.id] });
  const foreignItem = await buildItem(db, other.id, foreignCategory.id, { name: 'Fremmed' });

  const orderAt = async (merchantId: string, locationId: string, orderStatus: 'ORDERED' | 'COMPLETED') => {
    const terminal = await buildTerminal(db, merchantId, locationId);
    return (await buildFullOrder(db, { merchantId, locationId, terminalId: terminal.id, orderedAt: '2026-03-14T11:00:00Z', orderStatus }))
      .order.id;
  };
  const orderIds = [await orderAt(merchant.id, sentrum.id, 'ORDERED'), await orderAt(other.id, foreignLocation.id, 'ORDERED')];
  // The channel API's key: Sentrum's webshop, where the merchant's order was taken (the other merchant's order answers 404).
  const webshop = await createTerminalWithKey(db, { merchantId: merchant.id, locationId: sentrum.id, terminalType: 'WEBSHOP' });

  // The terminals the orders were taken at (the merchant's WEBSHOP and the other merchant's), for the report routes.
  const terminalIds = (await queryRows<{ id: string }>(db, sql`select id from terminals order by created_at, id`)).map((row) => row.id);
  const locationIds = [sentrum.id, torget.id, foreignLocation.id];
  // Employees: one to edit or delete, the admin (refused deleting themselves) and another merchant's (404).
  const userIds = [
    (await buildUser(db, { merchantId: merchant.id, role: 'MANAGER' })).id,
    admin.id,
    (await buildUser(db, { merchantId: other.id, role: 'MANAGER' })).id,
  ];
  const itemIds = [item.id, foreignItem.id];
  const known: FuzzIds = {
    merchantId: merchant.id,
    idsByField: {
      locationId: locationIds,
      availableAtLocationIds: locationIds,
      categoryId: [category.id!, foreignCategory.id],
      itemId: itemIds,
      items: itemIds,
      addOnGroupId: [group.id!],
      addOnGroupIds: [group.id!],
      addOnId: [addOn.id!],
      tableId: [table.id!],
      userId: userIds,
      discountId: [discount.id!],
      rewardProgramId: [rewardProgram.id!],
      itemIds: itemIds,
      validForLocationIds: locationIds,
      orderDocumentId: orderIds,
      orderId: orderIds,
      terminalId: terminalIds,
      closingDayId: [closingDay.id!],
      soldOutItemDocId: [soldOut!.id],
      imageId: [imageUrl.split('/').pop()!],
      allergens: (await queryRows<{ id: string }>(db, sql`select id from allergens order by id limit 5`)).map((row) => row.id),
      id: [
        ...item.subselections.map((variant) => variant.id),
        table.id!,
        discount.id!,
        rewardProgram.id!,
        closingDay.id!,
        category.id!,
        item.id,
        ...orderIds,
      ],
    },
    imageUrls: [imageUrl, `/api/media/images/${foreignItem.id}`],
  };

  /** Logging out revokes the session it names: each generated logout gets a session of its own. */
  async function throwawayToken(): Promise<string> {
    const token = newSessionToken();
    await db
      .insert(sessions)
      .values({ tokenHash: hashToken(token), userId: admin.id, merchantId: merchant.id, expiresAt: new Date(Date.now() + 3_600_000) });
    return token;
  }
  const tokenFor = async (route: RouteSpec) =>
    route.url === '/api/public/backoffice_logout'
      ? throwawayToken()
      : route.url === LANGUAGE_ROUTE
        ? languageToken
        : route.access === 'superadmin'
          ? superToken
          : adminToken;
  /** The credentials of a route: the terminal key for the channel API, a session for the rest. */
  const headersFor = async (route: RouteSpec): Promise<Record<string, string>> =>
    route.access === 'terminal' ? terminalAuth(webshop.key) : auth(await tokenFor(route));

  return { t, db, known, tokenFor, headersFor, databaseDigest: await databaseDigestOf(db), locationId: sentrum.id };
}

/** The route that changes its user's language: its answers may come in the language it set. */
export const LANGUAGE_ROUTE = '/api/user/changeOwnLanguage';

/**
 * What every table holds, cheaply: its row count and the newest row version (xmin), which any
 * committed insert, update or delete changes. Left out: `sessions` (each request may slide its
 * session's expiry) and `rate_limit_buckets` (a refused login still counts as an attempt, by design).
 */
async function databaseDigestOf(db: Awaited<ReturnType<typeof buildTestApp>>['database']['db']) {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'
        and table_name not in ('sessions', 'rate_limit_buckets') order by 1`,
  );
  const states = tables.map(
    ({ name }) => `select '${name}:' || count(*) || ':' || coalesce(max(xmin::text::bigint), 0) as state from "${name}"`,
  );
  // A function of this test's own database: PL/pgSQL keeps the plan of the statement over every table, four times faster than sending it.
  await db.execute(
    sql.raw(`create function fuzz_database_digest() returns text language plpgsql as $$
      declare digest text;
      begin
        select string_agg(state, ',' order by state) into digest from (${states.join(' union all ')}) as states;
        return digest;
      end $$`),
  );
  return async () => (await queryRows<{ digest: string }>(db, sql`select fuzz_database_digest() as digest`))[0]!.digest;
}
