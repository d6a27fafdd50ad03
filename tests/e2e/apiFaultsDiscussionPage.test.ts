// API faults, the post page (DiscussionPage, issue 18): every call the page makes, forced to
// every answer of support/faults.ts (500, 403, 404, 408, a CDN page, malformed JSON, a network
// error, a hang). The page must say what failed in words (a toast, or in place with Retry),
// keep the rest of the page working, lose nothing the user chose, leave the server unchanged
// where a write failed (checked through the API) and throw nothing uncaught. One demo host, one
// browser page per user; the faults are looped inside each test.
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
import {
  dismissToasts,
  FAILING,
  FAULT_TEXT,
  FAULTS,
  faultOn,
  titleBarWorks,
} from './support/faults';

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
};
const NOT_HANG = FAULTS.filter((f) => f.name !== 'hang');
const HANG = FAULTS.find((f) => f.name === 'hang')!;
const F408 = FAULTS.find((f) => f.name === '408')!;

const LONG = '/discussion/65/a-long-thread-seventy-comments-for-the-pager';
const QUESTION = '/discussion/66/question';

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

/** Polls `check` until it holds (for server state while some request hangs). */
async function until(check: () => Promise<boolean>, timeout = 10_000): Promise<void> {
  const end = Date.now() + timeout;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting for the server state');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Lets the requests a click started settle (the refetches after a save). */
const settle = (page: Page): Promise<void> => page.waitForLoadState('networkidle');

describe('API faults: the post page', () => {
  it('failing comment page loads (page change, sort change) and a failing discussion load say so in place with Retry, for every fault', async () => {
    const { page, pageErrors } = await pageAs();
    const thread = (): Locator =>
      widget(page).getByRole('region', { name: 'Comments', exact: true });
    const pager = (): Locator =>
      widget(page).getByRole('navigation', { name: 'Comment pages', exact: true });
    const sortBy = (): Locator => widget(page).getByLabel('Sort by');
    const recover = async (fault: string, shows: RegExp): Promise<void> => {
      const retry = thread().getByRole('button', { name: 'Retry' });
      if (fault === '403' || fault === '404') assert.equal(await retry.count(), 0);
      else await retry.click();
      if (fault === '403' || fault === '404') {
        // A refusal is not retried: the reader goes elsewhere, and that works.
        await pager().getByRole('button', { name: 'Previous' }).click();
        await thread()
          .getByText(/^Comment 1 of the long thread\./)
          .waitFor();
      } else await thread().getByText(shows).waitFor();
    };
    for (const fault of FAULTS) {
      await open(page, LONG);
      // The first page is preloaded: a page change is the first GET /comments.
      let unroute = await faultOn(page, '/comments', 'GET', fault.apply);
      await pager().getByRole('button', { name: 'Next' }).click();
      await page.waitForURL(/\/p2$/);
      if (fault === HANG) {
        await thread().getByLabel('Loading comments').first().waitFor();
        await titleBarWorks(page, 'comments hang');
        // The rest works: back to the cached first page.
        await pager().getByRole('button', { name: 'Previous' }).click();
        await thread()
          .getByText(/^Comment 1 of the long thread\./)
          .waitFor();
        await unroute();
      } else {
        await alertIn(thread(), fault.name, 'comment page');
        assert.match((await widget(page).locator('h1').textContent()) ?? '', /A long thread/);
        await titleBarWorks(page, `comments ${fault.name}`);
        if (fault.name === 'cdn') await screenshot(page, 'api-faults-post-page-comments');
        await unroute();
        await recover(fault.name, /^Comment 31 of the long thread\./);
      }

      // A sort change loads page 1 of that sort.
      unroute = await faultOn(page, '/comments', 'GET', fault.apply);
      await sortBy().selectOption({ label: 'Newest' });
      if (fault === HANG) {
        await thread().getByLabel('Loading comments').first().waitFor();
        assert.equal(await sortBy().isEnabled(), true, 'the sort stays usable');
        await unroute();
        await sortBy().selectOption({ label: 'Oldest' });
        await thread()
          .getByText(/^Comment 1 of the long thread\./)
          .waitFor();
      } else {
        await alertIn(thread(), fault.name, 'sort');
        await unroute();
        const retry = thread().getByRole('button', { name: 'Retry' });
        if ((await retry.count()) > 0) {
          await retry.click();
          await thread()
            .getByText(/^Comment 70 of the long thread\./)
            .waitFor();
        }
        await sortBy().selectOption({ label: 'Oldest' });
        await thread()
          .getByText(/^Comment 1 of the long thread\./)
          .waitFor();
      }

      // A post page without a preloaded discussion loads it: GET /discussions/{id} fails.
      unroute = await faultOn(page, '/discussions/67', 'GET', fault.apply);
      await page.evaluate(() => {
        const marker = document.createElement('div');
        marker.id = 'fw-test-second';
        marker.dataset.react = 'DiscussionPage';
        marker.dataset.props = JSON.stringify({ discussionID: 67 });
        document.body.append(marker);
      });
      const second = page.locator('#fw-test-second');
      if (fault === HANG) {
        await second.getByLabel('Loading discussion').first().waitFor();
      } else {
        if (fault.name === '404') await second.getByText('Discussion Not Found').waitFor();
        else await alertIn(second, fault.name, 'discussion');
        const retry = second.getByRole('button', { name: 'Retry' });
        if (fault.name !== '403' && fault.name !== '404') {
          await unroute();
          await retry.click();
          await second.getByRole('heading', { name: /old mobile app is retired/ }).waitFor();
        }
      }
      await unroute();
      // The first widget still works.
      await pager().getByRole('button', { name: 'Next' }).click();
      await thread()
        .getByText(/^Comment 31 of the long thread\./)
        .waitFor();
      await titleBarWorks(page, `discussion ${fault.name}`);
    }
    assert.deepEqual(pageErrors, []);
    await page.close();
  });

  it("a moderator's failing comment reactions, deletes, reaction log and comment refetch say so and change nothing on the server, for every fault", async () => {
    const { page, pageErrors } = await pageAs('moderator');
    await open(page, LONG);
    const me = await myID(page);
    const ids = await commentIDs(page, 65);
    // Comments the moderator has not reacted to (the seed gives some votes).
    const free: number[] = [];
    for (const id of ids)
      if ((await reactionsBy(page, `/comments/${id}`, me)).length === 0) free.push(id);
    assert.ok(free.length >= 6, `comments without the moderator's reaction: ${free.length}`);
    const [posted, taken, refetched, timedOut, hung, other] = free as [
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    const deleted = ids[20]!;
    const deleteHung = ids[21]!;
    // One comment starts with the moderator's Up, so taking it back can fail.
    const given = await api(page, 'POST', `/comments/${taken}/reactions`, { reactionType: 'Up' });
    assert.equal(given.status < 300, true, `the Up to take back: ${given.status}`);
    await open(page, LONG);
    const score = (id: number): Promise<string | null> =>
      commentOf(page, id).locator('.fw-score-value').textContent();
    const scoreBefore = await score(posted);
    for (const [i, fault] of FAILING.entries()) {
      // POST /comments/{id}/reactions
      let unroute = await faultOn(page, `/comments/${posted}/reactions`, 'POST', fault.apply);
      await voteOf(page, posted).click();
      await failureToast(page, fault.name, 'react');
      assert.equal(await voteOf(page, posted).getAttribute('aria-pressed'), 'false');
      assert.equal(await score(posted), scoreBefore, `${fault.name}: the score rolled back`);
      assert.deepEqual(await reactionsBy(page, `/comments/${posted}`, me), []);
      await unroute();

      // DELETE /comments/{id}/reactions/{userID}
      unroute = await faultOn(page, `/comments/${taken}/reactions/${me}`, 'DELETE', fault.apply);
      await voteOf(page, taken).click();
      await failureToast(page, fault.name, 'unreact');
      assert.equal(await voteOf(page, taken).getAttribute('aria-pressed'), 'true');
      assert.deepEqual(await reactionsBy(page, `/comments/${taken}`, me), ['Up']);
      await unroute();

      // DELETE /comments/{id}: the dialog says why and stays.
      unroute = await faultOn(page, `/comments/${deleted}`, 'DELETE', fault.apply);
      await commentOf(page, deleted).getByRole('button', { name: 'Delete', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete Comment' });
      await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
      await alertIn(dialog, fault.name, 'delete');
      if (i === 0) await screenshot(page, 'api-faults-post-page-delete');
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

      // GET /comments/{id}/reactions: the log says why (one comment per fault: a fresh load).
      const logged = ids[10 + i]!;
      unroute = await faultOn(page, `/comments/${logged}/reactions`, 'GET', fault.apply);
      await commentOf(page, logged).getByRole('button', { name: 'Reaction Log' }).click();
      const log = page.getByRole('dialog', { name: 'Reaction Log' });
      await alertIn(log, fault.name, 'log');
      await page.keyboard.press('Escape');
      await log.waitFor({ state: 'detached' });
      await unroute();
      await titleBarWorks(page, `moderator ${fault.name}`);
    }

    // GET /comments/{id} after a reaction that was saved: the reaction stays, as the server has it.
    for (const fault of NOT_HANG) {
      const unroute = await faultOn(page, `/comments/${refetched}`, 'GET', fault.apply);
      // Wait for the save itself: `networkidle` was reached long ago and resolves at once.
      const saved = (method: string): Promise<unknown> =>
        page.waitForResponse(
          (r) =>
            r.request().method() === method &&
            new URL(r.url()).pathname.startsWith(`/api/v2/comments/${refetched}/reactions`),
        );
      let answered = saved('POST');
      await voteOf(page, refetched, 'Down').click();
      await answered;
      await settle(page);
      await voteOf(page, refetched, 'Down').and(page.locator('[aria-pressed="true"]')).waitFor();
      assert.deepEqual(await reactionsBy(page, `/comments/${refetched}`, me), ['Down']);
      answered = saved('DELETE');
      await voteOf(page, refetched, 'Down').click();
      await answered;
      await settle(page);
      await voteOf(page, refetched, 'Down').and(page.locator('[aria-pressed="false"]')).waitFor();
      assert.deepEqual(await reactionsBy(page, `/comments/${refetched}`, me), []);
      await unroute();
      await dismissToasts(page);
    }

    // A 408 counts as success (01 §7): the refetch shows what the server really has.
    const unroute = await faultOn(page, `/comments/${timedOut}/reactions`, 'POST', F408.apply);
    await voteOf(page, timedOut).click();
    await settle(page);
    await dismissToasts(page);
    const server408 = await reactionsBy(page, `/comments/${timedOut}`, me);
    // The refetch after the 408 may still be on its way: wait until the vote shows the server's.
    await until(
      async () =>
        (await voteOf(page, timedOut).getAttribute('aria-pressed')) ===
        String(server408.includes('Up')),
    );
    await unroute();

    // Hangs: the comment waits (busy), the rest of the page works.
    await faultOn(page, `/comments/${hung}/reactions`, 'POST', HANG.apply);
    await voteOf(page, hung).click();
    await voteOf(page, hung).and(page.locator('[disabled]')).waitFor();
    await voteOf(page, other).click();
    await voteOf(page, other).and(page.locator('[aria-pressed="true"]')).waitFor();
    await until(async () => (await reactionsBy(page, `/comments/${other}`, me)).includes('Up'));
    await faultOn(page, `/comments/${deleteHung}`, 'DELETE', HANG.apply);
    await commentOf(page, deleteHung).getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Comment' });
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await dialog.locator('button[aria-busy="true"]').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await titleBarWorks(page, 'moderator hang');
    // The held requests stay held (an unrouted one would go on to the server) until the page
    // closes; the server never saw them.
    assert.deepEqual(await reactionsBy(page, `/comments/${hung}`, me), []);

    // Nothing failed reached the server: the failed vote, the kept vote, the comment.
    assert.deepEqual(await reactionsBy(page, `/comments/${posted}`, me), []);
    assert.deepEqual(await reactionsBy(page, `/comments/${taken}`, me), ['Up']);
    assert.equal((await api(page, 'GET', `/comments/${deleted}`)).status, 200);
    assert.equal((await api(page, 'GET', `/comments/${deleteHung}`)).status, 200);
    assert.deepEqual(pageErrors, []);
    await page.close();
  });

  it("a member's failing answer, discussion reaction, report and discussion refetch say so, keep the choice and change nothing on the server", async () => {
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
    const opVote = (): Locator =>
      widget(page)
        .getByRole('group', { name: 'Reactions', exact: true })
        .getByRole('button', { name: 'Up', exact: true });
    const opBefore = await reactionsBy(page, '/discussions/66', me);

    for (const fault of FAILING) {
      // PATCH /comments/{id}/answer
      let unroute = await faultOn(
        page,
        `/comments/${unmarked.commentID}/answer`,
        'PATCH',
        fault.apply,
      );
      await accept().click();
      await failureToast(page, fault.name, 'answer');
      assert.equal(
        await accept().isEnabled(),
        true,
        `${fault.name}: Accept Answer can be tried again`,
      );
      assert.equal(
        await commentOf(page, unmarked.commentID).locator('.fw-label--accepted').count(),
        0,
      );
      assert.equal(await answerStatus(page, unmarked.commentID), status(unmarked));
      await unroute();

      // POST /discussions/{id}/reactions (the original post)
      unroute = await faultOn(page, '/discussions/66/reactions', 'POST', fault.apply);
      await opVote().click();
      await failureToast(page, fault.name, 'discussion-react');
      assert.equal(await opVote().getAttribute('aria-pressed'), String(opBefore.includes('Up')));
      assert.deepEqual(await reactionsBy(page, '/discussions/66', me), opBefore);
      await unroute();

      // The report (POST /comments/{id}/reactions with a Flag reason): the dialog and reason stay.
      unroute = await faultOn(
        page,
        `/comments/${rejected.commentID}/reactions`,
        'POST',
        fault.apply,
      );
      await commentOf(page, rejected.commentID).getByRole('button', { name: 'Report' }).click();
      const dialog = page.getByRole('dialog', { name: 'Report' });
      await dialog.getByRole('radio', { name: 'Spam' }).check();
      await dialog.getByRole('button', { name: 'Send Report' }).click();
      await failureToast(page, fault.name, 'report');
      assert.equal(await dialog.count(), 1, `${fault.name}: the report stays open`);
      assert.equal(await dialog.getByRole('radio', { name: 'Spam' }).isChecked(), true);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      assert.deepEqual(await reactionsBy(page, `/comments/${rejected.commentID}`, me), []);
      await unroute();
      await titleBarWorks(page, `member ${fault.name}`);
    }

    // GET /discussions/{id} after a saved answer fails: the page keeps the discussion and the
    // answer is the server's; the answer is taken back through the API for the next fault.
    for (const fault of NOT_HANG) {
      await open(page, QUESTION);
      const unroute = await faultOn(page, '/discussions/66', 'GET', fault.apply);
      await accept().click();
      await commentOf(page, unmarked.commentID).locator('.fw-label--accepted').waitFor();
      await settle(page);
      assert.match((await widget(page).locator('h1').textContent()) ?? '', /move my forum/);
      assert.equal(await answerStatus(page, unmarked.commentID), 'accepted');
      await unroute();
      await dismissToasts(page);
      const back = { status: 'pending' };
      const reset = await api(page, 'PATCH', `/comments/${unmarked.commentID}/answer`, back);
      assert.equal(reset.status < 300, true, `${fault.name}: reset ${reset.status}`);
    }

    // A 408 of the answer counts as success (01 §7): nothing breaks, and after a reload the
    // page shows what the server has.
    await open(page, QUESTION);
    let unroute = await faultOn(
      page,
      `/comments/${unmarked.commentID}/answer`,
      'PATCH',
      F408.apply,
    );
    await accept().click();
    await settle(page);
    await unroute();
    await dismissToasts(page);
    const after408 = await answerStatus(page, unmarked.commentID);
    await open(page, QUESTION);
    assert.equal(
      await commentOf(page, unmarked.commentID).locator('.fw-label--accepted').count(),
      after408 === 'accepted' ? 1 : 0,
    );

    // A hanging answer waits (busy); the rest of the page works and the report then goes through.
    unroute = await faultOn(page, `/comments/${unmarked.commentID}/answer`, 'PATCH', HANG.apply);
    await accept().click();
    await accept().and(page.locator('[aria-busy="true"]')).waitFor();
    await commentOf(page, rejected.commentID).getByRole('button', { name: 'Report' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report' });
    await dialog.getByRole('radio', { name: 'Spam' }).check();
    await dialog.getByRole('button', { name: 'Send Report' }).click();
    await dialog.waitFor({ state: 'detached' });
    await until(async () =>
      (await reactionsBy(page, `/comments/${rejected.commentID}`, me)).includes('Spam'),
    );
    await titleBarWorks(page, 'member hang');
    await unroute();
    assert.deepEqual(await reactionsBy(page, '/discussions/66', me), opBefore);
    assert.deepEqual(pageErrors, []);
    await page.close();
  });
});
