import { expect, test, type Page } from '../support/test';
import { DEMO_PASSWORD, DEMO_USERS } from '../support/demo';
import { screenshotBoth } from '../support/screenshots';
import { loginAsStaff, loginAsSuperAdmin, storedUser, submitLogin } from '../support/session';

const row = (page: Page, username: string) => page.getByTestId('employee-row').filter({ hasText: username });

async function fillEmployee(
  page: Page,
  values: {
    firstname: string;
    lastname: string;
    role: string;
    username: string;
    password: string;
    pincode: string;
    email: string;
    phone: string;
  },
) {
  await page.getByTestId('employee-firstname').fill(values.firstname);
  await page.getByTestId('employee-lastname').fill(values.lastname);
  await page.getByTestId('employee-role').selectOption(values.role);
  await page.getByTestId('employee-username').fill(values.username);
  await page.getByTestId('employee-password').fill(values.password);
  await page.getByTestId('employee-repeat-password').fill(values.password);
  await page.getByTestId('employee-pincode').fill(values.pincode);
  await page.getByTestId('employee-email').fill(values.email);
  await page.getByTestId('employee-phone').fill(values.phone);
}

test('an ADMIN adds a MANAGER with a pincode after the form’s hints, edits and deletes them', async ({ page }) => {
  await loginAsStaff(page, DEMO_USERS.demoAdmin);
  await page.getByTestId('nav-users').click();
  await expect(page).toHaveURL('/users');
  await expect(page.getByRole('heading', { name: 'Ansatte', level: 1 })).toBeVisible();
  await expect(row(page, 'demo.manager')).toContainText('Lars Bakken');
  await expect(row(page, 'demo.manager')).toContainText('Manager');
  // Nobody deletes themselves: the own row has no delete button.
  await expect(row(page, 'demo.admin').getByTestId('employee-delete')).toHaveCount(0);
  await screenshotBoth(page, 'users');

  await page.getByRole('link', { name: '+ Legg til ansatt' }).click();
  await expect(page).toHaveURL('/userCreate');
  await expect(page.getByRole('heading', { name: 'Legg til ansatt', level: 1 })).toBeVisible();
  // Admin is offered to a super admin only.
  await expect(page.getByTestId('employee-role').locator('option', { hasText: 'Admin' })).toHaveCount(0);
  const save = page.getByTestId('form-save');
  await expect(save).toBeDisabled();

  await fillEmployee(page, {
    firstname: 'Kari',
    lastname: 'Kokk',
    role: 'MANAGER',
    username: 'E2E.Kari',
    password: 'kokken-123',
    pincode: '2468',
    email: 'kari.kokk',
    phone: '41234567',
  });
  await page.getByTestId('employee-repeat-password').fill('kokken-12');
  await expect(page.getByText('(Passordene er ikke like)')).toBeVisible();
  await expect(page.getByText('(Pin-koden er allerede i bruk)')).toBeVisible();
  await expect(page.getByText('(Ugyldig epost)')).toBeVisible();
  await expect(save).toBeDisabled();
  await screenshotBoth(page, 'user-create-hints');

  await page.getByTestId('employee-repeat-password').fill('kokken-123');
  await expect(page.getByText('(Passordene er ikke like)')).toHaveCount(0);
  // The pincode input keeps four characters.
  await page.getByTestId('employee-pincode').fill('86420');
  await expect(page.getByTestId('employee-pincode')).toHaveValue('8642');
  await expect(page.getByText('(Pin-koden er allerede i bruk)')).toHaveCount(0);
  await page.getByTestId('employee-email').fill('kari.kokk@demorestaurant.no');
  await expect(save).toBeEnabled();
  await save.click();

  await expect(page).toHaveURL('/users');
  await expect(row(page, 'e2e.kari')).toContainText('Kari Kokk');
  await expect(row(page, 'e2e.kari')).toContainText('kari.kokk@demorestaurant.no');
  await expect(row(page, 'e2e.kari')).toContainText('Manager');

  await row(page, 'e2e.kari').getByRole('link', { name: 'Rediger ansatt Kari Kokk' }).click();
  await expect(page).toHaveURL(/\/userEdit\?userId=/);
  await expect(page.getByRole('heading', { name: 'Rediger ansatt', level: 1 })).toBeVisible();
  await expect(page.getByTestId('employee-pincode')).toHaveValue('8642');
  await expect(page.getByTestId('employee-password')).toHaveValue('');
  // A blank password keeps the old one: the form may be saved without it.
  await page.getByTestId('employee-phone').fill('47654321');
  await expect(page.getByTestId('form-save')).toBeEnabled();
  await screenshotBoth(page, 'user-edit');
  await page.getByTestId('form-save').click();
  await expect(page).toHaveURL('/users');
  await expect(row(page, 'e2e.kari')).toContainText('47654321');

  await row(page, 'e2e.kari').getByRole('button', { name: 'Slett ansatt Kari Kokk' }).click();
  const dialog = page.getByRole('dialog', { name: 'Slett ansatt' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Avbryt' })).toBeVisible();
  await screenshotBoth(page, 'user-delete', { fullPage: false });
  await dialog.getByRole('button', { name: 'Avbryt' }).click();
  await expect(row(page, 'e2e.kari')).toHaveCount(1);
  await row(page, 'e2e.kari').getByRole('button', { name: 'Slett ansatt Kari Kokk' }).click();
  await page.getByRole('dialog', { name: 'Slett ansatt' }).getByRole('button', { name: 'Slett' }).click();
  await expect(row(page, 'e2e.kari')).toHaveCount(0);
});

test('a super admin adds an ADMIN', async ({ page }) => {
  await loginAsSuperAdmin(page, DEMO_USERS.superAdmin, 'demo');
  await page.goto('/userCreate');
  await expect(page.getByTestId('employee-role').locator('option', { hasText: 'Admin' })).toHaveCount(1);
  await fillEmployee(page, {
    firstname: 'Siri',
    lastname: 'Sjef',
    role: 'ADMIN',
    username: 'e2e.siri',
    password: 'sjefen-123',
    pincode: '8643',
    email: 'siri.sjef@demorestaurant.no',
    phone: '48765432',
  });
  await page.getByTestId('form-save').click();
  await expect(page).toHaveURL('/users');
  await expect(row(page, 'e2e.siri')).toContainText('Administrator');

  // The new ADMIN logs in; another ADMIN may not delete them (only a super admin removes the role).
  await page.evaluate(() => window.localStorage.clear());
  await page.goto('/login');
  await submitLogin(page, 'e2e.siri', 'sjefen-123');
  await expect(page).toHaveURL('/overview');
  await page.goto('/users');
  await expect(row(page, 'demo.admin').getByTestId('employee-delete')).toHaveCount(0);
});

test('the terminal list shows every terminal but the kitchen screens, with its department and created time', async ({ page }) => {
  await loginAsStaff(page, DEMO_USERS.demoAdmin);
  await page.getByTestId('nav-terminals').click();
  await expect(page).toHaveURL('/terminals');
  await expect(page.getByRole('heading', { name: 'Terminaler', level: 1 })).toBeVisible();
  const table = page.getByTestId('terminals-table');
  for (const column of ['Avdeling', 'ID-nummer', 'Terminal-ID', 'Type', 'Enhetsnavn', 'Opprettet']) {
    await expect(table.getByRole('columnheader', { name: column })).toBeVisible();
  }
  const rows = page.getByTestId('terminal-row');
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeGreaterThan(1);
  await expect(page.locator('[data-terminal-type="KDS"]')).toHaveCount(0);
  await expect(table).not.toContainText('Kjøkkenskjerm');
  const created = await rows.locator('td:last-child').allTextContents();
  for (const text of created) expect(text).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2}$/);
  await screenshotBoth(page, 'terminals');
});

test('a user changes their own password on /profile: the current one is required, the other sessions end', async ({ page, browser }) => {
  await loginAsStaff(page, DEMO_USERS.demoAdmin);
  const admin = (await storedUser(page)) as { authToken: string };
  const created = await page.request.post('/api/user/createUser', {
    headers: { authorization: `Basic ${admin.authToken}` },
    data: {
      user: {
        firstname: 'Per',
        lastname: 'Passord',
        userRole: 'MANAGER',
        username: 'e2e.per',
        userPassword: DEMO_PASSWORD,
        pincode: '8644',
        email: 'per@demorestaurant.no',
        phone: '49876543',
      },
    },
  });
  expect(created.ok()).toBe(true);

  // Per is logged in on another device too.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await loginAsStaff(otherPage, 'e2e.per', '/overview', { throughUi: true });

  await page.evaluate(() => window.localStorage.clear());
  await loginAsStaff(page, 'e2e.per', '/overview', { throughUi: true });
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Endre passord' })).toBeVisible();
  await page.getByTestId('own-password-current').fill('feil-passord');
  await page.getByTestId('own-password-new').fill('nytt-passord-1');
  await page.getByTestId('own-password-repeat').fill('nytt-passord-2');
  await expect(page.getByText('(Passordene er ikke like)')).toBeVisible();
  await page.getByTestId('own-password-repeat').fill('nytt-passord-1');
  await page.getByTestId('own-password-save').click();
  await expect(page.getByText('Feil nåværende passord')).toBeVisible();
  await screenshotBoth(page, 'profile-password-wrong');

  await page.getByTestId('own-password-current').fill(DEMO_PASSWORD);
  await page.getByTestId('own-password-save').click();
  await expect(page.getByTestId('own-password-changed')).toHaveText('Passordet er endret.');
  await expect(page.getByTestId('own-password-current')).toHaveValue('');
  await screenshotBoth(page, 'profile-password-changed');

  // This session stays; the other device is logged out on its next call.
  await page.goto('/users');
  await expect(page.getByRole('heading', { name: 'Ansatte', level: 1 })).toBeVisible();
  await otherPage.goto('/profile');
  await expect(otherPage).toHaveURL(/\/login/);
  await otherPage.goto('/login');
  await submitLogin(otherPage, 'e2e.per', 'nytt-passord-1');
  await expect(otherPage).toHaveURL('/overview');
  await other.close();
});
