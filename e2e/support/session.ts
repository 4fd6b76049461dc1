import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './demo';

export async function submitLogin(page: Page, username: string, password: string) {
  await page.getByLabel('Brukernavn').fill(username);
  await page.getByLabel('Passord', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Logg inn' }).click();
}

/** Logs a staff user in at /login and waits for the start page. */
export async function loginAsStaff(page: Page, username: string, landing = '/overview') {
  await page.goto('/login');
  await submitLogin(page, username, DEMO_PASSWORD);
  await expect(page).toHaveURL(landing);
}

/** Logs the super admin in for a merchant at /superadmin/login and waits for /overview. */
export async function loginAsSuperAdmin(page: Page, username: string, merchant: string) {
  await page.goto(`/superadmin/login?merchant=${encodeURIComponent(merchant)}`);
  await submitLogin(page, username, DEMO_PASSWORD);
  await expect(page).toHaveURL('/overview');
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
