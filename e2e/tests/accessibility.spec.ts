import { expect, test, type Page } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { DEMO_PASSWORD, DEMO_USERS } from '../support/demo';
import { builtScreens } from '../support/screens';
import { SCREENSHOTS, screenshotPath } from '../support/screenshots';
import { loginAsStaff, loginAsSuperAdmin, storedUser, submitLogin } from '../support/session';
import { canOpen, type MenuContext } from '../../packages/shared/src/menu-visibility';
import { SCREENS, type ScreenPath } from '../../apps/web/src/app/route-table';
import { networkSettled } from '../support/network';

const DESKTOP = { width: 1366, height: 768 };
const TABLET_LANDSCAPE = { width: 1024, height: 768 };
const TABLET_PORTRAIT = { width: 768, height: 1024 };

/**
 * Opens a screen inside the running app, as a click on a link would (no reload: one login and one
 * page per role), and waits until it has its own heading, no spinner and no request in flight.
 */
async function openScreen(page: Page, screen: string) {
  const here = new URL(page.url());
  if (`${here.pathname}${here.search}` === screen) return settle(page);
  await page.locator('h1').evaluateAll((headings) => headings.forEach((heading) => heading.setAttribute('data-previous-screen', '')));
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, screen);
  await settle(page);
}

async function settle(page: Page) {
  // A screen that shows the same component as the one before (two not-found pages) keeps its heading.
  await page
    .locator('h1:not([data-previous-screen])')
    .first()
    .waitFor({ timeout: 1000 })
    .catch(() => undefined);
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('.mantine-Loader-root:visible')).toHaveCount(0);
  await networkSettled(page);
}

function fileName(role: string, screen: string, size: { width: number }) {
  const slug = screen.replace(/^\//, '').replace(/\?.*$/, '').replace(/\//g, '-');
  return screenshotPath(`a11y-${role}-${slug}-${size.width}`);
}

/** axe at each size (after the layout has followed the new width). */
async function checkAtSizes(page: Page, role: string, screen: string, sizes: { width: number; height: number }[]) {
  for (const size of sizes) {
    await page.setViewportSize(size);
    // Two frames: the resize observers have run and React has drawn what they changed.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 30)))));
    await expectNoAxeViolations(page, `${screen} as ${role} at ${size.width}×${size.height}`, {
      // The sort rows' and the order cards' names must contain their visible text (WCAG 2.5.3).
      experimentalRules: NAMES_CONTAIN_TEXT.test(screen) ? ['label-content-name-mismatch'] : [],
    });
    if (SCREENSHOTS) await page.screenshot({ path: fileName(role, screen, size), animations: 'disabled' });
  }
}

/** Screens whose buttons are named by their content, checked with axe's experimental WCAG 2.5.3 rule. */
const NAMES_CONTAIN_TEXT = /^\/orders(\?|$)|Sort(\?|$)/;

/**
 * Which sizes each screen is checked at, so that every screen is checked at every size once, by the role
 * that sees the most of it, without the same page checked again and again:
 * - an ADMIN: every screen at the three sizes;
 * - a super admin: the screens an ADMIN of the merchant cannot open at the three sizes, and the overview
 *   (the longer navigation bar, which gives way to the burger at 1024 px) at the three; the others, the
 *   ADMIN's screens with a few more buttons, at the widest;
 * - a MANAGER and the takeaway merchant, who see less of the same screens: each screen at one size (the
 *   narrowest for the MANAGER, the widest for the takeaway merchant).
 * The not-found page, which a role gets for every screen it may not open, is checked once per role.
 */
const ALL_SIZES = [DESKTOP, TABLET_LANDSCAPE, TABLET_PORTRAIT];

type SizesOf = (screen: string) => { width: number; height: number }[];

/** The route table's entry of a screen path ('/itemEdit?…' → itemEdit), or undefined for a path not in it. */
function routeEntryOf(screen: string) {
  const key = screen.replace(/^\//, '').replace(/\?.*$/, '');
  return key in SCREENS ? SCREENS[key as ScreenPath] : undefined;
}

/** The super admin's sizes: the three where an ADMIN of the same merchant gets the not-found page. */
async function superAdminSizes(page: Page): Promise<SizesOf> {
  const user = (await storedUser(page)) as unknown as MenuContext & { merchantSetting: MenuContext['settings'] };
  const asAdmin: MenuContext = { role: 'ADMIN', settings: user.merchantSetting, locations: user.locations };
  return (screen) => {
    const entry = routeEntryOf(screen);
    const adminSeesIt = entry !== undefined && canOpen(entry.access, asAdmin);
    return adminSeesIt && screen !== '/overview' ? [DESKTOP] : ALL_SIZES;
  };
}

async function checkEveryScreen(page: Page, role: string, sizesOf: SizesOf) {
  let notFoundChecked = false;
  for (const screen of await builtScreens(page)) {
    await test.step(screen, async () => {
      await openScreen(page, screen);
      if (await page.getByTestId('not-found').isVisible()) {
        if (notFoundChecked) return;
        notFoundChecked = true;
      }
      await checkAtSizes(page, role, screen, sizesOf(screen));
    });
  }
}

test.describe('every built screen passes axe (WCAG 2.2 AA)', () => {
  // Generous for a busy machine: a role takes about a minute. The roles are shared out among the workers.
  test.describe.configure({ mode: 'parallel', timeout: 300_000 });

  test('the login pages, empty, with field errors and after a failed login', async ({ page }) => {
    for (const screen of ['/login', '/superadmin/login?merchant=demo']) {
      await page.setViewportSize(DESKTOP);
      await page.goto(screen);
      await expect(page.getByRole('button', { name: 'Logg inn' })).toBeVisible();
      await checkAtSizes(page, 'guest', screen, [DESKTOP, TABLET_LANDSCAPE, TABLET_PORTRAIT]);
      await page.getByRole('button', { name: 'Logg inn' }).click();
      await expect(page.getByText('Fyll ut brukernavn')).toBeVisible();
      await expectNoAxeViolations(page, `${screen} with field errors`);
    }
    await submitLogin(page, DEMO_USERS.demoAdmin, `${DEMO_PASSWORD}-wrong`);
    await expect(page.getByRole('alert')).toBeVisible();
    await expectNoAxeViolations(page, 'a failed login');
  });

  test('an ADMIN of the demo merchant', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await loginAsStaff(page, DEMO_USERS.demoAdmin);
    await checkEveryScreen(page, 'admin', () => ALL_SIZES);
  });

  test('a MANAGER of the demo merchant', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await loginAsStaff(page, DEMO_USERS.demoManager);
    await checkEveryScreen(page, 'manager', () => [TABLET_PORTRAIT]);
  });

  test('the takeaway merchant', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await loginAsStaff(page, DEMO_USERS.pizzaAdmin);
    await checkEveryScreen(page, 'pizza', () => [DESKTOP]);
  });

  test('a super admin working on the demo merchant', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await loginAsSuperAdmin(page, DEMO_USERS.superAdmin, 'demo');
    await checkEveryScreen(page, 'superadmin', await superAdminSizes(page));
  });
});

test.describe('the content uses the width', () => {
  for (const size of [DESKTOP, TABLET_LANDSCAPE, TABLET_PORTRAIT]) {
    test(`at ${size.width}×${size.height}: as wide as the header, every discount column in reach, the add-on groups near the top`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await loginAsStaff(page, DEMO_USERS.demoAdmin);
      await openScreen(page, '/discounts');
      // The add button of the title row ends where the header's last element does (its side padding).
      const edges = await page.evaluate(() => {
        const main = document.querySelector('main .mantine-Container-root')!;
        const style = getComputedStyle(main);
        return {
          content: main.getBoundingClientRect().right - parseFloat(style.paddingRight),
          header:
            document.querySelector('header')!.getBoundingClientRect().right -
            parseFloat(getComputedStyle(document.querySelector('header')!).paddingRight),
        };
      });
      expect(Math.round(edges.content)).toBe(Math.round(edges.header));
      // The last column is shown, or reached by a scrollbar that is always drawn.
      const lastHeader = page.getByTestId('discounts-table').locator('th').last();
      if (!(await lastHeader.evaluate((th) => th.getBoundingClientRect().right <= window.innerWidth))) {
        await expect(
          page.getByTestId('discounts-scroll').locator('.mantine-ScrollArea-scrollbar[data-orientation="horizontal"]'),
        ).toBeVisible();
        await lastHeader.scrollIntoViewIfNeeded();
      }
      await expect(lastHeader).toBeInViewport();

      await openScreen(page, '/products');
      // In one column (a tablet in portrait) the add-on groups have a tab of their own.
      if (size.width < 992) await page.getByRole('tab', { name: 'Grupper for valg og tillegg' }).click();
      const groups = page.getByTestId('add-on-group-name').first();
      await expect(groups).toBeVisible();
      const top = (await groups.boundingBox())!.y;
      expect(top, 'the first add-on group from the top of the page').toBeLessThan(1500);
      await expectNoAxeViolations(page, `/products at ${size.width}×${size.height}`);
    });
  }
});

test.describe('named by what they show, reached by the keyboard', () => {
  test('the order cards on /orders are named by their visible text at the three sizes', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await loginAsStaff(page, DEMO_USERS.demoAdmin);
    await openScreen(page, '/orders');
    const card = page.getByTestId('order-card').first();
    await expect(card).toBeVisible();
    const number = (await card.getByTestId('order-card-number').textContent())!;
    await expect(card).toHaveAccessibleName(new RegExp(`^${number}`));
    await checkAtSizes(page, 'admin', '/orders', [DESKTOP, TABLET_LANDSCAPE, TABLET_PORTRAIT]);
  });

  for (const size of [DESKTOP, TABLET_PORTRAIT]) {
    test(`at ${size.width} px the first Tab reaches 'Hopp til hovedinnholdet', which moves the focus to the main content`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await loginAsStaff(page, DEMO_USERS.demoAdmin);
      // A fresh document: the first Tab starts at its beginning.
      await page.goto('/products');
      await openScreen(page, '/products');
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Hopp til hovedinnholdet' });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await page.keyboard.press('Enter');
      await expect(page.locator('main')).toBeFocused();
      expect(new URL(page.url()).pathname).toBe('/products');
      // The next Tab goes into the content, past the navigation.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
    });
  }
});

test.describe('on an iPad (1024×768, touch)', () => {
  test.use({ viewport: TABLET_LANDSCAPE, hasTouch: true });

  test('every button, icon button and checkbox on /products and /soldOut is at least 44×44 px', async ({ page }) => {
    await loginAsStaff(page, DEMO_USERS.demoAdmin);
    await expect(page.getByTestId('nav-products')).toBeVisible();
    for (const screen of ['/products', '/soldOut']) {
      await openScreen(page, screen);
      const small = await page
        .locator(
          'button:visible, a.mantine-ActionIcon-root:visible, a.mantine-Button-root:visible, [role="checkbox"]:visible, input[type="checkbox"]:visible',
        )
        .evaluateAll((elements) =>
          elements
            // A checkbox is tapped on its box or its label: the row they share is the target.
            .map((element) => ({ element, box: (element.closest('.mantine-Checkbox-body') ?? element).getBoundingClientRect() }))
            .filter(({ box }) => box.width < 44 || box.height < 44)
            .map(
              ({ element, box }) =>
                `${element.getAttribute('aria-label') ?? element.textContent?.trim()} ${Math.round(box.width)}×${Math.round(box.height)}`,
            ),
        );
      expect(small, `small touch targets on ${screen}`).toEqual([]);
    }
  });

  test("a navigation bar too long for 1024 px (the super admin's) gives way to the burger instead of being cut", async ({ page }) => {
    await loginAsSuperAdmin(page, DEMO_USERS.superAdmin, 'demo');
    await expect(page.getByTestId('menu-burger')).toBeVisible();
    await expect(page.getByTestId('nav-overview')).toBeHidden();
    await page.setViewportSize({ width: 1366, height: 768 });
    await expect(page.getByTestId('nav-overview')).toBeVisible();
    await expect(page.getByTestId('logout')).toBeVisible();
    await expect(page.getByTestId('menu-burger')).toBeHidden();
  });

  for (const size of [TABLET_LANDSCAPE, TABLET_PORTRAIT]) {
    test(`at ${size.width}×${size.height}: names wrap, prices stay whole, the scroll-to-top button covers nothing at the end of the page`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await loginAsStaff(page, DEMO_USERS.demoAdmin);
      if (size.width >= 1024) {
        await expect(page.getByTestId('nav-overview')).toBeVisible();
        await expect(page.getByTestId('menu-burger')).toBeHidden();
      } else {
        await expect(page.getByTestId('menu-burger')).toBeVisible();
      }
      await openScreen(page, '/products');
      const names = page.locator(
        '[data-testid="sidebar-category"] p, [data-testid="item-name"], [data-testid="add-on-group-name"], [data-testid="category-block"] h2',
      );
      await expect(names.first()).toBeVisible();
      const cut = await names.evaluateAll((elements) =>
        elements.filter((element) => element.scrollWidth > element.clientWidth + 1).map((element) => element.textContent),
      );
      expect(cut, 'names cut off').toEqual([]);
      const brokenPrices = await page
        .getByTestId('item-prices')
        .locator('span')
        .evaluateAll((spans) => spans.filter((span) => span.getClientRects().length > 1).map((span) => span.textContent));
      expect(brokenPrices, 'prices broken over two lines').toEqual([]);

      const scrollTop = page.getByTestId('scroll-top');
      // The content runs the full width and the button floats over it: the end of the page scrolls clear of it.
      for (const fraction of [1]) {
        await page.evaluate((part) => window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) * part), fraction);
        await expect(scrollTop).toBeVisible();
        await page.waitForTimeout(300);
        const button = (await scrollTop.boundingBox())!;
        const covered = await page.locator('main :is(button, a, input, p, h1, h2, h3, img, svg):visible').evaluateAll(
          (elements, box) =>
            elements
              .filter((element) => {
                // Text by the boxes of its lines (a paragraph's box spans the width), controls by their own box.
                const range = document.createRange();
                range.selectNodeContents(element);
                const rects = /^(P|H\d)$/.test(element.tagName) ? Array.from(range.getClientRects()) : [element.getBoundingClientRect()];
                return rects.some((r) => r.left < box.x + box.width && r.right > box.x && r.top < box.y + box.height && r.bottom > box.y);
              })
              .map((element) => element.getAttribute('aria-label') ?? element.textContent ?? element.tagName),
          button,
        );
        expect(covered, `covered by the scroll-to-top button at ${fraction * 100} % of the page`).toEqual([]);
      }
    });
  }
});
