import { expect, type Locator, type Page } from '@playwright/test';
import { makePng, textFileNamedAsPng } from './catalogue-files';

/** The names of a sort page's rows, in their order. */
export function sortNames(page: Page): Promise<string[]> {
  return page.getByTestId('sort-name').allTextContents();
}

/** Moves a sort page's row one place with the keyboard: Space lifts it, an arrow moves it, Space drops it. */
export async function moveWithKeyboard(page: Page, row: Locator, key: 'ArrowUp' | 'ArrowDown') {
  await row.focus();
  await expect(row).toBeFocused();
  await page.keyboard.press('Space');
  await page.waitForTimeout(150);
  await page.keyboard.press(key);
  await page.waitForTimeout(250);
  await page.keyboard.press('Space');
  await page.waitForTimeout(250);
}

/** Drags a sort page's row onto another with the mouse. */
export async function dragOnto(page: Page, row: Locator, target: Locator) {
  await row.scrollIntoViewIfNeeded();
  const from = (await row.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 8, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 + (to.y > from.y ? 6 : -6), { steps: 15 });
  await page.waitForTimeout(200);
  await page.mouse.up();
  await page.waitForTimeout(300);
}

/** The products page's category block of a category. */
export function categoryBlock(page: Page, name: string): Locator {
  return page.getByTestId('category-block').filter({ has: page.getByRole('heading', { name, exact: true }) });
}

/** Opens /products from the navigation bar. */
export async function openProducts(page: Page) {
  await page.getByTestId('nav-products').click();
  await expect(page).toHaveURL('/products');
  await expect(page.getByRole('heading', { name: 'Produkter', level: 1 })).toBeVisible();
}

/** Presses the form's Lagre and waits for /products. */
export async function save(page: Page) {
  await page.getByRole('button', { name: 'Lagre', exact: true }).click();
  await expect(page).toHaveURL('/products');
}

/** Checks the confirm dialog's texts and presses Slett. */
export async function confirmDelete(page: Page, title: string, message: string) {
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
  await expect(dialog.getByTestId('confirm-message')).toHaveText(message);
  await expect(dialog.getByRole('button', { name: 'Avbryt' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Slett' }).click();
  await expect(dialog).toBeHidden();
}

/** Adds a variant in the item form: one at a time, a name is needed, the price is typed with VAT. */
export async function addVariant(page: Page, name: string, grossTakeaway: string) {
  const add = page.getByRole('button', { name: '+ Legg til variant' });
  await add.click();
  await expect(add).toBeDisabled();
  const draft = page.getByTestId('variant-draft');
  await draft.getByRole('button', { name: 'Lagre variant' }).click();
  await expect(draft.getByText('Varianten må ha et navn')).toBeVisible();
  await draft.getByLabel('Navn på varianten').fill(name);
  await draft.getByLabel('Pris med 15 % MVA (Ta med)').fill(grossTakeaway);
  await draft.getByRole('button', { name: 'Lagre variant' }).click();
  await expect(draft).toBeHidden();
}

/** Picks a renamed text file (refused, with a message), then a PNG, and uploads it with 'Last opp'. */
export async function uploadImage(page: Page) {
  const image = page.getByTestId('image-field');
  const upload = image.getByRole('button', { name: 'Last opp' });
  const input = image.locator('input[type="file"]');
  await expect(upload).toBeDisabled();
  await input.setInputFiles(textFileNamedAsPng());
  await expect(image.getByText('Filen er ikke et bilde. Velg et bilde i JPEG, PNG, WebP eller GIF.')).toBeVisible();
  await expect(upload).toBeDisabled();
  await input.setInputFiles({ name: 'burger.png', mimeType: 'image/png', buffer: makePng() });
  await expect(upload).toBeEnabled();
  await upload.click();
  await expect(image.getByTestId('image-uploaded')).toBeVisible();
  await expect(image.getByRole('img')).toHaveAttribute('src', /^\/api\/media\/images\/[0-9a-f-]{36}\?size=thumb$/);
}
