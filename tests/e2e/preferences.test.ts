// The NotificationPreferences (/profile/preferences) and FollowedContent
// (/profile/followed-content) widgets on the demo host (issue 20): as a member (save, reload, the
// server keeps it), as an admin, a guest refused; unfollow agrees with the follow dropdown; axe,
// keyboard only, 375 px; hostile schema labels and category names stay text.
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
import { dangerous, unsafeLinks } from './support/xss';

// Seed (docs/demo-host.md): admin is userID 1, member userID 3 (follows 1 General and 3 Help).
const ADMIN = 1;
const MEMBER = 3;
type Prefs = Record<string, unknown>;

let browser: Browser;
let host: DemoHost;

before(async () => ({ host, browser } = await openHostAndBrowser()));
after(() => closeHostAndBrowser({ host, browser }));

async function pageAs(username: string | null, width = 1100): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  if (username) await signIn(page, host, username);
  return page;
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${host.url}${path}`);
  await page.waitForFunction(() => window.ForumWidgets !== undefined);
  await page.evaluate(() => window.ForumWidgets!.ready);
}

const prefsWidget = (page: Page) => page.getByRole('group', { name: 'Notification Preferences' });
const followedWidget = (page: Page) => page.getByRole('group', { name: 'Followed Content' });
const methodBox = (page: Page, method: 'Notification popup' | 'Email', row: string) =>
  prefsWidget(page).getByRole('checkbox', { name: `${method} ${row}`, exact: false });
const patched = (page: Page, path: string, method = 'PATCH') =>
  page.waitForResponse(
    (r) => r.request().method() === method && new URL(r.url()).pathname === `/api/v2${path}`,
  );

async function serverPrefs(page: Page, userID: number): Promise<Prefs> {
  const res = await api<Prefs>(page, 'GET', `/notification-preferences/${userID}`);
  assert.equal(res.status, 200);
  return res.json;
}

/** axe on one widget's marker only (the title bar is other helpers' work; logged if it fails). */
async function axeOn(page: Page, name: string): Promise<void> {
  const violations = await runAxe(page, `[data-react="${name}"]`);
  assert.deepEqual(violations, [], JSON.stringify(violations, null, 1));
}

async function noSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow}px`);
}

describe('NotificationPreferences on /profile/preferences', () => {
  it('a member saves a method, the language and the privacy choice; the server keeps them after a reload', async () => {
    const page = await pageAs('member');
    const errors = watchConsole(page);
    await open(page, '/profile/preferences');
    await prefsWidget(page).getByRole('heading', { name: 'Notifications' }).waitFor();
    const before = await serverPrefs(page, MEMBER);
    assert.deepEqual(before.NewDiscussion, { popup: true, email: false });

    const box = methodBox(page, 'Email', 'New posts');
    assert.equal(await box.isChecked(), false);
    const saved = patched(page, `/notification-preferences/${MEMBER}`);
    await box.check();
    assert.equal((await saved).status(), 200);
    await page.getByText('Success! Preferences saved.').first().waitFor();
    assert.deepEqual((await serverPrefs(page, MEMBER)).NewDiscussion, { popup: true, email: true });

    // The language goes with the settings the member already has (03 §7).
    const language = patched(page, `/notification-preferences/${MEMBER}`);
    await prefsWidget(page).getByLabel('Notification language').selectOption('fr');
    const body = (await language).request().postDataJSON() as Prefs;
    assert.equal(body.NotificationLanguage, 'fr');
    assert.deepEqual(body.NewDiscussion, { popup: true, email: true });
    assert.equal((await serverPrefs(page, MEMBER)).NotificationLanguage, 'fr');

    // Analytics privacy (01 §7): AnonymizeData 1.
    const privacy = patched(page, '/analytics/privacy', 'POST');
    await prefsWidget(page)
      .getByRole('radio', { name: 'Anonymize my analytics data', exact: true })
      .check();
    assert.equal((await privacy).status(), 200);
    assert.deepEqual((await api(page, 'GET', '/analytics/privacy')).json, { AnonymizeData: 1 });
    await screenshot(page, 'notification-preferences-member');

    await page.reload();
    await page.evaluate(() => window.ForumWidgets!.ready);
    await prefsWidget(page).getByRole('heading', { name: 'Notifications' }).waitFor();
    assert.equal(await methodBox(page, 'Email', 'New posts').isChecked(), true);
    assert.equal(await prefsWidget(page).getByLabel('Notification language').inputValue(), 'fr');
    await prefsWidget(page)
      .getByRole('radio', { name: 'Anonymize my analytics data', exact: true, checked: true })
      .waitFor();
    // The digest row shows: emails.digest is on in the seed (03 §5).
    await methodBox(page, 'Email', 'Email digest').waitFor();
    // Its links lead to real pages.
    const link = prefsWidget(page).getByRole('link', { name: 'Manage the categories you follow' });
    assert.equal(await link.getAttribute('href'), '/profile/followed-content');
    await axeOn(page, 'NotificationPreferences');
    assert.deepEqual(errors.pageErrors, []);
    await page.close();
  });

  it('works by keyboard alone and at 375 px', async () => {
    const page = await pageAs('member', 375);
    await open(page, '/profile/preferences');
    const box = methodBox(page, 'Notification popup', 'Mentions');
    await box.waitFor();
    const was = await box.isChecked();
    await box.focus();
    const saved = patched(page, `/notification-preferences/${MEMBER}`);
    await page.keyboard.press('Space');
    assert.equal((await saved).status(), 200);
    assert.equal(await box.isChecked(), !was);
    const mention = (await serverPrefs(page, MEMBER)).Mention as Record<string, boolean>;
    assert.equal(mention.popup, !was);
    // Tab reaches the language and the privacy choice.
    const seen: string[] = [];
    for (let i = 0; i < 20; i += 1) {
      await page.keyboard.press('Tab');
      seen.push(
        await page.evaluate(
          () =>
            `${document.activeElement?.tagName}:${document.activeElement?.getAttribute('type') ?? ''}`,
        ),
      );
    }
    assert.ok(seen.includes('SELECT:'), seen.join(' '));
    assert.ok(seen.includes('INPUT:radio'), seen.join(' '));
    await noSidewaysScroll(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'notification-preferences-375');
    await axeOn(page, 'NotificationPreferences');
    await page.close();
  });

  it('an admin changes their own settings', async () => {
    const page = await pageAs('admin');
    await open(page, '/profile/preferences');
    const box = methodBox(page, 'Notification popup', 'New comments');
    await box.waitFor();
    const was = await box.isChecked();
    const saved = patched(page, `/notification-preferences/${ADMIN}`);
    await box.setChecked(!was);
    assert.equal((await saved).status(), 200);
    const own = (await serverPrefs(page, ADMIN)).NewComment as Record<string, boolean>;
    assert.equal(own.popup, !was);
    await page.close();
  });

  it('a guest is sent to sign in, and the API refuses them', async () => {
    const page = await pageAs(null);
    for (const path of ['/profile/preferences', '/profile/followed-content']) {
      await page.goto(`${host.url}${path}`);
      assert.match(new URL(page.url()).pathname, /\/entry\/signin/, path);
    }
    const res = await api(page, 'GET', `/notification-preferences/${MEMBER}`);
    assert.ok([401, 403].includes(res.status), `guest read: ${res.status}`);
    const patch = await api(page, 'PATCH', `/notification-preferences/${MEMBER}`, {
      NewComment: { popup: false },
    });
    assert.ok([401, 403].includes(patch.status), `guest patch: ${patch.status}`);
    await page.close();
  });

  it('the profile links the signed-in member to both pages', async () => {
    const page = await pageAs('member');
    await page.goto(`${host.url}/profile/member`);
    for (const [name, href] of [
      ['Preferences', '/profile/preferences'],
      ['Followed Content', '/profile/followed-content'],
    ]) {
      const link = page.locator('main, body').getByRole('link', { name, exact: true }).first();
      assert.equal(await link.getAttribute('href'), href);
      const res = await page.request.get(`${host.url}${href}`);
      assert.equal(res.status(), 200, href);
    }
    await page.close();
  });
});

describe('FollowedContent on /profile/followed-content', () => {
  it("lists the member's categories with the follow table; a change saves; Unfollow removes it and the follow dropdown agrees", async () => {
    const page = await pageAs('member');
    const errors = watchConsole(page);
    await open(page, '/profile/followed-content');
    const widget = followedWidget(page);
    const help = widget.getByRole('listitem', { name: 'Help & Support' });
    await help.getByRole('checkbox').first().waitFor();
    await widget.getByRole('listitem', { name: 'General' }).waitFor();
    await screenshot(page, 'followed-content-member');
    await axeOn(page, 'FollowedContent');

    // A change to the table is the follow dropdown's save (03 §4).
    const general = widget.getByRole('listitem', { name: 'General' });
    const box = general.getByRole('checkbox', {
      name: 'Notification Email Notify me of new posts',
    });
    const was = await box.isChecked();
    const saved = patched(page, `/categories/1/preferences/${MEMBER}`);
    await box.setChecked(!was);
    assert.equal((await saved).status(), 200);
    const general1 = await api<Prefs>(page, 'GET', `/categories/1/preferences/${MEMBER}`);
    assert.equal(general1.json['preferences.email.posts'], !was);

    const unfollowed = patched(page, `/categories/3/preferences/${MEMBER}`);
    await help.getByRole('button', { name: 'Unfollow Help & Support' }).click();
    assert.equal((await unfollowed).status(), 200);
    await help.waitFor({ state: 'detached' });
    await page.getByRole('status').filter({ hasText: 'You unfollowed Help & Support.' }).waitFor();
    const prefs = await api<Prefs>(page, 'GET', `/categories/3/preferences/${MEMBER}`);
    assert.equal(prefs.json['preferences.followed'], false);

    await open(page, '/categories/3');
    await page
      .locator('.fw-categoryFollow')
      .getByRole('button', { name: 'Follow', exact: true })
      .waitFor();
    await open(page, '/profile/followed-content');
    await widget.getByRole('listitem', { name: 'General' }).waitFor();
    assert.equal(await widget.getByRole('listitem', { name: 'Help & Support' }).count(), 0);
    assert.deepEqual(errors.pageErrors, []);
    await page.close();
  });

  it('works by keyboard alone and at 375 px', async () => {
    const page = await pageAs('member', 375);
    await open(page, '/profile/followed-content');
    const general = followedWidget(page).getByRole('listitem', { name: 'General' });
    const box = general.getByRole('checkbox', {
      name: 'Notification popup Notify me of new comments',
    });
    await box.waitFor();
    const was = await box.isChecked();
    await box.focus();
    const saved = patched(page, `/categories/1/preferences/${MEMBER}`);
    await page.keyboard.press('Space');
    assert.equal((await saved).status(), 200);
    assert.equal(await box.isChecked(), !was);
    await noSidewaysScroll(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'followed-content-375');
    await axeOn(page, 'FollowedContent');
    await page.close();
  });
});

describe('hostile API fields stay text', () => {
  const HOSTILE = `<img src=x onerror="window.__xss=1">"><script>window.__xss=1</script>`;

  it('schema labels and category names from the API are shown as text, never run', async () => {
    const page = await pageAs('member');
    await page.route(
      (url) => url.pathname === '/api/v2/notification-preferences/schema',
      async (route) => {
        const res = await route.fetch();
        const text = (await res.text()).replace(
          /"label":"[^"]*"/g,
          `"label":${JSON.stringify(HOSTILE)}`,
        );
        await route.fulfill({ response: res, body: text });
      },
    );
    await page.route(
      (url) => url.pathname === '/api/v2/categories' && url.searchParams.get('followed') === 'true',
      async (route) => {
        const res = await route.fetch();
        const list = (await res.json()) as Array<Record<string, unknown>>;
        await route.fulfill({
          response: res,
          json: list.map((c) => ({ ...c, name: HOSTILE, url: 'javascript:window.__xss=1' })),
        });
      },
    );
    await open(page, '/profile/preferences');
    await prefsWidget(page).getByRole('table').first().waitFor();
    assert.ok((await prefsWidget(page).textContent())?.includes('<img src=x'));
    await open(page, '/profile/followed-content');
    await followedWidget(page)
      .getByRole('listitem')
      .first()
      .getByRole('checkbox')
      .first()
      .waitFor();
    assert.ok((await followedWidget(page).textContent())?.includes('<script>'));
    assert.deepEqual(await dangerous(page), []);
    assert.deepEqual(await unsafeLinks(page), []);
    assert.equal(await page.evaluate(() => (window as { __xss?: number }).__xss), undefined);
    await page.close();
  });

  it('hostile props: a non-string title is refused (server HTML kept), a payload title is text', async () => {
    const page = await pageAs('member');
    await open(page, '/profile/followed-content');
    await page.evaluate((payload) => {
      const w = window as unknown as { __refused: string[] };
      w.__refused = [];
      document.addEventListener('forum-widgets:error', (e) =>
        w.__refused.push((e.target as Element).id),
      );
      const probes: Array<[string, unknown]> = [
        ['NotificationPreferences', 1e308],
        ['FollowedContent', { a: 1 }],
        ['NotificationPreferences', payload],
        ['FollowedContent', payload],
      ];
      probes.forEach(([name, title], i) => {
        const el = document.createElement('div');
        el.id = `probe-${i}`;
        el.setAttribute('data-react', name);
        el.setAttribute('data-props', JSON.stringify({ title }));
        el.textContent = `server HTML ${i}`;
        document.body.append(el);
      });
    }, HOSTILE);
    await page.waitForFunction(() => {
      const refused = (window as unknown as { __refused: string[] }).__refused;
      return refused.includes('probe-0') && refused.includes('probe-1');
    });
    assert.equal(await page.locator('#probe-0').innerText(), 'server HTML 0');
    assert.equal(await page.locator('#probe-1').innerText(), 'server HTML 1');
    for (const id of ['#probe-2', '#probe-3']) {
      const heading = page.locator(`${id} h1`);
      await heading.waitFor();
      assert.equal(await heading.innerText(), HOSTILE);
    }
    assert.deepEqual(await dangerous(page), []);
    assert.equal(await page.evaluate(() => (window as { __xss?: number }).__xss), undefined);
    await page.close();
  });
});
