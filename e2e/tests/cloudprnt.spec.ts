import { expect, test } from '../support/test';
import { DEMO_USERS } from '../support/demo';
import { DEMO_LOCATIONS, chooseLocation } from '../support/operations-helpers';
import { screenshot } from '../support/screenshots';
import { loginAsStaff, loginAsSuperAdmin } from '../support/session';

test('the super admin reads an outlet’s print-service document, empties it, and lets its printers in with a new key', async ({ page }) => {
  await loginAsSuperAdmin(page, DEMO_USERS.superAdmin, 'demo');
  await page.getByTestId('navgroup-support').click();
  await page.getByTestId('nav-cloudprnt').click();
  await expect(page).toHaveURL('/cloudprnt');
  await expect(page.getByRole('heading', { name: 'CloudPRNT', level: 1 })).toBeVisible();

  await chooseLocation(page, DEMO_LOCATIONS.majorstuen);
  await expect(page.getByTestId('cloudprnt-merchant')).toHaveText('demo');
  await expect(page.getByTestId('cloudprnt-outlet')).toHaveText(DEMO_LOCATIONS.majorstuen);
  // The demo's queue: two jobs waiting, two printed.
  await expect(page.getByTestId('cloudprnt-counts')).toHaveText('2 i currentJobs, 2 i jobsPrinted');
  const document = page.getByTestId('cloudprnt-document');
  await expect(document).toContainText('"currentJobs": [');
  await expect(document).toContainText('"jobId": "MAJ-job-1042"');
  await expect(document).toContainText('"jobId": "MAJ-job-1041"');
  await expect(document).toContainText('"lastCleanedUpTime"');
  await screenshot(page, 'cloudprnt');

  // Emptying asks first; 'Avbryt' leaves the queue as it was.
  await page.getByRole('button', { name: 'Empty currentJobs & jobsPrinted' }).click();
  const dialog = page.getByRole('dialog', { name: 'Empty currentJobs & jobsPrinted' });
  await expect(dialog).toContainText(`Vil du tømme currentJobs og jobsPrinted for ${DEMO_LOCATIONS.majorstuen}?`);
  await screenshot(page, 'cloudprnt-confirm');
  await dialog.getByRole('button', { name: 'Avbryt' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('cloudprnt-counts')).toHaveText('2 i currentJobs, 2 i jobsPrinted');

  await page.getByRole('button', { name: 'Empty currentJobs & jobsPrinted' }).click();
  const emptied = page.waitForResponse((response) => response.url().includes('/api/superadmin/support/emptyJobs'));
  await page.getByRole('dialog').getByRole('button', { name: 'Tøm' }).click();
  expect((await emptied).status()).toBe(200);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('jobs-emptied')).toHaveText('currentJobs og jobsPrinted er tømt.');
  await expect(page.getByTestId('cloudprnt-counts')).toHaveText('0 i currentJobs, 0 i jobsPrinted');
  await expect(document).toContainText('"currentJobs": []');
  await expect(document).toContainText('"jobsPrinted": []');
  await expect(document).not.toContainText('MAJ-job-1042');

  // The other outlets keep their queues.
  await chooseLocation(page, DEMO_LOCATIONS.lillestrom);
  await expect(page.getByTestId('cloudprnt-counts')).toHaveText('2 i currentJobs, 2 i jobsPrinted');
  await chooseLocation(page, DEMO_LOCATIONS.majorstuen);
  await expect(page.getByTestId('cloudprnt-counts')).toHaveText('0 i currentJobs, 0 i jobsPrinted');

  // A printer key, shown once: the outlet's printers poll with it, and with nothing else.
  const serverUrl = (await page.getByTestId('cloudprnt-server-url').textContent())!;
  const printerPath = new URL(serverUrl).pathname;
  expect(printerPath).toMatch(/^\/api\/cloudprnt\/[0-9a-f-]{36}$/);
  const poll = (password: string) =>
    page.request.post(printerPath, {
      headers: { Authorization: `Basic ${Buffer.from(`skriver:${password}`).toString('base64')}` },
      data: { printerMAC: '00:11:62:00:00:01', uniqueID: 'kasse-1', statusCode: '200 OK' },
    });
  expect((await poll('ingen-nokkel')).status()).toBe(401);
  await page.getByRole('button', { name: 'Lag ny skrivernøkkel' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Lag ny nøkkel' }).click();
  const key = (await page.getByTestId('cloudprnt-new-key-value').textContent())!;
  expect(key).toMatch(/^[A-Za-z0-9_-]{32}$/);
  await expect(page.getByTestId('cloudprnt-key-status')).toContainText('Skrivernøkkelen ble laget');
  await screenshot(page, 'cloudprnt-after-empty');
  const polled = await poll(key);
  expect(polled.status()).toBe(200);
  expect(await polled.json()).toEqual({ jobReady: false });
});

test('staff who open /cloudprnt get the not-found page', async ({ page }) => {
  await loginAsStaff(page, DEMO_USERS.demoAdmin);
  await page.goto('/cloudprnt');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page.getByTestId('empty-jobs')).toHaveCount(0);
});
