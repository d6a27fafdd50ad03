// The theme preview toast (issue 20, spec 03 §2, §4, §8). Seed: theme 1 'Demo Blue' (current;
// revision 2 'Darker title bar' active, #0A5C8A; revision 1 'Initial colours', #037DBC) and
// theme 2 'Forest Green' (#2E6B3F; added by demo-host/api/themes.ts). An admin starts a
// preview from /appearance/themes or a theme's revisions page; the preview lives in the
// session, the bootstrap names it, and every page carries the toast.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Locator, Page } from 'playwright-core';
import { SCREENSHOT_DIR, SCREENSHOTS, screenshot, watchConsole } from './support/browser';
import {
  api,
  closeHostAndBrowser,
  type DemoHost,
  openHostAndBrowser,
  runAxe,
  signIn,
} from './support/demoHost';

let browser: Browser;
let host: DemoHost;

before(async () => ({ host, browser } = await openHostAndBrowser()));
after(() => closeHostAndBrowser({ host, browser }));

interface Theme {
  themeID: number;
  name: string;
  current: boolean;
  revisionID: number;
  active: boolean;
}

/** Per page: the theme calls and console errors, said when a colour wait times out. */
const themeLogs = new WeakMap<Page, string[]>();

async function pageAs(user: string | null, width = 1280): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  const log: string[] = [];
  themeLogs.set(page, log);
  page.on('response', (res) => {
    if (res.url().includes('/api/v2/themes')) log.push(`${res.status()} ${res.url()}`);
  });
  page.on('requestfailed', (req) => {
    if (req.url().includes('/api/v2/'))
      log.push(`failed ${req.url()}: ${req.failure()?.errorText}`);
  });
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') log.push(`console: ${msg.text()}`);
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) log.push(`page ${frame.url()}`);
  });
  if (user) await signIn(page, host, user);
  else await page.goto(host.url);
  return page;
}

/** The toast, once the widget has mounted on the page. */
async function toastOn(page: Page): Promise<Locator> {
  await page.evaluate(() => window.ForumWidgets!.ready);
  const toast = page.getByRole('region', { name: 'Theme preview' });
  await toast.getByRole('button', { name: 'Cancel' }).waitFor();
  return toast;
}

/** Waits until the runtime's theme variables carry `colour` (hex, any case, or rgb()). */
async function themeColourIs(page: Page, hex: string): Promise<void> {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  // On a timeout, say what the page had: its theme calls, console errors and the variables.
  await waitForColour(page, hex, r!, g!, b!).catch(async (e: Error) => {
    const style = await page.evaluate(
      () => document.head.querySelector('style[data-fw-style="theme-variables"]')?.textContent,
    );
    const log = themeLogs.get(page) ?? [];
    throw new Error(
      `${e.message}\npage log:\n  ${log.join('\n  ') || 'nothing'}\nvariables: ${style ?? 'none'}`,
    );
  });
}

function waitForColour(page: Page, hex: string, r: number, g: number, b: number): Promise<unknown> {
  return page.waitForFunction(
    ([h, rgb]) => {
      const text =
        document.head.querySelector('style[data-fw-style="theme-variables"]')?.textContent ?? '';
      return new RegExp(`--fw-primary:\\s*(${h}|${rgb})`, 'i').test(text);
    },
    [hex.replace('#', '#?'), `rgb\\(${r}, ${g}, ${b}\\)`] as const,
    { timeout: 45_000 },
  );
}

async function startPreviewFromPage(page: Page, path: string, button: string): Promise<void> {
  await page.goto(`${host.url}${path}`);
  await Promise.all([
    page.waitForURL(`${host.url}/`),
    page.getByRole('button', { name: button }).click(),
  ]);
}

async function currentTheme(page: Page): Promise<number> {
  const { json } = await api<Theme[]>(page, 'GET', '/themes');
  return json.find((t) => t.current)!.themeID;
}

async function clearPreview(page: Page): Promise<void> {
  assert.equal((await api(page, 'PUT', '/themes/preview', {})).status, 204);
}

describe('theme preview toast', () => {
  it('an admin previews a theme from the themes page: the toast names it, the theme variables follow it, and axe finds nothing', async () => {
    const page = await pageAs('admin');
    const { pageErrors } = watchConsole(page);
    await page.goto(`${host.url}/appearance/themes`);
    await page.getByRole('heading', { name: 'Themes' }).waitFor();
    await screenshot(page, 'theme-preview-themes-page');
    await startPreviewFromPage(page, '/appearance/themes', 'Preview Forest Green');
    const toast = await toastOn(page);
    await themeColourIs(page, '#2E6B3F');
    assert.match((await toast.textContent()) ?? '', /You are previewing the theme\s*Forest Green/);
    await toast.getByRole('button', { name: 'Apply' }).waitFor();
    const config = await page.evaluate(() =>
      JSON.parse(document.getElementById('forum-widgets-config')!.textContent!),
    );
    assert.equal(config.themeKey, 'current');
    assert.equal(config.themePreview.themeID, 2);
    assert.deepEqual(await runAxe(page, '.fw-themePreview'), []);
    await screenshot(page, 'theme-preview-toast');
    if (SCREENSHOTS)
      await toast.screenshot({ path: `${SCREENSHOT_DIR}/theme-preview-toast-close.png` });
    // The preview follows the session to other pages.
    await page.goto(`${host.url}/discussions`);
    await toastOn(page);
    await themeColourIs(page, '#2E6B3F');
    assert.deepEqual(pageErrors, []);
    await page.close();
  });

  it('Apply makes the previewed theme current on the server, clears the preview and goes to the themes page', async () => {
    const page = await pageAs('admin');
    // A preview belongs to the session, and this is a new one.
    assert.equal((await api(page, 'PUT', '/themes/preview', { themeID: 2 })).status, 200);
    await page.goto(`${host.url}/`);
    const toast = await toastOn(page);
    await Promise.all([
      page.waitForURL(`${host.url}/appearance/themes`),
      toast.getByRole('button', { name: 'Apply' }).click(),
    ]);
    assert.equal(await currentTheme(page), 2);
    const current = await api<Theme>(page, 'GET', '/themes/current');
    assert.equal(current.json.themeID, 2);
    await page.evaluate(() => window.ForumWidgets!.ready);
    assert.equal(await page.locator('[data-react="ThemePreviewToast"]').count(), 0);
    await themeColourIs(page, '#2E6B3F');
    // Back to the seeded theme for the tests that follow.
    assert.equal((await api(page, 'PUT', '/themes/current', { themeID: 1 })).status, 200);
    await page.close();
  });

  it('Restore activates the previewed revision on the server and lands on the revisions page, which lists it as active', async () => {
    const page = await pageAs('admin');
    await startPreviewFromPage(page, '/appearance/style-guides/1/revisions', 'Preview revision 1');
    const toast = await toastOn(page);
    await themeColourIs(page, '#037DBC');
    assert.match((await toast.textContent()) ?? '', /a revision of the theme\s*Demo Blue/);
    await Promise.all([
      page.waitForURL(`${host.url}/appearance/style-guides/1/revisions`),
      toast.getByRole('button', { name: 'Restore' }).click(),
    ]);
    const { json } = await api<Theme[]>(page, 'GET', '/themes/1/revisions');
    assert.deepEqual(
      json.map((r) => [r.revisionID, r.active]),
      [
        [2, false],
        [1, true],
      ],
    );
    await page.getByRole('rowheader', { name: /Initial colours\s*Active/ }).waitFor();
    assert.equal(await page.locator('[data-react="ThemePreviewToast"]').count(), 0);
    await screenshot(page, 'theme-preview-revisions-page');
    // Put the seeded revision back.
    assert.equal((await api(page, 'PATCH', '/themes/1', { revisionID: 2 })).status, 200);
    await page.close();
  });

  it('Cancel, by keyboard only, clears the preview: the page reloads with the current theme and no toast', async () => {
    const page = await pageAs('admin');
    assert.equal((await api(page, 'PUT', '/themes/preview', { themeID: 2 })).status, 200);
    await page.goto(`${host.url}/`);
    const toast = await toastOn(page);
    // From the footer (after the toast in the page), Shift+Tab reaches Cancel, then Apply.
    await page.locator('footer').click();
    await page.keyboard.press('Shift+Tab');
    assert.equal(
      await page.evaluate(() => document.activeElement?.textContent),
      'Cancel',
      'Cancel is reached by keyboard',
    );
    await page.keyboard.press('Shift+Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Apply');
    await page.keyboard.press('Tab');
    await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);
    await page.evaluate(() => window.ForumWidgets!.ready);
    assert.equal(await toast.count(), 0);
    await themeColourIs(page, '#0A5C8A');
    const config = await page.evaluate(() =>
      JSON.parse(document.getElementById('forum-widgets-config')!.textContent!),
    );
    assert.equal(config.themePreview, undefined);
    assert.equal(config.themeKey, 1);
    assert.equal(await currentTheme(page), 1);
    await page.close();
  });

  it('at 375 px the toast fits the screen and its buttons stay usable', async () => {
    const page = await pageAs('admin', 375);
    assert.equal((await api(page, 'PUT', '/themes/preview', { themeID: 2 })).status, 200);
    await page.goto(`${host.url}/discussions`);
    const toast = await toastOn(page);
    const box = (await toast.locator('.fw-toast').boundingBox())!;
    assert.ok(
      box.x >= 0 && box.x + box.width <= 375,
      `toast inside the screen: ${JSON.stringify(box)}`,
    );
    for (const name of ['Apply', 'Cancel']) {
      const b = (await toast.getByRole('button', { name }).boundingBox())!;
      assert.ok(b.height >= 24 && b.x + b.width <= 375, `${name} is usable`);
    }
    await screenshot(page, 'theme-preview-toast-375');
    if (SCREENSHOTS)
      await toast.screenshot({ path: `${SCREENSHOT_DIR}/theme-preview-toast-375-close.png` });
    await clearPreview(page);
    await page.close();
  });

  it('a member and a guest cannot start, apply or restore a preview (server 403) and never see the toast; the appearance pages refuse them', async () => {
    const member = await pageAs('member');
    for (const [method, path, body] of [
      ['PUT', '/themes/preview', { themeID: 2 }],
      ['PUT', '/themes/preview', {}],
      ['PUT', '/themes/current', { themeID: 2 }],
      ['PATCH', '/themes/1', { revisionID: 1 }],
    ] as const) {
      assert.equal((await api(member, method, path, body)).status, 403, `${method} ${path}`);
    }
    const res = await member.goto(`${host.url}/appearance/themes`);
    assert.equal(res?.status(), 403);
    const revisions = await member.goto(`${host.url}/appearance/style-guides/1/revisions`);
    assert.equal(revisions?.status(), 403);
    await member.goto(`${host.url}/`);
    await member.evaluate(() => window.ForumWidgets!.ready);
    assert.equal(await member.locator('[data-react="ThemePreviewToast"]').count(), 0);
    assert.equal(await currentTheme(member), 1);
    await member.close();

    const guest = await pageAs(null);
    assert.equal((await api(guest, 'PUT', '/themes/preview', { themeID: 2 })).status, 403);
    await guest.goto(`${host.url}/appearance/themes`);
    assert.match(guest.url(), /\/entry\/signin\?target=%2Fappearance%2Fthemes/);
    await guest.close();
  });

  it('a hostile theme name is shown as text in the toast and on the themes page, never run', async () => {
    const page = await pageAs('admin');
    const hostile = '<img src=x onerror="window.__xss=1">"\'><script>window.__xss=2</script>';
    assert.equal((await api(page, 'PATCH', '/themes/2', { name: hostile })).status, 200);
    assert.equal((await api(page, 'PUT', '/themes/preview', { themeID: 2 })).status, 200);
    await page.goto(`${host.url}/`);
    const toast = await toastOn(page);
    assert.equal(await toast.locator('.fw-themePreview-name').textContent(), hostile);
    assert.equal(await toast.locator('img, script').count(), 0);
    await page.goto(`${host.url}/appearance/themes`);
    await page.getByRole('rowheader', { name: hostile }).waitFor();
    await toastOn(page);
    assert.equal(await page.evaluate(() => (window as { __xss?: number }).__xss), undefined);
    await clearPreview(page);
    assert.equal((await api(page, 'PATCH', '/themes/2', { name: 'Forest Green' })).status, 200);
    await page.close();
  });
});
