// API faults, the post page (DiscussionPage, issue 18; issue 30 §2): the faults that need a
// real page. A refused comment page, sort change and discussion load say so in place with Retry;
// a refused comment reaction rolls back with its toast, a delete that meets a network error keeps
// the comment and says why; a 408 reaction counts as success and shows what the server has; the
// hangs leave the rest of the page working; a moderator's refused Close (issue 31 §1) rolls back
// with its toast on a page without a discussion list. The page keeps what the user chose, the
// server is unchanged where a write failed (checked through the API), and nothing throws
// uncaught. What the page does with every other fault of these calls is one path per call:
// tests/unit/widgets/DiscussionPage/pageFaults.test.tsx, DiscussionPage.test.tsx and
// commentActions.test.tsx, tests/unit/features/comments/commentsThunks.test.ts, and
// tests/unit/api/faultMatrix.test.ts every call × every fault (/work/notes/faults-moved.md).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Locator, Page } from 'playwright-core';
import { screenshot, watchConsole } from './support/browser';
import {
  api,
  closeHostAndBrowser,
  type DemoHost,
  openHostAndBrowser,
  signIn,
} from './support/demoHost';
import { waitForApiIdle } from './support/network';
import { dismissToasts, FAULT_TEXT, FAULTS, faultOn, titleBarWorks } from './support/faults';

let browser: Browser;
let host: DemoHost;
before(async () => {
  ({ host, browser } = await openHostAndBrowser());
  // Report is offered only with the escalations flag (03 §6), which is off on the demo host.
  const { page } = await pageAs('admin');
  const flag = { 'featureFlags.escalations.Enabled': true };
  assert.equal((await api(page, 'PATCH', '/config', flag)).status, 204);
  await page.close();
});
after(() => closeHostAndBrowser({ host, browser }));

/** What each fault says; a 408 of a read carries no record and says the body's message. */
const TEXT: Record<string, RegExp> = {
  ...FAULT_TEXT,
  '404': /Not Found|could not be found/,
  '408': /Request timeout/,
  network: /Something went wrong while contacting the server\./,
};
const HANG = FAULTS.find((f) => f.name === 'hang')!;
const F408 = FAULTS.find((f) => f.name === '408')!;
const F500 = FAULTS.find((f) => f.name === '500')!;
const NETWORK = FAULTS.find((f) => f.name === 'network')!;

const LONG = '/discussion/65/a-long-thread-seventy-comments-for-the-pager';
const QUESTION = '/discussion/66/question';
/** A short discussion (the AI assistant's), open: a moderator may close it. */
const AI_POST = '/discussion/68/x';

interface Comment {
  commentID: number;
  insertUserID: number;
  attributes?: { answer?: { status?: string } | null } | null;
}
interface LogEntry {
  userID: number;
  reactionType?: { urlcode: string } | null;
}

async function pageAs(username?: string): Promise<{ page: Page; pageErrors: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
  const { pageErrors } = watchConsole(page);
  if (username) await signIn(page, host, username);
  return { page, pageErrors };
}

/** The post page's widget (the first one: a test may mount a second). */
const widget = (page: Page): Locator => page.locator('[data-react="DiscussionPage"]').first();

async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${host.url}${path}`);
  await page.evaluate(() => window.ForumWidgets!.ready);
  await widget(page)
    .locator('.fw-discussionPage h1')
    .waitFor({ timeout: 15_000 })
    .catch(async (e: Error) => {
      await screenshot(page, 'api-faults-post-page-open');
      throw new Error(`${path} did not open: ${e.message.split('\n')[0]}`);
    });
}

const commentOf = (page: Page, id: number): Locator => widget(page).locator(`#Comment_${id}`);
const voteOf = (page: Page, id: number, name = 'Up'): Locator =>
  commentOf(page, id).getByRole('button', { name, exact: true });

async function commentIDs(page: Page, discussionID: number): Promise<number[]> {
  const { json } = await api<Comment[]>(
    page,
    'GET',
    `/comments?discussionID=${discussionID}&page=1&limit=30`,
  );
  return json.map((c) => c.commentID);
}

async function myID(page: Page): Promise<number> {
  return (await api<{ userID: number }>(page, 'GET', '/users/me')).json.userID;
}

/** The viewer's reactions on a record, from the server's log. */
async function reactionsBy(page: Page, path: string, userID: number): Promise<string[]> {
  const { json } = await api<LogEntry[]>(page, 'GET', `${path}/reactions`);
  return json.filter((e) => e.userID === userID).map((e) => e.reactionType?.urlcode ?? '?');
}

async function answerStatus(page: Page, commentID: number): Promise<string> {
  const { json } = await api<Comment>(page, 'GET', `/comments/${commentID}`);
  return json.attributes?.answer?.status ?? 'none';
}

/** The toasts on show; a dismissed one stays in the page, hidden, for its exit (Toast.tsx). */
const shownToasts = (page: Page): Locator =>
  page.locator('.fw-toasts .fw-toast:not(.fw-toast--hidden)');

/** Waits for the failure toast of `fault`, then dismisses every toast. */
async function failureToast(page: Page, fault: string, what: string): Promise<void> {
  await page
    .locator('.fw-toasts .fw-toast', { hasText: TEXT[fault]! })
    .first()
    .waitFor({ timeout: 10_000 })
    .catch(async (e: Error) => {
      await screenshot(page, `api-faults-post-page-${what}-${fault}`);
      throw new Error(`${what} ${fault}: no failure toast (${e.message.split('\n')[0]})`);
    });
  await dismissToasts(page);
}

/** Waits for an alert in `scope` saying what `fault` says. */
async function alertIn(scope: Locator, fault: string, what: string): Promise<void> {
  const alert = scope.getByRole('alert').first();
  await alert.waitFor({ timeout: 10_000 }).catch(async (e: Error) => {
    await screenshot(scope.page(), `api-faults-post-page-${what}-${fault}`);
    throw new Error(`${what} ${fault}: no alert (${e.message.split('\n')[0]})`);
  });
  assert.match((await alert.textContent()) ?? '', TEXT[fault]!, `${what} ${fault}`);
}

describe('API faults: the post page', () => {
  it('a refused comment page (500), a sort change that meets a network error and a refused discussion load (500) say so in place, and Retry recovers; a hanging page change leaves the page usable', async () => {
    const { page, pageErrors } = await pageAs();
    const thread = (): Locator =>
      widget(page).getByRole('region', { name: 'Comments', exact: true });
    const pager = (): Locator =>
      widget(page).getByRole('navigation', { name: 'Comment pages', exact: true });
    const sortBy = (): Locator => widget(page).getByLabel('Sort by');
    const first = /^Comment 1 of the long thread\./;
    await open(page, LONG);

    // The first page is preloaded: a page change is the first GET /comments.
    let unroute = await faultOn(page, '/comments', 'GET', F500.apply);
    await pager().getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/\/p2$/);
    await alertIn(thread(), '500', 'comment page');
    assert.match((await widget(page).locator('h1').textContent()) ?? '', /A long thread/);
    await titleBarWorks(page, 'comments 500');
    await screenshot(page, 'api-faults-post-page-comments');
    await unroute();
    await thread().getByRole('button', { name: 'Retry' }).click();
    await thread()
      .getByText(/^Comment 31 of the long thread\./)
      .waitFor();

    // A sort change loads page 1 of that sort.
    unroute = await faultOn(page, '/comments', 'GET', NETWORK.apply);
    await sortBy().selectOption({ label: 'Newest' });
    await alertIn(thread(), 'network', 'sort');
    await unroute();
    await thread().getByRole('button', { name: 'Retry' }).click();
    await thread()
      .getByText(/^Comment 70 of the long thread\./)
      .waitFor();
    await sortBy().selectOption({ label: 'Oldest' });
    await thread().getByText(first).waitFor();

    // A hanging page change (page 3, not loaded yet): the loader, and the rest works (back to
    // the cached second page). The held request stays held until the page closes.
    await pager().getByRole('button', { name: 'Next' }).click();
    await thread()
      .getByText(/^Comment 31 of the long thread\./)
      .waitFor();
    unroute = await faultOn(page, '/comments', 'GET', HANG.apply);
    await pager().getByRole('button', { name: 'Next' }).click();
    await thread().getByLabel('Loading comments').first().waitFor();
    assert.equal(await sortBy().isEnabled(), true, 'the sort stays usable');
    await titleBarWorks(page, 'comments hang');
    await pager().getByRole('button', { name: 'Previous' }).click();
    await thread()
      .getByText(/^Comment 31 of the long thread\./)
      .waitFor();

    // A post page without a preloaded discussion loads it: GET /discussions/{id} fails.
    unroute = await faultOn(page, '/discussions/67', 'GET', F500.apply);
    await page.evaluate(() => {
      const marker = document.createElement('div');
      marker.id = 'fw-test-second';
      marker.dataset.react = 'DiscussionPage';
      marker.dataset.props = JSON.stringify({ discussionID: 67 });
      document.body.append(marker);
    });
    const second = page.locator('#fw-test-second');
    await alertIn(second, '500', 'discussion');
    await unroute();
    await second.getByRole('button', { name: 'Retry' }).click();
    await second.getByRole('heading', { name: /old mobile app is retired/ }).waitFor();
    // The first widget still works.
    await pager().getByRole('button', { name: 'Previous' }).click();
    await thread().getByText(first).waitFor();
    await titleBarWorks(page, 'after the load faults');
    assert.deepEqual(pageErrors, []);
    await page.close();
  });

  it("a moderator's refused comment reaction (500) rolls back with its toast, a delete that meets a network error keeps the comment; a 408 reaction shows what the server has; hanging ones leave the page usable; the server never saw the failed ones", async () => {
    const { page, pageErrors } = await pageAs('moderator');
    await open(page, LONG);
    const me = await myID(page);
    const ids = await commentIDs(page, 65);
    // Comments the moderator has not reacted to (the seed gives some votes).
    const free: number[] = [];
    for (const id of ids)
      if ((await reactionsBy(page, `/comments/${id}`, me)).length === 0) free.push(id);
    assert.ok(free.length >= 4, `comments without the moderator's reaction: ${free.length}`);
    const [posted, timedOut, hung, other] = free as [number, number, number, number];
    const deleted = ids[20]!;
    const deleteHung = ids[21]!;
    const score = (id: number): Promise<string | null> =>
      commentOf(page, id).locator('.fw-score-value').textContent();
    const scoreBefore = await score(posted);

    // POST /comments/{id}/reactions, refused: the vote and the score roll back, with a toast.
    let unroute = await faultOn(page, `/comments/${posted}/reactions`, 'POST', F500.apply);
    await voteOf(page, posted).click();
    await failureToast(page, '500', 'react');
    await voteOf(page, posted).and(page.locator('[aria-pressed="false"]:enabled')).waitFor();
    assert.equal(await score(posted), scoreBefore, 'the score rolled back');
    assert.deepEqual(await reactionsBy(page, `/comments/${posted}`, me), []);
    await unroute();

    // DELETE /comments/{id}, no answer: the dialog says why and stays.
    unroute = await faultOn(page, `/comments/${deleted}`, 'DELETE', NETWORK.apply);
    await commentOf(page, deleted).getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Comment' });
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await alertIn(dialog, 'network', 'delete');
    await screenshot(page, 'api-faults-post-page-delete');
    assert.equal(
      await dialog.getByRole('button', { name: 'Delete', exact: true }).isEnabled(),
      true,
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await dismissToasts(page);
    assert.equal(await commentOf(page, deleted).locator('.fw-post-body').count(), 1);
    assert.equal((await api(page, 'GET', `/comments/${deleted}`)).status, 200);
    await unroute();
    await titleBarWorks(page, 'moderator faults');

    // A 408 counts as success (01 §7): the comment is fetched again, and shows the server's vote.
    // (A dismissed toast stays in the page, hidden, for its 2 s exit: only shown ones count.)
    unroute = await faultOn(page, `/comments/${timedOut}/reactions`, 'POST', F408.apply);
    const refetched = page.waitForResponse(
      (r) =>
        r.request().method() === 'GET' &&
        new URL(r.url()).pathname === `/api/v2/comments/${timedOut}`,
    );
    await voteOf(page, timedOut).click();
    await refetched;
    await waitForApiIdle(page);
    const server408 = await reactionsBy(page, `/comments/${timedOut}`, me);
    await voteOf(page, timedOut)
      .and(page.locator(`[aria-pressed="${server408.includes('Up')}"]:enabled`))
      .waitFor();
    assert.equal(await shownToasts(page).count(), 0, 'a success: no toast');
    await unroute();

    // Hangs: the comment waits (busy), the rest of the page works.
    await faultOn(page, `/comments/${hung}/reactions`, 'POST', HANG.apply);
    await voteOf(page, hung).click();
    await voteOf(page, hung).and(page.locator('[disabled]')).waitFor();
    const saved = page.waitForResponse(
      (r) =>
        r.request().method() === 'POST' &&
        new URL(r.url()).pathname === `/api/v2/comments/${other}/reactions`,
    );
    await voteOf(page, other).click();
    assert.ok((await saved).ok(), 'the other vote is saved');
    await voteOf(page, other).and(page.locator('[aria-pressed="true"]')).waitFor();
    assert.deepEqual(await reactionsBy(page, `/comments/${other}`, me), ['Up']);
    await faultOn(page, `/comments/${deleteHung}`, 'DELETE', HANG.apply);
    await commentOf(page, deleteHung).getByRole('button', { name: 'Delete', exact: true }).click();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await dialog.locator('button[aria-busy="true"]').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await titleBarWorks(page, 'moderator hang');
    // The held requests stay held (an unrouted one would go on to the server) until the page
    // closes; the server never saw them.
    assert.deepEqual(await reactionsBy(page, `/comments/${hung}`, me), []);
    assert.equal((await api(page, 'GET', `/comments/${deleteHung}`)).status, 200);
    assert.deepEqual(pageErrors, []);
    await page.close();
  });

  it("a moderator's Close refused (500) on a post page without a list: closed at once, open again with the toast; the server never closed it", async () => {
    const { page, pageErrors } = await pageAs('moderator');
    await open(page, AI_POST);
    // The failure toasts belong to the action, not to the discussion list: none on this page.
    assert.equal(await page.locator('[data-react="DiscussionList"]').count(), 0, 'no list');
    const closedOnServer = async (): Promise<boolean> =>
      (await api<{ closed: boolean }>(page, 'GET', '/discussions/68')).json.closed;
    assert.equal(await closedOnServer(), false);
    const post = widget(page).locator('.fw-originalPost');
    const label = post.locator('.fw-label--closed');
    const menuItem = (name: string): Locator => page.getByRole('menuitem', { name, exact: true });

    // PATCH /discussions/68 is held until the optimistic state is seen, then refused.
    let refuse!: () => void;
    const held = new Promise<void>((resolve) => (refuse = resolve));
    const unroute = await faultOn(page, '/discussions/68', 'PATCH', async (route) => {
      await held;
      await F500.apply(route);
    });
    await post.getByRole('button', { name: 'Discussion Options' }).click();
    const refused = page.waitForResponse(
      (r) =>
        r.request().method() === 'PATCH' && new URL(r.url()).pathname === '/api/v2/discussions/68',
    );
    await menuItem('Close').click();
    await label.waitFor();
    refuse();
    assert.equal((await refused).status(), 500);
    await page.locator('.fw-toasts .fw-toast', { hasText: TEXT['500']! }).waitFor();
    assert.equal(await shownToasts(page).count(), 1, 'one toast');
    await screenshot(page, 'api-faults-post-page-close');
    await label.waitFor({ state: 'detached' });
    await dismissToasts(page);
    await post.getByRole('button', { name: 'Discussion Options' }).click();
    await menuItem('Close').waitFor();
    assert.equal(await menuItem('Reopen').count(), 0);
    await page.keyboard.press('Escape');
    await unroute();
    assert.equal(await closedOnServer(), false, 'the server never closed it');
    assert.deepEqual(pageErrors, []);
    await page.close();
  });

  it("a member's refused answer (500) says so and can be tried again; a hanging answer waits while the rest of the page works", async () => {
    const { page, pageErrors } = await pageAs('member');
    await open(page, QUESTION);
    const me = await myID(page);
    const { json: comments } = await api<Comment[]>(
      page,
      'GET',
      '/comments?discussionID=66&limit=30',
    );
    const status = (c: Comment): string => c.attributes?.answer?.status ?? 'none';
    const unmarked = comments.find((c) => status(c) === 'none' || status(c) === 'pending')!;
    const rejected = comments.find((c) => status(c) === 'rejected')!;
    const accept = (): Locator =>
      commentOf(page, unmarked.commentID).getByRole('button', { name: 'Accept Answer' });
    const answerPath = `/comments/${unmarked.commentID}/answer`;

    // PATCH /comments/{id}/answer, refused.
    const unroute = await faultOn(page, answerPath, 'PATCH', F500.apply);
    await accept().click();
    await failureToast(page, '500', 'answer');
    assert.equal(await accept().isEnabled(), true, 'Accept Answer can be tried again');
    assert.equal(
      await commentOf(page, unmarked.commentID).locator('.fw-label--accepted').count(),
      0,
    );
    assert.equal(await answerStatus(page, unmarked.commentID), status(unmarked));
    await unroute();

    // A hanging answer waits (busy); the rest of the page works: the report goes through.
    await faultOn(page, answerPath, 'PATCH', HANG.apply);
    await accept().click();
    await accept().and(page.locator('[aria-busy="true"]')).waitFor();
    await commentOf(page, rejected.commentID).getByRole('button', { name: 'Report' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report' });
    await dialog.getByRole('radio', { name: 'Spam' }).check();
    const reported = page.waitForResponse(
      (r) =>
        r.request().method() === 'POST' &&
        new URL(r.url()).pathname === `/api/v2/comments/${rejected.commentID}/reactions`,
    );
    await dialog.getByRole('button', { name: 'Send Report' }).click();
    assert.ok((await reported).ok(), 'the report is sent');
    await dialog.waitFor({ state: 'detached' });
    assert.ok(
      (await reactionsBy(page, `/comments/${rejected.commentID}`, me)).includes('Spam'),
      'the server has the report',
    );
    await titleBarWorks(page, 'member hang');
    // The held answer never reached the server (it stays held until the page closes).
    assert.equal(await answerStatus(page, unmarked.commentID), status(unmarked));
    assert.deepEqual(pageErrors, []);
    await page.close();
  });
});
