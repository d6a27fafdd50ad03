// API faults, part two: what of the discussion list's modals and the follow dropdown's loads
// needs a real page under a fault: that the failure states are accessible (axe) and look right,
// and that the follow table still saves to the real server when the user's settings did not
// load. The saves and lookups of the list's modals (sink, announce, type, tags, author, bulk
// close, dismiss, report, resolve, collections, the reaction log) roll back or keep the choice
// the same way for every fault: tests/unit/widgets/DiscussionList/listFaults.test.tsx and
// DiscussionList.test.tsx show each, tests/unit/api/faultMatrix.test.ts every call × every fault
// (/work/notes/faults-moved.md lists where each went). The list's refusal, network error, 408
// and hang are apiFaults.test.ts and apiHang.test.ts.
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
import { animationsFinished, FAULTS, faultOn, titleBarWorks } from './support/faults';

let browser: Browser;
let host: DemoHost;
before(async () => ({ host, browser } = await openHostAndBrowser()));
after(() => closeHostAndBrowser({ host, browser }));

const fault = (name: string) => FAULTS.find((f) => f.name === name)!;

async function pageAs(
  username: string,
  path = '/discussions',
): Promise<{ page: Page; pageErrors: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
  const { pageErrors } = watchConsole(page);
  await signIn(page, host, username);
  await page.goto(`${host.url}${path}`);
  await page.evaluate(() => window.ForumWidgets!.ready);
  return { page, pageErrors };
}

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

describe("API faults: the discussion list's modals", () => {
  it('a failing tag lookup (a CDN page) and a failing collections load (500) say so accessibly, keep the typed text, and recover', async () => {
    const { page, pageErrors } = await pageAs('admin');
    const id = (await listIDs(page))[2]!;
    const dialog = page.getByRole('dialog');

    // The tag lookup: the CDN page's words in the modal, the typed text kept.
    const unTags = await faultOn(page, '/tags', 'GET', fault('cdn').apply);
    await choose(page, id, 'Tag');
    await dialog.getByLabel('Find a tag').fill('seccdn');
    const alert = dialog.getByRole('alert');
    await alert.waitFor();
    assert.match((await alert.textContent()) ?? '', /Bad gateway|Ray ID/);
    assert.equal(await dialog.getByLabel('Find a tag').inputValue(), 'seccdn');
    await screenshot(page, 'api-faults-tag-lookup');
    assert.deepEqual(await runAxe(page, '.fw-modal'), [], 'the failed lookup is accessible');
    // With the network back, the same modal finds tags.
    await unTags();
    await dialog.getByLabel('Find a tag').fill('Secu');
    await dialog.getByRole('button', { name: 'Security' }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // The record's collections: the modal says so, Save stays off (no accidental clear), and
    // Retry loads them once the network is back.
    const unLoad = await faultOn(page, '/collections/by-resource', 'GET', fault('500').apply);
    await choose(page, id, 'Add to Collection');
    await dialog
      .getByRole('alert')
      .getByText(/Server exploded\./)
      .waitFor();
    assert.equal(await dialog.getByRole('button', { name: 'Save' }).isDisabled(), true);
    await screenshot(page, 'api-faults-collections-load');
    assert.deepEqual(await runAxe(page, '.fw-modal'), [], 'the failed load is accessible');
    await unLoad();
    await dialog.getByRole('button', { name: 'Retry' }).click();
    await dialog.getByRole('checkbox').first().waitFor();
    assert.equal(await dialog.getByRole('button', { name: 'Save' }).isEnabled(), true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await titleBarWorks(page, 'after the modal faults');
    assert.deepEqual(pageErrors, []);
    await page.close();
  });
});

describe("API faults: the follow dropdown's loads", () => {
  it('a failing preferences load (500) shows the error in the panel; settings and schema loads that fail (network) are reported and the table still saves', async () => {
    const { page, pageErrors } = await pageAs('member');
    const panel = page.getByRole('dialog', { name: 'Notification Preferences' });
    const button = page.locator('.fw-categoryFollow').getByRole('button').first();

    // The category's preferences are loaded with the page.
    const unPrefs = await faultOn(page, '/categories/5/preferences/3', 'GET', fault('500').apply);
    await page.goto(`${host.url}/categories/5`);
    await page.evaluate(() => window.ForumWidgets!.ready);
    await button.click();
    await panel
      .getByRole('alert')
      .first()
      .getByText(/Server exploded\./)
      .waitFor();
    assert.equal(await panel.getByRole('checkbox').count(), 0, 'no table without preferences');
    await animationsFinished(page);
    await screenshot(page, 'api-faults-follow-load');
    assert.deepEqual(await runAxe(page, '.fw-categoryFollow-panel'), []);
    await page.keyboard.press('Escape');
    await unPrefs();
    await titleBarWorks(page, 'follow load 500');

    // The user's settings and the schema are loaded once per page: a new page meets the fault.
    const network = fault('network').apply;
    const unSettings = await faultOn(page, '/notification-preferences/3', 'GET', network);
    const unSchema = await faultOn(page, '/notification-preferences/schema', 'GET', network);
    await page.reload();
    await page.evaluate(() => window.ForumWidgets!.ready);
    await button.click();
    const warning = panel.getByRole('alert').first();
    await warning.getByText(/Your notification settings could not be loaded\./).waitFor();
    await animationsFinished(page);
    await screenshot(page, 'api-faults-follow-settings');
    assert.deepEqual(await runAxe(page, '.fw-categoryFollow-panel'), []);
    const box = panel.getByRole('checkbox', {
      name: 'Notification popup Notify me of new comments',
    });
    const was = await box.isChecked();
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'PATCH' && r.url().includes('/categories/5/preferences/3'),
    );
    await box.click();
    assert.equal((await saved).status(), 200, 'the save still goes through');
    assert.equal(await box.isChecked(), !was);
    const server = (await api<Record<string, boolean>>(page, 'GET', '/categories/5/preferences/3'))
      .json;
    assert.equal(server['preferences.popup.comments'], !was, 'saved on the server');
    await page.keyboard.press('Escape');
    await unSettings();
    await unSchema();
    await titleBarWorks(page, 'follow settings network');
    assert.deepEqual(pageErrors, []);
    await page.close();
  });
});
