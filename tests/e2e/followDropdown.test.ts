import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Locator, Page } from 'playwright-core';
import { PREFERENCE_SAVE_THROTTLE_MS } from '@/utils/saveThrottle';
import { screenshot, watchConsole } from './support/browser';
import {
  api,
  closeHostAndBrowser,
  type DemoHost,
  openHostAndBrowser,
  runAxe,
  signIn,
} from './support/demoHost';

// Seed (docs/demo-host.md): member is userID 3 and follows 1 General and 3 Help & Support.
const MEMBER = 3;
type Prefs = Record<string, boolean>;

let browser: Browser;
let host: DemoHost;

before(async () => ({ host, browser } = await openHostAndBrowser()));
after(() => closeHostAndBrowser({ host, browser }));

/**
 * A member's page. Its clock is Playwright's (`page.clock`): it runs on its own, and a test moves
 * it past the save throttle instead of waiting it out.
 */
async function memberPage(): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1100, height: 800 } });
  await page.clock.install();
  await signIn(page, host, 'member');
  return page;
}

/** Waits until the finite animations on `target`, inside it and on its ancestors have ended. */
async function animationsDone(target: Locator): Promise<void> {
  await target.evaluate((el) =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => {
          const on = (a.effect as KeyframeEffect | null)?.target;
          return (
            on != null &&
            (on.contains(el) || el.contains(on)) &&
            a.effect?.getComputedTiming().iterations !== Infinity
          );
        })
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

async function openCategory(page: Page, categoryID: number): Promise<void> {
  await page.goto(`${host.url}/categories/${categoryID}`);
  await page.waitForFunction(() => window.ForumWidgets !== undefined);
  await page.evaluate(() => window.ForumWidgets!.ready);
}

const followButton = (page: Page, name: 'Follow' | 'Following') =>
  page.locator('.fw-categoryFollow').getByRole('button', { name, exact: true });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Notification Preferences' });
const box = (page: Page, method: 'popup' | 'Email', type: 'comments' | 'posts') =>
  panel(page).getByRole('checkbox', { name: `Notification ${method} Notify me of new ${type}` });
const patchOf = (page: Page, categoryID: number) =>
  page.waitForResponse(
    (r) =>
      r.request().method() === 'PATCH' &&
      r.url().endsWith(`/api/v2/categories/${categoryID}/preferences/${MEMBER}`),
  );

/**
 * axe-core on this widget's marker only (the dropdown's panel is inside it). The category page
 * also carries other helpers' widgets, whose findings are theirs: they are logged, not asserted.
 */
async function axeOnWidget(page: Page): Promise<Array<{ id: string; nodes: string[] }>> {
  const all = await runAxe(page);
  const others = all.filter((v) => !v.nodes.some((n) => n.includes('fw-categoryFollow')));
  if (others.length) console.log('axe, other widgets:', others.map((v) => v.id).join(', '));
  return page.evaluate(async () => {
    const w = window as unknown as {
      axe: {
        run: (ctx: unknown) => Promise<{
          violations: Array<{ id: string; nodes: Array<{ target: string[] }> }>;
        }>;
      };
    };
    const result = await w.axe.run({ include: [['[data-react="FollowDropdown"]']] });
    return result.violations.map((v) => ({
      id: v.id,
      nodes: v.nodes.map((n) => n.target.join(' ')),
    }));
  });
}

async function serverPrefs(page: Page, categoryID: number): Promise<Prefs> {
  const res = await api<Prefs>(page, 'GET', `/categories/${categoryID}/preferences/${MEMBER}`);
  assert.equal(res.status, 200);
  return res.json;
}

describe('FollowDropdown on the demo host', () => {
  it('follows on open with the user defaults, saves a toggle, and keeps it after a reload', async () => {
    const page = await memberPage();
    const errors = watchConsole(page);
    await openCategory(page, 7);
    assert.equal((await serverPrefs(page, 7))['preferences.followed'], false);

    const followed = patchOf(page, 7);
    await followButton(page, 'Follow').click();
    assert.equal((await followed).status(), 200);
    await followButton(page, 'Following').waitFor();
    assert.deepEqual(await serverPrefs(page, 7), {
      'preferences.followed': true,
      'preferences.popup.comments': true,
      'preferences.email.comments': true,
      'preferences.popup.posts': true,
      'preferences.email.posts': false,
      'preferences.email.digest': true,
    });
    await page.getByText('Success! Preferences saved.').first().waitFor();
    const width = await panel(page).evaluate((el) => el.getBoundingClientRect().width);
    assert.ok(width >= 345, `panel is ${width}px wide`);
    await screenshot(page, 'follow-dropdown-open');

    // Past the throttle window of the follow save, so this one goes out at once.
    await page.clock.runFor(PREFERENCE_SAVE_THROTTLE_MS);
    const toggled = patchOf(page, 7);
    await box(page, 'Email', 'posts').check();
    assert.equal((await toggled).status(), 200);
    assert.equal((await serverPrefs(page, 7))['preferences.email.posts'], true);

    await page.reload();
    await page.evaluate(() => window.ForumWidgets!.ready);
    await followButton(page, 'Following').click();
    assert.equal(await box(page, 'Email', 'posts').isChecked(), true);
    assert.equal(await box(page, 'popup', 'comments').isChecked(), true);
    assert.deepEqual(errors.pageErrors, []);
    await page.close();
  });

  it('rolls back and shows the server error when a save fails', async () => {
    const page = await memberPage();
    await openCategory(page, 3); // followed in the seed
    const before = await serverPrefs(page, 3);
    await page.route('**/api/v2/categories/3/preferences/3', (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ message: 'Preferences are read-only right now.', status: 500 }),
          })
        : route.continue(),
    );
    await followButton(page, 'Following').click();
    const wasChecked = await box(page, 'Email', 'comments').isChecked();
    const failed = patchOf(page, 3);
    await box(page, 'Email', 'comments').click();
    assert.equal((await failed).status(), 500);
    const alert = panel(page).getByRole('alert');
    await alert.waitFor();
    assert.match(await alert.innerText(), /Preferences are read-only right now\./);
    assert.equal(await box(page, 'Email', 'comments').isChecked(), wasChecked);
    await screenshot(page, 'follow-dropdown-error');
    await page.unroute('**/api/v2/categories/3/preferences/3');
    assert.deepEqual(await serverPrefs(page, 3), before);
    await page.close();
  });

  it('unfollows: saves everything off and closes the menu', async () => {
    const page = await memberPage();
    await openCategory(page, 1); // followed in the seed
    await followButton(page, 'Following').click();
    const saved = patchOf(page, 1);
    await panel(page).getByRole('button', { name: 'Unfollow' }).click();
    assert.equal((await saved).status(), 200);
    await panel(page).waitFor({ state: 'detached' });
    await followButton(page, 'Follow').waitFor();
    const prefs = await serverPrefs(page, 1);
    assert.ok(
      Object.values(prefs).every((v) => v === false),
      JSON.stringify(prefs),
    );
    await page.reload();
    await page.evaluate(() => window.ForumWidgets!.ready);
    await followButton(page, 'Follow').waitFor();
    await page.close();
  });

  it('works with the keyboard alone', async () => {
    const page = await memberPage();
    await openCategory(page, 4);
    // Tab from the top of the page to the Follow button.
    let onButton = false;
    for (let i = 0; i < 80 && !onButton; i += 1) {
      await page.keyboard.press('Tab');
      onButton = await page.evaluate(
        () => document.activeElement?.classList.contains('fw-categoryFollow-button') ?? false,
      );
    }
    assert.ok(onButton, 'the Follow button is reachable with Tab');
    const followed = patchOf(page, 4);
    await page.keyboard.press('Enter');
    await followed;
    await panel(page).waitFor();
    // Focus is inside the panel; Tab to the first notification checkbox and toggle it.
    let onCheckbox = false;
    for (let i = 0; i < 10 && !onCheckbox; i += 1) {
      await page.keyboard.press('Tab');
      onCheckbox = await page.evaluate(
        () => document.activeElement?.getAttribute('aria-labelledby')?.includes('popup') ?? false,
      );
    }
    assert.ok(onCheckbox, 'a notification checkbox is reachable with Tab');
    // Past the throttle window of the follow save, so this one goes out at once.
    await page.clock.runFor(PREFERENCE_SAVE_THROTTLE_MS);
    const toggled = patchOf(page, 4);
    await page.keyboard.press('Space');
    const body = (await toggled).request().postDataJSON() as Prefs;
    assert.equal(body['preferences.popup.comments'], false);
    await screenshot(page, 'follow-dropdown-keyboard');
    await page.keyboard.press('Escape');
    await panel(page).waitFor({ state: 'detached' });
    assert.equal(
      await page.evaluate(() => document.activeElement?.textContent?.trim()),
      'Following',
    );
    assert.equal((await serverPrefs(page, 4))['preferences.popup.comments'], false);
    await page.close();
  });

  it('has no axe violations, closed and open', async () => {
    const page = await memberPage();
    await openCategory(page, 5);
    assert.deepEqual(await axeOnWidget(page), []);
    const followed = patchOf(page, 5);
    await followButton(page, 'Follow').click();
    await followed;
    await box(page, 'popup', 'posts').waitFor();
    await animationsDone(panel(page)); // the open animation ends before contrast is checked
    assert.deepEqual(await axeOnWidget(page), []);
    await page.close();
  });

  it('asks guests to sign in', async () => {
    const page = await browser.newPage({ viewport: { width: 1100, height: 800 } });
    await openCategory(page, 7);
    const link = page.getByRole('link', { name: 'Sign in to follow' });
    await link.waitFor();
    assert.match((await link.getAttribute('href')) ?? '', /^\/entry\/signin\?target=/);
    await screenshot(page, 'follow-dropdown-guest');
    await page.close();
  });
});
