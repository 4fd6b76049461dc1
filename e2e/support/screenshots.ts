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
