// API faults, the composer (issue 17; issue 30 §2): the new-discussion page (PostDiscussion),
// with the faults that need a real page: a refusal (500) and a network error of the post, its
// 408 and its hang; the draft fetch on opening under a network error and a hang; the pickers,
// mentions and an upload under a refusal, and under a hang with the upload's Cancel. The widget
// must show its error state or stay usable, throw nothing uncaught, leave the title bar working,
// and keep what was typed: the title and the editor's text. What it does with the other faults
// is one path per call: tests/unit/widgets/PostDiscussion/composerFaults.test.tsx and
// tests/unit/features/composer/editorFaults.test.tsx show them, the draft deleted after a post
// postDraftDeleteFaults.test.ts and postWithoutWaiting.test.ts, and every call × every fault
// tests/unit/api/faultMatrix.test.ts (/work/notes/faults-moved.md lists where each went).
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
import type { Page } from 'playwright-core';
import { screenshot } from './support/browser';
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
  PNG,
  typeAtEnd,
} from './support/composerFaults';
import { api } from './support/demoHost';
import { type Fault, FAULTS, titleBarWorks } from './support/faults';

const env = composerFaultFile();
const { pageAs, open } = env;

const fault = (name: string): Fault => FAULTS.find((f) => f.name === name)!;
const F500 = fault('500');
const NETWORK = fault('network');
const F408 = fault('408');
/** The words of a request that got no answer (src/api/apiError.ts). */
const NO_ANSWER = /Something went wrong while contacting the server\./;

const post = (page: Page) => page.locator(COMPOSER).getByRole('button', { name: /^Post/ });

describe('API faults: opening the new-discussion page', () => {
  it('opens with the local copy when the draft fetch meets a network error; a hang shows Loading until it answers', async () => {
    const { page, pageErrors, warnings } = await pageAs();
    await open(page, '/post/discussion/4');
    await page.getByLabel('Title').fill('Kept through the faults');
    await typeAtEnd(page, BOX, 'Typed before the faults.');
    await localHas(page, 'Typed before the faults.');
    const fetches = apiPath(/^\/drafts(\/\d+\/edit)?$/);
    const route = await faultWhere(page, fetches, 'GET', NETWORK.apply);
    await page.reload();
    await page.locator(BOX, { hasText: 'Typed before the faults.' }).waitFor();
    assert.ok(route.hits.length > 0, 'the draft was asked for');
    await formKeeps(page, 'Kept through the faults', 'Typed before the faults.', 'network');
    await route.off();
    await titleBarWorks(page, 'opening network');
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

  it('refused (500), they say so at the category and tag pickers, the mention list and the upload, and keep the text; then they answer', async () => {
    const { page, pageErrors } = await pageAs();
    const routes = await Promise.all(
      calls.map(([path, method]) => faultWhere(page, exact(path), method, F500.apply)),
    );
    await open(page, '/post/discussion/5');
    const category = page.locator(COMPOSER).getByRole('group', { name: 'Category' });
    const tags = page.locator(COMPOSER).getByRole('group', { name: 'Tags' });
    const popup = page.locator('.fw-mentionPopup');
    const tray = page.locator(COMPOSER).getByRole('list', { name: 'Uploads' });
    const title = 'Lookups fail: 500';
    await page.getByLabel('Title').fill(title);
    // The category picker asks for the categories on opening.
    await category
      .getByRole('alert')
      .getByText(/Server exploded\./)
      .waitFor();
    // The tag picker, as a tag is typed.
    await tags.getByLabel('Find a tag').fill('tag500');
    await tags
      .getByRole('alert')
      .getByText(/Server exploded\./)
      .waitFor();
    assert.equal(await tags.getByLabel('Find a tag').inputValue(), 'tag500');
    // A mention lookup: a 5xx is a failure (01 §8).
    await typeAtEnd(page, BOX, 'Line 500 @bzz');
    await popup
      .getByRole('status')
      .filter({ hasText: 'Looking up users failed. Keep typing to try again.' })
      .waitFor();
    assert.equal(await popup.getByRole('option').count(), 0);
    await page.keyboard.press('Escape');
    await popup.waitFor({ state: 'detached' });
    // An upload: the tray says why, with Retry and Remove; the placeholder says it failed.
    const file = 'dot-500.png';
    await page
      .locator(`${COMPOSER} input[type="file"]`)
      .setInputFiles({ name: file, mimeType: 'image/png', buffer: PNG });
    const row = tray.getByRole('listitem').filter({ hasText: file });
    await row.getByRole('button', { name: `Retry upload of ${file}` }).waitFor();
    assert.match(
      (await row.locator('.fw-uploadTray-error').textContent()) ?? '',
      /Server exploded\./,
    );
    assert.equal(await page.locator(BOX).getByText(`Upload failed: ${file}`).count(), 1);
    await screenshot(page, 'api-faults-composer-lookups');
    await row.getByRole('button', { name: `Remove ${file}` }).click();
    await row.waitFor({ state: 'detached' });
    await formKeeps(page, title, 'Line 500 @bzz', '500');
    for (const route of routes) await route.off();
    await titleBarWorks(page, 'lookups 500');

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
    assert.ok((await page.locator(BOX).innerText()).includes('Line 500 @bzz'));
    assert.deepEqual(pageErrors, []);
    await page.close();
  });

  it("show their loading states while they hang, leave the form usable, the upload's Cancel drops it, and the rest answer once let go", async () => {
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
    await typeAtEnd(page, BOX, ' and more.');
    await formKeeps(page, 'Everything hangs', 'Still typing @memb and more.', 'hang');
    await titleBarWorks(page, 'while the lookups hang');
    assert.equal(await page.locator(COMPOSER).getByRole('alert').count(), 0);
    await screenshot(page, 'api-faults-composer-hang');
    // The hung upload's Cancel: its row and its placeholder go, the text stays.
    await page.getByRole('button', { name: 'Cancel upload of held.png' }).click();
    await page
      .getByRole('progressbar', { name: 'Uploading held.png' })
      .waitFor({ state: 'detached' });
    assert.equal(await page.locator(`${BOX} .fw-uploadPlaceholder`).count(), 0);
    for (const hold of holds) await hold.release();
    await category.getByRole('radio').first().waitFor();
    await tags.getByRole('button', { name: 'Add tag Security' }).waitFor();
    await formKeeps(page, 'Everything hangs', 'Still typing @memb and more.', 'after the hang');
    assert.equal(await page.locator(`${BOX} img[src*="/uploads/"]`).count(), 0, 'nothing inserted');
    assert.deepEqual(pageErrors, []);
    await page.close();
  });
});

describe('API faults: posting a discussion', () => {
  it('a refused (500) or unanswered (network) post shows the reason and keeps the title and the text; the server has nothing', async () => {
    const { page, pageErrors } = await pageAs();
    await open(page, '/post/discussion/6');
    const title = 'A post that fails first';
    await page.getByLabel('Title').fill(title);
    await typeAtEnd(page, BOX, 'Every word of this stays.');
    for (const [f, says] of [
      [F500, /Server exploded\./],
      [NETWORK, NO_ANSWER],
    ] as const) {
      const route = await faultWhere(page, exact('/discussions'), 'POST', f.apply);
      await post(page).click();
      const alert = formAlert(page);
      await alert.waitFor();
      assert.match((await alert.textContent()) ?? '', says, f.name);
      assert.ok(route.hits.length > 0);
      await formKeeps(page, title, 'Every word of this stays.', f.name);
      assert.equal(await post(page).textContent(), 'Post Discussion');
      assert.equal(await post(page).isEnabled(), true, `${f.name}: it can be tried again`);
      if (f === F500) await screenshot(page, 'api-faults-composer-post');
      await alert.getByRole('button', { name: 'Dismiss' }).click();
      await alert.waitFor({ state: 'detached' });
      await route.off();
      await titleBarWorks(page, `post ${f.name}`);
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
    const route = await faultWhere(page, exact('/discussions'), 'POST', F408.apply);
    await post(page).click();
    const alert = formAlert(page);
    await alert.getByText(/did not confirm the post/).waitFor();
    await formKeeps(page, 'A post answered 408', 'Not lost to a 408.', '408');
    assert.ok(isDiscussionPage(new URL(page.url())) === false, 'still on the form');
    await route.off();
    assert.match(await localDrafts(page), /Not lost to a 408\./, 'the local copy stays');
    assert.deepEqual(pageErrors, []);
    await page.close();
  });
});
