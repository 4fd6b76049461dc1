import { expect, test } from '../support/test';
import { DEMO_USERS } from '../support/demo';
import { addDays, osloToday, screenDate } from '../support/operations-helpers';
import { screenshot, viewportScreenshot } from '../support/screenshots';
import { loginAsStaff } from '../support/session';

/**
 * Dates typed DD.MM.YYYY and the period presets of a report; the filters and presets at the tablet widths.
 * Every screen's calendar is opened on a document of its own by the screen sweep of
 * content-security-policy.spec.ts (`support/date-picker.ts`).
 */

/** Monday of the week of a date (YYYY-MM-DD). */
function mondayOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay() || 7;
  return addDays(date, 1 - weekday);
}

test('a report takes dates typed DD.MM.YYYY, says which do not exist, and fills its period from a preset', async ({ page }) => {
  await loginAsStaff(page, DEMO_USERS.demoAdmin);
  await page.goto('/alcoholReport');
  const from = page.getByTestId('report-fromDate');
  const to = page.getByTestId('report-toDate');
  await expect(from).toHaveValue(/^\d{2}\.\d{2}\.\d{4}$/);

  // Typed from the keyboard: a day that does not exist is named, a real one taken.
  await from.fill('');
  await from.pressSequentially('31.02.2026');
  await expect(page.getByText('31.02.2026 er ingen dato som finnes')).toBeVisible();
  await expect(page.getByTestId('report-show')).toBeDisabled();
  const start = addDays(osloToday(), -9);
  const end = addDays(osloToday(), -2);
  await from.fill(screenDate(start));
  await to.fill(screenDate(end));
  await to.press('Escape');
  await expect(page.getByText(/ingen dato som finnes/)).toHaveCount(0);
  await page.getByTestId('report-show').click();
  await expect(page).toHaveURL(new RegExp(`fromDate=${start}&toDate=${end}`));

  // A to-date before the from-date is refused with a message.
  await to.fill(screenDate(addDays(start, -1)));
  await expect(page.getByText('Til-datoen kan ikke være før fra-datoen')).toBeVisible();
  await to.press('Escape');

  // The presets: 'Denne uken' runs from Monday to today.
  const presets = page.getByRole('group', { name: 'Velg periode' });
  await presets.getByRole('button', { name: 'Denne uken' }).click();
  await expect(from).toHaveValue(screenDate(mondayOf(osloToday())));
  await expect(to).toHaveValue(screenDate(osloToday()));
  await expect(presets.getByRole('button', { name: 'Denne uken' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('report-show').click();
  await expect(page).toHaveURL(new RegExp(`fromDate=${mondayOf(osloToday())}&toDate=${osloToday()}`));
  await screenshot(page, 'report-period-presets');
});

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 1024, height: 768 },
]) {
  test(`the orders filters and a report's period fit ${viewport.width}×${viewport.height}, presets and all`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await loginAsStaff(page, DEMO_USERS.demoAdmin);
    const size = `${viewport.width}x${viewport.height}`;
    const yesterday = addDays(osloToday(), -1);
    await page.goto(`/orders?fromDate=${yesterday}&toDate=${yesterday}`);
    await expect(page.getByTestId('filter-from')).toHaveValue(screenDate(yesterday));
    await expect(page.getByRole('group', { name: 'Velg periode' }).getByRole('button', { name: 'I går' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByTestId('orders-total-count')).toBeVisible();
    for (const id of ['filter-from', 'filter-to', 'filter-presets', 'orders-download-csv', 'orders-download-xlsx']) {
      const box = (await page.getByTestId(id).boundingBox())!;
      expect(box.x + box.width, `${id} within the width`).toBeLessThanOrEqual(viewport.width);
    }
    await viewportScreenshot(page, `orders-filters-${size}`);

    await page.goto('/totalSalesReport');
    await page.getByRole('group', { name: 'Velg periode' }).getByRole('button', { name: 'Forrige måned' }).click();
    await expect(page.getByTestId('report-toDate')).toHaveValue(/^\d{2}\.\d{2}\.\d{4}$/);
    const presets = (await page.getByTestId('report-presets').boundingBox())!;
    expect(presets.x + presets.width, 'presets within the width').toBeLessThanOrEqual(viewport.width);
    await viewportScreenshot(page, `report-period-${size}`);
  });
}
