import { expect, test, type Page } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { DEMO_PASSWORD, DEMO_USERS } from '../support/demo';
import { savePicture } from '../support/screenshots';
import { loginAsStaff, storedUser } from '../support/session';

/**
 * English beside Norwegian (issue 34), as a new user meets it: the login page's switch, a manager's own language
 * chosen on /profile (the whole app at once, kept past a logout and a login, another user's left alone), and a
 * sample of screens in English with axe on each: the overview, the orders with a refund, a report and a form with
 * its validation errors. The manager's language is set back to Norwegian afterwards: the other journeys read the
 * specification's Norwegian texts.
 */

async function logInThroughForm(page: Page, username: string, labels: { username: string; password: string; submit: string }) {
  await page.getByLabel(labels.username).fill(username);
  await page.getByLabel(labels.password, { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: labels.submit }).click();
  await expect(page).toHaveURL('/overview');
}

const NORWEGIAN = { username: 'Brukernavn', password: 'Passord', submit: 'Logg inn' };
const ENGLISH = { username: 'Username', password: 'Password', submit: 'Log in' };

test.afterEach(async ({ page }) => {
  // Whatever happened above: the manager speaks Norwegian again for the other journeys (a session of its own).
  const login = await page.request.post('/api/public/backoffice_login', {
    data: { username: DEMO_USERS.demoManager, password: DEMO_PASSWORD },
  });
  const { user } = (await login.json()) as { user: string };
  const token = (JSON.parse(user) as { authToken: string }).authToken;
  const reset = await page.request.post('/api/user/changeOwnLanguage', {
    headers: { authorization: `Basic ${token}` },
    data: { language: 'nb' },
  });
  expect(reset.ok(), await reset.text()).toBe(true);
});

test('the login page switches to English for this browser until someone logs in', async ({ page }) => {
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nb');
  await expect(page.getByRole('heading', { name: 'Logg inn', level: 1 })).toBeVisible();
  await page.getByTestId('login-language').selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible();
  // A wrong password, answered in English.
  await page.getByLabel('Username').fill(DEMO_USERS.demoManager);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Wrong username/password')).toBeVisible();
  await savePicture(page, 'english-login');
  await expectNoAxeViolations(page, 'login in English');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible();

  // The manager's own language is Norwegian: after the login it applies.
  await logInThroughForm(page, DEMO_USERS.demoManager, ENGLISH);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nb');
  await expect(page.getByTestId('nav-overview')).toHaveText('Oversikt');
});

test('a manager chooses English on /profile: the whole app at once, after a new login too, and nobody else', async ({ page }) => {
  await loginAsStaff(page, DEMO_USERS.demoManager, '/overview', { throughUi: true });
  await page.getByTestId('nav-profile').click();
  await expect(page.getByRole('heading', { name: 'Min profil', level: 1 })).toBeVisible();
  await page.getByTestId('profile-language').selectOption('en');
  await expect(page.getByRole('heading', { name: 'My profile', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('nav-overview')).toHaveText('Overview');
  await expectNoAxeViolations(page, 'profile in English');

  // The overview.
  await page.getByTestId('nav-overview').click();
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
  await savePicture(page, 'english-overview');
  await expectNoAxeViolations(page, 'overview in English');

  // The orders, and an order with a refund.
  await page.getByTestId('nav-orders').click();
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  const token = (await storedUser(page))?.authToken as string;
  let refunded: { id: string } | undefined;
  for (let listPage = 1; !refunded && listPage <= 10; listPage++) {
    const listed = await page.request.get(`/api/order/listOrders?limit=100&page=${listPage}`, {
      headers: { authorization: `Basic ${token}` },
    });
    expect(listed.ok(), await listed.text()).toBe(true);
    refunded = ((await listed.json()) as { id: string; refunds: unknown[] }[]).find((order) => order.refunds.length > 0);
  }
  expect(refunded, 'an order with a refund among the latest thousand').toBeTruthy();
  await savePicture(page, 'english-orders');
  await expectNoAxeViolations(page, 'orders in English');
  await page.goto(`/orderDetail?orderDocumentId=${refunded!.id}`);
  await expect(page.getByTestId('order-refunds')).toBeVisible();
  await expect(page.locator('body')).not.toContainText('Refusjon');
  await savePicture(page, 'english-order-refunded');
  await expectNoAxeViolations(page, 'order with a refund in English');

  // A report.
  await page.getByTestId('navgroup-reports').click();
  await page.getByTestId('nav-salesAnalytics').click();
  await expect(page.getByRole('heading', { name: 'Sales analytics', level: 1 })).toBeVisible();
  await expect(page.getByTestId('key-figure-netSales')).toBeVisible();
  await savePicture(page, 'english-sales-analytics');
  await expectNoAxeViolations(page, 'sales analytics in English');

  // A form and its validation errors: closed days without a message.
  await page.goto('/closingDaysCreate');
  await expect(page.getByRole('heading', { name: 'Add closed days', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Message is required').first()).toBeVisible();
  await expect(page.locator('body')).not.toContainText('må fylles ut');
  await savePicture(page, 'english-form-errors');
  await expectNoAxeViolations(page, 'form errors in English');

  // Another user's language is left alone.
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/login/);
  await logInThroughForm(page, DEMO_USERS.demoAdmin, await labelsNow(page));
  await expect(page.locator('html')).toHaveAttribute('lang', 'nb');
  await expect(page.getByTestId('nav-overview')).toHaveText('Oversikt');

  // The manager's English survives the logout and a new login.
  await page.getByTestId('logout').click();
  await logInThroughForm(page, DEMO_USERS.demoManager, await labelsNow(page));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
});

/** The login form's labels in whichever language the login page shows now. */
async function labelsNow(page: Page) {
  return (await page.locator('html').getAttribute('lang')) === 'en' ? ENGLISH : NORWEGIAN;
}
