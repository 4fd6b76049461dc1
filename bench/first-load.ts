import { chromium, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';

/** What a browser fetched to show one page for the first time, as it came over the wire. */
export interface FirstLoad {
  page: string;
  /** Response bodies as sent (compressed when the server compressed them), plus response headers. */
  wireBytes: number;
  /** The same bodies decoded. */
  decodedBytes: number;
  files: number;
  /** How many of the files came compressed, by Content-Encoding. */
  encodings: Record<string, number>;
}

const LOADED_TYPES = new Set(['document', 'script', 'stylesheet']);

/** Loads `path` in a fresh page and adds up the document, scripts and stylesheets it fetched. */
async function measurePage(page: Page, base: string, path: string): Promise<FirstLoad> {
  const pending: Promise<{ wire: number; decoded: number; encoding: string }>[] = [];
  page.on('requestfinished', (request) => {
    if (!LOADED_TYPES.has(request.resourceType())) return;
    pending.push(
      (async () => {
        const response = await request.response();
        const sizes = await request.sizes();
        const body = response ? await response.body() : Buffer.alloc(0);
        const encoding = (response ? await response.headerValue('content-encoding') : null) ?? 'none';
        return { wire: sizes.responseBodySize + sizes.responseHeadersSize, decoded: body.length, encoding };
      })(),
    );
  });
  // Not 'networkidle': a logged-in page keeps its live event stream open. The page is loaded once no
  // further document, script or stylesheet has come for a second (lazy route chunks come after 'load').
  await page.goto(`${base}${path}`, { waitUntil: 'load' });
  for (let seen = -1; seen !== pending.length;) {
    seen = pending.length;
    await page.waitForTimeout(1000);
  }
  const files = await Promise.all(pending);
  const encodings: Record<string, number> = {};
  for (const file of files) encodings[file.encoding] = (encodings[file.encoding] ?? 0) + 1;
  return {
    page: path,
    wireBytes: files.reduce((sum, file) => sum + file.wire, 0),
    decodedBytes: files.reduce((sum, file) => sum + file.decoded, 0),
    files: files.length,
    encodings,
  };
}

/** A browser context with an empty cache that asks for brotli and gzip, as browsers do over HTTPS. */
async function freshPage(browser: Browser, storageState?: BrowserContextOptions['storageState']) {
  const context = await browser.newContext({ extraHTTPHeaders: { 'Accept-Encoding': 'br, gzip' }, storageState });
  return context.newPage();
}

/**
 * The first load of /login, and of /overview right after logging in (a new page with the stored
 * session and an empty cache), as a browser receives them.
 */
export async function firstLoads(base: string, login: { username: string; password: string }): Promise<FirstLoad[]> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const loginPage = await freshPage(browser);
    const results = [await measurePage(loginPage, base, '/login')];
    await loginPage.getByLabel('Brukernavn').fill(login.username);
    await loginPage.getByLabel('Passord', { exact: true }).fill(login.password);
    await loginPage.getByRole('button', { name: 'Logg inn' }).click();
    await loginPage.waitForURL('**/overview');
    const overviewPage = await freshPage(browser, await loginPage.context().storageState());
    results.push(await measurePage(overviewPage, base, '/overview'));
    return results;
  } finally {
    await browser.close();
  }
}
