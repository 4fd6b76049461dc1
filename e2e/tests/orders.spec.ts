import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '../support/test';
import { DEMO_USERS } from '../support/demo';
import { addDays, pickCalendarDate, screenDate } from '../support/operations-helpers';
import { screenshot } from '../support/screenshots';
import { loginAsStaff, loginAsSuperAdmin, storedUser } from '../support/session';

/** Orders list and order detail (spec part 1 §2, §4, §9), walked through on the seeded demo merchant. */

interface ListedOrder {
  id: string;
  orderId: number;
  orderStatus: string;
  orderedTime: string;
  name: string;
}

const MONEY = /^-?\d{1,3}(\u00a0\d{3})*,\d{2}\u00a0kr$/;
const DATE_TIME = /^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2} · /;

async function api<T>(page: Page, path: string): Promise<T> {
  const token = (await storedUser(page))?.authToken as string;
  const response = await page.request.get(path, { headers: { authorization: `Basic ${token}` } });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

/** The Oslo calendar date of an instant, YYYY-MM-DD. */
const osloDate = (iso: string) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Oslo' }).format(new Date(iso));

async function openOrders(page: Page, query = '') {
  await page.goto(`/orders${query}`);
  await expect(page.getByRole('heading', { name: 'Ordrer', level: 1 })).toBeVisible();
  await expect(page.getByTestId('order-card').first()).toBeVisible();
}

test.describe('as demo.admin', () => {
  test.beforeEach(async ({ page }) => {
    await loginAsStaff(page, DEMO_USERS.demoAdmin);
  });

  test('scrolls the orders past page three, newest first, 50 at a time', async ({ page }) => {
    const first = await api<ListedOrder[]>(page, '/api/order/listOrders?limit=50&page=1');
    expect(first).toHaveLength(50);
    await openOrders(page);
    const cards = page.getByTestId('order-card');
    await expect(cards).toHaveCount(50);
    await expect(cards.first().getByTestId('order-card-number')).toHaveText(`Ordre ${first[0]!.orderId}`);
    await expect(cards.first().getByTestId('order-card-meta')).toHaveText(DATE_TIME);
    await expect(cards.first().getByTestId('order-card-amount')).toHaveText(MONEY);
    await expect(cards.first().getByTestId('order-card-paid')).toHaveText(/^(Betalt|Ikke betalt|Betalt\(SPLITT\))$/);
    await expect(cards.first().getByTestId('order-status')).toHaveText(/^(Bestilt|Bekreftet|Fullført|Kansellert)$/);
    await screenshot(page, 'orders-list');

    for (const count of [100, 150, 200]) {
      await page.getByTestId('orders-sentinel').scrollIntoViewIfNeeded();
      await expect(cards).toHaveCount(count);
    }
    expect(await cards.count()).toBeGreaterThan(150);
    // Newest first across the pages.
    const numbers = await cards.getByTestId('order-card-number').allTextContents();
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  test('filters by status and by a date range, and searches an order number, all in the URL', async ({ page }) => {
    await openOrders(page);
    await page.getByTestId('filter-status').click();
    await page.getByRole('option', { name: 'Kansellert', exact: true }).click();
    await expect(page).toHaveURL(/status=CANCELLED/);
    // The filtered list has replaced the whole one: the list before it may still show for a moment, its
    // newest order perhaps cancelled too, so the cards are read until every one of them is.
    const statuses = page.getByTestId('order-card').getByTestId('order-status');
    await expect
      .poll(async () => {
        const shown = await statuses.allTextContents();
        return shown.length > 0 && shown.every((status) => status === 'Kansellert');
      })
      .toBe(true);
    await screenshot(page, 'orders-filtered-status');

    // A date range of two days some days back.
    const all = await api<ListedOrder[]>(page, '/api/order/listOrders?limit=100&page=2');
    const day = osloDate(all[0]!.orderedTime);
    await page.goto(`/orders?fromDate=${day}&toDate=${day}`);
    await expect(page.getByTestId('filter-from')).toHaveValue(screenDate(day));
    await expect(page.getByTestId('filter-to')).toHaveValue(screenDate(day));
    await expect(page.getByTestId('order-card').first()).toBeVisible();
    const metas = await page.getByTestId('order-card-meta').allTextContents();
    expect(metas.length).toBeGreaterThan(0);
    expect(metas.every((meta) => meta.startsWith(screenDate(day)))).toBe(true);
    // Choosing the day before as the from-date in the calendar widens the range.
    const before = addDays(day, -1);
    await pickCalendarDate(page, 'filter-from', before, 'back');
    await expect(page).toHaveURL(new RegExp(`fromDate=${before}&toDate=${day}|toDate=${day}.*fromDate=${before}`));
    await expect(page.getByTestId('order-card').first()).toBeVisible();
    const widened = await page.getByTestId('order-card-meta').allTextContents();
    expect(widened.every((meta) => meta.startsWith(screenDate(day)) || meta.startsWith(screenDate(before)))).toBe(true);
    // The newest orders come first: the day before shows further down, once the day's own have scrolled by.
    await screenshot(page, 'orders-filtered-dates');

    // Search one order number.
    const wanted = all[7]!;
    await page.getByTestId('filter-clear').click();
    await expect(page).toHaveURL(/\/orders$/);
    await page.getByTestId('filter-search').fill(String(wanted.orderId));
    await page.getByTestId('filter-search-submit').click();
    await expect(page).toHaveURL(new RegExp(`q=${wanted.orderId}`));
    // The order with that number, and any order whose mobile number contains the digits.
    await expect(page.getByTestId('order-card-number').filter({ hasText: new RegExp(`^Ordre ${wanted.orderId}$`) })).toHaveCount(1);
    expect(await page.getByTestId('order-card').count()).toBeLessThan(50);
    await expect(page.getByTestId('orders-no-more')).toHaveText('Ingen flere ordrer');
    await screenshot(page, 'orders-search');

    await page.getByTestId('filter-search').fill('kari <3');
    await page.getByTestId('filter-search-submit').click();
    await expect(page.getByText("Søk med ordrenummer, mobilnummer eller navn: bokstaver, tall, mellomrom og - ' .")).toBeVisible();
  });

  test('searches a customer by part of the name, shows the sums of the whole selection and downloads it as CSV', async ({ page }) => {
    const recent = await api<ListedOrder[]>(page, '/api/order/listOrders?limit=100');
    const named = recent.find((order) => order.name !== 'NOT_SET' && order.name.includes(' '))!;
    expect(named, 'a recent order with a customer name').toBeDefined();
    // Part of the surname, typed in capitals: the search takes any case.
    const part = named.name.split(' ').at(-1)!.slice(0, 4);
    const query = `q=${encodeURIComponent(part.toUpperCase())}`;
    const totals = await api<{ count: number; toPayAmount: number; refundedTotalAmount: number }>(
      page,
      `/api/order/getOrderTotals?${query}`,
    );
    const firstPage = await api<ListedOrder[]>(page, `/api/order/listOrders?limit=50&${query}`);
    expect(totals.count).toBeGreaterThan(0);
    expect(firstPage.every((order) => order.name.toLowerCase().includes(part.toLowerCase()))).toBe(true);

    await openOrders(page);
    await page.getByTestId('filter-search').fill(part.toUpperCase());
    await page.getByTestId('filter-search-submit').click();
    await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(part.toUpperCase())}`));
    await expect(page.getByTestId('order-card').first().getByTestId('order-card-number')).toHaveText(`Ordre ${firstPage[0]!.orderId}`);
    // The sums are of every order found, not only the 50 the list has loaded.
    const digits = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));
    await expect(page.getByTestId('orders-total-count')).toHaveText(/\d/);
    await expect.poll(async () => digits(await page.getByTestId('orders-total-count').textContent())).toBe(totals.count);
    expect(digits(await page.getByTestId('orders-total-amount').textContent())).toBe(totals.toPayAmount);
    expect(digits(await page.getByTestId('orders-total-refunded').textContent())).toBe(totals.refundedTotalAmount);
    await expect(page.getByTestId('orders-totals-scope')).toHaveText(
      'Alle ordrene filtrene finner, også de som ikke er lastet inn i listen ennå.',
    );
    await screenshot(page, 'orders-search-name-totals');

    const saving = page.waitForEvent('download');
    await page.getByTestId('orders-download-csv').click();
    const download = await saving;
    expect(download.suggestedFilename()).toMatch(/^Ordrer .+ alle datoer\.csv$/);
    const text = await readFile((await download.path())!, 'utf8');
    const lines = text.replace(/^\ufeff/, '').split('\r\n');
    const header = lines.findIndex((line) => line.startsWith('Ordrenr.;'));
    expect(header).toBeGreaterThan(0);
    expect(lines).toContain(`Filtre;Søk: ${part.toUpperCase()}`);
    const rows = lines.slice(header + 1).filter((line) => line && !line.startsWith('Totalt;'));
    expect(rows).toHaveLength(totals.count);
    expect(rows[0]!.split(';')[0]).toBe(String(firstPage[0]!.orderId));
    expect(lines.some((line) => line.startsWith('Totalt;'))).toBe(true);
  });

  for (const viewport of [
    { name: 'desktop', width: 1280, height: 800 },
    { name: 'tablet-landscape', width: 1024, height: 768 },
    { name: 'tablet-portrait', width: 768, height: 1024 },
  ]) {
    test(`opens an order in the side panel and Escape closes it where the list was (${viewport.name})`, async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await openOrders(page);
      const cards = page.getByTestId('order-card');
      const card = cards.nth(12);
      await card.scrollIntoViewIfNeeded();
      const box = await card.boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(44);
      const scrolled = await page.evaluate(() => window.scrollY);
      expect(scrolled).toBeGreaterThan(0);
      const number = await card.getByTestId('order-card-number').textContent();

      await card.focus();
      await page.keyboard.press('Enter');
      const panel = page.getByRole('dialog');
      await expect(panel).toBeVisible();
      await expect(panel.getByTestId('order-detail-number')).toHaveText(number!);
      await expect(panel.getByTestId('order-detail-ordered')).toContainText(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2}/);
      await expect(panel.getByTestId('order-item').first()).toBeVisible();
      await expect(panel.getByTestId('order-to-pay')).toContainText(/kr$/);
      const width = (await panel.boundingBox())!.width;
      // 580 px from 768 px up; the whole width below.
      expect(Math.round(width)).toBe(580);
      await screenshot(page, `orders-panel-${viewport.name}`);

      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
      await expect(card).toBeFocused();
    });
  }

  test('shows an order on its own page with every part of the detail', async ({ page }) => {
    const orders = await api<ListedOrder[]>(page, '/api/order/listOrders?limit=100');
    const order = orders.find((candidate) => candidate.name === 'NOT_SET') ?? orders[0]!;
    await page.goto(`/orderDetail?orderDocumentId=${order.id}`);
    await expect(page.getByRole('heading', { name: `Ordre ${order.orderId}`, level: 1 })).toBeVisible();
    if (order.name === 'NOT_SET') await expect(page.getByTestId('order-detail-name')).toContainText('Ikke oppgitt');
    await expect(page.getByTestId('order-vats')).toContainText('Sum MVA');
    await screenshot(page, 'order-detail-page');
    await page.goto('/orderDetail?orderDocumentId=7a1e4a39-6d55-4d8b-9a55-7b9c7d0f8e21');
    await expect(page.getByTestId('not-found')).toBeVisible();
  });
});

test('a super admin marks an ordered or confirmed order completed', async ({ page }) => {
  await loginAsSuperAdmin(page, DEMO_USERS.superAdmin, 'demo');
  const open = [
    ...(await api<ListedOrder[]>(page, '/api/order/listOrders?status=ORDERED&limit=5')),
    ...(await api<ListedOrder[]>(page, '/api/order/listOrders?status=CONFIRMED&limit=5')),
  ];
  expect(open.length).toBeGreaterThan(0);
  const order = open[0]!;
  await openOrders(page, `?q=${order.orderId}`);
  await page.getByTestId('order-card').first().click();
  const panel = page.getByRole('dialog');
  await expect(panel.getByTestId('order-detail-number')).toHaveText(`Ordre ${order.orderId}`);
  await panel.getByTestId('mark-completed').click();
  const confirm = page.getByTestId('confirm-dialog');
  await expect(confirm.getByTestId('confirm-message')).toHaveText(`Vil du merke ordre ${order.orderId} som fullført?`);
  await screenshot(page, 'orders-mark-completed');
  await confirm.getByRole('button', { name: 'Ja, merk som fullført' }).click();
  await expect(panel.getByTestId('order-status')).toHaveText('Fullført');
  await expect(panel.getByTestId('mark-completed')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('order-card').first().getByTestId('order-status')).toHaveText('Fullført');
});
