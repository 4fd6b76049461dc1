import { expect, type Page } from '@playwright/test';

/**
 * The first date field of each screen that has a date picker, by the screen's path: the sweep that loads every
 * screen afresh (content-security-policy.spec.ts) opens its calendar there, so each calendar is checked on a
 * document where its screen is the first one to show it.
 */
export const DATE_FIELDS: Readonly<Record<string, string>> = {
  '/discountCreate': 'discount-from',
  '/discountEdit': 'discount-from',
  '/rewardCreate': 'reward-from',
  '/rewardEdit': 'reward-from',
  '/closingDaysCreate': 'closing-from',
  '/orders': 'filter-from',
  '/z-report': 'report-date',
  '/totalSalesReport': 'report-fromDate',
  '/alcoholReport': 'report-fromDate',
  '/smsReport': 'report-fromDate',
  '/saftExport': 'saft-fromDate',
  '/accountingExport': 'accounting-fromDate',
  '/transactionsReport': 'report-fromDate',
  '/xReportRegenerate': 'report-date',
  '/webshopXReportRegenerateAll': 'report-fromDate',
};

/** The date field of the screen the page shows, or undefined when it has none. */
export function dateFieldOf(page: Page): string | undefined {
  return DATE_FIELDS[new URL(page.url()).pathname];
}

/**
 * Opens a date field's calendar and checks it renders as Mantine's grid: a table of seven columns whose day
 * buttons are small squares, the month arrows icon-sized, in a dropdown beside the field, not over the whole
 * form. Escape closes it again.
 */
export async function expectCalendarGrid(page: Page, field: string) {
  await page.getByTestId(field).click();
  // The calendar's own arrow: a report's period presets have a 'Forrige måned' of their own.
  const previous = page.locator('[data-dates-dropdown]').getByRole('button', { name: 'Forrige måned' });
  await expect(previous, `the calendar of ${field}`).toBeVisible();
  const month = page.locator('table[class*="-month"]').first();
  await expect(month).toBeVisible();
  await expect(month.locator('thead tr').first().locator('th')).toHaveCount(7);
  const day = month.locator('tbody button').nth(10);
  const dayBox = (await day.boundingBox())!;
  expect(dayBox.width, 'day cell width').toBeGreaterThan(20);
  expect(dayBox.width, 'day cell width').toBeLessThan(60);
  expect(dayBox.height, 'day cell height').toBeLessThan(60);
  // A styled day is a square; the browser's own button is as wide as its number.
  expect(Math.abs(dayBox.width - dayBox.height), 'day cell is square').toBeLessThan(4);
  const arrow = (await previous.boundingBox())!;
  expect(arrow.height, 'month arrow height').toBeLessThan(60);
  const monthBox = (await month.boundingBox())!;
  expect(monthBox.width, 'month width').toBeLessThan(400);
  const dropdown = page.locator('[class*="-dropdown"]').filter({ has: month }).first();
  await expect(dropdown).toHaveCSS('position', /absolute|fixed/);
  await page.keyboard.press('Escape');
  await expect(previous).toBeHidden();
}
