import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { screenshot, watchConsole } from './support/browser';
import { closeHostAndBrowser, type DemoHost, openHostAndBrowser, signIn } from './support/demoHost';

let browser: Browser;
let host: DemoHost;

before(async () => ({ host, browser } = await openHostAndBrowser()));
after(() => closeHostAndBrowser({ host, browser }));

/** Records CSP violations from the first byte (an init script is not subject to the page's CSP). */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) => {
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  return () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
}

const PAGES = ['/', '/discussions', '/categories', '/categories/3', '/discussion/4/x'];

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
        await page.waitForLoadState('networkidle');
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
    // lazily, with its own stylesheet).
    await page.locator('.fw-categoryFollow').getByRole('button').first().click();
    const panel = page.getByRole('dialog', { name: 'Notification Preferences' });
    await panel.waitFor();
    await styled('.fw-categoryFollow-panel', 'min-width', /px/);
    await page.waitForTimeout(1300); // past the save throttle of a follow-on-open
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

    // A user card popup from a legacy user link on a discussion page.
    await page.goto(`${host.url}/discussion/4/x?csp=strict`);
    await page.evaluate(() => window.ForumWidgets!.ready);
    await page.locator('#Content a[data-userid], main a[data-userid]').first().click();
    await page.locator('[role="dialog"] .fw-userCard:not(.fw-userCard--loading)').waitFor();
    await styled('[role="dialog"] .fw-userCard', 'display', /block|flex|grid/);
    await page.waitForTimeout(200); // the popup's fade-in
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
});
