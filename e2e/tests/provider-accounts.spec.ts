import { expect, test, type Page } from '../support/test';
import { DEMO_USERS } from '../support/demo';
import { screenshotBoth } from '../support/screenshots';
import { loginAsStaff, loginAsSuperAdmin } from '../support/session';

/**
 * The card-provider accounts (spec part 2 §2.19): a super admin edits demo's SwedbankPay and Dintero
 * accounts and sees the success messages; the secret is never shown, only its last four characters.
 * Each journey puts the values it changed back, since later journeys share the database.
 */

async function chooseLocation(page: Page, name: string) {
  await page.getByTestId('location-select').click();
  await page.getByRole('option', { name, exact: true }).click();
  await expect(page.getByTestId('location-select')).toHaveValue(name);
}

test('a super admin edits the SwedbankPay eCom account of Lillestrøm', async ({ page }) => {
  await loginAsSuperAdmin(page, DEMO_USERS.superAdmin, 'demo');
  await page.getByTestId('navgroup-settings').click();
  await page.getByTestId('nav-swedbankPay').click();
  await expect(page).toHaveURL('/swedbankPay');
  await expect(page.getByRole('heading', { name: 'SwedbankPay eCom konto', level: 1 })).toBeVisible();
  // Several outlets: 'For avdeling'.
  await expect(page.getByRole('combobox', { name: 'For avdeling' })).toBeVisible();
  await chooseLocation(page, 'Demo Restaurant Lillestrøm');
  await expect(page).toHaveURL(/locationId=/);

  const form = page.getByTestId('swedbank-pay');
  await expect(page.getByTestId('swedbank-pay-swedbankPayBaseApiUrl')).toHaveValue('https://api.externalintegration.payex.com');
  await expect(form.getByText('Test: https://api.externalintegration.payex.com – produksjon: https://api.payex.com')).toBeVisible();
  await expect(page.getByTestId('swedbank-pay-note')).toHaveText('Merk: tilgangstokenet er gyldig i 10 år.');
  // The token is not sent back: the field is empty and says that one is stored and how it ends.
  await expect(page.getByTestId('swedbank-pay-accessToken')).toHaveValue('');
  await expect(form.getByText(/Lagret, slutter på …\w{4}\./)).toBeVisible();

  // All fields required.
  const payeeName = page.getByTestId('swedbank-pay-payeeName');
  const original = await payeeName.inputValue();
  await payeeName.fill('');
  await page.getByTestId('form-save').click();
  await expect(form.getByText('Payee-navn må fylles ut')).toBeVisible();

  await payeeName.fill('Demo Lillestrøm');
  await page.getByTestId('swedbank-pay-themePrimaryColor').fill('#0A5C36');
  await page.getByTestId('form-save').click();
  await expect(page.getByTestId('swedbank-pay-saved')).toHaveText('SwedbankPay eCom kontoinnstillingene er oppdatert');
  await screenshotBoth(page, 'swedbank-pay');

  // Read again, the saved values show; then they are put back (the token is kept as it is).
  await page.reload();
  await expect(payeeName).toHaveValue('Demo Lillestrøm');
  await payeeName.fill(original);
  await page.getByTestId('swedbank-pay-themePrimaryColor').fill('#B3261E');
  await page.getByTestId('form-save').click();
  await expect(page.getByTestId('swedbank-pay-saved')).toBeVisible();
});

test('a super admin edits the Dintero account of Majorstuen', async ({ page }) => {
  await loginAsSuperAdmin(page, DEMO_USERS.superAdmin, 'demo');
  await page.goto('/dintero');
  await expect(page.getByRole('heading', { name: 'Dintero konto', level: 1 })).toBeVisible();
  await chooseLocation(page, 'Demo Restaurant Majorstuen');
  const form = page.getByTestId('dintero');
  await expect(page.getByTestId('dintero-defaultPaymentType')).toHaveValue('vipps');
  await expect(page.getByTestId('dintero-note')).toContainText('base64 av klient-ID og klienthemmelighet');
  await expect(page.getByTestId('dintero-clientSecret')).toHaveValue('');
  await expect(form.getByText(/Lagret, slutter på …\w{4}\./)).toBeVisible();

  const accountId = page.getByTestId('dintero-accountId');
  const original = await accountId.inputValue();
  await accountId.fill('X1');
  await page.getByTestId('form-save').click();
  await expect(form.getByText(/Konto-ID er T \(test\) eller P \(produksjon\)/)).toBeVisible();
  await accountId.fill(original);
  await page.getByTestId('dintero-themePrimaryColor').fill('#123456');
  await page.getByTestId('form-save').click();
  await expect(page.getByTestId('dintero-saved')).toHaveText('Dintero kontoinnstillingene er oppdatert');
  await screenshotBoth(page, 'dintero');

  await page.getByTestId('dintero-themePrimaryColor').fill('#1E6B52');
  await page.getByTestId('form-save').click();
  await expect(page.getByTestId('dintero-saved')).toBeVisible();
  await expect(accountId).toHaveValue(original);
});

test('a MANAGER cannot reach /swedbankPay or /dintero', async ({ page }) => {
  await loginAsStaff(page, DEMO_USERS.demoManager);
  await page.getByTestId('navgroup-settings').click();
  await expect(page.getByTestId('nav-swedbankPay')).toHaveCount(0);
  await expect(page.getByTestId('nav-dintero')).toHaveCount(0);
  await page.keyboard.press('Escape');
  for (const path of ['/swedbankPay', '/dintero']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Siden finnes ikke' })).toBeVisible();
  }
});
