import { expect, test, type Page } from '../support/test';
import { DEMO_USERS } from '../support/demo';
import { DEMO_LOCATIONS, chooseLocation } from '../support/operations-helpers';
import { savePicture } from '../support/screenshots';
import { loginAsStaff, storedUser } from '../support/session';

/** The one form pattern, walked through as demo.admin: one save per click, focus on errors, unsaved changes, 'Lagret'. */

const LEAVE_QUESTION = 'Du har endringer som ikke er lagret. Vil du forlate siden?';

/** Counts the POST requests the page sends to an API path from now on. */
function countPosts(page: Page, apiPath: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === apiPath) count += 1;
  });
  return () => count;
}

async function authHeaders(page: Page) {
  return { Authorization: `Basic ${(await storedUser(page))?.authToken as string}` };
}

async function closingDaysWith(page: Page, message: string): Promise<Array<{ id: string }>> {
  const answer = await page.request.get('/api/settings/getClosingDays', { headers: await authHeaders(page) });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as Array<{ id: string; message: string }>).filter((day) => day.message === message);
}

/** Deletes a category the test made, so that the other journeys find the demo menu as seeded. */
async function deleteCategory(page: Page, name: string) {
  const merchant = (await storedUser(page))?.merchant as string;
  const answer = await page.request.get('/api/product/getCategories', { headers: await authHeaders(page), params: { merchant } });
  expect(answer.ok()).toBe(true);
  const category = ((await answer.json()) as Array<{ id: string; name: string }>).find((entry) => entry.name === name);
  expect(category).toBeDefined();
  const deleted = await page.request.post('/api/product/deleteCategory', {
    headers: await authHeaders(page),
    data: { merchant, categoryId: category!.id, imageUrl: null },
  });
  expect(deleted.ok()).toBe(true);
}

/** Reopens what a test closed, so that the other journeys find the demo data as seeded. */
async function deleteClosingDays(page: Page, message: string) {
  for (const day of await closingDaysWith(page, message)) {
    const answer = await page.request.post('/api/settings/deleteClosingDay', { headers: await authHeaders(page), data: { id: day.id } });
    expect(answer.ok()).toBe(true);
  }
}

const shot = (page: Page, name: string) => savePicture(page, `forms-${name}`, { fullPage: false });

test.beforeEach(async ({ page }) => {
  await loginAsStaff(page, DEMO_USERS.demoAdmin);
});

test("a double click on 'Lagre' creates one closing day", async ({ page }) => {
  const message = 'Stengt: dobbeltklikk-test.';
  await page.goto('/closingDaysCreate');
  await expect(page.getByRole('heading', { name: 'Legg til stengte dager', level: 1 })).toBeVisible();
  await chooseLocation(page, DEMO_LOCATIONS.lillestrom);
  await page.getByTestId('closing-message').fill(message);
  const posts = countPosts(page, '/api/settings/createClosingDays');

  await page.getByRole('button', { name: 'Lagre' }).dblclick();
  await expect(page).toHaveURL('/closingdays');
  await expect(page.getByTestId('closing-day-row').filter({ hasText: message })).toHaveCount(1);
  expect(posts()).toBe(1);
  expect(await closingDaysWith(page, message)).toHaveLength(1);
  await deleteClosingDays(page, message);
});

test("two presses of 'Steng takeaway' in the same moment close takeaway once", async ({ page }) => {
  await page.goto('/closeTakeaway');
  await chooseLocation(page, DEMO_LOCATIONS.majorstuen);
  const message = 'Stengt i dag: to trykk samtidig.';
  await page.getByTestId('close-takeaway-message').fill(message);
  const posts = countPosts(page, '/api/settings/createClosingDays');

  // Both clicks in one task, before React can disable the button in between.
  await page.getByTestId('form-save').evaluate((button: HTMLButtonElement) => {
    button.click();
    button.click();
  });
  await expect(page).toHaveURL(/\/overview\?locationId=/);
  expect(posts()).toBe(1);
  expect(await closingDaysWith(page, message)).toHaveLength(1);
  await deleteClosingDays(page, message);
});

test('saving an empty category moves the focus to the first field with an error and says how many there are', async ({ page }) => {
  await page.goto('/categoryCreate');
  await expect(page.getByRole('heading', { name: 'Legg til kategori', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Lagre' }).click();

  const name = page.getByRole('textbox', { name: /^Navn/ });
  await expect(name).toBeFocused();
  const focused = await page.evaluate(() => {
    const element = document.activeElement as HTMLInputElement | null;
    const describedBy = element?.getAttribute('aria-describedby') ?? '';
    return {
      label: element?.labels?.[0]?.textContent ?? '',
      invalid: element?.getAttribute('aria-invalid'),
      message: describedBy ? (document.getElementById(describedBy)?.textContent ?? '') : '',
    };
  });
  expect(focused).toEqual({ label: expect.stringMatching(/^Navn/), invalid: 'true', message: 'Kategorien må ha et navn' });
  await expect(page.getByRole('combobox', { name: /^Varetype/ })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('form-error-summary')).toHaveAttribute('role', 'alert');
  await expect(page.getByTestId('form-error-summary')).toHaveText('Skjemaet har 2 feil. Rett feltene som er merket.');
  await shot(page, 'category-errors');
});

test("leaving a changed form asks: 'Bli på siden' keeps the values, 'Forlat siden' leaves", async ({ page }) => {
  await page.goto('/categoryCreate');
  const name = page.getByRole('textbox', { name: /^Navn/ });
  await name.fill('Halvferdig kategori');

  await page.getByTestId('nav-products').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(LEAVE_QUESTION);
  await expect(dialog.getByRole('button', { name: 'Bli på siden' })).toBeFocused();
  await shot(page, 'leave-question');
  await dialog.getByRole('button', { name: 'Bli på siden' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL('/categoryCreate');
  await expect(name).toHaveValue('Halvferdig kategori');

  // Reloading or closing the tab asks the browser's own question.
  const question = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const browserDialog = await question;
  expect(browserDialog.type()).toBe('beforeunload');
  await browserDialog.dismiss();
  await expect(name).toHaveValue('Halvferdig kategori');

  await page.getByTestId('nav-products').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Forlat siden' }).click();
  await expect(page).toHaveURL('/products');
  await expect(page.getByRole('heading', { name: 'Produkter', level: 1 })).toBeVisible();
});

test("after saving, 'Lagret' shows and nothing asks before leaving", async ({ page }) => {
  await page.goto('/categoryCreate');
  await page.getByRole('textbox', { name: /^Navn/ }).fill('Lagret-test');
  await page.getByRole('combobox', { name: /^Varetype/ }).selectOption({ label: 'Matrett' });
  await page.getByRole('button', { name: 'Lagre' }).click();

  await expect(page).toHaveURL('/products');
  // The notice is a status message, announced without taking the focus; it closes by itself after a few seconds.
  await expect(page.getByRole('status').filter({ hasText: 'Lagret' })).toBeVisible();
  await shot(page, 'saved');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await deleteCategory(page, 'Lagret-test');

  // A form saved in place is no longer changed: the next page opens without a question.
  await page.goto('/openinghours');
  const from = page.getByLabel('Fra tirsdag');
  const seeded = await from.inputValue();
  await from.selectOption('12:15');
  await page.getByRole('button', { name: 'Lagre' }).click();
  // Saved in place: the form's own message, and no 'Lagret' notice beside it.
  await expect(page.getByTestId('opening-hours-saved')).toBeVisible();
  await expect(page.getByTestId('saved-notice')).toHaveCount(0);
  await page.getByTestId('nav-products').click();
  await expect(page).toHaveURL('/products');

  // The seeded opening hours back, for the other journeys.
  await page.goBack();
  await expect(page).toHaveURL('/openinghours');
  await page.getByLabel('Fra tirsdag').selectOption(seeded);
  await page.getByRole('button', { name: 'Lagre' }).click();
  await expect(page.getByTestId('opening-hours-saved')).toBeVisible();
});
