import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../.tmp/screenshots');

/** Where the screenshot `name` for people to look at is saved (the folder is not committed). */
export function screenshotPath(name: string): string {
  return path.join(dir, `${name}.png`);
}

/** Saves a full-page screenshot for people to look at (the folder is not committed), and runs axe on what it shows. */
export async function screenshot(page: Page, name: string) {
  // Let opening drawers and dropdowns finish their transition first.
  await page.waitForTimeout(400);
  await page.screenshot({ path: screenshotPath(name), fullPage: true, animations: 'disabled' });
  await expectNoAxeViolations(page, name);
}

/**
 * Screenshots at desktop (1280) and tablet (820) width: {name}-desktop and {name}-tablet. The whole
 * page, or only the window (`fullPage: false`) when a dialog is open over it. Then axe, at the page's own size.
 */
export async function screenshotBoth(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}) {
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
  await expectNoAxeViolations(page, name);
}
