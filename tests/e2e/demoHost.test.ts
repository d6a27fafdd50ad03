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
  signInWithForm,
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

  // The one place the sign-in form is driven (the other files sign in with `signIn`, which writes
  // the session straight into the test database).
  it('signs a member in with the seeded password and shows them in the bootstrap data', async () => {
    const page = await browser.newPage();
    await signInWithForm(page, host, 'member');
    // The form posts its CSRF field (transientKey) and lands on the home page, signed in.
    assert.equal(new URL(page.url()).pathname, '/');
    const user = await page.evaluate(() => window.ForumWidgets!.config.currentUser);
    assert.equal(user?.name, 'member');
    const me = await api<{ name: string }>(page, 'GET', '/users/me');
    assert.equal(me.status, 200);
    assert.equal(me.json.name, 'member');
    await page.close();
  });

  it('refuses a wrong password and a form without its CSRF field, and stays signed out', async () => {
    const page = await browser.newPage();
    await page.goto(`${host.url}/entry/signin`);
    await page.fill('input[name="username"]', 'member');
    await page.fill('input[name="password"]', 'not-the-password');
    const [wrong] = await Promise.all([
      page.waitForResponse(
        (r) => r.url().endsWith('/entry/signin') && r.request().method() === 'POST',
      ),
      page.click('form[action="/entry/signin"] button[type="submit"]'),
    ]);
    assert.equal(wrong.status(), 401);
    await page.getByText('Bad username or password.').waitFor();
    // The name is kept for the next try.
    assert.equal(await page.inputValue('input[name="username"]'), 'member');
    // Without the CSRF field, even the right password is refused.
    await page.fill('input[name="password"]', 'demo-password');
    await page.evaluate(() => document.querySelector('input[name="transientKey"]')?.remove());
    const [noToken] = await Promise.all([
      page.waitForResponse(
        (r) => r.url().endsWith('/entry/signin') && r.request().method() === 'POST',
      ),
      page.click('form[action="/entry/signin"] button[type="submit"]'),
    ]);
    assert.equal(noToken.status(), 403);
    await page.getByText('Your session expired. Please try again.').waitFor();
    // Still a guest: the page (whether or not the library has read its bootstrap yet) and the API.
    const pageUser = await page.evaluate(() => window.ForumWidgets?.config.currentUser ?? null);
    assert.equal(pageUser?.userID ?? 0, 0);
    const me = await api<{ userID: number }>(page, 'GET', '/users/me');
    assert.equal(me.json.userID, 0);
    await page.close();
  });

  it("signs in without the form (the tests' signIn): a session cookie the server accepts", async () => {
    const page = await browser.newPage();
    await signIn(page, host, 'moderator');
    // Before any page: the API answers for the session.
    const me = await api<{ name: string }>(page, 'GET', '/users/me');
    assert.equal(me.json.name, 'moderator');
    await page.goto(`${host.url}/discussions`);
    const user = await page.evaluate(() => window.ForumWidgets!.config.currentUser);
    assert.equal(user?.name, 'moderator');
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
