import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '../support/test';
import { DEMO_USERS } from '../support/demo';
import { addDays, DEMO_LOCATIONS, osloToday, screenDate } from '../support/operations-helpers';
import { screenshot } from '../support/screenshots';
import { loginAsStaff, storedUser } from '../support/session';

/**
 * 'SAF-T eksport' (/saftExport), walked as a new user would on the seeded demo merchant: an ADMIN
 * downloads a month's SAF-T Cash Register file of one location and it validates against the tax
 * administration's schema; a MANAGER is offered nothing and refused by the server.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SCHEMA = path.resolve(repoRoot, 'apps/server/src/modules/saft/Norwegian_SAF-T_Cash_Register_Schema_v_1.00.xsd');
const FILE_NAME = /^SAF-T Cash Register_\d{9}_\d{14}_1\.xml$/;

/** The month up to today in Oslo, YYYY-MM-DD: it holds the seeded demo's sales. */
function lastMonth(): { fromDate: string; toDate: string } {
  const toDate = osloToday();
  return { fromDate: addDays(toDate, -30), toDate };
}

/** Opens the reports menu of the navigation bar. */
async function openReportsMenu(page: Page) {
  await page.getByTestId('navgroup-reports').click();
  await expect(page.getByRole('menuitem', { name: 'X-rapport' })).toBeVisible();
}

test('an ADMIN downloads a month’s SAF-T file of one location, valid against the schema', async ({ page }) => {
  await loginAsStaff(page, DEMO_USERS.demoAdmin);
  await openReportsMenu(page);
  await page.getByRole('menuitem', { name: 'SAF-T eksport' }).click();
  await expect(page).toHaveURL('/saftExport');
  await expect(page.getByRole('heading', { name: 'SAF-T eksport', level: 1 })).toBeVisible();
  await expect(page.getByText(/Skatteetaten ber om ved kontroll/)).toBeVisible();

  const location = page.getByRole('combobox', { name: 'Avdeling' });
  await location.click();
  await page.getByRole('option', { name: DEMO_LOCATIONS.majorstuen, exact: true }).click();
  await expect(location).toHaveValue(DEMO_LOCATIONS.majorstuen);

  // Dates typed the wrong way round first: the screen says so and asks the server nothing.
  const { fromDate, toDate } = lastMonth();
  const from = page.getByLabel('Fra dato');
  const to = page.getByLabel('Til dato');
  await from.fill(screenDate(toDate));
  await to.fill(screenDate(fromDate));
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Last ned SAF-T-fil' }).click();
  await expect(page.getByText('Til-datoen kan ikke være før fra-datoen')).toBeVisible();
  await expect(to).toBeFocused();
  await page.keyboard.press('Escape');
  await screenshot(page, 'saft-export-invalid');

  await from.fill(screenDate(fromDate));
  await to.fill(screenDate(toDate));
  await page.keyboard.press('Escape');
  await expect(page.getByText('Til-datoen kan ikke være før fra-datoen')).toHaveCount(0);

  for (const [name, width] of [
    ['saft-export-desktop', 1280],
    ['saft-export-tablet', 768],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, name);
    // Nothing wider than the window at a tablet's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  // From the last date to the button and on with the keyboard alone.
  await to.focus();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Last ned SAF-T-fil' })).toBeFocused();
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.keyboard.press('Enter')]);
  const fileName = download.suggestedFilename();
  expect(fileName).toMatch(FILE_NAME);
  await expect(page.getByRole('status')).toHaveText(`Filen «${fileName}» er lastet ned.`);
  await screenshot(page, 'saft-export-saved');

  const saved = await download.path();
  // xmllint exits non-zero, and execFileSync throws with its messages, when the file does not validate.
  execFileSync('xmllint', ['--noout', '--schema', SCHEMA, saved], { stdio: 'pipe' });
  const xml = fs.readFileSync(saved, 'utf8');
  expect(xml.match(/<location>/g)).toHaveLength(1);
  // The month's sales of the location are in it, each signed.
  expect((xml.match(/<cashtransaction>/g) ?? []).length).toBeGreaterThan(0);
  expect((xml.match(/<signature>/g) ?? []).length).toBe((xml.match(/<cashtransaction>/g) ?? []).length);
  expect(xml).toContain(`<startDate>${fromDate}</startDate>`);
  expect(xml).toContain(`<endDate>${toDate}</endDate>`);
});

test('a MANAGER is not offered the SAF-T export, gets the not-found page, and the server refuses the call', async ({ page }) => {
  await loginAsStaff(page, DEMO_USERS.demoManager);
  await openReportsMenu(page);
  await expect(page.getByRole('menuitem', { name: 'SAF-T eksport' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.goto('/saftExport');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Siden finnes ikke', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Last ned SAF-T-fil' })).toHaveCount(0);

  const { fromDate, toDate } = lastMonth();
  const token = (await storedUser(page))?.authToken as string;
  const answer = await page.request.get('/api/report/exportSaftCashRegister', {
    headers: { Authorization: `Basic ${token}` },
    params: { merchant: 'demo', locationId: '', fromDate, toDate },
  });
  expect(answer.status()).toBe(403);
  expect(answer.headers()['content-type']).toContain('json');
});
