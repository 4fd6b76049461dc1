import { expect, test } from '../support/test';
import { DEMO_USERS } from '../support/demo';
import { DEMO_STAFF_MENU } from '../support/expected-menus';
import { screenshot } from '../support/screenshots';
import { loginAsStaff } from '../support/session';

test('desktop: the navigation bar with its dropdowns', async ({ page }) => {
  await loginAsStaff(page, DEMO_USERS.demoAdmin);
  await expect(page.getByTestId('menu-burger')).toBeHidden();
  await expect(page.getByTestId('nav-overview')).toBeVisible();
  await screenshot(page, 'layout-desktop');
  await page.getByTestId('navgroup-settings').click();
  await expect(page.getByTestId('nav-company')).toBeVisible();
  await screenshot(page, 'layout-desktop-settings-menu');
  await page.getByTestId('nav-company').click();
  await expect(page).toHaveURL('/company');
});

test('tablet: a burger opens a drawer with the same entries', async ({ page }) => {
  await page.setViewportSize({ width: 820, height: 1180 });
  await loginAsStaff(page, DEMO_USERS.demoAdmin);
  await expect(page.getByTestId('navgroup-reports')).toBeHidden();
  await screenshot(page, 'layout-tablet');
  await page.getByTestId('menu-burger').click();
  const drawer = page.getByTestId('menu-drawer');
  await expect(drawer).toBeVisible();
  const ids = await drawer
    .locator('[data-testid^="nav-"]')
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('data-testid') ?? ''));
  expect(ids.sort()).toEqual([...DEMO_STAFF_MENU].sort());
  await screenshot(page, 'layout-tablet-drawer');
  await drawer.getByTestId('nav-vat').click();
  await expect(page).toHaveURL('/vat');
  await expect(drawer).toBeHidden();
});

test('the scroll-to-top button appears after 150 px of scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 400 });
  await loginAsStaff(page, DEMO_USERS.demoAdmin);
  await page.goto('/cache');
  await page.evaluate(() => document.body.style.setProperty('min-height', '3000px'));
  await expect(page.getByTestId('scroll-top')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 100));
  await page.waitForTimeout(300);
  await expect(page.getByTestId('scroll-top')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect(page.getByTestId('scroll-top')).toBeVisible();
  await page.getByTestId('scroll-top').click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('profile shows the logged-in user', async ({ page }) => {
  await loginAsStaff(page, DEMO_USERS.demoAdmin);
  await page.getByTestId('nav-profile').click();
  await expect(page).toHaveURL('/profile');
  await expect(page.getByRole('heading', { name: 'Min profil' })).toBeVisible();
  await expect(page.getByTestId('profile-name')).toHaveText('Ingrid Haugen');
  await expect(page.getByTestId('profile-username')).toHaveText('demo.admin');
  await expect(page.getByTestId('profile-role')).toHaveText('Administrator');
  await expect(page.getByTestId('profile-merchant')).toContainText('demo');
  await expect(page.getByTestId('profile-locations')).toContainText('Demo Restaurant Majorstuen');
  await expect(page.getByTestId('profile-locations')).toContainText('Demo Restaurant Grünerløkka');
  await screenshot(page, 'profile');
});
