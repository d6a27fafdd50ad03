// API faults, the theme preview toast (issue 20, spec 03 §4, §8; issue 30 §2), with the faults
// that need a real page: Apply refused (500) and Cancel unanswered (network) show the failure
// inside the toast, the page stays where it is, the server keeps its theme and its preview, the
// buttons work again and the title bar keeps working; a 408 answer to Cancel counts as success
// (01 §7); a refused theme load (500) keeps the default colours and the toast still works.
// Nothing throws uncaught. The other faults of these calls are one path per call: the toast
// shows the error's text (tests/unit/features/themes/themePreview.test.tsx: a failed Apply,
// Restore and Cancel; serverTheme.test.ts: a theme that does not load), and
// tests/unit/api/faultMatrix.test.ts has every call × every fault.
//
// The calls (read from src/features/themes/themePreview.ts and widgets/runtime.ts):
//   GET   /themes/current   the runtime's theme variables while a preview is on (themeKey 'current')
//   PUT   /themes/current   Apply, with { themeID }
//   PATCH /themes/{id}      Restore, with { revisionID }
//   PUT   /themes/preview   Apply and Restore after their first call, Cancel, with {}
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Locator, Page } from 'playwright-core';
import { SCREENSHOT_DIR, SCREENSHOTS, screenshot, watchConsole } from './support/browser';
import {
  api,
  closeHostAndBrowser,
  type DemoHost,
  openHostAndBrowser,
  signIn,
} from './support/demoHost';
import { FAULT_TEXT, FAULTS, faultOn, titleBarWorks } from './support/faults';

const F500 = FAULTS.find((f) => f.name === '500')!;
const NETWORK = FAULTS.find((f) => f.name === 'network')!;
/** What each kept fault says in the toast. */
const SAYS: Record<string, RegExp> = {
  ...FAULT_TEXT,
  network: /Something went wrong while contacting the server\./,
};

let browser: Browser;
let host: DemoHost;

before(async () => ({ host, browser } = await openHostAndBrowser()));
after(() => closeHostAndBrowser({ host, browser }));

interface Theme {
  themeID: number;
  current: boolean;
  revisionID: number;
  active: boolean;
}

async function adminWithPreview(preview: Record<string, number>): Promise<{
  page: Page;
  toast: Locator;
  pageErrors: string[];
}> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await signIn(page, host, 'admin');
  const { pageErrors } = watchConsole(page);
  assert.equal((await api(page, 'PUT', '/themes/preview', preview)).status, 200);
  await page.goto(`${host.url}/discussions`);
  await page.evaluate(() => window.ForumWidgets!.ready);
  const toast = page.getByRole('region', { name: 'Theme preview' });
  await toast.getByRole('button', { name: 'Cancel' }).waitFor();
  return { page, toast, pageErrors };
}

/** Clicks `button` with `path` answering `fault`; the toast must say so and stay. */
async function failsInside(
  page: Page,
  toast: Locator,
  button: string,
  method: string,
  path: string,
  fault: (typeof FAULTS)[number],
): Promise<void> {
  const unroute = await faultOn(page, path, method, fault.apply);
  const answered = page
    .waitForResponse(
      (r) => r.request().method() === method && new URL(r.url()).pathname === `/api/v2${path}`,
    )
    .catch(() => undefined); // an aborted request has no response
  const failed = page.waitForEvent('requestfailed').catch(() => undefined);
  await toast.getByRole('button', { name: button }).click();
  await Promise.race([answered, failed]);
  const alert = toast.getByRole('alert');
  await alert.waitFor();
  const text = (await alert.textContent()) ?? '';
  assert.match(text, SAYS[fault.name]!, `${method} ${path} ${fault.name}: ${text}`);
  assert.equal(new URL(page.url()).pathname, '/discussions', 'the page stays');
  // The message does not push the buttons out of the toast.
  const card = (await toast.locator('.fw-toast').boundingBox())!;
  const btn = (await toast.getByRole('button', { name: button }).boundingBox())!;
  assert.ok(btn.y + btn.height <= card.y + card.height, `${button} is inside the toast`);
  assert.equal(
    await toast.locator('.fw-toast-body').evaluate((el) => el.scrollHeight <= el.clientHeight),
    true,
    'the toast does not scroll',
  );
  await toast.getByRole('button', { name: button, disabled: false }).waitFor();
  await unroute();
}

async function currentThemeID(page: Page): Promise<number> {
  const { json } = await api<Theme[]>(page, 'GET', '/themes');
  return json.find((t) => t.current)!.themeID;
}

describe('theme preview toast: API faults', () => {
  it('a refused Apply (500) and a Cancel that meets a network error show the failure in the toast; the current theme and the preview stay', async () => {
    const { page, toast, pageErrors } = await adminWithPreview({ themeID: 2 });
    await failsInside(page, toast, 'Apply', 'PUT', '/themes/current', F500);
    assert.equal(await currentThemeID(page), 1, 'the current theme stays');
    await screenshot(page, 'theme-preview-toast-apply-failed');
    if (SCREENSHOTS)
      await toast.screenshot({
        path: `${SCREENSHOT_DIR}/theme-preview-toast-apply-failed-close.png`,
      });
    await failsInside(page, toast, 'Cancel', 'PUT', '/themes/preview', NETWORK);
    // The preview is still on: a new page shows the toast again.
    await page.goto(`${host.url}/discussions`);
    await page.evaluate(() => window.ForumWidgets!.ready);
    await toast.getByRole('button', { name: 'Cancel' }).waitFor();
    await titleBarWorks(page, 'still here');
    assert.deepEqual(pageErrors, []);
    assert.equal((await api(page, 'PUT', '/themes/preview', {})).status, 204);
    await page.close();
  });

  it('a 408 answer to Cancel counts as success (01 §7): the page reloads without the preview', async () => {
    const { page, toast } = await adminWithPreview({ themeID: 2 });
    const fault = FAULTS.find((f) => f.name === '408')!;
    const unroute = await faultOn(page, '/themes/preview', 'PUT', fault.apply);
    await Promise.all([
      page.waitForEvent('load'),
      toast.getByRole('button', { name: 'Cancel' }).click(),
    ]);
    await unroute();
    // The real server never saw the call: the preview is still on there, so clear it.
    assert.equal((await api(page, 'PUT', '/themes/preview', {})).status, 204);
    await page.close();
  });

  it('a refused theme load (GET /themes/current, 500) keeps the default colours and the toast still works', async () => {
    const page = await browser.newPage();
    await signIn(page, host, 'admin');
    const { pageErrors } = watchConsole(page);
    assert.equal((await api(page, 'PUT', '/themes/preview', { themeID: 2 })).status, 200);
    // The runtime's theme load reached the fault (a route handler runs once it is answered).
    let answered: () => void = () => undefined;
    const settled = new Promise<void>((resolve) => (answered = resolve));
    await faultOn(page, '/themes/current', 'GET', async (route) => {
      await F500.apply(route);
      answered();
    });
    await page.goto(`${host.url}/discussions`);
    await page.evaluate(() => window.ForumWidgets!.ready);
    await settled;
    const toast = page.getByRole('region', { name: 'Theme preview' });
    await toast.getByRole('button', { name: 'Apply' }).waitFor();
    const vars = await page.evaluate(
      () =>
        document.head.querySelector('style[data-fw-style="theme-variables"]')?.textContent ?? '',
    );
    assert.doesNotMatch(vars, /2e6b3f|46, 107, 63/i);
    await titleBarWorks(page, 'still here');
    assert.deepEqual(pageErrors, []);
    assert.equal((await api(page, 'PUT', '/themes/preview', {})).status, 204);
    await page.close();
  });
});
