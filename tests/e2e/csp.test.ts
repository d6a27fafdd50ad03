import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { screenshot, watchConsole, watchCsp } from './support/browser';
import { waitForApiIdle } from './support/network';
import {
  api,
  closeHostAndBrowser,
  type DemoHost,
  openHostAndBrowser,
  signIn,
} from './support/demoHost';
import { openVisit, sweepVisits } from './support/sweepWidgets';

let browser: Browser;
let host: DemoHost;

before(async () => ({ host, browser } = await openHostAndBrowser()));
after(() => closeHostAndBrowser({ host, browser }));

const POST_PAGE = '/discussion/65/a-long-thread-seventy-comments-for-the-pager';
const PAGES = ['/', '/discussions', '/categories', '/categories/3', '/discussion/4/x', POST_PAGE];

describe('strict Content-Security-Policy', () => {
  for (const who of ['guest', 'member'] as const) {
    it(`mounts every widget with zero CSP violations as a ${who}`, async () => {
      const page = await browser.newPage();
      if (who === 'member') await signIn(page, host, 'member');
      const violations = await watchCsp(page);
      const { errors, pageErrors } = watchConsole(page);
      for (const path of PAGES) {
        const res = await page.goto(`${host.url}${path}?csp=strict`);
        const policy = res?.headers()['content-security-policy'] ?? '';
        assert.match(policy, /style-src 'self' 'nonce-[^']+'; object-src 'none'; base-uri 'none'/);
        await page.evaluate(() => window.ForumWidgets!.ready);
        await waitForApiIdle(page);
        const styles = await page.evaluate(() =>
          [...document.querySelectorAll('style[data-fw-style]')].map(
            (s) => (s as HTMLStyleElement).nonce !== '',
          ),
        );
        assert.ok(
          styles.length > 0 && styles.every(Boolean),
          `every injected style carries the nonce on ${path}`,
        );
      }
      // The post page (issue 18) at work: a sort change, a page change, and a member's vote.
      const widget = page.locator('[data-react="DiscussionPage"]');
      await widget.getByLabel('Sort by').selectOption({ label: 'Newest' });
      await widget.getByText(/^Comment 70 of the long thread\./).waitFor();
      await widget.getByRole('button', { name: 'Next' }).first().click();
      await widget.getByText(/^Comment 40 of the long thread\./).waitFor();
      if (who === 'member') {
        const up = widget
          .locator('.fw-comment')
          .first()
          .getByRole('button', { name: 'Up', exact: true });
        const pressed = await up.getAttribute('aria-pressed');
        await up.click();
        await up.and(page.locator(`[aria-pressed="${String(pressed !== 'true')}"]`)).waitFor();
      }
      await waitForApiIdle(page);
      await screenshot(page, `csp-strict-${who}`);
      assert.deepEqual(await violations(), []);
      assert.deepEqual(
        errors.filter((e) => /Content Security Policy|\[forum-widgets\]/.test(e)),
        [],
      );
      assert.deepEqual(pageErrors, []);
      await page.close();
    });
  }

  // Every built-in widget (widgets/builtins.ts) on its demo page, as the user the sweep table
  // (tests/e2e/support/sweepTable.ts) names; a built-in widget with no entry fails by its name.
  it('mounts every built-in widget on its demo page with zero violations', async () => {
    const problems: string[] = [];
    for (const visit of sweepVisits()) {
      const page = await browser.newPage();
      const violations = await watchCsp(page);
      const { errors, pageErrors } = watchConsole(page);
      const policy = page.waitForResponse((r) => r.request().isNavigationRequest());
      const undo = await openVisit(page, host, visit, 'csp=strict');
      const header = (await policy).headers()['content-security-policy'] ?? '';
      assert.match(header, /style-src 'self' 'nonce-[^']+'; object-src 'none'; base-uri 'none'/);
      await waitForApiIdle(page);
      const where = `${visit.widgets.map((w) => w.name).join(', ')} on ${visit.page}`;
      // openVisit has waited until each widget shows its data.
      const styles = await page.evaluate(() =>
        [...document.querySelectorAll('style[data-fw-style]')].map(
          (s) => (s as HTMLStyleElement).nonce !== '',
        ),
      );
      if (!(styles.length > 0 && styles.every(Boolean)))
        problems.push(`${where}: an injected style without the nonce`);
      for (const v of await violations()) problems.push(`${where}: ${v}`);
      for (const e of errors.filter((x) => /Content Security Policy|\[forum-widgets\]/.test(x)))
        problems.push(`${where}: ${e}`);
      for (const e of pageErrors) problems.push(`${where}: ${e}`);
      await undo();
      await page.close();
    }
    assert.deepEqual(problems, []);
  });

  it('keeps working with zero violations while flyouts, modals, toasts and popups open', async () => {
    const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
    await signIn(page, host, 'moderator');
    const violations = await watchCsp(page);
    const { errors, pageErrors } = watchConsole(page);
    const styled = async (selector: string, property: string, expected: RegExp): Promise<void> => {
      const value = await page
        .locator(selector)
        .first()
        .evaluate((el, prop) => getComputedStyle(el).getPropertyValue(prop), property);
      assert.match(value, expected, `${selector} ${property} (its stylesheet applied)`);
    };

    await page.goto(`${host.url}/categories/3?csp=strict`);
    await page.evaluate(() => window.ForumWidgets!.ready);
    // The follow dropdown: its panel, then a saved toggle and its toast (the toast stack loads
    // lazily, with its own stylesheet). Opening it does not follow: the moderator has no
    // notification method on (the panel says so), so the toggle is the first save and goes out
    // at once, not at the end of a follow save's throttle window.
    await page.locator('.fw-categoryFollow').getByRole('button').first().click();
    const panel = page.getByRole('dialog', { name: 'Notification Preferences' });
    await panel.waitFor();
    await styled('.fw-categoryFollow-panel', 'min-width', /px/);
    await panel.getByText('At least one notification method must be selected').waitFor();
    await panel.getByRole('checkbox').first().click();
    await page.locator('.fw-toasts .fw-toast').first().waitFor();
    await styled('.fw-toasts', 'position', /fixed/);
    await page.keyboard.press('Escape');

    // The options menu and a modal with its category search.
    const item = page.locator('[data-react="DiscussionList"] li.fw-discussionItem').first();
    await item.getByRole('button', { name: 'Discussion Options' }).click();
    await page.getByRole('menuitem', { name: 'Move', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Move Discussion' });
    await dialog.getByLabel('Find a category').fill('Off');
    await dialog.getByRole('radio').first().waitFor();
    await styled('.fw-modal', 'position', /relative|fixed|absolute/);
    await styled('.fw-modal-scrim', 'position', /absolute|fixed/);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // The share menu and the notifications flyout in the title bar, and search suggestions.
    await item.getByRole('button', { name: 'Share' }).click();
    await page.getByRole('menuitem', { name: 'Copy Link' }).waitFor();
    await page.keyboard.press('Escape');
    await page
      .getByRole('button', { name: /Notifications/ })
      .first()
      .click();
    await page.getByRole('dialog', { name: 'Notifications' }).waitFor();
    await page.keyboard.press('Escape');
    const search = page.locator('[data-react="TitleBar"] input[type="search"]').first();
    await search.fill('configure');
    await page.getByRole('listbox').first().waitFor();
    await page.keyboard.press('Escape');

    // A user card popup from a discussion page (the DiscussionPage widget's author button,
    // which replaced the legacy user links there).
    await page.goto(`${host.url}/discussion/4/x?csp=strict`);
    await page.evaluate(() => window.ForumWidgets!.ready);
    await page
      .locator('#Content a[data-userid], main a[data-userid], button.fw-userCardTrigger')
      .first()
      .click();
    await page.locator('[role="dialog"] .fw-userCard:not(.fw-userCard--loading)').waitFor();
    await styled('[role="dialog"] .fw-userCard', 'display', /block|flex|grid/);
    // (The picture shows the popup at rest: `screenshot` ends finite animations.)
    await screenshot(page, 'csp-strict-interactions');
    await page.keyboard.press('Escape');

    const styles = await page.evaluate(() =>
      [...document.querySelectorAll('style')].map((el) => el.nonce !== ''),
    );
    assert.ok(styles.every(Boolean), 'every style element carries the nonce');
    assert.deepEqual(await violations(), []);
    assert.deepEqual(
      errors.filter((e) => /Content Security Policy|\[forum-widgets\]/.test(e)),
      [],
    );
    assert.deepEqual(pageErrors, []);
    await page.close();
  });

  // The composer (issue 17): the editor loads lazily, injects its own styles and opens popups
  // (the mention listbox, the link dialog); the drafts page opens a modal; the comment box adds
  // a posted comment to the page's list.
  it('runs the composer pages with zero violations, and the editor works there', async () => {
    const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
    await signIn(page, host, 'member');
    // Leaving a composer with unsaved changes asks first; here the answer is always 'leave'.
    page.on('dialog', (d) => void d.accept());
    const violations = await watchCsp(page);
    const { errors, pageErrors } = watchConsole(page);
    const own = await api<{ discussionID: number }>(page, 'POST', '/discussions', {
      name: 'Written under a strict policy',
      body: JSON.stringify([{ type: 'p', children: [{ text: 'Own words.' }] }]),
      format: 'rich2',
      categoryID: 1,
    });
    assert.equal(own.status, 201, JSON.stringify(own.json));
    const id = own.json.discussionID;
    const draft = await api(page, 'POST', '/drafts', {
      recordType: 'discussion',
      parentRecordType: 'category',
      parentRecordID: 6,
      attributes: {
        body: JSON.stringify([{ type: 'p', children: [{ text: 'A draft.' }] }]),
        format: 'rich2',
        draftType: 'discussion',
        draftMeta: { name: 'Drafted under a strict policy', categoryID: 6 },
        name: 'Drafted under a strict policy',
        lastSaved: new Date().toISOString(),
      },
    });
    assert.equal(draft.status, 201, JSON.stringify(draft.json));

    const open = async (path: string): Promise<void> => {
      const res = await page.goto(`${host.url}${path}${path.includes('?') ? '&' : '?'}csp=strict`);
      const policy = res?.headers()['content-security-policy'] ?? '';
      assert.match(policy, /style-src 'self' 'nonce-[^']+'; object-src 'none'/, path);
      await page.evaluate(() => window.ForumWidgets!.ready);
    };
    const nonces = async (where: string): Promise<void> => {
      const styles = await page.evaluate(() =>
        [...document.querySelectorAll('style')].map((el) => el.nonce !== ''),
      );
      assert.ok(styles.length > 0 && styles.every(Boolean), `every style has the nonce: ${where}`);
    };
    const styled = async (selector: string, property: string, expected: RegExp): Promise<void> => {
      const value = await page
        .locator(selector)
        .first()
        .evaluate((el, prop) => getComputedStyle(el).getPropertyValue(prop), property);
      assert.match(value, expected, `${selector} ${property} (its stylesheet applied)`);
    };
    const editor = (marker: string): ReturnType<Page['locator']> =>
      page.locator(`[data-react="${marker}"] [role="textbox"][contenteditable="true"]`);

    // New discussion: type with a mark, open the mention listbox and the link dialog.
    await open('/post/discussion/1');
    const box = editor('PostDiscussion');
    await box.waitFor();
    await page.getByLabel('Title').fill('Strict policy');
    await box.click();
    await page.keyboard.press('Control+a');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('Typed under strict CSP ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('bold');
    await page.keyboard.press('Control+b');
    assert.match(await box.innerText(), /Typed under strict CSP bold/);
    assert.equal(await box.locator('strong', { hasText: 'bold' }).count(), 1);
    await styled('[data-react="PostDiscussion"] [role="toolbar"]', 'display', /flex|grid/);
    await page.keyboard.type(' @memb');
    const listbox = page.getByRole('listbox');
    await listbox.getByRole('option').first().waitFor();
    await page.keyboard.press('Escape');
    await listbox.waitFor({ state: 'detached' });
    await page.keyboard.press('Shift+Home');
    await page.keyboard.press('Control+k');
    const linkDialog = page.getByRole('dialog');
    await linkDialog.waitFor();
    await page.keyboard.press('Escape');
    await linkDialog.waitFor({ state: 'detached' });
    await nonces('new discussion');
    await screenshot(page, 'csp-strict-composer');

    // Edit: the editor opens the stored body; typing adds to it.
    await open(`/post/editdiscussion/${id}`);
    await editor('PostDiscussion').getByText('Own words.').waitFor();
    await editor('PostDiscussion').click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' Edited.');
    assert.match(await editor('PostDiscussion').innerText(), /Own words\. Edited\./);
    await nonces('edit discussion');

    // Drafts: the list and the schedule modal.
    await open('/drafts');
    const row = page.locator('.fw-draftsPage-item', { hasText: 'Drafted under a strict policy' });
    await row.waitFor();
    await row
      .getByRole('button', { name: 'Schedule Drafted under a strict policy', exact: true })
      .click();
    const modal = page.getByRole('dialog', { name: /Schedule/ });
    await modal.waitFor();
    await styled('.fw-modal', 'position', /relative|fixed|absolute/);
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });
    await nonces('drafts');

    // The comment box: type, quote, post; the posted comment joins the page's list.
    await open(`/discussion/${id}/x`);
    const comment = editor('CommentBox');
    await comment.waitFor();
    await comment.click();
    await page.keyboard.type('A comment under strict CSP.');
    assert.match(await comment.innerText(), /A comment under strict CSP\./);
    await page.evaluate((d) => {
      document.dispatchEvent(
        new CustomEvent('fw:comment-quote', { detail: { recordType: 'discussion', recordID: d } }),
      );
    }, id);
    await comment.locator('blockquote').first().waitFor();
    await page.getByRole('button', { name: 'Post Comment' }).click();
    // The DiscussionPage widget shows it in its thread (the box inserts no HTML there).
    await page.locator('.fw-comment', { hasText: 'A comment under strict CSP.' }).waitFor();
    await nonces('comment box');
    await screenshot(page, 'csp-strict-comment-box');

    assert.deepEqual(await violations(), []);
    assert.deepEqual(
      errors.filter((e) => /Content Security Policy|\[forum-widgets\]/.test(e)),
      [],
    );
    assert.deepEqual(pageErrors, []);
    await page.close();
  });

  // Under a policy without 'unsafe-inline' styles the browser leaves `element.style` empty in
  // the inert document where sanitizeHtml.ts reads pasted inline styles; it reads the attribute.
  it('keeps the bold and italic of a Google Docs paste under strict CSP', async () => {
    const page = await browser.newPage();
    await signIn(page, host, 'member2');
    await page.goto(`${host.url}/post/discussion/6?csp=strict`);
    await page.evaluate(() => window.ForumWidgets!.ready);
    const box = page.locator(
      '[data-react="PostDiscussion"] [role="textbox"][contenteditable="true"]',
    );
    await box.click();
    await page.keyboard.press('Control+a');
    await page.keyboard.press('Backspace');
    await box.evaluate((el) => {
      const data = new DataTransfer();
      data.setData(
        'text/html',
        '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1">' +
          '<p dir="ltr"><span style="font-weight:700;">docs-bold</span> ' +
          '<span style="font-style:italic;">docs-italic</span></p></b>',
      );
      el.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    });
    await box.getByText('docs-italic').waitFor();
    const html = await box.innerHTML();
    await page.close();
    assert.match(html, /<strong>docs-bold<\/strong> <em>docs-italic<\/em>/);
  });

  // Embedding mode (issue 19): the other site's page under its own strict policy runs
  // dist/embed.js, which frames a forum page served with the strict policy too.
  it('runs the embed parent page and the forum in its frame with zero violations', async () => {
    const page = await browser.newPage();
    const violations = await watchCsp(page); // the init script runs in the frame as well
    const { errors, pageErrors } = watchConsole(page);
    const res = await page.goto(`${host.otherSiteUrl}/embed#/discussions?csp=strict`);
    assert.match(res?.headers()['content-security-policy'] ?? '', /script-src 'self' http/);
    const frame = (await (
      await page.waitForSelector('iframe[title="Demo Forum"]')
    ).contentFrame())!;
    await frame.waitForFunction(() => window.ForumWidgets !== undefined);
    await frame.evaluate(() => window.ForumWidgets!.ready);
    // The frame's API calls are the page's (its requests count with the page's).
    await waitForApiIdle(page);
    // The frame has taken the forum's height: the forum's reports reached the parent.
    await page.waitForFunction(() => document.querySelector('iframe')!.style.height !== '600px');
    assert.equal(
      new URL(frame.url()).pathname + new URL(frame.url()).search,
      '/discussions?csp=strict',
    );
    assert.deepEqual(await violations(), []);
    assert.deepEqual(
      await frame.evaluate(() => (window as unknown as { __csp: string[] }).__csp),
      [],
    );
    assert.deepEqual(
      errors.filter((e) => /Content Security Policy|\[forum-widgets\]/.test(e)),
      [],
    );
    assert.deepEqual(pageErrors, []);
    await page.close();
  });

  // Issue 20: the notification preferences and followed content pages, saving under the policy.
  it('runs NotificationPreferences and FollowedContent with zero violations, saving a change on each', async () => {
    const page = await browser.newPage();
    await signIn(page, host, 'member');
    const violations = await watchCsp(page);
    const { pageErrors } = watchConsole(page);
    await page.goto(`${host.url}/profile/preferences?csp=strict`);
    await page.evaluate(() => window.ForumWidgets!.ready);
    const box = page
      .getByRole('group', { name: 'Notification Preferences' })
      .getByRole('checkbox', { name: /^Notification popup Mentions/ });
    const saved = page.waitForResponse((r) => r.request().method() === 'PATCH');
    await box.setChecked(!(await box.isChecked()));
    assert.equal((await saved).status(), 200);
    await page.getByText('Success! Preferences saved.').first().waitFor();
    await page.goto(`${host.url}/profile/followed-content?csp=strict`);
    await page.evaluate(() => window.ForumWidgets!.ready);
    const general = page
      .getByRole('group', { name: 'Followed Content' })
      .getByRole('listitem', { name: 'General' });
    const cell = general.getByRole('checkbox', {
      name: 'Notification popup Notify me of new posts',
    });
    const patched = page.waitForResponse((r) => r.request().method() === 'PATCH');
    await cell.setChecked(!(await cell.isChecked()));
    assert.equal((await patched).status(), 200);
    assert.deepEqual(await violations(), []);
    assert.deepEqual(pageErrors, []);
    await page.close();
  });

  // Issue 20: the search results page, refining a search under the policy.
  it('runs SearchResults with zero violations, refining a search', async () => {
    const page = await browser.newPage();
    const violations = await watchCsp(page);
    const { pageErrors } = watchConsole(page);
    await page.goto(`${host.url}/search?query=the&csp=strict`);
    await page.evaluate(() => window.ForumWidgets!.ready);
    const results = page.locator('[data-react="SearchResults"]');
    await results.getByRole('list', { name: 'Results' }).waitFor();
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v2/search');
    await results.getByRole('checkbox', { name: 'Questions' }).check();
    assert.equal((await answered).status(), 200);
    await results.getByRole('list', { name: 'Results' }).waitFor();
    assert.match(page.url(), /types=question/);
    assert.deepEqual(await violations(), []);
    assert.deepEqual(pageErrors, []);
    await page.close();
  });

  // Issue 20: the theme preview toast, its theme variables and Cancel under the policy.
  it('runs the ThemePreviewToast with zero violations: the previewed theme applies, Cancel clears it', async () => {
    const page = await browser.newPage();
    await signIn(page, host, 'admin');
    const violations = await watchCsp(page);
    const { pageErrors } = watchConsole(page);
    assert.equal((await api(page, 'PUT', '/themes/preview', { themeID: 2 })).status, 200);
    await page.goto(`${host.url}/discussions?csp=strict`);
    await page.evaluate(() => window.ForumWidgets!.ready);
    const toast = page.getByRole('region', { name: 'Theme preview' });
    await toast.getByRole('button', { name: 'Apply' }).waitFor();
    await page.waitForFunction(() =>
      /--fw-primary:\s*(#?2e6b3f|rgb\(46, 107, 63\))/i.test(
        document.head.querySelector('style[data-fw-style="theme-variables"]')?.textContent ?? '',
      ),
    );
    assert.equal(
      await toast.locator('.fw-toast').evaluate((el) => getComputedStyle(el).position),
      'static',
    );
    assert.equal(await toast.evaluate((el) => getComputedStyle(el).position), 'fixed');
    await Promise.all([
      page.waitForEvent('load'),
      toast.getByRole('button', { name: 'Cancel' }).click(),
    ]);
    await page.evaluate(() => window.ForumWidgets!.ready);
    assert.equal(await page.locator('[data-react="ThemePreviewToast"]').count(), 0);
    assert.deepEqual(await violations(), []);
    assert.deepEqual(pageErrors, []);
    await page.close();
  });
  it('runs the translation modal with zero violations (issue 20)', async () => {
    const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
    await signIn(page, host, 'admin');
    const violations = await watchCsp(page);
    const { pageErrors } = watchConsole(page);
    await page.goto(`${host.url}/discussions?csp=strict`);
    await page.evaluate(() => window.ForumWidgets!.ready);
    await page
      .locator('[data-react="DiscussionList"] li:has(#fw-discussion-7-title)')
      .getByRole('button', { name: 'Discussion Options' })
      .click();
    await page.getByRole('menuitem', { name: 'Translate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Translate Discussion' });
    const field = dialog.getByRole('textbox', { name: 'Title' });
    await field.fill('Traduction sous CSP stricte');
    // The modal's stylesheet (injected with the nonce) applied: at most 800 px wide.
    assert.equal(await dialog.evaluate((el) => getComputedStyle(el).maxWidth), '800px');
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/v2/translations/vanilla') && r.request().method() === 'PATCH',
    );
    await dialog.getByRole('button', { name: 'Save' }).click();
    assert.equal((await saved).status(), 200);
    await dialog.getByText('Translations saved.').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    assert.deepEqual(await violations(), []);
    assert.deepEqual(pageErrors, []);
    await page.close();
  });

  // Issue 20: the collections page and creating a collection in the modal, under the policy.
  it("runs CollectionsPage and the modal's Create with zero violations", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(page, host, 'moderator');
    const violations = await watchCsp(page);
    const { pageErrors } = watchConsole(page);
    await page.goto(`${host.url}/discussion/6?csp=strict`);
    await page.evaluate(() => window.ForumWidgets!.ready);
    await page.getByRole('button', { name: 'Discussion Options' }).first().click();
    await page.getByRole('menuitem', { name: 'Add to Collection' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add to Collection' });
    await dialog.getByLabel('New collection').fill('Under CSP');
    const created = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/v2/collections' && r.request().method() === 'POST',
    );
    await dialog.getByLabel('New collection').press('Enter');
    assert.equal((await created).status(), 201);
    await dialog.getByRole('checkbox', { name: 'Under CSP' }).waitFor();
    await page.goto(`${host.url}/profile/collections/moderator?csp=strict`);
    await page.evaluate(() => window.ForumWidgets!.ready);
    const widget = page.locator('[data-react="CollectionsPage"]');
    await widget.getByRole('heading', { name: 'Under CSP' }).waitFor();
    await widget.getByRole('button', { name: 'Rename Under CSP' }).click();
    await page.getByRole('dialog', { name: 'Rename Collection' }).waitFor();
    assert.deepEqual(await violations(), []);
    assert.deepEqual(pageErrors, []);
    await page.close();
  });

  // Issue 21: a custom layout page (home, with the seeded fragment's script and stylesheet) and
  // in-page navigation to a category layout, under the policy.
  it('runs the home layout, its fragment and in-page navigation with zero violations', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(page, host, 'admin');
    await page.goto(`${host.url}/settings/layouts`);
    const flags = await api(page, 'PATCH', '/config', {
      'featureFlags.customLayout.home.Enabled': true,
      'featureFlags.customLayout.discussionCategoryPage.Enabled': true,
    });
    assert.equal(flags.status, 204);
    const violations = await watchCsp(page);
    const { pageErrors } = watchConsole(page);
    await page.goto(`${host.url}/?csp=strict`);
    const app = page.locator('#app');
    await app.locator('.demoFragment').getByText('Have a question?').waitFor();
    await app.getByText('Member Spotlight').waitFor();
    await app.getByRole('link', { name: 'Help & Support' }).first().click();
    await app.getByText('Subcategories').waitFor();
    await screenshot(page, 'csp-layout-category');
    assert.deepEqual(await violations(), []);
    assert.deepEqual(pageErrors, []);
    await api(page, 'PATCH', '/config', {
      'featureFlags.customLayout.home.Enabled': false,
      'featureFlags.customLayout.discussionCategoryPage.Enabled': false,
    });
    await page.close();
  });
});
