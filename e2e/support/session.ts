import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './demo';

export async function submitLogin(page: Page, username: string, password: string) {
  await page.getByLabel('Brukernavn').fill(username);
  await page.getByLabel('Passord', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Logg inn' }).click();
}

/**
 * The stored user ('user' in localStorage) of each login made through the UI in this worker, by server
 * and login: a later login of the same user puts it back instead of paying for the password hash again.
 * A session the server no longer knows (logout, password change) is logged in through the UI anew.
 */
const rememberedLogins = new Map<string, string>();
let restoredLogins = 0;

export interface LoginOptions {
  /** Through the login form even when this worker has logged the user in before (the login and session journeys). */
  throughUi?: boolean;
}

interface Login {
  username: string;
  /** The super admin's merchant: a login of its own per merchant. */
  merchant?: string;
  loginPath: string;
  landing: string;
}

async function logIn(page: Page, { username, merchant, loginPath, landing }: Login, { throughUi = false }: LoginOptions) {
  // The origin of the server the page's requests go to (the worker's, or a journey's own), without a page load.
  const origin = new URL((await page.request.get('/api/health')).url()).origin;
  const key = [origin, username, merchant].join(' ');
  const stored = rememberedLogins.get(key);
  if (stored && !throughUi) {
    const { authToken } = JSON.parse(stored) as { authToken: string };
    const check = await page.request.get('/api/location/listLocations', { headers: { Authorization: `Basic ${authToken}` } });
    if (check.ok()) {
      // Put into localStorage by the landing page's own first document, before the app reads it: one page load.
      // Once only (a flag in the tab's sessionStorage), so that a later logout in the test stays logged out.
      await page.addInitScript(
        ({ user, flag }) => {
          if (window.sessionStorage.getItem(flag)) return;
          window.sessionStorage.setItem(flag, '1');
          window.localStorage.setItem('user', user);
        },
        { user: stored, flag: `restored-login-${restoredLogins++}` },
      );
      await page.goto(landing);
      await expect(page).toHaveURL(landing);
      return;
    }
    rememberedLogins.delete(key);
  }
  await page.goto(loginPath);
  await submitLogin(page, username, DEMO_PASSWORD);
  await expect(page).toHaveURL(landing);
  const user = await page.evaluate(() => window.localStorage.getItem('user'));
  if (user) rememberedLogins.set(key, user);
}

/** Logs a staff user in at /login (or restores this worker's earlier login of the user) and waits for the start page. */
export async function loginAsStaff(page: Page, username: string, landing = '/overview', options: LoginOptions = {}) {
  await logIn(page, { username, loginPath: '/login', landing }, options);
}

/** Logs the super admin in for a merchant at /superadmin/login (or restores this worker's earlier login) and waits for /overview. */
export async function loginAsSuperAdmin(page: Page, username: string, merchant: string, options: LoginOptions = {}) {
  await logIn(
    page,
    { username, merchant, loginPath: `/superadmin/login?merchant=${encodeURIComponent(merchant)}`, landing: '/overview' },
    options,
  );
}

async function visibleNavTestIds(page: Page): Promise<string[]> {
  return page
    .locator('[data-testid^="nav-"]:visible')
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('data-testid') ?? ''));
}

/**
 * The distinct `nav-*` test ids a user can reach in the desktop navigation bar: the plain entries,
 * and the entries of every group menu, opened one after the other.
 */
export async function navTestIds(page: Page): Promise<string[]> {
  await expect(page.getByTestId('nav-overview')).toBeVisible();
  const ids = new Set(await visibleNavTestIds(page));
  const groups = page.locator('[data-testid^="navgroup-"]:visible');
  for (let index = 0; index < (await groups.count()); index += 1) {
    const trigger = groups.nth(index);
    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('menu')).toBeVisible();
    for (const id of await visibleNavTestIds(page)) ids.add(id);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
  }
  return [...ids].sort();
}

/** The stored user of the page, as the app keeps it in localStorage under 'user'. */
export async function storedUser(page: Page): Promise<Record<string, unknown> | null> {
  const raw = await page.evaluate(() => window.localStorage.getItem('user'));
  return raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
}
