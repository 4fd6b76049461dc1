import { expect, type Page } from '@playwright/test';
import { storedUser } from './session';

/** The screens that need no ids, as the router names them (apps/web/src/app/router.tsx), and one that does not exist. */
const PLAIN_SCREENS = [
  '/overview',
  '/soldOut',
  '/closeTakeaway',
  '/openTakeaway',
  '/changeEarliestPickupTime',
  '/closeDishes',
  '/openDishes',
  '/closingdays',
  '/closingDaysCreate',
  '/openinghours',
  '/delivery',
  '/tables',
  '/tableCreate',
  '/products',
  '/categoryCreate',
  '/categoriesSort',
  '/addOnGroupsSort',
  '/addOnGroupCreate',
  '/profile',
  '/cache',
  '/cloudprnt',
  '/orders',
  '/no-such-screen',
];

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
  return screens;
}
