import { expect, type Page } from '@playwright/test';
import { addDays, osloToday } from './operations-helpers';
import { storedUser } from './session';
import { SCREEN_PATHS, type ScreenPath } from '../../apps/web/src/app/route-table';

/**
 * The screens that the functions below visit with ids from the data, or only for the users and merchants that
 * have them; every other screen of the web app's route table is visited as it is.
 */
const VISITED_WITH_DATA = new Set<ScreenPath>([
  'categoryEdit',
  'itemCreate',
  'itemEdit',
  'itemsOfCategorySort',
  'addOnGroupEdit',
  'addOnsOfAddOnGroupSort',
  'addOnCreate',
  'addOnEdit',
  'orderDetail',
  'orderRefund',
  'webOrderRefund',
  'softpayOrderRefund',
  'cashOrderRefund',
  'x-report',
  'z-report',
  'totalSalesReport',
  'alcoholReport',
  'smsReport',
  'transactionsReport',
  'xReportRegenerate',
  'webshopXReportRegenerateAll',
  'saftExport',
  'discounts',
  'discountCreate',
  'discountEdit',
  'rewards',
  'rewardCreate',
  'rewardEdit',
  'userEdit',
  'tableEdit',
  'locationEdit',
]);

/** The screens that need no ids, from the web app's route table, and one that does not exist. */
const PLAIN_SCREENS = [...SCREEN_PATHS.filter((path) => !VISITED_WITH_DATA.has(path)).map((path) => `/${path}`), '/no-such-screen'];

interface Menu {
  items: { id: string; categoryId: string }[];
  addOnGroups: { id: string }[];
  addOnLists: { id: string; addOnGroupId: string }[];
}

/** Every built screen of the logged-in user, the ones with ids filled from the first product and add-on group of the menu. */
export async function builtScreens(page: Page): Promise<string[]> {
  const user = (await storedUser(page)) as { authToken: string };
  const response = await page.request.get('/api/product/getProducts', { headers: { authorization: `Basic ${user.authToken}` } });
  expect(response.ok()).toBe(true);
  const menu = (await response.json()) as Menu;
  const item = menu.items[0]!;
  const group =
    menu.addOnGroups.find((candidate) => menu.addOnLists.some((addOn) => addOn.addOnGroupId === candidate.id)) ?? menu.addOnGroups[0];
  const addOn = menu.addOnLists.find((entry) => entry.addOnGroupId === group?.id);
  const screens = [
    ...PLAIN_SCREENS,
    `/categoryEdit?categoryId=${item.categoryId}`,
    `/itemCreate?categoryId=${item.categoryId}`,
    `/itemEdit?categoryId=${item.categoryId}&itemId=${item.id}`,
    `/itemsOfCategorySort?categoryId=${item.categoryId}`,
  ];
  if (group) {
    screens.push(
      `/addOnGroupEdit?addOnGroupId=${group.id}`,
      `/addOnsOfAddOnGroupSort?addOnGroupId=${group.id}`,
      `/addOnCreate?addOnGroupId=${group.id}`,
    );
    if (addOn) screens.push(`/addOnEdit?addOnGroupId=${group.id}&addOnId=${addOn.id}`);
  }
  const orders = await page.request.get('/api/order/listOrders?limit=1', { headers: { authorization: `Basic ${user.authToken}` } });
  expect(orders.ok()).toBe(true);
  const [order] = (await orders.json()) as { id: string }[];
  if (order) screens.push(`/orderDetail?orderDocumentId=${order.id}`);
  // The refund pages of the same order: the steps, or why it cannot be refunded there.
  if (order)
    for (const refund of ['orderRefund', 'webOrderRefund', 'softpayOrderRefund', 'cashOrderRefund'])
      screens.push(`/${refund}?orderDocumentId=${order.id}`);
  screens.push(...(await reportScreens(page, user.authToken)));
  screens.push(...(await loyaltyScreens(page, user.authToken)));
  screens.push(...(await employeeScreens(page, user.authToken)));
  screens.push(...(await tableScreens(page, user.authToken)));
  const [location] = (user as unknown as { locations: { id: string }[] }).locations;
  if (location) screens.push(`/locationEdit?locationId=${location.id}`);
  return screens;
}

/**
 * The report screens, each with a report shown (the first location's first device terminal, recent
 * past days), for a merchant whose reports menu shows; the super admin's screens for the super admin.
 * They only read: nothing is settled.
 */
async function reportScreens(page: Page, token: string): Promise<string[]> {
  const headers = { authorization: `Basic ${token}` };
  const gui = await page.request.get('/api/report/getDataForReportGui', { headers });
  if (!gui.ok()) return [];
  const location = ((await gui.json()) as { locations: { id: string }[] }).locations[0];
  if (!location) return [];
  const listed = await page.request.get(`/api/terminal/getTerminalsForLocation?locationId=${location.id}`, { headers });
  expect(listed.ok()).toBe(true);
  const terminals = (await listed.json()) as { id: string; terminalType: string }[];
  const terminal = terminals.find((candidate) => candidate.terminalType !== 'WEBSHOP') ?? terminals[0];
  const today = osloToday();
  const yesterday = addDays(today, -1);
  const period = `fromDate=${addDays(today, -7)}&toDate=${yesterday}`;
  const at = `locationId=${location.id}`;
  const screens = [
    `/totalSalesReport?${at}&terminalId=ALL&${period}`,
    `/alcoholReport?${at}&${period}`,
    `/smsReport?${at}&${period}`,
    // The not-found page for a MANAGER, the export's form for the others.
    '/saftExport',
  ];
  if (terminal) screens.unshift(`/x-report?${at}&terminalId=${terminal.id}`, `/z-report?${at}&terminalId=${terminal.id}&date=${yesterday}`);
  else screens.unshift('/x-report', '/z-report');
  const user = (await storedUser(page)) as { userRole?: string };
  if (user.userRole === 'SUPER_ADMIN') {
    screens.push(`/transactionsReport?${period}`, `/webshopXReportRegenerateAll?${at}`);
    if (terminal) screens.push(`/xReportRegenerate?${at}&terminalId=${terminal.id}&date=${yesterday}`);
  }
  return screens;
}

/** The edit screen of the merchant's first employee, when the merchant has the employee screens. */
async function employeeScreens(page: Page, token: string): Promise<string[]> {
  const response = await page.request.get('/api/user/listEmployees', { headers: { authorization: `Basic ${token}` } });
  if (!response.ok()) return [];
  const [employee] = (await response.json()) as { userId: string }[];
  return employee ? [`/userEdit?userId=${employee.userId}`] : [];
}

/** The edit screen of the merchant's first table, when the merchant has the tables screens. */
async function tableScreens(page: Page, token: string): Promise<string[]> {
  const response = await page.request.get('/api/table/listTables', { headers: { authorization: `Basic ${token}` } });
  if (!response.ok()) return [];
  const [table] = (await response.json()) as { id: string }[];
  return table ? [`/tableEdit?tableId=${table.id}`] : [];
}

/** The loyalty screens of a merchant that has them (the server refuses the others): lists, forms, and the first of each to edit. */
async function loyaltyScreens(page: Page, token: string): Promise<string[]> {
  const headers = { authorization: `Basic ${token}` };
  const screens: string[] = [];
  const discounts = await page.request.get('/api/loyalty/getDiscounts', { headers });
  if (discounts.ok()) {
    const [discount] = ((await discounts.json()) as { discounts: { id: string }[] }).discounts;
    screens.push('/discounts', '/discountCreate');
    if (discount) screens.push(`/discountEdit?discountId=${discount.id}`);
  }
  const programs = await page.request.get('/api/loyalty/getRewardPrograms', { headers });
  if (programs.ok()) {
    const [program] = (await programs.json()) as { id: string }[];
    screens.push('/rewards', '/rewardCreate');
    if (program) screens.push(`/rewardEdit?rewardProgramId=${program.id}`);
  }
  return screens;
}
