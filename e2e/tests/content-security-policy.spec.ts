import { expect, test, type Page } from '../support/test';
import { DEMO_USERS } from '../support/demo';
import { builtScreens } from '../support/screens';
import { loginAsStaff, loginAsSuperAdmin } from '../support/session';
import { networkSettled, watchNetwork } from '../support/network';
import { dateFieldOf, expectCalendarGrid } from '../support/date-picker';

/**
 * Every built screen loads under the server's Content-Security-Policy without a violation: the
 * browser reports each one as a `securitypolicyviolation` event and a console error. Each screen is a
 * document of its own, so a screen with a date picker opens its calendar here too: it must render as a
 * grid whichever screen is the first one to show it (`support/date-picker.ts`).
 */
declare global {
  interface Window {
    cspViolations: string[];
  }
}

const consoleErrors = new WeakMap<Page, string[]>();

// Each test loads its own pages: they are shared out among the workers.
test.describe.configure({ mode: 'parallel' });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations.push(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  const errors: string[] = [];
  consoleErrors.set(page, errors);
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) errors.push(message.text());
  });
});

/** Opens a screen with a full page load, waits until it has settled and checks that nothing was refused. */
async function visit(page: Page, url: string, ready: (page: Page) => Promise<void> = screenTitle) {
  watchNetwork(page);
  await page.goto(url);
  await ready(page);
  await networkSettled(page);
  const dateField = dateFieldOf(page);
  if (dateField) await expectCalendarGrid(page, dateField);
  await expectNoViolation(page, url);
}

async function screenTitle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

async function expectNoViolation(page: Page, where: string) {
  const violations = await page.evaluate(() => window.cspViolations);
  expect({ where, violations, consoleErrors: consoleErrors.get(page) }).toEqual({ where, violations: [], consoleErrors: [] });
}

test('the login pages load without a violation', async ({ page }) => {
  await visit(page, '/login');
  await visit(page, '/superadmin/login?merchant=demo');
});

test("every screen of the merchant's admin loads without a violation", async ({ page }) => {
  test.setTimeout(180_000);
  await loginAsStaff(page, DEMO_USERS.demoAdmin);
  await expectNoViolation(page, 'login to /overview');

  for (const screen of await builtScreens(page)) await visit(page, screen);

  // Dropdowns, date pickers and dialogs are positioned with inline styles: open one of each.
  await visit(page, '/closingDaysCreate');
  await page.getByTestId('closing-from').click();
  await expect(page.getByRole('button', { name: 'Neste måned' })).toBeVisible();
  await expectNoViolation(page, '/closingDaysCreate with the date picker open');
  await page.keyboard.press('Escape');
  await page.getByLabel('Avdeling', { exact: true }).first().click();
  await expect(page.getByRole('option').first()).toBeVisible();
  await expectNoViolation(page, '/closingDaysCreate with the date picker and the location list open');

  await visit(page, '/products');
  await page
    .getByRole('button', { name: /^Slett kategorien/ })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoViolation(page, '/products with the delete dialog open');
});

test("the super admin's own screens and the API documentation load without a violation", async ({ page }) => {
  await loginAsSuperAdmin(page, DEMO_USERS.superAdmin, 'demo');
  for (const screen of ['/cache', '/transactionsReport', '/xReportRegenerate', '/webshopXReportRegenerateAll']) await visit(page, screen);
  await visit(page, '/api/docs', async (docs) => {
    await expect(docs.getByRole('heading', { name: /Bakrom API/ })).toBeVisible();
  });
});
