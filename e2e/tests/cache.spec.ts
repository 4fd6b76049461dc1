import { expect, test } from '../support/test';
import { DEMO_USERS } from '../support/demo';
import { screenshot } from '../support/screenshots';
import { loginAsStaff, loginAsSuperAdmin } from '../support/session';

test('the super admin sees the cache and empties it, which reloads the page', async ({ page }) => {
  await loginAsSuperAdmin(page, DEMO_USERS.superAdmin, 'demo');
  await page.getByTestId('navgroup-system').click();
  await page.getByTestId('nav-cache').click();
  await expect(page).toHaveURL('/cache');
  await expect(page.getByRole('heading', { name: 'Cache', level: 1 })).toBeVisible();
  await expect(page.getByTestId('cache-summary')).toBeVisible();
  await expect(page.getByTestId('cache-json')).toContainText('"totalEntries"');
  await screenshot(page, 'cache');

  await page.evaluate(() => {
    (window as unknown as { beforeEmpty: boolean }).beforeEmpty = true;
  });
  const emptied = page.waitForResponse((response) => response.url().includes('/api/superadmin/system/emptyCache'));
  const reloaded = page.waitForEvent('load');
  await page.getByTestId('empty-cache').click();
  expect((await emptied).status()).toBe(200);
  await reloaded;
  // A fresh page: the mark set before emptying is gone.
  expect(await page.evaluate(() => (window as unknown as { beforeEmpty?: boolean }).beforeEmpty)).toBeUndefined();
  await expect(page).toHaveURL('/cache');
  await expect(page.getByTestId('cache-summary')).toBeVisible();
  await expect(page.getByTestId('cache-empty')).toBeVisible();
  await screenshot(page, 'cache-after-empty');
});

test('staff who open /cache get the not-found page, as for every screen they may not open', async ({ page }) => {
  await loginAsStaff(page, DEMO_USERS.demoAdmin);
  await page.goto('/cache');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page.getByTestId('empty-cache')).toHaveCount(0);
});
