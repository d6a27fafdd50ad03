// Keyboard shortcuts (issue 37 §3): keyboard-only reading of a discussion list and of a thread
// with j/k and o, / to the search, ? to the dialog (axe clean), turning the single keys off and
// remapping them (kept across a reload), nothing while typing in the comment box, a legacy
// server list without widgets, g h with the page's clock, a strict CSP and 375 px.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { screenshot, watchConsole } from './support/browser';
import {
  closeHostAndBrowser,
  type DemoHost,
  openHostAndBrowser,
  runAxe,
  signIn,
} from './support/demoHost';

let host: DemoHost;
let browser: Browser;
before(async () => ({ host, browser } = await openHostAndBrowser()));
after(() => closeHostAndBrowser({ host, browser }));

/** The seed's long thread: 70 comments, so its first page ends before the thread does. */
const THREAD = '/discussion/65/a-long-thread-seventy-comments-for-the-pager';
const LIST_ITEMS = '.fw-discussionItem';
const THREAD_ITEMS = '.fw-originalPost, .fw-comment';

const errorsOf = new WeakMap<Page, string[]>();

async function open(
  path: string,
  { width = 1280, user, ready }: { width?: number; user?: string; ready: string },
): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  page.on('close', () => void context.close().catch(() => {}));
  errorsOf.set(page, watchConsole(page).pageErrors);
  if (user) await signIn(page, host, user);
  await page.goto(`${host.url}${path}`);
  await page.locator(ready).first().waitFor();
  return page;
}

async function done(page: Page): Promise<void> {
  assert.deepEqual(errorsOf.get(page), [], 'no uncaught page errors');
  await page.close();
}

/** The index of the focused element among `selector`'s matches (-1: none of them). */
const focusedIndex = (page: Page, selector: string): Promise<number> =>
  page.evaluate(
    (sel) => [...document.querySelectorAll(sel)].indexOf(document.activeElement as Element),
    selector,
  );

/** Waits until the `index`-th match of `selector` has the focus. */
async function focusReaches(page: Page, selector: string, index: number): Promise<void> {
  await page.waitForFunction(
    ([sel, i]) => [...document.querySelectorAll(sel)].indexOf(document.activeElement!) === i,
    [selector, index] as const,
  );
}

/** Where the focused item is: its top, the fixed title bar's bottom, the window's height. */
const focusedPlace = (page: Page): Promise<{ top: number; bar: number; height: number }> =>
  page.evaluate(() => ({
    top: document.activeElement!.getBoundingClientRect().top,
    bar: document.querySelector('.fw-titleBar')?.getBoundingClientRect().bottom ?? 0,
    height: window.innerHeight,
  }));

const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'Keyboard shortcuts' });

describe('keyboard shortcuts', () => {
  it('reads a discussion list with j, k and o, the focus visible below the title bar', async () => {
    const page = await open('/discussions', { ready: LIST_ITEMS });
    await page.keyboard.press('j');
    await focusReaches(page, LIST_ITEMS, 0);
    for (let i = 1; i <= 6; i += 1) {
      await page.keyboard.press('j');
      await focusReaches(page, LIST_ITEMS, i);
    }
    const place = await focusedPlace(page);
    assert.ok(place.top >= place.bar, `item at ${place.top}, under the bar (${place.bar})`);
    assert.ok(place.top < place.height);
    assert.equal(
      await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle),
      'solid',
      'a visible focus ring',
    );
    await page.keyboard.press('k');
    await focusReaches(page, LIST_ITEMS, 5);
    const href = await page
      .locator(`${LIST_ITEMS}:focus .fw-discussionItem-title a`)
      .getAttribute('href');
    await page.keyboard.press('o');
    await page.waitForURL((url) => url.pathname === href);
    await done(page);
  });

  it("reads a thread's comments with j and k, and j on the page's last comment goes on to the next page", async () => {
    const page = await open(THREAD, { ready: '.fw-comment' });
    const count = await page.locator(THREAD_ITEMS).count();
    assert.ok(count > 10, `${count} items`);
    for (let i = 0; i < count; i += 1) {
      await page.keyboard.press('j');
      await focusReaches(page, THREAD_ITEMS, i);
      if (i === 8) {
        const place = await focusedPlace(page);
        assert.ok(place.top >= place.bar && place.top < place.height, JSON.stringify(place));
      }
    }
    // The reading stream (issue 37 §1): past the page's last comment comes page 2's first.
    await page.keyboard.press('j');
    await focusReaches(page, THREAD_ITEMS, count);
    assert.equal(
      await page.evaluate(() =>
        document.activeElement?.closest('.fw-commentPage')?.getAttribute('data-page'),
      ),
      '2',
    );
    await page.keyboard.press('k');
    await focusReaches(page, THREAD_ITEMS, count - 1);
    await done(page);
  });

  it('bookmarks the focused discussion with b, kept on the server', async () => {
    const page = await open('/discussions', { user: 'sam-lee', ready: LIST_ITEMS });
    const focusedBookmark = page.locator(`${LIST_ITEMS}:focus .fw-bookmark`);
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    await focusReaches(page, LIST_ITEMS, 1);
    const before = await focusedBookmark.getAttribute('aria-pressed');
    const after = before === 'true' ? 'false' : 'true';
    await page.keyboard.press('b');
    await page
      .locator(`${LIST_ITEMS}:focus .fw-bookmark[aria-pressed="${after}"]:enabled`)
      .waitFor();
    await page.reload();
    await page.locator(LIST_ITEMS).first().waitFor();
    assert.equal(
      await page.locator(`${LIST_ITEMS} .fw-bookmark`).nth(1).getAttribute('aria-pressed'),
      after,
    );
    // As it was, for the run's other files.
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    await focusReaches(page, LIST_ITEMS, 1);
    await page.keyboard.press('b');
    await page
      .locator(`${LIST_ITEMS}:focus .fw-bookmark[aria-pressed="${before}"]:enabled`)
      .waitFor();
    await done(page);
  });

  it('quotes the focused comment into the comment box with q', async () => {
    const page = await open(THREAD, { user: 'ana-garcia', ready: '.fw-comment' });
    const editor = page.locator('.fw-discussionPage-composer [role="textbox"][contenteditable]');
    await editor.waitFor();
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    await focusReaches(page, THREAD_ITEMS, 1);
    await page.keyboard.press('q');
    await editor.locator('blockquote').waitFor();
    await page.waitForFunction(() =>
      document.activeElement?.matches('[role="textbox"][contenteditable]'),
    );
    // Empty again, so no draft is left for the run's other files.
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await done(page);
  });

  it('focuses the search with /', async () => {
    const page = await open('/discussions', { ready: LIST_ITEMS });
    await page.keyboard.press('/');
    await page.waitForFunction(() => document.activeElement?.matches('.fw-search-input'));
    // The slash is not typed into the search.
    assert.equal(await page.locator('.fw-search-input').inputValue(), '');
    await done(page);
  });

  it('opens the dialog with ?, axe clean; turned off there, j does nothing, a link brings it back', async () => {
    const page = await open('/discussions', { ready: LIST_ITEMS });
    await page.keyboard.press('j');
    await focusReaches(page, LIST_ITEMS, 0);
    await page.keyboard.press('?');
    await dialogOf(page).waitFor();
    assert.deepEqual(await runAxe(page, '[role="dialog"]'), []);
    await screenshot(page, 'shortcuts-dialog');
    await dialogOf(page).getByRole('checkbox', { name: 'Use single-key shortcuts' }).uncheck();
    await dialogOf(page).getByRole('button', { name: 'Save' }).click();
    await dialogOf(page).waitFor({ state: 'detached' });
    // The focus is back on the item it was on.
    await focusReaches(page, LIST_ITEMS, 0);
    await page.keyboard.press('j');
    assert.equal(await focusedIndex(page, LIST_ITEMS), 0, 'j did not move');
    await page.keyboard.press('?');
    assert.equal(await dialogOf(page).count(), 0);
    // The way back: a link to #keyboard-shortcuts (a site's footer would have it).
    await page.evaluate(() =>
      document.body.insertAdjacentHTML(
        'beforeend',
        '<a href="#keyboard-shortcuts" id="kbd-link">Keyboard shortcuts</a>',
      ),
    );
    await page.locator('#kbd-link').click();
    await dialogOf(page).getByRole('checkbox', { name: 'Use single-key shortcuts' }).check();
    await dialogOf(page).getByRole('button', { name: 'Save' }).click();
    await dialogOf(page).waitFor({ state: 'detached' });
    // From the link, j goes on after the item it last moved to.
    await page.keyboard.press('j');
    await focusReaches(page, LIST_ITEMS, 1);
    await done(page);
  });

  it('remaps j to another key, kept across a reload', async () => {
    const page = await open('/discussions', { ready: LIST_ITEMS });
    await page.keyboard.press('?');
    await dialogOf(page).waitFor();
    await dialogOf(page).getByLabel('Next item').fill('n');
    await dialogOf(page).getByRole('button', { name: 'Save' }).click();
    await dialogOf(page).waitFor({ state: 'detached' });
    await page.reload();
    await page.locator(LIST_ITEMS).first().waitFor();
    await page.keyboard.press('n');
    await focusReaches(page, LIST_ITEMS, 0);
    await page.keyboard.press('j');
    assert.equal(await focusedIndex(page, LIST_ITEMS), 0, 'j is no longer a shortcut');
    await page.keyboard.press('n');
    await focusReaches(page, LIST_ITEMS, 1);
    await done(page);
  });

  it('does nothing while a member types in the comment box', async () => {
    const page = await open(THREAD, { user: 'ana-garcia', ready: '.fw-comment' });
    const editor = page.locator('.fw-discussionPage-composer [role="textbox"][contenteditable]');
    await editor.click();
    await page.keyboard.type('jk?/');
    await page.waitForFunction(() => document.activeElement?.textContent?.includes('jk?/'));
    assert.equal(await dialogOf(page).count(), 0);
    assert.equal(await focusedIndex(page, THREAD_ITEMS), -1);
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('Backspace');
    await done(page);
  });

  it('moves through a legacy server list on a page without widgets', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const errors = watchConsole(page).pageErrors;
    // The profile's server list, every widget marker taken out: only the enhancer starts.
    await page.route(`${host.url}/__legacy-list`, async (route) => {
      const response = await route.fetch({ url: `${host.url}/profile/discussions/admin` });
      const body = (await response.text()).replace(/ data-react="[^"]*"/g, '');
      await route.fulfill({ response, body });
    });
    await page.goto(`${host.url}/__legacy-list`);
    assert.equal(await page.locator('[data-react]').count(), 0);
    assert.ok((await page.locator('.ItemDiscussion').count()) > 1);
    // The enhancer's runtime is here once it has put the theme's styles in.
    await page.locator('style[data-fw-style]').first().waitFor({ state: 'attached' });
    await page.keyboard.press('j');
    await focusReaches(page, '.ItemDiscussion', 0);
    await page.keyboard.press('j');
    await focusReaches(page, '.ItemDiscussion', 1);
    const href = await page.locator('.ItemDiscussion:focus a.Title').getAttribute('href');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === href);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('goes home with g h, and not when h comes more than 1.5 s after g', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.clock.install();
    await page.goto(`${host.url}${THREAD}`);
    await page.locator('.fw-comment').first().waitFor();
    await page.keyboard.press('j');
    await focusReaches(page, THREAD_ITEMS, 0);
    await page.keyboard.press('g');
    await page.clock.runFor(1_600);
    await page.keyboard.press('h');
    assert.equal(new URL(page.url()).pathname, THREAD);
    await page.keyboard.press('g');
    await page.keyboard.press('h');
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('works under a strict CSP with zero violations', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __csp: string[] }).__csp = seen;
      document.addEventListener('securitypolicyviolation', (e) => {
        seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
      });
    });
    await page.goto(`${host.url}/discussions?csp=strict`);
    await page.locator(LIST_ITEMS).first().waitFor();
    await page.keyboard.press('j');
    await focusReaches(page, LIST_ITEMS, 0);
    assert.equal(
      await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle),
      'solid',
      'the nonced focus style applies',
    );
    await page.keyboard.press('?');
    await dialogOf(page).waitFor();
    await page.keyboard.press('Escape');
    await dialogOf(page).waitFor({ state: 'detached' });
    assert.deepEqual(
      await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp),
      [],
    );
    await context.close();
  });

  it('works at 375 px: the dialog fits, / opens the compact search', async () => {
    const page = await open('/discussions', { width: 375, ready: LIST_ITEMS });
    // The page's first key, typed as a person does: Shift down first, then ?.
    await page.keyboard.press('Shift+?');
    await dialogOf(page).waitFor();
    const box = await dialogOf(page).boundingBox();
    assert.ok(box && box.x >= 0 && box.x + box.width <= 375, JSON.stringify(box));
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 375));
    assert.deepEqual(await runAxe(page, '[role="dialog"]'), []);
    await screenshot(page, 'shortcuts-dialog-375');
    await page.keyboard.press('Escape');
    await dialogOf(page).waitFor({ state: 'detached' });
    await page.keyboard.press('/');
    await page.waitForFunction(() => document.activeElement?.matches('.fw-search-input'));
    await done(page);
  });
});
