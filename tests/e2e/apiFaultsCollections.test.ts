// API faults, the collections (issue 20; issue 30 §2): the Add to Collection modal's list and
// Create field, and the collections page (CollectionsPage), with the faults that need a real
// page: a refusal (500) of the modal's list, of Create, of the page's record lookups and of
// Rename; a network error of the page's list and of Delete; the page list's 408 and its hang.
// A failed load shows the error state with Retry (or the records without links); a failed save
// shows the server's message in the modal, keeps what was typed, and the server is unchanged.
// Nothing throws uncaught; the title bar keeps working. The other faults of these calls are one
// path per call: tests/unit/widgets/CollectionsPage/collectionsPageFaults.test.tsx shows each,
// tests/unit/api/faultMatrix.test.ts every call × every fault (/work/notes/faults-moved.md).
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
import { type Fault, FAULTS, faultOn, titleBarWorks } from './support/faults';

let browser: Browser;
let host: DemoHost;

before(async () => ({ host, browser } = await openHostAndBrowser()));
after(() => closeHostAndBrowser({ host, browser }));

const fault = (name: string): Fault => FAULTS.find((f) => f.name === name)!;
const F500 = fault('500');
const NETWORK = fault('network');
const F408 = fault('408');
/** The words of a request that got no answer (src/api/apiError.ts). */
const NO_ANSWER = /Something went wrong while contacting the server\./;

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
  it('a refused list (500) shows the error with Retry and no Create field; a refused Create (500) says why, keeps the name and creates nothing; then both work', async () => {
    const page = await open('moderator', '/discussion/6');
    const seen = watchConsole(page);
    const unList = await faultOn(page, '/collections', 'GET', F500.apply);
    await openModal(page);
    const dialog = page.getByRole('dialog', { name: 'Add to Collection' });
    await dialog.getByRole('button', { name: 'Retry' }).waitFor();
    assert.match((await dialog.getByRole('alert').textContent()) ?? '', /Server exploded\./);
    assert.equal(await dialog.getByLabel('New collection').count(), 0);
    await screenshot(page, 'api-faults-collections-modal-list');
    await unList();
    await dialog.getByRole('button', { name: 'Retry' }).click();
    const field = dialog.getByLabel('New collection');
    await field.waitFor();

    const name = 'Fault 500';
    const unCreate = await faultOn(page, '/collections', 'POST', F500.apply);
    await field.fill(name);
    await field.press('Enter');
    const alert = dialog.getByRole('alert');
    await alert.waitFor();
    assert.match((await alert.textContent()) ?? '', /Server exploded\./);
    assert.equal(await field.inputValue(), name);
    assert.equal(await dialog.getByRole('checkbox', { name }).count(), 0);
    await screenshot(page, 'api-faults-collections-create');
    await unCreate();
    const onServer = (
      await api<{ name: string }[]>(page, 'GET', '/collections?insertUserID=2&limit=100')
    ).json;
    assert.ok(!onServer.some((c) => c.name === name), 'nothing created');
    // The page keeps working: the create goes through now.
    await field.press('Enter');
    await dialog.getByRole('checkbox', { name }).waitFor();
    await titleBarWorks(page, 'still here');
    assert.deepEqual(seen.pageErrors, []);
    await page.close();
  });
});

describe('API faults: the collections page', () => {
  it('a list that meets a network error or answers 408 shows the error state, and Retry loads it', async () => {
    for (const [f, says] of [
      [NETWORK, NO_ANSWER],
      // A 408 counts as success (01 §7), but its body is no list: the body's message.
      [F408, /Request timeout/],
    ] as const) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      const seen = watchConsole(page);
      await page.route(isList, (route) => f.apply(route));
      await page.goto(`${host.url}/profile/collections/admin`);
      const alert = widget(page).getByRole('alert');
      await alert.waitFor();
      assert.match((await alert.textContent()) ?? '', says, f.name);
      if (f === NETWORK) await screenshot(page, 'api-faults-collections-page-list');
      await page.unroute(isList);
      await widget(page).getByRole('button', { name: 'Retry' }).click();
      await widget(page).getByRole('heading', { name: 'Featured' }).waitFor();
      await titleBarWorks(page, 'search');
      assert.deepEqual(seen.pageErrors, [], f.name);
      await page.close();
    }
  });

  it('a hanging list keeps the loader', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.route(isList, () => undefined);
    await page.goto(`${host.url}/profile/collections/admin`);
    await widget(page).locator('[aria-busy="true"], .fw-skeleton').first().waitFor();
    await titleBarWorks(page, 'while the list hangs');
    await page.close();
  });

  it('refused record lookups (500) leave the names as text; a refused rename (500) and a delete that meets a network error say why in the modal and change nothing on the server', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const seen = watchConsole(page);
    await signIn(page, host, 'admin');
    const records = (url: URL): boolean =>
      url.pathname === '/api/v2/discussions' || url.pathname === '/api/v2/categories/3';
    await page.route(records, (route) => F500.apply(route));
    await page.goto(`${host.url}/profile/collections/admin`);
    await page.evaluate(() => window.ForumWidgets!.ready);
    await widget(page).getByRole('heading', { name: 'Featured' }).waitFor();
    await widget(page).getByText('#1 (not available)').waitFor();
    await widget(page).getByText('#3 (not available)').waitFor();
    assert.equal(await widget(page).getByRole('link').count(), 0);
    await page.unroute(records);

    for (const [action, f, says] of [
      ['Rename', F500, /Server exploded\./],
      ['Delete', NETWORK, NO_ANSWER],
    ] as const) {
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
        f.apply,
      );
      if (action === 'Rename') await dialog.getByLabel('Name').fill('Changed');
      await dialog.getByRole('button', { name: action === 'Rename' ? 'Save' : 'Delete' }).click();
      const alert = dialog.getByRole('alert');
      await alert.waitFor();
      assert.match((await alert.textContent()) ?? '', says, action);
      if (action === 'Rename')
        assert.equal(await dialog.getByLabel('Name').inputValue(), 'Changed');
      else await screenshot(page, 'api-faults-collections-delete');
      await unroute();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
      const c = await api<{ name: string }>(page, 'GET', '/collections/1');
      assert.equal(c.status, 200, action);
      assert.equal(c.json.name, 'Featured', action);
      await widget(page).getByRole('heading', { name: 'Featured' }).waitFor();
    }
    await titleBarWorks(page, 'after the collection faults');
    assert.deepEqual(seen.pageErrors, []);
    await page.close();
  });
});
