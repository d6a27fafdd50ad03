// API faults, custom layouts (issue 21; issue 30 §2): the faults that need a real page, of each
// call a layout page makes:
//   GET  /layouts/lookup-hydrate   refused (500) or unanswered (network): the error page with the
//                                  title bar (03 §8); a hang keeps the skeleton
//   POST /tick                     refused, unanswered or answered 408: only logged; the layout
//                                  is unaffected
//   GET  /analytics/privacy        read before the tick; refused, unanswered or answered 408, it
//                                  means the site default (-1), and the tick still goes
//   GET  /fragments/{uuid}/js      refused, or a 200 that is not JavaScript: 'Error Loading
//                                  Fragment' in the fragment's place; the rest stays
//   GET  /fragments/{uuid}/css     hanging: the fragment renders after at most 1000 ms (03 §9),
//                                  on the page's clock
// Nothing throws uncaught; the title bar keeps working. The other faults of these calls are one
// path per call: tests/unit/features/layouts/layoutFaults.test.tsx and layoutPage.test.tsx show
// them, tests/unit/api/faultMatrix.test.ts every call × every fault (and a fragment's script and
// stylesheet under each failure).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { screenshot, watchConsole } from './support/browser';
import {
  api,
  closeHostAndBrowser,
  type DemoHost,
  openHostAndBrowser,
  signIn,
} from './support/demoHost';
import { countedFault, type Fault, FAULTS, titleBarWorks } from './support/faults';

let browser: Browser;
let host: DemoHost;

before(async () => {
  ({ host, browser } = await openHostAndBrowser());
  const page = await browser.newPage();
  await signIn(page, host, 'admin');
  const res = await api(page, 'PATCH', '/config', {
    'featureFlags.customLayout.home.Enabled': true,
  });
  assert.equal(res.status, 204);
  await page.close();
});
after(() => closeHostAndBrowser({ host, browser }));

const LOOKUP = /\/api\/v2\/layouts\/lookup-hydrate/;
const FRAGMENT_JS = /\/api\/v2\/fragments\/[^/]+\/js/;
const FRAGMENT_CSS = /\/api\/v2\/fragments\/[^/]+\/css/;
const TICK = (url: URL): boolean => url.pathname === '/api/v2/tick';
const PRIVACY = (url: URL): boolean => url.pathname === '/api/v2/analytics/privacy';
const fault = (name: string): Fault => FAULTS.find((f) => f.name === name)!;

async function homeWith(
  pattern: RegExp | ((url: URL) => boolean),
  apply: (typeof FAULTS)[number]['apply'],
): Promise<{ page: Page; pageErrors: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const { pageErrors } = watchConsole(page);
  await page.route(pattern, apply);
  await page.goto(`${host.url}/`);
  return { page, pageErrors };
}

describe('layout API faults', () => {
  for (const f of [fault('500'), fault('network')]) {
    it(`lookup-hydrate ${f.name}: the error page with the title bar`, async () => {
      const { page, pageErrors } = await homeWith(LOOKUP, f.apply);
      await page
        .locator('#app')
        .getByText(/There was an error|Something went wrong/)
        .first()
        .waitFor();
      assert.equal(await page.locator('#app').getByText('Member Spotlight').count(), 0);
      await titleBarWorks(page, 'layouts');
      if (f.name === '500') await screenshot(page, 'layouts-fault-lookup-500');
      assert.deepEqual(pageErrors, []);
      await page.close();
    });
  }

  it('lookup-hydrate hang: the skeleton stays, the title bar works', async () => {
    const { page, pageErrors } = await homeWith(LOOKUP, fault('hang').apply);
    await page.waitForRequest(LOOKUP);
    await page.locator('#app .fw-skeleton-block').first().waitFor();
    assert.equal(await page.locator('#app').getByText('Member Spotlight').count(), 0);
    await titleBarWorks(page, 'layouts');
    assert.deepEqual(pageErrors, []);
    await page.close();
  });

  // The privacy setting is read before each tick; a failure means "the site default" (-1), and
  // the tick still goes, without the viewer's referrer only if the site anonymises by default.
  // The tick's own failure is only logged.
  for (const f of [fault('500'), fault('network'), fault('408')]) {
    it(`privacy and tick ${f.name}: the tick still goes, its failure is only logged, the layout is unaffected`, async () => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      await signIn(page, host, 'member');
      const { pageErrors } = watchConsole(page);
      let privacyAsked = 0;
      await page.route(PRIVACY, async (route) => {
        privacyAsked += 1;
        await f.apply(route);
      });
      const tick = await countedFault(page, TICK, f.apply);
      const ticked = page.waitForRequest((r) => TICK(new URL(r.url())) && r.method() === 'POST');
      await page.goto(`${host.url}/`);
      const body = (await ticked).postDataJSON() as { type: string; pageName: string };
      await tick.met(1);
      assert.equal(privacyAsked > 0, true);
      assert.equal(body.type, 'pageView');
      assert.equal(body.pageName, 'home');
      await page.locator('#app').getByText('Member Spotlight').waitFor();
      await page.locator('#app').getByText('Top Members').waitFor();
      assert.deepEqual(pageErrors, []);
      await page.close();
    });
  }

  for (const f of [fault('500'), fault('malformed')]) {
    it(`fragment js ${f.name}: Error Loading Fragment, the rest of the layout stays`, async () => {
      const { page, pageErrors } = await homeWith(FRAGMENT_JS, f.apply);
      await page.getByText('Error Loading Fragment').waitFor();
      await page.locator('#app').getByText('Member Spotlight').waitFor();
      // A 200 answer that is not JavaScript is run by the browser as the site's script, and its
      // syntax error is the browser's own report about that script: the library cannot catch it,
      // and nothing of the library's own may throw besides it.
      const own =
        f.name === 'malformed'
          ? pageErrors.filter((e) => !/^Unexpected token/.test(e))
          : pageErrors;
      assert.deepEqual(own, []);
      await page.close();
    });
  }

  it('fragment css hang: the fragment still renders, after at most 1000 ms of the page clock', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const { pageErrors } = watchConsole(page);
    await page.clock.install();
    await page.route(FRAGMENT_CSS, fault('hang').apply);
    const asked = page.waitForRequest(FRAGMENT_CSS);
    await page.goto(`${host.url}/`);
    await asked;
    await page.clock.runFor(1_000);
    await page.locator('#app .demoFragment').getByText('Have a question?').waitFor();
    assert.deepEqual(pageErrors, []);
    await page.close();
  });
});
