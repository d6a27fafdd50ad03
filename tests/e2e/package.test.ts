// The npm package (issue 35 §1 and §3): what `npm pack` ships, what installing it brings, that
// its declarations type-check an app, that a bundler drops what the app does not use, and that an
// app bundled with esbuild mounts its own widget (the app's React and react-redux on the
// library's one store, a kit component) beside the built-in widgets, in Chromium.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { screenshot, watchConsole } from './support/browser';
import { closeHostAndBrowser, type DemoHost, openHostAndBrowser, runAxe } from './support/demoHost';
import { type PackedConsumer, PEERS, packAndBuildConsumer } from './support/packageConsumer';

let host: DemoHost;
let browser: Browser;
let packed: PackedConsumer;
before(async () => {
  const packing = packAndBuildConsumer();
  packing.catch(() => undefined); // awaited below, after the host is kept for `after`
  ({ host, browser } = await openHostAndBrowser());
  packed = await packing;
});
after(async () => {
  packed?.close();
  await closeHostAndBrowser({ host, browser });
});

const ROOT = path.resolve(import.meta.dirname, '../..');
const version = (
  JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    version: string;
  }
).version;

describe('npm pack', () => {
  it('ships dist/, README, LICENSE and CHANGELOG, and no developer file', () => {
    const outside = packed.files.filter(
      (f) =>
        !f.startsWith('dist/') &&
        !['package.json', 'README.md', 'LICENSE', 'CHANGELOG.md'].includes(f),
    );
    assert.deepEqual(outside, []);
    for (const f of [
      'README.md',
      'LICENSE',
      'CHANGELOG.md',
      'dist/forum-widgets.js',
      'dist/embed.js',
      'dist/openapi.yaml',
      'dist/lib/index.js',
      'dist/types/widgets/lib.d.ts',
    ])
      assert.ok(packed.files.includes(f), `${f} is in the tarball`);
    const devOnly = packed.files.filter((f) =>
      /^dist\/(ui-gallery\.js|chunks\/UiGallery-|size-report\.json|module-chunks\.json)/.test(f),
    );
    assert.deepEqual(devOnly, [], 'the gallery and the build reports stay out');
  });

  it('ships every chunk the script tag can load', () => {
    const report = JSON.parse(readFileSync(path.join(ROOT, 'dist/size-report.json'), 'utf8')) as {
      chunks: { file: string; name: string }[];
    };
    const needed = report.chunks
      .filter((c) => c.name !== 'ui-gallery' && c.name !== 'UiGallery')
      .map((c) => `dist/${c.file}`);
    assert.ok(needed.length > 20);
    assert.deepEqual(
      needed.filter((f) => !packed.files.includes(f)),
      [],
    );
  });

  it('names the peers, depends on nothing else, and points every export at a shipped file', () => {
    const m = packed.manifest as {
      dependencies?: object;
      peerDependencies: Record<string, string>;
      exports: Record<string, string | Record<string, string>>;
      sideEffects: string[];
    };
    assert.equal(m.dependencies, undefined);
    assert.deepEqual(Object.keys(m.peerDependencies).sort(), [...PEERS].sort());
    const targets = Object.values(m.exports).flatMap((t) =>
      typeof t === 'string' ? [t] : Object.values(t),
    );
    for (const t of targets)
      assert.ok(packed.files.includes(t.replace(/^\.\//, '')), `${t} is shipped`);
    assert.ok(
      !m.sideEffects.some((s) => s.includes('dist/lib')),
      'the npm entry has no side effects',
    );
  });
});

describe('installed in an app', () => {
  it('installs the package alone, and the app type-checks against its declarations', () => {
    // packAndBuildConsumer ran tsc on the app (strict, skipLibCheck off) and would have thrown.
    assert.deepEqual(packed.installed, ['forum-widgets']);
  });

  it('lets a bundler drop what the app does not import', () => {
    // `export { propsShape } from 'forum-widgets'` alone: the validator, no React, no widget.
    assert.ok(packed.treeShaken.bytes < 2048, `${packed.treeShaken.bytes} B`);
  });

  it("bundles one React, the app's, and the package's modules, not the script tag's", () => {
    const inputs = Object.keys(packed.metafile.inputs);
    const reactCopies = new Set(
      inputs
        .filter((i) => /node_modules\/react\/index\.js$/.test(i))
        .map((i) => path.resolve(packed.dir, 'app', i)),
    );
    assert.equal(reactCopies.size, 1);
    assert.ok(inputs.some((i) => i.includes('forum-widgets/dist/lib/')));
    assert.ok(!inputs.some((i) => /forum-widgets\/dist\/(chunks\/|forum-widgets\.js)/.test(i)));
  });
});

describe('the app in Chromium', () => {
  const APP = '/consumer-app/';

  /** The app's page on the demo host's origin, with a real page's config and the app's bundle. */
  async function openApp(page: Page): Promise<void> {
    const html = await (await fetch(`${host.url}/`)).text();
    const config =
      /<script type="application\/json" id="forum-widgets-config">([\s\S]*?)<\/script>/.exec(
        html,
      )?.[1];
    assert.ok(config, 'the demo page has a config');
    await page.route(`${host.url}${APP}**`, async (route) => {
      const file = new URL(route.request().url()).pathname.slice(APP.length);
      if (file === '' || file === 'index.html')
        return route.fulfill({ contentType: 'text/html', body: appPage(config) });
      return route.fulfill({
        path: path.join(packed.outDir, file),
        contentType: 'text/javascript',
      });
    });
    await page.goto(`${host.url}${APP}`);
    await page.waitForFunction(() => window.ForumWidgets !== undefined);
    await page.evaluate(() => window.ForumWidgets!.ready);
  }

  it('mounts its own widget beside the built-ins, on one store', async () => {
    const page = await browser.newPage();
    const console = watchConsole(page);
    try {
      await openApp(page);
      const items = page.locator('[data-react="DiscussionList"] li');
      await items.first().waitFor();
      const count = page.locator('#good .consumer-count');
      // The app's widget re-renders from the store the DiscussionList filled.
      const loaded = await page.evaluate(
        () =>
          (window.ForumWidgets!.store!.getState() as { discussions: { ids: number[] } }).discussions
            .ids.length,
      );
      assert.ok(loaded > 0);
      await page.waitForFunction(
        (n) => document.querySelector('#good .consumer-count')?.textContent?.includes(String(n)),
        loaded,
      );
      assert.match((await count.textContent()) ?? '', /^Loaded discussions:/);
      assert.equal(await count.locator('.consumer-user').textContent(), 'Guest');
      const state = await page.evaluate(
        () =>
          (
            window as unknown as {
              consumer: { version: string; apiVersion: string; mounted: string[] };
            }
          ).consumer,
      );
      assert.equal(state.version, version);
      assert.equal(state.apiVersion, version);
      assert.ok(state.mounted.includes('DiscussionList') && state.mounted.includes('LoadedCount'));
      // propsShape refused the bad marker: its server HTML stays, with the logged reason.
      assert.equal(await page.locator('#bad').textContent(), 'Server fallback');
      assert.ok(
        console.errors.some(
          (e) => e.includes('"LoadedCount"') && e.includes('prop "label" must be a string'),
        ),
      );
      assert.deepEqual(console.pageErrors, []);
      assert.ok(
        !console.errors.some((e) => /Invalid hook call|more than one copy of React/.test(e)),
      );
      assert.deepEqual(await runAxe(page), []);
      await screenshot(page, 'package-consumer');
    } finally {
      await page.close();
    }
  });
});

function appPage(config: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>An app with forum-widgets</title></head>
<body><main><h1>An app bundled with forum-widgets</h1>
<div id="good" data-react="LoadedCount" data-props='{"label":"Loaded discussions:"}'></div>
<div id="bad" data-react="LoadedCount" data-props='{"label":5}'>Server fallback</div>
<div data-react="DiscussionList" data-props='{"limit":5}'></div>
</main>
<script type="application/json" id="forum-widgets-config">${config}</script>
<script type="module" src="${'/consumer-app/'}main.js"></script>
</body></html>`;
}
