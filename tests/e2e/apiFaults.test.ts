// API faults on the discussions page (issue 30 §2, "faults at the right level"): the discussion
// list, the user card, the follow dropdown and the title bar's search and notifications, each
// with the faults that need a real page: a refusal (500) with its rollback and its toast, a
// network error, and the 408 (a success without the answer, 01 §7). The hangs of these widgets
// are apiHang.test.ts. Every call × every fault at the client level is
// tests/unit/api/faultMatrix.test.ts; what each widget does with the other faults is in its unit
// tests (tests/unit/widgets/DiscussionList/listFaults.test.tsx and the others named in
// /work/notes/faults-moved.md). The widget must roll back or show its error state, throw nothing
// uncaught, and leave the other widgets working; text the user typed stays where it was.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page, Request } from 'playwright-core';
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
import { countedFault, dismissToasts, type Fault, FAULTS, titleBarWorks } from './support/faults';
import { openVisit, rootOf, sweepVisits } from './support/sweepWidgets';

let browser: Browser;
let host: DemoHost;
before(async () => ({ host, browser } = await openHostAndBrowser()));
after(() => closeHostAndBrowser({ host, browser }));

const fault = (name: string): Fault => FAULTS.find((f) => f.name === name)!;
const F500 = fault('500');
const NETWORK = fault('network');
const F408 = fault('408');
/** The words of a request that got no answer (src/api/apiError.ts). */
const NO_ANSWER = /Something went wrong while contacting the server\./;

async function memberPage(path = '/discussions'): Promise<{ page: Page; pageErrors: string[] }> {
  const page = await browser.newPage();
  const { pageErrors } = watchConsole(page);
  await signIn(page, host, 'member');
  await page.goto(`${host.url}${path}`);
  await page.evaluate(() => window.ForumWidgets!.ready);
  return { page, pageErrors };
}

/** Adds a widget marker at the top of the page's content; the runtime mounts it. */
function addMarker(page: Page, id: string, widget: string, props: unknown): Promise<void> {
  return page.evaluate(
    ([markerID, name, json]) => {
      const el = document.createElement('div');
      el.id = markerID;
      el.setAttribute('data-react', name);
      el.setAttribute('data-props', json);
      document.getElementById('Content')!.prepend(el);
    },
    [id, widget, JSON.stringify(props)] as const,
  );
}

/** Resolves when the next request to `path` (an `/api/v2` path) has been answered or failed. */
function settledCall(page: Page, path: string): Promise<unknown> {
  const isIt = (r: Request): boolean => new URL(r.url()).pathname === `/api/v2${path}`;
  return Promise.race([
    page.waitForEvent('requestfinished', { predicate: isIt }),
    page.waitForEvent('requestfailed', { predicate: isIt }),
  ]);
}

const itemID = async (item: ReturnType<Page['locator']>): Promise<number> =>
  Number(
    /(\d+)/.exec((await item.locator('[id^="fw-discussion-"]').first().getAttribute('id'))!)![1],
  );

describe('API faults: the discussion list', () => {
  it('a failing list load: a 500 and a network error show the error state, a 408 its message; Retry loads', async () => {
    const { page, pageErrors } = await memberPage();
    const lists = '**/api/v2/discussions?*';
    for (const [i, f] of [F500, NETWORK, F408].entries()) {
      await page.route(lists, (route) => f.apply(route));
      const id = `faulty-${f.name}`;
      await addMarker(page, id, 'DiscussionList', { categoryID: i + 1, limit: 3 });
      const alert = page.locator(`#${id} [role="alert"]`).first();
      await alert.waitFor();
      // A 408 counts as success (01 §7), but its body is no list: the body's message.
      const says = { '500': /Server exploded\./, network: NO_ANSWER, '408': /Request timeout/ };
      assert.match((await alert.textContent()) ?? '', says[f.name as keyof typeof says], f.name);
      await page.unroute(lists);
      await titleBarWorks(page, `still typing after ${f.name}`);
    }
    await screenshot(page, 'api-faults-list');
    // With the network back, the refused list's Retry loads it.
    await page.locator('#faulty-500').getByRole('button', { name: 'Retry' }).click();
    await page.locator('#faulty-500 li.fw-discussionItem').first().waitFor();
    assert.deepEqual(pageErrors, []);
    await page.close();
  });

  it('a refused bookmark (500) rolls back and toasts; the server never saw it', async () => {
    const { page, pageErrors } = await memberPage();
    const first = page.locator('[data-react="DiscussionList"] li.fw-discussionItem').first();
    const button = first.getByRole('button', { name: /^Bookmark/ });
    const before = await button.getAttribute('aria-pressed');
    // The request must meet the fault before the route goes, or it would reach the server.
    const bookmark = await countedFault(page, '**/api/v2/discussions/*/bookmark', F500.apply);
    await button.click();
    await bookmark.met(1);
    await first.locator(`button.fw-bookmark[aria-pressed="${before}"]:not([disabled])`).waitFor();
    await page
      .locator('.fw-toasts', { hasText: /problem bookmarking/i })
      .first()
      .waitFor();
    assert.equal(bookmark.count, 1, 'one bookmark request');
    await bookmark.remove();
    await titleBarWorks(page, 'after the bookmark');
    const d = await api<{ bookmarked: boolean }>(
      page,
      'GET',
      `/discussions/${await itemID(first)}`,
    );
    assert.equal(String(d.json.bookmarked), before);
    await screenshot(page, 'api-faults-bookmark');
    assert.deepEqual(pageErrors, []);
    await page.close();
  });

  it('a vote and a mute that meet a network error roll back and toast; the server never saw them', async () => {
    const { page, pageErrors } = await memberPage();
    const item = page
      .locator(
        '[data-react="DiscussionList"] li.fw-discussionItem:not(.fw-discussionItem--announced)',
      )
      .nth(2);
    const id = await itemID(item);
    const before = (await api<{ score: number; muted: boolean }>(page, 'GET', `/discussions/${id}`))
      .json;
    const up = item.getByRole('button', { name: 'Up', exact: true });
    const score = item.locator('.fw-score-value').first();
    const shown = await score.textContent();
    // `**`: taking a vote back is a DELETE of `/reactions/{userID}`.
    const vote = await countedFault(page, `**/api/v2/discussions/${id}/reactions**`, NETWORK.apply);
    const mute = await countedFault(page, `**/api/v2/discussions/${id}/mute`, NETWORK.apply);
    await up.click();
    await vote.met(1);
    await up.and(page.locator(':enabled')).waitFor();
    await page.waitForFunction(([el, text]) => el?.textContent === text, [
      await score.elementHandle(),
      shown,
    ] as const);
    await page.locator('.fw-toasts').getByText(NO_ANSWER).first().waitFor();
    await dismissToasts(page);
    await item.getByRole('button', { name: 'Discussion Options' }).click();
    await page.getByRole('menuitem', { name: 'Mute' }).click();
    await mute.met(1);
    await page.locator('.fw-toasts').getByText(NO_ANSWER).first().waitFor();
    // The rollback is in: the menu offers Mute again.
    await item.getByRole('button', { name: 'Discussion Options' }).click();
    await page.getByRole('menuitem', { name: 'Mute' }).waitFor();
    await page.keyboard.press('Escape');
    assert.equal(vote.count, 1, 'one vote request');
    assert.equal(mute.count, 1, 'one mute request');
    await vote.remove();
    await mute.remove();
    await titleBarWorks(page, 'after the vote');
    const after = (await api<{ score: number; muted: boolean }>(page, 'GET', `/discussions/${id}`))
      .json;
    assert.equal(after.score, before.score);
    assert.equal(after.muted, before.muted);
    assert.deepEqual(pageErrors, []);
    await page.close();
  });
});

describe('API faults: the user card', () => {
  it('a failing user load (500, network) shows the error card; Retry loads the user', async () => {
    const { page, pageErrors } = await memberPage();
    // Seeded users: each card its own request.
    for (const [userID, f] of [
      [1, F500],
      [2, NETWORK],
    ] as const) {
      const users = (url: URL): boolean => url.pathname === `/api/v2/users/${userID}`;
      await page.route(users, (route) => f.apply(route));
      await addMarker(page, `card-${f.name}`, 'UserCard', { userID });
      const card = page.locator(`#card-${f.name}`);
      await card.getByText('Failed to load user').first().waitFor();
      await card
        .getByText(f === F500 ? /Server exploded\./ : NO_ANSWER)
        .first()
        .waitFor();
      await page.unroute(users);
    }
    assert.deepEqual(await runAxe(page, '#card-500'), [], 'the error card is accessible');
    // With the network back, the error card's Retry loads the user.
    const retried = page.locator('#card-500');
    await retried.getByRole('button', { name: 'Retry' }).click();
    await retried.locator('.fw-userCard--full').waitFor();
    assert.equal(await retried.getByRole('button', { name: 'Retry' }).count(), 0);
    await titleBarWorks(page, 'after user faults');
    await screenshot(page, 'api-faults-user');
    assert.deepEqual(pageErrors, []);
    await page.close();
  });
});

describe('API faults: the follow dropdown', () => {
  it('a refused (500) and an unanswered (network) preferences save roll back with the error at the top', async () => {
    const page = await browser.newPage();
    const { pageErrors } = watchConsole(page);
    await signIn(page, host, 'member');
    // The saves are throttled to one per 1,250 ms (03 §9): the test moves the page's clock on.
    await page.clock.install();
    await page.goto(`${host.url}/categories/3`);
    await page.evaluate(() => window.ForumWidgets!.ready);
    const follow = page
      .locator('.fw-categoryFollow')
      .getByRole('button', { name: 'Following', exact: true });
    const panel = page.getByRole('dialog', { name: 'Notification Preferences' });
    const box = panel.getByRole('checkbox', {
      name: 'Notification Email Notify me of new comments',
    });
    const path = '/api/v2/categories/3/preferences/3';
    await follow.click();
    const before = await box.isChecked();
    for (const f of [F500, NETWORK]) {
      const save = await countedFault(
        page,
        (url) => url.pathname === path,
        (route) => (route.request().method() === 'PATCH' ? f.apply(route) : route.continue()),
      );
      await box.click();
      await save.met(1);
      const alert = panel.getByRole('alert').first();
      await alert.getByText(f === F500 ? /Server exploded\./ : NO_ANSWER).waitFor();
      await box.and(page.locator(before ? ':checked' : ':not(:checked)')).waitFor();
      const alertTop = (await alert.boundingBox())!.y;
      assert.ok(alertTop < (await box.boundingBox())!.y, `${f.name}: the error is at the top`);
      assert.equal(save.count, 1, `${f.name}: one save`);
      await save.remove();
      // Past the save throttle before the next save.
      await page.clock.runFor(1_250);
    }
    const server = await api<Record<string, boolean>>(page, 'GET', '/categories/3/preferences/3');
    assert.equal(server.json['preferences.email.comments'], before, 'the server kept its value');
    await titleBarWorks(page, 'after follow faults');
    await screenshot(page, 'api-faults-follow');
    assert.deepEqual(pageErrors, []);
    await page.close();
  });
});

describe('API faults: the title bar search and notifications', () => {
  it('failing suggestions (500, network) leave the typed text in place; a failing notifications load says so in its flyout', async () => {
    const { page, pageErrors } = await memberPage();
    const search = page
      .locator(
        '[data-react="TitleBar"] input[type="search"], [data-react="TitleBar"] input[aria-label="Search"]',
      )
      .first();
    for (const f of [F500, NETWORK]) {
      await page.route('**/api/v2/search?*', (route) => f.apply(route));
      // The suggestions are asked for 500 ms after the typing stops: wait for that call.
      const asked = settledCall(page, '/search');
      await titleBarWorks(page, `what about ${f.name}`);
      await asked;
      await waitForApiIdle(page);
      assert.equal(await search.inputValue(), `what about ${f.name}`);
      await page.unroute('**/api/v2/search?*');
    }
    // The notifications flyout shows the failure as an alert, then works again.
    await page.route('**/api/v2/notifications?*', (route) => F500.apply(route));
    await page.keyboard.press('Escape');
    await page
      .getByRole('button', { name: /Notifications/ })
      .first()
      .click();
    const flyout = page.getByRole('dialog', { name: 'Notifications' });
    await flyout
      .getByRole('alert')
      .getByText(/Server exploded\./)
      .waitFor();
    await page.unroute('**/api/v2/notifications?*');
    await page.keyboard.press('Escape');
    await page
      .getByRole('button', { name: /Notifications/ })
      .first()
      .click();
    await flyout.locator('.fw-notif').first().waitFor();
    assert.deepEqual(pageErrors, []);
    await page.close();
  });
});

describe('API faults: every built-in widget (widgets/builtins.ts)', () => {
  // Each widget on its demo page (tests/e2e/support/sweepTable.ts; a built-in widget with no
  // entry fails here, by its name) while every /api/v2 call of the page fails: with a 500 and
  // with a network error. It shows its error state, its server HTML or what the page preloaded,
  // never an empty box, and throws nothing uncaught. What each widget does with each fault is
  // in its unit tests and the files above.
  for (const f of [F500, NETWORK]) {
    it(`keeps every built-in widget on its page, throwing nothing, when every API call meets a ${f.name}`, async () => {
      const problems: string[] = [];
      for (const visit of sweepVisits()) {
        const page = await browser.newPage();
        const { pageErrors } = watchConsole(page);
        await page.route(
          (url) => url.pathname.startsWith('/api/v2/'),
          (route) => f.apply(route),
        );
        const undo = await openVisit(page, host, visit, '', { waitReady: false });
        await waitForApiIdle(page);
        // A marker a widget renders (the post page's comment box) is mounted by the runtime
        // after its chunk loads, which no API call waits for: each box gets until its content
        // shows, and an empty box that stays empty is the fault.
        for (const w of visit.widgets) {
          const shown = await page
            .waitForFunction(
              (selector) => {
                const el = document.querySelector<HTMLElement>(selector);
                return (
                  el !== null &&
                  (el.innerText.trim() !== '' ||
                    el.querySelector('button, input, img, svg') !== null)
                );
              },
              rootOf(w),
              { timeout: 10_000 },
            )
            .then(
              () => true,
              () => false,
            );
          if (!shown) problems.push(`${w.name} on ${visit.page}: an empty box`);
        }
        for (const e of pageErrors) problems.push(`${visit.page}: uncaught ${e}`);
        await undo();
        await page.close();
      }
      assert.deepEqual(problems, []);
    });
  }
});
