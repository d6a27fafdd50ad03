// The browser support's context pool (support/contextPool.ts, docs/testing.md "Contexts"): a
// context a test closed is handed to the next test with the same options, warm HTTP cache and
// all, but with nothing of the last test's state: no cookies, no storage, no session for `api()`,
// none of its listeners; its page is new. A context whose clock a test installed is never handed
// out again.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { isRecycled } from './support/browser';
import {
  api,
  closeHostAndBrowser,
  type DemoHost,
  openHostAndBrowser,
  signIn,
} from './support/demoHost';

let browser: Browser;
let host: DemoHost;
before(async () => ({ host, browser } = await openHostAndBrowser()));
after(() => closeHostAndBrowser({ host, browser }));

const VIEWPORT = { viewport: { width: 1111, height: 777 } };

/** What a page of the forum keeps between visits: the viewer, storage and the chunks it fetched. */
async function state(page: Page) {
  await page.goto(`${host.url}/discussions`);
  await page.evaluate(() => window.ForumWidgets!.ready);
  return page.evaluate(async () => ({
    user: window.ForumWidgets!.config.currentUser?.userID ?? 0,
    local: Object.keys(localStorage).filter((k) => k.startsWith('pool-test')),
    session: Object.keys(sessionStorage).filter((k) => k.startsWith('pool-test')),
    initScript: (window as unknown as { poolTest?: number }).poolTest ?? null,
    databases: (await indexedDB.databases()).map((d) => d.name).filter((n) => n === 'pool-test'),
    fetchedChunks: performance
      .getEntriesByType('resource')
      .filter((e) => e.name.includes('/dist/chunks/'))
      .filter((e) => (e as PerformanceResourceTiming).transferSize > 0).length,
  }));
}

describe('the context pool', () => {
  it('hands a closed context to the next test cleared: signed out, no storage, warm cache', async () => {
    const first = await browser.newPage(VIEWPORT);
    assert.equal(isRecycled(first.context()), false);
    await signIn(first, host, 'member');
    const seen = await state(first);
    assert.notEqual(seen.user, 0);
    assert.ok(seen.fetchedChunks > 0, 'a new context fetches the chunks');
    await first.addInitScript(() => ((window as unknown as { poolTest: number }).poolTest = 1));
    await first.route('**/api/v2/categories*', (route) => route.abort());
    await first.setViewportSize({ width: 500, height: 500 });
    await first.evaluate(async () => {
      localStorage.setItem('pool-test', '1');
      sessionStorage.setItem('pool-test', '1');
      await new Promise((resolve) => {
        const open = indexedDB.open('pool-test', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('s');
        open.onsuccess = () => resolve(open.result.close());
      });
    });
    let heard = 0;
    first.context().on('request', () => heard++);
    const context = first.context();
    await first.close();

    const second = await browser.newPage(VIEWPORT);
    assert.equal(second.context(), context, 'the same context again');
    assert.notEqual(second, first, 'a new page');
    assert.equal(isRecycled(second.context()), true);
    const heardBefore = heard;
    await assert.rejects(api(second, 'GET', '/users/me'), /not signed in/);
    const after = await state(second);
    assert.deepEqual(
      {
        user: after.user,
        local: after.local,
        session: after.session,
        databases: after.databases,
        initScript: after.initScript,
      },
      { user: 0, local: [], session: [], databases: [], initScript: null },
    );
    // The route is gone: the categories load.
    const categories = await api<unknown[]>(second, 'GET', '/categories');
    assert.equal(categories.status, 200);
    assert.equal(after.fetchedChunks, 0, 'the chunks come from the HTTP cache');
    assert.equal(heard, heardBefore, "the last test's listeners are gone");
    await second.close();
  });

  it('closes a context whose clock a test installed, and one with other options is its own', async () => {
    const clocked = await browser.newPage(VIEWPORT);
    await clocked.clock.install();
    const context = clocked.context();
    await clocked.close();
    const next = await browser.newPage(VIEWPORT);
    assert.notEqual(next.context(), context);
    const other = await browser.newPage({ viewport: { width: 375, height: 700 } });
    assert.notEqual(other.context(), next.context());
    await next.close();
    await other.close();
  });
});

describe("the browser's flags", () => {
  it('opens no browser-interface page beside a test page (the omnibox popup is off)', async () => {
    const page = await browser.newPage();
    await page.goto(`${host.url}/discussions`);
    const cdp = await browser.newBrowserCDPSession();
    const { targetInfos } = (await cdp.send('Target.getTargets', { filter: [{}] })) as {
      targetInfos: { type: string; url: string }[];
    };
    await cdp.detach();
    await page.close();
    // Each of these costs a renderer process per context (docs/testing.md, "Figures").
    assert.deepEqual(
      targetInfos.filter((t) => t.type === 'browser_ui').map((t) => t.url),
      [],
    );
  });

  it('keeps every feature Playwright turns off: Chromium reads only the last --disable-features', () => {
    // Playwright's own list comes first on the command line and ours last; a feature missing from
    // ours would silently be on again (third-party storage partitioning, HTTPS upgrades, …).
    const browsers = readdirSync('/proc')
      .filter((pid) => /^\d+$/.test(pid))
      .map((pid) => {
        try {
          return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
        } catch {
          return [];
        }
      })
      .filter(
        (argv) => /chromium|chrome/.test(argv[0] ?? '') && argv.includes('--remote-debugging-pipe'),
      );
    assert.ok(browsers.length > 0, 'a running Chromium was found');
    for (const argv of browsers) {
      const lists = argv
        .filter((a) => a.startsWith('--disable-features='))
        .map((a) => a.slice('--disable-features='.length).split(','));
      const last = new Set(lists.at(-1));
      const missing = lists.flat().filter((f) => !last.has(f));
      // Features only Windows or Edge read are left out of ours.
      const elsewhere = /Win$|^ms/;
      assert.deepEqual(
        missing.filter((f) => !elsewhere.test(f)),
        [],
      );
    }
  });
});
