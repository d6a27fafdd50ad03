// The discussion list, live (issue 36 §3, §5): another member's new discussion shows the
// "1 new discussion" button within 2 s, which inserts it at the top; a comment updates a listed
// discussion's count in place; nothing shifts (CLS ≤ 0.02 while events arrive); a guest hears
// nothing of a private category; a category list ignores other categories. Strict CSP, axe,
// 375 px and the keyboard on the way.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { screenshot, watchConsole } from './support/browser';
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

/** The seed's private category: moderators and administrators only. */
const STAFF_LOUNGE = 8;
const GENERAL = 1;
const HELP = 3;
const isStream = (r: Request): boolean => new URL(r.url()).pathname === '/api/v2/events';

const context = (name: string | null | undefined, width?: number): Promise<BrowserContext> =>
  memberContext(browser, host, name, width);

/** Records CSP violations and layout shifts (without recent input) from the first byte. */
async function watchPage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[]; __cls: number };
    w.__csp = [];
    w.__cls = 0;
    document.addEventListener('securitypolicyviolation', (e) => {
      w.__csp.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
    });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean }
      >)
        if (!entry.hadRecentInput) w.__cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
const cls = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { __cls: number }).__cls);
const cspViolations = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);

/** Opens a list page and waits until its tab holds (or hears) the stream. */
async function openList(ctx: BrowserContext, path: string): Promise<Page> {
  const page = await ctx.newPage();
  await watchPage(page);
  const stream = page.waitForRequest(isStream);
  await page.goto(`${host.url}${path}${path.includes('?') ? '&' : '?'}csp=strict`);
  await page.locator('.fw-discussionItem').first().waitFor();
  await stream;
  return page;
}

async function postDiscussion(poster: Page, name: string, categoryID: number): Promise<number> {
  const res = await api<{ discussionID: number }>(poster, 'POST', '/discussions', {
    name,
    body: JSON.stringify([{ type: 'p', children: [{ text: 'Posted while you read.' }] }]),
    format: 'rich2',
    categoryID,
  });
  assert.equal(res.status, 201, JSON.stringify(res.json));
  return res.json.discussionID;
}

async function comment(poster: Page, discussionID: number): Promise<void> {
  const res = await api(poster, 'POST', '/comments', {
    discussionID,
    body: JSON.stringify([{ type: 'p', children: [{ text: 'A reply.' }] }]),
    format: 'rich2',
  });
  assert.equal(res.status, 201, JSON.stringify(res.json));
}

/** The ID of the first listed discussion that is not pinned or announced. */
async function firstListedID(page: Page): Promise<number> {
  const id = await page
    .locator('.fw-discussionItem:not(.fw-discussionItem--announced) .fw-discussionItem-title')
    .first()
    .getAttribute('id');
  return Number(/\d+/.exec(id ?? '')?.[0]);
}

/** The page's request that fetches listed discussions again by ID (an update in place). */
const refetchOf = (page: Page, discussionID: number): Promise<Request> =>
  page.waitForRequest((r) => {
    const url = new URL(r.url());
    return (
      url.pathname === '/api/v2/discussions' &&
      url.searchParams.getAll('discussionID[]').includes(String(discussionID))
    );
  });

const newButton = (page: Page) => page.getByRole('button', { name: /new discussions?$/ });

describe('the discussion list, live', () => {
  it('shows new discussions behind a button, inserts them, updates counts in place', async () => {
    const reader = await context('member');
    const writer = await context('member2');
    try {
      const page = await openList(reader, '/discussions');
      const errors = watchConsole(page);
      const poster = await writer.newPage();
      await poster.goto(`${host.url}/discussions`);

      // The page's own load shifts are not the events' doing: count from here on.
      await page.evaluate(() => new Promise(requestAnimationFrame));
      const atLoad = await cls(page);
      await page.evaluate(() => {
        (window as unknown as { __cls: number }).__cls = 0;
      });
      console.log(`# CLS of the page's load (not asserted): ${atLoad.toFixed(4)}`);
      // A comment on a listed discussion: its count changes in place, nothing moves.
      const listedID = await firstListedID(page);
      const row = page.locator(`li[aria-labelledby="fw-discussion-${listedID}-title"]`);
      const countText = async (): Promise<number> =>
        Number(/([\d,]+) comments?/.exec(await row.innerText())?.[1]?.replace(',', '') ?? -1);
      const before = await countText();
      const order = await page.locator('.fw-discussionItem-title').allInnerTexts();
      const refetched = refetchOf(page, listedID);
      await comment(poster, listedID);
      await (await refetched).response();
      await page.waitForFunction(
        ([id, n]) =>
          new RegExp(`\\b${n} comments?`).test(
            document.querySelector<HTMLElement>(`li[aria-labelledby="fw-discussion-${id}-title"]`)
              ?.innerText ?? '',
          ),
        [listedID, before + 1] as const,
        { timeout: 10_000 },
      );
      assert.deepEqual(await page.locator('.fw-discussionItem-title').allInnerTexts(), order);

      // Two new discussions: the button within 2 s, counting both.
      const first = await postDiscussion(poster, 'Live one: the first new discussion', GENERAL);
      await newButton(page).waitFor({ timeout: 2000 });
      assert.equal(await newButton(page).innerText(), '1 new discussion');
      const second = await postDiscussion(poster, 'Live two: the second new discussion', HELP);
      await page.getByRole('button', { name: '2 new discussions' }).waitFor({ timeout: 2000 });
      assert.deepEqual(await page.locator('.fw-discussionItem-title').allInnerTexts(), order);
      const shift = await cls(page);
      assert.ok(shift <= 0.02, `CLS ${shift} while events arrived`);
      console.log(`# CLS while the events arrived: ${shift.toFixed(4)}`);

      assert.deepEqual(await runAxe(page, '.fw-discussionList'), []);
      await screenshot(page, 'live-discussion-list-button');

      // The keyboard: Tab reaches the button from the sort select, Enter inserts.
      await page
        .locator('.fw-discussionList-top select, .fw-discussionList-top button')
        .first()
        .focus();
      let reached = false;
      for (let i = 0; i < 15 && !reached; i += 1) {
        await page.keyboard.press('Tab');
        reached = await newButton(page).evaluate((el) => el === document.activeElement);
      }
      assert.ok(reached, 'the button is reachable by Tab');
      await page.keyboard.press('Enter');
      await newButton(page).waitFor({ state: 'detached' });
      const titles = page.locator(
        '.fw-discussionItem:not(.fw-discussionItem--announced) .fw-discussionItem-title',
      );
      await page.waitForFunction(
        (id) =>
          document.querySelector(
            '.fw-discussionItem:not(.fw-discussionItem--announced) .fw-discussionItem-title',
          )?.id === `fw-discussion-${id}-title`,
        second,
      );
      assert.deepEqual((await titles.allInnerTexts()).slice(0, 2), [
        'Live two: the second new discussion',
        'Live one: the first new discussion',
      ]);
      assert.ok(first > 0);
      // Focus moved to the first new discussion's link.
      assert.equal(
        await page.evaluate(() => document.activeElement?.textContent),
        'Live two: the second new discussion',
      );
      assert.deepEqual(await cspViolations(page), []);
      assert.deepEqual(errors.pageErrors, []);
    } finally {
      await reader.close();
      await writer.close();
    }
  });

  it('tells a guest nothing of a private category; a category list keeps to its own', async () => {
    // Two guests (two browsers' worth of streams), so each list hears the events itself.
    const guest = await context(null, 375);
    const guest2 = await context(null);
    const moderator = await context('moderator');
    try {
      const recent = await openList(guest, '/discussions');
      const general = await openList(guest2, `/categories/${GENERAL}`);
      const poster = await moderator.newPage();
      await poster.goto(`${host.url}/discussions`);
      const recentID = await firstListedID(recent);
      const generalID = await firstListedID(general);

      await postDiscussion(poster, 'Staff only: the rota', STAFF_LOUNGE);
      await postDiscussion(poster, 'Public: a question for help', HELP);
      // The events come in order: once each list has fetched a commented discussion again,
      // everything before the comment has been heard.
      const heardRecent = refetchOf(recent, recentID);
      const heardGeneral = refetchOf(general, generalID);
      await comment(poster, recentID);
      if (generalID !== recentID) await comment(poster, generalID);
      await Promise.all([heardRecent, heardGeneral]);

      assert.equal(await newButton(recent).innerText(), '1 new discussion');
      assert.equal(await newButton(general).count(), 0, 'Help & Support is not General');

      // 375 px: the button fits, nothing scrolls sideways.
      const box = await newButton(recent).boundingBox();
      assert.ok(box && box.x >= 0 && box.x + box.width <= 375, JSON.stringify(box));
      assert.ok(
        await recent.evaluate(() => document.documentElement.scrollWidth <= 375),
        'no horizontal overflow',
      );
      assert.deepEqual(await runAxe(recent, '.fw-discussionList'), []);
      await screenshot(recent, 'live-discussion-list-button-375');

      await newButton(recent).click();
      await recent
        .locator('.fw-discussionItem-title', { hasText: 'Public: a question for help' })
        .waitFor();
      assert.equal(
        await recent.locator('.fw-discussionItem-title', { hasText: 'Staff only' }).count(),
        0,
      );
      for (const page of [recent, general]) assert.deepEqual(await cspViolations(page), []);
    } finally {
      await guest.close();
      await guest2.close();
      await moderator.close();
    }
  });
});
