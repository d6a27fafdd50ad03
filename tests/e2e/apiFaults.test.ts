// API faults: each call the widgets make is forced (page.route) to answer 500, 403, 404, 408,
// a CDN HTML error page, malformed JSON, a network error, or to hang. The widget must show its
// error state or roll back, throw nothing uncaught, and leave the other widgets working; text
// the user typed stays where it was.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { screenshot, watchConsole } from './support/browser';
import {
  api,
  closeHostAndBrowser,
  type DemoHost,
  openHostAndBrowser,
  runAxe,
  signIn,
} from './support/demoHost';
import { FAULTS, countedFault, dismissToasts, titleBarWorks } from './support/faults';

let browser: Browser;
let host: DemoHost;
before(async () => ({ host, browser } = await openHostAndBrowser()));
after(() => closeHostAndBrowser({ host, browser }));

async function memberPage(): Promise<{ page: Page; pageErrors: string[] }> {
  const page = await browser.newPage();
  const { pageErrors } = watchConsole(page);
  await signIn(page, host, 'member');
  return { page, pageErrors };
}

describe('API faults', () => {
  it('a failing discussion list load shows the error state, for every fault', async () => {
    const { page, pageErrors } = await memberPage();
    await page.goto(`${host.url}/discussions`);
    await page.evaluate(() => window.ForumWidgets!.ready);
    for (const fault of FAULTS) {
      await page.route('**/api/v2/discussions?*', (route) => fault.apply(route));
      const id = `faulty-${fault.name}`;
      await page.evaluate(
        ([markerID, cat]) => {
          const el = document.createElement('div');
          el.id = markerID;
          el.setAttribute('data-react', 'DiscussionList');
          el.setAttribute('data-props', JSON.stringify({ categoryID: cat, limit: 3 }));
          document.getElementById('Content')!.prepend(el);
        },
        [id, FAULTS.indexOf(fault) + 1] as const,
      );
      if (fault.name === 'hang') {
        await page.locator(`#${id} [role="status"]`).first().waitFor(); // still loading, nothing broken
      } else if (fault.name === '408') {
        // 408 counts as success (01 §7): an answer without a list is an empty list, not a crash.
        await page.locator(`#${id}.fw-root`).waitFor();
      } else {
        const alert = page.locator(`#${id} [role="alert"]`).first();
        await alert.waitFor();
        const text = (await alert.textContent()) ?? '';
        if (fault.name === 'cdn') assert.match(text, /Bad gateway|Ray ID/);
        else if (fault.name === '500') assert.match(text, /Server exploded\./);
        else assert.ok(text.trim().length > 0, `${fault.name}: the alert says something`);
      }
      await page.unroute('**/api/v2/discussions?*');
      await titleBarWorks(page, `still typing after ${fault.name}`);
    }
    await screenshot(page, 'api-faults-list');
    assert.deepEqual(pageErrors, []);
    await page.close();
  });

  it('a failing bookmark rolls back and toasts, for every fault but a hang', async () => {
    const { page, pageErrors } = await memberPage();
    await page.goto(`${host.url}/discussions`);
    await page.evaluate(() => window.ForumWidgets!.ready);
    const first = page.locator('[data-react="DiscussionList"] li.fw-discussionItem').first();
    const button = first.getByRole('button', { name: /^Bookmark/ });
    const before = await button.getAttribute('aria-pressed');
    for (const fault of FAULTS.filter((f) => f.name !== 'hang' && f.name !== '408')) {
      // Each click's request must meet this fault, and the toast must be this fault's: a rollback
      // seen before the request left, or an earlier fault's toast, would let the request escape
      // to the server after the route is gone.
      let hits = 0;
      let met!: () => void;
      const faulted = new Promise<void>((resolve) => (met = resolve));
      await page.route('**/api/v2/discussions/*/bookmark', async (route) => {
        hits += 1;
        await fault.apply(route);
        met();
      });
      await dismissToasts(page);
      await button.click();
      await faulted;
      assert.equal(hits, 1, `${fault.name}: the bookmark request met the fault once`);
      await page.waitForFunction(
        ([sel, value]) =>
          document.querySelector(sel)?.getAttribute('aria-pressed') === value &&
          !document.querySelector(sel)?.hasAttribute('disabled'),
        [
          `[data-react="DiscussionList"] li.fw-discussionItem button[aria-pressed]`,
          before,
        ] as const,
      );
      await page
        .locator('.fw-toasts', { hasText: /bookmarking/i })
        .first()
        .waitFor();
      await page.unroute('**/api/v2/discussions/*/bookmark');
      await titleBarWorks(page, `bookmark ${fault.name}`);
    }
    // The server never saw a change.
    const id = Number(
      (await first.locator('[id^="fw-discussion-"]').first().getAttribute('id'))!.match(/\d+/)![0],
    );
    const d = await api<{ bookmarked: boolean }>(page, 'GET', `/discussions/${id}`);
    assert.equal(String(d.json.bookmarked), before);
    await screenshot(page, 'api-faults-bookmark');
    assert.deepEqual(pageErrors, []);
    await page.close();
  });

  it("a failing user load shows the card's error or not-found state, for every fault", async () => {
    const { page, pageErrors } = await memberPage();
    await page.goto(`${host.url}/discussions`);
    await page.evaluate(() => window.ForumWidgets!.ready);
    for (const [i, fault] of FAULTS.entries()) {
      if (fault.name === 'hang' || fault.name === '408') continue;
      await page.route('**/api/v2/users/*', (route) =>
        route.request().url().includes('/users/me') ? route.continue() : fault.apply(route),
      );
      const id = `card-${fault.name}`;
      await page.evaluate(
        ([markerID, userID]) => {
          const el = document.createElement('div');
          el.id = markerID;
          el.setAttribute('data-react', 'UserCard');
          el.setAttribute('data-props', JSON.stringify({ userID }));
          document.getElementById('Content')!.prepend(el);
        },
        [id, 1 + i] as const, // seeded users 1-8, each card its own request,
      );
      const card = page.locator(`#${id}`);
      await card
        .getByText(
          fault.name === '404'
            ? /could not be found|Not Found|Unknown User/i
            : /Failed to load user/,
        )
        .first()
        .waitFor();
      await page.unroute('**/api/v2/users/*');
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

  it('a failing follow-preferences save rolls back with an error at the top, for every fault but a hang', async () => {
    const { page, pageErrors } = await memberPage();
    await page.goto(`${host.url}/categories/3`);
    await page.evaluate(() => window.ForumWidgets!.ready);
    const follow = page
      .locator('.fw-categoryFollow')
      .getByRole('button', { name: 'Following', exact: true });
    const panel = page.getByRole('dialog', { name: 'Notification Preferences' });
    const box = panel.getByRole('checkbox', {
      name: 'Notification Email Notify me of new comments',
    });
    for (const fault of FAULTS.filter((f) => f.name !== 'hang' && f.name !== '408')) {
      await page.route('**/api/v2/categories/3/preferences/3', (route) =>
        route.request().method() === 'PATCH' ? fault.apply(route) : route.continue(),
      );
      if (!(await panel.isVisible())) await follow.click();
      const before = await box.isChecked();
      await box.click();
      await panel.getByRole('alert').first().waitFor();
      for (let i = 0; i < 50 && (await box.isChecked()) !== before; i++)
        await page.waitForTimeout(100);
      assert.equal(await box.isChecked(), before, `${fault.name}: rolled back`);
      await page.unroute('**/api/v2/categories/3/preferences/3');
      // Let the 1250 ms save throttle pass before the next fault.
      await page.waitForTimeout(1300);
    }
    await titleBarWorks(page, 'after follow faults');
    await screenshot(page, 'api-faults-follow');
    assert.deepEqual(pageErrors, []);
    await page.close();
  });

  it('failing notifications and search suggestions leave the title bar usable and the typed text in place', async () => {
    const { page, pageErrors } = await memberPage();
    await page.goto(`${host.url}/discussions`);
    await page.evaluate(() => window.ForumWidgets!.ready);
    for (const fault of FAULTS.filter((f) => f.name !== 'hang')) {
      await page.route('**/api/v2/notifications?*', (route) => fault.apply(route));
      await page.route('**/api/v2/search?*', (route) => fault.apply(route));
      await titleBarWorks(page, `what about ${fault.name}`);
      await page.waitForTimeout(700); // past the 500 ms suggestion debounce
      const search = page
        .locator(
          '[data-react="TitleBar"] input[type="search"], [data-react="TitleBar"] input[aria-label="Search"]',
        )
        .first();
      assert.equal(
        await search.inputValue({ timeout: 5000 }).catch(async (e: Error) => {
          await screenshot(page, `api-faults-search-${fault.name}`);
          throw new Error(`${fault.name}: ${e.message.split('\n')[0]} (url ${page.url()})`);
        }),
        `what about ${fault.name}`,
      );
      await page.unroute('**/api/v2/notifications?*');
      await page.unroute('**/api/v2/search?*');
    }
    // The notifications flyout shows the failure as an alert, then works again.
    await page.route('**/api/v2/notifications?*', (route) => FAULTS[0]!.apply(route));
    await page.keyboard.press('Escape');
    await page
      .getByRole('button', { name: /Notifications/ })
      .first()
      .click();
    await page.getByRole('dialog', { name: 'Notifications' }).getByRole('alert').waitFor();
    await page.unroute('**/api/v2/notifications?*');
    assert.deepEqual(pageErrors, []);
    await page.close();
  });

  it('failing votes and mutes roll back and leave the server unchanged, for every fault but a hang', async () => {
    const { page, pageErrors } = await memberPage();
    await page.goto(`${host.url}/discussions`);
    await page.evaluate(() => window.ForumWidgets!.ready);
    const item = page
      .locator(
        '[data-react="DiscussionList"] li.fw-discussionItem:not(.fw-discussionItem--announced)',
      )
      .nth(2);
    const id = Number(
      /(\d+)/.exec((await item.locator('[id^="fw-discussion-"]').first().getAttribute('id'))!)![1],
    );
    const before = (await api<{ score: number; muted: boolean }>(page, 'GET', `/discussions/${id}`))
      .json;
    const up = item.getByRole('button', { name: 'Up', exact: true });
    const score = item.locator('.fw-score-value').first();
    const shown = await score.textContent();
    for (const fault of FAULTS.filter((f) => f.name !== 'hang' && f.name !== '408')) {
      // `**`: taking a vote back is a DELETE of `/reactions/{userID}`. Each request must meet the
      // fault before the route goes, or it would reach the server.
      const vote = await countedFault(page, `**/api/v2/discussions/${id}/reactions**`, fault.apply);
      const mute = await countedFault(page, `**/api/v2/discussions/${id}/mute`, fault.apply);
      await up.click();
      await vote.met(1);
      const scoreNow = await score.elementHandle();
      await page.waitForFunction(([el, text]) => el?.textContent === text, [
        scoreNow,
        shown,
      ] as const);
      await up.and(page.locator(':enabled')).waitFor();
      assert.equal(await score.textContent(), shown, `${fault.name}: the score is back`);
      await item.getByRole('button', { name: 'Discussion Options' }).click();
      await page.getByRole('menuitem', { name: 'Mute' }).click();
      await mute.met(1);
      // The rollback is in: the menu offers Mute again.
      await item.getByRole('button', { name: 'Discussion Options' }).click();
      await page.getByRole('menuitem', { name: 'Mute' }).waitFor();
      await page.keyboard.press('Escape');
      assert.equal(vote.count, 1, `${fault.name}: one vote request`);
      assert.equal(mute.count, 1, `${fault.name}: one mute request`);
      await vote.remove();
      await mute.remove();
      await titleBarWorks(page, `vote ${fault.name}`);
    }
    const after = (await api<{ score: number; muted: boolean }>(page, 'GET', `/discussions/${id}`))
      .json;
    assert.equal(after.score, before.score);
    assert.equal(after.muted, before.muted);
    // The menu still offers Mute: the optimistic mute was rolled back every time.
    await item.getByRole('button', { name: 'Discussion Options' }).click();
    await page.getByRole('menuitem', { name: 'Mute' }).waitFor();
    await page.keyboard.press('Escape');
    assert.deepEqual(pageErrors, []);
    await page.close();
  });

  it('failing moderator actions (close, bump, delete, category search) roll back or say so, server unchanged', async () => {
    const page = await browser.newPage();
    const { pageErrors } = watchConsole(page);
    await signIn(page, host, 'moderator');
    await page.goto(`${host.url}/discussions`);
    await page.evaluate(() => window.ForumWidgets!.ready);
    // An open discussion near the top, so Close (not Reopen) is offered.
    const ids = await page
      .locator('[data-react="DiscussionList"] li.fw-discussionItem [id$="-title"]')
      .evaluateAll((els) => els.map((el) => Number(/(\d+)/.exec(el.id)?.[1])));
    let id = 0;
    let before = { closed: true, categoryID: 0, pinned: true, dateLastComment: '' };
    for (const candidate of ids) {
      const d = (await api<typeof before>(page, 'GET', `/discussions/${candidate}`)).json;
      if (!d.closed && !d.pinned) {
        id = candidate;
        before = d;
        break;
      }
    }
    const item = page.locator('[data-react="DiscussionList"] li.fw-discussionItem', {
      has: page.locator(`#fw-discussion-${id}-title`),
    });
    const menu = async (name: string): Promise<void> => {
      await item
        .getByRole('button', { name: 'Discussion Options' })
        .click({ timeout: 5000 })
        .catch(async (e: Error) => {
          await screenshot(page, 'api-faults-moderator-stuck');
          throw new Error(`opening the menu for ${name}: ${e.message.split('\n')[0]}`);
        });
      await page.getByRole('menuitem', { name, exact: true }).click();
    };
    for (const fault of FAULTS.filter((f) => f.name !== 'hang' && f.name !== '408')) {
      // GETs pass; each write (PATCH, PATCH /bump, DELETE) must meet the fault before the next
      // step and before the route goes.
      const ofThis = new RegExp(`^/api/v2/discussions/${id}(/|$)`);
      const writes = await countedFault(
        page,
        (url) => ofThis.test(url.pathname),
        (route) => (route.request().method() === 'GET' ? route.continue() : fault.apply(route)),
      );
      await page.route('**/api/v2/categories/search*', (route) => fault.apply(route));
      await menu(before.closed ? 'Reopen' : 'Close');
      await writes.met(1);
      await menu('Bump');
      await writes.met(2);
      await menu('Delete');
      await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
      await writes.met(3);
      // A failed delete may keep its confirmation open (to retry); cancel it.
      if (await page.getByRole('dialog').count()) {
        await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
        await page.getByRole('dialog').waitFor({ state: 'detached' });
      }
      assert.equal(await item.count(), 1, `${fault.name}: the item is still listed`);
      await menu('Move');
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Find a category').fill('e');
      await dialog.getByRole('alert').first().waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      assert.equal(writes.count, 3, `${fault.name}: close, bump and delete, one request each`);
      await writes.remove();
      await page.unroute('**/api/v2/categories/search*');
      await titleBarWorks(page, `moderator ${fault.name}`);
    }
    // The menu shows the original state again, and the server never changed.
    await item.getByRole('button', { name: 'Discussion Options' }).click();
    await page
      .getByRole('menuitem', { name: before.closed ? 'Reopen' : 'Close', exact: true })
      .waitFor();
    await page.keyboard.press('Escape');
    const after = await api<typeof before>(page, 'GET', `/discussions/${id}`);
    assert.equal(after.status, 200);
    assert.equal(after.json.closed, before.closed);
    assert.equal(after.json.categoryID, before.categoryID);
    assert.equal(after.json.dateLastComment, before.dateLastComment, 'never bumped');
    await screenshot(page, 'api-faults-moderator');
    assert.deepEqual(pageErrors, []);
    await page.close();
  });
});
