import { expect, test } from '../support/test';
import { DEMO_USERS } from '../support/demo';
import { screenshot } from '../support/screenshots';
import { submitLogin } from '../support/session';

test.describe('login page', () => {
  test('shows the form with the bot-protection notice', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle(/Logg inn/);
    await expect(page.getByLabel('Brukernavn')).toBeFocused();
    await expect(page.getByLabel('Passord', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Logg inn' })).toBeVisible();
    await expect(page.getByTestId('bot-protection')).toContainText('beskyttet mot roboter');
    await expect(page.getByTestId('nav-overview')).toHaveCount(0);
    await screenshot(page, 'login');
  });

  test('asks for the empty fields', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Logg inn' }).click();
    await expect(page.getByText('Fyll ut brukernavn')).toBeVisible();
    await expect(page.getByText('Fyll ut passord')).toBeVisible();
    await page.getByLabel('Brukernavn').fill('demo.admin');
    await page.getByRole('button', { name: 'Logg inn' }).click();
    await expect(page.getByText('Fyll ut brukernavn')).toHaveCount(0);
    await expect(page.getByText('Fyll ut passord')).toBeVisible();
  });

  test('rejects a wrong password', async ({ page }) => {
    await page.goto('/login');
    await submitLogin(page, DEMO_USERS.demoAdmin, 'not-the-password');
    await expect(page.getByTestId('login-error')).toHaveText('Feil brukernavn/passord');
    await expect(page).toHaveURL('/login');
    await screenshot(page, 'login-failed');
  });

  test('accepts the username in any case and with spaces around it', async ({ page }) => {
    await page.goto('/login');
    await submitLogin(page, '  Demo.Admin ', 'demo1234');
    await expect(page).toHaveURL('/overview');
  });

  test('shows the server text once attempts are rate limited', async ({ page }) => {
    await page.goto('/login');
    const error = page.getByTestId('login-error');
    // The server blocks a username after repeated failures (10 by default).
    for (let attempt = 0; attempt < 15; attempt += 1) {
      await submitLogin(page, 'robot.e2e', `guess-${attempt}`);
      await expect(page.getByRole('button', { name: 'Logg inn' })).toBeEnabled();
      await expect(error).toBeVisible();
      if ((await error.textContent()) !== 'Feil brukernavn/passord') break;
    }
    await expect(error).not.toHaveText('Feil brukernavn/passord');
    await expect(error).toContainText('innloggingsforsøk');
  });
});

test.describe('super-admin login page', () => {
  test('shows the customer (merchant) it logs in for', async ({ page }) => {
    await page.goto('/superadmin/login?merchant=demo');
    await expect(page.getByTestId('login-merchant')).toHaveText('Kunde: demo');
    await expect(page.getByTestId('login-merchant-field')).toHaveCount(0);
    await expect(page.getByTestId('bot-protection')).toBeVisible();
    await screenshot(page, 'superadmin-login');
  });

  test('asks for the customer without the merchant parameter, and fails for an unknown one', async ({ page }) => {
    await page.goto('/superadmin/login');
    await submitLogin(page, DEMO_USERS.superAdmin, 'demo1234');
    await expect(page.getByText('Fyll ut kunde')).toBeVisible();
    await page.getByLabel(/^Kunde/).fill('finnes-ikke');
    await page.getByRole('button', { name: 'Logg inn' }).click();
    await expect(page.getByTestId('login-error')).toHaveText('SuperAdmin: Feil brukernavn/passord eller merchant param missing');
    await expect(page).toHaveURL('/superadmin/login');
  });

  test('asks for the empty fields', async ({ page }) => {
    await page.goto('/superadmin/login?merchant=demo');
    await page.getByRole('button', { name: 'Logg inn' }).click();
    await expect(page.getByText('Fyll ut brukernavn')).toBeVisible();
    await expect(page.getByText('Fyll ut passord')).toBeVisible();
  });
});

test('the route guard sends a logged-out visitor to /login, to return to the page asked for', async ({ page }) => {
  await page.goto('/products');
  await expect(page).toHaveURL('/login?returnTo=%2Fproducts');
  await page.goto('/cache');
  await expect(page).toHaveURL('/login?returnTo=%2Fcache');
  await page.goto('/no-such-page');
  await expect(page).toHaveURL('/login?returnTo=%2Fno-such-page');
  await page.goto('/');
  await expect(page).toHaveURL('/login');
});
