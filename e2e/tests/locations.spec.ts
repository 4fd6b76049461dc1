import { expect, test, type Page } from '../support/test';
import { makePng } from '../support/catalogue-files';
import { DEMO_USERS } from '../support/demo';
import { screenshotBoth } from '../support/screenshots';
import { loginAsStaff, loginAsSuperAdmin, storedUser } from '../support/session';

/**
 * Locations (spec part 2 §2.18): a super admin adds, edits and deletes a location; one with orders is
 * refused deletion and offered deactivation; staff see the list only. Every journey leaves merchant
 * 'demo' as it found it, since the later journeys of the run share its database.
 */

const row = (page: Page, name: string) => page.getByTestId('location-row').filter({ hasText: name });

async function storedLocationNames(page: Page): Promise<string[]> {
  const user = (await storedUser(page)) as { locations: { name: string }[] };
  return user.locations.map((location) => location.name);
}

test('a super admin adds a location with a header image, edits it and deletes it', async ({ page }) => {
  await loginAsSuperAdmin(page, DEMO_USERS.superAdmin, 'demo');
  await page.getByTestId('navgroup-settings').click();
  await page.getByTestId('nav-locations').click();
  await expect(page).toHaveURL('/locations');
  await expect(page.getByRole('heading', { name: 'Avdelinger', level: 1 })).toBeVisible();
  await expect(row(page, 'Demo Restaurant Majorstuen')).toContainText('Majorstuen');
  await screenshotBoth(page, 'locations-superadmin');

  await page.getByRole('link', { name: '+ Legg til utsalgssted' }).click();
  await expect(page).toHaveURL('/locationCreate');
  await expect(page.getByRole('heading', { name: 'Legg til utsalgssted', level: 1 })).toBeVisible();

  // The §5 rules and the organisation number's check digit, beside their fields.
  await page.getByTestId('location-name').fill('E2E Bjørvika');
  await page.getByTestId('location-vatNumber').fill('923 609 017');
  await page.getByTestId('location-zipCode').fill('15');
  await page.getByTestId('location-email').fill('bjorvika');
  await page.getByTestId('form-save').click();
  const form = page.getByTestId('location-form');
  await expect(form.getByText('Kortnavn må fylles ut')).toBeVisible();
  await expect(form.getByText('Organisasjonsnummeret er ikke gyldig (kontrollsifferet stemmer ikke)')).toBeVisible();
  await expect(form.getByText('Postnummeret må ha fire sifre')).toBeVisible();
  await expect(form.getByText('Ugyldig epost')).toBeVisible();
  await screenshotBoth(page, 'location-create-errors');

  await page.getByTestId('location-shortName').fill('BJV');
  await page.getByTestId('location-vatNumber').fill('923 609 016');
  await page.getByTestId('location-googleMapsIframeUrl').fill('https://www.google.com/maps?q=Operagata+1&output=embed');
  await page.getByTestId('location-street').fill('Operagata 1');
  await page.getByTestId('location-zipCode').fill('0150');
  await page.getByTestId('location-city').fill('Oslo');
  await page.getByTestId('location-phone').fill('22 33 44 55');
  await page.getByTestId('location-email').fill('bjorvika@demorestaurant.no');
  // Images only; picking enables 'Last opp', and the upload replaces the picker with the file name.
  const field = page.getByTestId('header-image-field');
  await expect(field.locator('input[type="file"]')).toHaveAttribute('accept', 'image/*');
  await expect(page.getByTestId('header-image-upload')).toBeDisabled();
  await field.locator('input[type="file"]').setInputFiles({ name: 'bjorvika.png', mimeType: 'image/png', buffer: makePng() });
  await expect(page.getByTestId('header-image-upload')).toBeEnabled();
  await page.getByTestId('header-image-upload').click();
  await expect(page.getByTestId('header-image-name')).toContainText('Fil: ');
  await expect(page.getByTestId('header-image-input')).toHaveCount(0);
  await expect(page.getByTestId('header-image-preview')).toBeVisible();
  await screenshotBoth(page, 'location-create');
  await page.getByTestId('form-save').click();

  await expect(page).toHaveURL('/locations');
  await expect(row(page, 'E2E Bjørvika')).toContainText('923609016');
  await expect(row(page, 'E2E Bjørvika')).toContainText('0150 Oslo');
  // The stored locations follow, so the pickers offer the new one at once.
  await expect.poll(() => storedLocationNames(page)).toContain('E2E Bjørvika');

  await row(page, 'E2E Bjørvika').getByTestId('location-edit').click();
  await expect(page).toHaveURL(/\/locationEdit\?locationId=/);
  await expect(page.getByRole('heading', { name: 'Rediger utsalgssted', level: 1 })).toBeVisible();
  await expect(page.getByTestId('location-name')).toHaveValue('E2E Bjørvika');
  await expect(page.getByTestId('header-image-name')).toContainText('Fil: ');
  await page.getByTestId('location-name').fill('E2E Bjørvika brygge');
  await page.getByTestId('location-phone').fill('22 33 44 66');
  await screenshotBoth(page, 'location-edit');
  await page.getByTestId('form-save').click();
  await expect(page).toHaveURL('/locations');
  await expect(row(page, 'E2E Bjørvika brygge')).toContainText('22 33 44 66');

  // A location without orders or Z-reports is really deleted.
  await row(page, 'E2E Bjørvika brygge').getByTestId('location-delete').click();
  const dialog = page.getByTestId('confirm-dialog');
  await expect(dialog.getByText('Slett utsalgssted "E2E Bjørvika brygge"')).toBeVisible();
  await expect(dialog.getByTestId('confirm-message')).toHaveText('Vil du slette utsalgssted "E2E Bjørvika brygge"?');
  await expect(dialog.getByRole('button', { name: 'Avbryt' })).toBeVisible();
  await screenshotBoth(page, 'location-delete', { fullPage: false });
  await dialog.getByRole('button', { name: 'Slett' }).click();
  await expect(page.getByTestId('locations-notice')).toContainText('E2E Bjørvika brygge er slettet.');
  await expect(row(page, 'E2E Bjørvika brygge')).toHaveCount(0);
  await expect.poll(() => storedLocationNames(page)).not.toContain('E2E Bjørvika brygge');
});

test('deleting a location with orders is refused with the offer to deactivate it; it can be activated again', async ({ page }) => {
  await loginAsSuperAdmin(page, DEMO_USERS.superAdmin, 'demo');
  await page.goto('/locations');
  const name = 'Demo Restaurant Grünerløkka';
  await row(page, name).getByTestId('location-delete').click();
  const dialog = page.getByTestId('confirm-dialog');
  await dialog.getByRole('button', { name: 'Slett' }).click();
  // Refused: the server's reason, and the offer to deactivate instead.
  await expect(dialog.getByText(`Deaktiver utsalgssted "${name}"`)).toBeVisible();
  await expect(dialog.getByTestId('delete-refused')).toContainText('har ordrer eller Z-rapporter og kan ikke slettes');
  await expect(dialog.getByText('Vil du deaktivere det i stedet?')).toBeVisible();
  await screenshotBoth(page, 'location-delete-refused', { fullPage: false });
  await dialog.getByRole('button', { name: 'Deaktiver' }).click();

  await expect(page.getByTestId('locations-notice')).toContainText(`${name} er deaktivert`);
  await expect(row(page, name)).toHaveAttribute('data-status', 'INACTIVE');
  await expect(row(page, name).getByTestId('location-inactive')).toHaveText('Deaktivert');
  // Hidden from the pickers: the stored locations (and so every location picker) leave it out.
  await expect.poll(() => storedLocationNames(page)).not.toContain(name);
  await screenshotBoth(page, 'locations-inactive');

  // 'Aktiver' brings it back.
  await row(page, name).getByTestId('activate-location').click();
  await expect(page.getByTestId('locations-notice')).toContainText(`${name} er aktivert igjen.`);
  await expect(row(page, name)).toHaveAttribute('data-status', 'ACTIVE');
  await expect.poll(() => storedLocationNames(page)).toContain(name);
});

test('a MANAGER sees the locations without add, edit or delete, and cannot open the forms', async ({ page }) => {
  await loginAsStaff(page, DEMO_USERS.demoManager);
  await page.getByTestId('navgroup-settings').click();
  await page.getByTestId('nav-locations').click();
  await expect(page).toHaveURL('/locations');
  await expect(row(page, 'Demo Restaurant Majorstuen')).toBeVisible();
  await expect(page.getByTestId('add-location')).toHaveCount(0);
  await expect(page.getByTestId('location-edit')).toHaveCount(0);
  await expect(page.getByTestId('location-delete')).toHaveCount(0);
  await screenshotBoth(page, 'locations-manager');

  await page.goto('/locationCreate');
  await expect(page.getByRole('heading', { name: 'Siden finnes ikke' })).toBeVisible();
  // The server refuses a manager's write too.
  const user = (await storedUser(page)) as { authToken: string; locations: { id: string }[] };
  const response = await page.request.post('/api/superadmin/location/deleteLocation', {
    headers: { authorization: `Basic ${user.authToken}` },
    data: { locationId: user.locations[0]!.id },
  });
  expect(response.status()).toBe(403);
});
