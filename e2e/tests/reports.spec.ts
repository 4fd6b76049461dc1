import fs from 'node:fs';
import { expect, test, type Locator, type Page } from '../support/test';
import { DEMO_USERS } from '../support/demo';
import { addDays, DEMO_LOCATIONS, osloToday, pickCalendarDate, screenDate } from '../support/operations-helpers';
import { screenshotBoth } from '../support/screenshots';
import { loginAsStaff, loginAsSuperAdmin, storedUser } from '../support/session';

/**
 * The report screens (spec part 1 §2 X-report … Regenerate all webshop settlement reports), walked as a
 * new user would on the seeded demo merchant. The test database is shared with the other journeys: no
 * WEBSHOP or KIOSK terminal is settled for today (the refund journeys need today's unsettled orders),
 * and only a past day is regenerated.
 */

interface Terminal {
  id: string;
  terminalId: string;
  terminalType: string;
  deviceName: string;
}
interface Gui {
  locations: { id: string; name: string }[];
}
interface XReport {
  empty: boolean;
  previousZReportNr: number | null;
}

const MONEY = /^-?\d{1,3}(\u00a0\d{3})*,\d{2}\u00a0kr$/;

async function api<T>(page: Page, path: string): Promise<T> {
  const token = (await storedUser(page))?.authToken as string;
  const response = await page.request.get(path, { headers: { authorization: `Basic ${token}` } });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

async function locationByName(page: Page, name: string) {
  const gui = await api<Gui>(page, '/api/report/getDataForReportGui');
  const location = gui.locations.find((candidate) => candidate.name === name);
  expect(location, name).toBeTruthy();
  return location!;
}

const terminalsOf = (page: Page, locationId: string) =>
  api<Terminal[]>(page, `/api/terminal/getTerminalsForLocation?locationId=${locationId}`);

/** Picks an entry of one of the report pickers (a Mantine select). */
async function choose(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByTestId(testId)).toHaveValue(option);
}

/** Clicks a download button and answers the saved file's name and bytes. */
async function download(page: Page, button: Locator): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download', { timeout: 20_000 }), button.click()]);
  const path = await file.path();
  return { name: file.suggestedFilename(), bytes: fs.readFileSync(path) };
}

async function expectPdf(page: Page, label: string, fileName: string) {
  const file = await download(page, page.getByRole('button', { name: label }).first());
  expect(file.name).toBe(fileName);
  expect(file.bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
}

test.describe('as demo.admin', () => {
  test.beforeEach(async ({ page }) => {
    await loginAsStaff(page, DEMO_USERS.demoAdmin);
  });

  test('shows the X-report of a till and of the webshop, linkable, with its PDF', async ({ page }) => {
    await page.goto('/x-report');
    await expect(page.getByRole('heading', { name: 'X-rapport', level: 1 })).toBeVisible();
    await choose(page, 'report-location', DEMO_LOCATIONS.majorstuen);
    await choose(page, 'report-terminal', 'Kasse 1');
    await screenshotBoth(page, 'reports-x-report-pickers');
    await page.getByRole('button', { name: 'Vis X-rapport' }).click();
    await expect(page).toHaveURL(/locationId=.+&terminalId=.+/);

    const report = page.getByTestId('x-report');
    await expect(report.or(page.getByTestId('screen-empty'))).toBeVisible();
    await expect(report.getByRole('heading', { name: 'X-rapport', level: 2 })).toBeVisible();
    await expect(page.getByTestId('report-terminal-name')).toHaveText(/^Kasse 1 \(POS-/);
    await expect(page.getByTestId('report-location-name')).toHaveText(DEMO_LOCATIONS.majorstuen);
    for (const heading of [
      'MVA',
      'Omsetning',
      'Betalingsmåter',
      'Ordretyper',
      'Salg per operatør',
      'Kvitteringer, korreksjoner og hendelser',
      'Grand total',
    ])
      await expect(report.getByRole('heading', { name: heading, exact: true, level: 3 })).toBeVisible();
    await expect(page.getByTestId('report-payment-lines').getByRole('row', { name: /^Kontant 12001/ })).toBeVisible();
    await expect(page.getByTestId('report-grand-totals').getByRole('cell').last()).toHaveText(MONEY);
    await expect(page.getByRole('button', { name: 'Ta dagens oppgjør for Kasse 1' })).toBeVisible();
    await screenshotBoth(page, 'reports-x-report-pos');
    await expectPdf(page, 'Last ned X-rapport som PDF', 'X-rapport.pdf');

    // A reload shows the same report: the choice is in the URL.
    const url = page.url();
    await page.reload();
    await expect(page.getByTestId('report-terminal-name')).toHaveText(/^Kasse 1/);
    expect(page.url()).toBe(url);

    // The webshop: its own title, the automatic settlement note; it is only looked at here.
    await choose(page, 'report-terminal', 'Nettbutikken');
    await page.getByRole('button', { name: 'Vis X-rapport' }).click();
    await expect(page.getByTestId('report-terminal-name')).toHaveText('Nettbutikken');
    await expect(page.getByTestId('automatic-settlement-note')).toContainText('automatisk');
    await expect(page.getByRole('button', { name: 'Ta dagens oppgjør for nettbutikken' })).toBeVisible();
    await screenshotBoth(page, 'reports-x-report-webshop');
    await expectPdf(page, 'Last ned X-rapport som PDF', 'X-rapport.pdf');
  });

  test('settles a till: asks first, gives the next Z number, then the X-report is empty and the Z-report listed', async ({ page }) => {
    // The first location whose till sold something today (never the webshop or a kiosk).
    const gui = await api<Gui>(page, '/api/report/getDataForReportGui');
    let chosen: { location: Gui['locations'][number]; till: Terminal; x: XReport } | undefined;
    for (const location of gui.locations) {
      const till = (await terminalsOf(page, location.id)).find((terminal) => terminal.terminalType === 'POS');
      if (!till) continue;
      const x = await api<XReport>(page, `/api/report/getXReport?locationId=${location.id}&terminalId=${till.id}`);
      if (!x.empty) {
        chosen = { location, till, x };
        break;
      }
    }
    expect(chosen, 'a till with sales today in the demo data').toBeTruthy();
    const { location, till, x } = chosen!;

    await page.goto('/x-report');
    await choose(page, 'report-location', location.name);
    await choose(page, 'report-terminal', till.deviceName);
    await page.getByRole('button', { name: 'Vis X-rapport' }).click();
    const settle = page.getByRole('button', { name: `Ta dagens oppgjør for ${till.deviceName}` });
    await settle.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Vil du generere oppgjørsrapport for dette kassepunktet?');
    await screenshotBoth(page, 'reports-settle-dialog', { fullPage: false });
    // 'Avbryt' takes nothing.
    await dialog.getByRole('button', { name: 'Avbryt' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('x-report')).toBeVisible();

    await settle.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ja' }).click();
    const done = page.getByTestId('settle-done');
    await expect(done).toHaveText(/^Oppgjør nr \d+ er tatt\.$/);
    const nr = Number(/nr (\d+)/.exec((await done.textContent()) ?? '')![1]);
    if (x.previousZReportNr !== null) expect(nr).toBe(x.previousZReportNr + 1);
    await expect(page.getByText('Ingen omsetning fra dette kassepunktet siden forrige oppgjør.')).toBeVisible();
    await expect(settle).toHaveCount(0);
    await screenshotBoth(page, 'reports-x-report-settled');

    // The new Z-report, under today's date, with its PDF.
    await page.goto('/z-report');
    await expect(page.getByRole('heading', { name: 'Z-rapport', level: 1 })).toBeVisible();
    await choose(page, 'report-location', location.name);
    await choose(page, 'report-terminal', till.deviceName);
    await expect(page.getByTestId('report-date')).toHaveValue(screenDate(osloToday()));
    await page.getByRole('button', { name: 'Vis Z-rapport' }).click();
    const taken = page.getByRole('article', { name: `Z-rapport nr ${nr}` });
    await expect(taken).toBeVisible();
    await expect(taken.getByTestId('report-z-nr')).toHaveText(String(nr));
    await screenshotBoth(page, 'reports-z-report');
    const file = await download(page, taken.getByRole('button', { name: `Last ned Z-rapport nr ${nr} som PDF` }));
    expect(file.name).toBe('Z-rapport.pdf');
    expect(file.bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');

    // A day without a settlement of this till says so.
    await page.goto(`/z-report?locationId=${location.id}&terminalId=${till.id}&date=${addDays(osloToday(), 1)}`);
    await expect(page.getByText('Fant ingen Z-rapport.')).toBeVisible();
  });

  test('shows the turnover of the last two weeks for every terminal together, with PDF, CSV and Excel', async ({ page }) => {
    const today = osloToday();
    const from = addDays(today, -13);
    await page.goto('/totalSalesReport');
    await expect(page.getByRole('heading', { name: 'Omsetningsrapport', level: 1 })).toBeVisible();
    await choose(page, 'report-location', DEMO_LOCATIONS.majorstuen);
    await expect(page.getByTestId('report-terminal')).toHaveValue('ALLE TILSAMMEN');
    await page.getByTestId('report-terminal').click();
    const options = await page.getByRole('option').allTextContents();
    expect(options[0]).toBe('ALLE TILSAMMEN');
    expect(options.at(-1)).toBe('Nettbutikken');
    await page.keyboard.press('Escape');
    await pickCalendarDate(page, 'report-fromDate', from, 'back');
    await page.getByRole('button', { name: 'Vis omsetningsrapport' }).click();
    await expect(page).toHaveURL(new RegExp(`terminalId=ALL&fromDate=${from}&toDate=${today}`));

    const report = page.getByTestId('total-sales-report');
    await expect(report.getByRole('heading', { name: 'Omsetningsrapport – ALLE TILSAMMEN', level: 2 })).toBeVisible();
    await expect(page.getByTestId('report-period')).toHaveText(`${screenDate(from)} – ${screenDate(today)}`);
    for (const heading of ['Total omsetning', 'Salg per kategori', 'Betalingsmåter', 'Returer'])
      await expect(report.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    await expect(page.getByTestId('report-vat-groups').locator('tfoot td').last()).toHaveText(MONEY);
    // The tables reconcile: the turnover is the sales table's first line and the payment lines' goods, and
    // turnover + tips is what the payment lines (bonus points among them) came to.
    const turnover = await page.getByTestId('report-vat-groups').locator('tfoot td').last().textContent();
    await expect(page.getByTestId('report-paid').locator('tbody tr').first().locator('td').last()).toHaveText(turnover!);
    await expect(page.getByTestId('report-payment-lines').locator('tfoot td').nth(3)).toHaveText(turnover!);
    const paid = page.getByTestId('report-paid').locator('tfoot td').last();
    await expect(paid).toHaveText(MONEY);
    await expect(page.getByTestId('report-payment-lines').locator('tfoot td').last()).toHaveText((await paid.textContent())!);
    await screenshotBoth(page, 'reports-total-sales');

    await expectPdf(page, 'Last ned Omsetningsrapport som PDF', 'Omsetningsrapport.pdf');
    const csv = await download(page, page.getByRole('button', { name: 'Last ned Omsetningsrapport som CSV' }));
    expect(csv.name).toBe('Omsetningsrapport.csv');
    expect(csv.bytes.length).toBeGreaterThan(0);
    const xlsx = await download(page, page.getByRole('button', { name: 'Last ned Omsetningsrapport som Excel' }));
    expect(xlsx.name).toBe('Omsetningsrapport.xlsx');
    expect(xlsx.bytes.subarray(0, 2).toString('latin1')).toBe('PK');

    // A period before the demo data: nothing settled.
    await page.goto(
      `/totalSalesReport?locationId=${(await locationByName(page, DEMO_LOCATIONS.majorstuen)).id}&terminalId=ALL&fromDate=2020-01-01&toDate=2020-01-31`,
    );
    await expect(page.getByText('Ingen omsetning.')).toBeVisible();
  });

  test('shows the alcohol and the SMS reports of a period, each with its PDF', async ({ page }) => {
    const today = osloToday();
    const from = addDays(today, -13);
    await page.goto('/alcoholReport');
    await expect(page.getByRole('heading', { name: 'Alkoholrapport', level: 1 })).toBeVisible();
    await choose(page, 'report-location', DEMO_LOCATIONS.majorstuen);
    await pickCalendarDate(page, 'report-fromDate', from, 'back');
    await page.getByRole('button', { name: 'Vis alkoholrapport' }).click();
    const alcohol = page.getByTestId('alcohol-report');
    await expect(alcohol.or(page.getByText('Ingen alkoholsalg.'))).toBeVisible();
    await expect(alcohol.getByRole('heading', { name: 'Totalt alkoholsalg' })).toBeVisible();
    await expect(page.getByTestId('alcohol-categories').locator('tfoot td').last()).toHaveText(MONEY);
    await screenshotBoth(page, 'reports-alcohol');
    await expectPdf(page, 'Last ned Alkoholrapport som PDF', 'Alkoholrapport.pdf');

    await page.goto('/smsReport');
    await expect(page.getByRole('heading', { name: 'SMS rapport', level: 1 })).toBeVisible();
    await choose(page, 'report-location', DEMO_LOCATIONS.majorstuen);
    await pickCalendarDate(page, 'report-fromDate', from, 'back');
    await page.getByRole('button', { name: 'Vis SMS rapport' }).click();
    await expect(page.getByTestId('sms-report')).toBeVisible();
    await expect(page.getByTestId('sms-total-price')).toHaveText(MONEY);
    await expect(page.getByTestId('sms-messages').getByRole('row').nth(1)).toBeVisible();
    await screenshotBoth(page, 'reports-sms');
    await expectPdf(page, 'Last ned SMS rapport som PDF', `SMS_Rapport_${DEMO_LOCATIONS.majorstuen}.pdf`);

    const location = await locationByName(page, DEMO_LOCATIONS.majorstuen);
    await page.goto(`/smsReport?locationId=${location.id}&fromDate=2020-01-01&toDate=2020-01-31`);
    await expect(page.getByText('Ingen SMS har blitt sendt i denne perioden.')).toBeVisible();
  });
});

test.describe('as the super admin', () => {
  test.beforeEach(async ({ page }) => {
    await loginAsSuperAdmin(page, DEMO_USERS.superAdmin, 'demo');
  });

  test('shows the card transactions of a period with its PDF', async ({ page }) => {
    await page.goto('/transactionsReport');
    await expect(page.getByRole('heading', { name: 'Transaksjoner', level: 1 })).toBeVisible();
    await pickCalendarDate(page, 'report-fromDate', addDays(osloToday(), -13), 'back');
    await page.getByRole('button', { name: 'Vis transaksjoner' }).click();
    const cards = page.getByTestId('transactions-cards');
    await expect(cards.getByRole('row', { name: /^BankAxept/ })).toBeVisible();
    await expect(cards.getByRole('row', { name: /^Andre korttyper/ })).toBeVisible();
    await expect(page.getByTestId('transactions-refunds').getByRole('row', { name: /^Refundert BankAxept/ })).toBeVisible();
    await screenshotBoth(page, 'reports-transactions');
    await expectPdf(page, 'Last ned Transaksjoner som PDF', 'X-rapport.pdf');
  });

  test("regenerates a past day's settlement of a till: the old Z-report stays, marked replaced by the new number", async ({ page }) => {
    // A till and a recent past day with sales (the demo's tills do not sell every day).
    const gui = await api<Gui>(page, '/api/report/getDataForReportGui');
    let chosen: { location: Gui['locations'][number]; till: Terminal; date: string } | undefined;
    search: for (let back = 1; back <= 6; back += 1) {
      const date = addDays(osloToday(), -back);
      for (const location of gui.locations) {
        const till = (await terminalsOf(page, location.id)).find((terminal) => terminal.terminalType === 'POS');
        if (!till) continue;
        const x = await api<XReport>(page, `/api/report/getXReportForDate?locationId=${location.id}&terminalId=${till.id}&date=${date}`);
        if (!x.empty) {
          chosen = { location, till, date };
          break search;
        }
      }
    }
    expect(chosen, 'a till with sales on a recent past day in the demo data').toBeTruthy();
    const { location, till, date } = chosen!;

    await page.goto('/xReportRegenerate');
    await expect(page.getByRole('heading', { name: 'Regenerer oppgjørsrapport', level: 1 })).toBeVisible();
    const warnings = page.getByTestId('regenerate-warnings');
    await expect(warnings).toContainText('sikkerhetskopi av databasen');
    await expect(warnings).toContainText('neste Z-nummer');
    await expect(warnings).toContainText('merkes som erstattet');
    await expect(page.getByTestId('report-date')).toHaveValue(screenDate(addDays(osloToday(), -1)));
    await choose(page, 'report-location', location.name);
    await choose(page, 'report-terminal', till.deviceName);
    if (date !== addDays(osloToday(), -1)) await pickCalendarDate(page, 'report-date', date, 'back');
    await page.getByRole('button', { name: 'Vis X-rapport' }).click();
    await expect(page.getByTestId('x-report')).toBeVisible();
    await screenshotBoth(page, 'reports-regenerate');

    const regenerate = page.getByRole('button', { name: `Regenerer oppgjøret for ${screenDate(date)} for ${till.deviceName}` });
    await regenerate.click();
    await expect(page.getByRole('dialog')).toContainText('Vil du generere oppgjørsrapport for dette kassepunktet?');
    await page.getByRole('dialog').getByRole('button', { name: 'Ja' }).click();
    const done = page.getByTestId('settle-done');
    await expect(done).toContainText(/^Oppgjøret er regenerert som Z nr \d+\./);
    const nr = Number(/nr (\d+)/.exec((await done.textContent()) ?? '')![1]);
    // The day is regenerated once: no second button, the new Z-report one click away.
    await expect(page.getByTestId('x-report')).toBeVisible();
    await expect(regenerate).toHaveCount(0);
    await done.getByRole('link', { name: `Vis Z-rapport nr ${nr}` }).click();
    await expect(page).toHaveURL(/\/z-report\?/);
    await expect(page.getByTestId('report-date')).toHaveValue(screenDate(date));
    const replaced = page.getByTestId('z-report').filter({ has: page.getByTestId('report-replaced') });
    await expect(replaced.getByTestId('report-replaced')).toHaveText(`Erstattet av Z nr ${nr}`);
    await expect(page.getByRole('article', { name: `Z-rapport nr ${nr}` })).toBeVisible();
    await screenshotBoth(page, 'reports-z-report-replaced');
  });

  test("creates the webshop's missing settlements of past days after a confirmation", async ({ page }) => {
    await page.goto('/webshopXReportRegenerateAll');
    await expect(page.getByRole('heading', { name: 'Regenerer alle oppgjørsrapporter for nettbutikken', level: 1 })).toBeVisible();
    await choose(page, 'report-location', DEMO_LOCATIONS.lillestrom);
    await screenshotBoth(page, 'reports-webshop-regenerate-all');
    await page.getByRole('button', { name: 'Opprett oppgjørsrapporter' }).click();
    await expect(page.getByRole('dialog')).toContainText('Vil du generere oppgjørsrapporter for nettbutikken fra');
    await page.getByRole('dialog').getByRole('button', { name: 'Ja' }).click();
    // The demo settles every past day: nothing is left to create, or the server says why not.
    await expect(page.getByTestId('webshop-created').or(page.getByTestId('webshop-refused'))).toBeVisible();
    await screenshotBoth(page, 'reports-webshop-regenerate-all-done');
  });
});
