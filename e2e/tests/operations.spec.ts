import { expect, test, type Page } from '../support/test';
import { DEMO_USERS } from '../support/demo';
import { DEMO_LOCATIONS, addDays, chooseLocation, osloToday, pickCalendarDate, screenDate } from '../support/operations-helpers';
import { SCREENSHOTS, savePicture, screenshotBoth } from '../support/screenshots';
import { loginAsStaff, storedUser } from '../support/session';

/** Issue 4, "Dashboard and daily operations", walked through as demo.admin on the seeded demo data. */

interface DashboardAnswer {
  totalSalesToday: number;
  totalSalesTodayByLocation: { locationId: string; total: number }[];
  locations: { id: string; name: string }[];
  totalSalesPerDate: number[];
  totalSalesPerMonth: number[];
  totalSalesPerMonthLabels: string[];
}

async function openOverviewAt(page: Page, location: string) {
  await page.goto('/overview');
  await expect(page.getByRole('heading', { name: 'Oversikt', level: 1 })).toBeVisible();
  await chooseLocation(page, location);
}

/** What the window shows at the laptop (1366×768) and small-laptop (1024×768) sizes, when screenshots are asked for. */
async function picturesAt(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  const original = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const width of [1366, 1024]) {
    await page.setViewportSize({ width, height: 768 });
    await savePicture(page, `${name}-${width}`, { fullPage: false });
  }
  await page.setViewportSize(original);
}

test.beforeEach(async ({ page }) => {
  await loginAsStaff(page, DEMO_USERS.demoAdmin);
});

test('the overview shows the quick buttons per location and the real sales', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL('/');
  // What the API answers for the screens, to compare the charts with.
  const token = (await storedUser(page))?.authToken as string;
  const answer = await page.request.get('/api/dashboard/getDashboardData', { headers: { Authorization: `Basic ${token}` } });
  expect(answer.ok()).toBe(true);
  const data = (await answer.json()) as DashboardAnswer;
  await expect(page.getByRole('heading', { name: 'Oversikt', level: 1 })).toBeVisible();

  // The seed closes takeaway at Grünerløkka from yesterday to tomorrow.
  await chooseLocation(page, DEMO_LOCATIONS.grunerlokka);
  await expect(page.getByTestId('takeaway-status')).toHaveText('Takeaway stengt');
  await expect(page.getByRole('link', { name: 'Åpne takeaway' })).toHaveAttribute('href', /\/openTakeaway\?locationId=/);
  await expect(page.getByTestId('pickup-status')).toHaveText('Tidligst hentetid: 15 min.');
  await expect(page.getByTestId('sold-out-count')).toHaveText('2');

  await chooseLocation(page, DEMO_LOCATIONS.majorstuen);
  await expect(page).toHaveURL(/locationId=/);
  await expect(page.getByTestId('takeaway-status')).toHaveText('Takeaway åpen');
  await expect(page.getByRole('link', { name: 'Steng takeaway' })).toHaveAttribute('href', /\/closeTakeaway\?locationId=/);
  await expect(page.getByRole('link', { name: 'Endre tidligst hentetid' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Steng middagsretter' })).toHaveAttribute('href', /\/closeDishes\?locationId=/);

  // Sales: the total of today at the location picked as the API counts it, and 30 days and 12 months of seeded sales.
  const total = page.getByTestId('sales-today-total');
  await expect(total).toHaveText(/^\d[\d\u00a0]*,\d{2}\u00a0kr$/);
  const majorstuen = data.locations.find((location) => location.name === DEMO_LOCATIONS.majorstuen)!.id;
  if (data.totalSalesTodayByLocation.find((entry) => entry.locationId === majorstuen)!.total > 0)
    await expect(total).not.toHaveText('0,00\u00a0kr');
  else await expect(page.getByTestId('no-sales-today')).toHaveText('Ingen salg i dag ennå.');
  await expect(page.getByTestId('sales-by-type-legend')).toContainText('Spise her');
  await expect(page.getByTestId('sales-by-type-legend')).toContainText('Henting');
  await expect(page.getByTestId('sales-by-type-legend')).toContainText('Levering');
  expect(data.totalSalesPerDate.some((amount) => amount > 0)).toBe(true);
  await expect(page.getByRole('tab', { name: 'Siste 30 dagene' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('sales-per-date-total')).toHaveText(/^Sum for perioden: [1-9][\d\u00a0]*,\d{2}\u00a0kr$/);
  const bars = page.getByTestId('sales-per-date').getByTestId('sales-bar');
  await expect.poll(() => bars.evaluateAll((els) => els.filter((el) => el.getBoundingClientRect().height > 0).length)).toBeGreaterThan(0);
  await expect(page.getByTestId('sales-per-date')).toContainText(screenDate(osloToday()));
  await screenshotBoth(page, 'operations-overview-days');

  await page.getByRole('tab', { name: 'Månedlig' }).click();
  await expect(page.getByTestId('sales-per-month-total')).toHaveText(/^Sum for perioden: [1-9]/);
  await expect(page.getByTestId('sales-per-month')).toContainText(data.totalSalesPerMonthLabels.at(-1)!);
  await screenshotBoth(page, 'operations-overview-months');
});

test('closing takeaway at a location shows it closed on the overview, and reopening opens it', async ({ page }) => {
  await openOverviewAt(page, DEMO_LOCATIONS.majorstuen);
  await page.getByRole('link', { name: 'Steng takeaway' }).click();
  await expect(page).toHaveURL(/\/closeTakeaway\?locationId=/);
  await expect(page.getByRole('heading', { name: 'Steng takeaway', level: 1 })).toBeVisible();
  const message = page.getByTestId('close-takeaway-message');
  await expect(message).toHaveValue('Online takeaway er midlertidig stengt for i dag.');

  await message.fill('   ');
  await page.getByRole('button', { name: 'Steng takeaway' }).click();
  await expect(page.getByText('Melding må fylles ut')).toBeVisible();
  await message.fill('Stengt i dag på grunn av strømbrudd.');
  await page.getByRole('button', { name: 'Steng takeaway' }).click();

  await expect(page).toHaveURL(/\/overview\?locationId=/);
  await expect(page.getByTestId('takeaway-status')).toHaveText('Takeaway stengt');
  await expect(page.getByTestId('quick-takeaway')).toContainText('Stengt i dag på grunn av strømbrudd.');

  await page.getByRole('link', { name: 'Åpne takeaway' }).click();
  await expect(page).toHaveURL(/\/openTakeaway\?locationId=/);
  await expect(page.getByRole('heading', { name: 'Åpne takeaway', level: 1 })).toBeVisible();
  await expect(page.getByTestId('location-select')).toHaveValue(DEMO_LOCATIONS.majorstuen);
  await expect(page.getByTestId('closed-today')).toContainText('Stengt i dag på grunn av strømbrudd.');
  await page.getByRole('button', { name: 'Åpne takeaway' }).click();

  await expect(page).toHaveURL(/\/overview\?locationId=/);
  await expect(page.getByTestId('takeaway-status')).toHaveText('Takeaway åpen');
  await expect(page.getByRole('link', { name: 'Steng takeaway' })).toBeVisible();
});

test('the earliest pickup time is changed with one click', async ({ page }) => {
  await openOverviewAt(page, DEMO_LOCATIONS.majorstuen);
  await expect(page.getByTestId('pickup-status')).toHaveText('Tidligst hentetid: 20 min.');
  await page.getByRole('link', { name: 'Endre tidligst hentetid' }).click();
  await expect(page.getByRole('heading', { name: 'Endre tidligst hentetid', level: 1 })).toBeVisible();
  const options = page.getByTestId('pickup-options').getByRole('button');
  await expect(options).toHaveText([
    '10 min.',
    '15 min.',
    '20 min.',
    '25 min.',
    '30 min.',
    '35 min.',
    '40 min.',
    '45 min.',
    '50 min.',
    '55 min.',
  ]);
  await expect(page.getByRole('button', { name: '20 min.' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: '35 min.' })).toHaveAttribute('aria-pressed', 'false');

  await page.getByRole('button', { name: '35 min.' }).click();
  await expect(page).toHaveURL(/\/overview\?locationId=/);
  await expect(page.getByTestId('pickup-status')).toHaveText('Tidligst hentetid: 35 min.');

  // Back to the seeded time, so the demo data stays as it was.
  await page.getByRole('link', { name: 'Endre tidligst hentetid' }).click();
  await expect(page.getByRole('button', { name: '35 min.' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: '20 min.' }).click();
  await expect(page.getByTestId('pickup-status')).toHaveText('Tidligst hentetid: 20 min.');
});

test('three items found by search are marked sold out, and one is made available again', async ({ page }) => {
  await openOverviewAt(page, DEMO_LOCATIONS.majorstuen);
  await expect(page.getByTestId('sold-out-count')).toHaveText('2');
  await page.getByTestId('quick-sold-out').getByRole('link').click();
  await expect(page).toHaveURL(/\/soldOut\?locationId=/);
  await expect(page.getByRole('heading', { name: `Utsolgt hos ${DEMO_LOCATIONS.majorstuen}`, level: 1 })).toBeVisible();
  const current = page.getByTestId('current-sold-out');
  await expect(current.getByTestId('current-sold-out-item')).toHaveCount(2);
  await expect(current).toContainText('Blåskjell i hvitvin');
  await expect(current).toContainText('Prosecco, glass');
  await expect(current.getByRole('button', { name: 'Merk Prosecco, glass som tilgjengelig' })).toHaveText('Tilgjengelig');

  const markButton = page.getByTestId('mark-sold-out');
  await expect(markButton).toHaveText('Merk som utsolgt (0)');
  await expect(markButton).toBeDisabled();

  const search = page.getByLabel('Søk etter produkt');
  const results = page.getByTestId('sold-out-search-results').getByTestId('sold-out-item');
  for (const [query, name] of [
    ['margh', 'Margherita'],
    ['  NACHOS ', 'Nachos'],
    ['tiramisu', 'Tiramisu'],
  ] as const) {
    await search.fill(query);
    await expect(results).toHaveCount(1);
    await expect(results.first()).toHaveAttribute('data-item-name', name);
    await results.first().click();
  }
  await search.fill('');
  await expect(page.getByTestId('sold-out-groups')).toBeVisible();
  await expect(markButton).toHaveText('Merk som utsolgt (3)');
  await expect(markButton).toBeEnabled();

  await screenshotBoth(page, 'operations-sold-out');
  await markButton.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Vil du merke følgende produkter som utsolgte?');
  // Listed in menu order, which other journeys may have re-sorted: compare the names as a set.
  await expect(dialog.getByRole('listitem')).toHaveCount(3);
  expect((await dialog.getByRole('listitem').allTextContents()).sort()).toEqual(['Margherita', 'Nachos', 'Tiramisu']);
  await expect(dialog.getByRole('button', { name: 'Avbryt' })).toBeVisible();
  await screenshotBoth(page, 'operations-sold-out-confirm', { fullPage: false });
  await dialog.getByRole('button', { name: 'Ja, merk som utsolgt' }).click();

  await expect(page).toHaveURL(/\/overview\?locationId=/);
  await expect(page.getByTestId('sold-out-count')).toHaveText('5');

  await page.getByTestId('quick-sold-out').getByRole('link').click();
  await expect(current.getByTestId('current-sold-out-item')).toHaveCount(5);
  await current.getByRole('button', { name: 'Merk Margherita som tilgjengelig' }).click();
  await expect(current.getByTestId('current-sold-out-item')).toHaveCount(4);
  await expect(current).not.toContainText('Margherita');
  await expect(page.locator('[data-item-name="Margherita"]')).toBeEnabled();

  await page.goto('/overview');
  await chooseLocation(page, DEMO_LOCATIONS.majorstuen);
  await expect(page.getByTestId('sold-out-count')).toHaveText('4');
});

test("a sold-out item made available is sold out again with 'Angre', by pointer or keyboard", async ({ page }) => {
  await openOverviewAt(page, DEMO_LOCATIONS.majorstuen);
  await page.getByTestId('quick-sold-out').getByRole('link').click();
  const current = page.getByTestId('current-sold-out');
  const prosecco = current.getByTestId('current-sold-out-item').filter({ hasText: 'Prosecco, glass' });
  await expect(prosecco).toHaveCount(1);
  const count = await current.getByTestId('current-sold-out-item').count();

  await current.getByRole('button', { name: 'Merk Prosecco, glass som tilgjengelig' }).click();
  await expect(prosecco).toHaveCount(0);
  const notice = page.getByTestId('undo-notice');
  await expect(notice).toContainText('Prosecco, glass er tilgjengelig igjen.');
  await expect(notice).toHaveAttribute('role', 'status');
  // The pointer on it keeps it while the pictures are taken.
  await notice.hover();
  await picturesAt(page, 'operations-sold-out-undo');
  await notice.getByRole('button', { name: 'Angre: Prosecco, glass er tilgjengelig igjen.' }).click();
  await expect(page.getByTestId('undone-notice')).toContainText('Prosecco, glass er merket som utsolgt igjen.');
  await expect(notice).toHaveCount(0);
  await expect(prosecco).toHaveCount(1);
  await expect(current.getByTestId('current-sold-out-item')).toHaveCount(count);

  // With the keyboard: 'Angre' takes the focus, and Enter undoes.
  await current.getByRole('button', { name: 'Merk Prosecco, glass som tilgjengelig' }).focus();
  await page.keyboard.press('Enter');
  await expect(prosecco).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Angre: Prosecco, glass er tilgjengelig igjen.' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(prosecco).toHaveCount(1);
  await page.goto('/overview');
  await chooseLocation(page, DEMO_LOCATIONS.majorstuen);
  await expect(page.getByTestId('sold-out-count')).toHaveText(String(count));
});

test('dishes are closed and opened again with the texts of the location’s action', async ({ page }) => {
  await openOverviewAt(page, DEMO_LOCATIONS.majorstuen);
  await page.getByRole('link', { name: 'Steng middagsretter' }).click();
  await expect(page).toHaveURL(/\/closeDishes\?locationId=/);
  await expect(page.getByRole('heading', { name: 'Steng middagsretter', level: 1 })).toBeVisible();
  await expect(page.getByTestId('dishes-question')).toHaveText(
    'Vil du stenge middagsrettene? Gjestene kan ikke bestille dem før du åpner igjen.',
  );
  await page.getByTestId('dishes-confirm').click();

  await expect(page).toHaveURL(/\/overview\?locationId=/);
  await expect(page.getByTestId('dishes-status')).toHaveText('Stengt nå');
  await expect(page.getByTestId('undo-notice')).toContainText('Middagsretter er stengt.');
  await expect(page.getByTestId('quick-dishes')).toContainText('Middagsrettene er dessverre ikke tilgjengelige akkurat nå.');
  await page.getByRole('link', { name: 'Åpne middagsretter' }).click();

  await expect(page).toHaveURL(/\/openDishes\?locationId=/);
  await expect(page.getByRole('heading', { name: 'Åpne middagsretter', level: 1 })).toBeVisible();
  await expect(page.getByTestId('dishes-question')).toHaveText('Vil du åpne middagsrettene for bestilling igjen?');
  await page.getByTestId('dishes-confirm').click();
  await expect(page).toHaveURL(/\/overview\?locationId=/);
  await expect(page.getByTestId('dishes-status')).toHaveText('Åpent nå');
  await expect(page.getByRole('link', { name: 'Steng middagsretter' })).toBeVisible();
});

test('opening hours are edited per weekday in 15-minute steps', async ({ page }) => {
  await page.goto('/openinghours');
  await expect(page.getByRole('heading', { name: 'Åpningstider', level: 1 })).toBeVisible();
  await chooseLocation(page, DEMO_LOCATIONS.lillestrom);
  await expect(page.getByTestId('opening-hours-table').getByRole('row')).toHaveCount(8);
  for (const day of ['Mandag', 'Tirsdag', 'Onsdag', 'Torsdag', 'Fredag', 'Lørdag', 'Søndag']) {
    await expect(page.getByTestId('opening-hours-table')).toContainText(day);
  }
  const from = page.getByLabel('Fra tirsdag');
  await expect(from.locator('option')).toHaveCount(96);
  await from.selectOption('12:15');
  await page.getByLabel('Kjøkkenet stenger tirsdag').selectOption('21:45');
  await page.getByLabel('Åpent/stengt søndag').selectOption('Stengt');
  await expect(page.getByLabel('Fra søndag')).toBeDisabled();
  await page.getByRole('button', { name: 'Lagre' }).click();
  await expect(page.getByTestId('opening-hours-saved')).toHaveText('Åpningstidene er oppdatert');
  await screenshotBoth(page, 'operations-opening-hours');

  await page.reload();
  await expect(page.getByTestId('location-select')).toHaveValue(DEMO_LOCATIONS.lillestrom);
  await expect(page.getByLabel('Fra tirsdag')).toHaveValue('12:15');
  await expect(page.getByLabel('Kjøkkenet stenger tirsdag')).toHaveValue('21:45');
  await expect(page.getByLabel('Åpent/stengt søndag')).toHaveValue('closed');
});

test('delivery is edited: minimum order and days in 30-minute steps', async ({ page }) => {
  await page.goto('/delivery');
  await expect(page.getByRole('heading', { name: 'Levering', level: 1 })).toBeVisible();
  await chooseLocation(page, DEMO_LOCATIONS.lillestrom);
  const minimum = page.getByLabel('Minstebeløp for levering (kr)');
  await expect(minimum).toHaveValue('250');
  await minimum.fill('275');
  const monday = page.getByLabel('Levering mandag');
  await expect(monday).not.toBeChecked();
  await monday.check();
  const from = page.getByLabel('Fra mandag');
  await expect(from.locator('option')).toHaveCount(48);
  await from.selectOption('16:00');
  await page.getByLabel('Til mandag').selectOption('20:30');
  await page.getByRole('button', { name: 'Lagre' }).click();
  await expect(page.getByTestId('delivery-saved')).toHaveText('Leveringsinnstillingene er oppdatert');
  await screenshotBoth(page, 'operations-delivery');

  await page.reload();
  await expect(page.getByLabel('Minstebeløp for levering (kr)')).toHaveValue('275');
  await expect(page.getByLabel('Levering mandag')).toBeChecked();
  await expect(page.getByLabel('Fra mandag')).toHaveValue('16:00');
  await expect(page.getByLabel('Til mandag')).toHaveValue('20:30');
});

test('a closing day is created and deleted', async ({ page }) => {
  const from = addDays(osloToday(), 3);
  const to = addDays(osloToday(), 4);
  await page.goto('/closingdays');
  await expect(page.getByRole('heading', { name: 'Stengte dager', level: 1 })).toBeVisible();
  await expect(page.getByTestId('closing-days-table').getByRole('columnheader')).toHaveText(['Slett', 'Avdeling', 'Fra', 'Til', 'Melding']);
  await page.getByRole('link', { name: '+ Legg til stengte dager' }).click();

  await expect(page).toHaveURL('/closingDaysCreate');
  await expect(page.getByRole('heading', { name: 'Legg til stengte dager', level: 1 })).toBeVisible();
  await chooseLocation(page, DEMO_LOCATIONS.lillestrom);
  await expect(page.getByTestId('closing-from')).toHaveValue(screenDate(osloToday()));
  await pickCalendarDate(page, 'closing-from', from, 'forward');
  await pickCalendarDate(page, 'closing-to', to, 'forward');
  await page.getByRole('button', { name: 'Lagre' }).click();
  await expect(page.getByText('Melding må fylles ut')).toBeVisible();
  await page.getByTestId('closing-message').fill('Stengt for vareopptelling.');
  await page.getByRole('button', { name: 'Lagre' }).click();

  await expect(page).toHaveURL('/closingdays');
  const row = page.getByTestId('closing-day-row').filter({ hasText: 'Stengt for vareopptelling.' });
  await expect(row.getByRole('cell')).toHaveText([
    '',
    DEMO_LOCATIONS.lillestrom,
    screenDate(from),
    screenDate(to),
    'Stengt for vareopptelling.',
  ]);
  await screenshotBoth(page, 'operations-closing-days');

  await row.getByRole('button', { name: `Slett stengte dager ${screenDate(from)}–${screenDate(to)}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Slett stengte dager');
  await expect(dialog).toContainText(`Vil du slette de stengte dagene ${screenDate(from)}–${screenDate(to)}?`);
  await dialog.getByRole('button', { name: 'Slett' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('closing-day-row').filter({ hasText: 'Stengt for vareopptelling.' })).toHaveCount(0);
});

test('a table is created, edited from its card and deleted', async ({ page }) => {
  await page.goto('/tables');
  await expect(page.getByRole('heading', { name: 'Bord', level: 1 })).toBeVisible();
  await chooseLocation(page, DEMO_LOCATIONS.lillestrom);
  await expect(page.getByTestId('table-card').first()).toContainText(DEMO_LOCATIONS.lillestrom);
  await page.getByRole('link', { name: '+ Legg til bord' }).click();

  await expect(page).toHaveURL(/\/tableCreate\?locationId=/);
  await expect(page.getByRole('heading', { name: 'Legg til bord', level: 1 })).toBeVisible();
  await expect(page.getByTestId('location-select')).toHaveValue(DEMO_LOCATIONS.lillestrom);
  const name = page.getByLabel('Navn');
  await expect(name).toHaveAttribute('placeholder', 'f.eks. Bord 1');
  await page.getByLabel('Antall plasser').fill('0');
  await page.getByRole('button', { name: 'Lagre' }).click();
  await expect(page.getByText('Navn må fylles ut')).toBeVisible();
  await expect(page.getByText('Antall plasser må være større enn 0')).toBeVisible();

  await name.fill('Bord 42');
  await page.getByLabel('Antall plasser').fill('3');
  await page.getByLabel('Beskrivelse').fill('Hjørnebord ved peisen');
  await page.getByRole('button', { name: 'Lagre' }).click();

  await expect(page).toHaveURL(/\/tables\?locationId=/);
  const card = page.getByTestId('table-card').filter({ hasText: 'Bord 42' });
  await expect(card).toContainText(DEMO_LOCATIONS.lillestrom);
  await expect(card).toContainText('3 plasser');
  await expect(card).toContainText('Hjørnebord ved peisen');
  await screenshotBoth(page, 'operations-tables');
  await picturesAt(page, 'operations-tables');

  // Edited from its card: the form prefilled, 'Lagret', and back to the list at its location.
  await card.getByRole('link', { name: 'Rediger Bord 42' }).click();
  await expect(page).toHaveURL(/\/tableEdit\?tableId=/);
  await expect(page.getByRole('heading', { name: 'Rediger bord', level: 1 })).toBeVisible();
  await expect(name).toHaveValue('Bord 42');
  await expect(page.getByLabel('Antall plasser')).toHaveValue('3');
  await expect(page.getByLabel('Beskrivelse')).toHaveValue('Hjørnebord ved peisen');
  await name.fill('');
  await page.getByLabel('Antall plasser').fill('0');
  await page.getByRole('button', { name: 'Lagre' }).click();
  await expect(page.getByText('Navn må fylles ut')).toBeVisible();
  await expect(page.getByText('Antall plasser må være større enn 0')).toBeVisible();
  await picturesAt(page, 'operations-table-edit');
  await name.fill('Bord 43');
  await page.getByLabel('Antall plasser').fill('5');
  await page.getByRole('button', { name: 'Lagre' }).click();
  // The create's 'Lagret' may still be on screen: the newest notice is the edit's.
  await expect(page.getByTestId('saved-notice').last()).toContainText('Lagret');
  await expect(page).toHaveURL(/\/tables\?locationId=/);
  await expect(page.getByTestId('location-select')).toHaveValue(DEMO_LOCATIONS.lillestrom);
  const edited = page.getByTestId('table-card').filter({ hasText: 'Bord 43' });
  await expect(edited).toContainText('5 plasser');
  await expect(edited).toContainText('Hjørnebord ved peisen');
  await expect(page.getByTestId('table-card').filter({ hasText: 'Bord 42' })).toHaveCount(0);

  await edited.getByRole('button', { name: 'Slett Bord 43' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Slett bord');
  await expect(dialog).toContainText('Vil du slette bordet "Bord 43"?');
  await dialog.getByRole('button', { name: 'Slett' }).click();
  await expect(page.getByTestId('table-card').filter({ hasText: 'Bord 43' })).toHaveCount(0);
});
