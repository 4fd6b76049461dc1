import fs from 'node:fs';
import { expect, test, type Page } from '../support/test';
import { DEMO_USERS } from '../support/demo';
import { addDays, DEMO_LOCATIONS, osloToday, screenDate } from '../support/operations-helpers';
import { screenshot } from '../support/screenshots';
import { loginAsStaff, storedUser } from '../support/session';

/**
 * The accounting export, walked as a new user would on the seeded demo merchant: an ADMIN sets one account of
 * the mapping ('Regnskap' under Innstillinger), previews a week's vouchers ('Regnskapseksport' under Rapporter)
 * and downloads them as GBAT10; a MANAGER is offered neither screen and the server refuses the calls. The
 * mapping is put back afterwards, since the later journeys of the run share the database.
 */

const GBAT10_NAME = /^bilag_.+_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.gbat10\.txt$/;

/** Last week in Oslo, Monday to Sunday (YYYY-MM-DD), as the preset 'Forrige uke' gives it. */
function lastWeek(): { fromDate: string; toDate: string } {
  const today = osloToday();
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0
  const fromDate = addDays(today, -weekday - 7);
  return { fromDate, toDate: addDays(fromDate, 6) };
}

async function headers(page: Page) {
  const user = (await storedUser(page)) as { authToken: string };
  return { authorization: `Basic ${user.authToken}` };
}

/** Screenshots at a laptop's and a small laptop's or tablet's size (SCREENSHOTS=1), nothing wider than the window. */
async function lookAt(page: Page, name: string) {
  for (const [size, width] of [
    ['1366', 1366],
    ['1024', 1024],
  ] as const) {
    await page.setViewportSize({ width, height: 768 });
    await screenshot(page, `${name}-${size}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function openEntry(page: Page, group: 'reports' | 'settings', entry: string) {
  await page.getByTestId(`navgroup-${group}`).click();
  await page.getByTestId(`nav-${entry}`).click();
  await expect(page).toHaveURL(`/${entry}`);
}

test('an ADMIN sets one account, previews a week’s vouchers that balance, and downloads them as GBAT10', async ({ page }) => {
  test.setTimeout(120_000);
  await loginAsStaff(page, DEMO_USERS.demoAdmin);
  const auth = await headers(page);
  const before = await page.request.get('/api/accounting/getAccountMapping', { headers: auth, params: { merchant: 'demo' } });
  expect(before.ok(), await before.text()).toBe(true);
  const original = ((await before.json()) as { mapping: Record<string, unknown> }).mapping;

  try {
    // 'Regnskap': one account changed, a wrong one refused first.
    await openEntry(page, 'settings', 'accountingSettings');
    await expect(page.getByRole('heading', { name: 'Regnskap', level: 1 })).toBeVisible();
    const vipps = page.getByRole('textbox', { name: 'Konto for Vipps' });
    await expect(vipps).toHaveValue(
      String((original.payments as { paymentType: string; account: string }[]).find((row) => row.paymentType === 'VIPPS')!.account),
    );
    await vipps.fill('195');
    await page.getByTestId('form-save').click();
    await expect(page.getByText('Kontonummeret må ha fire sifre')).toBeVisible();
    await expect(vipps).toBeFocused();
    await vipps.fill('1950');
    await page.getByTestId('form-save').click();
    await expect(page.getByTestId('mapping-saved')).toContainText('Lagret.');
    await expect(page.getByTestId('mapping-version')).toContainText('gjelder fra');
    await lookAt(page, 'accounting-settings');

    // 'Regnskapseksport': the last seven days before today at one location.
    await openEntry(page, 'reports', 'accountingExport');
    await expect(page.getByRole('heading', { name: 'Regnskapseksport', level: 1 })).toBeVisible();
    const location = page.getByRole('combobox', { name: 'Avdeling' });
    await expect(location).toHaveValue('Alle avdelinger');
    await location.click();
    await page.getByRole('option', { name: DEMO_LOCATIONS.majorstuen, exact: true }).click();
    await expect(location).toHaveValue(DEMO_LOCATIONS.majorstuen);
    // A period that reaches today warns that today's Z-report is not taken yet.
    await page.getByRole('button', { name: 'I dag', exact: true }).click();
    await page.getByRole('button', { name: 'Vis bilag' }).click();
    await expect(page.getByTestId('voucher-today')).toContainText('Dagens Z-rapport er ikke tatt ennå');

    // Last week, Monday to Sunday, by its preset.
    const { fromDate, toDate } = lastWeek();
    await page.getByRole('button', { name: 'Forrige uke', exact: true }).click();
    await expect(page.getByRole('textbox', { name: /^Fra dato/ })).toHaveValue(screenDate(fromDate));
    await expect(page.getByRole('textbox', { name: /^Til dato/ })).toHaveValue(screenDate(toDate));
    await page.getByRole('button', { name: 'Vis bilag' }).click();
    await expect(page).toHaveURL(new RegExp(`fromDate=${fromDate}&toDate=${toDate}`));

    const preview = page.getByTestId('voucher-preview');
    await expect(preview).toBeVisible();
    await expect(page.getByTestId('voucher-today')).toHaveCount(0);
    await expect(page.getByTestId('voucher-balance')).toHaveText('Debet og kredit går i balanse.');
    const totals = page.getByTestId('voucher-totals').locator('td');
    const debit = await totals.nth(1).textContent();
    expect(debit).toMatch(/\d/);
    await expect(totals.nth(2)).toHaveText(debit!);
    await expect(preview.getByRole('columnheader')).toHaveText([
      'Dato',
      'Bilagsnr.',
      'Konto',
      'MVA-kode',
      'Debet',
      'Kredit',
      'Beskrivelse',
    ]);
    await expect(preview.getByRole('cell', { name: /Majorstuen/ }).first()).toBeVisible();
    await lookAt(page, 'accounting-export');

    await expect(page.getByRole('radio', { name: /^GBAT10/ })).toBeChecked();
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      page.getByRole('button', { name: 'Last ned' }).click(),
    ]);
    const fileName = download.suggestedFilename();
    expect(fileName).toMatch(GBAT10_NAME);
    expect(fileName).toContain(`${fromDate}_${toDate}`);
    await expect(page.getByTestId('voucher-downloaded')).toHaveText(`Filen «${fileName}» er lastet ned.`);

    const lines = fs
      .readFileSync(await download.path(), 'utf8')
      .split(/\r?\n/)
      .filter((line) => line !== '');
    expect(lines.length).toBeGreaterThan(0);
    // The first line: GBAT10, the voucher number, its date in the week (YYYYMMDD), type, period, year, a four-digit account, the net amount.
    const first = lines[0]!.split(';');
    expect(first[0]).toBe('GBAT10');
    expect(first[1]).toMatch(/^\d+$/);
    expect(first[2]).toMatch(/^\d{8}$/);
    const day = `${first[2]!.slice(0, 4)}-${first[2]!.slice(4, 6)}-${first[2]!.slice(6, 8)}`;
    expect(day >= fromDate && day <= toDate).toBe(true);
    expect(first[4]).toBe(String(Number(first[2]!.slice(4, 6))));
    expect(first[5]).toBe(first[2]!.slice(0, 4));
    expect(first[6]).toMatch(/^\d{4}$/);
    expect(first[8]).toMatch(/^-?\d+\.\d{2}$/);
    // Every voucher's net amounts add up to 0.
    const net = new Map<string, number>();
    for (const line of lines) {
      const columns = line.split(';');
      net.set(columns[1]!, (net.get(columns[1]!) ?? 0) + Math.round(Number(columns[8]) * 100));
    }
    expect([...net.values()].every((sum) => sum === 0)).toBe(true);
  } finally {
    const restored = await page.request.post('/api/accounting/saveAccountMapping', {
      headers: auth,
      data: { ...original, merchant: 'demo' },
    });
    expect(restored.ok(), await restored.text()).toBe(true);
  }
});

test('a MANAGER is offered neither accounting screen, gets the not-found page, and the server refuses the calls', async ({ page }) => {
  await loginAsStaff(page, DEMO_USERS.demoManager);
  await page.getByTestId('navgroup-reports').click();
  await expect(page.getByRole('menuitem', { name: 'X-rapport' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Regnskapseksport', exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.getByTestId('navgroup-settings').click();
  await expect(page.getByRole('menuitem', { name: 'Åpningstider' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Regnskap', exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');

  for (const path of ['/accountingExport', '/accountingSettings']) {
    await page.goto(path);
    await expect(page.getByTestId('not-found')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Siden finnes ikke', level: 1 })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Last ned' })).toHaveCount(0);

  const auth = await headers(page);
  const toDate = addDays(osloToday(), -1);
  const period = { merchant: 'demo', locationId: '', fromDate: addDays(toDate, -6), toDate };
  for (const [path, params] of [
    ['exportVouchers', { ...period, format: 'gbat10' }],
    ['getVoucherPreview', period],
    ['getAccountMapping', { merchant: 'demo' }],
  ] as const) {
    const answer = await page.request.get(`/api/accounting/${path}`, { headers: auth, params });
    expect(answer.status(), path).toBe(403);
    expect(answer.headers()['content-type']).toContain('json');
  }
});
