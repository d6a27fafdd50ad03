// API faults, custom layouts (issue 21): every call a layout page makes is forced to each answer
// of support/faults.ts (500, 403, 404, 408, a CDN page, malformed JSON, a network error, a hang).
//   GET  /layouts/lookup-hydrate   a failure shows the error page with the title bar (03 §8); a
//                                  hang keeps the skeleton
//   POST /tick                     failures are only logged; the layout is unaffected
//   GET  /analytics/privacy        read before the tick; a failure means the site default (-1),
//                                  the tick still goes
//   GET  /fragments/{uuid}/js      'Error Loading Fragment' in the fragment's place; the rest stays
//   GET  /fragments/{uuid}/css     logged; the fragment renders after at most 1000 ms (03 §9)
// Nothing throws uncaught; the title bar keeps working.
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
import { countedFault, FAILING, FAULTS, titleBarWorks } from './support/faults';

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
  for (const fault of FAILING) {
    it(`lookup-hydrate ${fault.name}: the error page with the title bar`, async () => {
      const { page, pageErrors } = await homeWith(LOOKUP, fault.apply);
      await page
        .locator('#app')
        .getByText(/There was an error|Permission Problem|Not Found/)
        .first()
        .waitFor();
      assert.equal(await page.locator('#app').getByText('Member Spotlight').count(), 0);
      await titleBarWorks(page, 'layouts');
      if (fault.name === '500') await screenshot(page, 'layouts-fault-lookup-500');
      assert.deepEqual(pageErrors, []);
      await page.close();
    });
  }

  it('lookup-hydrate hang: the skeleton stays, the title bar works', async () => {
    const hang = FAULTS.find((f) => f.name === 'hang')!;
    const { page, pageErrors } = await homeWith(LOOKUP, hang.apply);
    await page.waitForRequest(LOOKUP);
    assert.equal(await page.locator('#app').getByText('Member Spotlight').count(), 0);
    await titleBarWorks(page, 'layouts');
    assert.deepEqual(pageErrors, []);
    await page.close();
  });

  for (const fault of FAULTS.filter((f) => f.name !== 'hang')) {
    it(`tick ${fault.name}: only logged, the layout is unaffected`, async () => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      const { pageErrors } = watchConsole(page);
      const tick = await countedFault(page, TICK, fault.apply);
      await page.goto(`${host.url}/`);
      await tick.met(1);
      await page.locator('#app').getByText('Member Spotlight').waitFor();
      await page.locator('#app').getByText('Top Members').waitFor();
      assert.deepEqual(pageErrors, []);
      await page.close();
    });
  }

  // The privacy setting is read before each tick; a failure means "the site default" (-1), and
  // the tick still goes, without the viewer's referrer only if the site anonymises by default.
  for (const fault of FAULTS.filter((f) => f.name !== 'hang')) {
    it(`analytics privacy ${fault.name}: the tick still goes, the layout is unaffected`, async () => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      await signIn(page, host, 'member');
      const { pageErrors } = watchConsole(page);
      let privacyAsked = 0;
      await page.route(PRIVACY, async (route) => {
        privacyAsked += 1;
        await fault.apply(route);
      });
      const ticked = page.waitForRequest((r) => TICK(new URL(r.url())) && r.method() === 'POST');
      await page.goto(`${host.url}/`);
      const body = (await ticked).postDataJSON() as { type: string; pageName: string };
      assert.equal(privacyAsked > 0, true);
      assert.equal(body.type, 'pageView');
      assert.equal(body.pageName, 'home');
      await page.locator('#app').getByText('Member Spotlight').waitFor();
      assert.deepEqual(pageErrors, []);
      await page.close();
    });
  }

  for (const fault of FAILING) {
    it(`fragment js ${fault.name}: Error Loading Fragment, the rest of the layout stays`, async () => {
      const { page, pageErrors } = await homeWith(FRAGMENT_JS, fault.apply);
      await page.getByText('Error Loading Fragment').waitFor();
      await page.locator('#app').getByText('Member Spotlight').waitFor();
      // A 200 answer that is not JavaScript is run by the browser as the site's script, and its
      // syntax error is the browser's own report about that script: the library cannot catch it,
      // and nothing of the library's own may throw besides it.
      const own =
        fault.name === 'malformed'
          ? pageErrors.filter((e) => !/^Unexpected token/.test(e))
          : pageErrors;
      assert.deepEqual(own, []);
      await page.close();
    });
  }

  for (const fault of FAULTS.filter((f) => ['500', 'network', 'hang'].includes(f.name))) {
    it(`fragment css ${fault.name}: the fragment still renders`, async () => {
      const { page, pageErrors } = await homeWith(FRAGMENT_CSS, fault.apply);
      await page.locator('#app .demoFragment').getByText('Have a question?').waitFor();
      assert.deepEqual(pageErrors, []);
      await page.close();
    });
  }
});
