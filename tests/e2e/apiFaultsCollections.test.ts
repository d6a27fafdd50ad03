// API faults, the collections (issue 20): the Add to Collection modal's create field and the
// collections page (CollectionsPage). Every call is forced to the answers of support/faults.ts.
// A failed load shows the error state with Retry (or the records without links); a failed save
// shows the server's message in the modal, keeps what was typed, and the server is unchanged.
// Nothing throws uncaught; the title bar keeps working.
//
// The calls (read from src/features/collections and widgets/CollectionsPage):
//   GET    /collections                  the modal's list (its by-resource call and the save's two
//                                        PUTs are in apiFaultsEdits.test.ts)
//   POST   /collections                  the modal's Create
//   GET    /collections?insertUserID=    the collections page's list, paged
//   GET    /discussions?discussionID[]=  the collections page: the records' names and links
//   GET    /categories/{id}              the collections page: a category record's name and link
//   PATCH  /collections/{id}             the collections page: Rename
//   DELETE /collections/{id}             the collections page: Delete
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
import { FAILING, FAULT_TEXT, FAULTS, faultOn, titleBarWorks } from './support/faults';

let browser: Browser;
let host: DemoHost;

before(async () => ({ host, browser } = await openHostAndBrowser()));
after(() => closeHostAndBrowser({ host, browser }));

/** Loads that must fail visibly: everything but a hang (which keeps the loader) and a 408 (success). */
const LOAD_FAULTS = FAULTS.filter((f) => f.name !== 'hang' && f.name !== '408');

async function open(user: string | null, path: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  if (user) await signIn(page, host, user);
  await page.goto(`${host.url}${path}`);
  await page.evaluate(() => window.ForumWidgets!.ready);
  return page;
}

const widget = (page: Page) => page.locator('[data-react="CollectionsPage"]');
const isList = (url: URL): boolean =>
  url.pathname === '/api/v2/collections' && url.searchParams.has('insertUserID');

async function openModal(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Discussion Options' }).first().click();
  await page.getByRole('menuitem', { name: 'Add to Collection' }).click();
}

describe('API faults: creating a collection in the modal', () => {
  it('a failing list shows the error with Retry and no create field', async () => {
    for (const fault of LOAD_FAULTS) {
      const page = await open('moderator', '/discussion/6');
      const seen = watchConsole(page);
      const matcher = (url: URL): boolean => url.pathname === '/api/v2/collections';
      await page.route(matcher, (route) =>
        route.request().method() === 'GET' ? fault.apply(route) : route.continue(),
      );
      await openModal(page);
      const dialog = page.getByRole('dialog', { name: 'Add to Collection' });
      await dialog.getByRole('button', { name: 'Retry' }).waitFor();
      assert.equal(await dialog.getByLabel('New collection').count(), 0, fault.name);
      if (fault.name === '500') await screenshot(page, 'api-faults-collections-modal-list');
      await page.unroute(matcher);
      await dialog.getByRole('button', { name: 'Retry' }).click();
      await dialog.getByLabel('New collection').waitFor();
      assert.deepEqual(seen.pageErrors, [], fault.name);
      await page.close();
    }
  });

  it('a failing create says why in the modal, keeps the name, and creates nothing', async () => {
    for (const fault of [...FAILING, FAULTS.find((f) => f.name === '408')!]) {
      const page = await open('moderator', '/discussion/6');
      const seen = watchConsole(page);
      await openModal(page);
      const dialog = page.getByRole('dialog', { name: 'Add to Collection' });
      const field = dialog.getByLabel('New collection');
      await field.waitFor();
      const name = `Fault ${fault.name}`;
      const unroute = await faultOn(page, '/collections', 'POST', fault.apply);
      await field.fill(name);
      await field.press('Enter');
      const alert = dialog.getByRole('alert');
      await alert.waitFor();
      if (FAULT_TEXT[fault.name])
        assert.match((await alert.textContent()) ?? '', FAULT_TEXT[fault.name]!);
      assert.equal(await field.inputValue(), name, fault.name);
      assert.equal(await dialog.getByRole('checkbox', { name }).count(), 0);
      if (fault.name === '403') await screenshot(page, 'api-faults-collections-create');
      await unroute();
      const onServer = (
        await api<{ name: string }[]>(page, 'GET', '/collections?insertUserID=2&limit=100')
      ).json;
      assert.ok(!onServer.some((c) => c.name === name), `${fault.name}: nothing created`);
      // The page keeps working: the create goes through now.
      await field.press('Enter');
      await dialog.getByRole('checkbox', { name }).waitFor();
      await titleBarWorks(page, 'still here');
      assert.deepEqual(seen.pageErrors, [], fault.name);
      await page.close();
    }
  });
});

describe('API faults: the collections page', () => {
  it('a failing list shows the error state, and Retry (or a reload) loads it', async () => {
    for (const fault of LOAD_FAULTS) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      await page.route(isList, (route) => fault.apply(route));
      await page.goto(`${host.url}/profile/collections/admin`);
      await widget(page).getByRole('alert').waitFor();
      if (fault.name === 'cdn') await screenshot(page, 'api-faults-collections-page-list');
      await page.unroute(isList);
      // 403 and 404 say so without Retry (the kit's LoadFailure); the others offer it.
      const retry = widget(page).getByRole('button', { name: 'Retry' });
      if (fault.name === '403' || fault.name === '404') {
        assert.equal(await retry.count(), 0);
        await page.reload();
      } else await retry.click();
      await widget(page).getByRole('heading', { name: 'Featured' }).waitFor();
      await titleBarWorks(page, 'search');
      await page.close();
    }
  });

  it('a hanging list keeps the loader', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.route(isList, () => undefined);
    await page.goto(`${host.url}/profile/collections/admin`);
    await widget(page).locator('[aria-busy="true"], .fw-skeleton').first().waitFor();
    await page.close();
  });

  it('failing record lookups leave the names as text and the list in place', async () => {
    for (const fault of LOAD_FAULTS) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      const seen = watchConsole(page);
      const records = (url: URL): boolean =>
        url.pathname === '/api/v2/discussions' || url.pathname === '/api/v2/categories/3';
      await page.route(records, (route) => fault.apply(route));
      await page.goto(`${host.url}/profile/collections/admin`);
      await widget(page).getByRole('heading', { name: 'Featured' }).waitFor();
      await widget(page).getByText('#1 (not available)').waitFor();
      await widget(page).getByText('#3 (not available)').waitFor();
      assert.equal(await widget(page).getByRole('link').count(), 0, fault.name);
      assert.deepEqual(seen.pageErrors, [], fault.name);
      await page.close();
    }
  });

  it('a failing rename or delete says why in the modal and changes nothing on the server', async () => {
    const page = await open('admin', '/profile/collections/admin');
    const seen = watchConsole(page);
    for (const fault of FAILING) {
      for (const action of ['Rename', 'Delete'] as const) {
        await widget(page)
          .getByRole('button', { name: `${action} Featured` })
          .click();
        const dialog = page.getByRole('dialog', {
          name: action === 'Rename' ? 'Rename Collection' : 'Delete Collection',
        });
        await dialog.waitFor();
        const unroute = await faultOn(
          page,
          '/collections/1',
          action === 'Rename' ? 'PATCH' : 'DELETE',
          fault.apply,
        );
        if (action === 'Rename') await dialog.getByLabel('Name').fill('Changed');
        await dialog.getByRole('button', { name: action === 'Rename' ? 'Save' : 'Delete' }).click();
        await dialog.getByRole('alert').waitFor();
        if (action === 'Rename')
          assert.equal(await dialog.getByLabel('Name').inputValue(), 'Changed');
        if (fault.name === '500' && action === 'Delete')
          await screenshot(page, 'api-faults-collections-delete');
        await unroute();
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await dialog.waitFor({ state: 'detached' });
        const c = await api<{ name: string }>(page, 'GET', '/collections/1');
        assert.equal(c.status, 200, `${fault.name} ${action}`);
        assert.equal(c.json.name, 'Featured', `${fault.name} ${action}`);
        await widget(page).getByRole('heading', { name: 'Featured' }).waitFor();
      }
    }
    assert.deepEqual(seen.pageErrors, []);
    await page.close();
  });
});
