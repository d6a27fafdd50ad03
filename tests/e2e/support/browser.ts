import { chromium, type Browser, type Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { poolContexts } from './contextPool';
export { isRecycled, onContextRecycle } from './contextPool';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags this machine's closed network needs; see DEVELOPERS.md. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Chromium reads one --disable-features: Playwright's own list, repeated, and the omnibox
  // popup's WebUI, which otherwise starts a renderer of its own for every context (about 1 s
  // of CPU each, measured in docs/testing.md).
  `--disable-features=${[
    'AvoidUnnecessaryBeforeUnloadCheckSync',
    'DestroyProfileOnBrowserClose',
    'HttpsUpgrades',
    'HttpsFirstBalancedModeAutoEnable',
    'LensOverlay',
    'MediaRouter',
    'PaintHolding',
    'ThirdPartyStoragePartitioning',
    'AvoidCorsURLLoaderRestartOnRedirect',
    'OptimizationHints',
    'NetworkTimeServiceQuerying',
    'AimEnabled',
    'PreconnectToSearch',
    'WebUIOmniboxPopup',
    'WebUIOmniboxAimPopup',
  ].join(',')}`,
];

/**
 * The run's one Chromium (tests/e2e/run.ts starts it as a browser server and names its endpoint
 * in FW_BROWSER_WS), or, for a file run on its own, a Chromium of the file's own. Every page it
 * opens counts its API calls (`waitForApiIdle`), and the contexts and pages a test closes are
 * kept, reset, for the file's next test (support/contextPool.ts). Closing a shared browser only
 * disconnects this file and closes its contexts.
 */
export async function launchBrowser(): Promise<Browser> {
  const endpoint = process.env.FW_BROWSER_WS;
  const browser = endpoint
    ? await chromium.connect(endpoint)
    : await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  poolContexts(browser);
  return browser;
}

export const SCREENSHOT_DIR = path.resolve('tests/e2e/screenshots');

/**
 * Screenshots are taken when asked (`SCREENSHOTS=1`: the docs' pictures and looking at a
 * change), not on every run. `always` is for a capture that explains a failure.
 */
export const SCREENSHOTS = process.env.SCREENSHOTS === '1';

export async function screenshot(
  page: Page,
  name: string,
  options: { always?: boolean } = {},
): Promise<string> {
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  if (!SCREENSHOTS && !options.always) return file;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  // A full-page capture does not scroll, so parts drawn only near the viewport
  // (`content-visibility: auto`, the discussion list's items) would come out blank: draw them in
  // full while it is taken. Through the CSSOM, which a strict CSP allows.
  const shotWindow = 'fwDrawnForShot';
  await page.evaluate(async (key) => {
    const drawn: HTMLElement[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      if (getComputedStyle(el).contentVisibility !== 'auto') continue;
      el.style.setProperty('content-visibility', 'visible', 'important');
      drawn.push(el);
    }
    (window as unknown as Record<string, HTMLElement[]>)[key] = drawn;
    // Their lazy images (avatars) were never near the viewport: load them now, giving them up to
    // 3 s to arrive.
    const images = drawn.flatMap((el) => [...el.querySelectorAll('img')]);
    for (const img of images) img.loading = 'eager';
    const settled = Promise.all(images.map((img) => img.decode().catch(() => undefined)));
    await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 3_000))]);
  }, shotWindow);
  // Finite animations are shown finished, so a capture shows the page at rest, not mid fade-in.
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  await page.evaluate((key) => {
    const w = window as unknown as Record<string, HTMLElement[] | undefined>;
    for (const el of w[key] ?? []) el.style.removeProperty('content-visibility');
    delete w[key];
  }, shotWindow);
  return file;
}

/** Collects console errors and uncaught page errors. */
export function watchConsole(page: Page): { errors: string[]; pageErrors: string[] } {
  const errors: string[] = [];
  const pageErrors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => pageErrors.push(err.message));
  return { errors, pageErrors };
}

/**
 * Records the page's CSP violations from its first byte on; the returned function reads them
 * (`securitypolicyviolation` events, as "directive blockedURI source:line").
 */
export async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) => {
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  return () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
}
