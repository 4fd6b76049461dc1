import { expect, test } from '../support/test';
import { DEMO_USERS } from '../support/demo';
import { DEMO_MANAGER_MENU, DEMO_STAFF_MENU, DEMO_SUPER_ADMIN_MENU, PIZZA_STAFF_MENU } from '../support/expected-menus';
import { loginAsStaff, loginAsSuperAdmin, navTestIds, storedUser } from '../support/session';

const sorted = (ids: string[]) => [...ids].sort();

test('demo.admin lands on /overview and sees the menu of mode ALL', async ({ page }) => {
  await loginAsStaff(page, DEMO_USERS.demoAdmin);
  expect(await navTestIds(page)).toEqual(sorted(DEMO_STAFF_MENU));
  await expect(page.getByTestId('nav-profile')).toHaveText('Min profil');
  await expect(page.getByTestId('footer')).toHaveText(`© ${new Date().getFullYear()} DEMO RESTAURANT AS`);
});

test('demo.manager sees the admin’s menu without the SAF-T export', async ({ page }) => {
  await loginAsStaff(page, DEMO_USERS.demoManager);
  expect(await navTestIds(page)).toEqual(sorted(DEMO_MANAGER_MENU));
  expect(await storedUser(page)).toMatchObject({ userRole: 'MANAGER', merchant: 'demo' });
});

test('pizza.admin lands on /overview and sees the menu of a one-location TAKEAWAY merchant', async ({ page }) => {
  await loginAsStaff(page, DEMO_USERS.pizzaAdmin);
  const user = await storedUser(page);
  expect(user).toMatchObject({
    userRole: 'ADMIN',
    merchant: 'pizza',
    merchantSetting: {
      useFunctionality: 'TAKEAWAY',
      offerDiscount: false,
      offerRewardProgram: false,
      offerDeliveryService: false,
      payForSMS: false,
    },
  });
  expect(user?.locations).toHaveLength(1);
  expect(await navTestIds(page)).toEqual(sorted(PIZZA_STAFF_MENU));
  await expect(page.getByTestId('navgroup-loyalty')).toHaveCount(0);
});

test('the super admin logs in for demo and also sees the super-admin entries', async ({ page }) => {
  await loginAsSuperAdmin(page, DEMO_USERS.superAdmin, 'demo');
  expect(await navTestIds(page)).toEqual(sorted(DEMO_SUPER_ADMIN_MENU));
  await expect(page.getByTestId('navgroup-support')).toBeVisible();
  await expect(page.getByTestId('navgroup-system')).toBeVisible();
});

test('group menus open and work from the keyboard', async ({ page }) => {
  await loginAsStaff(page, DEMO_USERS.demoAdmin);
  const reports = page.getByTestId('navgroup-reports');
  await reports.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('nav-x-report')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByTestId('nav-z-report')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(reports).toBeFocused();

  await page.keyboard.press('Space');
  await expect(page.getByTestId('nav-x-report')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByTestId('nav-z-report')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/z-report');
  await expect(page.getByRole('heading', { name: 'Z-rapport', level: 1 })).toBeVisible();
});
