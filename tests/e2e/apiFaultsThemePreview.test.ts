// API faults, the theme preview toast (issue 20, spec 03 §4, §8). Every call the toast makes is
// forced to each answer of support/faults.ts (500, 403, 404, a CDN page, malformed JSON, a
// network error; a 408 counts as success, 01 §7): the failure shows inside the toast, the page
// stays where it is, the server keeps its theme, the buttons work again and the title bar
// keeps working. Nothing throws uncaught.
//
// The calls (read from src/features/themes/themePreview.ts and widgets/runtime.ts):
//   GET   /themes/current   the runtime's theme variables while a preview is on (themeKey 'current')
//   PUT   /themes/current   Apply, with { themeID }
//   PATCH /themes/{id}      Restore, with { revisionID }
//   PUT   /themes/preview   Apply and Restore after their first call, Cancel, with {}
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Locator, Page } from 'playwright-core';
import { SCREENSHOT_DIR, screenshot, watchConsole } from './support/browser';
import {
  api,
  closeHostAndBrowser,
  type DemoHost,
  openHostAndBrowser,
  signIn,
} from './support/demoHost';
import { FAILING, FAULT_TEXT, FAULTS, faultOn, titleBarWorks } from './support/faults';

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
  assert.match(text, FAULT_TEXT[fault.name] ?? /\S/, `${method} ${path} ${fault.name}: ${text}`);
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
  it('a failing Apply (PUT /themes/current) shows the failure in the toast and keeps the current theme, for every failing answer', async () => {
    const { page, toast, pageErrors } = await adminWithPreview({ themeID: 2 });
    for (const fault of FAILING) {
      await failsInside(page, toast, 'Apply', 'PUT', '/themes/current', fault);
      assert.equal(await currentThemeID(page), 1, fault.name);
    }
    await screenshot(page, 'theme-preview-toast-apply-failed');
    await toast.screenshot({
      path: `${SCREENSHOT_DIR}/theme-preview-toast-apply-failed-close.png`,
    });
    await titleBarWorks(page, 'still here');
    assert.deepEqual(pageErrors, []);
    await page.close();
  });

  it('a failing Restore (PATCH /themes/{id}) shows the failure in the toast and keeps the active revision, for every failing answer', async () => {
    const { page, toast, pageErrors } = await adminWithPreview({ themeID: 1, revisionID: 1 });
    for (const fault of FAILING) {
      await failsInside(page, toast, 'Restore', 'PATCH', '/themes/1', fault);
      const { json } = await api<Theme[]>(page, 'GET', '/themes/1/revisions');
      assert.deepEqual(
        json.filter((r) => r.active).map((r) => r.revisionID),
        [2],
        fault.name,
      );
    }
    await titleBarWorks(page, 'still here');
    assert.deepEqual(pageErrors, []);
    await page.close();
  });

  it('a failing Cancel (PUT /themes/preview) shows the failure in the toast and the preview stays on, for every failing answer', async () => {
    const { page, toast, pageErrors } = await adminWithPreview({ themeID: 2 });
    for (const fault of FAILING) {
      await failsInside(page, toast, 'Cancel', 'PUT', '/themes/preview', fault);
    }
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

  it('a failing theme load (GET /themes/current) keeps the default colours and the toast still works, for every fault', async () => {
    for (const fault of FAULTS.filter((f) => f.name !== 'hang')) {
      const page = await browser.newPage();
      await signIn(page, host, 'admin');
      const { pageErrors } = watchConsole(page);
      assert.equal((await api(page, 'PUT', '/themes/preview', { themeID: 2 })).status, 200);
      // The runtime's theme load reached the fault (a route handler runs once it is answered).
      let answered: () => void = () => undefined;
      const settled = new Promise<void>((resolve) => (answered = resolve));
      await faultOn(page, '/themes/current', 'GET', async (route) => {
        await fault.apply(route);
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
      assert.doesNotMatch(vars, /2e6b3f|46, 107, 63/i, fault.name);
      await titleBarWorks(page, 'still here');
      assert.deepEqual(pageErrors, [], fault.name);
      assert.equal((await api(page, 'PUT', '/themes/preview', {})).status, 204);
      await page.close();
    }
  });
});
