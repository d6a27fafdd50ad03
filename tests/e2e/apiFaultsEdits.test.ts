// API faults, part two: the discussion list's remaining saves (sink, announce, change type,
// tags, change author, bulk close, report), its tag and user lookups, and the follow dropdown's
// loads.
// Each call is forced to every failing answer of support/faults.ts. The widget must report the
// failure, roll back, keep what the user chose or typed, throw nothing uncaught, and leave the
// title bar working; the server must be unchanged.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Locator, Page } from 'playwright-core';
import { screenshot, watchConsole } from './support/browser';
import {
  api,
  closeHostAndBrowser,
  type DemoHost,
  openHostAndBrowser,
  runAxe,
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
before(async () => ({ host, browser } = await openHostAndBrowser()));
after(() => closeHostAndBrowser({ host, browser }));

interface Discussion {
  discussionID: number;
  type: string;
  sink: boolean;
  pinned: boolean;
  closed: boolean;
  insertUserID: number;
  tags?: { tagID: number; name: string }[];
}

async function pageAs(username: string): Promise<{ page: Page; pageErrors: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
  const { pageErrors } = watchConsole(page);
  await signIn(page, host, username);
  await page.goto(`${host.url}/discussions`);
  await page.evaluate(() => window.ForumWidgets!.ready);
  return { page, pageErrors };
}

const get = async (page: Page, id: number): Promise<Discussion> =>
  (await api<Discussion>(page, 'GET', `/discussions/${id}`)).json;

const listIDs = (page: Page): Promise<number[]> =>
  page
    .locator('[data-react="DiscussionList"] .fw-discussionItem-title')
    .evaluateAll((els) => els.map((el) => Number(/fw-discussion-(\d+)-title/.exec(el.id)?.[1])));

const itemOf = (page: Page, id: number): Locator =>
  page.locator('[data-react="DiscussionList"] li.fw-discussionItem', {
    has: page.locator(`#fw-discussion-${id}-title`),
  });

async function choose(page: Page, id: number, action: string): Promise<void> {
  await itemOf(page, id).getByRole('button', { name: 'Discussion Options' }).click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

/** Waits for the failure toast of `fault`, then dismisses every toast. */
async function failureToast(page: Page, fault: string): Promise<void> {
  await page
    .locator('.fw-toasts .fw-toast', { hasText: FAULT_TEXT[fault]! })
    .first()
    .waitFor({ timeout: 10_000 })
    .catch(async (e: Error) => {
      await screenshot(page, `api-faults-edits-${fault}-no-toast`);
      throw new Error(`${fault}: no failure toast (${e.message.split('\n')[0]})`);
    });
  await dismissToasts(page);
}

describe('API faults: the discussion list edits', () => {
  it("a moderator's failing sink and announce roll back, for every fault, server unchanged", async () => {
    const { page, pageErrors } = await pageAs('moderator');
    const id = (await listIDs(page))[3]!;
    const before = await get(page, id);
    const item = itemOf(page, id);
    for (const fault of FAILING) {
      const unroute = await faultOn(page, `/discussions/${id}`, 'PATCH', fault.apply);
      await choose(page, id, before.sink ? 'Unsink' : 'Sink');
      await failureToast(page, fault.name);
      assert.equal(await item.locator('.fw-label--sunk').count(), before.sink ? 1 : 0);
      await choose(page, id, before.pinned ? 'Unannounce' : 'Announce');
      await failureToast(page, fault.name);
      assert.equal(
        await item.locator('.fw-label--announced').count(),
        before.pinned ? 1 : 0,
        `${fault.name}: the announcement rolled back`,
      );
      await unroute();
      await titleBarWorks(page, `sink ${fault.name}`);
    }
    // The menu offers the original actions again, and the server never changed.
    await itemOf(page, id).getByRole('button', { name: 'Discussion Options' }).click();
    await page.getByRole('menuitem', { name: before.sink ? 'Unsink' : 'Sink' }).waitFor();
    await page.getByRole('menuitem', { name: before.pinned ? 'Unannounce' : 'Announce' }).waitFor();
    await page.keyboard.press('Escape');
    const after = await get(page, id);
    assert.equal(after.sink, before.sink);
    assert.equal(after.pinned, before.pinned);
    assert.deepEqual(pageErrors, []);
    await page.close();
  });

  it('failing type, tags and author saves keep the modal open with the choice in it, server unchanged', async () => {
    const { page, pageErrors } = await pageAs('admin');
    const id = (await listIDs(page))[2]!;
    const before = await get(page, id);
    const otherType = before.type === 'question' ? 'Discussion' : 'Question';
    const dialog = page.getByRole('dialog');
    for (const fault of FAILING) {
      const unType = await faultOn(page, `/discussions/${id}/type`, 'PUT', fault.apply);
      const unTags = await faultOn(page, `/discussions/${id}/tags`, 'PUT', fault.apply);
      const unAuthor = await faultOn(page, `/discussions/${id}`, 'PATCH', fault.apply);

      await choose(page, id, 'Change Type');
      await dialog.getByLabel(otherType).check();
      await dialog.getByRole('button', { name: 'Save' }).click();
      await failureToast(page, fault.name);
      assert.equal(await dialog.getByLabel(otherType).isChecked(), true, `${fault.name}: type`);
      assert.equal(await dialog.getByRole('button', { name: 'Save' }).isEnabled(), true);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });

      await choose(page, id, 'Tag');
      await dialog.getByLabel('Find a tag').fill('Secu');
      await dialog.getByRole('button', { name: 'Security' }).click();
      await dialog.getByRole('button', { name: 'Save' }).click();
      await failureToast(page, fault.name);
      await dialog.getByRole('button', { name: 'Remove Security' }).waitFor();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });

      await choose(page, id, 'Change Author');
      await dialog.getByLabel('New author').fill('member2');
      await dialog.getByRole('radio', { name: 'member2' }).check();
      await dialog.getByRole('button', { name: 'Save' }).click();
      await failureToast(page, fault.name);
      assert.equal(await dialog.getByRole('radio', { name: 'member2' }).isChecked(), true);
      assert.equal(await dialog.getByLabel('New author').inputValue(), 'member2');
      if (fault === FAILING[0]) await screenshot(page, 'api-faults-author-kept');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });

      await unType();
      await unTags();
      await unAuthor();
      await titleBarWorks(page, `edits ${fault.name}`);
    }
    const after = await get(page, id);
    assert.equal(after.type, before.type);
    assert.equal(after.insertUserID, before.insertUserID);
    assert.deepEqual(
      (after.tags ?? []).map((tag) => tag.name),
      (before.tags ?? []).map((tag) => tag.name),
    );
    assert.deepEqual(pageErrors, []);
    await page.close();
  });

  it('failing tag and user lookups say so in the modal and keep the typed text', async () => {
    const { page, pageErrors } = await pageAs('admin');
    const id = (await listIDs(page))[2]!;
    const dialog = page.getByRole('dialog');
    for (const fault of FAULTS.filter((f) => f.name !== 'hang')) {
      const unTags = await faultOn(page, '/tags', 'GET', fault.apply);
      const unUsers = await faultOn(page, '/users/by-names', 'GET', fault.apply);
      const typed = `sec${fault.name}`;

      await choose(page, id, 'Tag');
      await dialog.getByLabel('Find a tag').fill(typed);
      if (fault.name === '408') {
        // 408 counts as success (01 §7): a body without a list is no matches, not a crash.
        await page.waitForTimeout(400);
        assert.equal(await dialog.getByRole('list', { name: 'Matching tags' }).count(), 1);
      } else {
        const alert = dialog.getByRole('alert');
        await alert.waitFor();
        assert.match((await alert.textContent()) ?? '', FAULT_TEXT[fault.name]!);
      }
      assert.equal(await dialog.getByLabel('Find a tag').inputValue(), typed);
      if (fault.name === 'cdn') {
        await screenshot(page, 'api-faults-tag-lookup');
        assert.deepEqual(await runAxe(page, '.fw-modal'), [], 'the failed lookup is accessible');
      }
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });

      await choose(page, id, 'Change Author');
      await dialog.getByLabel('New author').fill(`mem${fault.name}`);
      // Mention lookups treat only a 5xx, or no answer at all, as an error; any other refusal
      // means "no suggestions" (01 §8).
      if (['500', 'cdn', 'network'].includes(fault.name)) {
        const alert = dialog.getByRole('alert');
        await alert.waitFor();
        assert.match((await alert.textContent()) ?? '', FAULT_TEXT[fault.name]!);
      } else {
        await page.waitForTimeout(400);
        assert.equal(await dialog.getByRole('radio').count(), 0, `${fault.name}: no users`);
      }
      assert.equal(await dialog.getByLabel('New author').inputValue(), `mem${fault.name}`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });

      await unTags();
      await unUsers();
      await titleBarWorks(page, `lookups ${fault.name}`);
    }
    // With the network back, the same modals find tags and users again.
    await choose(page, id, 'Tag');
    await dialog.getByLabel('Find a tag').fill('Secu');
    await dialog.getByRole('button', { name: 'Security' }).waitFor();
    await page.keyboard.press('Escape');
    assert.deepEqual(pageErrors, []);
    await page.close();
  });

  it('a failing bulk close keeps the selection and the discussions open, for every fault', async () => {
    const { page, pageErrors } = await pageAs('moderator');
    const ids: number[] = [];
    for (const id of (await listIDs(page)).slice(5)) {
      if (!(await get(page, id)).closed) ids.push(id);
      if (ids.length === 3) break;
    }
    for (const id of ids) await itemOf(page, id).getByRole('checkbox').check();
    const bar = page.getByRole('region', { name: 'Bulk actions' });
    for (const fault of FAILING) {
      const unroute = await faultOn(page, '/discussions/close', 'PATCH', fault.apply);
      await bar.getByRole('button', { name: 'Close' }).click();
      await failureToast(page, fault.name);
      await page.waitForFunction(
        () => !document.querySelector('.fw-bulkBar button')?.hasAttribute('disabled'),
      );
      for (const id of ids) {
        assert.equal(await itemOf(page, id).getByRole('checkbox').isChecked(), true);
        assert.equal(await itemOf(page, id).locator('.fw-label--closed').count(), 0);
      }
      await unroute();
      await titleBarWorks(page, `bulk ${fault.name}`);
    }
    assert.match((await bar.textContent()) ?? '', /3 selected/);
    await screenshot(page, 'api-faults-bulk');
    for (const id of ids) assert.equal((await get(page, id)).closed, false);
    assert.deepEqual(pageErrors, []);
    await page.close();
  });
});

describe('API faults: dismiss, resolve, collections and the reaction log', () => {
  it("a member's failing dismiss rolls back with a toast, for every fault, server unchanged", async () => {
    const { page, pageErrors } = await pageAs('member');
    const id = Number(
      /(\d+)/.exec(
        (await page
          .locator('li.fw-discussionItem--announced .fw-discussionItem-title')
          .first()
          .getAttribute('id'))!,
      )![1],
    );
    const before = (await api<{ dismissed: boolean }>(page, 'GET', `/discussions/${id}`)).json;
    const action = before.dismissed ? 'Undismiss' : 'Dismiss';
    for (const fault of FAILING) {
      const unroute = await faultOn(page, `/discussions/${id}/dismiss`, 'PUT', fault.apply);
      await choose(page, id, action);
      await failureToast(page, fault.name);
      await unroute();
    }
    await itemOf(page, id).getByRole('button', { name: 'Discussion Options' }).click();
    await page.getByRole('menuitem', { name: action, exact: true }).waitFor();
    await page.keyboard.press('Escape');
    const after = (await api<{ dismissed: boolean }>(page, 'GET', `/discussions/${id}`)).json;
    assert.equal(after.dismissed, before.dismissed);
    await titleBarWorks(page, 'after dismiss faults');
    assert.deepEqual(pageErrors, []);
    await page.close();
  });

  it("a member's failing report keeps the modal and the reason, for every fault; then it is sent and the server has it", async () => {
    // Report is offered only with the escalations flag (03 §6), which is off on the demo host.
    const admin = await pageAs('admin');
    const flag = { 'featureFlags.escalations.Enabled': true };
    assert.equal((await api(admin.page, 'PATCH', '/config', flag)).status, 204);
    await admin.page.close();

    const { page, pageErrors } = await pageAs('member');
    const id = (await listIDs(page))[5]!;
    const reports = async (): Promise<{ userID: number }[]> =>
      (await api<{ userID: number }[]>(page, 'GET', `/discussions/${id}/reactions?type=Spam`)).json;
    assert.deepEqual(await reports(), []);
    await choose(page, id, 'Report');
    const dialog = page.getByRole('dialog');
    const send = dialog.getByRole('button', { name: 'Send Report' });
    assert.equal(await send.isDisabled(), true, 'Send Report waits for a reason');
    await dialog.getByRole('radio', { name: 'Spam' }).check();
    for (const fault of FAILING) {
      const unroute = await faultOn(page, `/discussions/${id}/reactions`, 'POST', fault.apply);
      await send.click();
      await failureToast(page, fault.name);
      assert.equal(await dialog.count(), 1, `${fault.name}: the report stays open`);
      assert.equal(await dialog.getByRole('radio', { name: 'Spam' }).isChecked(), true);
      assert.equal(await send.isEnabled(), true, `${fault.name}: Send Report can be tried again`);
      await unroute();
    }
    assert.deepEqual(await reports(), [], 'no failed attempt reached the server');
    await screenshot(page, 'api-faults-report-kept');
    await send.click();
    await page.getByText('Thanks. Your report has been sent.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    assert.deepEqual(
      (await reports()).map((r) => r.userID),
      [3],
      "the member's report is on the server",
    );
    await titleBarWorks(page, 'after report faults');
    assert.deepEqual(pageErrors, []);
    await page.close();
  });

  it("an admin's failing resolve, collections and reaction log say so, keep the choice, and lose no membership", async () => {
    const { page, pageErrors } = await pageAs('admin');
    const id = (await listIDs(page))[7]!;
    const resolvedBefore = (await api<{ resolved: boolean }>(page, 'GET', `/discussions/${id}`))
      .json.resolved;
    const membership = async (): Promise<number[]> =>
      (
        await api<{ collectionID: number }[]>(
          page,
          'GET',
          `/collections/by-resource?recordType=discussion&recordID=${id}`,
        )
      ).json
        .map((c) => c.collectionID)
        .sort();
    // Start in one collection, so a lost membership would show.
    await choose(page, id, 'Add to Collection');
    const dialog = page.getByRole('dialog');
    const boxes = dialog.getByRole('checkbox');
    await boxes.first().waitFor();
    if (!(await boxes.first().isChecked())) await boxes.first().check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    const memberBefore = await membership();
    assert.equal(memberBefore.length > 0, true);

    // Each fault opens the log of another discussion: a log once loaded stays fresh for five
    // minutes (a hover over its button is enough), and would not be asked for again.
    const logIDs = (await listIDs(page)).slice(10);
    for (const [i, fault] of FAILING.entries()) {
      // Resolve: an optimistic toggle that rolls back.
      const unPatch = await faultOn(page, `/discussions/${id}`, 'PATCH', fault.apply);
      await choose(page, id, resolvedBefore ? 'Unresolve' : 'Resolve');
      await failureToast(page, fault.name);
      assert.equal(
        await itemOf(page, id).locator('.fw-label--resolved').count(),
        resolvedBefore ? 1 : 0,
      );
      await unPatch();

      // Another record's collections fail to load (one not loaded yet, so it is asked for):
      // the modal says so, Save stays off, and Retry loads them once the network is back.
      const unLoad = await faultOn(page, '/collections/by-resource', 'GET', fault.apply);
      await choose(page, logIDs[i]!, 'Add to Collection');
      const alert = dialog.getByRole('alert');
      await alert.waitFor();
      assert.match((await alert.textContent()) ?? '', FAULT_TEXT[fault.name]!);
      assert.equal(await dialog.getByRole('button', { name: 'Save' }).isDisabled(), true);
      if (fault === FAILING[0]) {
        await screenshot(page, 'api-faults-collections-load');
        assert.deepEqual(await runAxe(page, '.fw-modal'), []);
      }
      await unLoad();
      await dialog.getByRole('button', { name: 'Retry' }).click();
      await boxes.first().waitFor();
      assert.equal(await dialog.getByRole('button', { name: 'Save' }).isEnabled(), true);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });

      // The save's second step fails for the record in a collection: the modal stays open with
      // the choice, and the old membership is put back on the server.
      await choose(page, id, 'Add to Collection');
      await boxes.first().waitFor();
      const second = (url: URL): boolean => url.pathname === '/api/v2/collections/by-resource';
      await page.route(second, async (route) => {
        const body = route.request().postDataJSON() as { collectionIDs?: number[] } | null;
        const isNewList =
          route.request().method() === 'PUT' &&
          (body?.collectionIDs?.length ?? 0) > 0 &&
          JSON.stringify([...(body?.collectionIDs ?? [])].sort()) !== JSON.stringify(memberBefore);
        return isNewList ? fault.apply(route) : route.continue();
      });
      const count = await boxes.count();
      const target = boxes.nth(count - 1);
      const wasChecked = await target.isChecked();
      await target.setChecked(!wasChecked);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await failureToast(page, fault.name);
      assert.equal(await target.isChecked(), !wasChecked, `${fault.name}: the choice is kept`);
      await page.unroute(second);
      assert.deepEqual(await membership(), memberBefore, `${fault.name}: nothing lost`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });

      // The reaction log fails to load: its modal shows the error.
      const logID = logIDs[i]!;
      const unLog = await faultOn(page, `/discussions/${logID}/reactions`, 'GET', fault.apply);
      await itemOf(page, logID).locator('.fw-reactionLogButton').click();
      const log = page.getByRole('dialog', { name: 'Reaction Log' });
      await log
        .getByRole('alert')
        .waitFor({ timeout: 10_000 })
        .catch(async (e: Error) => {
          await screenshot(page, `api-faults-reaction-log-${fault.name}`);
          throw new Error(`${fault.name}: no alert in the log (${e.message.split('\n')[0]})`);
        });
      assert.match((await log.getByRole('alert').textContent()) ?? '', FAULT_TEXT[fault.name]!);
      await page.keyboard.press('Escape');
      await log.waitFor({ state: 'detached' });
      await unLog();
      await titleBarWorks(page, `admin ${fault.name}`);
    }
    assert.equal(
      (await api<{ resolved: boolean }>(page, 'GET', `/discussions/${id}`)).json.resolved,
      resolvedBefore,
    );
    assert.deepEqual(pageErrors, []);
    await page.close();
  });
});

describe("API faults: the follow dropdown's loads", () => {
  it('a failing preferences load shows the error in the panel; failing settings or schema loads are reported and the table still saves', async () => {
    const page = await browser.newPage({ viewport: { width: 1100, height: 800 } });
    const { pageErrors } = watchConsole(page);
    await signIn(page, host, 'member');
    const panel = page.getByRole('dialog', { name: 'Notification Preferences' });
    const button = page.locator('.fw-categoryFollow').getByRole('button').first();
    for (const fault of FAULTS.filter((f) => f.name !== 'hang' && f.name !== '408')) {
      const unroute = await faultOn(page, '/categories/5/preferences/3', 'GET', fault.apply);
      await page.goto(`${host.url}/categories/5`);
      await page.evaluate(() => window.ForumWidgets!.ready);
      await button.click();
      const alert = panel.getByRole('alert').first();
      await alert.waitFor();
      assert.match((await alert.textContent()) ?? '', FAULT_TEXT[fault.name]!);
      assert.equal(await panel.getByRole('checkbox').count(), 0, 'no table without preferences');
      if (fault.name === 'cdn') {
        await page.waitForTimeout(400); // the panel's entrance animation
        await screenshot(page, 'api-faults-follow-load');
        assert.deepEqual(await runAxe(page, '.fw-categoryFollow-panel'), []);
      }
      await page.keyboard.press('Escape');
      await unroute();
      await titleBarWorks(page, `follow load ${fault.name}`);
    }
    for (const [i, fault] of FAILING.entries()) {
      const unSettings = await faultOn(page, '/notification-preferences/3', 'GET', fault.apply);
      const unSchema = await faultOn(page, '/notification-preferences/schema', 'GET', fault.apply);
      await page.goto(`${host.url}/categories/5`);
      await page.evaluate(() => window.ForumWidgets!.ready);
      await button.click();
      const warning = panel.getByRole('alert').first();
      await warning.waitFor();
      assert.match(
        (await warning.textContent()) ?? '',
        /Your notification settings could not be loaded\./,
      );
      if (i === 0) {
        await page.waitForTimeout(400); // the panel's entrance animation
        await screenshot(page, 'api-faults-follow-settings');
        assert.deepEqual(await runAxe(page, '.fw-categoryFollow-panel'), []);
      }
      // The first save turns on pop-ups for new comments; later ones toggle e-mail for new
      // posts, so a method is always left on.
      const [label, key] =
        i === 0
          ? ['Notification popup Notify me of new comments', 'preferences.popup.comments']
          : ['Notification Email Notify me of new posts', 'preferences.email.posts'];
      const box = panel.getByRole('checkbox', { name: label });
      const was = await box.isChecked();
      const saved = page.waitForResponse(
        (r) => r.request().method() === 'PATCH' && r.url().includes('/categories/5/preferences/3'),
      );
      await box.click();
      assert.equal((await saved).status(), 200, `${fault.name}: the save still goes through`);
      assert.equal(await box.isChecked(), !was);
      const server = (
        await api<Record<string, boolean>>(page, 'GET', '/categories/5/preferences/3')
      ).json;
      assert.equal(server[key], !was, `${fault.name}: saved on the server`);
      await page.keyboard.press('Escape');
      await unSettings();
      await unSchema();
      await titleBarWorks(page, `follow settings ${fault.name}`);
      await page.waitForTimeout(1300); // past the save throttle before the next reload
    }
    assert.deepEqual(pageErrors, []);
    await page.close();
  });
});
