import { expect, test } from '../support/test';
import { DEMO_USERS } from '../support/demo';
import { loginAsStaff, storedUser } from '../support/session';
import { networkSettled, watchNetwork } from '../support/network';

test('logout returns to /login, revokes the session, and a reload stays logged out', async ({ page }) => {
  await loginAsStaff(page, DEMO_USERS.demoAdmin, '/overview', { throughUi: true });
  const token = (await storedUser(page))?.authToken as string;
  expect(token).toBeTruthy();

  await page.getByTestId('logout').click();
  await expect(page).toHaveURL('/login');
  expect(await storedUser(page)).toBeNull();

  await page.reload();
  await expect(page).toHaveURL('/login');
  await expect(page.getByTestId('session-expired')).toHaveCount(0);
  await page.goto('/overview');
  await expect(page).toHaveURL('/login?returnTo=%2Foverview');

  const answer = await page.request.get('/api/location/listLocations?merchant=demo', {
    headers: { Authorization: `Basic ${token}` },
  });
  expect(answer.status()).toBe(401);
});

test('the login state is restored from storage after a reload', async ({ page }) => {
  await loginAsStaff(page, DEMO_USERS.demoManager, '/overview', { throughUi: true });
  await page.reload();
  await expect(page).toHaveURL('/overview');
  await expect(page.getByTestId('nav-overview').first()).toBeAttached();
});

test('a logged-in visitor of the login pages is sent to the start page', async ({ page }) => {
  await loginAsStaff(page, DEMO_USERS.pizzaAdmin, '/overview', { throughUi: true });
  await page.goto('/superadmin/login?merchant=demo');
  await expect(page).toHaveURL('/overview');
  await page.goto('/login');
  await expect(page).toHaveURL('/overview');
});

test('a session the server no longer knows logs the visitor out on the next call', async ({ page }) => {
  watchNetwork(page);
  await loginAsStaff(page, DEMO_USERS.demoAdmin, '/overview', { throughUi: true });
  // The overview's own calls finish first: one of them answered 401 would end the session on that page,
  // and the login page shown then (not the one below) would be the one to say so.
  await networkSettled(page);
  await page.evaluate(() => {
    const user = JSON.parse(window.localStorage.getItem('user') ?? '{}') as Record<string, unknown>;
    window.localStorage.setItem('user', JSON.stringify({ ...user, authToken: 'expired-or-revoked' }));
  });
  await page.goto('/profile');
  await expect(page).toHaveURL('/login?returnTo=%2Fprofile');
  await expect(page.getByTestId('session-expired')).toHaveText('Økten er utløpt. Logg inn igjen.');
  expect(await storedUser(page)).toBeNull();
});

test('unknown pages and pages the user may not open show the not-found page inside the layout', async ({ page }) => {
  await loginAsStaff(page, DEMO_USERS.demoAdmin, '/overview', { throughUi: true });
  // /vatEdit and /merchant are a super admin's.
  for (const path of ['/vatEdit', '/merchant', '/no-such-page']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Siden finnes ikke' })).toBeVisible();
    await expect(page.getByTestId('footer')).toBeVisible();
  }
  await page.getByRole('link', { name: 'Gå til startsiden' }).click();
  await expect(page).toHaveURL('/overview');
});
