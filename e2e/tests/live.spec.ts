import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '../support/test';
import { DEMO_USERS } from '../support/demo';
import { DEMO_LOCATIONS, chooseLocation } from '../support/operations-helpers';
import { screenshotBoth } from '../support/screenshots';
import { loginAsStaff } from '../support/session';
import { E2E_PORT, repoRoot } from '../support/server';
import { execFileSync } from 'node:child_process';

/**
 * The live back office with the channel simulator running, as the README shows it: the simulator
 * gives the demo's webshops and kiosks keys and, on the embedded database, runs the server itself
 * (its own port and a fresh data folder), sending an order every two seconds. New orders come in on
 * /orders and the overview's total of today rises, without a reload; a dish marked sold out makes the
 * next order with it refused.
 */

const port = E2E_PORT + 7;
const baseURL = `http://localhost:${port}`;
/** Events reach the browser and its queries are read again within this (the issue asks two seconds). */
const LIVE_MS = 2500;

test.use({ baseURL });
test.describe.configure({ mode: 'serial' });

interface Line {
  text: string;
  at: number;
}
let simulator: ChildProcess | undefined;
let dataDir: string;
const lines: Line[] = [];

/** The first simulator line from index `from` on matching `pattern`, waiting for it up to `timeoutMs`. */
async function lineMatching(pattern: RegExp, from: number, timeoutMs: number): Promise<Line & { index: number; match: RegExpMatchArray }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (let index = from; index < lines.length; index += 1) {
      const match = lines[index]!.text.match(pattern);
      if (match) return { ...lines[index]!, index, match };
    }
    if (Date.now() > deadline)
      throw new Error(
        `No simulator line like ${pattern} in time. Last lines:\n${lines
          .slice(-8)
          .map((l) => l.text)
          .join('\n')}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The number of the next order the server accepts (at `location` when given), printed after index `from`. */
async function nextAccepted(from: number, location?: string) {
  const where = location ? `[^\\n]*${location}` : '';
  const line = await lineMatching(new RegExp(`^#\\d+${where}[^\\n]*→ godtatt, ordre (\\d+)$`), from, 60_000);
  return { ...line, orderNumber: line.match[1]! };
}

const cardNumber = (page: Page, orderNumber: string) =>
  page.getByTestId('order-card-number').filter({ hasText: new RegExp(`(^|\\D)${orderNumber}$`) });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bakrom-live-'));
  simulator = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'apps/server/src/cli/main.ts',
      'simulate-channel',
      '--merchant',
      'demo',
      '--orders-per-minute',
      '30',
      '--minutes',
      '30',
    ],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        DEMO_DAYS: '3',
        AUTO_SETTLEMENT: 'off',
        LOGIN_RATE_LIMIT_PER_IP: '500',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let pending = '';
  simulator.stdout!.on('data', (chunk: Buffer) => {
    pending += chunk.toString();
    const complete = pending.split('\n');
    pending = complete.pop() ?? '';
    for (const text of complete) lines.push({ text, at: Date.now() });
  });
  simulator.stderr!.on('data', (chunk: Buffer) => lines.push({ text: `stderr: ${chunk.toString().trim()}`, at: Date.now() }));
  await lineMatching(/^Sender \d+ ordrer i minuttet/, 0, 280_000);
});

test.afterAll(async () => {
  if (simulator && simulator.exitCode === null) {
    const exited = new Promise((resolve) => simulator!.once('exit', resolve));
    simulator.kill('SIGINT');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    if (simulator.exitCode === null) simulator.kill('SIGKILL');
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('new orders come in at the top of /orders while the list keeps its place and an open side panel stays open', async ({ page }) => {
  await loginAsStaff(page, DEMO_USERS.demoAdmin);
  await page.goto('/orders');
  await expect(page.getByTestId('order-card').first()).toBeVisible();
  await page.evaluate(() => ((window as unknown as { liveMarker: number }).liveMarker = 1));

  // At the top: the next accepted order is the first card within the time.
  const first = await nextAccepted(lines.length);
  await expect(page.getByTestId('order-card-number').first()).toHaveText(new RegExp(`(^|\\D)${first.orderNumber}$`), {
    timeout: LIVE_MS,
  });

  // Scrolled down: the card in view stays where it is on the screen while new orders come in above it.
  await page.evaluate(() => window.scrollTo(0, 900));
  await page.waitForTimeout(300);
  const anchor = page.getByTestId('order-card').nth(8);
  await anchor.scrollIntoViewIfNeeded();
  const anchorId = (await anchor.getAttribute('data-order-id'))!;
  const before = { top: (await anchor.boundingBox())!.y, scrollY: await page.evaluate(() => window.scrollY) };
  const second = await nextAccepted(lines.length);
  await expect(cardNumber(page, second.orderNumber)).toHaveCount(1, { timeout: LIVE_MS });
  const anchorNow = page.locator(`[data-testid="order-card"][data-order-id="${anchorId}"]`);
  expect(Math.abs((await anchorNow.boundingBox())!.y - before.top)).toBeLessThan(3);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(before.scrollY);

  // An open side panel stays open, with its order, while the list behind it grows.
  await anchorNow.click();
  const panel = page.getByRole('dialog');
  await expect(panel).toBeVisible();
  const title = await panel.locator('h2').first().textContent();
  const third = await nextAccepted(lines.length);
  await expect(cardNumber(page, third.orderNumber)).toHaveCount(1, { timeout: LIVE_MS });
  await expect(panel).toBeVisible();
  await expect(panel.locator('h2').first()).toHaveText(title!);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  // All of it without a reload.
  expect(await page.evaluate(() => (window as unknown as { liveMarker?: number }).liveMarker)).toBe(1);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshotBoth(page, 'live-orders', { fullPage: false });
});

test("the overview's total of today rises as orders come in, without a reload", async ({ page }) => {
  await loginAsStaff(page, DEMO_USERS.demoAdmin);
  await chooseLocation(page, DEMO_LOCATIONS.majorstuen);
  const total = page.getByTestId('sales-today-total');
  await expect(total).toBeVisible();
  await page.evaluate(() => ((window as unknown as { liveMarker: number }).liveMarker = 1));
  const before = await total.textContent();
  const accepted = await nextAccepted(lines.length, DEMO_LOCATIONS.majorstuen);
  await expect(total).not.toHaveText(before!, { timeout: LIVE_MS });
  const parse = (text: string | null) => Number(text!.replace(/[^\d,]/g, '').replace(',', '.'));
  expect(parse(await total.textContent())).toBeGreaterThan(parse(before));
  expect(Date.now() - accepted.at).toBeLessThan(LIVE_MS + 1000);
  expect(await page.evaluate(() => (window as unknown as { liveMarker?: number }).liveMarker)).toBe(1);
  await screenshotBoth(page, 'live-overview', { fullPage: false });
});

test('a dish marked sold out makes the next simulated order with it refused', async ({ page }) => {
  await loginAsStaff(page, DEMO_USERS.demoAdmin);
  await chooseLocation(page, DEMO_LOCATIONS.majorstuen);
  await page.getByTestId('quick-sold-out').getByRole('link').click();
  await expect(page).toHaveURL(/\/soldOut\?locationId=/);
  await page.getByLabel('Søk etter produkt').fill('tiramisu');
  const results = page.getByTestId('sold-out-search-results').getByTestId('sold-out-item');
  await expect(results).toHaveCount(1);
  await results.first().click();
  await page.getByTestId('mark-sold-out').click();
  const from = lines.length;
  await page.getByRole('dialog').getByRole('button', { name: 'Ja, merk som utsolgt' }).click();
  await expect(page).toHaveURL(/\/overview\?locationId=/);
  const marked = lines.length;

  const refused = await lineMatching(
    new RegExp(`${DEMO_LOCATIONS.majorstuen}[^\\n]*Tiramisu[^\\n]*→ avvist ITEM_SOLD_OUT: «Tiramisu» er utsolgt\\.`),
    from,
    60_000,
  );
  // No order with it was accepted after the mark.
  const accepted = lines
    .slice(marked, refused.index)
    .filter((line) => /Tiramisu.*→ godtatt/.test(line.text) && line.text.includes(DEMO_LOCATIONS.majorstuen));
  expect(accepted).toEqual([]);
});

/** HH:mm in Oslo of an instant, and the same minus some minutes (never before midnight). */
function osloClock(instant: Date): string {
  return new Intl.DateTimeFormat('nb-NO', { timeZone: 'Europe/Oslo', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    instant,
  );
}
function earlier(time: string, minutes: number): string {
  const [hours, mins] = time.split(':').map(Number) as [number, number];
  const total = Math.max(0, hours * 60 + mins - minutes);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

test('the simulator clocks two employees in; a manager sees them at work, adds a forgotten clock-out, corrects a clock-in and prints the register', async ({
  page,
}, testInfo) => {
  // The simulator's first lines: two employees clocked in at a kiosk.
  const first = await lineMatching(/^(.+) stemplet inn \((Kiosk[^)]*?) (Demo Restaurant [^)]+)\)$/, 0, 30_000);
  const second = await lineMatching(/^(.+) stemplet inn \((Kiosk[^)]*?) (Demo Restaurant [^)]+)\)$/, first.index + 1, 30_000);
  const [leaving, corrected] = [first.match[1]!, second.match[1]!];
  const location = first.match[3]!;

  await loginAsStaff(page, DEMO_USERS.demoManager);
  await page.getByTestId('navgroup-reports').click();
  await page.getByTestId('nav-staffRegister').click();
  await expect(page.getByRole('heading', { name: 'Personalliste', level: 1 })).toBeVisible();
  await chooseLocation(page, location);
  const atWork = page.getByTestId('at-work');
  await expect(atWork.getByTestId('at-work-person').filter({ hasText: leaving })).toBeVisible();
  await expect(atWork.getByTestId('at-work-person').filter({ hasText: corrected })).toBeVisible();

  // The first left without clocking out: the manager adds the clock-out with the reason.
  await page.getByRole('button', { name: 'Legg til registrering' }).click();
  const add = page.getByRole('dialog', { name: 'Legg til registrering' });
  await add.getByTestId('add-entry-employee').selectOption({ label: leaving });
  await add.getByRole('radio', { name: 'Ut' }).check();
  // The next whole minute (the server allows a minute ahead): never before the clock-in of a few seconds ago.
  await add.getByTestId('add-entry-time').fill(osloClock(new Date(Date.now() + 60_000)));
  await add.getByLabel('Begrunnelse').fill('Glemte å stemple ut');
  await add.getByTestId('add-entry-submit').click();
  await expect(add).toBeHidden();
  await expect(page.getByTestId('entry-added').filter({ hasText: 'Lagt til av Lars Bakken: Glemte å stemple ut' })).toBeVisible();
  await expect(atWork.getByTestId('at-work-person').filter({ hasText: leaving })).toHaveCount(0);

  // The second came five minutes before the kiosk's clocking: the clock-in is corrected, and both times show.
  await page
    .getByRole('button', { name: `Korriger inn for ${corrected}` })
    .last()
    .click();
  const correct = page.getByRole('dialog', { name: `Korriger inn for ${corrected}` });
  const current = await correct.getByTestId('correct-entry-time').inputValue();
  await correct.getByTestId('correct-entry-time').fill(earlier(current, 5));
  await correct.getByLabel('Begrunnelse').fill('Begynte på kjøkkenet før stemplingen');
  await correct.getByTestId('correct-entry-submit').click();
  await expect(correct).toBeHidden();
  await expect(
    page.getByTestId('entry-correction').filter({ hasText: /Korrigert av Lars Bakken .*: Begynte på kjøkkenet før stemplingen/ }),
  ).toBeVisible();
  await screenshotBoth(page, 'staff-register');

  // The printout for an inspector: the added clock-out and the correction with its reason, the original time kept.
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    page.getByTestId('staff-register-print').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^personalliste-demo-\d{4}-\d{2}-\d{2}\.pdf$/);
  const pdf = await download.path();
  // Long lines wrap in the PDF: read it as one line of words.
  const text = execFileSync('pdftotext', ['-layout', pdf, '-']).toString('utf8').replace(/\s+/g, ' ');
  expect(text).toContain('Personalliste');
  expect(text).toContain(location);
  expect(text).toContain(leaving);
  expect(text).toContain('Glemte å stemple ut');
  expect(text).toContain('Begynte på kjøkkenet før stemplingen');
  expect(text).toContain(`registrert ${current}`);
  expect(text).toContain(`endret til ${earlier(current, 5)}`);
  const picture = testInfo.outputPath('staff-register-pdf');
  execFileSync('pdftoppm', ['-png', '-r', '80', '-f', '1', '-l', '1', pdf, picture]);
  if (process.env.SCREENSHOTS === '1') fs.copyFileSync(`${picture}-1.png`, path.join(repoRoot, '.tmp/screenshots/staff-register-pdf.png'));
});
