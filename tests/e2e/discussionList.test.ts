// Browser tests of the DiscussionList widget on the real demo host: guest, member, moderator
// and admin. Server state is checked through the API, not only the DOM.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { screenshot, watchConsole } from './support/browser';
import {
  api,
  closeHostAndBrowser,
  type DemoHost,
  openHostAndBrowser,
  runAxe,
  signIn,
} from './support/demoHost';

let host: DemoHost;
let browser: Browser;

before(async () => ({ host, browser } = await openHostAndBrowser()));
after(() => closeHostAndBrowser({ host, browser }));

async function open(user: string | null, path = '/discussions'): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
  if (user) await signIn(page, host, user);
  await page.goto(`${host.url}${path}`);
  await page.waitForSelector('.fw-discussionList .fw-discussionItem');
  return page;
}
const item = (page: Page, id: number) =>
  page.locator('li.fw-discussionItem', { has: page.locator(`#fw-discussion-${id}-title`) });
type D = {
  discussionID: number;
  bookmarked: boolean;
  closed: boolean;
  sink: boolean;
  pinned: boolean;
  muted: boolean;
  categoryID: number;
  score: number;
  type: string;
};
/** Unpinned discussions near the top of the list, so their menus open inside the viewport. */
async function topIDs(page: Page): Promise<number[]> {
  return page
    .locator('li.fw-discussionItem:not(.fw-discussionItem--announced) .fw-discussionItem-title')
    .evaluateAll((els) => els.map((el) => Number(/fw-discussion-(\d+)-title/.exec(el.id)?.[1])));
}
const get = async (page: Page, id: number): Promise<D> =>
  (await api<D>(page, 'GET', `/discussions/${id}`)).json;

describe('DiscussionList as a guest', () => {
  it('shows the list with no member actions, no unread marks, and no axe violations', async () => {
    const page = await open(null);
    const console = watchConsole(page);
    assert.equal(await page.locator('.fw-discussionItem').count(), 30);
    assert.equal(await page.getByRole('button', { name: 'Bookmark' }).count(), 0);
    assert.equal(await page.locator('.fw-label--new').count(), 0);
    assert.match(
      (await page.locator('.fw-pager-result').first().textContent()) ?? '',
      /^1 - 30 of \d+$/,
    );
    assert.deepEqual(await runAxe(page, '.fw-discussionList'), []);
    await screenshot(page, 'discussion-list-guest');
    assert.deepEqual(console.pageErrors, []);
    await page.close();
  });

  it('pages and sorts through the address', async () => {
    const page = await open(null);
    await page
      .getByRole('navigation', { name: 'Pages', exact: true })
      .getByRole('button', { name: 'Next' })
      .click();
    await page.waitForURL(/\/discussions\/p2$/);
    await page.getByLabel('Sort by').selectOption('-dateInserted');
    await page.waitForURL(/\/discussions\?sort=-dateInserted$/);
    await page.reload();
    await page.waitForSelector('.fw-discussionItem');
    assert.equal(await page.getByLabel('Sort by').inputValue(), '-dateInserted');
    await page.close();
  });
});

describe('DiscussionList, a page of more than 50 discussions', () => {
  it('paints 50 first, then adds the rest, and bookmarks from the grown page', async () => {
    const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
    await signIn(page, host, 'member');
    const { errors, pageErrors } = watchConsole(page);
    await page.goto(`${host.url}/playground`);
    const box = page
      .locator('[data-playground-item]')
      .filter({ has: page.getByRole('heading', { name: 'DiscussionList', exact: true }) })
      .first();
    const stage = box.locator('[data-playground-stage]');
    await stage.locator('.fw-discussionItem').first().waitFor();
    // Every count the list goes through, taken after each DOM change.
    await stage.evaluate((el) => {
      const seen: number[] = [];
      (window as unknown as { seenCounts: number[] }).seenCounts = seen;
      new MutationObserver(() => {
        const n = el.querySelectorAll('ul.fw-discussionList-items > li').length;
        if (n > 0 && seen.at(-1) !== n) seen.push(n);
      }).observe(el, { childList: true, subtree: true });
    });
    const total = Number((await api<unknown[]>(page, 'GET', '/discussions?limit=100')).json.length);
    assert.ok(total > 50 && total <= 100, `the demo host holds ${total} discussions`);
    await box.locator('[data-playground-props]').fill('{ "apiParams": { "limit": 100 } }');
    const list = stage.locator('ul.fw-discussionList-items');
    await stage
      .locator('.fw-discussionItem')
      .nth(total - 1)
      .waitFor();
    await page.waitForFunction(
      (el) => el !== null && !el.hasAttribute('aria-busy'),
      await list.elementHandle(),
    );
    const counts = await page.evaluate(
      () => (window as unknown as { seenCounts: number[] }).seenCounts,
    );
    // The 5 of the playground's props, then the first 50 of the new page, then all of them.
    assert.deepEqual(counts.slice(-2), [50, total], `counts seen: ${counts.join(', ')}`);
    const first = stage.locator('li.fw-discussionItem').first();
    const id = Number(
      /fw-discussion-(\d+)-title/.exec(
        (await first.locator('.fw-discussionItem-title').getAttribute('id')) ?? '',
      )?.[1],
    );
    const before = await get(page, id);
    await first.getByRole('button', { name: /^Bookmark/ }).click();
    await page.waitForFunction(
      async ([d, want]) =>
        (await (await fetch(`/api/v2/discussions/${d}`)).json()).bookmarked === want,
      [id, !before.bookmarked] as const,
    );
    const axe = await runAxe(page, '[data-playground-stage]');
    assert.deepEqual(axe, [], JSON.stringify(axe, null, 2));
    assert.deepEqual([...errors, ...pageErrors], []);
    await api(page, 'PUT', `/discussions/${id}/bookmark`, { bookmarked: before.bookmarked });
    await page.close();
  });
});

describe('DiscussionList as a member', () => {
  it('bookmarks (kept after reload) and rolls back with a toast when the request fails', async () => {
    const page = await open('member');
    const id = (await topIDs(page))[0]!;
    const before = await get(page, id);
    const button = item(page, id).getByRole('button', { name: /^Bookmark/ });
    const [saved] = await Promise.all([
      page.waitForResponse(
        (r) => r.request().method() === 'PUT' && r.url().endsWith(`/discussions/${id}/bookmark`),
      ),
      button.click(),
    ]);
    assert.ok(saved.ok(), `PUT bookmark: ${saved.status()}`);
    assert.equal((await get(page, id)).bookmarked, !before.bookmarked);
    await page.route(`**/api/v2/discussions/${id}/bookmark`, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Boom"}' }),
    );
    await item(page, id)
      .getByRole('button', { name: /^Bookmark/ })
      .click();
    await page.getByText('There was a problem bookmarking this discussion.').waitFor();
    assert.equal(
      await item(page, id).getByRole('button', { name: 'Bookmark' }).getAttribute('aria-pressed'),
      String(!before.bookmarked),
    );
    await page.close();
  });

  it('mutes with a toast and votes Up, both saved on the server', async () => {
    const page = await open('member');
    const id = (await topIDs(page))[1]!;
    assert.equal((await get(page, id)).muted, false, 'the seed leaves this one unmuted');
    await item(page, id).getByRole('button', { name: 'Discussion Options' }).click();
    const [muted] = await Promise.all([
      page.waitForResponse(
        (r) => r.request().method() === 'PUT' && r.url().endsWith(`/discussions/${id}/mute`),
      ),
      page.getByRole('menuitem', { name: 'Mute', exact: true }).click(),
    ]);
    assert.equal(muted.status(), 200, await muted.text());
    await page.getByText('Discussion has been muted.').waitFor();
    assert.equal((await get(page, id)).muted, true);
    const before = await get(page, id);
    const up = item(page, id).getByRole('button', { name: 'Up', exact: true });
    const wasUp = (await up.getAttribute('aria-pressed')) === 'true';
    // Taking back an Up vote is a DELETE of the member's own reaction
    // (`/reactions/{userID}`) alone; a new Up vote ends with the POST.
    const last = wasUp ? 'DELETE' : 'POST';
    const path = new RegExp(`/discussions/${id}/reactions${wasUp ? '/\\d+' : ''}$`);
    const [voted] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === last && path.test(r.url())),
      up.click(),
    ]);
    assert.ok(voted.ok(), `${last} reactions: ${voted.status()} ${await voted.text()}`);
    const afterVote = await get(page, id);
    assert.notEqual(
      afterVote.score,
      before.score,
      `score changes from ${before.score} (wasUp ${wasUp})`,
    );
    await page.close();
  });
});

describe('DiscussionList as a moderator', () => {
  it('opens the action menu (screenshot) and closes a discussion on the server', async () => {
    const page = await open('moderator');
    const id = (await topIDs(page))[0]!;
    await item(page, id).getByRole('button', { name: 'Discussion Options' }).click();
    await page.getByRole('menuitem', { name: 'Sink' }).waitFor();
    await screenshot(page, 'discussion-list-moderator-menu');
    const was = (await get(page, id)).closed;
    const [saved] = await Promise.all([
      page.waitForResponse(
        (r) => r.request().method() === 'PATCH' && r.url().includes(`/discussions/${id}`),
      ),
      page.getByRole('menuitem', { name: was ? 'Reopen' : 'Close', exact: true }).click(),
    ]);
    assert.ok(saved.ok(), `PATCH: ${saved.status()} ${await saved.text()}`);
    assert.equal((await get(page, id)).closed, !was);
    assert.deepEqual(await runAxe(page, '.fw-discussionList'), []);
    await page.close();
  });

  it('skips drawing items out of view, and draws an item with an open menu in full', async () => {
    const page = await open('moderator');
    const items = page.locator('li.fw-discussionItem');
    const drawn = (n: number) =>
      items
        .nth(n)
        .locator('.fw-discussionItem-title')
        .evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }));
    // content-visibility: auto: the first item is drawn; the last of 30, far below, is not, yet
    // it stays in the accessibility tree and the tab order.
    assert.equal(await drawn(0), true);
    assert.equal(await drawn(29), false);
    await items.nth(29).locator('.fw-discussionItem-title a').focus();
    // Focus scrolls it into view, and the next frame draws it.
    await page.waitForFunction(() => {
      const titles = document.querySelectorAll('li.fw-discussionItem .fw-discussionItem-title');
      return titles[29]?.checkVisibility({ contentVisibilityAuto: true }) === true;
    });
    assert.ok(await page.evaluate(() => window.scrollY > 0));

    await page.evaluate(() => window.scrollTo(0, 0));
    const id = (await topIDs(page))[0]!;
    const li = item(page, id);
    const style = () => li.evaluate((el) => getComputedStyle(el).contentVisibility);
    assert.equal(await style(), 'auto');
    await li.getByRole('button', { name: 'Discussion Options' }).click();
    const menu = page.getByRole('menu');
    await menu.waitFor();
    assert.equal(await style(), 'visible', 'the open menu lifts the containment');
    // The menu reaches out of its item (it opens above or below it, where there is room) and is
    // neither clipped nor moved: a point of it outside the item hits the menu itself.
    const itemBox = (await li.boundingBox())!;
    const menuBox = (await menu.boundingBox())!;
    const above = menuBox.y < itemBox.y;
    const y = above ? menuBox.y + 6 : menuBox.y + menuBox.height - 6;
    assert.ok(
      y < itemBox.y || y > itemBox.y + itemBox.height,
      `the menu reaches out of its item: ${JSON.stringify({ itemBox, menuBox })}`,
    );
    const hit = await menu.evaluate(
      (el, [x, atY]) => el.contains(document.elementFromPoint(x!, atY!)),
      [menuBox.x + menuBox.width / 2, y],
    );
    assert.equal(hit, true, 'the far end of the menu is drawn and on top');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    assert.equal(await style(), 'auto');
    await page.close();
  });

  it('rolls a failed sink back and shows the server error', async () => {
    const page = await open('moderator');
    const id = (await topIDs(page))[1]!;
    const was = (await get(page, id)).sink;
    await page.route(`**/api/v2/discussions/${id}?*`, (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: '{"message":"Sink failed here."}',
          })
        : route.continue(),
    );
    await item(page, id).getByRole('button', { name: 'Discussion Options' }).click();
    await page.getByRole('menuitem', { name: was ? 'Unsink' : 'Sink' }).click();
    await page.getByText('Sink failed here.').waitFor();
    assert.equal(await item(page, id).locator('.fw-label--sunk').count(), was ? 1 : 0);
    assert.equal((await get(page, id)).sink, was);
    await page.close();
  });

  it('bumps with a toast, and deletes after confirming', async () => {
    const page = await open('moderator');
    const [bumped, deleted] = (await topIDs(page)).slice(2, 4) as [number, number];
    await item(page, bumped).getByRole('button', { name: 'Discussion Options' }).click();
    await page.getByRole('menuitem', { name: 'Bump' }).click();
    await page.getByText('Success! This post has been bumped.').waitFor();
    await item(page, deleted).getByRole('button', { name: 'Discussion Options' }).click();
    await page.getByRole('menuitem', { name: 'Delete', exact: true }).click();
    await page.getByText('Are you sure you want to delete this discussion?').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await item(page, deleted).waitFor({ state: 'detached' });
    assert.equal((await api(page, 'GET', `/discussions/${deleted}`)).status, 404);
    await page.close();
  });

  it('moves seven discussions in bulk through the long-running resume loop', async () => {
    const page = await open('moderator');
    const ids = await page
      .locator('.fw-discussionItem-title')
      .evaluateAll((els) =>
        els.map((el) => Number(/fw-discussion-(\d+)-title/.exec(el.id)?.[1])).slice(10),
      );
    const chosen = ids.slice(0, 7);
    assert.equal(chosen.length, 7);
    for (const id of chosen) await item(page, id).getByRole('checkbox').check();
    const bar = page.getByRole('region', { name: 'Bulk actions' });
    await bar.getByRole('button', { name: 'Move' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Find a category').fill('Off');
    await dialog.getByLabel(/Off-Topic/).check();
    await dialog.getByRole('button', { name: 'Move' }).click();
    await page.getByText('7 moved.').waitFor();
    for (const id of chosen) assert.equal((await get(page, id)).categoryID, 7);
    await page.close();
  });
});

describe('DiscussionList as an admin', () => {
  it('changes the type and tags a discussion', async () => {
    const page = await open('admin');
    const id = (await topIDs(page))[4]!;
    await item(page, id).getByRole('button', { name: 'Discussion Options' }).click();
    await page.getByRole('menuitem', { name: 'Change Type' }).click();
    await page.getByRole('dialog').getByLabel('Question').check();
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    assert.equal((await get(page, id)).type, 'question');
    await item(page, id).getByRole('button', { name: 'Discussion Options' }).click();
    await page.getByRole('menuitem', { name: 'Tag' }).click();
    await page.getByRole('dialog').getByLabel('Find a tag').fill('Secu');
    await page.getByRole('dialog').getByRole('button', { name: 'Security' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    const tags = (await api<{ tags: { name: string }[] }>(page, 'GET', `/discussions/${id}`)).json
      .tags;
    assert.ok(tags.some((tag) => tag.name === 'Security'));
    await page.close();
  });
});

describe('DiscussionList as an admin: author, collections, reaction log and share', () => {
  it('changes the author through the user lookup, saved on the server', async () => {
    const page = await open('admin');
    const id = (await topIDs(page))[5]!;
    await item(page, id).getByRole('button', { name: 'Discussion Options' }).click();
    await page.getByRole('menuitem', { name: 'Change Author' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('New author').fill('member2');
    await dialog.getByRole('radio', { name: 'member2' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    assert.equal(
      (await api<{ insertUserID: number }>(page, 'GET', `/discussions/${id}`)).json.insertUserID,
      4,
    );
    await page.close();
  });

  it('adds a discussion to a collection, saved on the server', async () => {
    const page = await open('admin');
    const id = (await topIDs(page))[6]!;
    await item(page, id).getByRole('button', { name: 'Discussion Options' }).click();
    await page.getByRole('menuitem', { name: 'Add to Collection' }).click();
    const dialog = page.getByRole('dialog');
    const box = dialog.getByRole('checkbox').first();
    await box.waitFor();
    const name = (await dialog.locator('.fw-choice span').first().textContent())!.trim();
    await box.check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    const collections = (
      await api<Array<{ name: string }>>(
        page,
        'GET',
        `/collections/by-resource?recordType=discussion&recordID=${id}`,
      )
    ).json;
    assert.ok(
      collections.some((c) => c.name === name),
      `in ${name}`,
    );
    await page.close();
  });

  it('opens the reaction log of a discussion', async () => {
    const page = await open('admin');
    const button = page.locator('.fw-reactionLogButton').first();
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Reaction Log' });
    await dialog.waitFor();
    assert.ok(((await dialog.textContent()) ?? '').length > 'Reaction Log'.length);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.close();
  });

  it('copies a share link with the community-share source', async () => {
    const context = await browser.newContext({ viewport: { width: 1200, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: host.url });
    const page = await context.newPage();
    await page.goto(`${host.url}/discussions`);
    await page.waitForSelector('.fw-discussionList .fw-discussionItem');
    const id = (await topIDs(page))[0]!;
    await item(page, id).getByRole('button', { name: 'Share' }).click();
    await page.getByRole('menuitem', { name: 'Copy Link' }).click();
    await page.locator('.fw-toasts', { hasText: 'Link copied to clipboard.' }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    assert.match(copied, new RegExp(`/discussion/${id}.*utm_source=`));
    await context.close();
  });
});

describe('DiscussionList as a moderator: announce and move', () => {
  it('announces a discussion and moves another through the category picker, both saved', async () => {
    const page = await open('moderator');
    const [first, second] = (await topIDs(page)).slice(7, 9) as [number, number];
    await item(page, first).getByRole('button', { name: 'Discussion Options' }).click();
    const [announced] = await Promise.all([
      page.waitForResponse(
        (r) =>
          r.request().method() === 'PATCH' &&
          new URL(r.url()).pathname === `/api/v2/discussions/${first}`,
      ),
      page.getByRole('menuitem', { name: 'Announce' }).click(),
    ]);
    assert.ok(announced.ok(), `PATCH: ${announced.status()}`);
    await item(page, second).getByRole('button', { name: 'Discussion Options' }).click();
    await page.getByRole('menuitem', { name: 'Move' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Find a category').fill('e');
    const target = dialog.locator('input[type="radio"]:not([disabled])').first();
    await target.waitFor();
    const categoryID = Number(await target.getAttribute('value'));
    await target.check();
    await dialog.getByRole('button', { name: /Move|Save/ }).click();
    await dialog.waitFor({ state: 'detached' });
    assert.equal((await get(page, second)).categoryID, categoryID);
    assert.equal((await get(page, first)).pinned, true);
    await page.close();
  });
});
