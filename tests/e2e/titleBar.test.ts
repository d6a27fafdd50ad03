import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { createRequire } from 'node:module';
import {
  api,
  closeHostAndBrowser,
  type DemoHost,
  openHostAndBrowser,
  signIn,
} from './support/demoHost';
import path from 'node:path';
import { SCREENSHOT_DIR, SCREENSHOTS, watchConsole } from './support/browser';

let browser: Browser;
let host: DemoHost;

before(async () => ({ host, browser } = await openHostAndBrowser()));
after(() => closeHostAndBrowser({ host, browser }));

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 740 };

/** Navigation with a mega menu, set on the marker's data-props (the widget re-renders). */
const NAV_PROPS = {
  navigation: {
    items: [
      { id: 'posts', name: 'Posts', url: '/discussions' },
      {
        id: 'cats',
        name: 'Categories',
        url: '/categories',
        children: [
          { id: 'general', name: 'General', url: '/categories/1' },
          {
            id: 'help',
            name: 'Help & Support',
            url: '/categories/3',
            children: [
              { id: 'install', name: 'Installation', url: '/categories/4' },
              { id: 'trouble', name: 'Troubleshooting', url: '/categories/5' },
            ],
          },
        ],
      },
      { id: 'play', name: 'Playground', url: '/playground', badge: { type: 'text', text: 'New' } },
      { id: 'staff', name: 'Staff', url: '/categories/8', permission: 'community.moderate' },
    ],
  },
};

async function open(path: string, viewport = DESKTOP, signedInAs?: string): Promise<Page> {
  const context = await browser.newContext({ viewport, bypassCSP: true });
  const page = await context.newPage();
  if (signedInAs) await signIn(page, host, signedInAs);
  await page.goto(`${host.url}${path}`);
  await page.waitForSelector('.fw-titleBar');
  return page;
}

/**
 * axe-core over the title bar and the portal its panels render into. The page's other
 * widgets are other helpers' work and are checked by their own tests. (The shared `runAxe`
 * adds an inline script, which the demo host's CSP blocks; these contexts bypass CSP.)
 */
async function runAxe(page: Page): Promise<Array<{ id: string; nodes: string[] }>> {
  // Colours are measured at rest: open and close transitions have ended.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  await page.addScriptTag({ path: createRequire(import.meta.url).resolve('axe-core/axe.min.js') });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: unknown,
          ) => Promise<{ violations: Array<{ id: string; nodes: Array<{ target: string[] }> }> }>;
        };
      }
    ).axe;
    const include = [
      ['[data-react="TitleBar"]'],
      ...(document.querySelector('.fw-portal') ? [['.fw-portal']] : []),
    ];
    const result = await axe.run({ include });
    return result.violations.map((v) => ({
      id: v.id,
      nodes: v.nodes.map((n) => n.target.join(' ')),
    }));
  });
}

/**
 * A viewport screenshot (the header and its panels), in tests/e2e/screenshots, when asked
 * (`SCREENSHOTS=1`). Finite animations and transitions are shown ended.
 */
async function screenshot(page: Page, name: string): Promise<void> {
  if (!SCREENSHOTS) return;
  await page.screenshot({ animations: 'disabled', path: path.join(SCREENSHOT_DIR, `${name}.png`) });
}

async function setProps(page: Page, props: unknown): Promise<void> {
  await page.evaluate((json) => {
    document.querySelector('[data-react="TitleBar"]')!.setAttribute('data-props', json);
  }, JSON.stringify(props));
}

async function focusedText(page: Page): Promise<string> {
  return page.evaluate(
    () => (document.activeElement as HTMLElement | null)?.innerText.trim() ?? '',
  );
}

async function tabTo(page: Page, selector: string, max = 30): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

describe('TitleBar as a guest', () => {
  it('shows Sign In and Register with a target back to the page, and no target on /entry pages', async () => {
    const page = await open('/discussions?page=2');
    const { pageErrors } = watchConsole(page);
    const signInLink = page.getByRole('link', { name: 'Sign In' });
    const register = page.getByRole('link', { name: 'Register' });
    assert.equal(
      await signInLink.getAttribute('href'),
      '/entry/signin?target=%2Fdiscussions%3Fpage%3D2',
    );
    assert.equal(
      await register.getAttribute('href'),
      '/entry/register?target=%2Fdiscussions%3Fpage%3D2',
    );
    assert.equal(
      await page.getByRole('link', { name: 'Posts' }).getAttribute('aria-current'),
      'page',
    );
    await screenshot(page, 'titlebar-guest');
    assert.deepEqual(await runAxe(page), []);

    await page.goto(`${host.url}/entry/signin`);
    await page.waitForSelector('.fw-titleBar');
    assert.equal(
      await page.getByRole('link', { name: 'Sign In', exact: true }).first().getAttribute('href'),
      '/entry/signin',
    );
    assert.deepEqual(pageErrors, []);
    await page.context().close();
  });

  it('signs in through the Sign In link and comes back to the page', async () => {
    const page = await open('/categories');
    await page.getByRole('link', { name: 'Sign In' }).click();
    await page.waitForURL(/\/entry\/signin\?target=/);
    await page.fill('input[name="username"]', 'member');
    await page.fill('input[name="password"]', 'demo-password');
    await Promise.all([
      page.waitForURL(`${host.url}/categories`),
      page.click('form[action="/entry/signin"] button[type="submit"]'),
    ]);
    await page.waitForSelector('.fw-titleBar-avatarButton');
    await page.context().close();
  });

  it('works the mega menu with the keyboard alone', async () => {
    const page = await open('/discussions');
    await setProps(page, NAV_PROPS);
    await page.waitForSelector('button.fw-titleBar-navLink');
    // The staff item needs community.moderate: a guest does not see it.
    assert.equal(await page.getByRole('link', { name: 'Staff' }).count(), 0);
    await tabTo(page, 'button.fw-titleBar-navLink');
    const trigger = page.getByRole('button', { name: 'Categories' });
    assert.equal(await trigger.getAttribute('aria-expanded'), 'true'); // opens on focus
    await page.keyboard.press('Escape');
    assert.equal(await trigger.getAttribute('aria-expanded'), 'false');
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction(() =>
      document.activeElement?.classList.contains('fw-megaMenu-link'),
    );
    assert.equal(await focusedText(page), 'All Categories');
    await page.keyboard.press('ArrowDown');
    assert.equal(await focusedText(page), 'General');
    await screenshot(page, 'titlebar-megamenu');
    assert.deepEqual(await runAxe(page), []);
    await page.keyboard.press('Escape');
    assert.equal(await focusedText(page), 'Categories');
    assert.equal(await trigger.getAttribute('aria-expanded'), 'false');
    await page.waitForFunction(() => !document.querySelector('.fw-megaMenu'));
    // Arrow keys move across the top items.
    await page.keyboard.press('ArrowRight');
    assert.match(await focusedText(page), /^Playground/);
    await page.context().close();
  });

  it('navigates to the suggestion the user picks', async () => {
    const page = await open('/discussions');
    const search = page.getByRole('combobox', { name: 'Search' });
    await search.fill('Welcome');
    const option = page.getByRole('option', { name: /Welcome to the demo community/ }).first();
    await option.waitFor();
    assert.ok(await page.getByRole('option', { name: /Search for Welcome/ }).isVisible());
    assert.match(await page.locator('.fw-search-optionMeta').first().innerText(), /Most recent:/);
    await screenshot(page, 'titlebar-search');
    assert.deepEqual(await runAxe(page), []);
    await Promise.all([page.waitForURL(/\/discussion\/\d+\//), option.click()]);
    await page.context().close();
  });

  it('runs a search for the typed text on Enter', async () => {
    const page = await open('/categories');
    await page.getByRole('combobox', { name: 'Search' }).fill('help me');
    await Promise.all([page.waitForURL(/\/search\?query=help\+me$/), page.keyboard.press('Enter')]);
    await page.context().close();
  });

  it('hides the header on scrolling down past 400 px and shows it on scrolling up', async () => {
    const page = await open('/discussions', { width: 1280, height: 500 });
    await page.evaluate(() => {
      document.body.style.minHeight = '4000px';
    });
    const header = page.locator('header.fw-titleBar');
    await page.mouse.wheel(0, 300);
    // The header decides in the animation frame after a scroll event: once the page is at
    // 300 px, two frames later that decision has been drawn.
    await page.waitForFunction(() => window.scrollY === 300);
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    assert.doesNotMatch((await header.getAttribute('class')) ?? '', /fw-titleBar--hidden/);
    await page.mouse.wheel(0, 600);
    await page.waitForFunction(() => document.querySelector('header.fw-titleBar--hidden'));
    await page.mouse.wheel(0, -100);
    await page.waitForFunction(() => !document.querySelector('header.fw-titleBar--hidden'));
    await page.context().close();
  });

  it('opens the Site Navigation panel from the hamburger at 375 px', async () => {
    const page = await open('/discussions', PHONE);
    await setProps(page, NAV_PROPS);
    assert.equal(await page.locator('.fw-titleBar-nav').count(), 0);
    await screenshot(page, 'titlebar-compact-guest');
    assert.deepEqual(await runAxe(page), []);
    await page.getByRole('button', { name: 'Site Navigation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Site Navigation' });
    await dialog.waitFor();
    const expand = dialog.getByRole('button', { name: /Categories: Subcategories/ });
    assert.equal(await expand.getAttribute('aria-expanded'), 'false');
    await expand.click();
    await dialog.getByRole('link', { name: 'General' }).waitFor();
    await dialog.getByRole('button', { name: /Help & Support: Subcategories/ }).click();
    await dialog.getByRole('link', { name: 'Troubleshooting' }).waitFor();
    assert.ok(await dialog.getByRole('link', { name: 'Register' }).isVisible());
    await screenshot(page, 'titlebar-compact-nav');
    assert.deepEqual(await runAxe(page), []);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    assert.equal(await focusedText(page), '');
    assert.equal(
      await page.evaluate(() => document.activeElement?.getAttribute('aria-label')),
      'Site Navigation',
    );
    await page.context().close();
  });

  it('opens and cancels the compact search, moving focus in and back', async () => {
    const page = await open('/discussions', PHONE);
    await page.getByRole('button', { name: 'Search' }).click();
    const input = page.getByRole('combobox', { name: 'Search' });
    await input.waitFor();
    assert.ok(await input.evaluate((el) => el === document.activeElement));
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForFunction(
      () => document.activeElement?.getAttribute('aria-label') === 'Search',
    );
    await page.context().close();
  });
});

describe('TitleBar as a member', () => {
  it('marks all notifications read, and the count stays 0 after a reload', async () => {
    const page = await open('/discussions', DESKTOP, 'member');
    const { pageErrors } = watchConsole(page);
    const bell = page.getByRole('button', { name: /Notifications/ });
    assert.match(await bell.innerText(), /3/);
    await screenshot(page, 'titlebar-member');
    assert.deepEqual(await runAxe(page), []);
    // Keyboard only: focus the button, open with Enter, tab to Mark All Read.
    await bell.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await panel.waitFor();
    await panel.locator('.fw-notif').first().waitFor();
    await page.waitForFunction(() => document.activeElement?.textContent === 'Mark All Read');
    await screenshot(page, 'titlebar-member-notifications');
    assert.deepEqual(await runAxe(page), []);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => !document.querySelector('.fw-notif--unread'));
    assert.doesNotMatch(await bell.innerText(), /\d/);
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    assert.match((await focusedText(page)) + (await bell.getAttribute('aria-expanded')), /false/);

    await page.reload();
    await page.waitForSelector('.fw-titleBar-avatarButton');
    assert.doesNotMatch(
      await page.getByRole('button', { name: /Notifications/ }).innerText(),
      /\d/,
    );
    const counts = await api<{ counts: Array<{ name: string; count: number }> }>(
      page,
      'GET',
      '/users/me-counts',
    );
    assert.equal(counts.json.counts.find((c) => c.name === 'UnreadNotifications')?.count, 0);
    const list = await api<Array<{ read: boolean }>>(page, 'GET', '/notifications?limit=50');
    assert.ok(list.json.every((n) => n.read));
    assert.deepEqual(pageErrors, []);
    await page.context().close();
  });

  it('uses the messages and My Account flyouts with the keyboard alone', async () => {
    const page = await open('/categories', DESKTOP, 'member');
    const messages = page.getByRole('button', { name: /Messages/ });
    await messages.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Messages' });
    await panel.locator('.fw-notif').first().waitFor();
    await page.waitForFunction(() => document.activeElement?.textContent === 'New Message');
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });

    // My Account (02 §2): the user's own card, then the account links.
    const account = page.getByRole('button', { name: 'My Account' });
    await account.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'My Account' });
    await dialog.getByRole('heading', { name: 'member' }).waitFor();
    await page.waitForFunction(() => document.activeElement?.closest('[role="dialog"]') !== null);
    assert.equal(await focusedText(page), 'Edit Profile');
    assert.ok(await dialog.getByRole('link', { name: 'Discussions', exact: true }).isVisible());
    const signOut = await dialog.getByRole('link', { name: 'Sign Out' }).getAttribute('href');
    assert.match(signOut ?? '', /^\/entry\/signout\?transientKey=.+&target=%2Fcategories$/);
    await screenshot(page, 'titlebar-member-account');
    assert.deepEqual(await runAxe(page), []);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'My Account');
    await page.context().close();
  });

  it('shows the account side panel with its tabs at 375 px', async () => {
    const page = await open('/discussions', PHONE, 'member');
    await screenshot(page, 'titlebar-compact-member');
    assert.deepEqual(await runAxe(page), []);
    await page.getByRole('button', { name: /My Account/ }).click();
    const dialog = page.getByRole('dialog', { name: 'My Account' });
    await dialog.waitFor();
    const tabs = dialog.getByRole('tab');
    assert.deepEqual(
      (await tabs.allInnerTexts()).map((s) => s.replace(/\d+|unread/g, '').trim()),
      ['Account', 'Notifications', 'Messages'],
    );
    await dialog.getByRole('menuitem').count(); // none: plain links in the panel
    assert.ok(await dialog.getByRole('link', { name: 'Sign Out' }).isVisible());
    await dialog.getByRole('tab', { name: /Notifications/ }).click();
    await dialog.locator('.fw-notif').first().waitFor();
    await screenshot(page, 'titlebar-compact-account');
    assert.deepEqual(await runAxe(page), []);
    // Arrow keys move between tabs.
    await page.keyboard.press('ArrowRight');
    assert.equal(
      await dialog.getByRole('tab', { name: /Messages/ }).getAttribute('aria-selected'),
      'true',
    );
    await dialog.locator('.fw-messages .fw-notif').first().waitFor();
    await page.context().close();
  });

  it('shows the e-mail confirmation toast to a member whose address is unconfirmed', async () => {
    const page = await open('/discussions', DESKTOP, 'kenji');
    const toast = page
      .getByRole('status')
      .filter({ hasText: 'Your email address is not confirmed.' });
    await toast.waitFor();
    assert.equal(
      await toast.getByRole('link', { name: 'Resend confirmation email' }).getAttribute('href'),
      '/entry/emailconfirmrequest',
    );
    await page.context().close();
  });
});
