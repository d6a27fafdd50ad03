import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { screenshot } from './support/browser';
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

describe('demo host in Chromium', () => {
  it('serves a legacy page that loads the library and reveals the body', async () => {
    const page = await browser.newPage();
    await page.goto(`${host.url}/discussions`);
    await page.waitForFunction(() => window.ForumWidgets !== undefined);
    await page.evaluate(() => window.ForumWidgets!.ready);
    assert.equal(await page.evaluate(() => document.body.classList.contains('isLoading')), false);
    assert.ok((await page.locator('[data-react]').count()) > 0);
    await screenshot(page, 'demo-host-discussions');
    await page.close();
  });

  it('signs a member in with the seeded password and shows them in the bootstrap data', async () => {
    const page = await browser.newPage();
    await signIn(page, host, 'member');
    const user = await page.evaluate(() => window.ForumWidgets!.config.currentUser);
    assert.equal(user?.name, 'member');
    const me = await api<{ name: string }>(page, 'GET', '/users/me');
    assert.equal(me.status, 200);
    assert.equal(me.json.name, 'member');
    await page.close();
  });

  it('serves our API contract beside the bundle, as the build copied it', async () => {
    const res = await fetch(`${host.url}/dist/openapi.yaml`);
    assert.equal(res.status, 200);
    const text = await res.text();
    assert.match(text, /^openapi: 3\.1\./m);
    assert.match(text, /\/discussions\/\{discussionID\}\/bookmark:/);
  });
});
