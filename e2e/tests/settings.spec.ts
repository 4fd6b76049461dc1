import { expect, test, type Browser, type Page } from '../support/test';
import { makePng } from '../support/catalogue-files';
import { DEMO_USERS } from '../support/demo';
import { DEMO_STAFF_MENU } from '../support/expected-menus';
import { screenshotBoth } from '../support/screenshots';
import { loginAsStaff, loginAsSuperAdmin, navTestIds, storedUser } from '../support/session';

/**
 * VAT, company and merchant settings (spec part 2 §2.16, §2.17, §2.20, §2.22). Every journey puts back
 * what it changed on merchant 'demo', since the later journeys of the run share its database.
 */

const sorted = (ids: string[]) => [...ids].sort();

/** The menu of demo's staff in mode WEBSITE, by hand from spec part 2 §2.22 (and part 1 §2). */
const DEMO_WEBSITE_STAFF_MENU = [
  'nav-overview',
  'nav-orders',
  // No reports, no employees, no terminals, no loyalty, no tables, no delivery and no VAT in WEBSITE mode.
  'nav-products',
  'nav-closingdays',
  'nav-openinghours',
  'nav-company',
  'nav-locations', // several locations
  'nav-profile',
];

async function api(page: Page) {
  const user = (await storedUser(page)) as { authToken: string };
  const headers = { authorization: `Basic ${user.authToken}` };
  return {
    get: async <T>(path: string): Promise<T> => {
      const response = await page.request.get(`/api/${path}`, { headers });
      expect(response.ok(), await response.text()).toBe(true);
      return (await response.json()) as T;
    },
    post: async (path: string, data: unknown) => {
      const response = await page.request.post(`/api/${path}`, { headers, data });
      expect(response.ok(), await response.text()).toBe(true);
    },
  };
}

async function openSettingsEntry(page: Page, entry: string) {
  await page.getByTestId('navgroup-settings').click();
  await page.getByTestId(`nav-${entry}`).click();
  await expect(page).toHaveURL(`/${entry}`);
}

test('a super admin changes the VAT rates after the tax authority notice, sees a refused 0, and the new rates on /vat', async ({
  page,
}) => {
  await loginAsSuperAdmin(page, DEMO_USERS.superAdmin, 'demo');
  const original = await (await api(page)).get<{ dineIn: number; takeOut: number; delivery: number }>('settings/getVat');
  try {
    await openSettingsEntry(page, 'vat');
    await expect(page.getByRole('heading', { name: 'Merverdiavgift (MVA)', level: 1 })).toBeVisible();
    await expect(page.getByTestId('vat-dine-in')).toHaveText(`${original.dineIn} %`);
    await expect(page.getByTestId('vat-take-out')).toHaveText(`${original.takeOut} %`);
    await expect(page.getByTestId('vat-delivery')).toHaveText(`${original.delivery} %`);
    await screenshotBoth(page, 'vat-super-admin');

    await page.getByTestId('vat-edit').click();
    await expect(page).toHaveURL('/vatEdit');
    await expect(page.getByTestId('vat-notice')).toContainText('fastsettes av Skatteetaten');
    const takeOut = page.getByLabel('Ta med (%)');
    await takeOut.fill('0');
    await page.getByTestId('form-save').click();
    await expect(page.getByText('Satsen må være større enn 0')).toBeVisible();
    await expect(takeOut).toBeFocused();
    await screenshotBoth(page, 'vat-edit-refused');

    await takeOut.fill('14');
    await page.getByLabel('Levere (%)').fill('14');
    await page.getByTestId('form-save').click();
    await expect(page.getByTestId('confirm-message')).toContainText(`Ta med: ${original.takeOut} % → 14 %`);
    await page.getByRole('button', { name: 'Lagre nye satser' }).click();
    await expect(page).toHaveURL('/vat');
    await expect(page.getByTestId('saved-notice')).toBeVisible();
    await expect(page.getByTestId('vat-take-out')).toHaveText('14 %');
    await expect(page.getByTestId('vat-delivery')).toHaveText('14 %');
    await expect(page.getByTestId('vat-updated')).toContainText('Sist endret');
    // The menu's prices with VAT follow: the products page reads the new rates.
    const menu = await (await api(page)).get<{ vat: { takeOut: number } }>('product/getProducts');
    expect(menu.vat.takeOut).toBe(14);
  } finally {
    await (await api(page)).post('settings/editVat', original);
  }
});

test('a super admin saves the company; a wrong organisation number is refused with a clear message', async ({ page }) => {
  await loginAsSuperAdmin(page, DEMO_USERS.superAdmin, 'demo');
  const original = await (await api(page)).get<Record<string, string>>('settings/getCompany');
  try {
    await openSettingsEntry(page, 'company');
    await expect(page.getByRole('heading', { name: 'Firmainnstillinger', level: 1 })).toBeVisible();
    await expect(page.getByTestId('company-name')).toHaveValue(original.name!);
    await screenshotBoth(page, 'company');

    await page.getByTestId('company-vatNumber').fill('923 609 017');
    await page.getByTestId('company-zipCode').fill('50');
    await page.getByTestId('form-save').click();
    await expect(page.getByText('Organisasjonsnummeret er ikke gyldig (kontrollsifferet stemmer ikke)')).toBeVisible();
    await expect(page.getByText('Postnummeret må ha fire sifre')).toBeVisible();
    await expect(page.getByTestId('company-vatNumber')).toBeFocused();
    await screenshotBoth(page, 'company-refused');

    await page.getByTestId('company-vatNumber').fill('923 609 016');
    await page.getByTestId('company-zipCode').fill('0150');
    await page.getByTestId('company-city').fill('Oslo');
    await page.getByTestId('form-save').click();
    await expect(page.getByTestId('company-saved')).toHaveText('Firmainnstillingene er oppdatert');
    await page.reload();
    await expect(page.getByTestId('company-vatNumber')).toHaveValue('923609016');
    await expect(page.getByTestId('company-city')).toHaveValue('Oslo');
  } finally {
    const { type: _type, merchant: _merchant, id: _id, useFunctionality: _mode, ...company } = original;
    await (await api(page)).post('settings/editCompany', company);
  }
});

test('a failed save shows its reason on the screen, and the form keeps what was typed', async ({ page }) => {
  await loginAsStaff(page, DEMO_USERS.demoAdmin);
  await page.route('**/api/settings/editCompany', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: { code: 'UNAVAILABLE', message: 'x' } }) }),
  );
  await page.goto('/company');
  await page.getByTestId('company-city').fill('Bergen');
  await page.getByTestId('form-save').click();
  await expect(page.getByTestId('form-failure')).toContainText('Kunne ikke lagre firmainnstillingene');
  await expect(page.getByTestId('company-saved')).toHaveCount(0);
  await expect(page.getByTestId('company-city')).toHaveValue('Bergen');
});

test('a super admin sets the logo, the questions and the settlement time on /merchant', async ({ page }) => {
  await loginAsSuperAdmin(page, DEMO_USERS.superAdmin, 'demo');
  const original = await (await api(page)).get<Record<string, unknown>>('settings/getMerchantSetting');
  try {
    await openSettingsEntry(page, 'merchant');
    await expect(page.getByRole('heading', { name: 'Merchant', level: 1 })).toBeVisible();
    await screenshotBoth(page, 'merchant');

    const logo = page.getByTestId('logo-field');
    await expect(logo.getByRole('button', { name: 'Last opp' })).toBeDisabled();
    await logo.locator('input[type="file"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: makePng() });
    await logo.getByRole('button', { name: 'Last opp' }).click();
    await expect(logo.getByTestId('logo-uploaded')).toBeVisible();
    await expect(logo.getByRole('img')).toHaveAttribute('src', /^\/api\/media\/images\/[0-9a-f-]{36}\?size=thumb$/);

    const spicy = page.getByTestId('merchant-showSpicyLevelSelections');
    await spicy.getByLabel(original.showSpicyLevelSelections ? 'Nei' : 'Ja').check();
    await page.getByTestId('merchant-settle-at').click();
    await page.getByRole('option', { name: 'Kl. 23:55' }).click();
    await page.getByTestId('form-save').click();
    await expect(page.getByTestId('merchant-saved')).toHaveText('Merchant innstillingene er oppdatert');
    await screenshotBoth(page, 'merchant-saved');

    const saved = await (await api(page)).get<Record<string, unknown>>('settings/getMerchantSetting');
    expect(saved).toMatchObject({
      showSpicyLevelSelections: !original.showSpicyLevelSelections,
      webshopAutoSettleAtTime: '23:55',
      logoImageFile: expect.stringMatching(/^\/api\/media\/images\//),
    });
  } finally {
    // The replaced logo's image is gone (a save removes it): the new logo stays, everything else goes back.
    const now = await (await api(page)).get<Record<string, unknown>>('settings/getMerchantSetting');
    await (await api(page)).post('settings/editMerchantSetting', { ...original, logoImageFile: now.logoImageFile });
  }
});

test('a MANAGER sees the VAT rates read-only and cannot reach /vatEdit or /merchant', async ({ page }) => {
  await loginAsStaff(page, DEMO_USERS.demoManager);
  await openSettingsEntry(page, 'vat');
  await expect(page.getByTestId('vat-take-out')).toBeVisible();
  await expect(page.getByTestId('vat-edit')).toHaveCount(0);
  await screenshotBoth(page, 'vat-manager');
  expect(await navTestIds(page)).not.toContain('nav-merchant');
  for (const path of ['/vatEdit', '/merchant']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Siden finnes ikke' })).toBeVisible();
  }
  // The server refuses the writes too.
  const user = (await storedUser(page)) as { authToken: string };
  const refused = await page.request.post('/api/settings/editVat', {
    headers: { authorization: `Basic ${user.authToken}` },
    data: { dineIn: 25, takeOut: 15, delivery: 15 },
  });
  expect(refused.status()).toBe(403);
});

async function superAdminPage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginAsSuperAdmin(page, DEMO_USERS.superAdmin, 'demo');
  return { context, page };
}

async function chooseMode(page: Page, label: RegExp) {
  await page.goto('/merchant');
  await page.getByTestId('merchant-functionality').click();
  await page.getByRole('option', { name: label }).click();
  await page.getByTestId('form-save').click();
  await expect(page.getByTestId('merchant-saved')).toHaveText('Merchant innstillingene er oppdatert');
}

test('switching demo to WEBSITE mode changes a logged-in admin’s menu on the next page load, without a new login', async ({
  page,
  browser,
}) => {
  await loginAsStaff(page, DEMO_USERS.demoAdmin);
  expect(await navTestIds(page)).toEqual(sorted(DEMO_STAFF_MENU));
  const superAdmin = await superAdminPage(browser);
  try {
    await chooseMode(superAdmin.page, /^WEBSITE/);
    // The super admin's own menu follows at once.
    await expect(superAdmin.page.getByTestId('navgroup-reports')).toHaveCount(0);

    await page.reload();
    await expect
      .poll(async () => ((await storedUser(page)) as { merchantSetting: { useFunctionality: string } }).merchantSetting.useFunctionality)
      .toBe('WEBSITE');
    expect(await navTestIds(page)).toEqual(sorted(DEMO_WEBSITE_STAFF_MENU));
    await screenshotBoth(page, 'menu-website-mode');
    await page.goto('/vat');
    await expect(page.getByRole('heading', { name: 'Siden finnes ikke' })).toBeVisible();
  } finally {
    await chooseMode(superAdmin.page, /^ALL/);
    await superAdmin.context.close();
  }
  await page.reload();
  await expect
    .poll(async () => ((await storedUser(page)) as { merchantSetting: { useFunctionality: string } }).merchantSetting.useFunctionality)
    .toBe('ALL');
  expect(await navTestIds(page)).toEqual(sorted(DEMO_STAFF_MENU));
});
