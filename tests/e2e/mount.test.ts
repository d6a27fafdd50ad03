import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser, screenshot, watchConsole } from './support/browser';
import { waitForApiIdle } from './support/network';
import { startStaticServer } from './support/staticServer';

let browser: Browser;
let server: { url: string; close: () => Promise<void> };

before(async () => {
  server = await startStaticServer({
    dist: path.resolve('dist'),
    fixtures: path.resolve('tests/e2e/fixtures'),
  });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

describe('mount runtime in Chromium', () => {
  it('mounts every good marker of a 50-marker legacy page and logs exactly one error per bad one', async () => {
    const page = await browser.newPage();
    const { errors, pageErrors } = watchConsole(page);
    await page.goto(`${server.url}/legacy-50.html`, { waitUntil: 'load' });
    await page.evaluate(() => window.ForumWidgets!.ready);
    await page.waitForFunction(() => document.querySelectorAll('.counter, .clock').length === 40);

    const bad = [
      'bad-json-1',
      'bad-json-2',
      'bad-json-3',
      'bad-unknown-1',
      'bad-unknown-2',
      'bad-props-1',
      'bad-props-2',
      'bad-lazy',
      'bad-render',
      'bad-empty',
    ];
    await page.waitForFunction((n) => {
      const el = document.getElementById('bad-render');
      return el?.querySelector('[role="alert"]') !== null && n > 0;
    }, bad.length);
    const ours = errors.filter((e) => e.includes('[forum-widgets]'));
    assert.equal(
      ours.length,
      bad.length,
      `expected one error per bad marker, got:\n${ours.join('\n')}`,
    );
    for (const id of bad) {
      assert.equal(ours.filter((e) => e.includes(`#${id} `)).length, 1, `one error for #${id}`);
    }
    assert.deepEqual(pageErrors, []);
    // Bad markers keep their server HTML; the render error shows the boundary instead.
    for (const id of bad.filter((b) => b !== 'bad-render')) {
      const text = (await page.textContent(`#${id}`))?.trim();
      assert.equal(text, `server html of ${id}`);
    }
    assert.match((await page.textContent('#bad-render [role="alert"]')) ?? '', /render bomb/);
    assert.equal(await page.evaluate(() => document.body.classList.contains('isLoading')), false);

    // A good widget is interactive.
    await page.click('#good-2 .counter');
    assert.equal(await page.textContent('#good-2 .counter'), 'Item 3');
    await screenshot(page, 'mount-legacy-50');
    await page.close();
  });

  it('mounts markers inserted by a later script and unmounts removed ones, releasing their timers', async () => {
    const page = await browser.newPage();
    // The page's timers run on Playwright's clock, so the test can move time on at once.
    await page.clock.install();
    await page.goto(`${server.url}/legacy-50.html`, { waitUntil: 'load' });
    await page.evaluate(() => window.ForumWidgets!.ready);
    await page.waitForFunction(() => window.__clock?.active === 20);

    await page.evaluate(() => {
      const target = document.getElementById('ajax-target')!;
      target.innerHTML = `<div id="late-1" data-react="Counter" data-props='{"start":100,"label":"Late"}'></div>
        <div id="late-2" data-react="Clock"></div>`;
    });
    await page.waitForSelector('#late-1 .counter');
    await page.waitForFunction(() => window.__clock?.active === 21);
    assert.equal(await page.textContent('#late-1 .counter'), 'Late 100');

    // Attribute change re-renders with the new props.
    await page.evaluate(() =>
      document
        .getElementById('late-1')!
        .setAttribute('data-props', '{"start":5,"label":"Changed"}'),
    );
    await page.waitForFunction(() =>
      document.querySelector('#late-1 .counter')?.textContent?.startsWith('Changed'),
    );

    // Removing markers unmounts their roots and stops their intervals.
    await page.evaluate(() =>
      document.querySelectorAll('.DataList .Item, #ajax-target > *').forEach((n) => n.remove()),
    );
    await page.waitForFunction(() => window.__clock?.active === 0);
    const ticks = await page.evaluate(() => window.__clock!.ticks);
    // A second of the page's time: a Clock left running would tick 50 times (every 20 ms).
    await page.clock.runFor(1000);
    assert.equal(
      await page.evaluate(() => window.__clock!.ticks),
      ticks,
      'no timer keeps ticking after unmount',
    );
    await page.close();
  });

  it('downloads only the entry file on a page without markers', async () => {
    const page = await browser.newPage();
    const scripts: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
    });
    await page.goto(`${server.url}/no-markers.html`, { waitUntil: 'load' });
    // What the entry would fetch, it asks for while it starts and scans (before `ready`).
    await page.evaluate(() => window.ForumWidgets!.ready);
    await waitForApiIdle(page);
    assert.deepEqual(scripts, ['/dist/forum-widgets.js']);
    assert.equal(await page.evaluate(() => window.ForumWidgets!.store), null);
    assert.equal(await page.evaluate(() => document.body.classList.contains('isLoading')), false);
    await page.close();
  });

  it('defers data-load markers: no runtime or widget code until interaction, visibility or idle time', async () => {
    const page = await browser.newPage();
    const { pageErrors } = watchConsole(page);
    const scripts: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
    });
    await page.goto(`${server.url}/deferred.html`, { waitUntil: 'load' });
    await page.evaluate(() => window.ForumWidgets!.ready);
    // Only the entry, the page's own script and the small scheduler chunk: no runtime, no React.
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((e) => /deferMount-/.test(e.name)),
    );
    assert.deepEqual(
      scripts.map((s) => s.replace(/^(\/dist\/chunks\/\w+)-[\w-]+\.js$/, '$1.js')),
      ['/dist/forum-widgets.js', '/test-widgets.js', '/dist/chunks/deferMount.js'],
    );
    assert.equal(await page.evaluate(() => window.ForumWidgets!.store), null);
    assert.match(await page.locator('#far').innerText(), /Far server HTML/);

    // The first pointer event inside the interaction marker mounts it, and only it.
    await page.locator('#interact button').hover();
    await page.locator('#interact .counter').waitFor();
    assert.equal(await page.locator('#interact .counter').innerText(), 'Clicks 0');
    assert.match(await page.locator('#far').innerText(), /Far server HTML/);

    // Scrolling the far marker near the viewport mounts it.
    await page.locator('#far').scrollIntoViewIfNeeded();
    await page.locator('#far .counter').waitFor();
    assert.equal(await page.locator('#far .counter').innerText(), 'Far 0');

    // A marker inserted later with data-load="idle" mounts when the browser is idle.
    await page.evaluate(() =>
      document.body.insertAdjacentHTML(
        'beforeend',
        '<div id="idle" data-react="Counter" data-load="idle" data-props=\'{"label":"Idle"}\'>idle server</div>',
      ),
    );
    await page.locator('#idle .counter').waitFor();
    assert.deepEqual(pageErrors, []);
    await screenshot(page, 'mount-deferred');
    await page.close();
  });

  it('does not mount twice when the script is included twice', async () => {
    const page = await browser.newPage();
    const page50 = (url: URL): boolean => url.pathname === '/legacy-50.html';
    await page.route(page50, async (route) => {
      const res = await route.fetch();
      const body = (await res.text()).replace(
        '<script type="module" src="/test-widgets.js">',
        '<script type="module" src="/dist/forum-widgets.js?copy=2"></script><script type="module" src="/test-widgets.js">',
      );
      await route.fulfill({ response: res, body });
    });
    // In debug mode the second copy says that it does nothing, and returns at once: after that
    // word no second mount can follow.
    const secondCopy = page.waitForEvent('console', (m) =>
      m.text().includes('The script was loaded twice; the second copy does nothing.'),
    );
    await page.goto(`${server.url}/legacy-50.html?debug=true`, { waitUntil: 'load' });
    await secondCopy;
    await page.evaluate(() => window.ForumWidgets!.ready);
    await page.waitForFunction(() => window.__clock?.active === 20);
    assert.equal(await page.evaluate(() => document.querySelectorAll('.counter').length), 20);
    assert.equal(await page.evaluate(() => window.__clock!.active), 20);
    await page.close();
  });
});

describe('a page whose own bundle has another React on window', () => {
  it("mounts with its own React and leaves the page's React alone", async () => {
    const page = await browser.newPage();
    // A string, not a function: tsx would wrap named functions in a helper the page lacks.
    await page.addInitScript(`
      window.React = { version: '17.0.2', marker: 'page-react', createElement: function () { return { foreign: true }; } };
      window.ReactDOM = { version: '17.0.2', render: function () { throw new Error('the library must not use the page ReactDOM'); } };
    `);
    const { pageErrors } = watchConsole(page);
    await page.goto(`${server.url}/legacy-50.html`, { waitUntil: 'load' });
    await page.evaluate(() => window.ForumWidgets!.ready);
    await page.waitForFunction(() => document.querySelectorAll('.counter, .clock').length === 40);
    const versions = await page.evaluate(async () => ({
      page: {
        version: (window as unknown as { React: { version: string } }).React.version,
        marker: (window as unknown as { React: { marker: string } }).React.marker,
      },
      ours: (await window.ForumWidgets!.runtime()).React.version,
    }));
    assert.equal(versions.page.version, '17.0.2');
    assert.equal(versions.page.marker, 'page-react');
    assert.match(versions.ours, /^19\./);
    await page.click('#good-2 .counter');
    assert.equal(await page.textContent('#good-2 .counter'), 'Item 3');
    assert.deepEqual(pageErrors, []);
    await page.close();
  });
});

declare global {
  interface Window {
    __clock?: { active: number; ticks: number };
  }
}
