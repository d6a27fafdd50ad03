import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Locator, Page } from 'playwright-core';
import { screenshot, watchConsole } from './support/browser';
import {
  api,
  closeHostAndBrowser,
  type DemoHost,
  openHostAndBrowser,
  runAxe,
  signIn,
} from './support/demoHost';

// Seed (docs/demo-host.md): collection 1 'Featured' by admin (discussions 1, 4, category 3),
// collection 2 'Best of the month' by moderator (discussions 4, 18). Adding to collections
// needs community.manage (03 §6): moderators and admins.

interface Collection {
  collectionID: number;
  name: string;
  insertUserID: number;
  records: { recordType: string; recordID: number }[];
}

let browser: Browser;
let host: DemoHost;

before(async () => ({ host, browser } = await openHostAndBrowser()));
after(() => closeHostAndBrowser({ host, browser }));

async function open(user: string | null, path: string, width = 1280): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  if (user) await signIn(page, host, user);
  await page.goto(`${host.url}${path}`);
  await page.evaluate(() => window.ForumWidgets!.ready);
  return page;
}

async function collectionsOf(page: Page, userID: number): Promise<Collection[]> {
  return (await api<Collection[]>(page, 'GET', `/collections?insertUserID=${userID}&limit=100`))
    .json;
}

async function recordCollections(page: Page, id: number): Promise<string[]> {
  return (
    await api<Collection[]>(
      page,
      'GET',
      `/collections/by-resource?recordType=discussion&recordID=${id}`,
    )
  ).json.map((c) => c.name);
}

/** Creates a collection in the open Add to Collection modal by keyboard (Enter in the field). */
async function createInModal(dialog: Locator, name: string): Promise<void> {
  const field = dialog.getByLabel('New collection');
  await field.fill(name);
  const created = dialog
    .page()
    .waitForResponse(
      (r) => r.url().endsWith('/api/v2/collections') && r.request().method() === 'POST',
    );
  await field.press('Enter');
  assert.equal((await created).status(), 201);
}

/** DELETE with the page's session and CSRF token, and no body (no JSON content type). */
async function del(page: Page, apiPath: string): Promise<number> {
  return page.evaluate(async (p) => {
    const cfg = JSON.parse(document.getElementById('forum-widgets-config')?.textContent ?? '{}');
    const headers: Record<string, string> = {};
    if (cfg.csrf) headers[cfg.csrf.header] = cfg.csrf.token;
    return (await fetch(`/api/v2${p}`, { method: 'DELETE', headers })).status;
  }, apiPath);
}

const widget = (page: Page) => page.locator('[data-react="CollectionsPage"]');

async function openCollectionsPage(user: string | null, name: string, width = 1280): Promise<Page> {
  const page = await open(user, `/profile/collections/${name}`, width);
  await widget(page).locator('.fw-collectionsPage-items, .fw-collectionsPage p').first().waitFor();
  return page;
}

describe('Creating a collection from the Add to Collection modal', () => {
  it('as a moderator on the list: validates, creates, ticks it at once, and saves it on the server', async () => {
    const page = await open('moderator', '/discussions');
    const console = watchConsole(page);
    await page.waitForSelector('.fw-discussionList .fw-discussionItem');
    const first = page.locator('li.fw-discussionItem:not(.fw-discussionItem--announced)').first();
    const id = Number(
      /fw-discussion-(\d+)-title/.exec(
        (await first.locator('.fw-discussionItem-title').getAttribute('id')) ?? '',
      )?.[1],
    );
    await first.getByRole('button', { name: 'Discussion Options' }).click();
    await page.getByRole('menuitem', { name: 'Add to Collection' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add to Collection' });
    await dialog.getByRole('checkbox', { name: 'Featured' }).waitFor();

    // Empty and duplicate names are refused in the modal, without a request.
    const field = dialog.getByLabel('New collection');
    await field.press('Enter');
    await dialog
      .getByRole('alert')
      .filter({ hasText: 'Enter a name for the collection.' })
      .waitFor();
    assert.equal(await field.getAttribute('aria-invalid'), 'true');
    await field.fill('  featured ');
    await field.press('Enter');
    await dialog
      .getByRole('alert')
      .filter({ hasText: 'A collection with this name already exists.' })
      .waitFor();

    await createInModal(dialog, 'Moderator picks');
    // The new box arrives ticked (the modal's unit test checks it is never shown unticked).
    await dialog.getByRole('checkbox', { name: 'Moderator picks', checked: true }).waitFor();
    await dialog.getByRole('status').filter({ hasText: 'Created “Moderator picks”' }).waitFor();
    assert.equal(await field.inputValue(), '');
    assert.deepEqual(await runAxe(page, '[role="dialog"]'), []);
    await screenshot(page, 'collections-modal-created');

    // On the server: it exists, by the moderator, empty until Save.
    const mine = await collectionsOf(page, 2);
    const created = mine.find((c) => c.name === 'Moderator picks');
    assert.ok(created, 'created on the server');
    assert.deepEqual(created.records, []);

    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    assert.ok((await recordCollections(page, id)).includes('Moderator picks'));
    assert.deepEqual(console.pageErrors, []);
    await page.close();
  });

  it('as a moderator on the post page: creates one and adds the discussion', async () => {
    const page = await open('moderator', '/discussion/6');
    const options = page.getByRole('button', { name: 'Discussion Options' }).first();
    await options.click();
    await page.getByRole('menuitem', { name: 'Add to Collection' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add to Collection' });
    await dialog.getByRole('checkbox').first().waitFor();
    await createInModal(dialog, 'From the post page');
    await dialog.getByRole('checkbox', { name: 'From the post page', checked: true }).waitFor();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    assert.ok((await recordCollections(page, 6)).includes('From the post page'));
    await page.close();
  });

  it("shows the server's refusal in the modal and keeps the name", async () => {
    const page = await open('moderator', '/discussion/6');
    await page.getByRole('button', { name: 'Discussion Options' }).first().click();
    await page.getByRole('menuitem', { name: 'Add to Collection' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add to Collection' });
    await dialog.getByRole('checkbox').first().waitFor();
    // 101 characters: the field lets it through, the server's 100 limit is checked here first.
    await dialog.getByLabel('New collection').fill('x'.repeat(101));
    await dialog.getByLabel('New collection').press('Enter');
    await dialog.getByRole('alert').filter({ hasText: 'at most 100 characters' }).waitFor();
    assert.equal(await dialog.getByLabel('New collection').inputValue(), 'x'.repeat(101));
    await page.close();
  });
});

describe('The server guards collections', () => {
  it('refuses a member, a guest, and a moderator changing an admin’s collection', async () => {
    const member = await open('member', '/discussions');
    assert.equal(
      (await api(member, 'POST', '/collections', { name: 'm', records: [] })).status,
      403,
    );
    assert.equal((await api(member, 'PATCH', '/collections/2', { name: 'mine' })).status, 403);
    assert.equal(await del(member, '/collections/2'), 403);
    await member.close();
    const guest = await open(null, '/discussions');
    const status = (await api(guest, 'POST', '/collections', { name: 'g', records: [] })).status;
    assert.ok(status === 401 || status === 403, `guest: ${status}`);
    await guest.close();
    const moderator = await open('moderator', '/discussions');
    assert.equal((await api(moderator, 'PATCH', '/collections/1', { name: 'taken' })).status, 403);
    assert.equal(await del(moderator, '/collections/1'), 403);
    assert.equal((await api<Collection>(moderator, 'GET', '/collections/1')).json.name, 'Featured');
    await moderator.close();
  });
});

describe('CollectionsPage on /profile/collections/{name}', () => {
  it('lists the moderator’s collections with links to real pages, renames and deletes by keyboard', async () => {
    const page = await openCollectionsPage('moderator', 'moderator');
    const console = watchConsole(page);
    const best = widget(page).locator('li.fw-collectionsPage-item', {
      has: page.getByRole('heading', { name: 'Best of the month' }),
    });
    const link = best.getByRole('link').first();
    await link.waitFor();
    const hrefs = await widget(page)
      .getByRole('link')
      .evaluateAll((els) => els.map((el) => (el as HTMLAnchorElement).href));
    assert.ok(hrefs.length >= 2);
    for (const href of hrefs) {
      const res = await page.request.get(href);
      assert.equal(res.status(), 200, href);
    }
    assert.deepEqual(await runAxe(page, '[data-react="CollectionsPage"]'), []);
    await screenshot(page, 'collections-page-moderator');

    // Rename by keyboard: focus the Rename button, Enter, type, Enter.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const rename = best.getByRole('button', { name: 'Rename Best of the month' });
    await rename.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Rename Collection' });
    await dialog.waitFor();
    await dialog.getByLabel('Name').fill('Best of June');
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/v2/collections/2') && r.request().method() === 'PATCH',
    );
    await page.keyboard.press('Enter');
    assert.equal((await saved).status(), 200);
    await dialog.waitFor({ state: 'detached' });
    await widget(page).getByRole('heading', { name: 'Best of June' }).waitFor();
    assert.equal((await api<Collection>(page, 'GET', '/collections/2')).json.name, 'Best of June');

    // Delete one made for it, after the question.
    const made = await api<Collection>(page, 'POST', '/collections', {
      name: 'Short-lived',
      records: [],
    });
    await page.reload();
    await widget(page).getByRole('heading', { name: 'Short-lived' }).waitFor();
    await widget(page).getByRole('button', { name: 'Delete Short-lived' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Collection' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await confirm.waitFor({ state: 'detached' });
    await widget(page).getByRole('heading', { name: 'Short-lived' }).waitFor({ state: 'detached' });
    assert.equal((await api(page, 'GET', `/collections/${made.json.collectionID}`)).status, 404);
    assert.deepEqual(console.pageErrors, []);
    await page.close();
  });

  it('is linked from the profile, and shows a guest or another member no edit buttons', async () => {
    const guest = await open(null, '/profile/moderator');
    await guest
      .getByRole('navigation', { name: 'Profile' })
      .getByRole('link', { name: 'Collections' })
      .click();
    await guest.waitForURL(/\/profile\/collections\/moderator$/);
    await widget(guest).locator('.fw-collectionsPage-item').first().waitFor();
    assert.equal(
      await widget(guest)
        .getByRole('button', { name: /Rename|Delete/ })
        .count(),
      0,
    );
    await guest.close();
    const member = await openCollectionsPage('member2', 'moderator');
    await widget(member).locator('.fw-collectionsPage-item').first().waitFor();
    assert.equal(
      await widget(member)
        .getByRole('button', { name: /Rename|Delete/ })
        .count(),
      0,
    );
    await member.close();
    const admin = await openCollectionsPage('admin', 'moderator');
    await widget(admin)
      .getByRole('button', { name: /^Rename/ })
      .first()
      .waitFor();
    await admin.close();
  });

  it('says so when a member has no collections', async () => {
    const page = await openCollectionsPage(null, 'member');
    await widget(page).getByText('No collections yet.').waitFor();
    await page.close();
  });

  it('fits 375 px without sideways scrolling and stays axe clean', async () => {
    const page = await openCollectionsPage('admin', 'admin', 375);
    await widget(page).locator('.fw-collectionsPage-item').first().waitFor();
    await widget(page).getByRole('link').first().waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    assert.ok(overflow <= 0, `sideways scroll of ${overflow}px`);
    assert.deepEqual(await runAxe(page, '[data-react="CollectionsPage"]'), []);
    await screenshot(page, 'collections-page-375');
    await page.close();
  });

  it('pages ten collections at a time', async () => {
    const page = await open('admin', '/discussions');
    for (let i = 1; i <= 11; i += 1)
      await api(page, 'POST', '/collections', { name: `Paged ${i}`, records: [] });
    await page.goto(`${host.url}/profile/collections/admin`);
    await widget(page).locator('.fw-collectionsPage-item').first().waitFor();
    assert.equal(await widget(page).locator('.fw-collectionsPage-item').count(), 10);
    const pager = widget(page).getByRole('navigation', { name: 'Collection pages' });
    await pager.getByRole('button', { name: 'Next' }).click();
    await widget(page).getByRole('heading', { name: 'Paged 10' }).waitFor();
    assert.ok((await widget(page).locator('.fw-collectionsPage-item').count()) >= 2);
    for (const c of await collectionsOf(page, 1))
      if (c.name.startsWith('Paged '))
        assert.equal(await del(page, `/collections/${c.collectionID}`), 204);
    await page.close();
  });
});

describe('Hostile collection and record names', () => {
  it('shows them as text and runs nothing', async () => {
    const hostile = `<img src=x onerror="window.__xss=1">"><script>window.__xss=2</script>`;
    const page = await open('admin', '/discussions');
    const d = await api<{ discussionID: number }>(page, 'POST', '/discussions', {
      name: hostile,
      body: 'Hostile title',
      format: 'text',
      categoryID: 1,
    });
    assert.equal(d.status, 201);
    const c = await api<Collection>(page, 'POST', '/collections', {
      name: hostile,
      records: [{ recordType: 'discussion', recordID: d.json.discussionID }],
    });
    assert.equal(c.status, 201);
    await page.goto(`${host.url}/profile/collections/admin`);
    const item = widget(page).locator('li.fw-collectionsPage-item', {
      has: page.getByRole('heading', { name: hostile }),
    });
    await item.getByRole('link', { name: hostile }).waitFor();
    // And in the modal's list.
    await page.goto(`${host.url}/discussion/${d.json.discussionID}`);
    await page.evaluate(() => window.ForumWidgets!.ready);
    await page.getByRole('button', { name: 'Discussion Options' }).first().click();
    await page.getByRole('menuitem', { name: 'Add to Collection' }).click();
    await page.getByRole('dialog').getByRole('checkbox', { name: hostile }).waitFor();
    assert.equal(await page.evaluate(() => (window as { __xss?: number }).__xss), undefined);
    assert.equal(await page.locator('img[src="x"]').count(), 0);
    await page.close();
  });
});
