import type { Page, Request } from '@playwright/test';

/**
 * Waits until the page has had no request in flight for `idleMs`, the live event stream left out: a
 * logged-in tab keeps that one open for good, so Playwright's 'networkidle' would never come.
 * The page is watched from the first call on; call it once before the navigation it should wait for.
 * 200 ms without a request covers a query that a screen starts when another's answer has been drawn.
 * The wait follows the page's request events (no polling of the browser).
 */
export async function networkSettled(page: Page, { idleMs = 200, timeoutMs = 15_000 } = {}): Promise<void> {
  const watched = watch(page);
  await new Promise<void>((resolve, reject) => {
    let idleTimer: NodeJS.Timeout | undefined;
    const finish = (error?: Error) => {
      clearTimeout(idleTimer);
      clearTimeout(deadline);
      watched.listeners.delete(onChange);
      if (error) reject(error);
      else resolve();
    };
    const onChange = () => {
      clearTimeout(idleTimer);
      if (watched.inFlight.size === 0) idleTimer = setTimeout(() => finish(), idleMs);
    };
    const deadline = setTimeout(
      () =>
        finish(
          new Error(`requests still in flight after ${timeoutMs} ms: ${[...watched.inFlight].map((request) => request.url()).join(', ')}`),
        ),
      timeoutMs,
    );
    watched.listeners.add(onChange);
    onChange();
  });
}

interface Watched {
  inFlight: Set<Request>;
  listeners: Set<() => void>;
}

const watchedPages = new WeakMap<Page, Watched>();

function watch(page: Page): Watched {
  let watched = watchedPages.get(page);
  if (watched) return watched;
  const state: Watched = { inFlight: new Set(), listeners: new Set() };
  const changed = () => state.listeners.forEach((listener) => listener());
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/live/events')) return;
    state.inFlight.add(request);
    changed();
  });
  const done = (request: Request) => {
    if (state.inFlight.delete(request)) changed();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  watchedPages.set(page, (watched = state));
  return watched;
}

/** Starts watching the page's requests now, so that a later `networkSettled` knows the ones already sent. */
export function watchNetwork(page: Page): void {
  watch(page);
}
