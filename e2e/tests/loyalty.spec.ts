import { expect, test, type Page } from '../support/test';
import { DEMO_USERS } from '../support/demo';
import { addDays, osloToday, pickCalendarDate, screenDate } from '../support/operations-helpers';
import { screenshotBoth } from '../support/screenshots';
import { loginAsStaff, storedUser } from '../support/session';

/** Issue 13, discounts and the reward programme, walked through as demo.admin on the seeded demo data. */

interface DiscountAdmin {
  categories: { id: string; name: string }[];
  items: { id: string; name: string; categoryId: string }[];
}

/** Three products of the demo menu: two of one category and one of another. */
async function threeProducts(page: Page): Promise<[string, string, string]> {
  const token = (await storedUser(page))?.authToken as string;
  const response = await page.request.get('/api/loyalty/getDataForDiscountAdminGui', { headers: { Authorization: `Basic ${token}` } });
  expect(response.ok()).toBe(true);
  const data = (await response.json()) as DiscountAdmin;
  const category = data.categories.find((candidate) => data.items.filter((item) => item.categoryId === candidate.id).length >= 2)!;
  const [first, second] = data.items.filter((item) => item.categoryId === category.id);
  const third = data.items.find((item) => item.categoryId !== category.id)!;
  return [first!.name, second!.name, third.name];
}

const picker = (page: Page) => page.getByTestId('product-picker');
const product = (page: Page, name: string) => picker(page).getByRole('checkbox', { name, exact: true });

test.beforeEach(async ({ page }) => {
  await loginAsStaff(page, DEMO_USERS.demoAdmin);
});

test('a discount for two products on two channels is created, edited (Back brings the choice back) and deleted', async ({ page }) => {
  const name = `Helgerabatt ${Date.now()}`;
  const [first, second, third] = await threeProducts(page);

  await page.goto('/discounts');
  await expect(page.getByRole('heading', { name: 'Rabatter', level: 1 })).toBeVisible();
  const table = page.getByTestId('discounts-table');
  await expect(table.getByRole('columnheader')).toHaveText([
    'Endre',
    'Navn',
    'Beskrivelse',
    'Status',
    'Prosent',
    'Gyldig fra',
    'Gyldig til',
    'Produkter',
    'Kanaler',
    'Avdelinger',
  ]);
  await expect(table.getByRole('row', { name: /Tirsdagspizza/ })).toContainText('20 %');
  await screenshotBoth(page, 'loyalty-discounts');

  await page.getByRole('link', { name: '+ Legg til rabatt' }).click();
  await expect(page).toHaveURL('/discountCreate');
  await expect(page.getByRole('heading', { name: 'Legg til rabatt', level: 1 })).toBeVisible();
  await expect(page.getByTestId('discount-from')).toHaveValue(screenDate(osloToday()));
  await expect(page.getByTestId('discount-to')).toHaveValue(screenDate(osloToday()));
  await expect(page.getByTestId('discount-single-day-hint')).toHaveText('For én enkelt dag: velg samme dato i fra og til. Gjelder én dag.');
  for (const location of ['Demo Restaurant Majorstuen', 'Demo Restaurant Lillestrøm', 'Demo Restaurant Grünerløkka'])
    await expect(page.getByRole('checkbox', { name: location })).toBeChecked();
  await page.getByRole('button', { name: 'Lagre' }).click();
  await expect(page.getByText('Navn må fylles ut')).toBeVisible();
  await expect(page.getByText('Velg minst ett produkt')).toBeVisible();
  await expect(page.getByText('Velg minst én kanal')).toBeVisible();

  await page.getByTestId('discount-name').fill(name);
  await page.getByTestId('discount-description').fill('Lørdag og søndag');
  await page.getByTestId('discount-percent').fill('25');
  await pickCalendarDate(page, 'discount-to', addDays(osloToday(), 2), 'forward');
  await page.getByRole('checkbox', { name: 'Takeaway på nett' }).check();
  await page.getByRole('checkbox', { name: 'Kasse' }).check();
  await screenshotBoth(page, 'loyalty-discount-create');

  await page.getByRole('button', { name: 'Velg produkter' }).click();
  await expect(picker(page).getByRole('heading', { name: 'Velg produkter' })).toBeVisible();
  await product(page, first).check();
  await product(page, second).check();
  await expect(page.getByRole('button', { name: 'OK (2)' })).toBeVisible();
  await screenshotBoth(page, 'loyalty-discount-products');
  // Back on a new discount clears the choice.
  await page.getByRole('button', { name: 'Tilbake' }).click();
  await expect(page.getByTestId('discount-products-chosen')).toHaveText('Ingen produkter valgt');
  await page.getByRole('button', { name: 'Velg produkter' }).click();
  await expect(product(page, first)).not.toBeChecked();
  await page.getByRole('button', { name: 'Velg alle' }).click();
  await page.getByRole('button', { name: 'Fjern alle' }).click();
  await product(page, first).check();
  await product(page, second).check();
  await page.getByRole('button', { name: 'OK (2)' }).click();
  await expect(page.getByTestId('discount-products-chosen')).toHaveText('2 produkter valgt');
  await page.getByRole('button', { name: 'Lagre' }).click();

  await expect(page).toHaveURL('/discounts');
  const row = table.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('25 %');
  await expect(row).toContainText(screenDate(addDays(osloToday(), 2)));
  await expect(row.getByTestId('discount-products')).toHaveText([first, second].sort((a, b) => a.localeCompare(b, 'nb')).join(', '));
  await expect(row.getByTestId('discount-channels')).toHaveText('Takeaway på nett, Kasse');

  await page.getByRole('link', { name: `Rediger rabatten ${name}` }).click();
  await expect(page).toHaveURL(/\/discountEdit\?discountId=/);
  await expect(page.getByRole('heading', { name: 'Rediger rabatt', level: 1 })).toBeVisible();
  await expect(page.getByTestId('discount-name')).toHaveValue(name);
  await expect(page.getByTestId('discount-products-chosen')).toHaveText('2 produkter valgt');
  await expect(page.getByRole('checkbox', { name: 'Kasse' })).toBeChecked();
  // Back on an existing discount brings the saved choice back.
  await page.getByRole('button', { name: 'Velg produkter' }).click();
  await expect(product(page, first)).toBeChecked();
  await page.getByRole('button', { name: 'Fjern alle' }).click();
  await product(page, third).check();
  await page.getByRole('button', { name: 'Tilbake' }).click();
  await expect(page.getByTestId('discount-products-chosen')).toHaveText('2 produkter valgt');
  await page.getByRole('button', { name: 'Velg produkter' }).click();
  await expect(product(page, first)).toBeChecked();
  await expect(product(page, third)).not.toBeChecked();
  await product(page, third).check();
  await page.getByRole('button', { name: 'OK (3)' }).click();
  await page.getByTestId('discount-percent').fill('30');
  await page.getByRole('checkbox', { name: 'Takeaway på nett' }).uncheck();
  await screenshotBoth(page, 'loyalty-discount-edit');
  await page.getByRole('button', { name: 'Lagre' }).click();

  await expect(page).toHaveURL('/discounts');
  await expect(row).toContainText('30 %');
  await expect(row.getByTestId('discount-products')).toHaveText([first, second, third].sort((a, b) => a.localeCompare(b, 'nb')).join(', '));
  await expect(row.getByTestId('discount-channels')).toHaveText('Kasse');

  await page.getByRole('button', { name: `Slett rabatten ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Slett rabatt' });
  await expect(dialog).toContainText(`Vil du slette rabatten «${name}»?`);
  await screenshotBoth(page, 'loyalty-discount-delete', { fullPage: false });
  await dialog.getByRole('button', { name: 'Slett' }).click();
  await expect(dialog).toBeHidden();
  await expect(table.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
});

test('a reward programme is refused on days another runs at a location, then created and listed', async ({ page }) => {
  const name = `Vinterbonus ${Date.now()}`;
  await page.goto('/rewards');
  await expect(page.getByRole('heading', { name: 'Bonusprogram', level: 1 })).toBeVisible();
  await expect(page.getByTestId('rewards-explanation')).toHaveText(
    'Kundene tjener bonuspoeng på hvert kjøp: en prosentandel av beløpet de handler for. Varer med rabatt gir ikke bonus. Ett poeng er verdt 1 kr.',
  );
  const table = page.getByTestId('rewards-table');
  await expect(table.getByRole('columnheader')).toHaveText(['Endre', 'Navn', 'Prosent bonus', 'Fra', 'Til', 'Avdelinger']);
  await expect(table.getByRole('row', { name: /Studentbonus Grünerløkka/ })).toContainText('10 %');
  await screenshotBoth(page, 'loyalty-rewards');

  await page.getByRole('link', { name: '+ Legg til bonusprogram' }).click();
  await expect(page).toHaveURL('/rewardCreate');
  await expect(page.getByRole('heading', { name: 'Legg til bonusprogram', level: 1 })).toBeVisible();
  await page.getByTestId('reward-name').fill(name);
  await page.getByTestId('reward-percent').fill('7,5');
  await page.getByRole('checkbox', { name: 'Demo Restaurant Lillestrøm' }).uncheck();
  await page.getByRole('checkbox', { name: 'Demo Restaurant Grünerløkka' }).uncheck();
  await page.getByRole('button', { name: 'Lagre' }).click();
  // Today the demo's 'Bonusprogram' runs at Majorstuen: the server refuses, naming it.
  await expect(page.getByText(/Bonusprogrammet «Bonusprogram» gjelder allerede .* ved Demo Restaurant Majorstuen\./)).toBeVisible();
  await expect(page).toHaveURL('/rewardCreate');
  await screenshotBoth(page, 'loyalty-reward-overlap');

  // After the demo programme's last day it is accepted.
  const day = addDays(osloToday(), 400);
  await pickCalendarDate(page, 'reward-from', day, 'forward');
  await pickCalendarDate(page, 'reward-to', day, 'forward');
  await page.getByRole('button', { name: 'Lagre' }).click();
  await expect(page).toHaveURL('/rewards');
  const row = table.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('7,5 %');
  await expect(row).toContainText(screenDate(day));
  await expect(row).toContainText('Demo Restaurant Majorstuen');

  await page.getByRole('link', { name: `Rediger bonusprogrammet ${name}` }).click();
  await expect(page.getByRole('heading', { name: 'Rediger bonusprogram', level: 1 })).toBeVisible();
  await expect(page.getByTestId('reward-name')).toHaveValue(name);
  await screenshotBoth(page, 'loyalty-reward-edit');
  await page.getByRole('link', { name: 'Avbryt' }).click();

  await page.getByRole('button', { name: `Slett bonusprogrammet ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Slett bonusprogram' });
  await dialog.getByRole('button', { name: 'Slett' }).click();
  await expect(table.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
});
