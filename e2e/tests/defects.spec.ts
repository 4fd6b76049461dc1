import { expect, test, type Page } from '../support/test';
import { DEMO_PASSWORD, DEMO_USERS } from '../support/demo';
import { DEMO_LOCATIONS, addDays, chooseLocation, osloToday, screenDate } from '../support/operations-helpers';
import { networkSettled } from '../support/network';
import { screenshot, screenshotBoth } from '../support/screenshots';
import { loginAsStaff, storedUser, submitLogin } from '../support/session';

/**
 * The merchant-facing defects of issues 10 and 17, walked as a merchant would in Chromium. The data
 * other journeys rely on (the seeded closing period at Grünerløkka) is left as it was.
 */

const FOREIGN_ID = '7a1e4a39-6d55-4d8b-9a55-7b9c7d0f8e21';

interface Location {
  id: string;
  name: string;
}

/** Calls the API as the logged-in user, for setting up and checking what the screens did. */
async function api(page: Page) {
  const user = (await storedUser(page))!;
  const headers = { Authorization: `Basic ${user.authToken as string}` };
  return {
    locations: user.locations as Location[],
    get: async (path: string) => (await page.request.get(`/api/${path}`, { headers })).json(),
    post: (path: string, data: object) => page.request.post(`/api/${path}`, { headers, data }),
  };
}

const locationId = (locations: Location[], name: string) => locations.find((location) => location.name === name)!.id;

test.describe('as demo.admin', () => {
  test.beforeEach(async ({ page }) => {
    await loginAsStaff(page, DEMO_USERS.demoAdmin);
  });

  test('closing takeaway twice at once saves one closing day; an overlapping one is refused with a message (10.1, 10.2)', async ({
    page,
  }) => {
    const calls = await api(page);
    const lillestrom = locationId(calls.locations, DEMO_LOCATIONS.lillestrom);
    await page.goto(`/closeTakeaway?locationId=${lillestrom}`);
    await page.getByTestId('close-takeaway-message').fill('Stengt: dobbeltklikk-test.');
    await page.getByRole('button', { name: 'Steng takeaway' }).dblclick();
    await expect(page).toHaveURL(/\/overview\?locationId=/);
    await expect(page.getByTestId('takeaway-status')).toHaveText('Takeaway stengt');
    const today = osloToday();
    const closed = ((await calls.get('settings/getClosingDays')) as { locationId: string; fromDate: string }[]).filter(
      (day) => day.locationId === lillestrom && day.fromDate === today,
    );
    expect(closed).toHaveLength(1);

    // Already closed today: 'Steng takeaway' says so instead of offering to close again.
    await page.goto(`/closeTakeaway?locationId=${lillestrom}`);
    await expect(page.getByTestId('already-closed-today')).toContainText(`Takeaway er allerede stengt ${screenDate(today)}`);
    await expect(page.getByRole('button', { name: 'Steng takeaway' })).toBeDisabled();

    // The server refuses an overlapping period and the form says why.
    const overlapping = await calls.post('settings/createClosingDays', {
      locationId: lillestrom,
      fromDate: addDays(today, -1),
      toDate: addDays(today, 1),
      message: 'Overlapp',
    });
    expect(overlapping.status()).toBe(409);
    expect((await overlapping.json()).error.message).toContain(`allerede stengt ${screenDate(today)}`);

    // Open again for the other journeys.
    await page.goto(`/openTakeaway?locationId=${lillestrom}`);
    await page.getByTestId('open-takeaway').click();
    await expect(page.getByTestId('takeaway-status')).toHaveText('Takeaway åpen');
  });

  test('reopening takeaway today inside a closing period keeps the other days closed and says so (17.6)', async ({ page }) => {
    const calls = await api(page);
    const majorstuen = locationId(calls.locations, DEMO_LOCATIONS.majorstuen);
    const today = osloToday();
    const [yesterday, tomorrow] = [addDays(today, -1), addDays(today, 1)];
    const created = await calls.post('settings/createClosingDays', {
      locationId: majorstuen,
      fromDate: yesterday,
      toDate: tomorrow,
      message: 'Vannlekkasje i kjøkkenet.',
    });
    expect(created.status()).toBe(200);

    await page.goto(`/overview?locationId=${majorstuen}`);
    await page.getByRole('link', { name: 'Åpne takeaway' }).click();
    await expect(page.getByTestId('closed-today')).toContainText(`${screenDate(yesterday)}–${screenDate(tomorrow)}`);
    await expect(page.getByTestId('stays-closed')).toHaveText(`Etter dette er takeaway fortsatt stengt ${screenDate(tomorrow)}.`);
    await screenshotBoth(page, 'operations-defects-open-takeaway');
    await page.getByTestId('open-takeaway').click();

    await expect(page).toHaveURL(/\/overview\?locationId=/);
    await expect(page.getByTestId('reopened-notice')).toContainText(`Takeaway er fortsatt stengt ${screenDate(tomorrow)}.`);
    await expect(page.getByTestId('takeaway-status')).toHaveText('Takeaway åpen');

    // /closingdays shows the period split around today, with its message.
    await page.goto('/closingdays');
    const rows = page.getByTestId('closing-day-row').filter({ hasText: 'Vannlekkasje i kjøkkenet.' });
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0).getByRole('cell')).toHaveText([
      '',
      DEMO_LOCATIONS.majorstuen,
      screenDate(yesterday),
      screenDate(yesterday),
      'Vannlekkasje i kjøkkenet.',
    ]);
    await expect(rows.nth(1).getByRole('cell')).toHaveText([
      '',
      DEMO_LOCATIONS.majorstuen,
      screenDate(tomorrow),
      screenDate(tomorrow),
      'Vannlekkasje i kjøkkenet.',
    ]);

    // Takeaway is open today now: 'Åpne takeaway' has nothing to open and says so.
    await page.goto(`/openTakeaway?locationId=${majorstuen}`);
    await expect(page.getByTestId('not-closed-today')).toHaveText('Takeaway er ikke stengt i dag, så det er ingenting å åpne.');
    await expect(page.getByTestId('open-takeaway')).toBeDisabled();

    for (const row of await calls.get('settings/getClosingDays')) {
      if ((row as { message: string }).message === 'Vannlekkasje i kjøkkenet.')
        await calls.post('settings/deleteClosingDay', { id: (row as { id: string }).id });
    }
  });

  test('delivery 21:00–16:00, a kitchen closing after closing time and a negative minimum order are refused with messages (10.2, 10.5)', async ({
    page,
  }) => {
    await page.goto('/delivery');
    await chooseLocation(page, DEMO_LOCATIONS.lillestrom);
    await page.getByLabel('Levering tirsdag').check();
    await page.getByLabel('Fra tirsdag').selectOption('21:00');
    await page.getByLabel('Til tirsdag').selectOption('16:00');
    const minimum = page.getByLabel('Minstebeløp for levering (kr)');
    await minimum.fill('-50');
    await minimum.blur();
    await expect(minimum).toHaveValue('-50');
    await page.getByRole('button', { name: 'Lagre' }).click();
    await expect(page.getByText('Levering må slutte etter at den starter (til-tid etter fra-tid)')).toBeVisible();
    await expect(page.getByText('Minstebeløp kan ikke være negativt')).toBeVisible();
    await expect(page.getByTestId('delivery-saved')).toHaveCount(0);
    await screenshotBoth(page, 'operations-defects-delivery-refused');

    await page.goto('/openinghours');
    await chooseLocation(page, DEMO_LOCATIONS.lillestrom);
    await page.getByLabel('Til onsdag').selectOption('22:00');
    await page.getByLabel('Kjøkkenet stenger onsdag').selectOption('22:30');
    await page.getByRole('button', { name: 'Lagre' }).click();
    await expect(page.getByText('Kjøkkenet må stenge etter åpningstid og senest ved stengetid')).toBeVisible();
    await expect(page.getByTestId('opening-hours-saved')).toHaveCount(0);
  });

  test("switching 'Avdeling' with unsaved opening hours asks first (10.5)", async ({ page }) => {
    await page.goto('/openinghours');
    await chooseLocation(page, DEMO_LOCATIONS.lillestrom);
    await page.getByLabel('Fra torsdag').selectOption('12:30');
    await page.getByTestId('location-select').click();
    await page.getByRole('option', { name: DEMO_LOCATIONS.majorstuen, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Du har endringer som ikke er lagret.');
    await dialog.getByRole('button', { name: 'Bli på siden' }).click();
    await expect(page.getByTestId('location-select')).toHaveValue(DEMO_LOCATIONS.lillestrom);
    await expect(page.getByLabel('Fra torsdag')).toHaveValue('12:30');

    await page.getByTestId('location-select').click();
    await page.getByRole('option', { name: DEMO_LOCATIONS.majorstuen, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Forlat siden' }).click();
    await expect(page.getByTestId('location-select')).toHaveValue(DEMO_LOCATIONS.majorstuen);
    await expect(page.getByLabel('Fra torsdag')).toHaveValue('11:00');
  });

  test('a made-up or foreign locationId shows the not-found state and acts on no other location (10.3)', async ({ page }) => {
    for (const path of [
      'soldOut',
      'closeTakeaway',
      'openTakeaway',
      'changeEarliestPickupTime',
      'closeDishes',
      'openinghours',
      'overview',
    ]) {
      await page.goto(`/${path}?locationId=${path === 'overview' ? 'ikke-en-avdeling' : FOREIGN_ID}`);
      await expect(page.getByRole('heading', { name: 'Fant ikke avdelingen' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Steng takeaway' })).toHaveCount(0);
      await expect(page.getByTestId('location-select')).toHaveCount(0);
    }
    await screenshotBoth(page, 'operations-defects-location-not-found');
    await page.getByRole('link', { name: 'Gå til oversikten' }).click();
    await expect(page).toHaveURL('/overview');
  });

  test("today's sales follow the location picker, months read 'nov. 2026', the overview refreshes, and no quick button is cut at 1366 px (10.7)", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    let fetches = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/dashboard/getDashboardData')) fetches += 1;
    });
    await page.clock.install();
    await page.goto('/overview');
    const data = await (await api(page)).get('dashboard/getDashboardData');
    const byLocation = data.totalSalesTodayByLocation as { locationId: string; total: number }[];
    const kroner = (amount: number) =>
      `${new Intl.NumberFormat('nb-NO', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount).replace(/[\u202f\u00a0]/g, '\u00a0')}\u00a0kr`;
    for (const name of [DEMO_LOCATIONS.majorstuen, DEMO_LOCATIONS.lillestrom]) {
      await chooseLocation(page, name);
      const id = data.locations.find((location: Location) => location.name === name).id as string;
      await expect(page.getByTestId('sales-today-total')).toHaveText(kroner(byLocation.find((entry) => entry.locationId === id)!.total));
      await expect(page.getByTestId('sales-scope')).toContainText(name);
    }
    await page.getByRole('tab', { name: 'Månedlig' }).click();
    expect(
      data.totalSalesPerMonthLabels.every((label: string) =>
        /^(jan\.|feb\.|mars|apr\.|mai|juni|juli|aug\.|sep\.|okt\.|nov\.|des\.) \d{4}$/.test(label),
      ),
    ).toBe(true);
    await expect(page.getByTestId('sales-per-month')).toContainText(data.totalSalesPerMonthLabels.at(-1));

    // Nothing in the cards is cut off: no element's text overflows its box, across or down.
    const cut = await page
      .getByTestId('quick-buttons')
      .locator('*')
      .evaluateAll((elements) =>
        elements
          .filter((element) => element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1)
          .map((element) => element.textContent),
      );
    expect(cut).toEqual([]);
    await screenshot(page, 'defects-overview-1366');

    // Coming back to the tab: the browser fires visibilitychange, which TanStack Query listens to on window.
    const beforeFocus = fetches;
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    await expect.poll(() => fetches).toBeGreaterThan(beforeFocus);
    // A minute on the overview fetches the figures again.
    await page.waitForTimeout(500);
    const beforeMinute = fetches;
    await page.clock.fastForward(61_000);
    await expect.poll(() => fetches).toBeGreaterThan(beforeMinute);
  });

  test('the products page has a search box; a new category lists last, as on the sort page; no "Spise her 0 kr" (10.10, 10.12, 17.8)', async ({
    page,
  }) => {
    const calls = await api(page);
    const category = await (await calls.post('product/createCategory', { name: 'Nyhet fra e2e', itemType: 'DRINK' })).json();
    const item = await (
      await calls.post('product/createItem', {
        categoryId: category.id,
        itemType: 'DRINK',
        name: 'Hyllebærbrus',
        price: 40,
        availableForOrderTypes: ['DINE_IN', 'TAKEAWAY'],
      })
    ).json();
    try {
      await page.goto('/products');
      const sidebar = page.getByTestId('sidebar-category');
      await expect(sidebar.last()).toContainText('Nyhet fra e2e');
      await page.goto('/categoriesSort');
      await expect(page.getByTestId('sort-name').last()).toHaveText('Nyhet fra e2e');

      await page.goto('/products');
      const search = page.getByLabel('Søk etter produkt');
      await search.fill('  HYLLEBÆR ');
      await expect(page.getByTestId('item-row')).toHaveCount(1);
      await expect(page.getByTestId('category-block')).toHaveCount(1);
      // 40 kr without VAT: 46 kr with 15 % takeaway VAT, and dine-in at the same price with 25 %: 50 kr.
      await expect(page.getByTestId('item-prices')).toHaveText('Ta med 46\u00a0kr · Spise her 50\u00a0kr');
      await screenshotBoth(page, 'operations-defects-products-search');
      await search.fill('finnes ikke');
      await expect(page.getByTestId('products-search-count')).toHaveText('Ingen produkter passer til søket.');
      await search.fill('');
      expect(await page.getByTestId('item-row').count()).toBeGreaterThan(10);
    } finally {
      await calls.post('product/deleteItem', { itemId: item.id, imageUrl: null });
      await calls.post('product/deleteCategory', { categoryId: category.id, imageUrl: null });
    }
  });

  test('a negative price is kept as typed and refused with a message (10.5)', async ({ page }) => {
    const products = await (await api(page)).get('product/getProducts');
    await page.goto(`/itemCreate?categoryId=${products.categories[0].id as string}`);
    await page.getByRole('textbox', { name: 'Navn', exact: true }).fill('Minuspizza');
    const price = page.getByTestId('item-price-net');
    await price.fill('-50');
    await price.blur();
    await expect(price).toHaveValue('-50');
    await page.getByRole('button', { name: 'Lagre' }).click();
    await expect(page.getByText('Prisen kan ikke være negativ').first()).toBeVisible();
    await expect(page).toHaveURL(/\/itemCreate/);
  });

  test("the profile says 'Bedrift' and an empty seat count says 'Fyll ut antall plasser' (17.10)", async ({ page }) => {
    await page.goto('/profile');
    await expect(page.getByText('Bedrift', { exact: true })).toBeVisible();
    await expect(page.getByText('Merchant', { exact: true })).toHaveCount(0);
    await page.goto('/tableCreate');
    await page.getByLabel('Navn').fill('Bord 99');
    await page.getByRole('button', { name: 'Lagre' }).click();
    await expect(page.getByText('Fyll ut antall plasser')).toBeVisible();
  });
});

test('the TAKEAWAY merchant is offered nothing the server refuses: no tables page, no add-table button (10.4)', async ({ page }) => {
  await loginAsStaff(page, DEMO_USERS.pizzaAdmin);
  await expect(page.getByTestId('nav-tables')).toHaveCount(0);
  for (const path of ['/tables', '/tableCreate', '/delivery']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Siden finnes ikke' })).toBeVisible();
    await expect(page.getByRole('link', { name: '+ Legg til bord' })).toHaveCount(0);
  }
  await screenshotBoth(page, 'operations-defects-pizza-tables');
});

test('a logged-out deep link returns to the page after login, never to another site (17.7)', async ({ page }) => {
  await page.goto('/openinghours');
  await expect(page).toHaveURL('/login?returnTo=%2Fopeninghours');
  await submitLogin(page, DEMO_USERS.demoAdmin, DEMO_PASSWORD);
  await expect(page).toHaveURL('/openinghours');
  await expect(page.getByRole('heading', { name: 'Åpningstider', level: 1 })).toBeVisible();

  // Logged out by forgetting the stored user once the page has stopped loading (a page load refreshes it).
  const logOut = async () => {
    await networkSettled(page);
    await page.evaluate(() => window.localStorage.clear());
  };
  await logOut();
  for (const evil of ['//evil.com', 'https://evil.com', '/\\evil.com']) {
    await page.goto(`/login?returnTo=${encodeURIComponent(evil)}`);
    await submitLogin(page, DEMO_USERS.demoAdmin, DEMO_PASSWORD);
    await expect(page).toHaveURL('/overview');
    await logOut();
  }
});

test("an expired session says 'Økten er utløpt. Logg inn igjen.' and returns to the page after login (10.9)", async ({ page }) => {
  await loginAsStaff(page, DEMO_USERS.demoAdmin);
  await page.goto('/closingdays');
  await expect(page.getByRole('heading', { name: 'Stengte dager', level: 1 })).toBeVisible();
  await page.evaluate(() => {
    const user = JSON.parse(window.localStorage.getItem('user') ?? '{}') as Record<string, unknown>;
    window.localStorage.setItem('user', JSON.stringify({ ...user, authToken: 'utlopt-okt-som-serveren-ikke-kjenner' }));
  });
  await page.goto('/profile');
  await expect(page).toHaveURL('/login?returnTo=%2Fprofile');
  await expect(page.getByTestId('session-expired')).toHaveText('Økten er utløpt. Logg inn igjen.');
  await screenshotBoth(page, 'operations-defects-session-expired');
  await submitLogin(page, DEMO_USERS.demoAdmin, DEMO_PASSWORD);
  await expect(page).toHaveURL('/profile');
  await expect(page.getByTestId('session-expired')).toHaveCount(0);
});

test('the super-admin login without a customer in the link asks for one (17.10)', async ({ page }) => {
  await page.goto('/superadmin/login');
  await page.getByLabel('Brukernavn').fill(DEMO_USERS.superAdmin);
  await page.getByLabel('Passord', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await expect(page.getByText('Fyll ut kunde')).toBeVisible();
  await page.getByLabel(/^Kunde/).fill('demo');
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await expect(page).toHaveURL('/overview');
  expect(await storedUser(page)).toMatchObject({ merchant: 'demo', userRole: 'SUPER_ADMIN' });
});
