import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

/** Gzipped bytes of every script and stylesheet a browser fetches to show `page` for the first time. */
export async function firstLoadBytes(base: string, page: string): Promise<{ gzipBytes: number; files: number }> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const tab = await browser.newPage();
    const assets: Promise<number>[] = [];
    tab.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'script' || type === 'stylesheet') {
        assets.push(response.body().then((body) => gzipSync(body, { level: 9 }).length));
      }
    });
    await tab.goto(`${base}${page}`, { waitUntil: 'networkidle' });
    const sizes = await Promise.all(assets);
    return { gzipBytes: sizes.reduce((a, b) => a + b, 0), files: sizes.length };
  } finally {
    await browser.close();
  }
}
