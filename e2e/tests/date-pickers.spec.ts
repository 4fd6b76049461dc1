import { expect, test, type Page } from '../support/test';
import { DEMO_USERS } from '../support/demo';
import { loginAsStaff, loginAsSuperAdmin } from '../support/session';

/**
 * Every screen with a date picker, each opened directly in a fresh browser context (no screen opened
 * before it in the session), with its calendar opened: the calendar renders as Mantine's grid, whichever
 * screen is the first one to show it.
 */

interface DateScreen {
  path: string;
  /** The test id of the screen's first date field. */
  field: string;
  superAdmin?: boolean;
}

const SCREENS: DateScreen[] = [
  { path: '/discountCreate', field: 'discount-from' },
  { path: '/rewardCreate', field: 'reward-from' },
  { path: '/closingDaysCreate', field: 'closing-from' },
  { path: '/orders', field: 'filter-from' },
  { path: '/z-report', field: 'report-date' },
  { path: '/totalSalesReport', field: 'report-fromDate' },
  { path: '/alcoholReport', field: 'report-fromDate' },
  { path: '/smsReport', field: 'report-fromDate' },
  { path: '/saftExport', field: 'saft-fromDate' },
  { path: '/transactionsReport', field: 'report-fromDate', superAdmin: true },
  { path: '/xReportRegenerate', field: 'report-date', superAdmin: true },
  { path: '/webshopXReportRegenerateAll', field: 'report-fromDate', superAdmin: true },
];

/** The calendar's month: a table of seven columns whose day buttons are small squares, the month arrows icon-sized. */
async function expectCalendarGrid(page: Page) {
  const previous = page.getByRole('button', { name: 'Forrige måned' });
  await expect(previous).toBeVisible();
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
  // The calendar opens beside its field, in a dropdown of its own, not over the whole form.
  const dropdown = page.locator('[class*="-dropdown"]').filter({ has: month }).first();
  await expect(dropdown).toHaveCSS('position', /absolute|fixed/);
}

for (const screen of SCREENS) {
  test(`${screen.path} opened first shows its calendar as a grid`, async ({ page }) => {
    if (screen.superAdmin) await loginAsSuperAdmin(page, DEMO_USERS.superAdmin, 'demo');
    else await loginAsStaff(page, DEMO_USERS.demoAdmin);
    await page.goto(screen.path);
    await page.getByTestId(screen.field).click();
    await expectCalendarGrid(page);
  });
}
