// API faults, the composer (issue 17): the new-discussion page (PostDiscussion). Every call it makes is forced to each answer of support/faults.ts
// (500, 403, 404, 408, a CDN page, malformed JSON, a network error, a hang). The widget must
// show its error state or stay usable (a hang shows its loading state), throw nothing uncaught,
// leave the title bar working, and keep what was typed: the title and the editor's text.
//
// The calls (read from widgets/PostDiscussion, src/features/composer, drafts, media, mentions):
//   GET    /drafts?recordType&parentRecordType&parentRecordID  the place's draft, on opening
//   GET    /drafts/{id}/edit            the draft on opening, when its ID is known
//   GET    /categories/{id}             the page's category (its name and post types)
//   GET    /categories/search           the category picker (on opening, then as typed)
//   GET    /tags?query                  the tag picker
//   GET    /users/by-names              mention suggestions ('@' in the editor)
//   POST   /media                       an image or file (button, drop, paste)
//   POST   /discussions                 Post Discussion
//   DELETE /drafts/{id}                 the posted draft (after POST /discussions)
// The edit-discussion page and the comment box are in apiFaultsComposerEdit.test.ts; the
// autosave (POST /drafts, PATCH /drafts/{id}) and the drafts page in apiFaultsDrafts.test.ts.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { BrowserContext, Page } from 'playwright-core';
import { screenshot, watchConsole } from './support/browser';
import {
  apiPath,
  BOX,
  COMPOSER,
  composerFaultFile,
  exact,
  faultWhere,
  formAlert,
  formKeeps,
  holdRequests,
  isDiscussionPage,
  localDrafts,
  localHas,
  NOT_HANG,
  PNG,
  rich2,
  typeAtEnd,
  watchWarnings,
} from './support/composerFaults';
import { api, signIn } from './support/demoHost';
import { FAILING, type Fault, FAULT_TEXT, FAULTS, titleBarWorks } from './support/faults';

const env = composerFaultFile();
const { pageAs, open } = env;

/** A server draft of a new discussion in `categoryID`, made through the API. */
async function serverDraft(page: Page, categoryID: number, name: string, text: string) {
  const res = await api<{ draftID: number }>(page, 'POST', '/drafts', {
    recordType: 'discussion',
    parentRecordType: 'category',
    parentRecordID: categoryID,
    attributes: {
      body: rich2(text),
      format: 'rich2',
      name,
      draftMeta: { name, categoryID, pinLocation: 'none', pinned: false },
    },
  });
  assert.equal(res.status, 201, JSON.stringify(res.json));
  return res.json.draftID;
}

const post = (page: Page) => page.locator(COMPOSER).getByRole('button', { name: /^Post/ });

describe('API faults: opening the new-discussion page', () => {
  it('opens with the local copy when the draft fetch fails, for every fault; a hang shows Loading until it answers', async () => {
    const { page, pageErrors, warnings } = await pageAs();
    await open(page, '/post/discussion/4');
    await page.getByLabel('Title').fill('Kept through the faults');
    await typeAtEnd(page, BOX, 'Typed before the faults.');
    await localHas(page, 'Typed before the faults.');
    const fetches = apiPath(/^\/drafts(\/\d+\/edit)?$/);
    for (const fault of NOT_HANG) {
      const route = await faultWhere(page, fetches, 'GET', fault.apply);
      await page.reload();
      await page.locator(BOX, { hasText: 'Typed before the faults.' }).waitFor();
      assert.ok(route.hits.length > 0, `${fault.name}: the draft was asked for`);
      await formKeeps(page, 'Kept through the faults', 'Typed before the faults.', fault.name);
      await route.off();
      await titleBarWorks(page, `opening ${fault.name}`);
    }
    // 03 §8: the failure is logged, never shown.
    assert.ok(warnings.some((w) => w.includes('Error fetching draft from server')));
    assert.equal(await page.getByText('Error fetching draft from server').count(), 0);

    const hold = await holdRequests(page, fetches, 'GET');
    await page.reload();
    await hold.arrived;
    await page.locator(COMPOSER).getByRole('status', { name: 'Loading' }).waitFor();
    assert.equal(await page.locator(BOX).count(), 0);
    await titleBarWorks(page, 'while the draft fetch hangs');
    assert.match(await localDrafts(page), /Typed before the faults\./, 'the local copy waits');
    await hold.release();
    await page.locator(BOX, { hasText: 'Typed before the faults.' }).waitFor();
    await formKeeps(page, 'Kept through the faults', 'Typed before the faults.', 'after the hang');
    assert.deepEqual(pageErrors, []);
    await page.close();
  });
});

describe('API faults: the lookups, mentions and uploads of the new-discussion page', () => {
  const calls = [
    ['/categories/5', 'GET'],
    ['/categories/search', 'GET'],
    ['/tags', 'GET'],
    ['/users/by-names', 'GET'],
    ['/media', 'POST'],
  ] as const;
  /** Mention lookups: only a 5xx or no answer is a failure (01 §8); else no one matches. */
  const LOOKUP_FAILS = ['500', 'cdn', 'network'];

  it('say so at the category and tag pickers, the mention list and the upload, for every fault, and keep the text', async () => {
    const { page, pageErrors } = await pageAs();
    await open(page, '/post/discussion/5');
    const category = page.locator(COMPOSER).getByRole('group', { name: 'Category' });
    const tags = page.locator(COMPOSER).getByRole('group', { name: 'Tags' });
    const popup = page.locator('.fw-mentionPopup');
    const tray = page.locator(COMPOSER).getByRole('list', { name: 'Uploads' });
    let body = '';
    for (const [i, fault] of NOT_HANG.entries()) {
      const routes = await Promise.all(
        calls.map(([path, method]) => faultWhere(page, exact(path), method, fault.apply)),
      );
      await page.reload();
      await page.waitForSelector(BOX);
      const title = `Lookups fail: ${fault.name}`;
      await page.getByLabel('Title').fill(title);
      // The category picker asks for the categories on opening; a failed answer is an alert
      // (a 408 too: its body is no list).
      const text = fault.name === '408' ? /Request timeout/ : FAULT_TEXT[fault.name]!;
      assert.match((await category.getByRole('alert').textContent()) ?? '', text);
      // The tag picker, as a tag is typed.
      await tags.getByLabel('Find a tag').fill(`tag${fault.name}`);
      assert.match((await tags.getByRole('alert').textContent()) ?? '', text);
      assert.equal(await tags.getByLabel('Find a tag').inputValue(), `tag${fault.name}`);
      // A mention lookup (a new name each time: a failure is remembered per name).
      const line = ` Line ${fault.name} @${'bcdfghjk'[i]}zz`;
      body += line;
      await typeAtEnd(page, BOX, line);
      await popup
        .getByRole('status')
        .filter({
          hasText: LOOKUP_FAILS.includes(fault.name)
            ? 'Looking up users failed. Keep typing to try again.'
            : 'No matching users.',
        })
        .waitFor();
      assert.equal(await popup.getByRole('option').count(), 0);
      await page.keyboard.press('Escape');
      await popup.waitFor({ state: 'detached' });
      // An upload: the tray says why, with Retry and Remove; the placeholder says it failed.
      if (fault.name !== '408') {
        const file = `dot-${fault.name}.png`;
        await page
          .locator(`${COMPOSER} input[type="file"]`)
          .setInputFiles({ name: file, mimeType: 'image/png', buffer: PNG });
        const row = tray.getByRole('listitem').filter({ hasText: file });
        await row.getByRole('button', { name: `Retry upload of ${file}` }).waitFor();
        assert.match(
          (await row.locator('.fw-uploadTray-error').textContent()) ?? '',
          FAULT_TEXT[fault.name]!,
        );
        assert.equal(await page.locator(BOX).getByText(`Upload failed: ${file}`).count(), 1);
        if (fault.name === 'cdn') await screenshot(page, 'api-faults-composer-lookups');
        await row.getByRole('button', { name: `Remove ${file}` }).click();
        await row.waitFor({ state: 'detached' });
      }
      await formKeeps(page, title, body.trim(), fault.name);
      for (const route of routes) await route.off();
      await titleBarWorks(page, `lookups ${fault.name}`);
    }
    // With the network back, each of them answers on the same page.
    await category.getByLabel('Find a category').fill('Feedback');
    await category.getByRole('radio', { name: /Feedback/ }).waitFor();
    await tags.getByLabel('Find a tag').fill('Secu');
    await tags.getByRole('button', { name: 'Add tag Security' }).waitFor();
    await typeAtEnd(page, BOX, ' @memb');
    await popup.getByRole('option', { name: /member2/ }).waitFor();
    await page.keyboard.press('Escape');
    await page
      .locator(`${COMPOSER} input[type="file"]`)
      .setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: PNG });
    await page.locator(`${BOX} img[src*="/uploads/"]`).waitFor();
    assert.ok((await page.locator(BOX).innerText()).includes(body.trim()));
    assert.deepEqual(pageErrors, []);
    await page.close();
  });

  it('show their loading states while they hang, leave the form usable, and answer once let go', async () => {
    const { page, pageErrors } = await pageAs();
    const holds = await Promise.all(
      calls.map(([path, method]) => holdRequests(page, exact(path), method)),
    );
    await open(page, '/post/discussion/5');
    const category = page.locator(COMPOSER).getByRole('group', { name: 'Category' });
    const tags = page.locator(COMPOSER).getByRole('group', { name: 'Tags' });
    const popup = page.locator('.fw-mentionPopup');
    await category.getByRole('status', { name: 'Loading' }).waitFor();
    await page.getByLabel('Title').fill('Everything hangs');
    await tags.getByLabel('Find a tag').fill('Secu');
    await tags.getByRole('status', { name: 'Loading' }).waitFor();
    await typeAtEnd(page, BOX, 'Still typing @memb');
    await popup.getByRole('status').filter({ hasText: 'Searching…' }).waitFor();
    await page.keyboard.press('Escape');
    await page
      .locator(`${COMPOSER} input[type="file"]`)
      .setInputFiles({ name: 'held.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('progressbar', { name: 'Uploading held.png' }).waitFor();
    await page.getByRole('button', { name: 'Cancel upload of held.png' }).waitFor();
    await typeAtEnd(page, BOX, ' and more.');
    await formKeeps(page, 'Everything hangs', 'Still typing @memb and more.', 'hang');
    await titleBarWorks(page, 'while the lookups hang');
    assert.equal(await page.locator(COMPOSER).getByRole('alert').count(), 0);
    await screenshot(page, 'api-faults-composer-hang');
    for (const hold of holds) await hold.release();
    await category.getByRole('radio').first().waitFor();
    await tags.getByRole('button', { name: 'Add tag Security' }).waitFor();
    await page.locator(`${BOX} img[src*="/uploads/"]`).waitFor();
    await formKeeps(page, 'Everything hangs', 'Still typing @memb and more.', 'after the hang');
    assert.deepEqual(pageErrors, []);
    await page.close();
  });

  // A 408 counts as success (01 §7) but holds no media (src/api/expectRecord.ts): a failed
  // upload with Retry, never an image of the error body (found as a bug: <img src="…/undefined">).
  it('a 408 answer to POST /media is reported as a failed upload', async () => {
    const { page, pageErrors } = await pageAs();
    try {
      await faultWhere(page, exact('/media'), 'POST', FAULTS[3]!.apply);
      await open(page, '/post/discussion/5');
      await typeAtEnd(page, BOX, 'Text around the upload.');
      const answered = page.waitForResponse((r) => exact('/media')(new URL(r.url())));
      await page
        .locator(`${COMPOSER} input[type="file"]`)
        .setInputFiles({ name: 'dot-408.png', mimeType: 'image/png', buffer: PNG });
      await answered;
      const tray = page.locator(COMPOSER).getByRole('list', { name: 'Uploads' });
      await tray
        .getByRole('button', { name: 'Retry upload of dot-408.png' })
        .or(page.locator(`${BOX} img:not(.ProseMirror-separator)`))
        .first()
        .waitFor();
      assert.equal(await page.locator(`${BOX} img[src$="undefined"]`).count(), 0);
      await tray.getByRole('button', { name: 'Retry upload of dot-408.png' }).waitFor();
      assert.deepEqual(pageErrors, []);
    } finally {
      await page.close();
    }
  });
});

describe('API faults: posting a discussion', () => {
  it('a failing post shows the reason and keeps the title and the text, for every failing answer; the server has nothing', async () => {
    const { page, pageErrors } = await pageAs();
    await open(page, '/post/discussion/6');
    const title = 'A post that fails first';
    await page.getByLabel('Title').fill(title);
    await typeAtEnd(page, BOX, 'Every word of this stays.');
    for (const fault of FAILING) {
      const route = await faultWhere(page, exact('/discussions'), 'POST', fault.apply);
      await post(page).click();
      const alert = formAlert(page);
      await alert.waitFor();
      assert.match((await alert.textContent()) ?? '', FAULT_TEXT[fault.name]!, fault.name);
      assert.ok(route.hits.length > 0);
      await formKeeps(page, title, 'Every word of this stays.', fault.name);
      assert.equal(await post(page).textContent(), 'Post Discussion');
      assert.equal(await post(page).isEnabled(), true, `${fault.name}: it can be tried again`);
      if (fault.name === '500') await screenshot(page, 'api-faults-composer-post');
      await alert.getByRole('button', { name: 'Dismiss' }).click();
      await alert.waitFor({ state: 'detached' });
      await route.off();
      await titleBarWorks(page, `post ${fault.name}`);
    }
    const mine = await api<{ name: string }[]>(page, 'GET', '/discussions?insertUserID=3&limit=30');
    assert.ok(!mine.json.some((d) => d.name === title), 'no failed post reached the server');
    assert.match(await localDrafts(page), /Every word of this stays\./);
    assert.deepEqual(pageErrors, []);
    await page.close();
  });

  it('a hanging post shows Posting… with the form locked, then goes to the discussion once answered', async () => {
    const { page, pageErrors } = await pageAs();
    await open(page, '/post/discussion/6');
    await page.getByLabel('Title').fill('A post that hangs first');
    await typeAtEnd(page, BOX, 'Held, then sent.');
    const hold = await holdRequests(page, exact('/discussions'), 'POST');
    await post(page).click();
    await hold.arrived;
    assert.equal(await post(page).textContent(), 'Posting…');
    assert.equal(await post(page).isDisabled(), true);
    assert.equal(await page.getByLabel('Title').isDisabled(), true);
    await formKeeps(page, 'A post that hangs first', 'Held, then sent.', 'hang');
    await titleBarWorks(page, 'while the post hangs');
    await Promise.all([page.waitForURL(isDiscussionPage), hold.release()]);
    assert.match(await page.content(), /Held, then sent\./);
    assert.doesNotMatch(await localDrafts(page), /Held, then sent\./, 'the local copy went');
    assert.deepEqual(pageErrors, []);
    await page.close();
  });

  // A 408 to the post holds no discussion: the post is not confirmed, the draft and the text
  // stay (found as a bug: the draft was deleted and the form reloaded empty).
  it('a 408 answer to the post keeps the title and the text', async () => {
    const { page, pageErrors } = await pageAs();
    await open(page, '/post/discussion/6');
    await page.getByLabel('Title').fill('A post answered 408');
    await typeAtEnd(page, BOX, 'Not lost to a 408.');
    await localHas(page, 'Not lost to a 408.');
    const route = await faultWhere(page, exact('/discussions'), 'POST', FAULTS[3]!.apply);
    const navigated = page.waitForEvent('framenavigated');
    await post(page).click();
    await Promise.race([formAlert(page).waitFor(), navigated]);
    await page.waitForSelector(BOX);
    await formKeeps(page, 'A post answered 408', 'Not lost to a 408.', '408');
    await route.off();
    assert.deepEqual(pageErrors, []);
    await page.close();
  });
});

describe('API faults: the draft deleted after posting', () => {
  /**
   * Opens a server draft of a new discussion in `categoryID` on a new page of `context`, with
   * `fault` on its DELETE, and posts it.
   */
  async function postDraft(
    context: BrowserContext,
    categoryID: number,
    fault: Fault,
    timeout = 30_000,
  ) {
    const page = await context.newPage();
    const { pageErrors } = watchConsole(page);
    const warnings = watchWarnings(page);
    const text = `Posted from a draft despite ${fault.name}.`;
    await page.goto(`${env.host.url}/discussions`);
    const draftID = await serverDraft(page, categoryID, `Draft then ${fault.name}`, text);
    await open(page, `/post/editdiscussion/0/${draftID}`);
    await page.locator(BOX, { hasText: text }).waitFor();
    const route = await faultWhere(page, exact(`/drafts/${draftID}`), 'DELETE', fault.apply);
    // The address is the proof; six pages side by side on a loaded machine may take long to
    // reach 'load' (a CI-like run once saw the page parsed but not loaded after 15 s).
    const posted = page.waitForURL(isDiscussionPage, { timeout, waitUntil: 'domcontentloaded' });
    const created = page.waitForResponse(
      (r) => r.request().method() === 'POST' && exact('/discussions')(new URL(r.url())),
    );
    await post(page).click();
    return { page, pageErrors, warnings, text, route, posted, created };
  }

  it('a failing DELETE /drafts/{id} is only logged: the discussion opens, the local copy is gone, for every failing answer', async () => {
    const context = await env.browser.newContext();
    await signIn(await context.newPage(), env.host, 'member');
    const categories = [1, 3, 4, 5, 6, 7];
    const check = async (fault: Fault, i: number): Promise<void> => {
      const run = await postDraft(context, categories[i]!, fault);
      const { page, route, text } = run;
      await run.posted;
      assert.ok(route.hits.length > 0, `${fault.name}: the draft was deleted after the post`);
      assert.ok((await page.content()).includes(text), `${fault.name}: the discussion shows`);
      assert.doesNotMatch(await localDrafts(page), new RegExp(text));
      // 03 §8: logged only. (A 404 means already deleted, a 408 counts as success.)
      if (fault.name !== '404' && fault.name !== '408')
        assert.ok(
          run.warnings.some((w) => w.includes('Error deleting draft')),
          fault.name,
        );
      assert.deepEqual(run.pageErrors, []);
    };
    // One page per place at a time: a new discussion's local copy is kept per place (a
    // category), so two pages of one place in one browser would share it (found as a flaky
    // failure when the seventh fault reused category 1 beside the first).
    const faults = [...FAILING, FAULTS[3]!];
    for (let start = 0; start < faults.length; start += categories.length)
      await Promise.all(faults.slice(start, start + categories.length).map(check));
    await context.close();
  });

  // The post does not wait for the DELETE of its draft beyond a short grace (found as a bug:
  // 'Posting…' for good); the keepalive DELETE goes on after the page is left.
  it('a hanging DELETE /drafts/{id} does not stop the post: the discussion opens', async () => {
    const context = await env.browser.newContext();
    await signIn(await context.newPage(), env.host, 'member');
    const run = await postDraft(
      context,
      7,
      FAULTS.find((f) => f.name === 'hang')!,
      8000,
    );
    try {
      assert.equal((await run.created).status(), 201, 'the discussion was made');
      await run.posted;
      assert.deepEqual(run.pageErrors, []);
    } finally {
      await context.close();
    }
  });
});
