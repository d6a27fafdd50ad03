// The discussion list's "N new" link (issue 37 §2): a member who has read 100 of the seeded
// 340-comment thread sees "240 new" on it, linking to the thread's first unread comment
// (`#unread`), in place of the "New" label and in the same box, so the item keeps its height.
// At 375 px, axe clean. The post page's landing is the post page's own test.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { POST_PAGE_SEED } from '../../demo-host/seed/postPageSeed';
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

const THREAD = POST_PAGE_SEED.streamThread;
const COMMENTS = POST_PAGE_SEED.streamThreadComments;
/** No other test of this file's host reads the thread as member2. */
const READER = 'member2';
/** The thread is the oldest discussion: the first after the announcements, oldest first. */
const LIST = '/discussions?sort=dateInserted';

/** Opens the list oldest first and waits for the thread's item. */
async function openList(page: Page): Promise<ReturnType<Page['locator']>> {
  const loaded = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/v2/discussions' && r.ok(),
  );
  await page.goto(`${host.url}${LIST}`);
  await loaded;
  const item = page.getByRole('listitem', {
    name: 'A very long thread: 340 comments for the reading stream',
  });
  await item.waitFor();
  return item;
}

describe('DiscussionList: comments new since the last visit', () => {
  it('shows a member "240 new" after 100 of 340 read, linking to the first unread, at 375 px', async () => {
    const ctx = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const page = await ctx.newPage();
    const console = watchConsole(page);
    await signIn(page, host, READER);

    // Never opened: every comment is unread, and the item shows "New" only.
    let item = await openList(page);
    await item.locator('.fw-label--new', { hasText: /^New$/ }).waitFor();
    assert.equal(await item.getByRole('link', { name: /new comments?$/ }).count(), 0);
    const before = await item.boundingBox();

    const read = await api<{ countUnread: number }>(page, 'PUT', `/discussions/${THREAD}/read`, {
      countCommentsRead: 100,
    });
    assert.equal(read.status, 200, JSON.stringify(read.json));
    assert.equal(read.json.countUnread, COMMENTS - 100);

    item = await openList(page);
    const link = item.getByRole('link', { name: '240 new comments' });
    await link.waitFor();
    assert.equal((await link.textContent())?.trim(), '240 new');
    assert.match(
      (await link.getAttribute('href')) ?? '',
      new RegExp(`^/discussion/${THREAD}/.*#unread$`),
    );
    assert.equal(await item.getByText('New', { exact: true }).count(), 0);

    // Same box as the "New" label: the item's height does not change, nothing scrolls sideways.
    const after = await item.boundingBox();
    assert.ok(before && after, 'the item has a box');
    assert.equal(after.height, before.height);
    const linkBox = await link.boundingBox();
    assert.ok(
      linkBox && linkBox.x >= 0 && linkBox.x + linkBox.width <= 375,
      JSON.stringify(linkBox),
    );
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= 375), true);

    // The server's state, after the reload: the count the link shows.
    const d = await api<{ countUnread: number; unread: boolean }>(
      page,
      'GET',
      `/discussions/${THREAD}`,
    );
    assert.deepEqual([d.json.countUnread, d.json.unread], [240, true]);

    assert.deepEqual(await runAxe(page, '.fw-discussionList'), []);
    await item.scrollIntoViewIfNeeded();
    await screenshot(page, 'discussion-list-new-comments-375');
    assert.deepEqual(console.pageErrors, []);
    await ctx.close();
  });

  it('shows a guest no new comments on the thread', async () => {
    const ctx = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const page = await ctx.newPage();
    const item = await openList(page);
    assert.equal(await item.getByRole('link', { name: /new comments?$/ }).count(), 0);
    assert.equal(await item.locator('.fw-label--new').count(), 0);
    await ctx.close();
  });
});
