import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { formatMoney } from '@bakrom/shared/format';
import type { ProductMixItem, SalesAnalytics } from '@bakrom/shared/schemas/sales-analytics';
import { expect, test, type Page } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { DEMO_USERS } from '../support/demo';
import { addDays, osloToday } from '../support/operations-helpers';
import { savePicture } from '../support/screenshots';
import { loginAsStaff, storedUser } from '../support/session';

/**
 * Salgsanalyse (issue 33) as a manager reads it on Monday, on the seeded demo merchant: this week against last
 * week from the menu, the product mix sorted by its change, the weekday × hour heat map on a tablet, the Excel
 * file read back; axe at desktop and tablet size.
 */

const DESKTOP = { width: 1280, height: 800 };
const TABLET = { width: 820, height: 1180 };

async function analysisOf(page: Page, query: string): Promise<SalesAnalytics> {
  const token = (await storedUser(page))?.authToken as string;
  const response = await page.request.get(`/api/report/getSalesAnalytics?${query}`, { headers: { authorization: `Basic ${token}` } });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as SalesAnalytics;
}

const label = (item: ProductMixItem) => (item.variantName ? `${item.name} – ${item.variantName}` : item.name);

/** The product that leads when sorted by change: the largest (or smallest) change first, those without one last, then by rank. */
function leaderByChange(products: ProductMixItem[], direction: 'asc' | 'desc'): ProductMixItem {
  const withChange = products.filter((product) => product.change !== null);
  const sign = direction === 'desc' ? -1 : 1;
  return [...withChange].sort((a, b) => sign * (a.change! - b.change!) || a.rank - b.rank)[0]!;
}

test('a manager reads this week against last week: key figures, product mix by change, heat map on a tablet, Excel', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await loginAsStaff(page, DEMO_USERS.demoManager);
  await page.getByTestId('navgroup-reports').click();
  await page.getByTestId('nav-salesAnalytics').click();
  await expect(page.getByRole('heading', { name: 'Salgsanalyse', level: 1 })).toBeVisible();

  // This week (Monday to today) against the week before is what opens; the link keeps it.
  const today = osloToday();
  const weekday = (new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7;
  const monday = addDays(today, -weekday);
  await page.getByRole('button', { name: 'Denne uken' }).click();
  await expect(page).toHaveURL(new RegExp(`fromDate=${monday}&toDate=${today}&compare=previous`));
  const query = `fromDate=${monday}&toDate=${today}&compare=previous`;
  const analysis = await analysisOf(page, query);
  expect(analysis.comparison.fromDate).toBe(addDays(monday, -(weekday + 1)));

  // The key figures are the API's, with their change against last week.
  const netSales = page.getByTestId('key-figure-netSales');
  await expect(netSales.getByTestId('key-figure-netSales-value')).toHaveText(formatMoney(analysis.keyFigures.netSales.value));
  await expect(page.getByTestId('key-figure-orders-value')).toHaveText(String(analysis.keyFigures.orders.value));
  await expect(page.getByTestId('sales-analytics-comparison')).toContainText(analysis.comparison.fromDate.split('-').reverse().join('.'));
  await savePicture(page, 'sales-analytics-desktop');
  await expectNoAxeViolations(page, 'sales-analytics desktop');

  // The product mix sorted by its change: the biggest rise first, then the biggest fall.
  const mix = page.getByTestId('product-mix');
  await mix.getByTestId('sort-change').click();
  await expect(mix.getByRole('columnheader', { name: /Endring/ })).toHaveAttribute('aria-sort', 'descending');
  await expect(mix.getByTestId('product-row').first().getByRole('rowheader')).toHaveText(
    new RegExp(`^${label(leaderByChange(analysis.products, 'desc'))}`),
  );
  await mix.getByTestId('sort-change').click();
  await expect(mix.getByRole('columnheader', { name: /Endring/ })).toHaveAttribute('aria-sort', 'ascending');
  await expect(mix.getByTestId('product-row').first().getByRole('rowheader')).toHaveText(
    new RegExp(`^${label(leaderByChange(analysis.products, 'asc'))}`),
  );

  // On a tablet: the heat map of weekdays and hours, by sales and then by orders.
  await page.setViewportSize(TABLET);
  const heatMap = page.getByTestId('heat-map');
  await heatMap.scrollIntoViewIfNeeded();
  await expect(heatMap.getByTestId('heat-map-grid')).toBeVisible();
  await expect(heatMap.getByTestId('heat-cell').first()).toBeVisible();
  await heatMap.getByRole('button', { name: 'Ordrer' }).click();
  await expect(heatMap.getByRole('button', { name: 'Ordrer' })).toHaveAttribute('aria-pressed', 'true');
  await savePicture(page, 'sales-analytics-heat-map-tablet', { fullPage: false });
  // The same figures as a table on screen, and the map again.
  await heatMap.getByRole('button', { name: 'Vis tallene' }).click();
  await expect(heatMap.getByRole('table', { name: 'Ordrer per ukedag og time' })).toBeVisible();
  await savePicture(page, 'sales-analytics-heat-map-figures-tablet', { fullPage: false });
  await expectNoAxeViolations(page, 'sales-analytics heat map figures');
  await heatMap.getByRole('button', { name: 'Vis diagrammet' }).click();
  await expect(heatMap.getByTestId('heat-map-grid')).toBeVisible();
  await savePicture(page, 'sales-analytics-tablet');
  await expectNoAxeViolations(page, 'sales-analytics tablet');

  // The Excel file holds the same net sales, in kroner.
  const [file] = await Promise.all([
    page.waitForEvent('download', { timeout: 20_000 }),
    page.getByRole('button', { name: 'Last ned Salgsanalyse som Excel' }).click(),
  ]);
  expect(file.suggestedFilename()).toBe(`Salgsanalyse_${monday}_${today}.xlsx`);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(fs.readFileSync(await file.path()) as unknown as ArrayBuffer);
  const keyFigures = book.getWorksheet('Nøkkeltall')!;
  expect(keyFigures.getCell('A2').value).toBe('Nettosalg (kr)');
  expect(keyFigures.getCell('B2').value).toBe(analysis.keyFigures.netSales.value / 100);
  expect(book.getWorksheet('Produktmiks')!.rowCount).toBe(analysis.products.length + 1);
});
