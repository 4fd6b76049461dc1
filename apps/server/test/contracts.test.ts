import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { osloDateOf } from '@bakrom/shared/business-day';
import { accountMappingResponse, voucherPreviewResponse } from '@bakrom/shared/schemas/accounting';
import { loginResponseSchema, logoutResponseSchema, storedUserSchema } from '@bakrom/shared/schemas/auth';
import { addOnGroupSchema, addOnSchema, categorySchema, itemSchema } from '@bakrom/shared/schemas/catalogue';
import {
  addOnAdminSchema,
  addOnGroupAdminSchema,
  categoryAdminSchema,
  itemAdminSchema,
  productsPageSchema,
} from '@bakrom/shared/schemas/catalogue-pages';
import { dashboardDataSchema, soldOutAdminGuiSchema } from '@bakrom/shared/schemas/dashboard';
import { channelTerminalEventSchema, channelTerminalSchema } from '@bakrom/shared/schemas/channel-events';
import { journalVerificationSchema, saftPublicKeysResponse } from '@bakrom/shared/schemas/journal';
import { locationSchema } from '@bakrom/shared/schemas/location';
import { listAllLocationsResponse } from '@bakrom/shared/schemas/locations-admin';
import { dinteroAccountResponse, swedbankPayAccountResponse } from '@bakrom/shared/schemas/provider-accounts';
import {
  changeEarliestPickupTimeResponse,
  closingDaySchema,
  getClosingDaysResponse,
  markProductsAsSoldOutResponse,
} from '@bakrom/shared/schemas/operations';
import {
  listOrdersResponse,
  orderDetailGuiSchema,
  orderSchema,
  orderTotalsSchema,
  updateOrderStatusResponse,
} from '@bakrom/shared/schemas/orders';
import { deliveryDocumentSchema, openingHoursSchema } from '@bakrom/shared/schemas/settings';
import { companySchema, merchantSettingDocumentSchema, savedIdSchema, vatSchema } from '@bakrom/shared/schemas/settings-company';
import {
  cloudPrntConfirmResponse,
  cloudPrntDocumentSchema,
  cloudPrntPollResponse,
  openCashDrawerResponse,
  rotateCloudPrntKeyResponse,
} from '@bakrom/shared/schemas/printing';
import { cacheInfoSchema, emptyCacheResultSchema, healthSchema, pingSchema, readySchema } from '@bakrom/shared/schemas/system';
import { refundResponse } from '@bakrom/shared/schemas/refunds';
import {
  createAllWebshopZReportsResponse,
  reportGuiSchema,
  terminalsResponse,
  xReportSchema,
  zReportSchema,
  zReportsResponse,
} from '@bakrom/shared/schemas/reports';
import { alcoholReportSchema, smsReportSchema, totalSalesReportSchema, transactionsReportSchema } from '@bakrom/shared/schemas/reports';
import { goodsTypeReportSchema } from '@bakrom/shared/schemas/goods-type-report';
import { salesAnalyticsSchema, salesByHourSchema } from '@bakrom/shared/schemas/sales-analytics';
import { succeededSchema } from '@bakrom/shared/schemas/operations';
import {
  changeOwnLanguageResponse,
  checkUserPincodeResponse,
  employeeSchema,
  listEmployeesResponse,
  revealNationalIdResponse,
} from '@bakrom/shared/schemas/staff';
import {
  staffClockEntrySchema,
  staffHoursSchema,
  staffRegisterDaySchema,
  staffRegisterEntrySchema,
} from '@bakrom/shared/schemas/staff-register';
import {
  discountAdminSchema,
  discountSchema,
  getDiscountsResponse,
  getRewardProgramsResponse,
  rewardProgramAdminSchema,
  rewardProgramSchema,
} from '@bakrom/shared/schemas/loyalty';
import { eq } from 'drizzle-orm';
import { merchantSettings } from '../src/db/schema/index';
import { listTablesResponse, tableSchema } from '@bakrom/shared/schemas/tables';
import { buildCategory, buildDishesAction, buildItem, buildOrder, buildTwoMerchants } from './business-factories';
import { createTerminalWithKey, terminalAuth } from './channel-factories';
import { channelMenuSchema } from '@bakrom/shared/schemas/channel';
import { buildShop } from './channel-order-factories';
import { TEST_PASSWORD, auth, buildLocation, buildUser, loginAs } from './factories';
import { buildTestApp, type TestContext } from './harness';
import { buildPosTerminal, cloudPrntPrinter } from './printing-factories';
import { buildFullOrder, buildTerminal } from './order-factories';
import { buildRefundOrder, buildRefundTerminal, cashRefundBody } from './refund-factories';
import { buildSms, buildZReport, countersWith, reportCategory } from './period-report-factories';
import { buildReportOrder, buildReportTerminal } from './report-factories';
import { strictly } from './strict-schema';

/**
 * Every answer of the API, from the real routes, parsed with the shared schema the web infers its
 * types from, strictly: a key added, renamed or dropped on either side fails here.
 */

let t: TestContext;
let token: string;
let superToken: string;
let fixture: Awaited<ReturnType<typeof buildTwoMerchants>>;
let ids: { categoryId: string; itemId: string; addOnGroupId: string; addOnId: string; tableId: string };

async function answer(schema: z.ZodType, method: 'GET' | 'POST', url: string, payload?: object, headers = auth(token)) {
  const response = await t.app.inject({ method, url, payload, headers });
  expect(response.statusCode, response.body).toBe(200);
  return strictly(schema).parse(response.json()) as Record<string, unknown>;
}
const get = (schema: z.ZodType, url: string) => answer(schema, 'GET', url);
const post = (schema: z.ZodType, url: string, payload: object) => answer(schema, 'POST', url, payload);

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  fixture = await buildTwoMerchants(db, { offerDeliveryService: true, useFunctionality: 'ALL' });
  const { merchant, bryggen } = fixture;
  const category = await buildCategory(db, merchant.id, { name: 'Pizza', locationIds: [bryggen.id] });
  const item = await buildItem(db, merchant.id, category.id, { name: 'Margherita', locationIds: [bryggen.id] });
  await buildDishesAction(db, merchant.id, bryggen.id, [category.id]);
  await buildUser(db, { merchantId: null, role: 'SUPER_ADMIN', username: 'kontrakt.plattform' });
  token = await loginAs(t.app, fixture.admin.username);
  superToken = await loginAs(t.app, 'kontrakt.plattform', merchant.id);
  const group = await post(addOnGroupSchema, '/api/product/createAddOnGroup', { name: 'Dressing', title: 'Velg dressing' });
  const addOn = await post(addOnSchema, '/api/product/createAddOn', { addOnGroupId: group.id, name: 'Hvitløk', price: 8.7 });
  const table = await post(tableSchema, '/api/table/createTable', { type: 'table', locationId: bryggen.id, name: 'Bord 1', capacity: 4 });
  ids = {
    categoryId: category.id,
    itemId: item.id,
    addOnGroupId: group.id as string,
    addOnId: addOn.id as string,
    tableId: table.id as string,
  };
});
afterAll(() => t.close());

describe('strictly', () => {
  it('refuses a key the schema does not name, however deep', () => {
    const page = { addOnGroup: null };
    expect(strictly(addOnGroupAdminSchema).parse(page)).toEqual(page);
    expect(() => strictly(addOnGroupAdminSchema).parse({ ...page, extra: 1 })).toThrow();
    const list = z.object({ rows: z.array(z.object({ id: z.string() }).nullable()) });
    expect(() => strictly(list).parse({ rows: [null, { id: 'a', extra: 1 }] })).toThrow();
  });
});

describe('catalogue answers match the shared schemas', () => {
  it('reads', async () => {
    const page = await get(productsPageSchema, '/api/product/getProducts');
    expect(page.addOnLists).toHaveLength(1);
    await get(categoryAdminSchema, `/api/product/getDataForCategoryAdminGui?categoryId=${ids.categoryId}`);
    await get(categoryAdminSchema, '/api/product/getDataForCategoryAdminGui');
    await get(itemAdminSchema, `/api/product/getDataForItemAdminGui?categoryId=${ids.categoryId}&itemId=${ids.itemId}`);
    await get(addOnGroupAdminSchema, `/api/product/getDataForAddOnGroupAdminGui?addOnGroupId=${ids.addOnGroupId}`);
    await get(addOnAdminSchema, `/api/product/getDataForAddOnAdminGui?addOnGroupId=${ids.addOnGroupId}&addOnId=${ids.addOnId}`);
    await get(categorySchema, `/api/product/getCategory?categoryId=${ids.categoryId}`);
    await get(z.array(categorySchema), '/api/product/getCategories');
    await get(itemSchema, `/api/product/getItem?itemId=${ids.itemId}`);
    await get(z.array(itemSchema), '/api/product/getItems');
    await get(z.array(itemSchema), `/api/product/getItemsOfCategory?categoryId=${ids.categoryId}`);
    await get(z.array(addOnGroupSchema), '/api/product/getAddOnGroups');
    await get(z.array(addOnSchema), `/api/product/getAddOnsOfAddOnGroup?addOnGroupId=${ids.addOnGroupId}`);
  });
});

describe('dashboard, operations, settings, tables, locations and system answers match the shared schemas', () => {
  it('reads and writes', async () => {
    const { bryggen } = fixture;
    await get(dashboardDataSchema, '/api/dashboard/getDashboardData');
    await post(markProductsAsSoldOutResponse, '/api/product/markProductsAsSoldOut', { locationId: bryggen.id, items: [ids.itemId] });
    const soldOutPage = await get(soldOutAdminGuiSchema, `/api/dashboard/getDataForSoldOutAdminGui?locationId=${bryggen.id}`);
    expect(soldOutPage).toBeDefined();
    await post(closingDaySchema, '/api/settings/createClosingDays', {
      locationId: bryggen.id,
      fromDate: '2026-12-24',
      toDate: '2026-12-26',
      message: 'God jul',
    });
    await get(getClosingDaysResponse, '/api/settings/getClosingDays');
    await post(changeEarliestPickupTimeResponse, '/api/settings/changeEarliestPickupTime', {
      locationId: bryggen.id,
      earliestPickupTime: 30,
    });
    await get(openingHoursSchema, `/api/settings/getOpeningHours?locationId=${bryggen.id}`);
    await get(deliveryDocumentSchema, `/api/settings/getDeliveryDocument?locationId=${bryggen.id}`);
    await get(listTablesResponse, `/api/table/listTables?locationId=${bryggen.id}`);
    await get(tableSchema, `/api/table/getTable?tableId=${ids.tableId}`);
    await post(tableSchema, '/api/table/editTable', { id: ids.tableId, locationId: bryggen.id, name: 'Bord 1', capacity: 6 });
    await get(z.array(locationSchema), '/api/location/listLocations');
    await get(locationSchema, `/api/location/getLocation?locationId=${bryggen.id}`);
    await get(pingSchema, '/api/ping');
    await get(healthSchema, '/api/health');
    await get(readySchema, '/api/ready');
    // Prometheus text, not JSON: off (404) without METRICS_TOKEN; metrics.test.ts parses it with a text-format parser.
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    await answer(cacheInfoSchema, 'GET', '/api/superadmin/system/getCacheInfo', undefined, auth(superToken));
    await answer(emptyCacheResultSchema, 'GET', '/api/superadmin/system/emptyCache', undefined, auth(superToken));
    await answer(logoutResponseSchema, 'POST', '/api/public/backoffice_logout', undefined, auth(superToken));
  });
});

describe('printing answers match the shared schemas', () => {
  it('opens the cash drawer, serves the printers and the support page', async () => {
    const { merchant, aker } = fixture;
    // The tour above ends by logging the super admin out.
    superToken = await loginAs(t.app, 'kontrakt.plattform', merchant.id);
    const terminal = await buildPosTerminal(t.database.db, merchant.id, aker.id);
    const order = await buildOrder(t.database.db, {
      merchantId: merchant.id,
      locationId: aker.id,
      terminalId: terminal.id,
      orderedAt: '2026-03-14T10:00:00Z',
      totalAmount: 10_000,
    });
    await post(openCashDrawerResponse, '/api/printing/openCashDrawer', { orderDocumentId: order.id });
    const superAnswer = (schema: z.ZodType, method: 'GET' | 'POST', url: string, payload?: object) =>
      answer(schema, method, url, payload, auth(superToken));
    const key = await superAnswer(rotateCloudPrntKeyResponse, 'POST', '/api/superadmin/support/rotateCloudPrntKey', {
      locationId: aker.id,
    });
    const printer = cloudPrntPrinter(t.app, aker.id, key.printerKey as string);
    const polled = await printer.poll();
    const offer = strictly(cloudPrntPollResponse).parse(polled.json()) as { jobToken: string };
    expect(
      strictly(cloudPrntPollResponse).parse(
        (await cloudPrntPrinter(t.app, aker.id, key.printerKey as string, { uid: 'b', mac: 'b' }).poll()).json(),
      ),
    ).toEqual({ jobReady: false });
    expect((await printer.fetch(offer.jobToken)).statusCode).toBe(200);
    strictly(cloudPrntConfirmResponse).parse((await printer.confirm('200 OK', offer.jobToken)).json());
    await superAnswer(cloudPrntDocumentSchema, 'GET', `/api/superadmin/support/getCloudPrntDocument?locationId=${aker.id}`);
    await superAnswer(cloudPrntDocumentSchema, 'GET', `/api/superadmin/support/emptyJobs?locationId=${aker.id}`);
  });
});

describe('orders answers match the shared schemas', () => {
  it('lists, reads and completes an order', async () => {
    const { merchant, bryggen } = fixture;
    const terminal = await buildTerminal(t.database.db, merchant.id, bryggen.id);
    const { order } = await buildFullOrder(t.database.db, {
      merchantId: merchant.id,
      locationId: bryggen.id,
      terminalId: terminal.id,
      orderedAt: '2026-03-14T11:00:00Z',
      orderStatus: 'ORDERED',
      lines: [{ itemName: 'Margherita', unitPrice: 13_000, variantName: 'Stor', addOns: [{ name: 'Ekstra ost', unitPrice: 1600 }] }],
      payments: [{ paymentType: 'CARD', cardType: 'VISA', onlinePaymentProvider: 'DINTERO', transactionId: 'tx' }],
    });
    const page = (await get(listOrdersResponse, `/api/order/listOrders?locationId=${bryggen.id}&limit=50&page=1`)) as unknown as unknown[];
    expect(page.length).toBeGreaterThan(0);
    await get(orderTotalsSchema, `/api/order/getOrderTotals?locationId=${bryggen.id}&q=kari`);
    await get(orderSchema, `/api/order/getOrder?orderDocumentId=${order.id}`);
    await get(orderDetailGuiSchema, `/api/order/getDataForOrderDetailGui?orderDocumentId=${order.id}`);
    const superAdmin = await loginAs(t.app, 'kontrakt.plattform', merchant.id);
    await answer(
      updateOrderStatusResponse,
      'POST',
      '/api/order/updateOrderStatusFromBackOffice',
      { orderDocumentId: order.id, orderStatus: 'COMPLETED' },
      auth(superAdmin),
    );
  });
});

describe('refund answers match the shared schemas', () => {
  it('refunds a cash order', async () => {
    const { merchant, aker } = fixture;
    const terminal = await buildRefundTerminal(t.database.db, merchant.id, aker.id);
    const order = await buildRefundOrder(
      t.database.db,
      { merchantId: merchant.id, locationId: aker.id, terminalId: terminal.id },
      { provider: 'CASH' },
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payment/cashRefund',
      payload: await cashRefundBody(t.database.db, order),
      headers: auth(token),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(strictly(refundResponse).parse(response.body)).toBe('SUCCEEDED');
  });
});

describe('period report answers match the shared schemas', () => {
  it('reads the turnover, alcohol, SMS and transactions reports', async () => {
    const { merchant, bryggen } = fixture;
    const db = t.database.db;
    const terminal = await buildTerminal(db, merchant.id, bryggen.id, 'POS-KONTRAKT');
    await buildZReport(db, {
      merchantId: merchant.id,
      locationId: bryggen.id,
      terminalId: terminal.id,
      nr: 1,
      businessDate: '2026-03-14',
      counters: countersWith({ categories: [reportCategory({ name: 'Pizza', vatRate: 15, amountWithVat: 11_500 })], cashCount: 1 }),
    });
    await buildFullOrder(db, {
      merchantId: merchant.id,
      locationId: bryggen.id,
      terminalId: terminal.id,
      orderedAt: '2026-03-14T12:00:00Z',
      payments: [{ paymentType: 'BANK_AXEPT' }],
    });
    await buildSms(db, {
      merchantId: merchant.id,
      locationId: bryggen.id,
      messageType: 'FOOD_READY',
      message: 'Maten er klar',
      smsCount: 1,
      sentAt: '2026-03-14T12:00:00Z',
    });
    const period = 'fromDate=2026-03-01&toDate=2026-03-31';
    for (const terminalId of [terminal.id, 'ALL']) {
      await get(totalSalesReportSchema, `/api/report/getTotalSalesReport?locationId=${bryggen.id}&terminalId=${terminalId}&${period}`);
    }
    await get(alcoholReportSchema, `/api/report/getAlcoholReport?locationId=${bryggen.id}&${period}`);
    const goodsTypes = await get(goodsTypeReportSchema, `/api/report/getGoodsTypeReport?locationId=${bryggen.id}&year=2026`);
    expect((goodsTypes.rows as unknown[]).length).toBe(9);
    for (const scope of ['', `&locationId=${bryggen.id}&channel=POS&compare=lastYear`]) {
      const analysis = await get(salesAnalyticsSchema, `/api/report/getSalesAnalytics?${period}${scope}`);
      expect((analysis.products as unknown[]).length).toBeGreaterThan(0);
      await get(salesByHourSchema, `/api/report/getSalesByHour?date=2026-03-14${scope}`);
    }
    const report = await get(smsReportSchema, `/api/report/getSmsReport?locationId=${bryggen.id}&${period}`);
    expect((report.messages as unknown[]).length).toBe(1);
    await answer(transactionsReportSchema, 'GET', `/api/report/getTransactionsReport?${period}`, undefined, auth(superToken));
  });
});

describe('settlement and terminal answers match the shared schemas', () => {
  it('shows X, settles, lists Z, and regenerates as super admin', async () => {
    const db = t.database.db;
    const { merchant } = fixture;
    const location = await buildLocation(db, merchant.id, { name: 'Kontraktkafé' });
    const pos = await buildReportTerminal(db, merchant.id, location.id, { terminalType: 'POS', terminalId: 'POS-K' });
    const webshop = await buildReportTerminal(db, merchant.id, location.id, { terminalType: 'WEBSHOP' });
    const day = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
    const line = { itemName: 'Margherita', unitPrice: 10_000, category: { id: null, name: 'Pizza' } };
    for (const terminal of [pos, webshop]) {
      await buildReportOrder(db, {
        merchantId: merchant.id,
        locationId: location.id,
        terminalId: terminal.id,
        orderedAt: `${day}T10:00:00Z`,
        lines: [line],
      });
    }
    const q = `locationId=${location.id}&terminalId=${pos.id}`;
    await get(reportGuiSchema, '/api/report/getDataForReportGui');
    await get(terminalsResponse, '/api/terminal/getTerminals');
    await get(terminalsResponse, `/api/terminal/getTerminalsForLocation?locationId=${location.id}`);
    await get(xReportSchema, `/api/report/getXReport?${q}`);
    await answer(zReportSchema, 'POST', `/api/report/createZReport?${q}`);
    const today = osloDateOf(new Date());
    await get(zReportsResponse, `/api/report/getZReport?${q}&date=${today}`);
    await get(journalVerificationSchema, '/api/report/verifyJournal');
    await get(saftPublicKeysResponse, '/api/report/getSaftPublicKeys');
    const accountMapping = await get(accountMappingResponse, '/api/accounting/getAccountMapping');
    await post(accountMappingResponse, '/api/accounting/saveAccountMapping', accountMapping.mapping as object);
    const vouchers = await get(voucherPreviewResponse, `/api/accounting/getVoucherPreview?fromDate=${today}&toDate=${today}`);
    expect((vouchers.vouchers as unknown[]).length).toBeGreaterThan(0);
    const asSuper = (schema: z.ZodType, method: 'GET' | 'POST', url: string) => answer(schema, method, url, undefined, auth(superToken));
    superToken = await loginAs(t.app, 'kontrakt.plattform', merchant.id);
    await asSuper(xReportSchema, 'GET', `/api/report/getXReportForDate?${q}&date=${day}`);
    await asSuper(xReportSchema, 'GET', `/api/report/getWebshopXReportCountersForDate?locationId=${location.id}&date=${day}`);
    await asSuper(
      createAllWebshopZReportsResponse,
      'POST',
      `/api/report/createAllWebshopZReports?locationId=${location.id}&fromDate=${day}`,
    );
    // The POS settled today: regenerating today replaces that Z-report.
    await asSuper(zReportSchema, 'POST', `/api/report/createZReportForDate?${q}&date=${today}`);
  });
});

describe('employee answers match the shared schemas', () => {
  it('reads and writes', async () => {
    const user = {
      firstname: 'Kontrakt',
      lastname: 'Ansatt',
      userRole: 'MANAGER',
      username: 'kontrakt.ansatt',
      userPassword: 'kontrakt-passord',
      pincode: '2468',
      email: 'kontrakt@example.no',
      phone: '91234567',
      identityKind: 'NATIONAL_ID',
      nationalId: '01019012480',
      hourlyCost: 200_00,
    };
    const created = await post(employeeSchema, '/api/user/createUser', { user });
    await get(revealNationalIdResponse, `/api/user/revealNationalId?userId=${created.userId as string}`);
    await post(employeeSchema, '/api/user/editUser', { user: { ...user, userId: created.userId, userPassword: '', nationalId: '' } });
    // The staff register: a clocking at a till, the day's register, an added and a corrected entry.
    const till = await createTerminalWithKey(t.database.db, {
      merchantId: fixture.merchant.id,
      locationId: fixture.bryggen.id,
      terminalType: 'POS',
    });
    const clocked = await t.app.inject({
      method: 'POST',
      url: '/api/channel/staff/clock',
      headers: terminalAuth(till.key),
      payload: { pincode: '2468', action: 'IN', reference: 'kontrakt-inn' },
    });
    expect(clocked.statusCode, clocked.body).toBe(201);
    strictly(staffClockEntrySchema).parse(clocked.json());
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Oslo' }).format(new Date());
    const added = await post(staffRegisterEntrySchema, '/api/staff/addStaffRegisterEntry', {
      locationId: fixture.bryggen.id,
      userId: created.userId,
      action: 'OUT',
      date: today,
      time: '00:00',
      reason: 'Kontrakt',
    });
    await post(staffRegisterEntrySchema, '/api/staff/correctStaffRegisterEntry', {
      entryId: added.id,
      strikeOut: true,
      reason: 'Kontrakt',
    });
    await get(staffRegisterDaySchema, `/api/staff/getStaffRegister?locationId=${fixture.bryggen.id}&date=${today}`);
    await get(staffHoursSchema, `/api/staff/getStaffHours?locationId=${fixture.bryggen.id}&fromDate=${today}&toDate=${today}`);
    await get(listEmployeesResponse, '/api/user/listEmployees');
    await get(employeeSchema, `/api/user/getUser?userId=${created.userId as string}`);
    const text = async (url: string, payload: object) => {
      const response = await t.app.inject({ method: 'POST', url, payload, headers: auth(token) });
      expect(response.statusCode, response.body).toBe(200);
      return response.body;
    };
    expect(checkUserPincodeResponse.parse(await text('/api/user/checkUserPincode', { pincode: '2468' }))).toBe('TRUE');
    expect(succeededSchema.parse(await text('/api/user/deleteUser', { user: { userId: created.userId } }))).toBe('SUCCEEDED');
  });

  it('changes one’s own language, and the login answers it', async () => {
    const user = await buildUser(t.database.db, { merchantId: fixture.merchant.id, role: 'MANAGER' });
    const own = auth(await loginAs(t.app, user.username));
    expect(await answer(changeOwnLanguageResponse, 'POST', '/api/user/changeOwnLanguage', { language: 'en' }, own)).toEqual({
      language: 'en',
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/public/backoffice_login',
      payload: { username: user.username, password: TEST_PASSWORD },
    });
    const body = strictly(loginResponseSchema).parse(login.json()) as z.infer<typeof loginResponseSchema>;
    expect(strictly(storedUserSchema).parse(JSON.parse(body.user!))).toMatchObject({ language: 'en' });
  });
});

describe('loyalty answers match the shared schemas', () => {
  it('reads, writes and deletes a discount and a reward programme', async () => {
    const { merchant, bryggen } = fixture;
    const deleted = async (url: string, payload: object) => {
      const response = await t.app.inject({ method: 'POST', url, payload, headers: auth(token) });
      expect(response.statusCode, response.body).toBe(200);
      expect(strictly(z.literal('SUCCEEDED')).parse(response.body)).toBe('SUCCEEDED');
    };
    await t.database.db
      .update(merchantSettings)
      .set({ offerDiscount: true, offerRewardProgram: true })
      .where(eq(merchantSettings.merchantId, merchant.id));
    const discount = await post(discountSchema, '/api/loyalty/createDiscount', {
      type: 'discount',
      name: 'Pizzakveld',
      percent: 20,
      fromDate: '2026-12-01',
      toDate: '2026-12-01',
      itemIds: [ids.itemId],
      validForChannelIds: ['POS', 'KIOSK'],
      validForLocationIds: [bryggen.id],
    });
    await get(getDiscountsResponse, '/api/loyalty/getDiscounts');
    await get(discountAdminSchema, '/api/loyalty/getDataForDiscountAdminGui');
    await get(discountAdminSchema, `/api/loyalty/getDataForDiscountAdminGui?discountId=${discount.id as string}`);
    await post(discountSchema, '/api/loyalty/editDiscount', { ...discount, percent: 25 });
    await deleted('/api/loyalty/deleteDiscount', { id: discount.id });
    const program = await post(rewardProgramSchema, '/api/loyalty/createRewardProgram', {
      name: 'Bonus',
      percent: 5,
      fromDate: '2026-12-01',
      toDate: '2026-12-31',
      validForLocationIds: [bryggen.id],
    });
    await get(getRewardProgramsResponse, '/api/loyalty/getRewardPrograms');
    await get(rewardProgramAdminSchema, '/api/loyalty/getDataForRewardProgramAdminGui');
    await get(rewardProgramAdminSchema, `/api/loyalty/getDataForRewardProgramAdminGui?rewardProgramId=${program.id as string}`);
    await post(rewardProgramSchema, '/api/loyalty/editRewardProgram', { ...program, percent: 6 });
    await deleted('/api/loyalty/deleteRewardProgram', { id: program.id });
  });
});

describe('VAT, company and merchant settings answers match the shared schemas', () => {
  it('reads and writes', async () => {
    const { merchant } = fixture;
    const superAdmin = auth(await loginAs(t.app, 'kontrakt.plattform', merchant.id));
    await get(vatSchema, '/api/settings/getVat');
    await answer(vatSchema, 'POST', '/api/settings/editVat', { dineIn: 25, takeOut: 15, delivery: 15 }, superAdmin);
    await get(companySchema, '/api/settings/getCompany');
    const company = {
      name: 'Kontrakt AS',
      vatNumber: '923609016',
      street: 'Gate 1',
      zipCode: '0150',
      city: 'Oslo',
      phone: '22334455',
      email: 'post@kontrakt.no',
    };
    // The ids are answered as text, as 'SUCCEEDED' is.
    const text = async (url: string, payload: object, headers = auth(token)) => {
      const response = await t.app.inject({ method: 'POST', url, payload, headers });
      expect(response.statusCode, response.body).toBe(200);
      return response.body;
    };
    expect(savedIdSchema.parse(await text('/api/settings/editCompany', company))).toBe(merchant.id);
    const setting = await get(merchantSettingDocumentSchema, '/api/settings/getMerchantSetting');
    expect(savedIdSchema.parse(await text('/api/settings/editMerchantSetting', setting, superAdmin))).toBe(merchant.id);
  });
});

describe('location and card-provider account answers match the shared schemas', () => {
  it('creates, edits, deactivates and deletes a location, and reads and writes both accounts', async () => {
    const superAdmin = auth(await loginAs(t.app, 'kontrakt.plattform', fixture.merchant.id));
    const form = {
      type: 'location',
      name: 'Kontraktgata',
      shortName: 'KON',
      headerImageFile: '',
      googleMapsIframeUrl: '',
      vatNumber: '923609016',
      street: 'Gate 2',
      zipCode: '0150',
      city: 'Oslo',
      phone: '22334455',
      email: 'kontrakt@example.no',
    };
    const created = await answer(locationSchema, 'POST', '/api/superadmin/location/createLocation', form, superAdmin);
    const locationId = created.id as string;
    await answer(locationSchema, 'POST', '/api/superadmin/location/editLocation', { ...form, locationId, city: 'Bergen' }, superAdmin);
    await answer(locationSchema, 'POST', '/api/superadmin/location/setLocationStatus', { locationId, status: 'INACTIVE' }, superAdmin);
    await get(listAllLocationsResponse, '/api/location/listAllLocations');
    await answer(swedbankPayAccountResponse, 'GET', `/api/settings/getSwedbankPayAccount?locationId=${locationId}`, undefined, superAdmin);
    await answer(
      swedbankPayAccountResponse,
      'POST',
      '/api/settings/editSwedbankPayAccount',
      {
        locationId,
        swedbankPayBaseApiUrl: 'https://api.externalintegration.payex.com',
        payeeId: 'payee-1',
        payeeName: 'Kontrakt',
        hostUrl: 'https://kontrakt.example.no',
        cancelUrl: 'https://kontrakt.example.no/avbrutt',
        completeUrl: 'https://kontrakt.example.no/fullfort',
        themePrimaryColor: '#B3261E',
        accessToken: 'kontrakt-token-1234',
      },
      superAdmin,
    );
    await answer(dinteroAccountResponse, 'GET', `/api/settings/getDinteroAccount?locationId=${locationId}`, undefined, superAdmin);
    await answer(
      dinteroAccountResponse,
      'POST',
      '/api/settings/editDinteroAccount',
      {
        locationId,
        accountId: 'T11223344',
        checkoutProfileId: 'T11223344.profil',
        defaultPaymentType: 'vipps',
        themePrimaryColor: '#1E6B52',
        clientId: 'klient',
        clientSecret: 'kontrakt-hemmelig-5678',
      },
      superAdmin,
    );
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/superadmin/location/deleteLocation',
      payload: { locationId },
      headers: superAdmin,
    });
    expect(succeededSchema.parse(deleted.body)).toBe('SUCCEEDED');
  });
});

describe('channel terminal answers match the shared schemas', () => {
  it('the key’s terminal, an order’s status change and a terminal event', async () => {
    const db = t.database.db;
    const { merchant, bryggen } = fixture;
    const webshop = await createTerminalWithKey(db, { merchantId: merchant.id, locationId: bryggen.id, terminalType: 'WEBSHOP' });
    const headers = terminalAuth(webshop.key);
    await answer(channelTerminalSchema, 'GET', '/api/channel/terminal', undefined, headers);
    const { order } = await buildFullOrder(db, {
      merchantId: merchant.id,
      locationId: bryggen.id,
      terminalId: webshop.terminalId,
      orderedAt: new Date().toISOString(),
      orderStatus: 'ORDERED',
    });
    await answer(orderSchema, 'POST', `/api/channel/orders/${order.id}/status`, { status: 'CONFIRMED' }, headers);
    const event = await t.app.inject({
      method: 'POST',
      url: '/api/channel/terminal-events',
      headers,
      payload: { eventType: 'COPY_RECEIPT', amount: 1_000, orderId: order.id },
    });
    expect(event.statusCode, event.body).toBe(201);
    strictly(channelTerminalEventSchema).parse(event.json());
  });
});

describe('channel selling answers match the shared schemas', () => {
  it('the menu of every order type and a stored order', async () => {
    const shop = await buildShop(t.database.db);
    const headers = terminalAuth(shop.terminals.kiosk.key);
    for (const orderType of ['DINE_IN', 'PICKUP', 'DELIVERY']) {
      await answer(channelMenuSchema, 'GET', `/api/channel/menu?orderType=${orderType}`, undefined, headers);
    }
    const stored = await t.app.inject({
      method: 'POST',
      url: '/api/channel/orders',
      headers,
      payload: {
        channelReference: 'kontrakt-1',
        orderType: 'PICKUP',
        lines: [
          { itemId: shop.items.pepperoni.id, variantId: shop.variants.stor.id, addOns: [{ id: shop.addOns.ost.id, count: 1 }], count: 1 },
        ],
        payments: [{ type: 'CARD', amount: 24_150 }],
      },
    });
    expect(stored.statusCode, stored.body).toBe(201);
    strictly(orderSchema).parse(stored.json());
  });
});
