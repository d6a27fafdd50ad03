import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import type { AppContext } from '../../demo-host/context';
import { openDatabase } from '../../demo-host/db/database';
import { publishDueDrafts, type PublishResult } from '../../demo-host/lib/draftPublisher';
import { screenshot, watchConsole } from './support/browser';
import {
  api,
  closeHostAndBrowser,
  type DemoHost,
  openHostAndBrowser,
  runAxe,
  signIn,
} from './support/demoHost';

// Seed (docs/demo-host.md): member (userID 3) has draft 1, a new discussion 'An idea for the
// next release', and draft 2, a comment on discussion 17.

interface Draft {
  draftID: number;
  draftStatus: string;
  dateScheduled: string | null;
  attributes: Record<string, unknown>;
  failedReason?: string | null;
}

let browser: Browser;
let host: DemoHost;

before(async () => ({ host, browser } = await openHostAndBrowser()));
after(() => closeHostAndBrowser({ host, browser }));

function rich2(text: string): string {
  return JSON.stringify([{ type: 'p', children: [{ text }] }]);
}

async function memberPage(width = 1280): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await signIn(page, host, 'member');
  return page;
}

/** Opens /drafts and waits for the widget's list (or empty text) to replace the server list. */
async function openDrafts(page: Page): Promise<Locator> {
  await page.goto(`${host.url}/drafts`);
  await page.evaluate(() => window.ForumWidgets!.ready);
  const list = page.getByRole('list', { name: 'My Drafts' });
  await list.waitFor();
  return list;
}

async function createDraft(page: Page, name: string, text: string): Promise<number> {
  const res = await api<Draft>(page, 'POST', '/drafts', {
    recordType: 'discussion',
    parentRecordType: 'category',
    parentRecordID: 1,
    attributes: {
      body: rich2(text),
      format: 'rich2',
      name,
      draftMeta: { name, categoryID: 1, pinLocation: 'none', pinned: false },
    },
  });
  assert.equal(res.status, 201);
  return res.json.draftID;
}

async function serverDraft(page: Page, id: number): Promise<{ status: number; json: Draft }> {
  return api<Draft>(page, 'GET', `/drafts/${id}`);
}

/**
 * Runs the demo host's draft publisher at `now`, as its timer would (every 5 s of real time):
 * the test sets the server's time instead of waiting for it. Through a connection of its own
 * to the host's database (the publisher only uses the database).
 */
function publishDue(now: Date): PublishResult[] {
  const db = openDatabase(path.join(host.dir, 'forum.sqlite'));
  try {
    return publishDueDrafts({ db } as AppContext, now);
  } finally {
    db.close();
  }
}

const pad = (n: number): string => String(n).padStart(2, '0');
/** A time as `<input type="datetime-local">` takes it, in the browser's zone. */
function localValue(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
const drafts = (page: Page) => page.locator('[data-react="DraftsPage"]');
const item = (page: Page, title: string) =>
  drafts(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title }) });

/**
 * axe-core on the whole page; what it finds in this widget or its dialogs fails the test,
 * what it finds elsewhere (other helpers' widgets, legacy HTML) is logged.
 */
async function axeOnDrafts(page: Page): Promise<string[]> {
  const found = await runAxe(page);
  const mine = found.filter((v) =>
    v.nodes.some((n) => /fw-draftsPage|fw-modal|DraftsPage/.test(n)),
  );
  const others = found.filter((v) => !mine.includes(v));
  if (others.length) console.log('axe, elsewhere on /drafts:', others.map((v) => v.id).join(', '));
  return mine.map((v) => `${v.id} (${v.help}) at ${v.nodes.slice(0, 3).join(' | ')}`);
}

describe('DraftsPage on the demo host', () => {
  it('lists the member’s drafts with links to real pages, and is axe clean', async () => {
    const page = await memberPage();
    const errors = watchConsole(page);
    const list = await openDrafts(page);
    await item(page, 'An idea for the next release').waitFor();
    await drafts(page)
      .getByRole('heading', { name: /^Comment on / })
      .waitFor();
    const titles = await list.getByRole('heading').allTextContents();
    assert.ok(titles.includes('An idea for the next release'), titles.join(', '));
    const comment = titles.find((t) => t.startsWith('Comment on '));
    assert.ok(comment && comment !== 'Comment on a discussion', `comment title: ${comment}`);
    assert.ok(!titles.includes('Release notes for June'), 'the admin’s draft is not listed');
    assert.match((await list.textContent()) ?? '', /Half-written idea/);

    // Every link leads to a real page for this member.
    const hrefs = await list
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    assert.ok(hrefs.includes('/post/editdiscussion/0/1'), hrefs.join(', '));
    // A comment box draft goes back to the box (04 §6 editUrl, 03 §4 location 'widget').
    assert.ok(hrefs.includes('/discussion/17?hasDraft=true#create-comment'), hrefs.join(', '));
    for (const href of hrefs) {
      const res = await page.request.get(`${host.url}${href}`);
      assert.equal(res.status(), 200, `${href} answers ${res.status()}`);
    }

    assert.deepEqual(await axeOnDrafts(page), []);
    await screenshot(page, 'drafts-page-1280');
    assert.deepEqual(errors.pageErrors, []);
    await page.close();
  });

  it('schedules a draft with Publish silently, cancels the schedule, and deletes it; the server agrees after each reload', async () => {
    const page = await memberPage();
    const title = 'Scheduled from the browser';
    const id = await createDraft(page, title, 'A draft to schedule');
    await openDrafts(page);
    const row = item(page, title);
    await row.waitFor();

    // A past time is refused in the dialog, without a request.
    let patches = 0;
    page.on('request', (r) => {
      if (r.method() === 'PATCH' && r.url().includes('/drafts/schedule/')) patches += 1;
    });
    await row.getByRole('button', { name: `Schedule ${title}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Schedule “${title}”` });
    await dialog.waitFor();
    const input = dialog.getByLabel('Publish on');
    assert.equal(await input.evaluate((el) => el === document.activeElement), true);
    await input.fill(localValue(new Date(Date.now() - 86_400_000)));
    await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
    await dialog
      .getByRole('alert')
      .filter({ hasText: 'Choose a date and time in the future.' })
      .waitFor();
    assert.equal(patches, 0);
    assert.deepEqual(await axeOnDrafts(page), []);

    const when = new Date(Date.now() + 3 * 86_400_000);
    when.setSeconds(0, 0);
    await input.fill(localValue(when));
    await dialog.getByRole('checkbox', { name: 'Publish silently' }).check();
    const scheduled = page.waitForResponse(
      (r) => r.request().method() === 'PATCH' && r.url().endsWith(`/api/v2/drafts/schedule/${id}`),
    );
    await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
    assert.equal((await scheduled).status(), 200);
    await dialog.waitFor({ state: 'detached' });
    await row.getByText('Scheduled for').waitFor();
    let stored = (await serverDraft(page, id)).json;
    assert.equal(stored.draftStatus, 'scheduled');
    assert.equal(stored.dateScheduled, when.toISOString());
    assert.equal(stored.attributes.publishedSilently, true);

    await openDrafts(page);
    const cancelButton = row.getByRole('button', { name: `Cancel Schedule of ${title}` });
    await cancelButton.waitFor();
    assert.match((await row.textContent()) ?? '', /silently/);

    const cancelled = page.waitForResponse(
      (r) => r.request().method() === 'PATCH' && r.url().endsWith(`/drafts/cancel-schedule/${id}`),
    );
    await cancelButton.click();
    assert.equal((await cancelled).status(), 200);
    await row.getByRole('button', { name: `Schedule ${title}`, exact: true }).waitFor();
    stored = (await serverDraft(page, id)).json;
    assert.equal(stored.draftStatus, 'draft');
    assert.equal(stored.dateScheduled, null);

    await openDrafts(page);
    await row.getByRole('button', { name: `Delete ${title}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Draft' });
    await confirm.waitFor();
    assert.deepEqual(await axeOnDrafts(page), []);
    const deleted = page.waitForResponse(
      (r) => r.request().method() === 'DELETE' && r.url().endsWith(`/api/v2/drafts/${id}`),
    );
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    assert.equal((await deleted).status(), 204);
    await row.waitFor({ state: 'detached' });
    assert.equal((await serverDraft(page, id)).status, 404);
    await openDrafts(page);
    assert.equal(await item(page, title).count(), 0);
    await page.close();
  });

  it('works by keyboard: the dialog takes the focus, Escape gives it back', async () => {
    const page = await memberPage();
    await openDrafts(page);
    const schedule = item(page, 'An idea for the next release').getByRole('button', {
      name: 'Schedule An idea for the next release',
      exact: true,
    });
    await schedule.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: /^Schedule “An idea/ });
    await dialog.waitFor();
    assert.equal(
      await dialog.getByLabel('Publish on').evaluate((el) => el === document.activeElement),
      true,
    );
    // Tab stays inside the dialog.
    for (let i = 0; i < 6; i += 1) await page.keyboard.press('Tab');
    assert.equal(await dialog.evaluate((el) => el.contains(document.activeElement)), true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    assert.equal(await schedule.evaluate((el) => el === document.activeElement), true);
    await page.close();
  });

  it('shows a draft the server failed to publish with the error and its reason', async () => {
    const page = await memberPage();
    // A comment draft on a discussion that does not exist cannot be published.
    const created = await api<Draft>(page, 'POST', '/drafts', {
      recordType: 'comment',
      parentRecordType: 'discussion',
      parentRecordID: 999_999,
      attributes: { body: rich2('Lost reply'), format: 'rich2', draftMeta: {} },
    });
    assert.equal(created.status, 201);
    const id = created.json.draftID;
    const soon = new Date(Date.now() + 2000).toISOString();
    const res = await api<Draft>(page, 'PATCH', `/drafts/schedule/${id}`, { dateScheduled: soon });
    assert.equal(res.status, 200);
    // The publisher's turn when the time comes (its own timer may have been first: then the
    // draft is no longer due, and the server's answer below says the same).
    const results = publishDue(new Date(soon));
    assert.ok(
      results.every((r) => r.draftID !== id || r.status === 'error'),
      JSON.stringify(results),
    );
    const stored = (await serverDraft(page, id)).json;
    assert.equal(stored.draftStatus, 'error');

    await openDrafts(page);
    const row = drafts(page).getByRole('listitem').filter({ hasText: 'Lost reply' });
    await row.getByText('Error', { exact: true }).waitFor();
    const reason = stored.failedReason ?? '';
    assert.ok(reason !== '', 'the server gives a reason');
    assert.match((await row.textContent()) ?? '', /This draft could not be published: /);
    assert.ok(((await row.textContent()) ?? '').includes(reason));

    // The three states side by side, for docs/widgets/drafts-page.md.
    const later = await createDraft(page, 'Monthly roundup', 'Everything that happened in June');
    const res2 = await api(page, 'PATCH', `/drafts/schedule/${later}`, {
      dateScheduled: '2031-06-30T08:00:00.000Z',
      publishedSilently: true,
    });
    assert.equal(res2.status, 200);
    await openDrafts(page);
    await item(page, 'Monthly roundup').getByText('Scheduled for').waitFor();
    await screenshot(page, 'drafts-page-states');
    await page.close();
  });

  it('fits 375 px: no sideways scroll, the schedule dialog fits, axe clean', async () => {
    const page = await memberPage(375);
    await openDrafts(page);
    await item(page, 'An idea for the next release').waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow}px`);
    assert.deepEqual(await axeOnDrafts(page), []);
    await screenshot(page, 'drafts-page-375');

    await item(page, 'An idea for the next release')
      .getByRole('button', { name: 'Schedule An idea for the next release', exact: true })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const box = await dialog.boundingBox();
    assert.ok(box && box.x >= 0 && box.x + box.width <= 375, `dialog box ${JSON.stringify(box)}`);
    assert.deepEqual(await axeOnDrafts(page), []);
    await screenshot(page, 'drafts-page-375-schedule');
    await page.close();
  });
});
