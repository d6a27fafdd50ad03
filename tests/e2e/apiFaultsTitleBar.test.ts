// API faults, part three: the title bar's own calls and the server theme (issue #11 §3; issue 30
// §2), with the faults that need a real page. Signed in as member on /discussions, the title bar
// calls PATCH /notifications (Mark All Read), PATCH /notifications/{id} (one dot), GET
// /conversations (the messages flyout, and the compact account panel's tabs) and GET
// /themes/current (the logo); the runtime calls GET /themes/{themeKey} at boot. A refused (500)
// "mark read" changes nothing and says why in a toast, a hanging one is busy, then times out and
// says so, and a 408 to one dot counts as success; a messages load that meets a network error
// shows its error and asks again when reopened, a hanging one shows the loader; the compact
// panel shows the same; a refused, missing (404) or hanging theme leaves the built-in theme and
// at most one console error. Nothing throws uncaught; the server is unchanged. The other faults
// of these calls are one path per call: tests/unit/widgets/TitleBar/panelLists.test.tsx and
// tests/unit/features/themes/serverThemeFaults.test.tsx show them, and
// tests/unit/api/faultMatrix.test.ts every call × every fault.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Locator, Page, Route } from 'playwright-core';
import { screenshot, watchConsole } from './support/browser';
import { waitForApiIdle } from './support/network';
import {
  api,
  closeHostAndBrowser,
  type DemoHost,
  openHostAndBrowser,
  signIn,
} from './support/demoHost';
import { dismissToasts, FAULT_TEXT, FAULTS, faultOn, titleBarWorks } from './support/faults';

const fault = (name: string) => FAULTS.find((f) => f.name === name)!;
const F500 = fault('500');
const NETWORK = fault('network');

let browser: Browser;
let host: DemoHost;
before(async () => ({ host, browser } = await openHostAndBrowser()));
after(() => closeHostAndBrowser({ host, browser }));

/** The words of a request that got no answer (src/api/apiError.ts). */
const NO_ANSWER = /Something went wrong while contacting the server\./;
/** A 408 counts as success (01 §7); a 408 whose body is not the list says its message. */
const LOAD_FAULT_TEXT: Record<string, RegExp> = {
  ...FAULT_TEXT,
  '408': /Request timeout/,
  network: NO_ANSWER,
};

interface Notification {
  notificationID: number;
  read: boolean;
}

interface MemberPage {
  page: Page;
  /** Console errors of our own, without Chromium's "Failed to load resource" lines. */
  errors: () => string[];
  pageErrors: string[];
}

async function memberPage(width = 1200): Promise<MemberPage> {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  const { errors, pageErrors } = watchConsole(page);
  await signIn(page, host, 'member');
  await page.goto(`${host.url}/discussions`);
  await page.evaluate(() => window.ForumWidgets!.ready);
  return {
    page,
    errors: () => errors.filter((e) => !e.startsWith('Failed to load resource')),
    pageErrors,
  };
}

/** Holds matching requests until `release()`, then lets them time out as a network would. */
async function holdOn(
  page: Page,
  path: string,
  method: string,
): Promise<{ release: () => Promise<void> }> {
  const held: Route[] = [];
  const matcher = (url: URL): boolean => url.pathname === `/api/v2${path}`;
  await page.route(matcher, (route) =>
    route.request().method() === method ? void held.push(route) : route.continue(),
  );
  return {
    async release() {
      for (const route of held.splice(0)) await route.abort('timedout');
      await page.unroute(matcher);
    },
  };
}

/** Counts the requests the page sends with `method` to one API path. */
function countRequests(page: Page, method: string, path: string): () => number {
  let n = 0;
  page.on('request', (request) => {
    if (request.method() === method && new URL(request.url()).pathname === `/api/v2${path}`) n++;
  });
  return () => n;
}

const meBox = (page: Page): Locator => page.locator('[data-react="TitleBar"] .fw-titleBar-meBox');
const bell = (page: Page): Locator => meBox(page).getByRole('button', { name: /^Notifications/ });
const notificationsPanel = (page: Page): Locator =>
  page.getByRole('dialog', { name: 'Notifications' });
const messagesPanel = (page: Page): Locator => page.getByRole('dialog', { name: 'Messages' });

/** The unread count a screen reader hears on a title bar button, or '' without a badge. */
const badge = async (button: Locator): Promise<string> => {
  const label = button.locator('.fw-titleBar-count .fw-srOnly');
  return (await label.count()) === 0 ? '' : ((await label.textContent()) ?? '');
};
const unreadLabel = (n: number): string => `${n} unread`;

/** Opens the notifications flyout unless it is open, and waits for its rows. */
async function openNotifications(page: Page): Promise<Locator> {
  const panel = notificationsPanel(page);
  if (!(await panel.isVisible())) await bell(page).click();
  await panel.locator('.fw-notif').first().waitFor();
  return panel;
}

const unreadOnServer = async (page: Page): Promise<number[]> =>
  (await api<Notification[]>(page, 'GET', '/notifications?limit=10')).json
    .filter((n) => !n.read)
    .map((n) => n.notificationID);

/** Waits for a failure toast that says `text`; returns it. */
async function toastSaying(page: Page, text: RegExp, label: string): Promise<Locator> {
  const toast = page.locator('.fw-toasts .fw-toast', { hasText: text }).first();
  await toast.waitFor({ timeout: 10_000 }).catch(async (e: Error) => {
    await screenshot(page, `api-faults-titlebar-${label}-no-toast`);
    throw new Error(`${label}: no failure toast (${e.message.split('\n')[0]})`);
  });
  return toast;
}

describe('API faults: the title bar marks notifications read', () => {
  it('a refused (500) Mark All Read or one dot changes nothing, says why and stays usable; the server is unchanged', async () => {
    const { page, errors, pageErrors } = await memberPage();
    const unread = await unreadOnServer(page);
    assert.ok(unread.length >= 2, 'the seed gives member unread notifications');
    const panel = await openNotifications(page);
    const dots = panel.getByRole('button', { name: 'Mark as read' });
    const markAll = panel.getByRole('button', { name: 'Mark All Read' });
    const shown = await dots.count();
    const count = await badge(bell(page));
    assert.equal(shown, unread.length);
    assert.equal(count, unreadLabel(unread.length));

    {
      const fault = F500;
      const unAll = await faultOn(page, '/notifications', 'PATCH', fault.apply);
      const unOne = await faultOn(page, `/notifications/${unread[0]}`, 'PATCH', fault.apply);

      await openNotifications(page);
      await markAll.click();
      const toast = await toastSaying(page, FAULT_TEXT[fault.name]!, `all-${fault.name}`);
      assert.equal(await dots.count(), shown, `${fault.name}: every dot stays`);
      assert.equal(await badge(bell(page)), count, `${fault.name}: the count stays`);
      assert.equal(await markAll.getAttribute('aria-disabled'), 'false');
      assert.ok(await toast.getByRole('button', { name: 'Dismiss' }).isVisible());
      await screenshot(page, 'api-faults-titlebar-mark-all-read');
      await dismissToasts(page);

      await openNotifications(page);
      await dots.first().click();
      await toastSaying(page, FAULT_TEXT[fault.name]!, `one-${fault.name}`);
      assert.equal(await dots.count(), shown, `${fault.name}: the dot stays`);
      assert.equal(await badge(bell(page)), count, `${fault.name}: the count stays`);
      assert.equal(
        await panel.locator('.fw-notif--unread').count(),
        shown,
        `${fault.name}: no row reads as read`,
      );
      await dismissToasts(page);

      await unAll();
      await unOne();
      await titleBarWorks(page, `mark read ${fault.name}`);
    }
    assert.deepEqual(
      await unreadOnServer(page),
      unread,
      'the server kept every notification unread',
    );

    assert.deepEqual(errors(), []);
    assert.deepEqual(pageErrors, []);
    await page.close();
  });

  it('a hanging Mark All Read shows it is busy, keeps the dots and the title bar working, then rolls back and says so', async () => {
    const { page, errors, pageErrors } = await memberPage();
    const unread = await unreadOnServer(page);
    const panel = await openNotifications(page);
    const markAll = panel.getByRole('button', { name: 'Mark All Read' });
    const patches = countRequests(page, 'PATCH', '/notifications');
    const held = await holdOn(page, '/notifications', 'PATCH');
    await markAll.click();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('.fw-panel-action')].some(
        (b) => b.textContent === 'Mark All Read' && b.getAttribute('aria-disabled') === 'true',
      ),
    );
    await markAll.click({ force: true }); // busy (aria-disabled): a second click sends nothing
    // A click's call starts in its own handler: two frames after it, a second PATCH would be out.
    await frames(page);
    assert.equal(patches(), 1);
    assert.equal(await panel.getByRole('button', { name: 'Mark as read' }).count(), unread.length);
    assert.equal(await badge(bell(page)), unreadLabel(unread.length));
    // The rest of the title bar answers meanwhile: the messages flyout and the search.
    await meBox(page)
      .getByRole('button', { name: /^Messages/ })
      .click();
    await messagesPanel(page).locator('.fw-notif').first().waitFor();
    await page.keyboard.press('Escape');
    await titleBarWorks(page, 'while marking read hangs');

    await held.release();
    await toastSaying(page, NO_ANSWER, 'hang');
    await dismissToasts(page);
    await openNotifications(page);
    assert.equal(await markAll.getAttribute('aria-disabled'), 'false');
    assert.equal(await panel.getByRole('button', { name: 'Mark as read' }).count(), unread.length);
    assert.deepEqual(await unreadOnServer(page), unread);
    assert.deepEqual(errors(), []);
    assert.deepEqual(pageErrors, []);
    await page.close();
  });

  it('a 408 to one dot counts as success (01 §7): the row reads as read until a reload shows the server kept it unread', async () => {
    const { page, pageErrors } = await memberPage();
    const unread = await unreadOnServer(page);
    const timeout = FAULTS.find((f) => f.name === '408')!;
    const unroute = await faultOn(page, `/notifications/${unread[0]}`, 'PATCH', timeout.apply);
    const panel = await openNotifications(page);
    await panel.getByRole('button', { name: 'Mark as read' }).first().click();
    await page.waitForFunction(
      (n) => document.querySelectorAll('.fw-notif-markRead').length === n,
      unread.length - 1,
    );
    assert.equal(await page.locator('.fw-toasts .fw-toast').count(), 0, 'a success: no toast');
    await unroute();
    assert.deepEqual(await unreadOnServer(page), unread);
    await page.reload();
    await page.evaluate(() => window.ForumWidgets!.ready);
    await openNotifications(page);
    assert.equal(
      await notificationsPanel(page).getByRole('button', { name: 'Mark as read' }).count(),
      unread.length,
    );
    assert.deepEqual(pageErrors, []);
    await page.close();
  });
});

describe('API faults: the title bar lists messages', () => {
  it('a messages load that meets a network error shows its error in the flyout, then loads when reopened', async () => {
    const { page, errors, pageErrors } = await memberPage();
    const gets = countRequests(page, 'GET', '/conversations');
    const button = meBox(page).getByRole('button', { name: /^Messages/ });
    const panel = messagesPanel(page);
    {
      const fault = NETWORK;
      const before = gets();
      const unroute = await faultOn(page, '/conversations', 'GET', fault.apply);
      await button.click();
      const alert = panel.getByRole('alert');
      await alert.waitFor();
      assert.match((await alert.textContent()) ?? '', LOAD_FAULT_TEXT[fault.name]!);
      assert.equal(await panel.locator('.fw-notif').count(), 0);
      await animationsDone(page); // the flyout's entrance animation
      await screenshot(page, 'api-faults-titlebar-messages');
      await page.keyboard.press('Escape');
      await unroute();
      await titleBarWorks(page, `messages ${fault.name}`);

      await button.click();
      await panel.locator('.fw-notif').first().waitFor();
      assert.equal(await panel.getByRole('alert').count(), 0, `${fault.name}: the error is gone`);
      assert.equal(gets() - before, 2, `${fault.name}: one load per opening`);
      await page.keyboard.press('Escape');
    }
    assert.deepEqual(errors(), []);
    assert.deepEqual(pageErrors, []);
    await page.close();
  });

  it('a hanging messages load shows the loader, asks once, and reports the timeout; reopening then loads', async () => {
    const { page, errors, pageErrors } = await memberPage();
    const gets = countRequests(page, 'GET', '/conversations');
    const button = meBox(page).getByRole('button', { name: /^Messages/ });
    const panel = messagesPanel(page);
    const held = await holdOn(page, '/conversations', 'GET');
    await button.click();
    await panel.locator('.fw-loader').waitFor();
    await page.keyboard.press('Escape');
    await titleBarWorks(page, 'while messages hang');
    await button.click(); // still in flight: no second request
    await panel.locator('.fw-loader').waitFor();
    assert.equal(gets(), 1);
    await held.release();
    const alert = panel.getByRole('alert');
    await alert.waitFor();
    assert.match((await alert.textContent()) ?? '', NO_ANSWER);
    await page.keyboard.press('Escape');
    await button.click();
    await panel.locator('.fw-notif').first().waitFor();
    assert.equal(gets(), 2);
    assert.deepEqual(errors(), []);
    assert.deepEqual(pageErrors, []);
    await page.close();
  });

  it("the compact account panel's tabs show a refused (500) messages load and Mark All Read, and recover", async () => {
    const { page, errors, pageErrors } = await memberPage(600);
    const unread = await unreadOnServer(page);
    const panel = page.getByRole('dialog', { name: 'My Account' });
    {
      const fault = F500;
      const unList = await faultOn(page, '/conversations', 'GET', fault.apply);
      const unAll = await faultOn(page, '/notifications', 'PATCH', fault.apply);
      await meBox(page)
        .getByRole('button', { name: /My Account/ })
        .click();
      await panel.getByRole('tab', { name: /Messages/ }).click();
      const alert = panel.getByRole('alert');
      await alert.waitFor();
      assert.match((await alert.textContent()) ?? '', FAULT_TEXT[fault.name]!);

      await panel.getByRole('tab', { name: /Notifications/ }).click();
      await panel.locator('.fw-notif').first().waitFor();
      await panel.getByRole('button', { name: 'Mark All Read' }).click();
      await toastSaying(page, FAULT_TEXT[fault.name]!, `compact-${fault.name}`);
      await screenshot(page, 'api-faults-titlebar-compact-mark-all');
      await dismissToasts(page);
      assert.ok(await panel.isVisible(), `${fault.name}: dismissing the toast keeps the panel`);
      assert.equal(
        await panel.getByRole('button', { name: 'Mark as read' }).count(),
        unread.length,
      );

      await unList();
      await unAll();
      await panel.getByRole('tab', { name: /Messages/ }).click();
      await panel.locator('.fw-notif').first().waitFor();
      assert.equal(await panel.getByRole('alert').count(), 0);
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'detached' });
    }
    assert.deepEqual(await unreadOnServer(page), unread);
    assert.deepEqual(errors(), []);
    assert.deepEqual(pageErrors, []);
    await page.close();
  });
});

describe('API faults: the server theme', () => {
  it('with a refused, missing or hanging theme, every widget mounts and works in the built-in theme; a refusal says why once on the console', async () => {
    const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
    const { errors, pageErrors } = watchConsole(page);
    await signIn(page, host, 'member');
    const primary = (): Promise<string> =>
      page.evaluate(() =>
        getComputedStyle(document.querySelector('.fw-root')!).getPropertyValue('--fw-primary'),
      );
    const load = async (): Promise<void> => {
      errors.length = 0;
      await page.goto(`${host.url}/discussions`);
      await page.evaluate(() => window.ForumWidgets!.ready);
    };

    // Unharmed, the demo host's theme changes the primary colour: the check below means something.
    await load();
    const key = await page.evaluate(
      () =>
        (
          JSON.parse(document.getElementById('forum-widgets-config')!.textContent!) as {
            themeKey: string | number;
          }
        ).themeKey,
    );
    await page.waitForFunction(() =>
      document
        .querySelector('style[data-fw-style="theme-variables"]')
        ?.textContent?.includes('--fw-primary'),
    );
    const themed = await primary();

    const ours = (): string[] => errors.filter((e) => !e.startsWith('Failed to load resource'));
    // A refusal (said once), a theme the server does not have (a theme without assets, 01 §4:
    // said nothing) and a hang (never ends: said nothing).
    for (const fault of [
      F500,
      FAULTS.find((f) => f.name === '404')!,
      FAULTS.find((f) => f.name === 'hang')!,
    ]) {
      const unTheme = await faultOn(page, `/themes/${key}`, 'GET', fault.apply);
      const unLogo = await faultOn(page, '/themes/current', 'GET', fault.apply);
      const isTheme = (r: { url(): string }): boolean =>
        new URL(r.url()).pathname === `/api/v2/themes/${key}`;
      const settled =
        fault.name === 'hang'
          ? Promise.resolve()
          : Promise.race([
              page
                .waitForEvent('requestfinished', { predicate: isTheme, timeout: 10_000 })
                .catch(() => undefined),
              page
                .waitForEvent('requestfailed', { predicate: isTheme, timeout: 10_000 })
                .catch(() => undefined),
            ]);
      await load();
      await settled;
      const items = page.locator('[data-react="DiscussionList"] li.fw-discussionItem');
      await items.first().waitFor();
      assert.ok((await items.count()) > 1, `${fault.name}: the list shows discussions`);
      await titleBarWorks(page, `theme ${fault.name}`);
      await meBox(page)
        .getByRole('button', { name: /^Messages/ })
        .click();
      await messagesPanel(page).locator('.fw-notif').first().waitFor();
      await page.keyboard.press('Escape');

      // A 404 theme is a theme without assets (01 §4), and a hang never ends: no error for
      // either. Every other fault, the 408 included, is reported once.
      const expected = fault.name === '404' || fault.name === 'hang' ? 0 : 1;
      if (ours().length < expected)
        await page.waitForEvent('console', {
          predicate: (m) => m.type() === 'error' && !m.text().startsWith('Failed to load resource'),
          timeout: 10_000,
        });
      // And nothing more follows: every call but the held theme has answered and been rendered.
      await waitForApiIdle(page, { ignore: /^\/api\/v2\/themes\// });
      assert.equal(ours().length, expected, `${fault.name}: ${JSON.stringify(ours())}`);
      if (expected === 1) {
        assert.equal(
          ours()[0],
          `[forum-widgets] The theme "${key}" could not be loaded; using the default theme.`,
        );
      }
      assert.notEqual(await primary(), themed, `${fault.name}: the built-in primary colour`);
      assert.equal(
        await page.locator('[data-react="TitleBar"] .fw-titleBar-logoText').textContent(),
        'Demo Forum',
        `${fault.name}: the logo falls back to the site name`,
      );
      await unTheme();
      await unLogo();
    }
    await load();
    await page.waitForFunction((c) => {
      const root = document.querySelector('.fw-root');
      return root !== null && getComputedStyle(root).getPropertyValue('--fw-primary') === c;
    }, themed);
    assert.deepEqual(ours(), []);
    assert.deepEqual(pageErrors, []);
    await page.close();
  });
});

// Last, as it changes the server: the calls that failed above work with the network back.
describe("API faults: a notification's own link", () => {
  it('marks it read on the server even when the server answers after the page is left', async () => {
    const { page, pageErrors } = await memberPage();
    const unread = await unreadOnServer(page);
    const panel = await openNotifications(page);
    const link = panel.locator('.fw-notif--unread a.fw-notif-link').first();
    const href = (await link.getAttribute('href'))!;
    // The server answers the mark-read only after the next page has loaded. A call the old page
    // still owned (XHR) is cancelled with that page and never arrives; a keepalive one arrives.
    let markedID = 0;
    let arrived!: () => void;
    const answered = new Promise<void>((resolve) => (arrived = resolve));
    const left = page.waitForURL(href);
    await page.route(
      (url) => /^\/api\/v2\/notifications\/\d+$/.test(url.pathname),
      async (route) => {
        if (route.request().method() !== 'PATCH') return route.continue();
        markedID = Number(/(\d+)$/.exec(new URL(route.request().url()).pathname)![1]);
        await left;
        // Sent on to the server only now; its answer means the server has handled it.
        const response = await route.fetch().catch(() => undefined);
        arrived();
        if (response) await route.fulfill({ response }).catch(() => undefined);
      },
    );
    await Promise.all([left, link.click()]);
    assert.ok(unread.includes(markedID), `the click asked to mark ${markedID} read`);
    const expected = unread.filter((id) => id !== markedID);
    await answered;
    assert.deepEqual(
      await unreadOnServer(page),
      expected,
      'the server marked the clicked notification read',
    );
    assert.deepEqual(pageErrors, []);
    await page.close();
  });
});

describe('API faults: the title bar after the faults', () => {
  it('with the network back, one dot and then Mark All Read mark the notifications read', async () => {
    const { page, errors, pageErrors } = await memberPage();
    const unread = await unreadOnServer(page);
    assert.ok(unread.length >= 2, 'the fault tests left every notification unread');
    const panel = await openNotifications(page);
    const dots = panel.getByRole('button', { name: 'Mark as read' });
    await dots.first().click();
    await page.waitForFunction(
      (n) => document.querySelectorAll('.fw-notif-markRead').length === n,
      unread.length - 1,
    );
    assert.equal(await badge(bell(page)), unreadLabel(unread.length - 1));
    await panel.getByRole('button', { name: 'Mark All Read' }).click();
    await page.waitForFunction(() => document.querySelectorAll('.fw-notif-markRead').length === 0);
    assert.equal(await badge(bell(page)), '');
    assert.deepEqual(await unreadOnServer(page), []);
    assert.equal(await page.locator('.fw-toasts .fw-toast').count(), 0, 'no failure toast');
    assert.deepEqual(errors(), []);
    assert.deepEqual(pageErrors, []);
    await page.close();
  });
});

/** Two animation frames of the page: what a click's handler started is under way by then. */
async function frames(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

/** Every finite animation of the page has finished (entrances, fades). */
async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}
