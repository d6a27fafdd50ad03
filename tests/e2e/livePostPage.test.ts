// Live updates on the post page (issue 36 §3, §5): two members in two browser contexts. A comment
// posted by one appears for the other within 2 s at the end of the last page, and as the
// "1 new comment" button on an earlier page, which leads to it; a page the reading stream appended
// (rendered in the background) takes it at its end; an edit and a delete update in
// place; the reader's focus and scroll position do not move; the reader's own comment appears
// once; a guest sees new comments of a public discussion; strict CSP, axe and 375 px; and with
// no events endpoint (404) the page polls every 30 s, on the page's clock.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Locator, Page, Response } from 'playwright-core';
import { screenshot, watchConsole, watchCsp } from './support/browser';
import {
  api,
  closeHostAndBrowser,
  type DemoHost,
  openHostAndBrowser,
  runAxe,
} from './support/demoHost';
import { memberContext } from './support/live';

let host: DemoHost;
let browser: Browser;
before(async () => ({ host, browser } = await openHostAndBrowser()));
after(() => closeHostAndBrowser({ host, browser }));

/** The seed's 70-comment thread (3 pages of 30), in a public category. */
const DISCUSSION_ID = 65;
const LONG = '/discussion/65/a-long-thread-seventy-comments-for-the-pager';

const isStream = (r: Response): boolean => new URL(r.url()).pathname === '/api/v2/events';

const newContext = (name: string | null | undefined, width?: number): Promise<BrowserContext> =>
  memberContext(browser, host, name, width);

/** Opens a page of the long thread (strict CSP) and waits for its comments and its stream. */
async function openThread(page: Page, path: string): Promise<void> {
  const stream = page.waitForResponse(isStream);
  await page.goto(`${host.url}${LONG}${path}${path.includes('?') ? '&' : '?'}csp=strict`);
  await thread(page).getByRole('article').first().waitFor();
  await stream;
}

const thread = (page: Page): Locator => page.getByRole('region', { name: 'Comments' });
const article = (page: Page, commentID: number): Locator => page.locator(`#Comment_${commentID}`);

/** Posts a comment as the page's member through the API; returns its ID. */
async function post(page: Page, text: string): Promise<number> {
  const res = await api<{ commentID: number }>(page, 'POST', '/comments', {
    discussionID: DISCUSSION_ID,
    body: text,
    format: 'markdown',
  });
  assert.equal(res.status, 201);
  return res.json.commentID;
}

/**
 * `DELETE /comments/{id}` from a page of the forum, with the page's CSRF token and no body
 * (support's `api()` always sends a JSON content type, which the host refuses without a body).
 */
async function deleteComment(page: Page, commentID: number): Promise<number> {
  await page.goto(`${host.url}/discussions`);
  return page.evaluate(async (id) => {
    const cfg = JSON.parse(document.getElementById('forum-widgets-config')?.textContent ?? '{}');
    const headers: Record<string, string> = cfg.csrf ? { [cfg.csrf.header]: cfg.csrf.token } : {};
    return (await fetch(`/api/v2/comments/${id}`, { method: 'DELETE', headers })).status;
  }, commentID);
}

/** Where the reader is: the scroll position, and whether the marked element still has focus. */
function readerState(page: Page): Promise<{ y: number; focused: boolean; top: number }> {
  return page.evaluate(() => ({
    y: window.scrollY,
    focused: document.activeElement?.getAttribute('data-e2e-focus') === 'here',
    top: document.querySelector('[data-e2e-anchor]')?.getBoundingClientRect().top ?? NaN,
  }));
}

describe('the post page, live', () => {
  it('shows a new comment on the last page within 2 s, then its edit and delete, in place', async () => {
    const reader = await newContext('member');
    const other = await newContext('member2');
    const moderator = await newContext('moderator');
    try {
      const page = await reader.newPage();
      const { pageErrors } = watchConsole(page);
      const violations = await watchCsp(page);
      await openThread(page, '/p3');
      // The reader reads the third comment of the page, its Quote button focused.
      const anchor = thread(page).getByRole('article').nth(2);
      await anchor.evaluate((el) => {
        el.setAttribute('data-e2e-anchor', '');
        el.scrollIntoView({ block: 'start' });
      });
      const quote = anchor.getByRole('button', { name: /^Quote/ });
      await quote.focus();
      await quote.evaluate((el) => el.setAttribute('data-e2e-focus', 'here'));
      const start = await readerState(page);
      assert.ok(start.y > 0, 'the page is scrolled');
      const count = await thread(page).getByRole('article').count();

      const poster = await other.newPage();
      const id = await post(poster, 'A live reply from member2');
      await article(page, id).getByText('A live reply from member2').waitFor({ timeout: 2000 });
      // At the end of the page, once, and no button: it is in place.
      assert.equal(await thread(page).getByRole('article').count(), count + 1);
      assert.equal(
        await thread(page).getByRole('article').last().getAttribute('id'),
        `Comment_${id}`,
      );
      assert.equal(await page.getByRole('button', { name: /new comment/ }).count(), 0);
      assert.deepEqual(await readerState(page), start, 'focus and scroll did not move');

      const edited = await api(poster, 'PATCH', `/comments/${id}`, {
        body: 'Edited by member2',
        format: 'markdown',
      });
      assert.equal(edited.status, 200);
      await article(page, id).getByText('Edited by member2').waitFor({ timeout: 2000 });
      assert.deepEqual(await readerState(page), start, 'the edit moved nothing');

      const mod = await moderator.newPage();
      assert.equal(await deleteComment(mod, id), 204);
      await article(page, id)
        .getByText('This comment has been deleted.')
        .waitFor({ timeout: 2000 });
      assert.equal(await thread(page).getByRole('article').count(), count + 1, 'in its place');
      assert.deepEqual(await readerState(page), start, 'the delete moved nothing');
      // The server agrees: the comment is gone.
      assert.equal((await api(poster, 'GET', `/comments/${id}`)).status, 404);
      assert.deepEqual(await violations(), []);
      assert.deepEqual(pageErrors, []);
    } finally {
      await reader.close();
      await other.close();
      await moderator.close();
    }
  });

  it('adds a new comment to a page the stream appended, rendered in the background', async () => {
    const reader = await newContext('member');
    const other = await newContext('member2');
    try {
      const page = await reader.newPage();
      const { pageErrors } = watchConsole(page);
      const violations = await watchCsp(page);
      await openThread(page, '/p2');
      // Reading on from page 2: its end brings page 3, the thread's last, into the stream.
      const appended = page.locator('.fw-commentPage[data-page="3"] > ol > li');
      await thread(page).getByRole('article').last().scrollIntoViewIfNeeded();
      await appended.first().waitFor();
      const count = await appended.count();
      const poster = await other.newPage();
      const id = await post(poster, 'A reply at the end of the appended page');
      await article(page, id)
        .getByText('A reply at the end of the appended page')
        .waitFor({ timeout: 2000 });
      // At the end of page 3, once; no button, since the reader holds the last page.
      assert.equal(await appended.count(), count + 1);
      assert.equal(await appended.last().getAttribute('data-comment-id'), String(id));
      assert.equal(await page.locator(`#Comment_${id}`).count(), 1);
      assert.equal(await page.getByRole('button', { name: /new comment/ }).count(), 0);
      assert.deepEqual(await violations(), []);
      assert.deepEqual(pageErrors, []);
    } finally {
      await reader.close();
      await other.close();
    }
  });

  it("shows the reader's own comment once, whichever comes first, the event or the answer", async () => {
    const reader = await newContext('member');
    const other = await newContext('member2');
    try {
      const page = await reader.newPage();
      const { pageErrors } = watchConsole(page);
      await openThread(page, '/p3');
      const box = page.locator(
        '[data-react="CommentBox"] [role="textbox"][contenteditable="true"]',
      );
      await box.waitFor();
      await box.click();
      await page.keyboard.type('My own live comment');
      const created = page.waitForResponse(
        (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/v2/comments',
      );
      await page.getByRole('button', { name: 'Post Comment' }).click();
      const mine = ((await (await created).json()) as { commentID: number }).commentID;
      await article(page, mine).waitFor();
      // Events arrive in order: once member2's later comment is shown, ours has been heard too.
      const poster = await other.newPage();
      const later = await post(poster, 'After yours');
      await article(page, later).waitFor({ timeout: 2000 });
      assert.equal(await thread(page).getByText('My own live comment').count(), 1);
      assert.equal(await page.locator(`[id="Comment_${mine}"]`).count(), 1);
      assert.equal(await page.getByRole('button', { name: /new comment/ }).count(), 0);
      // And the server holds it once.
      const listed = await api<Array<{ body: string }>>(
        page,
        'GET',
        `/comments?discussionID=${DISCUSSION_ID}&page=3&limit=30`,
      );
      assert.equal(listed.json.filter((c) => c.body.includes('My own live comment')).length, 1);
      assert.deepEqual(pageErrors, []);
    } finally {
      await reader.close();
      await other.close();
    }
  });

  it('shows the button on an earlier page, which leads to the new comment (axe, 375 px)', async () => {
    const reader = await newContext('member');
    const narrow = await newContext('member', 375);
    const other = await newContext('member2');
    try {
      const page = await reader.newPage();
      const small = await narrow.newPage();
      const violations = await watchCsp(page);
      await openThread(page, '');
      await openThread(small, '');
      const start = await page.evaluate(() => window.scrollY);
      const poster = await other.newPage();
      const id = await post(poster, 'Read me on the last page');
      const button = page.getByRole('button', { name: '1 new comment' });
      await button.waitFor({ timeout: 2000 });
      await small.getByRole('button', { name: '1 new comment' }).waitFor({ timeout: 2000 });
      assert.equal(await article(page, id).count(), 0, 'not inserted into page 1');
      assert.equal(await page.evaluate(() => window.scrollY), start, 'the page did not scroll');
      assert.deepEqual(await runAxe(page, '.fw-commentThread-news'), []);
      await screenshot(page, 'live-new-comments-button');

      // 375 px: the button fits, and the page does not scroll sideways.
      const fits = await small.evaluate(() => {
        const b = document.querySelector('.fw-commentThread-news button')!.getBoundingClientRect();
        return {
          inside: b.left >= 0 && b.right <= window.innerWidth,
          overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        };
      });
      assert.deepEqual(fits, { inside: true, overflow: 0 });
      await screenshot(small, 'live-new-comments-button-375');

      await button.click();
      await page.waitForURL(new RegExp(`/p3\\?csp=strict#Comment_${id}$`));
      await article(page, id).getByText('Read me on the last page').waitFor();
      assert.equal(
        await page.evaluate(() => document.activeElement?.id),
        `Comment_${id}`,
        'the new comment has focus',
      );
      assert.equal(await button.count(), 0);
      assert.deepEqual(await violations(), []);
    } finally {
      await reader.close();
      await narrow.close();
      await other.close();
    }
  });

  it('shows a guest the new comments of a public discussion', async () => {
    const guest = await newContext(undefined);
    const other = await newContext('member2');
    try {
      const page = await guest.newPage();
      await openThread(page, '/p3');
      const id = await post(await other.newPage(), 'For everyone to read');
      await article(page, id).getByText('For everyone to read').waitFor({ timeout: 2000 });
    } finally {
      await guest.close();
      await other.close();
    }
  });

  it('polls every 30 s when the site has no events endpoint', async () => {
    const reader = await newContext('member');
    const other = await newContext('member2');
    try {
      const page = await reader.newPage();
      const { pageErrors } = watchConsole(page);
      await page.route('**/api/v2/events', (route) => route.fulfill({ status: 404, body: '' }));
      await page.clock.install();
      await openThread(page, '/p3');
      const asked = (r: Response): boolean =>
        new URL(r.url()).pathname === '/api/v2/comments' &&
        new URL(r.url()).searchParams.get('page') === '3';
      const id = await post(await other.newPage(), 'Heard by polling');
      assert.equal(await article(page, id).count(), 0);
      const polled = page.waitForResponse(asked);
      await page.clock.runFor(30_000);
      await polled;
      await article(page, id).getByText('Heard by polling').waitFor();
      assert.deepEqual(pageErrors, []);
    } finally {
      await reader.close();
      await other.close();
    }
  });
});
