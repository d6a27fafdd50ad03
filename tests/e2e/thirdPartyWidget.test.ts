import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { watchConsole } from './support/browser';
import { waitForApiIdle } from './support/network';
import { closeHostAndBrowser, type DemoHost, openHostAndBrowser, signIn } from './support/demoHost';

/*
 * A theme developer's widget (examples/third-party-widget, built by `npm run build:example`)
 * served from the demo host's origin and mounted beside the built-in widgets: it runs on the
 * page's React and store through ForumWidgets.runtime() and validates its props with a
 * Standard Schema.
 */
const EXAMPLE = 'examples/third-party-widget/dist/member-welcome.js';
const SCRIPT_PATH = '/theme/member-welcome.js';

let browser: Browser;
let host: DemoHost;
let bundle: string;

before(async () => {
  execFileSync(process.execPath, ['examples/third-party-widget/build.mjs'], { stdio: 'pipe' });
  bundle = readFileSync(EXAMPLE, 'utf8');
  ({ host, browser } = await openHostAndBrowser());
});
after(() => closeHostAndBrowser({ host, browser }));

describe('a third-party widget on the script tag', () => {
  it('is built without a copy of React and stays small', () => {
    for (const marker of ['__SECRET_INTERNALS', '__CLIENT_INTERNALS', 'ReactCurrentDispatcher'])
      assert.ok(!bundle.includes(marker), `the bundle holds React's ${marker}`);
    assert.ok(bundle.length < 4096, `${bundle.length} B`);
  });

  for (const mode of ['default', 'strict'] as const) {
    it(`mounts beside the built-ins on the page's React and store (${mode} CSP)`, async () => {
      const page = await browser.newPage();
      await signIn(page, host, 'member');
      await page.route(`${host.url}${SCRIPT_PATH}`, (route) =>
        route.fulfill({ contentType: 'text/javascript', body: bundle }),
      );
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { __csp: string[] }).__csp = seen;
        document.addEventListener('securitypolicyviolation', (e) => seen.push(e.violatedDirective));
      });
      const { errors, pageErrors } = watchConsole(page);
      const publicChunk: string[] = [];
      page.on('request', (r) => {
        if (/\/chunks\/publicRuntime-/.test(r.url())) publicChunk.push(r.url());
      });
      await page.goto(`${host.url}/discussions${mode === 'strict' ? '?csp=strict' : ''}`);
      await page.evaluate(() => window.ForumWidgets!.ready);
      await page.locator('[data-react="DiscussionList"] .fw-discussionItem').first().waitFor();

      // The built-in widgets never load the public runtime; the theme's widget does, once.
      assert.deepEqual(publicChunk, []);
      // The theme's markers and script, added as a theme's template would.
      await page.evaluate((src) => {
        document.addEventListener('forum-widgets:error', (e) => {
          const { reason } = (e as CustomEvent<{ reason: string }>).detail;
          if ((e.target as Element).id === 'mw-bad') document.body.dataset.badReason = reason;
        });
        document.querySelector('[data-react="DiscussionList"]')!.insertAdjacentHTML(
          'beforebegin',
          `<div id="mw-good" data-react="MemberWelcome" data-props='{"greeting":"Hello"}'>good fallback</div>
           <div id="mw-bad" data-react="MemberWelcome" data-props='{"greeting":5}'>bad fallback</div>`,
        );
        const script = document.createElement('script');
        script.src = src;
        document.body.append(script);
      }, SCRIPT_PATH);

      const good = page.locator('#mw-good');
      // The signed-in member's name comes from the shared store; Alert is the page's kit.
      await good.locator('.fw-alert').getByText('Hello, member').waitFor();
      const wave = good.getByRole('button', { name: /Wave/ });
      await wave.click();
      await wave.click();
      // useState through the page's React: a second React would throw "Invalid hook call".
      await good.locator('.fw-countBadge').getByText('2 waves').waitFor();

      const bad = page.locator('#mw-bad');
      await page.locator('body[data-bad-reason]').waitFor({ state: 'attached' });
      assert.match(
        (await page.locator('body').getAttribute('data-bad-reason')) ?? '',
        /^has invalid props: prop "greeting": Expected string, received number$/,
      );
      assert.equal(await bad.textContent(), 'bad fallback');
      assert.equal(await bad.evaluate((el) => el.classList.contains('fw-root')), false);
      assert.ok(
        errors.some((e) =>
          /Widget "MemberWelcome" at #mw-bad has invalid props: prop "greeting": Expected string, received number/.test(
            e,
          ),
        ),
        errors.join('\n'),
      );

      const state = await page.evaluate(async () => {
        const runtime = await window.ForumWidgets!.runtime();
        return {
          sameStore: runtime.store === window.ForumWidgets!.store,
          version: runtime.React.version,
          globalReact: 'React' in window,
          mounted: window.ForumWidgets!.mountedCount,
        };
      });
      assert.deepEqual(
        { ...state, mounted: state.mounted >= 2 },
        { sameStore: true, version: state.version, globalReact: false, mounted: true },
      );
      assert.match(state.version, /^19\./);
      assert.equal(publicChunk.length, 1);
      await waitForApiIdle(page);
      assert.deepEqual(pageErrors, []);
      assert.deepEqual(
        errors.filter((e) => /Invalid hook call|Content Security Policy/.test(e)),
        [],
      );
      assert.deepEqual(
        await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp),
        [],
      );
      await page.close();
    });
  }
});
