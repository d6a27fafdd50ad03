// Drafts that are never lost (issue 17): what a member types comes back after a reload, after the
// tab is closed, after a server restart, and when the server dies mid-typing; the server copy is
// saved 5 s after the last change; the 'Discard Draft' and 'Unsaved Changes' questions.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DRAFT_AUTOSAVE_DEBOUNCE_MS, DRAFT_LOCAL_THROTTLE_MS } from '@/features/drafts/draftRules';
import { launchBrowser, screenshot, watchConsole } from './support/browser';
import {
  api,
  type DemoHost,
  restartDemoHost,
  runAxe,
  signIn,
  startDemoHost,
} from './support/demoHost';

let browser: Browser;
let host: DemoHost;
before(async () => {
  host = await startDemoHost();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await host?.close();
});

const BOX = '[data-react="PostDiscussion"] [role="textbox"][contenteditable="true"]';
/** The draft timers (src/features/drafts/draftRules.ts). */
const MEMBER_ID = 3;
const localKey = (categoryID: number): string =>
  `fw:draft:v1:${MEMBER_ID}:discussion:-:category:${categoryID}`;

/**
 * A member's context and page. The page's clock is Playwright's (`page.clock`): it runs on its
 * own, and a test moves it past the draft timers (1000 ms local copy, 5000 ms server save)
 * instead of waiting them out.
 */
async function memberContext(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.clock.install();
  await signIn(page, host, 'member');
  return { context, page };
}

async function openNew(page: Page, categoryID: number): Promise<void> {
  await page.goto(`${host.url}/post/discussion/${categoryID}`);
  await page.waitForSelector(BOX);
}

/**
 * Moves the clock past the local copy's 1000 ms throttle (its trailing write), then waits until
 * the local copy of the place's draft holds `text`.
 */
async function localHas(page: Page, categoryID: number, text: string): Promise<void> {
  await page.clock.runFor(DRAFT_LOCAL_THROTTLE_MS);
  await page.waitForFunction(([key, t]) => (localStorage.getItem(key) ?? '').includes(t), [
    localKey(categoryID),
    text,
  ] as const);
}

async function typeBody(page: Page, text: string): Promise<void> {
  await page.locator(BOX).focus();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(text);
}

interface SavesWindow {
  __fwDraftSaves: Array<{ method: string; at: number }>;
}

/**
 * An init script: records the method and the page clock's time (`Date.now()`, which
 * `page.clock` drives) of each draft request the page sends. A string, so that no helper of the
 * test's compiler reaches the page.
 */
const RECORD_SAVES = `(() => {
  const saves = [];
  window.__fwDraftSaves = saves;
  const send = window.fetch;
  window.fetch = function (input, init) {
    const url = typeof input === 'string' ? input : String((input && input.url) || input);
    const method = ((init && init.method) || (input && input.method) || 'GET').toUpperCase();
    if (method !== 'GET' && url.includes('/api/v2/drafts')) saves.push({ method, at: Date.now() });
    return send.apply(this, arguments);
  };
})()`;

describe('drafts are never lost', () => {
  it('comes back after a reload, and after the tab is closed', async () => {
    const { context, page } = await memberContext();
    await openNew(page, 3);
    await page.getByLabel('Title').fill('Reload me');
    await typeBody(page, 'Words before the reload.');
    await localHas(page, 3, 'Words before the reload.');
    await page.reload();
    await page.waitForSelector(BOX);
    await page.locator(BOX, { hasText: 'Words before the reload.' }).waitFor();
    assert.equal(await page.getByLabel('Title').inputValue(), 'Reload me');
    // Typing and closing the tab at once: the local copy is written when the page goes.
    await typeBody(page, ' Closing now.');
    await page.close({ runBeforeUnload: false });
    const again = await context.newPage();
    await openNew(again, 3);
    await again.locator(BOX, { hasText: 'Closing now.' }).waitFor();
    await context.close();
  });

  it('is saved to the server 5 s after the last change (POST, then PATCH), and survives a server restart', async () => {
    const { context, page } = await memberContext();
    // The page clock's time of each draft save the page sends (the clock is moved, not waited).
    await page.addInitScript(RECORD_SAVES);
    await openNew(page, 4);
    await page.getByLabel('Title').fill('Restart me');
    const posted = page.waitForRequest(
      (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/v2/drafts',
    );
    await typeBody(page, 'Saved on the server.');
    await page.clock.runFor(DRAFT_AUTOSAVE_DEBOUNCE_MS);
    const post = await posted;
    // The body carries the time of the last change (`lastSaved`, the page clock's): the save went
    // out 5 s of the page's time after it, not sooner.
    const sent = await page.evaluate(() => (window as unknown as SavesWindow).__fwDraftSaves);
    const changedAt = Date.parse(
      (post.postDataJSON() as { attributes: { lastSaved: string } }).attributes.lastSaved,
    );
    const waited = sent.find((s) => s.method === 'POST')!.at - changedAt;
    assert.ok(
      waited >= DRAFT_AUTOSAVE_DEBOUNCE_MS,
      `the server save waited for the quiet period (${waited} ms)`,
    );
    const draft = (await (await post.response())!.json()) as { draftID: number };
    // The response, not the request: a request the browser has only sent may reach a server
    // that is already closing, and then the restart test would stop it before it is saved.
    const patched = page.waitForResponse(
      (r) =>
        r.request().method() === 'PATCH' &&
        r.url().endsWith(`/api/v2/drafts/${draft.draftID}`) &&
        (r.request().postData() ?? '').includes('More.'),
    );
    await typeBody(page, ' More.');
    await page.clock.runFor(DRAFT_AUTOSAVE_DEBOUNCE_MS);
    const patch = await patched;
    assert.equal(patch.status(), 200, 'the server saved the change');
    assert.match(patch.request().postData() ?? '', /More\./);
    await host.stop();
    host = await restartDemoHost(host);
    // A fresh context has no local copy: the text comes from the server.
    const fresh = await browser.newContext();
    const other = await fresh.newPage();
    await signIn(other, host, 'member');
    await openNew(other, 4);
    await other.locator(BOX, { hasText: 'Saved on the server. More.' }).waitFor();
    assert.equal(await other.getByLabel('Title').inputValue(), 'Restart me');
    await fresh.close();
    await context.close();
  });

  it('keeps typing when the server dies mid-typing, and brings all of it back', async () => {
    const { context, page } = await memberContext();
    const { pageErrors } = watchConsole(page);
    await openNew(page, 5);
    await page.getByLabel('Title').fill('Server dies');
    await typeBody(page, 'Before the crash.');
    await localHas(page, 5, 'Before the crash.');
    await host.stop();
    // The autosave of what follows fails while the server is down; the text stays in the editor.
    const failed = page.waitForEvent(
      'requestfailed',
      (r) =>
        /^\/api\/v2\/drafts(\/\d+)?$/.test(new URL(r.url()).pathname) &&
        (r.postData() ?? '').includes('After the crash.'),
    );
    await typeBody(page, ' After the crash.');
    await localHas(page, 5, 'After the crash.');
    await page.clock.runFor(DRAFT_AUTOSAVE_DEBOUNCE_MS);
    await failed;
    assert.match(await page.locator(BOX).innerText(), /Before the crash\. After the crash\./);
    assert.deepEqual(pageErrors, []);
    host = await restartDemoHost(host);
    await page.goto(`${host.url}/post/discussion/5`);
    await page.waitForSelector(BOX);
    await page.locator(BOX, { hasText: 'Before the crash. After the crash.' }).waitFor();
    await context.close();
  });

  it('is removed locally and on the server when the discussion is posted', async () => {
    const { context, page } = await memberContext();
    await openNew(page, 6);
    await page.getByLabel('Title').fill('Posted draft');
    await typeBody(page, 'This will be posted.');
    await localHas(page, 6, 'This will be posted.');
    await Promise.all([
      page.waitForURL((url) => /^\/discussion\/\d+/.test(url.pathname)),
      page.getByRole('button', { name: 'Post Discussion' }).click(),
    ]);
    assert.equal(await page.evaluate((key) => localStorage.getItem(key), localKey(6)), null);
    const drafts = await api<Array<{ attributes: { body: string } }>>(
      page,
      'GET',
      '/drafts?parentRecordType=category&parentRecordID=6',
    );
    assert.deepEqual(
      drafts.json.filter((d) => d.attributes.body.includes('This will be posted.')),
      [],
    );
    await context.close();
  });

  it("asks 'Unsaved Changes' on Cancel and 'Discard Draft' before a reply", async () => {
    const { context, page } = await memberContext();
    await openNew(page, 7);
    await typeBody(page, 'Not yet saved anywhere but here.');
    await page.getByRole('button', { name: 'Cancel' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/You have unsaved changes and your work will be lost/).waitFor();
    const found = await runAxe(page, '[role="dialog"]');
    assert.deepEqual(found, []);
    await screenshot(page, 'drafts-unsaved-changes');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    assert.match(await page.locator(BOX).innerText(), /Not yet saved anywhere but here\./);
    // A top-level comment draft, then a reply: the box asks before discarding it.
    const list = await api<Array<{ discussionID: number; url: string }>>(
      page,
      'GET',
      '/discussions?limit=1&categoryID=1',
    );
    const d = list.json[0]!;
    const comments = await api<Array<{ commentID: number }>>(
      page,
      'GET',
      `/comments?discussionID=${d.discussionID}`,
    );
    await page.goto(d.url);
    const commentBox = page.locator(
      '[data-react="CommentBox"] [role="textbox"][contenteditable="true"]',
    );
    await commentBox.waitFor();
    await commentBox.focus();
    await page.keyboard.type('A top-level comment in progress.');
    await page.evaluate(
      ([discussionID, commentID]) =>
        document.dispatchEvent(
          new CustomEvent('fw:comment-reply', { detail: { discussionID, commentID } }),
        ),
      [d.discussionID, comments.json[0]?.commentID ?? 1] as const,
    );
    await page
      .getByRole('dialog')
      .getByText(/You have an unposted draft, replying to this comment will discard your draft/)
      .waitFor();
    await screenshot(page, 'drafts-discard-draft');
    await context.close();
  });

  // 03 §8, §9: a saved comment draft is announced by a toast whose 'Navigate to Draft' scrolls
  // the box to 150 px below the top of the window and puts the focus in it.
  it("says 'Saved Draft Available.' for the comment box's draft and scrolls to it", async () => {
    const context = await browser.newContext({ viewport: { width: 1024, height: 500 } });
    const page = await context.newPage();
    await page.clock.install();
    await signIn(page, host, 'member');
    const list = await api<Array<{ discussionID: number; url: string }>>(
      page,
      'GET',
      '/discussions?limit=1&categoryID=1',
    );
    const d = list.json[0]!;
    await page.goto(d.url);
    const commentBox = page.locator(
      '[data-react="CommentBox"] [role="textbox"][contenteditable="true"]',
    );
    await commentBox.waitFor();
    await commentBox.focus();
    await page.keyboard.type('Words for later.');
    const key = `fw:draft:v1:${MEMBER_ID}:comment:-:discussion:${d.discussionID}`;
    await page.clock.runFor(DRAFT_LOCAL_THROTTLE_MS);
    await page.waitForFunction(([k, t]) => (localStorage.getItem(k) ?? '').includes(t), [
      key,
      'Words for later.',
    ] as const);
    await page.reload();
    const link = page.getByRole('link', { name: 'Navigate to Draft' });
    await link.waitFor();
    await page.getByText('Saved Draft Available.').waitFor();
    await page.evaluate(() => window.scrollTo({ top: 0 }));
    await link.click();
    await page.waitForFunction(() => {
      const box = document.getElementById('create-comment');
      return box !== null && Math.abs(box.getBoundingClientRect().top - 150) <= 1;
    });
    assert.ok(
      await commentBox.evaluate((el) => el === document.activeElement),
      "the focus is in the comment box's editor",
    );
    await link.waitFor({ state: 'hidden' });
    await context.close();
  });
});
