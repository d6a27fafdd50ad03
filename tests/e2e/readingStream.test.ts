// The reading stream on the post page (issue 37 §1, §2, §4), on the seed's thread of 340
// comments (12 server pages of 30): scrolling from page 1 to the end loads every page once and
// in order, with no comment missing or twice; the address follows the page in view; a reload
// comes back to the same comment; at most five pages are drawn; pages loaded above the reader
// shift nothing; `j`/`k` read across a page boundary; shortcuts turned off stay off; a member
// with read history opens at the first unread comment; 375 px, axe and a strict CSP.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Locator, Page, Request } from 'playwright-core';
import { screenshot, SCREENSHOTS, watchConsole, watchCsp } from './support/browser';
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

/** The seed's stream thread: 340 comments, 30 a page on the demo host. */
const THREAD = 71;
const COMMENTS = 340;
const PER_PAGE = 30;
const PAGES = Math.ceil(COMMENTS / PER_PAGE);
const PATH = `/discussion/${THREAD}/a-very-long-thread-340-comments-for-the-reading-stream`;

const newContext = (user: string | null | undefined, width?: number): Promise<BrowserContext> =>
  memberContext(browser, host, user, width);

const thread = (page: Page): Locator => page.getByRole('region', { name: 'Comments' });
const segment = (page: Page, n: number): Locator =>
  thread(page).locator(`.fw-commentPage[data-page="${n}"]`);

/** Opens a path of the thread with a strict CSP and waits for its comments. */
async function open(page: Page, suffix = ''): Promise<void> {
  const [path, hash] = suffix.split('#');
  const query = path!.includes('?') ? '&csp=strict' : '?csp=strict';
  await page.goto(`${host.url}${PATH}${path}${query}${hash ? `#${hash}` : ''}`);
  await thread(page).locator('.fw-commentList-item').first().waitFor();
}

/** The comment IDs of the thread in order, from the API (the truth the stream must show). */
async function allIDs(page: Page): Promise<number[]> {
  const ids: number[] = [];
  for (let p = 1; p <= Math.ceil(COMMENTS / 100); p++) {
    const res = await api<Array<{ commentID: number }>>(
      page,
      'GET',
      `/comments?discussionID=${THREAD}&limit=100&page=${p}`,
    );
    ids.push(...res.json.map((c) => c.commentID));
  }
  return ids;
}

/** The IDs a drawn page shows. */
function idsOn(page: Page, n: number): Promise<number[]> {
  return segment(page, n)
    .locator('.fw-commentList-item')
    .evaluateAll((items) => items.map((li) => Number(li.getAttribute('data-comment-id'))));
}

/** Scrolls the bottom of page `n` into view (the stream then loads the next). */
async function scrollToEndOf(page: Page, n: number): Promise<void> {
  await segment(page, n).evaluate((el) => {
    const items = el.querySelectorAll('.fw-commentList-item');
    items[items.length - 1]?.scrollIntoView({ block: 'end' });
  });
}

/** The comment pages the page asked the server for, in order. */
function watchPageRequests(page: Page): number[] {
  const asked: number[] = [];
  page.on('request', (req: Request) => {
    const url = new URL(req.url());
    const params = url.searchParams;
    if (
      url.pathname === '/api/v2/comments' &&
      params.get('discussionID') === String(THREAD) &&
      params.get('limit') === String(PER_PAGE)
    )
      asked.push(Number(params.get('page')));
  });
  return asked;
}

/** The first comment whose bottom is below the title bar: the one the reader is at. */
function commentAtTop(page: Page): Promise<{ id: number; top: number }> {
  return page.evaluate(() => {
    const line = 80;
    for (const li of document.querySelectorAll<HTMLElement>('.fw-commentList-item')) {
      const box = li.getBoundingClientRect();
      if (box.bottom > line) return { id: Number(li.dataset.commentId), top: box.top };
    }
    return { id: 0, top: 0 };
  });
}

describe('the reading stream on the post page', () => {
  it('scrolls from page 1 to the end: every page once and in order, the address follows, five pages drawn at most', async () => {
    const context = await newContext(undefined);
    const page = await context.newPage();
    const { pageErrors } = watchConsole(page);
    const csp = await watchCsp(page);
    const asked = watchPageRequests(page);
    await open(page);
    const expected = await allIDs(page);
    assert.equal(expected.length, COMMENTS);
    const seen: number[] = [...(await idsOn(page, 1))];
    let mostDrawn = 0;
    let mostNodes = 0;
    for (let n = 1; n < PAGES; n++) {
      await scrollToEndOf(page, n);
      await segment(page, n + 1)
        .locator('.fw-commentList-item')
        .first()
        .waitFor();
      seen.push(...(await idsOn(page, n + 1)));
      const counts = await page.evaluate(() => ({
        drawn: document.querySelectorAll('.fw-commentPage:not([data-collapsed])').length,
        nodes: document.querySelectorAll('*').length,
      }));
      mostDrawn = Math.max(mostDrawn, counts.drawn);
      mostNodes = Math.max(mostNodes, counts.nodes);
      // The address follows the page in view.
      await page.waitForURL((url) => /\/p\d+$/.test(url.pathname) || n === 1);
    }
    await scrollToEndOf(page, PAGES);
    await page.waitForURL((url) => url.pathname.endsWith(`/p${PAGES}`));
    assert.deepEqual(seen, expected, 'every comment once, in order');
    assert.deepEqual(
      asked,
      Array.from({ length: PAGES - 1 }, (_, i) => i + 2),
      'pages 2… asked once each',
    );
    assert.ok(mostDrawn <= 5, `at most five pages drawn (saw ${mostDrawn})`);
    console.log(`reading stream: ${mostDrawn} pages drawn at most, ${mostNodes} DOM nodes at most`);
    assert.ok(mostNodes < 9000, `DOM stays bounded (${mostNodes} nodes)`);
    assert.deepEqual(await csp(), []);
    assert.deepEqual(pageErrors, []);
    await context.close();
  });

  it('comes back to the same comment on reload, after the address followed to its page', async () => {
    const context = await newContext(undefined);
    const page = await context.newPage();
    await open(page);
    await scrollToEndOf(page, 1);
    const second = segment(page, 2).locator('.fw-commentList-item');
    await second.first().waitFor();
    // The reader reads on to the 8th comment of page 2.
    await second
      .nth(7)
      .locator('article')
      .evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await page.waitForURL((url) => url.pathname.endsWith('/p2'));
    const at = await commentAtTop(page);
    assert.equal(at.id, Number(await second.nth(7).getAttribute('data-comment-id')));
    await page.waitForFunction(
      (id) =>
        Object.keys(sessionStorage).some((k) =>
          sessionStorage.getItem(k)?.includes(`"commentID":${id}`),
        ),
      at.id,
    );
    await page.reload();
    await page.locator(`#Comment_${at.id}`).waitFor();
    await page.waitForFunction((id) => {
      const box = document.getElementById(`Comment_${id}`)!.getBoundingClientRect();
      return box.top >= 0 && box.top < 120;
    }, at.id);
    assert.ok(new URL(page.url()).pathname.endsWith('/p2'));
    await context.close();
  });

  it('loads the page above when the reader scrolls up from a later page, shifting nothing (CLS ≤ 0.02)', async () => {
    const context = await newContext(undefined);
    const page = await context.newPage();
    await open(page, '/p5');
    await page.evaluate(() => {
      (window as unknown as { __cls: number }).__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<
          PerformanceEntry & { value: number; hadRecentInput: boolean }
        >)
          if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
      }).observe({ type: 'layout-shift', buffered: false });
    });
    // Into page 5 (a script's scroll loads nothing above), then the reader's own wheel a little
    // up: page 4 is loaded above without moving what they read by more than their 40 px.
    const item = segment(page, 5).locator('.fw-commentList-item').nth(4);
    await item.locator('article').evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await page.evaluate(
      () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
    );
    assert.equal(await segment(page, 4).count(), 0, 'nothing above before the reader scrolls');
    const before = await item.evaluate((el) => el.getBoundingClientRect().top);
    await page.mouse.move(400, 400);
    await page.mouse.wheel(0, -40);
    await segment(page, 4).locator('.fw-commentList-item').first().waitFor();
    // Two frames: the anchoring adjustment is in the frame that drew page 4.
    await page.evaluate(
      () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
    );
    const afterTop = await item.evaluate((el) => el.getBoundingClientRect().top);
    const moved = afterTop - before;
    assert.ok(
      moved >= 0 && moved <= 42,
      `the comment read moved only with the wheel (${moved} px)`,
    );
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
    assert.ok(cls <= 0.02, `CLS ${cls}`);
    assert.ok(
      new URL(page.url()).pathname.endsWith('/p5'),
      'the address still names the page in view',
    );
    // The button loads an earlier page too, for keyboard and screen reader users.
    const earlier = thread(page).getByRole('button', { name: 'Show page 3' });
    await earlier.focus();
    await page.keyboard.press('Enter');
    await segment(page, 3).locator('.fw-commentList-item').first().waitFor();
    await context.close();
  });

  it('reads on with j across a page boundary and back with k, keyboard only', async () => {
    const context = await newContext(undefined);
    const page = await context.newPage();
    await open(page);
    const expected = await allIDs(page);
    const focused = (): Promise<number> =>
      page.evaluate(() =>
        Number(document.activeElement?.closest('li')?.getAttribute('data-comment-id') ?? 0),
      );
    // The original post first, then the comments of page 1 one by one.
    await page.keyboard.press('j');
    for (let i = 0; i < PER_PAGE; i++) {
      await page.keyboard.press('j');
      await page.waitForFunction(
        (id) =>
          document.activeElement?.closest('li')?.getAttribute('data-comment-id') === String(id),
        expected[i],
      );
    }
    // Past the end of page 1: the next page's first comment, whether it had loaded or not.
    await page.keyboard.press('j');
    await page.waitForFunction(
      (id) => document.activeElement?.closest('li')?.getAttribute('data-comment-id') === String(id),
      expected[PER_PAGE],
    );
    assert.equal(await focused(), expected[PER_PAGE]);
    // The focused comment is below the title bar and in the window.
    const box = await page.evaluate(
      () => document.activeElement!.getBoundingClientRect().toJSON() as DOMRect,
    );
    assert.ok(box.top >= 0 && box.top < 800, `in view (${box.top})`);
    await page.keyboard.press('k');
    await page.waitForFunction(
      (id) => document.activeElement?.closest('li')?.getAttribute('data-comment-id') === String(id),
      expected[PER_PAGE - 1],
    );
    await context.close();
  });

  it('moves nothing with j when the visitor turned the single-key shortcuts off', async () => {
    const context = await newContext(undefined);
    const page = await context.newPage();
    await page.addInitScript(() =>
      localStorage.setItem(
        'forum-widgets:shortcuts',
        JSON.stringify({ v: 1, enabled: false, keys: {} }),
      ),
    );
    await open(page);
    const y = await page.evaluate(() => scrollY);
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    assert.equal(
      await page.evaluate(() => document.activeElement?.closest('.fw-comment, .fw-originalPost')),
      null,
    );
    assert.equal(await page.evaluate(() => scrollY), y);
    await context.close();
  });

  it('opens a member with read history at the first unread comment from the list’s "new" link', async () => {
    const context = await newContext('ana-garcia');
    const page = await context.newPage();
    await page.goto(`${host.url}/discussions`);
    const read = await api<{ countCommentsRead: number }>(
      page,
      'PUT',
      `/discussions/${THREAD}/read`,
      {
        countCommentsRead: 100,
      },
    );
    assert.equal(read.status, 200);
    const expected = await allIDs(page);
    await open(page, '#unread');
    // Comment 101 is the first unread: page 4 of 30, in view and focused; the address names page 4.
    const first = expected[100]!;
    await page.waitForFunction(
      (id) => document.activeElement?.closest('li')?.getAttribute('data-comment-id') === String(id),
      first,
    );
    assert.ok(new URL(page.url()).pathname.endsWith('/p4'));
    assert.equal(new URL(page.url()).hash, '');
    const top = await page
      .locator(`#Comment_${first}`)
      .evaluate((el) => el.getBoundingClientRect().top);
    assert.ok(top >= 0 && top < 120, `at the top of the window (${top})`);
    await context.close();
  });

  it('at 375 px: no sideways scroll, axe clean with pages appended', async () => {
    const context = await newContext('member', 375);
    const page = await context.newPage();
    await open(page);
    await scrollToEndOf(page, 1);
    await segment(page, 2).locator('.fw-commentList-item').first().waitFor();
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(wide <= 375, `no sideways scroll (${wide})`);
    await screenshot(page, 'reading-stream-375');
    if (SCREENSHOTS) {
      await segment(page, 1).locator('.fw-commentList-item').nth(0).scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollBy(0, -260));
      await page.screenshot({ path: 'tests/e2e/screenshots/discussion-page-stream-375.png' });
    }
    assert.deepEqual(await runAxe(page, '[data-react="DiscussionPage"]'), []);
    await context.close();
  });

  it('the timeline: the position follows the reader; Last post, First post and the slider jump', async () => {
    const context = await newContext(undefined);
    const page = await context.newPage();
    const csp = await watchCsp(page);
    await open(page);
    const expected = await allIDs(page);
    const timeline = page.getByRole('navigation', { name: 'Timeline' });
    await timeline.getByText(`1 / ${COMMENTS}`).waitFor();
    const inView = (id: number): Promise<unknown> =>
      page.waitForFunction((c) => {
        const box = document.getElementById(`Comment_${c}`)?.getBoundingClientRect();
        return box !== undefined && box.top >= 0 && box.top < innerHeight;
      }, id);
    // Last post: page 12 is loaded and its last comment brought into view and focused, as a
    // skip link would (the slider's keys below keep the focus on the slider).
    await timeline.getByRole('button', { name: 'Last post' }).click();
    await page.waitForURL((url) => url.pathname.endsWith(`/p${PAGES}`));
    await inView(expected[COMMENTS - 1]!);
    await page.waitForFunction(
      (id) => document.activeElement?.closest('li')?.getAttribute('data-comment-id') === String(id),
      expected[COMMENTS - 1]!,
    );
    // The slider, keyboard only: Home goes back to the first comment, on page 1.
    const slider = timeline.getByRole('slider');
    await slider.focus();
    await page.keyboard.press('Home');
    await page.waitForURL((url) => !/\/p\d+$/.test(url.pathname));
    await inView(expected[0]!);
    await timeline.getByText(`1 / ${COMMENTS}`).waitFor();
    // PageDown moves ten comments on: the 11th is at the top.
    await slider.focus();
    await page.keyboard.press('PageDown');
    await inView(expected[10]!);
    await timeline.getByText(`11 / ${COMMENTS}`).waitFor();
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('role')), 'slider');
    await screenshot(page, 'reading-stream-timeline');
    // The window as the reader sees it, for docs/widgets/discussion-page.md.
    if (SCREENSHOTS)
      await page.screenshot({ path: 'tests/e2e/screenshots/discussion-page-stream-1280.png' });
    assert.deepEqual(await csp(), []);
    assert.deepEqual(await runAxe(page, '[data-react="DiscussionPage"]'), []);
    await context.close();
  });
});
