import { expect, test } from '../support/test';
import {
  addVariant,
  categoryBlock,
  confirmDelete,
  dragOnto,
  moveWithKeyboard,
  openProducts,
  save,
  sortNames,
  uploadImage,
} from '../support/catalogue-pages';
import { DEMO_USERS } from '../support/demo';
import { screenshot, viewportScreenshot } from '../support/screenshots';
import { loginAsStaff } from '../support/session';

const CATEGORY = 'E2E Burgere';
const GROUP = 'E2E Saus';
const ADD_ON = 'E2E Dressing';
const BURGER = 'E2E Cheeseburger';
const FRIES = 'E2E Pommes';

test('a menu is built from scratch: group, choice, category, items with variants and image, sorting, editing, deleting', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await loginAsStaff(page, DEMO_USERS.demoAdmin);
  await openProducts(page);
  await expect(page.getByRole('heading', { name: 'Kategorier' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Grupper for valg og tillegg' })).toBeVisible();
  await viewportScreenshot(page, 'catalogue-products-desktop');

  await test.step('an add-on group and a choice in it', async () => {
    await page.getByRole('link', { name: '+ Legg til gruppe' }).click();
    await expect(page).toHaveURL('/addOnGroupCreate');
    await expect(page.getByRole('heading', { name: 'Legg til gruppe for valg og tillegg' })).toBeVisible();
    await page.getByRole('button', { name: 'Lagre', exact: true }).click();
    await expect(page.getByText('Gruppen må ha et navn')).toBeVisible();
    await page.getByRole('textbox', { name: 'Navn', exact: true }).fill(GROUP);
    await page.getByLabel('Tittel').fill('Velg saus');
    await save(page);

    await page.getByRole('button', { name: `Vis valgene i «${GROUP}»` }).click();
    const group = page.getByTestId('add-on-group').filter({ hasText: GROUP });
    await group.getByRole('link', { name: '+ Legg til valg' }).click();
    await expect(page).toHaveURL(/\/addOnCreate\?addOnGroupId=/);
    await expect(page.getByRole('heading', { name: 'Legg til valg' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Navn', exact: true }).fill(ADD_ON);
    await page.getByLabel('Pris med 15 % MVA (Ta med)').fill('23');
    await expect(page.getByLabel('Pris uten MVA (Ta med)')).toHaveValue('20');
    await save(page);
    await page.getByRole('button', { name: `Vis valgene i «${GROUP}»` }).click();
    await expect(group.getByTestId('add-on-row').filter({ hasText: ADD_ON })).toContainText('23 kr');
  });

  await test.step('a category: every location chosen, order types follow the item type', async () => {
    await page.getByRole('link', { name: '+ Legg til kategori' }).click();
    await expect(page).toHaveURL('/categoryCreate');
    await expect(page.getByRole('heading', { name: 'Legg til kategori' })).toBeVisible();
    const locations = page.getByTestId('choice-locations').getByRole('checkbox');
    await expect(locations).toHaveCount(3);
    for (const box of await locations.all()) await expect(box).toBeChecked();
    await page.getByRole('textbox', { name: 'Navn', exact: true }).fill(CATEGORY);
    await page.getByLabel('Varetype').selectOption({ label: 'Drikke MED alkohol' });
    await expect(page.getByLabel('Spise her')).toBeChecked();
    await expect(page.getByLabel('Ta med')).not.toBeChecked();
    await page.getByLabel('Varetype').selectOption({ label: 'Matrett' });
    await expect(page.getByLabel('Ta med')).toBeChecked();
    await expect(page.getByLabel('Varetype').locator('option')).toHaveText([
      'Matrett',
      'Bubble tea',
      'Drikke UTEN alkohol',
      'Drikke MED alkohol',
      'Tilbehør',
      'Leveringstjeneste',
    ]);
    await save(page);
    await expect(page.getByTestId('category-sidebar').getByText(CATEGORY)).toBeVisible();
    await expect(categoryBlock(page, CATEGORY)).toContainText('Ingen produkter i denne kategorien ennå.');
  });

  await test.step('an item with two variants, the add-on group and an image', async () => {
    await categoryBlock(page, CATEGORY).getByRole('link', { name: '+ Legg til produkt' }).click();
    await expect(page).toHaveURL(/\/itemCreate\?categoryId=/);
    await expect(page.getByRole('heading', { name: 'Legg til produkt' })).toBeVisible();
    await expect(page.getByText(`Kategori: ${CATEGORY}`)).toBeVisible();
    await page.getByRole('textbox', { name: 'Navn', exact: true }).fill(BURGER);
    await page.getByLabel('Menynummer').fill('101');
    await page.getByLabel('Pris med 15 % MVA (Ta med)').fill('149');
    await expect(page.getByLabel('Pris uten MVA (Ta med)')).toHaveValue('129,57');
    await page.getByLabel('Pris med 25 % MVA (Spise her)').fill('159');
    await expect(page.getByLabel('Pris uten MVA (Spise her)')).toHaveValue('127,2');

    await addVariant(page, 'Enkel', '149');
    await addVariant(page, 'Dobbel', '199');
    await expect(page.getByTestId('variant-row')).toHaveText([/Enkel.*Ta med 149\skr/, /Dobbel.*Ta med 199\skr/]);
    await page.getByTestId('item-add-on-groups').getByLabel(GROUP).check();

    await uploadImage(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'catalogue-item-form-desktop');
    await save(page);

    const row = categoryBlock(page, CATEGORY).getByTestId('item-row').filter({ hasText: BURGER });
    await expect(row.getByTestId('item-menu-nr')).toHaveText('Nr. 101');
    await expect(row.getByTestId('item-prices')).toHaveText('Ta med 149 kr · Spise her 159 kr');
    // The variants have no dine-in price of their own: dine-in sells at the takeaway price with dine-in VAT.
    await expect(row.getByTestId('item-variant')).toHaveText([
      'Enkel: Ta med 149 kr · Spise her 162 kr',
      'Dobbel: Ta med 199 kr · Spise her 216 kr',
    ]);
    await expect(row.getByRole('img', { name: BURGER })).toHaveAttribute('src', /\?size=thumb$/);

    await categoryBlock(page, CATEGORY).getByRole('link', { name: '+ Legg til produkt' }).click();
    await page.getByRole('textbox', { name: 'Navn', exact: true }).fill(FRIES);
    await page.getByLabel('Menynummer').fill('102');
    await page.getByLabel('Pris med 15 % MVA (Ta med)').fill('49');
    await save(page);
  });

  await test.step('items sorted with the keyboard, categories by dragging', async () => {
    await page.getByRole('link', { name: `Sorter produktene i «${CATEGORY}»` }).click();
    await expect(page).toHaveURL(/\/itemsOfCategorySort\?categoryId=/);
    await expect(page.getByRole('heading', { name: `Sorter produktene i «${CATEGORY}»` })).toBeVisible();
    await expect(page.getByTestId('sort-row')).toHaveCount(2);
    const before = await sortNames(page);
    expect([...before].sort()).toEqual([BURGER, FRIES]);
    await expect(page.getByTestId('sort-menu-nr')).toHaveText(before.map((name) => (name === BURGER ? '101' : '102')));
    await moveWithKeyboard(
      page,
      page.getByRole('button', { name: `Flytt «${before[0] === BURGER ? '101' : '102'} ${before[0]}»` }),
      'ArrowDown',
    );
    await expect.poll(() => sortNames(page)).toEqual([before[1], before[0]]);
    await screenshot(page, 'catalogue-sort-desktop');
    await save(page);
    await expect(categoryBlock(page, CATEGORY).getByTestId('item-name')).toHaveText([before[1]!, before[0]!]);

    await page.getByRole('link', { name: 'Sorter kategorier' }).click();
    await expect(page).toHaveURL('/categoriesSort');
    await expect(page.getByRole('heading', { name: 'Sorter kategorier' })).toBeVisible();
    await expect(page.getByTestId('sort-row').filter({ hasText: CATEGORY })).toBeVisible();
    const categories = await sortNames(page);
    const from = categories.indexOf(CATEGORY);
    const to = from === 0 ? 1 : from - 1;
    const rows = page.getByTestId('sort-row');
    await dragOnto(page, rows.nth(from), rows.nth(to));
    const expected = [...categories];
    expected.splice(to, 0, ...expected.splice(from, 1));
    await expect.poll(() => sortNames(page)).toEqual(expected);
    await save(page);
    await expect(page.getByTestId('sidebar-category')).toHaveText(expected);
  });

  await test.step('editing an item shows the price sync, one variant open at a time', async () => {
    await page.getByRole('link', { name: `Rediger produktet «${BURGER}»` }).click();
    await expect(page).toHaveURL(/\/itemEdit\?categoryId=.*&itemId=/);
    await expect(page.getByRole('heading', { name: 'Rediger produkt' })).toBeVisible();
    await expect(page.getByLabel('Pris uten MVA (Ta med)')).toHaveValue('129,57');
    await expect(page.getByLabel('Pris med 15 % MVA (Ta med)')).toHaveValue('149');
    await page.getByLabel('Pris med 15 % MVA (Ta med)').fill('159');
    await expect(page.getByLabel('Pris uten MVA (Ta med)')).toHaveValue('138,26');
    await page.getByLabel('Pris uten MVA (Ta med)').fill('100');
    await expect(page.getByLabel('Pris med 15 % MVA (Ta med)')).toHaveValue('115');
    await page.getByLabel('Pris med 15 % MVA (Ta med)').fill('159');
    await expect(page.getByTestId('item-add-on-groups').getByLabel(GROUP)).toBeChecked();

    await page.getByRole('button', { name: 'Rediger varianten «Enkel»' }).click();
    await expect(page.getByTestId('variant-draft').getByLabel('Navn på varianten')).toHaveValue('Enkel');
    await expect(page.getByRole('button', { name: 'Rediger varianten «Dobbel»' })).toBeDisabled();
    await expect(page.getByRole('button', { name: '+ Legg til variant' })).toBeDisabled();
    await page.getByTestId('variant-draft').getByLabel('Pris med 25 % MVA (Spise her)').fill('169');
    await page.getByTestId('variant-draft').scrollIntoViewIfNeeded();
    await viewportScreenshot(page, 'catalogue-item-variant-desktop');
    await page.getByTestId('variant-draft').getByRole('button', { name: 'Lagre variant' }).click();
    await save(page);
    const row = page.getByTestId('item-row').filter({ hasText: BURGER });
    await expect(row.getByTestId('item-prices')).toHaveText('Ta med 159 kr · Spise her 159 kr');
    await expect(row.getByTestId('item-variant').first()).toHaveText('Enkel: Ta med 149 kr · Spise her 169 kr');
  });

  await test.step('deleting an item, a choice, a group and a category asks first', async () => {
    await page.getByRole('button', { name: `Slett produktet «${FRIES}»` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('confirm-message')).toHaveText(`Vil du slette produktet «${FRIES}»?`);
    await viewportScreenshot(page, 'catalogue-delete-dialog-desktop');
    await dialog.getByRole('button', { name: 'Avbryt' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('item-row').filter({ hasText: FRIES })).toHaveCount(1);
    await page.getByRole('button', { name: `Slett produktet «${FRIES}»` }).click();
    await confirmDelete(page, 'Slett produkt', `Vil du slette produktet «${FRIES}»?`);
    await expect(page.getByTestId('item-row').filter({ hasText: FRIES })).toHaveCount(0);

    await page.getByRole('button', { name: `Vis valgene i «${GROUP}»` }).click();
    await page.getByRole('button', { name: `Slett valget «${ADD_ON}»` }).click();
    await confirmDelete(page, 'Slett valg', `Vil du slette valget «${ADD_ON}»?`);
    await expect(page.getByTestId('add-on-row').filter({ hasText: ADD_ON })).toHaveCount(0);
    await page.getByRole('button', { name: `Slett gruppen «${GROUP}»` }).click();
    await confirmDelete(page, 'Slett gruppe', `Vil du slette gruppen «${GROUP}» og alle valgene i den?`);
    await expect(page.getByTestId('add-on-group').filter({ hasText: GROUP })).toHaveCount(0);

    await page.getByRole('button', { name: `Slett kategorien «${CATEGORY}»` }).click();
    await confirmDelete(page, 'Slett kategori', `Vil du slette kategorien «${CATEGORY}» og alle produktene i den?`);
    await expect(page.getByTestId('sidebar-category').filter({ hasText: CATEGORY })).toHaveCount(0);
    await expect(categoryBlock(page, CATEGORY)).toHaveCount(0);
    await expect(page.getByTestId('item-row').filter({ hasText: BURGER })).toHaveCount(0);
  });
});

test('tablet: the columns stack, and the forms, sort page and dialog fit', async ({ page }) => {
  await page.setViewportSize({ width: 820, height: 1180 });
  await loginAsStaff(page, DEMO_USERS.demoAdmin);
  await page.goto('/products');
  const sidebar = page.getByTestId('category-sidebar');
  const firstBlock = page.getByTestId('category-block').first();
  await expect(firstBlock).toBeVisible();
  // Stacked: the products start below the categories, at the same left edge.
  const [side, block] = [(await sidebar.boundingBox())!, (await firstBlock.boundingBox())!];
  expect(block.y).toBeGreaterThan(side.y + side.height - 1);
  expect(Math.abs(block.x - side.x)).toBeLessThan(2);
  await viewportScreenshot(page, 'catalogue-products-tablet');

  await page
    .getByRole('link', { name: /^Rediger produktet/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Rediger produkt' })).toBeVisible();
  await screenshot(page, 'catalogue-item-form-tablet');

  await page.goto('/categoriesSort');
  await expect(page.getByTestId('sort-row').first()).toBeVisible();
  await viewportScreenshot(page, 'catalogue-sort-tablet');

  await page.goto('/products');
  await page
    .getByRole('button', { name: /^Slett kategorien/ })
    .first()
    .click();
  await expect(page.getByRole('dialog').getByTestId('confirm-message')).toHaveText(
    /^Vil du slette kategorien «.+» og alle produktene i den\?$/,
  );
  await viewportScreenshot(page, 'catalogue-delete-dialog-tablet');
  await page.getByRole('dialog').getByRole('button', { name: 'Avbryt' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
});
