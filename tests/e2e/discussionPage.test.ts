// Browser tests of the DiscussionPage widget (the post page, issue 18) on the real demo host, as
// a guest, a member, the asker of a question, a moderator, an admin and a banned user, by
// keyboard alone and at 375 px. Server state is checked through the API, not only the DOM.
// Seeded discussions (docs/demo-host.md): 65 has 70 comments (3 pages of 30), 66 is member's
// question with accepted/rejected/AI answers, 67 is closed, 68 is by the AI Assistant.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { screenshot, watchConsole } from './support/browser';
import {
  api,
  closeHostAndBrowser,
  type DemoHost,
  openHostAndBrowser,
  runAxe,
  signIn,
} from './support/demoHost';
import { waitForApiIdle } from './support/network';

let host: DemoHost;
let browser: Browser;
before(async () => ({ host, browser } = await openHostAndBrowser()));
after(() => closeHostAndBrowser({ host, browser }));

const LONG = '/discussion/65/a-long-thread-seventy-comments-for-the-pager';
const MEMBER_ID = 3;

interface Reaction {
  urlcode: string;
  count: number;
  hasReacted?: boolean;
}
interface Comment {
  commentID: number;
  body: string;
  insertUserID: number;
  reactions?: Reaction[];
  parentCommentID?: number | null;
}

type Session = Awaited<ReturnType<BrowserContext['storageState']>>;
/** Each user's cookies right after signing in through the form (no drafts or other storage yet). */
const sessions = new Map<string, Session>();

/**
 * A page of its own context, signed in as `user` (null: a guest), on `path`, with the thread
 * shown. A user signs in through the form once; later contexts start from that session.
 */
async function open(user: string | null, path: string, width = 1280): Promise<Page> {
  const storageState = user ? sessions.get(user) : undefined;
  const context = await browser.newContext({ viewport: { width, height: 900 }, storageState });
  const page = await context.newPage();
  // Its context goes with it. The last one may still be closing when the file's after hook
  // closes the browser (seen on a loaded machine): that rejection is no failure of the test.
  page.on('close', () => void context.close().catch(() => {}));
  pageErrors.set(page, watchConsole(page).pageErrors);
  if (user && !storageState) {
    await signIn(page, host, user);
    sessions.set(user, await context.storageState());
  }
  await page.goto(`${host.url}${path}`);
  await page.locator('.fw-discussionPage article.fw-comment').first().waitFor();
  return page;
}

const pageErrors = new WeakMap<Page, string[]>();

/** Closes a page of `open`, which must have thrown no uncaught error. */
async function done(page: Page): Promise<void> {
  assert.deepEqual(pageErrors.get(page), [], 'no uncaught page errors');
  await page.close();
}

/** The comment IDs the thread shows, in order. */
const shownIDs = (page: Page): Promise<number[]> =>
  page
    .locator('.fw-commentList article.fw-comment')
    .evaluateAll((els) => els.map((el) => Number(/^Comment_(\d+)/.exec(el.id)?.[1])));

const topPager = (page: Page): Locator =>
  page.getByRole('navigation', { name: 'Comment pages', exact: true });
const bottomPager = (page: Page): Locator =>
  page.getByRole('navigation', { name: 'Comment pages, bottom', exact: true });

/** Waits until the top pager says `text` ('31 - 60 of 70'). */
const result = (page: Page, text: string): Promise<void> =>
  topPager(page)
    .locator('.fw-pager-result', { hasText: new RegExp(`^${text}$`) })
    .waitFor();

async function listed(page: Page, query: string): Promise<Comment[]> {
  const res = await api<Comment[]>(page, 'GET', `/comments?${query}`);
  assert.equal(res.status, 200, JSON.stringify(res.json));
  return res.json;
}
const comment = (page: Page, id: number): Locator => page.locator(`article#Comment_${id}`);

/** The element with the focus is the thread's heading (where a page change puts it). */
const focusOnThreadTop = (page: Page): Promise<boolean> =>
  page.evaluate(
    () => document.activeElement?.classList.contains('fw-commentThread-heading') === true,
  );

/**
 * Waits until the comment box under the thread has mounted and decided what to show (no loader
 * left) and the page's API calls have answered: what it then lacks, it does not show.
 */
async function commentBoxDecided(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const box = document.querySelector('.fw-discussionPage [data-react="CommentBox"]');
    return box?.classList.contains('fw-root') === true && !box.querySelector('.fw-loader');
  });
  await waitForApiIdle(page);
}

async function axeClean(page: Page, state: string): Promise<void> {
  const found = await runAxe(page, '.fw-discussionPage');
  assert.deepEqual(
    found.map((v) => `${state}: ${v.id} (${v.help}) at ${v.nodes.slice(0, 3).join(' | ')}`),
    [],
  );
}

async function noSidewaysScroll(page: Page, what: string): Promise<void> {
  const width = await page.evaluate(() => document.scrollingElement!.scrollWidth);
  assert.ok(width <= 375, `${what}: no horizontal scroll at 375 px (${width} px)`);
}

/** Waits until the title bar has laid itself out for the width (compact under its breakpoint). */
async function settled(page: Page, compact: boolean): Promise<void> {
  await page.locator(compact ? '.fw-titleBar--compact' : '.fw-titleBar--full').waitFor();
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/**
 * Screenshots `name`-1280 and `name`-375 from the top of the page (the page is resized, checked
 * for sideways scrolling at 375 px, and given its first width back).
 */
async function bothWidths(page: Page, name: string): Promise<void> {
  const size = page.viewportSize()!;
  await page.mouse.move(0, 0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await settled(page, false);
  await screenshot(page, `${name}-1280`);
  await page.setViewportSize({ width: 375, height: 800 });
  await settled(page, true);
  await noSidewaysScroll(page, name);
  await screenshot(page, `${name}-375`);
  await page.setViewportSize(size);
  await settled(page, false);
}

describe('DiscussionPage as a guest', () => {
  it('reads the 3-page thread: next, previous, jump (digits only, clamped, empty keeps), the query kept, back and forward', async () => {
    const page = await open(null, `${LONG}?ref=mail`);
    await result(page, '1 - 30 of 70');
    await bottomPager(page).waitFor();
    assert.equal(await page.locator('.fw-commentThread-heading').innerText(), '70 Comments');
    const first = await listed(page, 'discussionID=65&page=1&limit=30');
    assert.deepEqual(
      await shownIDs(page),
      first.map((c) => c.commentID),
    );
    assert.match(await comment(page, first[0]!.commentID).innerText(), /Comment 1 of the long/);

    await topPager(page).getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/\/p2\?ref=mail$/);
    await result(page, '31 - 60 of 70');
    assert.match(await page.locator('.fw-commentList article').first().innerText(), /Comment 31 /);
    assert.ok(await focusOnThreadTop(page), 'focus moves to the thread top after a page change');

    // Jump: letters are dropped as typed, the page number is clamped.
    const jump = topPager(page).getByLabel('Page', { exact: true });
    await jump.pressSequentially('x3y');
    assert.equal(await jump.inputValue(), '3');
    await topPager(page).getByRole('button', { name: 'Go' }).click();
    await page.waitForURL(/\/p3\?ref=mail$/);
    await result(page, '61 - 70 of 70');
    await bottomPager(page).getByRole('button', { name: 'Previous' }).click();
    await page.waitForURL(/\/p2\?ref=mail$/);
    await result(page, '31 - 60 of 70');
    await jump.fill('99');
    await jump.press('Enter');
    await page.waitForURL(/\/p3\?ref=mail$/);
    await result(page, '61 - 70 of 70');
    // An empty jump keeps the page: no new history entry.
    const entries = await page.evaluate(() => history.length);
    await topPager(page).getByRole('button', { name: 'Go' }).click();
    await result(page, '61 - 70 of 70');
    assert.equal(await page.evaluate(() => history.length), entries);
    assert.match(page.url(), /\/p3\?ref=mail$/);

    // Back and forward (popstate) show the address's page.
    await page.goBack();
    await page.waitForURL(/\/p2\?ref=mail$/);
    await result(page, '31 - 60 of 70');
    await page.goBack();
    await page.waitForURL(/\/p3\?ref=mail$/);
    await result(page, '61 - 70 of 70');
    await page.goForward();
    await page.waitForURL(/\/p2\?ref=mail$/);
    await result(page, '31 - 60 of 70');
    const second = await listed(page, 'discussionID=65&page=2&limit=30');
    assert.deepEqual(
      await shownIDs(page),
      second.map((c) => c.commentID),
    );
    await done(page);
  });

  it('sorts through the address (?sort=, the default omitted) in the server order', async () => {
    const page = await open(null, `${LONG}/p2?ref=mail`);
    await result(page, '31 - 60 of 70');
    const orders: string[] = [];
    for (const sort of ['-score', '-experimentalTrending', '-dateInserted']) {
      await page.getByLabel('Sort by').selectOption(sort);
      await page.waitForURL((url) => url.search === `?ref=mail&sort=${sort}`);
      assert.doesNotMatch(page.url(), /\/p\d/, 'a new sort starts on page 1');
      await result(page, '1 - 30 of 70');
      const server = (await listed(page, `discussionID=65&page=1&limit=30&sort=${sort}`)).map(
        (c) => c.commentID,
      );
      await page.waitForFunction(
        (ids) =>
          [...document.querySelectorAll('.fw-commentList article.fw-comment')]
            .map((el) => el.id)
            .join() === ids.map((id) => `Comment_${id}`).join(),
        server,
      );
      orders.push(server.join());
    }
    await page.getByLabel('Sort by').selectOption('dateInserted');
    await page.waitForURL((url) => url.search === '?ref=mail' && !/\/p\d/.test(url.pathname));
    const oldest = (await listed(page, 'discussionID=65&page=1&limit=30')).map((c) => c.commentID);
    await page.waitForFunction(
      (first) => document.querySelector('.fw-commentList article')?.id === `Comment_${first}`,
      oldest[0],
    );
    orders.push(oldest.join());
    assert.equal(new Set(orders).size, 4, 'the four sorts are four different orders');
    // Reloaded, the address's sort is shown.
    await page.getByLabel('Sort by').selectOption('-score');
    await page.waitForURL(/sort=-score$/);
    await page.reload();
    await page.locator('.fw-commentList article').first().waitFor();
    assert.equal(await page.getByLabel('Sort by').inputValue(), '-score');
    await done(page);
  });

  it('lands on page 3 from /discussion/comment/{id}, the comment scrolled to and highlighted', async () => {
    const probe = await open(null, LONG);
    const third = await listed(probe, 'discussionID=65&page=3&limit=30');
    await done(probe);
    const target = third[5]!.commentID;
    const page = await open(null, `/discussion/comment/${target}`);
    await page.waitForURL(new RegExp(`/discussion/65/[^/]+/p3#Comment_${target}$`));
    await result(page, '61 - 70 of 70');
    const article = comment(page, target);
    await page.waitForFunction((id) => {
      const el = document.getElementById(`Comment_${id}`);
      if (!el) return false;
      const box = el.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight;
    }, target);
    assert.equal(await article.getAttribute('aria-current'), 'true');
    assert.match((await article.getAttribute('class')) ?? '', /fw-comment--highlighted/);
    await done(page);
  });

  it('shows sign-in prompts and no member controls; axe clean; screenshots', async () => {
    // The last page (10 comments and the bottom pager): a shorter page to check and capture.
    const page = await open(null, `${LONG}/p3`);
    await page.getByRole('link', { name: 'Sign in to comment' }).waitFor();
    assert.equal(await page.locator('[data-react="CommentBox"] [role="textbox"]').count(), 0);
    for (const name of ['Quote', 'Reply', 'Delete', 'Report', 'Accept Answer', 'Bookmark'])
      assert.equal(await page.getByRole('button', { name, exact: true }).count(), 0, name);
    assert.equal(await page.getByRole('button', { name: /^Edit/ }).count(), 0, 'no Edit');
    assert.equal(await page.getByRole('button', { name: 'Add Reaction' }).count(), 0);
    // The votes show the score but take no click.
    const ups = page.locator('.fw-discussionPage').getByRole('button', { name: 'Up', exact: true });
    assert.ok((await ups.count()) > 0);
    for (const up of await ups.all()) assert.equal(await up.isDisabled(), true);
    assert.equal(await page.locator('.fw-label--reports').count(), 0, 'no report counts');
    await axeClean(page, 'guest');
    await bothWidths(page, 'discussion-page-guest');
    await done(page);
  });
});

describe('DiscussionPage as a member', () => {
  it("reacts Up to a comment (the server's count follows) and takes it back", async () => {
    const page = await open('member', LONG);
    const target = (await listed(page, 'discussionID=65&page=1&limit=30')).find(
      (c) => c.insertUserID !== MEMBER_ID && !c.reactions?.some((r) => r.hasReacted),
    )!;
    const upOf = async (): Promise<Reaction> => {
      const res = await api<Comment>(page, 'GET', `/comments/${target.commentID}`);
      return res.json.reactions!.find((r) => r.urlcode === 'Up')!;
    };
    const before = await upOf();
    const up = comment(page, target.commentID).getByRole('button', { name: 'Up', exact: true });
    const [posted] = await Promise.all([
      page.waitForResponse(
        (r) =>
          r.request().method() === 'POST' &&
          r.url().endsWith(`/comments/${target.commentID}/reactions`),
      ),
      up.click(),
    ]);
    assert.ok(posted.ok(), `POST reactions: ${posted.status()}`);
    await page.waitForFunction(
      (el) => el?.getAttribute('aria-pressed') === 'true',
      await up.elementHandle(),
    );
    const after = await upOf();
    assert.deepEqual([after.count, after.hasReacted], [before.count + 1, true]);
    const [deleted] = await Promise.all([
      page.waitForResponse(
        (r) =>
          r.request().method() === 'DELETE' &&
          r.url().endsWith(`/comments/${target.commentID}/reactions/${MEMBER_ID}`),
      ),
      up.click(),
    ]);
    assert.ok(deleted.ok(), `DELETE reaction: ${deleted.status()}`);
    const back = await upOf();
    assert.deepEqual([back.count, back.hasReacted], [before.count, false]);
    await page.waitForFunction(
      (el) => el?.getAttribute('aria-pressed') === 'false',
      await up.elementHandle(),
    );
    await done(page);
  });

  let postedID = 0;
  it('replies to a comment with its quote: the new comment appears in place, no reload, and is on the server', async () => {
    const page = await open('member', '/discussion/68/x');
    const [quoted] = await listed(page, 'discussionID=68');
    const box = page.locator(
      '.fw-discussionPage-composer [role="textbox"][contenteditable="true"]',
    );
    await box.waitFor();
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    const article = comment(page, quoted!.commentID);
    await article.getByRole('button', { name: 'Reply', exact: true }).click();
    await page.getByRole('heading', { name: /^Reply to / }).waitFor();
    await article.getByRole('button', { name: 'Quote', exact: true }).click();
    await box.locator('blockquote').first().waitFor();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('Thanks, this answered it for me.');
    const [res] = await Promise.all([
      page.waitForResponse(
        (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/v2/comments',
      ),
      page.getByRole('button', { name: 'Post Comment' }).click(),
    ]);
    assert.equal(res.status(), 201, await res.text());
    assert.equal(
      (res.request().postDataJSON() as { parentCommentID?: number }).parentCommentID,
      quoted!.commentID,
      'posted as a reply to the comment',
    );
    postedID = ((await res.json()) as Comment).commentID;
    const mine = comment(page, postedID);
    await mine.getByText('Thanks, this answered it for me.').waitFor();
    assert.equal(await mine.locator('blockquote').count(), 1, 'the quote is in the comment');
    assert.equal(
      await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
      true,
      'no page reload',
    );
    const server = (await listed(page, 'discussionID=68')).find((c) => c.commentID === postedID);
    assert.ok(server, 'GET /comments has the new comment');
    assert.match(server.body, /<blockquote/);
    assert.match(server.body, /Thanks, this answered it for me\./);
    await page.locator('.fw-commentThread-heading', { hasText: '2 Comments' }).waitFor();
    await done(page);
  });

  it('edits its own comment in the window (saved on the server); an old own comment has no Edit and the server refuses', async () => {
    assert.ok(postedID > 0, 'the comment of the previous test');
    const page = await open('member', '/discussion/68/x');
    const mine = comment(page, postedID);
    await mine.getByRole('button', { name: /^Edit \(\d+ minutes?\)$/ }).click();
    const editor = mine.locator('[role="textbox"][contenteditable="true"]');
    await editor.waitFor();
    await editor.focus();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' Edited in time.');
    await mine.getByRole('button', { name: 'Save' }).click();
    await mine.locator('.fw-post-body', { hasText: 'Edited in time.' }).waitFor();
    const saved = await api<Comment>(page, 'GET', `/comments/${postedID}`);
    assert.match(saved.json.body, /Edited in time\./);

    // The member's seeded comments on 65 are months old: past garden.editTimeout (3600 s).
    await page.goto(`${host.url}${LONG}`);
    await page.locator('.fw-commentList article').first().waitFor();
    const old = (await listed(page, 'discussionID=65&page=1&limit=30')).find(
      (c) => c.insertUserID === MEMBER_ID,
    )!;
    assert.ok(old, 'a seeded comment of member on page 1');
    const oldArticle = comment(page, old.commentID);
    await oldArticle
      .getByRole('button', { name: 'Permalink' })
      .or(oldArticle.getByRole('link', { name: /Permalink/ }))
      .first()
      .waitFor();
    assert.equal(await oldArticle.getByRole('button', { name: /^Edit/ }).count(), 0);
    const refused = await api(page, 'PATCH', `/comments/${old.commentID}`, {
      body: '<p>Too late.</p>',
      format: 'html',
    });
    assert.equal(refused.status, 403, JSON.stringify(refused.json));
    assert.doesNotMatch(
      (await api<Comment>(page, 'GET', `/comments/${old.commentID}`)).json.body,
      /Too late/,
    );
    await done(page);
  });

  it('follows a permalink on the page: the address bar has its hash and the comment is highlighted; axe clean; screenshots', async () => {
    const page = await open('member', `${LONG}/p2`);
    const id = (await shownIDs(page))[3]!;
    const entries = await page.evaluate(() => history.length);
    await comment(page, id)
      .getByRole('link', { name: /Permalink/ })
      .click();
    await page.waitForURL(new RegExp(`/p2#Comment_${id}$`));
    assert.equal(await page.evaluate(() => history.length), entries + 1);
    await page.locator(`article#Comment_${id}[aria-current="true"]`).waitFor();
    await axeClean(page, 'member');
    await page.goto(`${host.url}${LONG}/p3`);
    await page.locator('.fw-commentList article').first().waitFor();
    await page.locator('.fw-discussionPage-composer [role="textbox"]').waitFor();
    await bothWidths(page, 'discussion-page-member');
    await done(page);
  });
});

describe('DiscussionPage as the asker of question 66', () => {
  it('rejects the accepted answer and accepts another: the label and statusID follow', async () => {
    const page = await open('member', '/discussion/66/x');
    const status = async (): Promise<number> =>
      (await api<{ statusID: number }>(page, 'GET', '/discussions/66')).json.statusID;
    const label = page.locator('.fw-originalPost .fw-label--qna');
    assert.equal(await status(), 3);
    assert.equal(await label.innerText(), 'Answered ✓');
    const answers = await listed(page, 'discussionID=66');
    const accepted = page.locator('article.fw-comment', {
      has: page.locator('.fw-label--accepted'),
    });
    assert.equal(await accepted.count(), 1);
    const acceptedID = Number((await accepted.getAttribute('id'))!.slice('Comment_'.length));
    await accepted.getByRole('button', { name: 'Reject Answer' }).click();
    await comment(page, acceptedID).locator('.fw-label--rejected').waitFor();
    // No accepted answer left, unmarked ones remain: Answered (statusID 2).
    await label.filter({ hasText: /^Answered$/ }).waitFor();
    assert.equal(await status(), 2);

    const ai = answers.find((c) => c.insertUserID === 11)!;
    await comment(page, ai.commentID).getByRole('button', { name: 'Accept Answer' }).click();
    await comment(page, ai.commentID).locator('.fw-label--accepted').waitFor();
    await label.filter({ hasText: /^Answered ✓$/ }).waitFor();
    assert.equal(await status(), 3);
    const answer = async (id: number): Promise<string | undefined> =>
      (await api<{ attributes?: { answer?: { status?: string } } }>(page, 'GET', `/comments/${id}`))
        .json.attributes?.answer?.status;
    assert.equal(await answer(acceptedID), 'rejected');
    assert.equal(await answer(ai.commentID), 'accepted');
    await bothWidths(page, 'discussion-page-question');
    await done(page);
  });
});

describe('DiscussionPage as a moderator', () => {
  it("sees the report count of 65's reported comment; axe clean; screenshots", async () => {
    const page = await open('moderator', LONG);
    const fifth = (await listed(page, 'discussionID=65&page=1&limit=30'))[4]!;
    const reports = comment(page, fifth.commentID).getByRole('link', { name: '2 Reports' });
    await reports.waitFor();
    assert.match(
      (await reports.getAttribute('href')) ?? '',
      new RegExp(`recordType=comment&recordID=${fifth.commentID}`),
    );
    assert.equal(await page.locator('.fw-label--reports').count(), 1, 'only the reported one');
    await axeClean(page, 'moderator');
    await bothWidths(page, 'discussion-page-moderator');
    await done(page);
  });

  it("fits the original post's long options menu into a 720 px high window: it scrolls inside, End reaches its last item", async () => {
    const page = await open('moderator', '/discussion/6');
    await page.setViewportSize({ width: 1280, height: 720 });
    const button = page.getByRole('button', { name: 'Discussion Options' }).first();
    await button.scrollIntoViewIfNeeded();
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await menu.getByRole('menuitem').first().waitFor();
    await page.waitForFunction(() => {
      const box = document.querySelector('[role="menu"]')?.getBoundingClientRect();
      return box !== undefined && box.top >= 0 && box.bottom <= innerHeight;
    });
    const { scrolls } = await menu.evaluate((el) => ({
      scrolls: el.scrollHeight > el.clientHeight,
    }));
    assert.ok(scrolls, 'the menu is taller than the room and scrolls inside');
    await page.keyboard.press('End');
    const last = menu.getByRole('menuitem').last();
    assert.ok(
      await last.evaluate((el) => el === document.activeElement),
      'End focuses the last item',
    );
    const inView = await last.evaluate((el) => {
      const item = el.getBoundingClientRect();
      const box = el.closest('[role="menu"]')!.getBoundingClientRect();
      return item.top >= box.top - 1 && item.bottom <= box.bottom + 1 && item.bottom <= innerHeight;
    });
    assert.ok(inView, 'the last item is scrolled into sight');
    await screenshot(page, 'discussion-page-options-720');
    await done(page);
  });

  it('deletes a comment after confirming: a tombstone, and 404 from the server', async () => {
    const page = await open('moderator', '/discussion/67/x');
    const [target] = await listed(page, 'discussionID=67');
    const article = comment(page, target!.commentID);
    await article.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Comment' });
    await dialog.getByText('Are you sure you want to delete this comment?').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    assert.equal((await api(page, 'GET', `/comments/${target!.commentID}`)).status, 200);
    await article.getByRole('button', { name: 'Delete', exact: true }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await dialog.waitFor({ state: 'detached' });
    await article.getByText('This comment has been deleted.').waitFor();
    assert.equal(await article.getAttribute('aria-label'), 'Deleted comment');
    assert.equal((await api(page, 'GET', `/comments/${target!.commentID}`)).status, 404);
    await bothWidths(page, 'discussion-page-tombstone');
    await done(page);
  });

  it('comments on closed 67 (discussions.close), which a member may not', async () => {
    const member = await open('member', '/discussion/67/x');
    await member.getByText('This discussion has been closed.').waitFor();
    await commentBoxDecided(member);
    assert.equal(await member.locator('[data-react="CommentBox"] [role="textbox"]').count(), 0);
    await done(member);

    const page = await open('moderator', '/discussion/67/x');
    await page.getByText('This discussion has been closed.').waitFor();
    const box = page.locator(
      '.fw-discussionPage-composer [role="textbox"][contenteditable="true"]',
    );
    await box.click();
    await page.keyboard.type('Reopening is not planned.');
    await page.getByRole('button', { name: 'Post Comment' }).click();
    await page
      .locator('.fw-commentList article.fw-comment', { hasText: 'Reopening is not planned.' })
      .waitFor();
    const server = await listed(page, 'discussionID=67');
    assert.ok(server.some((c) => /Reopening is not planned\./.test(c.body)));
    await done(page);
  });
});

describe('DiscussionPage as an admin', () => {
  it("closes the discussion from the original post's options menu (saved), and opens a reaction log", async () => {
    const page = await open('admin', '/discussion/68/x');
    const post = page.locator('.fw-originalPost');
    await post.getByRole('button', { name: 'Discussion Options' }).click();
    const [saved] = await Promise.all([
      page.waitForResponse(
        (r) => r.request().method() === 'PATCH' && /\/discussions\/68(\?|$)/.test(r.url()),
      ),
      page.getByRole('menuitem', { name: 'Close', exact: true }).click(),
    ]);
    assert.ok(saved.ok(), `PATCH: ${saved.status()}`);
    assert.equal(
      (await api<{ closed: boolean }>(page, 'GET', '/discussions/68')).json.closed,
      true,
    );
    await post.locator('.fw-label--closed').waitFor();
    await post.getByRole('button', { name: 'Discussion Options' }).click();
    await page.getByRole('menuitem', { name: 'Reopen', exact: true }).click();
    await post.locator('.fw-label--closed').waitFor({ state: 'detached' });
    assert.equal(
      (await api<{ closed: boolean }>(page, 'GET', '/discussions/68')).json.closed,
      false,
    );

    await page.locator('.fw-commentList .fw-reactionLogButton').first().click();
    const log = page.getByRole('dialog', { name: 'Reaction Log' });
    await log.waitFor();
    await page.keyboard.press('Escape');
    await log.waitFor({ state: 'detached' });
    await done(page);
  });
});

describe('DiscussionPage as a banned user', () => {
  it('has no comment box and no reactions, and the server refuses a reaction', async () => {
    const page = await open('banned-user', LONG);
    await commentBoxDecided(page);
    assert.equal(await page.locator('[data-react="CommentBox"] [role="textbox"]').count(), 0);
    assert.equal(await page.getByRole('link', { name: 'Sign in to comment' }).count(), 0);
    for (const name of ['Quote', 'Reply', 'Add Reaction'])
      assert.equal(await page.getByRole('button', { name, exact: true }).count(), 0, name);
    const ups = page.locator('.fw-commentList').getByRole('button', { name: 'Up', exact: true });
    for (const up of await ups.all()) assert.equal(await up.isDisabled(), true);
    const [first] = await shownIDs(page);
    const res = await api(page, 'POST', `/comments/${first}/reactions`, { reactionType: 'Up' });
    assert.equal(res.status, 403);
    await done(page);
  });
});

describe('DiscussionPage by keyboard alone', () => {
  /** Presses Tab until `matches` holds for the focused element (at most `max` presses). */
  async function tabTo(page: Page, what: string, matches: string, max = 80): Promise<void> {
    for (let i = 0; i < max; i++) {
      if (await page.evaluate((sel) => document.activeElement?.matches(sel) === true, matches))
        return;
      await page.keyboard.press('Tab');
    }
    assert.fail(`${what} is not reached by Tab`);
  }

  it('sorts, pages, jumps and opens a comment action without a mouse; focus goes to the thread top', async () => {
    const page = await open('member', LONG);
    await tabTo(page, 'the sort select', '.fw-commentThread-top select');
    await page.keyboard.press('ArrowDown'); // Oldest → Newest
    await page.waitForURL(/\?sort=-dateInserted$/);
    await result(page, '1 - 30 of 70');
    await tabTo(page, 'Next', '.fw-commentThread-top .fw-pager button:nth-of-type(2)');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/p2\?sort=-dateInserted$/);
    await result(page, '31 - 60 of 70');
    assert.ok(await focusOnThreadTop(page), 'focus on the thread top after Next');
    await tabTo(page, 'the jump field', '.fw-commentThread-top .fw-pager input');
    await page.keyboard.type('3');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/p3\?sort=-dateInserted$/);
    await result(page, '61 - 70 of 70');
    assert.ok(await focusOnThreadTop(page), 'focus on the thread top after a jump');
    // The first comment's Add Reaction menu, by keyboard.
    await tabTo(page, "a comment's Add Reaction", '.fw-commentList .fw-reaction--add');
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await menu.waitFor();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    // Quote, by keyboard: the box receives the quote.
    await tabTo(page, 'Quote', '.fw-commentList .fw-post-actions button.fw-button--text');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Quote');
    await page.keyboard.press('Enter');
    await page.locator('.fw-discussionPage-composer [role="textbox"] blockquote').first().waitFor();
    await done(page);
  });
});
