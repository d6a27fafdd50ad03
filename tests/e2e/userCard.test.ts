import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { SCREENSHOTS, screenshot, watchConsole } from './support/browser';
import { assertOpensInPlace, entranceFrames } from './support/entrance';
import {
  api,
  closeHostAndBrowser,
  type DemoHost,
  openHostAndBrowser,
  runAxe,
  signIn,
} from './support/demoHost';
import { waitForApiIdle } from './support/network';

/**
 * The user card on the demo host: legacy `a[data-userid]` links on a discussion page (no
 * markers), the seeded banned (5), private (6) and deleted (7) users, as a member and as an
 * admin (personalInfo.view), by keyboard, as a modal at 375 px, and the inline marker.
 */
let browser: Browser;
let host: DemoHost;

before(async () => ({ host, browser } = await openHostAndBrowser()));
after(() => closeHostAndBrowser({ host, browser }));

const DISCUSSION_WITH = { banned: 16, deleted: 15, private: 17 } as const;
const USER_ID = { banned: 5, private: 6, deleted: 7 } as const;

async function newSession(
  username: string,
  viewport = { width: 1200, height: 900 },
): Promise<{ context: BrowserContext; page: Page; errors: () => string[] }> {
  // bypassCSP: the pages send `script-src 'self'`, which blocks runAxe's injected axe script.
  const context = await browser.newContext({ viewport, bypassCSP: true });
  const page = await context.newPage();
  const consoleLog = watchConsole(page);
  await signIn(page, host, username);
  // Only our own errors count: other widgets on the page (TitleBar...) may be unregistered.
  const errors = (): string[] => [
    ...consoleLog.pageErrors,
    ...consoleLog.errors.filter((e) => /user ?card|legacyLinks/i.test(e)),
  ];
  return { context, page, errors };
}

/** Where our DOM lives: the portal (popover, modal), the inline widget, and the upgraded links. */
const OURS = '[data-fw-portal], .fw-userCardWidget, .fw-userCard-host, a[data-userid]';

/**
 * axe-core over the whole page, split into violations on our DOM (which must be none) and the
 * rest. The rest belongs to other parts of the page that this file does not own (at the time of
 * writing: the TitleBar's white links on the #037DBC primary colour, 4.46:1, and the demo host's
 * two `.Pager[aria-label="Pages"]` landmarks); they are printed, not asserted, here.
 */
async function axeOnCard(page: Page): Promise<string[]> {
  const violations = await runAxe(page);
  const own: string[] = [];
  for (const violation of violations) {
    for (const target of violation.nodes) {
      const inside = await page.evaluate(
        ([selector, ours]) => {
          try {
            return document.querySelector(selector)?.closest(ours) != null;
          } catch {
            return true; // a selector we cannot resolve counts as ours, to be safe
          }
        },
        [target, OURS] as const,
      );
      if (inside) own.push(`${violation.id}: ${target}`);
      else console.log(`# axe (not user card): ${violation.id} ${target}`);
    }
  }
  return own;
}

/** A screenshot of the open card and what is around it, at its real size (when asked). */
async function cardShot(page: Page, name: string): Promise<void> {
  if (!SCREENSHOTS) return;
  const box = await page.locator('[role="dialog"]').boundingBox();
  assert.ok(box);
  const x = Math.max(0, box.x - 40);
  const y = Math.max(0, box.y - 60);
  await page.screenshot({
    animations: 'disabled',
    path: `tests/e2e/screenshots/${name}.png`,
    clip: { x, y, width: box.width + 80, height: box.height + 100 },
  });
}

/**
 * Opens a discussion page as the server renders it, without its DiscussionPage marker: the
 * widget replaces the server's HTML, and these tests are about the legacy user links in it.
 */
async function openDiscussion(page: Page, discussionID: number): Promise<void> {
  const url = `${host.url}/discussion/${discussionID}/x`;
  await page.route(url, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replaceAll(
      'data-react="DiscussionPage"',
      'data-legacy-page',
    );
    await route.fulfill({ response, body });
  });
  await page.goto(url);
  await page.unroute(url);
  await page.waitForFunction(() => window.ForumWidgets !== undefined);
  await page.evaluate(() => window.ForumWidgets!.ready);
}

/** Waits until the finite animations on `target`, inside it and on its ancestors have ended. */
async function animationsDone(target: Locator): Promise<void> {
  await target.evaluate((el) =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => {
          const on = (a.effect as KeyframeEffect | null)?.target;
          return (
            on != null &&
            (on.contains(el) || el.contains(on)) &&
            a.effect?.getComputedTiming().iterations !== Infinity
          );
        })
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/** Clicks the first legacy link to the user and waits for its card's heading to settle. */
async function openCard(page: Page, userID: number): Promise<string> {
  await page.click(`#Content a[data-userid="${userID}"], main a[data-userid="${userID}"]`);
  const dialog = page.locator('[role="dialog"]');
  await dialog.waitFor();
  await page.locator('[role="dialog"] .fw-userCard:not(.fw-userCard--loading)').waitFor();
  await animationsDone(dialog); // the popover's fade-in
  return (await dialog.innerText()).replace(/\s+/g, ' ');
}

describe('user card on legacy user links', () => {
  it('shows the banned, private and deleted users to a member, within the server rules', async () => {
    const { context, page, errors } = await newSession('member');

    await openDiscussion(page, DISCUSSION_WITH.banned);
    const banned = await openCard(page, USER_ID.banned);
    assert.match(banned, /banned-user/);
    assert.match(banned, /This user has been banned\./);
    assert.match(banned, /Banned/);
    assert.doesNotMatch(banned, /Message/, 'no Message button for a banned user');
    assert.equal(page.url(), `${host.url}/discussion/16/x`, 'the click did not navigate');
    await screenshot(page, 'user-card-member-banned');
    await cardShot(page, 'user-card-member-banned-card');
    assert.deepEqual(await axeOnCard(page), []);

    await openDiscussion(page, DISCUSSION_WITH.private);
    const restricted = await openCard(page, USER_ID.private);
    assert.match(restricted, /This user's profile is private\./);
    assert.match(restricted, /Private/);
    assert.doesNotMatch(restricted, /Discussions|Joined|@/);
    assert.match(restricted, /Message/, 'members have conversations.add');
    await screenshot(page, 'user-card-member-private');
    await cardShot(page, 'user-card-member-private-card');
    assert.deepEqual(await axeOnCard(page), []);
    // The server agrees: the member gets no e-mail for the private user.
    const fromServer = await api<{ email: string; private: boolean }>(page, 'GET', '/users/6');
    assert.equal(fromServer.json.private, true);
    assert.equal(fromServer.json.email, '');

    await openDiscussion(page, DISCUSSION_WITH.deleted);
    const deleted = await openCard(page, USER_ID.deleted);
    assert.match(deleted, /Deleted User/);
    assert.match(deleted, /DELETED/);
    assert.match(deleted, /This user has been deleted\./);
    await screenshot(page, 'user-card-member-deleted');
    await cardShot(page, 'user-card-member-deleted-card');

    assert.deepEqual(errors(), []);
    await context.close();
  });

  it('shows the full cards with e-mail to an admin with personalInfo.view', async () => {
    const { context, page, errors } = await newSession('admin');

    await openDiscussion(page, DISCUSSION_WITH.private);
    const full = await openCard(page, USER_ID.private);
    assert.doesNotMatch(full, /profile is private/);
    assert.match(full, /Discussions/);
    assert.match(full, /Joined/);
    const email = await api<{ email: string }>(page, 'GET', '/users/6');
    assert.ok(email.json.email.includes('@'));
    assert.match(full, new RegExp(email.json.email.replace(/[.]/g, '\\.')));
    assert.equal(
      await page.getAttribute('[role="dialog"] a[href^="/profile/discussions/"]', 'href'),
      '/profile/discussions/private-user',
    );
    await screenshot(page, 'user-card-admin-private');
    await cardShot(page, 'user-card-admin-private-card');
    assert.deepEqual(await axeOnCard(page), []);

    await openDiscussion(page, DISCUSSION_WITH.banned);
    const banned = await openCard(page, USER_ID.banned);
    assert.match(banned, /This user has been banned\./);
    assert.match(banned, /@/);
    assert.doesNotMatch(banned, /Message/);
    await screenshot(page, 'user-card-admin-banned');
    await cardShot(page, 'user-card-admin-banned-card');

    await openDiscussion(page, DISCUSSION_WITH.deleted);
    assert.match(await openCard(page, USER_ID.deleted), /This user has been deleted\./);

    assert.deepEqual(errors(), []);
    await context.close();
  });

  it('opens a link inserted after load, and ten links to one user make one request', async () => {
    const { context, page, errors } = await newSession('member');
    const userRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/v2\/users\/4(\?|$)/.test(request.url())) userRequests.push(request.url());
    });
    await openDiscussion(page, DISCUSSION_WITH.private);
    await page.evaluate(() => {
      const list = document.createElement('p');
      list.id = 'late-links';
      for (let i = 0; i < 10; i += 1) {
        const a = document.createElement('a');
        a.className = 'js-userCard';
        a.dataset.userid = '4';
        a.href = '/profile/member2';
        a.textContent = `member2 #${i}`;
        list.append(a, ' ');
      }
      (document.querySelector('main') ?? document.body).prepend(list);
    });
    const late = page.locator('#late-links a');
    for (let i = 0; i < 10; i += 1) await late.nth(i).hover();
    await late.nth(3).click();
    await page.locator('[role="dialog"] h2', { hasText: 'member2' }).waitFor();
    await page.keyboard.press('Escape');
    await late.nth(8).click();
    await page.locator('[role="dialog"] h2', { hasText: 'member2' }).waitFor();
    assert.equal(page.url(), `${host.url}/discussion/17/x`);
    assert.equal(userRequests.length, 1, `one request, got ${userRequests.join(', ')}`);
    assert.match(userRequests[0]!, /expand%5B%5D=reactionsReceived|expand\[\]=reactionsReceived/);
    // (The picture shows the card at rest: `screenshot` ends finite animations.)
    await screenshot(page, 'user-card-inserted-link');

    // A ctrl-click is left to the browser (it would open the profile in a new tab).
    await page.keyboard.press('Escape');
    const prevented = await page.evaluate(() => {
      const link = document.querySelector<HTMLAnchorElement>('#late-links a')!;
      const event = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
      document.addEventListener('click', (e) => e.preventDefault(), { once: true });
      const before = event.defaultPrevented;
      link.dispatchEvent(event);
      return { before, dialog: document.querySelector('[role="dialog"]') !== null };
    });
    assert.equal(prevented.dialog, false);
    assert.deepEqual(errors(), []);
    await context.close();
  });

  it('opens with Enter and closes with Escape, returning focus to the link', async () => {
    const { context, page, errors } = await newSession('member');
    await openDiscussion(page, DISCUSSION_WITH.banned);
    await page.focus(`#Content a[data-userid="5"], main a[data-userid="5"]`);
    await page.keyboard.press('Enter');
    await page.locator('[role="dialog"]').waitFor();
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('role')), 'dialog');
    assert.equal(page.url(), `${host.url}/discussion/16/x`);
    await page.keyboard.press('Escape');
    await page.locator('[role="dialog"]').waitFor({ state: 'detached' });
    assert.equal(
      await page.evaluate(() => document.activeElement?.getAttribute('data-userid')),
      '5',
    );
    assert.deepEqual(errors(), []);
    await context.close();
  });

  it('opens by its link, not flying in from the corner of the page', async () => {
    const { context, page, errors } = await newSession('member');
    await openDiscussion(page, DISCUSSION_WITH.banned);
    await waitForApiIdle(page);
    const link = `#Content a[data-userid="5"], main a[data-userid="5"]`;
    assertOpensInPlace(
      await entranceFrames(page, link, '[role="dialog"]', () => page.locator(link).first().click()),
      'the user card',
    );
    assert.deepEqual(errors(), []);
    await context.close();
  });

  it('is a modal at 375 px wide', async () => {
    const { context, page, errors } = await newSession('member', { width: 375, height: 740 });
    await openDiscussion(page, DISCUSSION_WITH.banned);
    await page.click(`#Content a[data-userid="5"], main a[data-userid="5"]`);
    const modal = page.locator('[role="dialog"][aria-modal="true"]');
    await modal.waitFor();
    await page.locator('[role="dialog"] .fw-userCard:not(.fw-userCard--loading)').waitFor();
    await animationsDone(modal); // the modal's entrance
    assert.match(await modal.innerText(), /This user has been banned\./);
    await screenshot(page, 'user-card-mobile-modal');
    assert.deepEqual(await axeOnCard(page), []);
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });
    assert.equal(
      await page.evaluate(() => document.activeElement?.getAttribute('data-userid')),
      '5',
    );
    assert.deepEqual(errors(), []);
    await context.close();
  });

  it('renders the UserCard marker inline', async () => {
    const { context, page, errors } = await newSession('member');
    await openDiscussion(page, DISCUSSION_WITH.private);
    await page.evaluate(() => {
      const marker = document.createElement('div');
      marker.setAttribute('data-react', 'UserCard');
      marker.setAttribute('data-props', '{"userID":9}');
      marker.textContent = 'ana-garcia';
      (document.querySelector('main') ?? document.body).prepend(marker);
    });
    const card = page.locator('.fw-userCardWidget .fw-userCard--full');
    await card.waitFor();
    const text = await card.innerText();
    assert.match(text, /ana-garcia/);
    assert.match(text, /Discussions/);
    if (SCREENSHOTS)
      await card.screenshot({
        animations: 'disabled',
        path: 'tests/e2e/screenshots/user-card-inline.png',
      });
    assert.deepEqual(await axeOnCard(page), []);
    assert.deepEqual(errors(), []);
    await context.close();
  });
});
