// XSS sweep, second part (issue #11 §2): the string and link fields that reach the widgets from
// the API and that xss.test.ts does not cover. Where the demo host can store a field (site
// name, conversation names, discussion names found by search) it is seeded there; the rest is
// answered with page.route: the real answer, fetched from the demo host, with every string
// replaced by a payload (ids, dates and enums kept). Each sweep runs once with the page's CSP
// bypassed, so an injection would really execute, and the title bar and the list also run on
// the strict-CSP page, where any attempt shows up as a violation. The result must be zero.
import { after, before, describe, it, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page, Route } from 'playwright-core';
import { launchBrowser, screenshot } from './support/browser';
import { api, signIn, startDemoHost, type DemoHost } from './support/demoHost';
import { CSS, KEEP, openWatched, poison, Sweep, TEXT, URLS, type Watched } from './support/xss';

let browser: Browser;
let host: DemoHost;

/** Seeded site name: the logo shows it as text when the theme's logo links are unsafe. */
const SITE_NAME = TEXT[0]!;
/** The search text that finds the discussions seeded with payload names. */
const SEARCH = '__xss';

before(async () => {
  host = await startDemoHost();
  browser = await launchBrowser();
  const seed = await browser.newPage();
  await signIn(seed, host, 'admin');
  const config = await api(seed, 'PATCH', '/config', { 'garden.title': SITE_NAME });
  assert.equal(config.status, 204, JSON.stringify(config.json));
  await seed.context().clearCookies();
  await signIn(seed, host, 'member');
  for (const [i, payload] of TEXT.entries()) {
    // Found by the title bar's search: the suggestion names are seeded.
    const discussion = await api(seed, 'POST', '/discussions', {
      name: payload.slice(0, 100),
      body: payload,
      format: 'html',
      categoryID: 1,
    });
    assert.equal(discussion.status, 201, JSON.stringify(discussion.json));
    // The member's and the moderator's messages flyouts: the conversation names are seeded.
    const conversation = await api(seed, 'POST', '/conversations', {
      participantUserIDs: [1, 2],
      name: payload.slice(0, 100),
      body: TEXT[(i + 1) % TEXT.length],
    });
    assert.equal(conversation.status, 201, JSON.stringify(conversation.json));
  }
  await seed.context().close();
});

after(async () => {
  await browser?.close();
  await host?.close();
});

// ---- Answers: the real response, poisoned ----

type Json = Record<string, unknown>;

/** Fulfils a GET with the real answer, changed by `change`; other methods go through. */
async function answer(route: Route, change: (body: unknown) => unknown): Promise<void> {
  if (route.request().method() !== 'GET') return route.continue();
  const response = await route.fetch();
  const body = (await response.json()) as unknown;
  await route.fulfill({ response, status: 200, json: change(body) });
}

/** At least `n` items, cloned from the first with fresh ids where the server had fewer. */
function atLeast(items: Json[], n: number, idKey: string): Json[] {
  const out = [...items];
  const first = items[0];
  for (let i = out.length; first && i < n; i++) out.push({ ...first, [idKey]: 880000 + i });
  return out;
}

const userPoison = (user: unknown, i: number): Json => ({
  ...(poison(user, KEEP, i) as Json),
  name: TEXT[i % TEXT.length],
  photoUrl: URLS[i % URLS.length],
  url: URLS[(i + 1) % URLS.length],
  label: TEXT[(i + 1) % TEXT.length],
  labelHtml: `${TEXT[(i + 2) % TEXT.length]}<b>label-ok</b>`,
  title: TEXT[(i + 3) % TEXT.length],
});

/** The current user in the page's bootstrap JSON (where the account menu reads it). */
async function poisonBootstrap(route: Route): Promise<void> {
  if (route.request().resourceType() !== 'document') return route.continue();
  const response = await route.fetch();
  const html = await response.text();
  const body = html.replace(
    /(<script type="application\/json" id="forum-widgets-config">)([\s\S]*?)(<\/script>)/,
    (_m, open: string, json: string, close: string) => {
      const config = JSON.parse(json) as Json & { currentUser: Json };
      config.currentUser = {
        ...config.currentUser,
        name: TEXT[1],
        photoUrl: URLS[0],
        url: URLS[1],
      };
      const safe = JSON.stringify(config)
        .replace(/</g, '\\u003c')
        .replace(/>/g, '\\u003e')
        .replace(/&/g, '\\u0026');
      return `${open}${safe}${close}`;
    },
  );
  await route.fulfill({ response, body });
}

/** Routes for the title bar: notifications, conversations, search, theme logos, me. */
async function routeTitleBar(page: Page, pathname: string): Promise<void> {
  await page.route((url) => url.pathname === pathname, poisonBootstrap);
  await page.route('**/api/v2/notifications?**', (route) =>
    answer(route, (body) =>
      atLeast(body as Json[], 6, 'notificationID').map((n, i) => ({
        ...(poison(n, KEEP, i) as Json),
        // Sanitised to a few inline tags: the `&lt;` text and the <b> must survive, nothing else.
        body: `${TEXT[i % TEXT.length]}<b>note-${i}</b> &lt;img src=x&gt;`,
        url: URLS[i % URLS.length],
        readUrl: URLS[(i + 1) % URLS.length],
        photoUrl: URLS[(i + 2) % URLS.length],
        read: i % 2 === 1,
      })),
    ),
  );
  // Names are seeded; the link, the first message and the author are not writable: routed.
  const keepName = new Set([...KEEP, 'name']);
  await page.route('**/api/v2/conversations?**', (route) =>
    answer(route, (body) =>
      (body as Json[]).map((c, i) => ({
        ...(poison(c, keepName, i) as Json),
        url: URLS[i % URLS.length],
        body: `${TEXT[(i + 1) % TEXT.length]} msg-${i}`,
        insertUser: userPoison(c.insertUser, i),
      })),
    ),
  );
  // Suggestion names are the seeded discussions; links, excerpts and crumbs are routed.
  await page.route('**/api/v2/search?**', (route) =>
    answer(route, (body) =>
      (body as Json[]).map((r, i) => ({
        ...(poison(r, keepName, i) as Json),
        url: URLS[i % URLS.length],
        breadcrumbs: [
          { name: `crumb-${i}${TEXT[i % TEXT.length]}`, url: URLS[(i + 1) % URLS.length] },
          { name: TEXT[(i + 2) % TEXT.length], url: URLS[(i + 2) % URLS.length] },
        ],
      })),
    ),
  );
  await page.route('**/api/v2/themes/**', (route) =>
    answer(route, (body) => {
      const theme = body as Json & { assets: Json };
      return {
        ...theme,
        name: TEXT[0],
        assets: {
          ...theme.assets,
          logo: { type: 'image', url: URLS[0] },
          mobileLogo: { type: 'image', url: URLS[2] },
        },
      };
    }),
  );
  await page.route('**/api/v2/users/me?**', (route) =>
    answer(route, (body) => ({ ...(body as Json), name: TEXT[1], photoUrl: URLS[0] })),
  );
  // My Account shows the member's own user card, loaded with GET /users/{id}: routed the same.
  await page.route(/\/api\/v2\/users\/\d+(\?|$)/, (route) =>
    answer(route, (body) => ({ ...(body as Json), name: TEXT[1], photoUrl: URLS[0] })),
  );
}

// ---- Flows ----

async function ready(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.evaluate(() => window.ForumWidgets!.ready);
  await page.waitForLoadState('networkidle');
}

function includes(text: string, needle: string, where: string): void {
  assert.ok(text.includes(needle), `${where} shows ${JSON.stringify(needle)} as text`);
}

/** Opens each title bar flyout with payload answers, then chooses each payload suggestion. */
async function titleBarFlow(
  w: Watched,
  sweep: Sweep,
  query: string,
  shots: boolean,
): Promise<void> {
  const { page } = w;
  await signIn(page, host, 'member');
  await routeTitleBar(page, '/discussions');
  await ready(page, `${host.url}/discussions${query}`);
  const bar = page.locator('[data-react="TitleBar"]');

  // The theme's logo links are unsafe: no image, the seeded site name as text.
  assert.equal(await bar.locator('.fw-titleBar-logoImage').count(), 0, 'no logo image');
  assert.equal(await bar.locator('.fw-titleBar-logoText').textContent(), SITE_NAME);
  await sweep.check('logo');

  await bar.getByRole('button', { name: 'Notifications' }).click();
  await page.locator('.fw-notif-list li').nth(5).waitFor();
  const notes = await page.locator('.fw-notif-list').innerText();
  includes(notes, 'note-0', 'the notifications');
  includes(notes, '<img src=x>', 'the notifications');
  const rows = await page.locator('.fw-notif-list li').count();
  assert.equal(await page.locator('.fw-notif-list b').count(), rows, 'allowed <b> kept');
  assert.equal(await page.locator('.fw-notif-list a.fw-notif-link:not([href])').count(), rows);
  if (shots) await screenshot(page, 'xss-api-notifications');
  await sweep.check('notifications');
  await page.keyboard.press('Escape');

  await bar.getByRole('button', { name: 'Messages' }).click();
  await page
    .locator('.fw-messages .fw-notif-list li')
    .nth(TEXT.length - 1)
    .waitFor();
  const messages = await page.locator('.fw-messages').innerText();
  includes(messages, '<img src=x onerror=', 'the messages (seeded name)');
  includes(messages, 'msg-0', 'the messages (routed body)');
  if (shots) await screenshot(page, 'xss-api-messages');
  await sweep.check('messages');
  await page.keyboard.press('Escape');

  await bar.getByRole('button', { name: 'My Account' }).click();
  const accountName = page.locator('.fw-accountList .fw-userCard-name');
  await accountName.waitFor();
  assert.equal(await accountName.textContent(), TEXT[1]);
  assert.equal(await bar.locator('img.fw-userPhoto').count(), 0, 'no photo from a payload');
  if (shots) await screenshot(page, 'xss-api-account');
  await sweep.check('account menu');
  await page.keyboard.press('Escape');

  // Search suggestions: seeded names, routed links and crumbs. Each payload link is chosen.
  const search = bar.locator('input[type="search"]').first();
  const options = page.locator('.fw-search-option:not(.fw-search-option--new)');
  for (let i = 0; i < URLS.length; i++) {
    await search.fill('');
    await search.fill(SEARCH);
    await options.nth(URLS.length - 1).waitFor();
    if (i === 0) {
      const text = await page.locator('.fw-search-list').innerText();
      includes(text, '<img src=x onerror=', 'the search suggestions (seeded name)');
      includes(text, 'crumb-0', 'the search suggestions (routed crumbs)');
      if (shots) await screenshot(page, 'xss-api-search');
      await sweep.check('search suggestions');
    }
    await options.nth(i).click();
    await page.waitForTimeout(300);
    await page.waitForLoadState('load');
    await sweep.check(`search suggestion ${i} chosen (url ${JSON.stringify(URLS[i])})`);
  }
}

/** Routes for the list: discussions, the category search, the tag lookup and the user card. */
async function routeList(page: Page): Promise<void> {
  await page.route('**/api/v2/discussions?**', (route) =>
    answer(route, (body) =>
      (body as Json[]).slice(0, 8).map((d, i) => ({
        ...(poison(d, KEEP, i) as Json),
        url: URLS[i % URLS.length],
        canonicalUrl: URLS[(i + 1) % URLS.length],
        name: `title-${i}${TEXT[i % TEXT.length]}`,
        category: {
          categoryID: d.categoryID,
          name: `cat-${i}${TEXT[(i + 1) % TEXT.length]}`,
          url: URLS[(i + 2) % URLS.length],
        },
        insertUser: userPoison(d.insertUser, i),
        lastUser: userPoison(d.lastUser ?? d.insertUser, i + 1),
        tags: [0, 1, 2].map((k) => ({
          tagID: 70 + k,
          name: `tag-${k}${TEXT[(i + k) % TEXT.length]}`,
          urlcode: URLS[(i + k) % URLS.length],
          url: URLS[(i + k + 1) % URLS.length],
          type: 'User',
        })),
        breadcrumbs: [{ name: TEXT[i % TEXT.length], url: URLS[i % URLS.length] }],
      })),
    ),
  );
  await page.route('**/api/v2/categories/search?**', (route) =>
    answer(route, (body) =>
      (body as Json[]).map((c, i) => ({
        ...(poison(c, KEEP, i) as Json),
        name: `pick-${i}${TEXT[i % TEXT.length]}`,
        url: URLS[i % URLS.length],
        breadcrumbs: [
          { name: `crumb-${i}${TEXT[(i + 1) % TEXT.length]}`, url: URLS[(i + 1) % URLS.length] },
          { name: `pick-${i}${TEXT[i % TEXT.length]}`, url: URLS[i % URLS.length] },
        ],
      })),
    ),
  );
  await page.route('**/api/v2/tags?**', (route) =>
    answer(route, (body) =>
      atLeast(body as Json[], 3, 'tagID').map((t, i) => ({
        ...(poison(t, KEEP, i) as Json),
        name: `lookup-${i}${TEXT[i % TEXT.length]}`,
        urlcode: URLS[i % URLS.length],
        url: URLS[(i + 1) % URLS.length],
      })),
    ),
  );
  await page.route(
    (url) => /^\/api\/v2\/users\/\d+$/.test(url.pathname),
    (route) =>
      answer(route, (body) => {
        const user = body as Json & { reactionsReceived?: Json[] };
        return {
          ...userPoison(user, 0),
          name: `card-${TEXT[0]}`,
          email: URLS[0],
          rank: { rankID: 1, name: `rank-${TEXT[2]}`, userTitle: TEXT[3] },
          reactionsReceived: (user.reactionsReceived ?? []).map((r, i) => ({
            ...r,
            name: `got-${i}${TEXT[i % TEXT.length]}`,
            urlcode: URLS[i % URLS.length],
            url: URLS[(i + 1) % URLS.length],
            count: i + 1,
          })),
        };
      }),
  );
}

async function openOptions(page: Page, item: ReturnType<Page['locator']>): Promise<void> {
  await item.getByRole('button', { name: 'Discussion Options' }).click();
  await page.getByRole('menu').first().waitFor();
}

/** The list from the API, its share and options menus, Move, Tag and a user card. */
async function listFlow(w: Watched, sweep: Sweep, query: string, shots: boolean): Promise<void> {
  const { page } = w;
  await signIn(page, host, 'moderator');
  await routeList(page);
  // A sort other than the server's makes the list ask GET /discussions itself.
  await ready(
    page,
    `${host.url}/discussions?sort=-dateInserted${query ? `&${query.slice(1)}` : ''}`,
  );
  const list = page.locator('[data-react="DiscussionList"]');
  await list.locator('li.fw-discussionItem', { hasText: 'title-0' }).waitFor();
  const text = await list.innerText();
  for (const needle of ['title-0<img src=x', 'cat-0"><script>', 'tag-0<img src=x', '<svg><script>'])
    includes(text, needle, 'the list');
  // Every item's title and category link came from a payload url (tags link by tagID).
  assert.equal(await list.locator('.fw-discussionItem-title a').count(), 8);
  if (shots) await screenshot(page, 'xss-api-list');
  await sweep.check('list');

  const item = list.locator('li.fw-discussionItem').first();
  await item.getByRole('button', { name: 'Share' }).click();
  await page.getByRole('menuitem', { name: 'Email Link' }).waitFor();
  await sweep.check('share menu');
  await page.keyboard.press('Escape');

  await openOptions(page, item);
  await sweep.check('options menu');
  await page.getByRole('menuitem', { name: 'Move' }).click();
  const move = page.getByRole('dialog', { name: 'Move Discussion' });
  await move.locator('.fw-choice', { hasText: 'pick-0' }).waitFor();
  const picker = await move.innerText();
  includes(picker, 'crumb-0"><script>', 'the category picker');
  if (shots) await screenshot(page, 'xss-api-move');
  await sweep.check('category picker');
  await move.getByRole('button', { name: 'Cancel' }).click();

  await openOptions(page, item);
  await page.getByRole('menuitem', { name: 'Tag' }).click();
  const tag = page.getByRole('dialog').last();
  await tag.locator('input').first().fill('a');
  await tag.getByText('lookup-0', { exact: false }).first().waitFor();
  await sweep.check('tag lookup');
  await tag.getByRole('button', { name: 'Cancel' }).click();

  await item.locator('.fw-meta-user').first().click();
  const card = page.locator('.fw-userCard').last();
  await card.locator('.fw-userCard-name', { hasText: 'card-' }).waitFor();
  const cardText = await card.innerText();
  for (const needle of ['card-<img src=x', 'rank-<svg><script>', 'got-0<img src=x', 'label-ok'])
    includes(cardText, needle, 'the user card');
  assert.equal(await card.locator('img').count(), 0, 'no photo from a payload');
  if (shots) await screenshot(page, 'xss-api-usercard');
  await sweep.check('user card');
  await page.keyboard.press('Escape');
}

function report(t: TestContext, sweep: Sweep, problems: string[]): void {
  t.diagnostic(`tally ${JSON.stringify(sweep.tally)}`);
  for (const d of sweep.detached) t.diagnostic(`detached CSP report (nothing ran): ${d}`);
  assert.deepEqual(problems, []);
}

describe('XSS sweep of API fields', () => {
  it('title bar: notifications, messages, account, search and logo render payloads as text', async (t) => {
    const w = await openWatched(browser);
    const sweep = new Sweep(w);
    await titleBarFlow(w, sweep, '', true);
    const problems = sweep.problems();
    await w.page.context().close();
    report(t, sweep, problems);
  });

  it('discussion list from the API: items, menus, Move, Tag and the user card', async (t) => {
    const w = await openWatched(browser);
    const sweep = new Sweep(w);
    await listFlow(w, sweep, '', true);
    const problems = sweep.problems();
    await w.page.context().close();
    report(t, sweep, problems);
  });

  it('follow dropdown: the category name and link from the list API', async (t) => {
    const w = await openWatched(browser);
    const sweep = new Sweep(w);
    const { page } = w;
    await signIn(page, host, 'member');
    await routeList(page);
    await ready(page, `${host.url}/categories`);
    await page.evaluate(() => {
      const el = document.createElement('div');
      el.setAttribute('data-react', 'DiscussionList');
      el.setAttribute(
        'data-props',
        JSON.stringify({ categoryID: 1, showFollow: true, limit: 5, syncUrl: false }),
      );
      el.className = 'xss-follow';
      document.getElementById('Content')!.prepend(el);
    });
    const probe = page.locator('.xss-follow');
    await probe.locator('li.fw-discussionItem', { hasText: 'title-0' }).waitFor();
    await probe.locator('.fw-categoryFollow button').first().click();
    const name = page.locator('.fw-categoryFollow-name');
    await name.waitFor();
    // The first item's category, from the API, names the dropdown; its link is unsafe.
    assert.equal(await name.textContent(), `cat-0${TEXT[1]}`);
    assert.equal(await page.locator('.fw-categoryFollow-panel a', { hasText: 'View' }).count(), 0);
    await screenshot(page, 'xss-api-follow');
    await sweep.check('follow dropdown');
    const problems = sweep.problems();
    await page.context().close();
    report(t, sweep, problems);
  });

  it('theme: CSS payloads in every theme variable are refused and never reach a style', async (t) => {
    const w = await openWatched(browser);
    const sweep = new Sweep(w);
    const { page } = w;
    const paths = [
      'global.mainColors.primary',
      'global.mainColors.primaryContrast',
      'global.mainColors.fg',
      'global.mainColors.bg',
      'global.border.color',
      'global.border.radius',
      'global.border.width',
      'global.fonts.families.body',
      'global.fonts.size.large',
      'global.fonts.size.medium',
      'global.fonts.size.small',
      'global.fonts.size.title',
      'global.fonts.size.largeTitle',
      'titleBar.colors.bg',
      'titleBar.colors.fg',
      'titleBar.sizing.height',
      'titleBar.sizing.mobile.height',
    ];
    let current = { path: '', value: '' };
    await page.route('**/api/v2/themes/**', (route) =>
      answer(route, (body) => {
        const theme = body as Json & { assets: Json & { variables: { data: Json } } };
        const data = structuredClone(theme.assets.variables.data);
        const keys = current.path.split('.');
        let node = data;
        for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Json;
        node[keys[keys.length - 1]!] = current.value;
        return { ...theme, assets: { ...theme.assets, variables: { type: 'json', data } } };
      }),
    );
    const refused: string[] = [];
    for (const [i, path] of paths.entries()) {
      for (const value of [CSS[i % CSS.length]!, CSS[(i + 2) % CSS.length]!]) {
        current = { path, value };
        const said = page.waitForEvent('console', {
          predicate: (m) => m.text().includes('was not applied'),
          timeout: 5000,
        });
        await ready(page, `${host.url}/categories`);
        const message = await said.then(
          (m) => m.text(),
          () => '',
        );
        if (message) refused.push(path);
        else t.diagnostic(`${path} = ${value}: not refused`);
        await sweep.check(`theme ${path} = ${JSON.stringify(value)}`);
      }
    }
    await screenshot(page, 'xss-api-theme');
    t.diagnostic(`refused ${refused.length} of ${paths.length * 2}`);
    assert.equal(refused.length, paths.length * 2, 'every payload variable is refused');
    const problems = sweep.problems();
    await page.context().close();
    report(t, sweep, problems);
  });

  it('strict CSP (not bypassed): the title bar and list sweeps cause zero violations', async (t) => {
    const problems: string[] = [];
    for (const flow of [titleBarFlow, listFlow]) {
      const w = await openWatched(browser, false);
      const sweep = new Sweep(w);
      await flow(w, sweep, '?csp=strict', false);
      const policy = await w.page.evaluate(async () => {
        const res = await fetch(window.location.href);
        return res.headers.get('content-security-policy') ?? '';
      });
      assert.match(policy, /style-src 'self' 'nonce-/, 'the strict policy is in force');
      problems.push(...sweep.problems());
      await w.page.context().close();
      t.diagnostic(`${flow.name} tally ${JSON.stringify(sweep.tally)}`);
      for (const d of sweep.detached) t.diagnostic(`detached CSP report (nothing ran): ${d}`);
    }
    assert.deepEqual(problems, []);
  });
});
