import type { Page, Request } from '@playwright/test';

/**
 * Waits until the page has had no request in flight for `idleMs`, the live event stream left out: a
 * logged-in tab keeps that one open for good, so Playwright's 'networkidle' would never come.
 * The page is watched from the first call on; call it once before the navigation it should wait for.
 */
export async function networkSettled(page: Page, { idleMs = 500, timeoutMs = 15_000 } = {}): Promise<void> {
  const pending = watch(page);
  const started = Date.now();
  let idleSince = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (pending.size > 0) idleSince = Date.now();
    else if (Date.now() - idleSince >= idleMs) return;
    await page.waitForTimeout(50);
  }
  throw new Error(`requests still in flight after ${timeoutMs} ms: ${[...pending].map((request) => request.url()).join(', ')}`);
}

const watched = new WeakMap<Page, Set<Request>>();

function watch(page: Page): Set<Request> {
  let pending = watched.get(page);
  if (pending) return pending;
  const inFlight = new Set<Request>();
  page.on('request', (request) => {
    if (!new URL(request.url()).pathname.startsWith('/api/live/events')) inFlight.add(request);
  });
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  watched.set(page, (pending = inFlight));
  return pending;
}

/** Starts watching the page's requests now, so that a later `networkSettled` knows the ones already sent. */
export function watchNetwork(page: Page): void {
  watch(page);
}
