// The content translation editor (issue 20, 03 §2–§8): the Translate action of the discussion
// options menu (site.manage only), the translation modal (source text, one field per property
// with its limit, the locale switcher, 'Not translated', 'Unsaved Changes'), saving with
// PATCH /translations/vanilla and /remove, and the demo host serving the translated title on
// the discussion page and list of `?locale=fr`. As admin, member and guest; axe, keyboard,
// 375 px, hostile source text and translations.
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

interface Translation {
  translationPropertyKey: string;
  recordID?: number;
  locale: string;
  translation: string;
}

let browser: Browser;
let host: DemoHost;

before(async () => ({ host, browser } = await openHostAndBrowser()));
after(() => closeHostAndBrowser({ host, browser }));

async function pageAs(role: string | null, width = 1280): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  if (role) await signIn(page, host, role);
  else await page.goto(`${host.url}/discussions`);
  return page;
}

async function frTranslations(page: Page, id: number): Promise<Translation[]> {
  const res = await api<Translation[]>(
    page,
    'GET',
    `/translations/vanilla?locale=fr&recordType=discussion&recordIDs[]=${id}`,
  );
  assert.equal(res.status, 200);
  return res.json;
}

/** The list item of discussion `id` on the widget's list. */
function listItem(page: Page, id: number): Locator {
  return page.locator(`[data-react="DiscussionList"] li:has(#fw-discussion-${id}-title)`);
}

async function openList(page: Page, query = ''): Promise<void> {
  await page.goto(`${host.url}/discussions${query}`);
  await page.evaluate(() => window.ForumWidgets!.ready);
  await page.locator('[data-react="DiscussionList"] li.fw-discussionItem').first().waitFor();
}

/** Opens the translation modal of discussion `id` from its list item's options menu. */
async function openModal(page: Page, id: number): Promise<Locator> {
  await listItem(page, id).getByRole('button', { name: 'Discussion Options' }).click();
  await page.getByRole('menuitem', { name: 'Translate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Translate Discussion' });
  await dialog.getByRole('textbox', { name: 'Title' }).waitFor();
  return dialog;
}

async function saveAndWait(page: Page, dialog: Locator, path: string): Promise<void> {
  const answer = page.waitForResponse(
    (r) => new URL(r.url()).pathname === `/api/v2${path}` && r.request().method() === 'PATCH',
  );
  await dialog.getByRole('button', { name: 'Save' }).click();
  assert.equal((await answer).status(), 200);
  await dialog.getByText('Translations saved.').waitFor();
}

describe('content translation editor', () => {
  const ID = 3;

  it('lets an admin translate a title to French, served on the page and list of ?locale=fr', async () => {
    const page = await pageAs('admin');
    const consoleSeen = watchConsole(page);
    const source = (await api<{ name: string }>(page, 'GET', `/discussions/${ID}`)).json.name;
    await openList(page);
    const dialog = await openModal(page, ID);
    const box = await dialog.boundingBox();
    assert.ok(box && box.width <= 800, `the modal is at most 800 px wide (${box?.width})`);
    await dialog.getByText(source, { exact: true }).waitFor();
    const locale = dialog.getByRole('combobox', { name: 'Locale' });
    assert.equal(await locale.inputValue(), 'fr');
    const field = dialog.getByRole('textbox', { name: 'Title' });
    assert.equal(await field.getAttribute('maxlength'), '100');
    assert.equal(await field.inputValue(), '');
    await dialog.getByText('Not translated').waitFor();
    assert.deepEqual(await runAxe(page, '.fw-modal'), []);
    await screenshot(page, 'translations-modal-empty');

    await field.fill('Titre traduit en français');
    await dialog.getByText('You have unsaved changes').waitFor();
    await screenshot(page, 'translations-modal-dirty');
    await saveAndWait(page, dialog, '/translations/vanilla');
    assert.equal(await field.inputValue(), 'Titre traduit en français');
    assert.equal(await dialog.getByText('Not translated').count(), 0);
    const saved = await frTranslations(page, ID);
    assert.deepEqual(
      saved.map((t) => [t.translationPropertyKey, t.translation]),
      [[`discussion.${ID}.name`, 'Titre traduit en français']],
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The page and the list in French show the translation; without ?locale= the source.
    await page.goto(`${host.url}/discussion/${ID}?locale=fr`);
    await page.evaluate(() => window.ForumWidgets!.ready);
    await page.getByRole('heading', { level: 1, name: 'Titre traduit en français' }).waitFor();
    await screenshot(page, 'translations-discussion-page-fr');
    await openList(page, '?locale=fr');
    await page
      .locator(`#fw-discussion-${ID}-title`, { hasText: 'Titre traduit en français' })
      .waitFor();
    await openList(page);
    assert.equal((await page.locator(`#fw-discussion-${ID}-title`).textContent())?.trim(), source);
    assert.deepEqual(consoleSeen.pageErrors, []);
    await page.close();
  });

  it('removes an emptied translation with PATCH /translations/vanilla/remove', async () => {
    const page = await pageAs('admin');
    await api(page, 'PATCH', '/translations/vanilla', [
      {
        translationPropertyKey: `discussion.4.name`,
        recordType: 'discussion',
        recordID: 4,
        propertyName: 'name',
        locale: 'fr',
        translation: 'À effacer',
      },
    ]);
    await openList(page);
    const dialog = await openModal(page, 4);
    const field = dialog.getByRole('textbox', { name: 'Title' });
    assert.equal(await field.inputValue(), 'À effacer');
    await field.fill('');
    await saveAndWait(page, dialog, '/translations/vanilla/remove');
    await dialog.getByText('Not translated').waitFor();
    assert.deepEqual(await frTranslations(page, 4), []);
    await page.close();
  });

  it('asks before closing or switching locale with unsaved changes, keyboard only', async () => {
    const page = await pageAs('admin');
    await openList(page);
    const options = listItem(page, 5).getByRole('button', { name: 'Discussion Options' });
    await options.focus();
    await page.keyboard.press('Enter');
    const translate = page.getByRole('menuitem', { name: 'Translate' });
    await translate.waitFor();
    while (!(await translate.evaluate((el) => el === document.activeElement)))
      await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Translate Discussion' });
    const field = dialog.getByRole('textbox', { name: 'Title' });
    await field.waitFor();
    await field.focus();
    await page.keyboard.type('Brouillon');
    await page.keyboard.press('Escape');
    const ask = page.getByRole('dialog', { name: 'Unsaved Changes' });
    await ask
      .getByText(
        'You have unsaved changes and your work will be lost. Are you sure you want to continue without saving?',
      )
      .waitFor();
    assert.deepEqual(await runAxe(page, '.fw-modal'), []);
    await screenshot(page, 'translations-unsaved-changes');
    // Cancel (the first button after the text) keeps the work.
    await ask.getByRole('button', { name: 'Cancel' }).focus();
    await page.keyboard.press('Enter');
    await ask.waitFor({ state: 'detached' });
    assert.equal(await field.inputValue(), 'Brouillon');
    await dialog.getByRole('button', { name: 'Cancel' }).focus();
    await page.keyboard.press('Enter');
    await ask.getByRole('button', { name: 'Continue' }).focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    assert.deepEqual(await frTranslations(page, 5), [], 'nothing was saved');
    await page.close();
  });

  it('fits 375 px', async () => {
    const page = await pageAs('admin', 375);
    await openList(page);
    const dialog = await openModal(page, ID);
    const box = await dialog.boundingBox();
    assert.ok(box && box.x >= 0 && box.x + box.width <= 375, 'the modal fits the screen');
    // The modal itself has no sideways scroll (the list page behind it is not this test's).
    const overflow = await dialog.evaluate((el) => el.scrollWidth - el.clientWidth);
    assert.ok(overflow <= 0, `no sideways scroll in the modal (${overflow})`);
    // axe checked this modal's markup at 1280 px (the first test); no breakpoint changes it.
    await screenshot(page, 'translations-modal-375');
    await page.close();
  });

  it('offers no Translate to a member, and the server refuses members and guests', async () => {
    const page = await pageAs('member');
    await openList(page);
    const options = listItem(page, ID).getByRole('button', { name: 'Discussion Options' });
    if ((await options.count()) > 0) {
      await options.click();
      await page.getByRole('menu').waitFor();
      assert.equal(await page.getByRole('menuitem', { name: 'Translate' }).count(), 0);
      await page.keyboard.press('Escape');
    }
    const item = {
      translationPropertyKey: `discussion.${ID}.name`,
      recordType: 'discussion',
      recordID: ID,
      propertyName: 'name',
      locale: 'fr',
      translation: 'Pirate',
    };
    assert.equal((await api(page, 'PATCH', '/translations/vanilla', [item])).status, 403);
    const { translation: _t, ...removal } = item;
    assert.equal((await api(page, 'PATCH', '/translations/vanilla/remove', [removal])).status, 403);
    await page.close();
    const guest = await pageAs(null);
    const refused = (await api(guest, 'PATCH', '/translations/vanilla', [item])).status;
    assert.ok(refused === 401 || refused === 403, `guest refused (${refused})`);
    const admin = await pageAs('admin');
    assert.ok(!(await frTranslations(admin, ID)).some((t) => t.translation === 'Pirate'));
    await guest.close();
    await admin.close();
  });

  it("lets an admin translate a category's name from its page; a member sees no Translate", async () => {
    const page = await pageAs('admin');
    await page.goto(`${host.url}/categories/help`);
    await page.evaluate(() => window.ForumWidgets!.ready);
    const follow = page.locator('[data-react="FollowDropdown"]');
    const name = (
      await api<{ categoryID: number; name: string; urlcode: string }[]>(page, 'GET', '/categories')
    ).json.find((c) => c.urlcode === 'help')!;
    await follow.getByRole('button', { name: `Translate ${name.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Translate Category' });
    const field = dialog.getByRole('textbox', { name: 'Name' });
    await field.waitFor();
    assert.equal(await field.getAttribute('maxlength'), '255');
    await field.fill('Aide');
    await saveAndWait(page, dialog, '/translations/vanilla');
    const saved = await api<Translation[]>(
      page,
      'GET',
      `/translations/vanilla?locale=fr&recordType=category&recordIDs[]=${name.categoryID}`,
    );
    assert.ok(
      saved.json.some(
        (t) =>
          t.translationPropertyKey === `category.${name.categoryID}.name` &&
          t.translation === 'Aide',
      ),
      JSON.stringify(saved.json),
    );
    assert.deepEqual(await runAxe(page, '.fw-modal'), []);
    await page.close();
    const member = await pageAs('member');
    await member.goto(`${host.url}/categories/help`);
    await member.evaluate(() => window.ForumWidgets!.ready);
    await member.locator('[data-react="FollowDropdown"] .fw-categoryFollow').first().waitFor();
    assert.equal(await member.getByRole('button', { name: /^Translate/ }).count(), 0);
    await member.close();
  });

  it('shows hostile source text and translations as text', async () => {
    const page = await pageAs('admin');
    const hostile = '<img src=x onerror="window.__xss=1">"><script>window.__xss=2</script>';
    const created = await api<{ discussionID: number }>(page, 'POST', '/discussions', {
      name: hostile.slice(0, 100),
      body: JSON.stringify([{ type: 'p', children: [{ text: 'x' }] }]),
      format: 'rich2',
      categoryID: 1,
    });
    assert.equal(created.status, 201, JSON.stringify(created.json));
    const id = created.json.discussionID;
    await openList(page);
    const dialog = await openModal(page, id);
    await dialog.getByText(hostile.slice(0, 100), { exact: true }).waitFor();
    await dialog.getByRole('textbox', { name: 'Title' }).fill(`FR ${hostile}`.slice(0, 100));
    await saveAndWait(page, dialog, '/translations/vanilla');
    await page.goto(`${host.url}/discussion/${id}?locale=fr`);
    await page.evaluate(() => window.ForumWidgets!.ready);
    await page.getByRole('heading', { level: 1, name: /^FR </ }).waitFor();
    await openList(page, '?locale=fr');
    await page.locator(`#fw-discussion-${id}-title`, { hasText: 'FR <img' }).waitFor();
    assert.equal(await page.evaluate(() => (window as { __xss?: unknown }).__xss), undefined);
    assert.equal(await page.locator('.fw-root img[src="x"], .fw-root script').count(), 0);
    await page.close();
  });
});
