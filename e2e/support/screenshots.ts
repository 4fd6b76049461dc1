import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../.tmp/screenshots');

/**
 * Screenshots for people to look at are taken only when asked for: `SCREENSHOTS=1 npm run test:e2e`
 * (they assert nothing, and each costs a wait for transitions and a full-page capture). The axe check
 * that goes with each runs every time.
 */
export const SCREENSHOTS = process.env.SCREENSHOTS === '1';

/** Where the screenshot `name` for people to look at is saved (the folder is not committed). */
export function screenshotPath(name: string): string {
  return path.join(dir, `${name}.png`);
}

/** Saves a screenshot for people to look at when asked for (SCREENSHOTS=1); the whole page unless `fullPage` is false. */
export async function savePicture(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}) {
  if (!SCREENSHOTS) return;
  // Let opening drawers and dropdowns finish their transition first.
  await page.waitForTimeout(400);
  await page.screenshot({ path: screenshotPath(name), fullPage, animations: 'disabled' });
}

/** A full-page screenshot for people to look at (when asked for), and axe on what the page shows. */
export async function screenshot(page: Page, name: string) {
  await savePicture(page, name);
  await expectNoAxeViolations(page, name);
}

/** What is on screen (not the whole page) for people to look at (when asked for), and axe on the page. */
export async function viewportScreenshot(page: Page, name: string) {
  await savePicture(page, name, { fullPage: false });
  await expectNoAxeViolations(page, name);
}

/**
 * Screenshots at desktop (1280) and tablet (820) width when asked for: {name}-desktop and {name}-tablet.
 * The whole page, or only the window (`fullPage: false`) when a dialog is open over it. Then axe, at
 * the page's own size.
 */
export async function screenshotBoth(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}) {
  if (SCREENSHOTS) {
    const original = page.viewportSize() ?? { width: 1280, height: 800 };
    for (const [device, size] of [
      ['desktop', { width: 1280, height: 800 }],
      ['tablet', { width: 820, height: 1180 }],
    ] as const) {
      await page.setViewportSize(size);
      // Let layout and open transitions settle at the new width.
      await page.waitForTimeout(400);
      await page.screenshot({ path: screenshotPath(`${name}-${device}`), fullPage, animations: 'disabled' });
    }
    await page.setViewportSize(original);
  }
  await expectNoAxeViolations(page, name);
}
