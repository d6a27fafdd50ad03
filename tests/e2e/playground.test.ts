// The playground (/playground, demo-host/pages/playgroundPresets.ts) in Chromium: every preset
// mounts its widget without an error, for a signed-in member; an edit of the props remounts the
// widget, survives a reload of the tab (session storage) and goes with Reset.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { PLAYGROUND_WIDGETS, presetKeys } from '../../demo-host/pages/playgroundPresets';
import { screenshot, watchConsole } from './support/browser';
import { closeHostAndBrowser, type DemoHost, openHostAndBrowser, signIn } from './support/demoHost';
import { SWEEP_TABLE } from './support/sweepTable';

let browser: Browser;
let host: DemoHost;
before(async () => ({ host, browser } = await openHostAndBrowser()));
after(() => closeHostAndBrowser({ host, browser }));

const KEYS = presetKeys(PLAYGROUND_WIDGETS);

/**
 * What a preset shows once ready where the sweeps' selector does not fit: the gallery is no
 * built-in widget, and the search page has no query on /playground, so it shows its form.
 */
const PLAYGROUND_READY: Record<string, string> = {
  UiGallery: '.fw-uiGallery-part',
  SearchResults: '.fw-searchResults-query',
};

/** Records, per preset, the widgets' mount and error events (they bubble from the markers). */
async function recordMounts(page: Page): Promise<void> {
  // A string, not a function: tsx would wrap the inner named function in a helper the page lacks.
  await page.addInitScript(`(() => {
    const seen = { mounted: [], errors: [] };
    window.playgroundEvents = seen;
    const keyOf = (e) => e.target.closest('[data-preset]')?.getAttribute('data-preset') ?? '?';
    document.addEventListener('forum-widgets:mount', (e) => seen.mounted.push(keyOf(e)));
    document.addEventListener('forum-widgets:error', (e) =>
      seen.errors.push(keyOf(e) + ': ' + e.detail.reason),
    );
  })();`);
}

const stageOf = (page: Page, key: string) =>
  page.locator(`[data-preset="${key}"] [data-playground-stage]`);

describe('the playground', () => {
  it('mounts the widget of every preset without an error', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const { pageErrors } = watchConsole(page);
    await signIn(page, host, 'member');
    await recordMounts(page);
    await page.goto(`${host.url}/playground`);
    await page.evaluate(() => window.ForumWidgets!.ready);
    // Seventeen widgets, the editor among them, on a loaded machine: a long wait, then a
    // message naming the presets whose widget did not mount.
    const mountedKeys = (): Promise<string[]> =>
      page.evaluate(
        () =>
          (window as unknown as { playgroundEvents: { mounted: string[] } }).playgroundEvents
            .mounted,
      );
    await page
      .waitForFunction(
        (keys) => {
          const { mounted } = (window as unknown as { playgroundEvents: { mounted: string[] } })
            .playgroundEvents;
          return keys.every((k) => mounted.includes(k));
        },
        KEYS,
        { timeout: 120_000 },
      )
      .catch(() => undefined);
    const mounted = await mountedKeys();
    assert.deepEqual(
      KEYS.filter((k) => !mounted.includes(k)),
      [],
      'presets whose widget did not mount',
    );
    // What each widget shows once it has its data (the sweeps' selectors).
    for (const [i, preset] of PLAYGROUND_WIDGETS.entries()) {
      const ready = PLAYGROUND_READY[preset.name] ?? SWEEP_TABLE[preset.name]?.ready;
      assert.ok(ready, `${preset.name} has a ready selector`);
      await stageOf(page, KEYS[i]!).locator(ready).first().waitFor();
    }
    const events = await page.evaluate(
      () => (window as unknown as { playgroundEvents: { errors: string[] } }).playgroundEvents,
    );
    assert.deepEqual(events.errors, []);
    assert.deepEqual(pageErrors, []);
    assert.equal(await page.locator('[data-playground-error]:not(:empty)').count(), 0);
    await screenshot(page, 'playground-presets');
    await page.close();
  });

  it('remounts a widget with edited props, keeps them over a reload, and resets them', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const { pageErrors } = watchConsole(page);
    await page.goto(`${host.url}/playground`);
    const item = page.locator('[data-preset="DiscussionList"]');
    const items = item.locator('li.fw-discussionItem');
    await items.nth(4).waitFor();
    assert.equal(await item.getByRole('button', { name: 'Reset props' }).isVisible(), false);

    await item.locator('[data-playground-props]').fill('{ "apiParams": { "limit": 2 } }');
    await page.waitForFunction(
      () =>
        document.querySelectorAll('[data-preset="DiscussionList"] li.fw-discussionItem').length ===
        2,
    );

    await page.reload();
    await items.nth(1).waitFor();
    await page.evaluate(() => window.ForumWidgets!.ready);
    assert.equal(await items.count(), 2);
    assert.deepEqual(JSON.parse(await item.locator('[data-playground-props]').inputValue()), {
      apiParams: { limit: 2 },
    });
    // Another preset of the same widget kept its own props.
    await page.locator('[data-preset="DiscussionList-2"] li.fw-discussionItem').first().waitFor();

    await item.getByRole('button', { name: 'Reset props' }).click();
    await items.nth(4).waitFor();
    await page.reload();
    await items.nth(4).waitFor();
    assert.deepEqual(JSON.parse(await item.locator('[data-playground-props]').inputValue()), {
      apiParams: { limit: 5 },
    });
    assert.deepEqual(pageErrors, []);
    await page.close();
  });
});
