import { expect, test } from '../support/test';
import { DEMO_USERS } from '../support/demo';
import { DEMO_LOCATIONS } from '../support/operations-helpers';
import { loginAsStaff } from '../support/session';

/**
 * Browser printing of a report (the print stylesheet, apps/web/src/app/print.css): the report only,
 * without the navigation, the skip link, the footer, the buttons and the pickers.
 */
test('prints the X-report of a till without the frame, buttons and pickers', async ({ page }) => {
  await loginAsStaff(page, DEMO_USERS.demoAdmin);
  await page.goto('/x-report');
  for (const [testId, option] of [
    ['report-location', DEMO_LOCATIONS.majorstuen],
    ['report-terminal', 'Kasse 1'],
  ] as const) {
    await page.getByTestId(testId).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  }
  await page.getByRole('button', { name: 'Vis X-rapport' }).click();
  const report = page.getByTestId('x-report');
  await expect(report.getByRole('heading', { name: 'X-rapport', level: 2 })).toBeVisible();

  // On screen: the frame and the buttons are there.
  const navigation = page.getByRole('banner');
  const footer = page.getByTestId('footer');
  const buttons = [
    page.getByRole('button', { name: 'Vis X-rapport' }),
    page.getByRole('button', { name: 'Last ned X-rapport som PDF' }).first(),
    page.getByRole('button', { name: 'Ta dagens oppgjør for Kasse 1' }),
  ];
  await expect(navigation).toBeVisible();
  await expect(footer).toBeVisible();
  for (const button of buttons) await expect(button).toBeVisible();

  await page.emulateMedia({ media: 'print' });
  await expect(navigation).toBeHidden();
  await expect(footer).toBeHidden();
  await expect(page.getByTestId('skip-link')).toBeHidden();
  for (const button of buttons) await expect(button).toBeHidden();
  await expect(page.getByTestId('report-location')).toBeHidden();
  await expect(page.getByTestId('report-terminal')).toBeHidden();

  // The report stays, its tables full width, black on white.
  await expect(report.getByRole('heading', { name: 'X-rapport', level: 2 })).toBeVisible();
  await expect(page.getByTestId('report-payment-lines').getByRole('row', { name: /^Kontant 12001/ })).toBeVisible();
  const section = page.getByTestId('report-grand-totals');
  const sectionWidth = (await section.boundingBox())!.width;
  const table = await section.locator('table').evaluate((element) => ({
    color: getComputedStyle(element).color,
    width: element.getBoundingClientRect().width,
  }));
  expect(table.color).toBe('rgb(0, 0, 0)');
  // As wide as its section, less the section's border.
  expect(table.width).toBeGreaterThanOrEqual(sectionWidth - 4);
  const rowBreak = await report
    .locator('tr')
    .first()
    .evaluate((row) => getComputedStyle(row).breakInside);
  expect(rowBreak).toBe('avoid');

  await page.emulateMedia({ media: 'screen' });
  await expect(navigation).toBeVisible();
});
