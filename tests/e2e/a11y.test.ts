// axe-core on whole demo pages (legacy HTML and every widget on them), as a guest and as a
// member, on desktop and at 375 px. Widget tests check their own parts; this checks the pages.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import {
  closeHostAndBrowser,
  type DemoHost,
  openHostAndBrowser,
  runAxe,
  signIn,
} from './support/demoHost';

const PAGES = ['/', '/categories', '/categories/3', '/discussion/4/x', '/profile/member'];

let browser: Browser;
let host: DemoHost;
before(async () => ({ host, browser } = await openHostAndBrowser()));
after(() => closeHostAndBrowser({ host, browser }));

describe('accessibility of the demo pages', () => {
  for (const who of ['guest', 'member'] as const) {
    for (const width of [1280, 375]) {
      it(`has no axe violations as a ${who} at ${width} px`, async () => {
        const page = await browser.newPage({ viewport: { width, height: 900 } });
        if (who === 'member') await signIn(page, host, 'member');
        const found: string[] = [];
        for (const path of PAGES) {
          await page.goto(`${host.url}${path}`);
          await page.evaluate(() => window.ForumWidgets!.ready);
          await page.waitForLoadState('networkidle');
          for (const v of await runAxe(page))
            found.push(`${path}: ${v.id} (${v.help}) at ${v.nodes.slice(0, 3).join(' | ')}`);
        }
        assert.deepEqual(found, []);
        await page.close();
      });
    }
  }
});
