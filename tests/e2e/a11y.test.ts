// axe-core on whole demo pages (legacy HTML and every widget on them), as a guest and as a
// member, on desktop and at 375 px. Widget tests check their own parts; this checks the pages.
//
// axe runs once per page state. Below 800 px only the title bar's markup changes (its compact
// layout, useIsCompact); the rest of every page is the same DOM at both widths (the product's
// other breakpoints are CSS that lays it out, or hides a mobile-hidden signature), so whole
// pages are checked at 1280 px and, at 375 px, the compact title bar.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import {
  api,
  closeHostAndBrowser,
  type DemoHost,
  openHostAndBrowser,
  runAxe,
  signIn,
} from './support/demoHost';
import { waitForApiIdle } from './support/network';
import { openVisit, rootOf, sweepPages, sweepVisits } from './support/sweepWidgets';

// The forum's own pages (with the widgets their server HTML holds). Each built-in widget's demo
// page, from tests/e2e/support/sweepTable.ts, is added where the sweeps go through every widget.
const PAGES = ['/', '/categories', '/categories/3', '/discussion/4/x', '/profile/member'];

let browser: Browser;
let host: DemoHost;
before(async () => ({ host, browser } = await openHostAndBrowser()));
after(() => closeHostAndBrowser({ host, browser }));

const TITLE_BAR = '[data-react="TitleBar"]';

describe('accessibility of the demo pages', () => {
  for (const who of ['guest', 'member'] as const) {
    it(`has no axe violations as a ${who} at 1280 px`, async () => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      if (who === 'member') await signIn(page, host, 'member');
      const found: string[] = [];
      for (const path of PAGES) {
        await page.goto(`${host.url}${path}`);
        await page.evaluate(() => window.ForumWidgets!.ready);
        // runAxe waits until the page's API calls have answered and its animations have ended.
        for (const v of await runAxe(page))
          found.push(`${path}: ${v.id} (${v.help}) at ${v.nodes.slice(0, 3).join(' | ')}`);
      }
      assert.deepEqual(found, []);
      await page.close();
    });
  }
});

describe('followed content', () => {
  // Its list holds closed discussions, whose titles once were #777 on white (4.48:1).
  it('has no axe violations on /profile/followed-content as a member at 1280 px', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(page, host, 'member');
    await page.goto(`${host.url}/profile/followed-content`);
    await page.evaluate(() => window.ForumWidgets!.ready);
    await page.locator('.fw-followed-item').first().waitFor();
    assert.ok(await page.locator('.Closed .Title').count(), 'the list shows closed discussions');
    const found = (await runAxe(page)).map((v) => `${v.id} (${v.help}) at ${v.nodes.join(' | ')}`);
    assert.deepEqual(found, []);
    await page.close();
  });
});

describe('375 px for every role', () => {
  // A moderator's or an admin's item rows hold more buttons (bulk select, edit countdown,
  // options) than a member's: they once pushed the discussion list to 469 px.
  // With the demo page of every built-in widget (widgets/builtins.ts, tests/e2e/support/sweepTable.ts).
  const WIDE_PAGES = [...new Set([...PAGES, ...sweepPages()])];
  it('scrolls no page sideways as a guest, member, moderator or admin; the compact title bar has no axe violations', async () => {
    const wide: string[] = [];
    const found: string[] = [];
    for (const role of [null, 'member', 'moderator', 'admin']) {
      const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
      if (role) await signIn(page, host, role);
      for (const path of WIDE_PAGES) {
        await page.goto(`${host.url}${path}`);
        await page.evaluate(() => window.ForumWidgets!.ready);
        await waitForApiIdle(page);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        if (width > 375) wide.push(`${role ?? 'guest'} ${path}: ${width} px`);
        // The part of the demo pages whose markup differs at 375 px, the same on every page: a
        // guest's and a member's compact title bar (the 1280 px test checks the rest).
        if ((role === null || role === 'member') && path === PAGES[0]) {
          await page.locator(`${TITLE_BAR} .fw-titleBar--compact`).waitFor();
          for (const v of await runAxe(page, TITLE_BAR))
            found.push(`${role ?? 'guest'} ${path}: ${v.id} (${v.help}) at ${v.nodes.join(' | ')}`);
        }
      }
      await page.close();
    }
    assert.deepEqual(wide, []);
    assert.deepEqual(found, []);
  });
});

describe('every built-in widget (widgets/builtins.ts)', () => {
  // Each widget on its demo page, as the user the table names, axe inside the widget only (the
  // pages as a whole are checked above). A built-in widget with no entry in
  // tests/e2e/support/sweepTable.ts fails here, by its name.
  it('has no axe violations inside each built-in widget on its demo page at 1280 px', async () => {
    const found: string[] = [];
    for (const visit of sweepVisits()) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      const undo = await openVisit(page, host, visit);
      for (const w of visit.widgets)
        for (const v of await runAxe(page, rootOf(w)))
          found.push(`${w.name} on ${visit.page}: ${v.id} (${v.help}) at ${v.nodes.join(' | ')}`);
      await undo();
      await page.close();
    }
    assert.deepEqual(found, []);
  });
});

/** IDs used more than once on the page (axe 4.14 no longer checks this by default). */
function duplicateIds(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const seen = new Map<string, number>();
    for (const el of document.querySelectorAll('[id]')) seen.set(el.id, (seen.get(el.id) ?? 0) + 1);
    return [...seen].filter(([, n]) => n > 1).map(([id, n]) => `${id} (${n} times)`);
  });
}

const EDITOR = '[role="textbox"][contenteditable="true"]';

/** Waits until the page's composers show their editors and the drafts list its rows. */
async function composerReady(page: Page, editors: number, draftsList: boolean): Promise<void> {
  await page.evaluate(() => window.ForumWidgets!.ready);
  await page.waitForFunction(([sel, n]) => document.querySelectorAll(sel).length >= n, [
    EDITOR,
    editors,
  ] as const);
  if (draftsList) await page.locator('.fw-draftsPage-item').first().waitFor();
}

/** axe's violations (unless `axe` is false) and duplicate ids on the page. */
async function findings(page: Page, where: string, axe = true): Promise<string[]> {
  const found = (axe ? await runAxe(page) : []).map(
    (v) => `${where}: ${v.id} (${v.help}) at ${v.nodes.slice(0, 3).join(' | ')}`,
  );
  for (const id of await duplicateIds(page)) found.push(`${where}: duplicate id ${id}`);
  return found;
}

describe('accessibility of the composer pages (issue 17)', () => {
  let discussionPath = '';
  let discussionID = 0;

  before(async () => {
    const page = await browser.newPage();
    await signIn(page, host, 'member');
    const res = await api<{ discussionID: number; url: string }>(page, 'POST', '/discussions', {
      name: 'Written to be read by everyone',
      body: JSON.stringify([
        { type: 'h2', children: [{ text: 'Heading' }] },
        { type: 'p', children: [{ text: 'Words in a paragraph.' }] },
      ]),
      format: 'rich2',
      categoryID: 1,
    });
    assert.equal(res.status, 201, JSON.stringify(res.json));
    discussionID = res.json.discussionID;
    discussionPath = new URL(res.json.url).pathname;
    await page.close();
  });

  // At 375 px these pages differ from 1280 px only in the compact title bar, which the demo
  // pages' 375 px test checks with axe: here duplicate ids and sideways scrolling.
  for (const width of [1280, 375]) {
    const axe = width === 1280;
    it(`has no ${axe ? 'axe violations, ' : ''}duplicate ids or sideways scrolling as a member at ${width} px`, async () => {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      await signIn(page, host, 'member');
      const pages: Array<[string, number, boolean]> = [
        ['/post/discussion/1', 1, false],
        [`/post/editdiscussion/${discussionID}`, 1, false],
        [discussionPath, 1, false],
        ['/drafts', 0, true],
      ];
      const found: string[] = [];
      for (const [path, editors, list] of pages) {
        await page.goto(`${host.url}${path}`);
        await composerReady(page, editors, list);
        await waitForApiIdle(page);
        found.push(...(await findings(page, path, axe)));
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        if (scrollWidth > width) found.push(`${path}: scrolls sideways (${scrollWidth} px)`);
      }
      assert.deepEqual(found, []);
      await page.close();
    });
  }

  it('has no axe violations or duplicate ids with two of each composer widget on a page', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(page, host, 'member');
    const second = (name: string, props: Record<string, unknown>): Promise<void> =>
      page.evaluate(
        ([n, p]) => {
          const el = document.createElement('div');
          el.setAttribute('data-react', n);
          el.setAttribute('data-props', JSON.stringify(p));
          document.getElementById('Content')!.append(el);
        },
        [name, props] as const,
      );
    const found: string[] = [];
    await page.goto(`${host.url}/post/discussion/1`);
    await composerReady(page, 1, false);
    await second('PostDiscussion', { categoryID: 1 });
    await composerReady(page, 2, false);
    found.push(...(await findings(page, 'two PostDiscussion')));
    await page.goto(`${host.url}${discussionPath}`);
    await composerReady(page, 1, false);
    await second('CommentBox', { discussionID });
    await composerReady(page, 2, false);
    found.push(...(await findings(page, 'two CommentBox')));
    await page.goto(`${host.url}/drafts`);
    await composerReady(page, 0, true);
    await second('DraftsPage', {});
    await page.waitForFunction(
      () => document.querySelectorAll('.fw-draftsPage-heading').length === 2,
    );
    await page
      .locator('[data-react="DraftsPage"]')
      .nth(1)
      .locator('.fw-draftsPage-item')
      .first()
      .waitFor();
    found.push(...(await findings(page, 'two DraftsPage')));
    assert.deepEqual(found, []);
    await page.close();
  });
});

describe('accessibility of the post page (issue 18)', () => {
  it('has no axe violations or duplicate ids with two DiscussionPage markers on a page', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(page, host, 'member');
    await page.goto(`${host.url}/discussion/65/a-long-thread-seventy-comments-for-the-pager`);
    await composerReady(page, 1, false);
    // The same thread again: its comment ids and landmark names must be numbered, not repeated.
    await page.evaluate(() => {
      const el = document.createElement('div');
      el.setAttribute('data-react', 'DiscussionPage');
      el.setAttribute('data-props', JSON.stringify({ discussionID: 65 }));
      document.getElementById('Content')!.append(el);
    });
    await page.waitForFunction(
      () =>
        document.querySelectorAll('.fw-discussionPage').length === 2 &&
        document.querySelectorAll('.fw-discussionPage .fw-commentList').length === 2,
    );
    await composerReady(page, 2, false);
    assert.equal(
      await page.getByRole('region', { name: 'Comments 2', exact: true }).count(),
      1,
      'the second thread has its own landmark name',
    );
    assert.deepEqual(await findings(page, 'two DiscussionPage'), []);
    await page.close();
  });
});
