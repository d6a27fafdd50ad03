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
import { waitForApiIdle } from './support/network';
import { api, signIn, startDemoHost, type DemoHost } from './support/demoHost';
import {
  CSS,
  HIT,
  KEEP,
  openWatched,
  poison,
  Sweep,
  TEXT,
  URLS,
  type Watched,
} from './support/xss';

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

/**
 * A route handler still working when its test closed the page (a request the test no longer
 * waits for) finds its response disposed or the page gone: no failure of the test. Anything
 * else is thrown again.
 */
function unlessClosed(error: unknown): void {
  if (/has been disposed|has been closed/.test(String(error))) return;
  throw error;
}

/** Fulfils a GET with the real answer, changed by `change`; other methods go through. */
async function answer(route: Route, change: (body: unknown) => unknown): Promise<void> {
  if (route.request().method() !== 'GET') return route.continue();
  try {
    const response = await route.fetch();
    const body = (await response.json()) as unknown;
    await route.fulfill({ response, status: 200, json: change(body) });
  } catch (error) {
    unlessClosed(error);
  }
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
  // The page's API answers are in and rendered; the callers then wait for the very element they
  // check.
  await waitForApiIdle(page);
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
  // The logo checks need the (routed) theme applied: without it the bar shows the same text.
  const themed = page.waitForResponse((r) =>
    new URL(r.url()).pathname.startsWith('/api/v2/themes/'),
  );
  await ready(page, `${host.url}/discussions${query}`);
  await themed;
  await waitForApiIdle(page);
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
    // Its unsafe link was dropped (01 §5): choosing it only fills the search field, no navigation.
    const name = (await options.nth(i).locator('.fw-search-optionLabel').textContent()) ?? '';
    await options.nth(i).click();
    await page.waitForFunction(([input, value]) => (input as HTMLInputElement).value === value, [
      await search.elementHandle(),
      name,
    ] as const);
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
    // Each kind of variable once (a colour, a font family, a size) with a payload, on a real
    // page: the theme is refused and nothing reaches a style. Every variable with two payloads
    // each is refused in tests/unit/features/themes/serverTheme.test.ts (moved from here).
    const cases: Array<[string, string]> = [
      ['global.mainColors.primary', CSS[0]!],
      ['global.fonts.families.body', CSS[3]!],
      ['titleBar.sizing.height', CSS[2]!],
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
    for (const [path, value] of cases) {
      current = { path, value };
      // Said once the theme's answer is in (no fixed time: the page's load may take long).
      const said = page.waitForEvent('console', {
        predicate: (m) => m.text().includes('was not applied'),
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
    await screenshot(page, 'xss-api-theme');
    assert.deepEqual(
      refused,
      cases.map(([path]) => path),
      'every payload variable is refused',
    );
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

// ---- The composer (issue 17): rich2 bodies, the editor, quotes, posted comments, drafts ----

/** Link texts whose addresses 01 §5 calls unsafe: each must show as text, never as a link. */
const UNSAFE_LINKS: Record<string, string> = {
  'js-link': URLS[0]!,
  'js-spaced-link': URLS[1]!,
  'data-link': URLS[2]!,
  'vb-link': URLS[3]!,
  'tab-link': `java\tscript:${HIT}`,
  'other-host-link': '//evil.example/away',
};

const leaf = (t: string, marks: Json = {}): Json => ({ text: t, ...marks });
const linked = (label: string, url: string, extra: Json = {}): Json => ({
  type: 'a',
  url,
  ...extra,
  children: [leaf(label)],
});
const para = (...children: Json[]): Json => ({ type: 'p', children });
const VOID = [leaf('')];
/** A rich embed card (04 §3.5) with `embedData`. */
const embed = (embedData: Json, extra: Json = {}): Json => ({
  type: 'rich_embed_card',
  url: embedData.url,
  ...extra,
  embedData,
  children: VOID,
});

/**
 * A rich2 body (spec 04 §3) as a hostile client (or a stored draft) could send it: unsafe link
 * URLs, payloads in text leaves, mentions whose names (or IDs) are payloads, image, file, iframe
 * and video embeds with script sources, unknown element types carrying HTML, keys that try to
 * leave their quotes. 04 says the server stores rich2 as received: what matters is what is shown.
 */
function hostileDoc(): Json[] {
  return [
    {
      type: 'h2',
      ref: `x" onclick="${HIT}`,
      onclick: HIT,
      children: [leaf(`head-${TEXT[1]}`)],
    },
    para(
      ...Object.entries(UNSAFE_LINKS).flatMap(([label, url]) => [linked(label, url), leaf(' ')]),
      linked('safe-link', 'https://example.com/safe'),
      leaf(` text-${TEXT[0]} ${TEXT[1]} `),
      linked('marked', URLS[0]!, {
        target: `_blank" onclick="${HIT}`,
        onclick: HIT,
        children: [leaf('marked', { bold: true, type: 'script', onmouseover: HIT })],
      }),
      leaf(' '),
      { type: '@', userID: 3, name: `mention-${TEXT[0]}`, children: VOID },
      leaf(' '),
      { type: '@', userID: 987654, name: `nobody-${TEXT[2]}`, children: VOID },
      { type: '@', userID: URLS[0], name: TEXT[3], url: URLS[0], children: VOID },
      { type: 'html', html: TEXT[4], children: [leaf(TEXT[4]!)] },
      {
        type: 'legacy_emoji_image',
        attributes: { src: URLS[0], alt: TEXT[0], onerror: HIT },
        children: VOID,
      },
    ),
    embed(
      { url: URLS[0], embedType: 'image', name: TEXT[0], type: 'image/png', size: 1 },
      { dataSourceType: 'image' },
    ),
    embed(
      {
        url: `data:image/svg+xml,<svg onload="${HIT}"/>`,
        embedType: 'image',
        name: 'svg',
        type: 'image/svg+xml',
        size: 1,
      },
      { dataSourceType: 'image' },
    ),
    embed(
      { url: URLS[1], embedType: 'image', name: `" onerror="${HIT}`, displaySize: `x" onclick="` },
      { dataSourceType: 'image' },
    ),
    embed(
      { url: URLS[2], embedType: 'file', name: `file-${TEXT[0]}`, size: 10, type: 'text/plain' },
      { dataSourceType: 'file' },
    ),
    { type: 'html_block', html: TEXT[4], children: [leaf('unknown-block')] },
    embed(
      { url: URLS[0], embedType: 'iframe', height: '300', width: '400' },
      { dataSourceType: 'iframe', frameAttributes: { srcdoc: `<script>${HIT}</script>` } },
    ),
    embed(
      { url: 'https://evil.example/frame', embedType: 'iframe', height: '300', width: '400' },
      { dataSourceType: 'iframe' },
    ),
    embed({
      url: 'https://www.youtube.com/watch?v=x',
      embedType: 'youtube',
      videoID: `x"><script>${HIT}</script>`,
      frameSrc: URLS[0],
      photoUrl: URLS[2],
      height: 270,
      width: 480,
      name: `video-${TEXT[1]}`,
    }),
    embed({ url: URLS[3], embedType: 'link', name: `card-${TEXT[0]}`, body: TEXT[4] }),
    {
      type: 'code_block',
      lang: `x" onclick="${HIT}`,
      children: [{ type: 'code_line', children: [leaf(`code-${TEXT[1]}`)] }],
    },
    {
      type: 'spoiler',
      children: [
        {
          type: 'spoiler-content',
          children: [{ type: 'spoiler-item', children: [leaf(`spoiler-${TEXT[3]}`)] }],
        },
      ],
    },
    {
      type: 'blockquote',
      children: [
        { type: 'blockquote-line', children: [{ type: 'script', children: [leaf(HIT)] }] },
        { type: 'blockquote-line', children: [linked('quoted-js-link', URLS[0]!)] },
      ],
    },
    {
      type: 'ol',
      start: `2" onclick="${HIT}`,
      children: [
        {
          type: 'li',
          children: [{ type: 'lic', children: [leaf(`item-${TEXT[2]}`)] }],
        },
      ],
    },
    {
      type: 'table',
      children: [
        {
          type: 'tbody',
          children: [
            {
              type: 'tr',
              children: [
                {
                  type: 'td',
                  attributes: { onclick: HIT, style: `background:url(${URLS[0]})` },
                  children: [para(leaf(`cell-${TEXT[0]}`))],
                },
              ],
            },
          ],
        },
      ],
    },
  ];
}

/** Hostile HTML: for a paste, for an `html` body the editor opens, for an `html` quote. */
const HOSTILE_HTML = [
  `<h2 onclick="${HIT}">pasted-heading</h2>`,
  `<p><b onmouseover="${HIT}">bold-paste</b> <a href="${URLS[0]}">js-paste</a> <a href="${URLS[2]}">data-paste</a>`,
  ` <a href="${URLS[3]}">vb-paste</a> <a href="https://example.com/ok">ok-paste</a></p>`,
  `<p>${TEXT[0]}${TEXT[3]}<img src="${URLS[0]}"><img src="data:image/svg+xml,<svg onload=&quot;${HIT}&quot;/>"></p>`,
  `<script>${HIT}</script><iframe srcdoc="<script>parent.__xss=1</script>"></iframe>`,
  `<ul><li onclick="${HIT}">item-paste</li></ul>`,
  `<form action="${URLS[0]}"><button formaction="${URLS[0]}">button-paste</button><input onfocus="${HIT}" autofocus></form>`,
  `<style>*{background:url(javascript:${HIT})}</style><p style="background:url(javascript:${HIT})">styled-paste</p>`,
  `<p>&lt;img src=x onerror=${HIT}&gt; escaped-paste</p>`,
  `<object data="${URLS[0]}"></object><embed src="${URLS[0]}"><math><mi xlink:href="${URLS[0]}">math-paste</mi></math>`,
  `<span class="fw-rich-mention" data-userid="${URLS[0]}" data-name="${TEXT[0]}">@mention-paste</span>`,
].join('');

/** Where the composer sweeps look: our roots, and the server-rendered post and comment bodies. */
const POST_ROOTS = ['.fw-root', '.userContent', '#Content h1'];
const EDITOR = '[role="textbox"][contenteditable="true"]';
const COMPOSER_BOX = `[data-react="PostDiscussion"] ${EDITOR}`;
const COMMENT_BOX = `[data-react="CommentBox"] ${EDITOR}`;

/**
 * The links (anchors with an href) inside `scope` whose text is one of the unsafe labels: there
 * must be none (an anchor left without an href is inert).
 */
async function unsafeLabelsLinked(page: Page, scope: string, labels: string[]): Promise<string[]> {
  return page.evaluate(
    ([sel, names]) =>
      [...document.querySelectorAll(`${sel} a[href]`)]
        .map((a) => (a.textContent ?? '').trim())
        .filter((t) => names.includes(t)),
    [scope, labels] as const,
  );
}

/** The text of `selector` (all matches), for "shown as text" checks. */
async function textOf(page: Page, selector: string): Promise<string> {
  return (await page.locator(selector).allInnerTexts()).join('\n');
}

/** Every link, mention and embed address in a stored rich2 source (04 §3.4–3.5). */
function addressesIn(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((n) => addressesIn(n, out));
  else if (node && typeof node === 'object') {
    const n = node as Json & { embedData?: Json; children?: unknown };
    if (n.type === 'a' || n.type === 'rich_embed_card' || n.type === 'rich_embed_inline')
      out.push(String(n.url));
    if (n.embedData && typeof n.embedData.url === 'string') out.push(n.embedData.url);
    addressesIn(n.children, out);
  }
  return out;
}
const SAFE_ADDRESS = /^(?:https?:|mailto:|tel:|#|\/(?![/\\]))/i;

/** Answers GET `pattern` with the real answer changed by `change` until `page.unroute`. */
async function routeAnswer(
  page: Page,
  pattern: string,
  change: (body: Json) => Json,
): Promise<void> {
  await page.route(pattern, (route) => answer(route, (body) => change(body as Json)));
}

describe('XSS sweep of the composer (issue 17)', () => {
  let discussionID = 0;
  let discussionPath = '';
  const title = `t-${TEXT[0]}`;

  before(async () => {
    const seed = await browser.newPage();
    await signIn(seed, host, 'member');
    const res = await api<Json & { discussionID: number; url: string }>(
      seed,
      'POST',
      '/discussions',
      {
        name: title,
        body: JSON.stringify(hostileDoc()),
        format: 'rich2',
        categoryID: 1,
      },
    );
    assert.equal(res.status, 201, JSON.stringify(res.json));
    discussionID = res.json.discussionID;
    discussionPath = new URL(res.json.url).pathname;
    await seed.context().close();
  });

  it('a hostile rich2 body and title: its page, a quote of it into the comment box, a posted comment', async (t) => {
    const w = await openWatched(browser);
    const sweep = new Sweep(w, POST_ROOTS);
    const { page } = w;
    await signIn(page, host, 'member2');
    await ready(page, `${host.url}${discussionPath}`);
    const body = '.fw-originalPost .fw-post-body';
    const shown = await textOf(page, body);
    for (const needle of [
      `head-${TEXT[1]}`,
      `text-${TEXT[0]}`,
      `@nobody-${TEXT[2]}`,
      `code-${TEXT[1]}`,
      'js-link',
      'data-link',
    ])
      includes(shown, needle, 'the discussion body');
    assert.equal(
      await page
        .locator('#Content h1')
        .first()
        .innerText()
        .then((h) => h.startsWith(title)),
      true,
      'the title as text',
    );
    assert.deepEqual(
      await unsafeLabelsLinked(page, body, [
        ...Object.keys(UNSAFE_LINKS),
        'quoted-js-link',
        'marked',
      ]),
      [],
    );
    assert.equal(
      await page.locator(`${body} a`, { hasText: 'safe-link' }).getAttribute('href'),
      'https://example.com/safe',
    );
    assert.equal(await page.locator(`${body} img`).count(), 0, 'no image from a script source');
    // Frames: none from a script address or an untrusted host; the video card's player (if any)
    // only from its provider.
    const frames = await page
      .locator(`${body} iframe`)
      .evaluateAll((els) => els.map((el) => el.getAttribute('src') ?? ''));
    assert.deepEqual(
      frames.filter((src) => !/^https:\/\/www\.youtube(?:-nocookie)?\.com\/embed\//.test(src)),
      [],
    );
    for (const needle of [`spoiler-${TEXT[3]}`, `item-${TEXT[2]}`, `cell-${TEXT[0]}`])
      includes((await page.locator(body).textContent()) ?? '', needle, 'the discussion body');
    await screenshot(page, 'xss-api-rich2-discussion');
    await sweep.check('discussion page');

    // A quote of the stored (cleaned) source, then of routed raw sources: rich2 and HTML.
    const box = page.locator(COMMENT_BOX);
    await box.waitFor();
    const quote = (): Promise<void> =>
      page.evaluate((id) => {
        document.dispatchEvent(
          new CustomEvent('fw:comment-quote', {
            detail: { recordType: 'discussion', recordID: id, discussionID: id },
          }),
        );
      }, discussionID);
    const quotes = box.locator('blockquote');
    await quote();
    await quotes.first().waitFor();
    includes(await box.innerText(), `text-${TEXT[0]}`, 'the quote');
    await sweep.check('quote of the stored source');
    for (const [format, bodyRaw] of [
      ['rich2', JSON.stringify(hostileDoc())],
      ['html', HOSTILE_HTML],
    ] as const) {
      const before = await quotes.count();
      await routeAnswer(page, `**/api/v2/discussions/${discussionID}/quote`, (q) => ({
        ...q,
        bodyRaw,
        format,
        insertUser: { ...(q.insertUser as Json), name: `author-${TEXT[2]}`, url: URLS[0] },
        url: URLS[1],
      }));
      await quote();
      await page.waitForFunction(
        ([sel, n]) => document.querySelectorAll(`${sel} blockquote`).length > n,
        [COMMENT_BOX, before] as const,
      );
      await page.unroute(`**/api/v2/discussions/${discussionID}/quote`);
      await sweep.check(`quote of a raw ${format} source`);
    }
    const boxText = await box.innerText();
    for (const needle of [
      `author-${TEXT[2]}`,
      'escaped-paste',
      'bold-paste',
      `<img src=x onerror=${HIT}>`,
    ])
      includes(boxText, needle, 'the quotes');
    assert.deepEqual(
      await unsafeLabelsLinked(page, COMMENT_BOX, [
        ...Object.keys(UNSAFE_LINKS),
        'js-paste',
        'data-paste',
        'vb-paste',
      ]),
      [],
    );
    await screenshot(page, 'xss-api-rich2-quotes');

    // Post it; the answer's rendered body and author are payloads, shown in the page's list.
    // The page may also fetch the new comment by ID when its live event arrives before the
    // answer (issue 36): that answer carries the same payloads.
    const hostile = async (route: Route): Promise<void> => {
      const response = await route.fetch();
      const comment = (await response.json()) as Json;
      await route.fulfill({
        response,
        json: {
          ...comment,
          body: `${TEXT.join('')}<a href="${URLS[0]}">posted-js</a><b>posted-ok</b><img src="${URLS[2]}">`,
          insertUser: {
            ...(comment.insertUser as Json),
            name: `poster-${TEXT[1]}`,
            url: URLS[0],
            photoUrl: URLS[2],
          },
          url: URLS[1],
        },
      });
    };
    await page.route('**/api/v2/comments', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      await hostile(route);
    });
    await page.route(/\/api\/v2\/comments\/(\d+)(\?|$)/, async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      await hostile(route);
    });
    await box.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('reply-text');
    await page
      .locator('[data-react="CommentBox"]')
      .getByRole('button', { name: 'Post Comment' })
      .click();
    // The post page (DiscussionPage) shows the posted comment at the end of its thread.
    const POSTED = '.fw-commentList-item:last-child .fw-comment';
    await page.locator(POSTED, { hasText: 'posted-ok' }).waitFor();
    const posted = page.locator(POSTED);
    const postedText = await posted.innerText();
    includes(postedText, `poster-${TEXT[1]}`, 'the posted comment');
    includes(postedText, 'posted-ok', 'the posted comment');
    assert.equal(
      await posted.locator('b', { hasText: 'posted-ok' }).count(),
      1,
      'allowed <b> kept',
    );
    assert.deepEqual(
      await unsafeLabelsLinked(page, POSTED, ['posted-js', `poster-${TEXT[1]}`]),
      [],
    );
    await sweep.check('posted comment');
    await page.unroute('**/api/v2/comments');
    await page.unroute(/\/api\/v2\/comments\/(\d+)(\?|$)/);

    // The server's own rendering of that comment, after a reload.
    await ready(page, `${host.url}${discussionPath}`);
    includes(await textOf(page, '.fw-comment .fw-post-body'), 'reply-text', 'the stored comment');
    assert.deepEqual(
      await unsafeLabelsLinked(page, '.fw-comment .fw-post-body', [
        ...Object.keys(UNSAFE_LINKS),
        'js-paste',
        'data-paste',
        'vb-paste',
      ]),
      [],
    );
    await sweep.check('stored comment, reloaded');
    const problems = sweep.problems();
    await page.context().close();
    report(t, sweep, problems);
  });

  it('the edit page: the editor opens the stored source, and raw rich2 and HTML sources', async (t) => {
    const w = await openWatched(browser);
    const sweep = new Sweep(w, POST_ROOTS);
    const { page } = w;
    await signIn(page, host, 'member');
    const edit = `${host.url}/post/editdiscussion/${discussionID}`;
    await ready(page, edit);
    await page.locator(COMPOSER_BOX).waitFor();
    assert.equal(await page.getByLabel('Title').inputValue(), title);
    includes(await page.locator(COMPOSER_BOX).innerText(), `text-${TEXT[0]}`, 'the editor');
    await sweep.check('edit page, stored source');
    for (const [format, body] of [
      ['rich2', JSON.stringify(hostileDoc())],
      ['html', HOSTILE_HTML],
    ] as const) {
      await routeAnswer(page, `**/api/v2/discussions/${discussionID}/edit`, (d) => ({
        ...d,
        body,
        format,
      }));
      // A source in another format opens as the rendered HTML of the normal read (04 §2).
      const rendered = (url: URL): boolean =>
        url.pathname === `/api/v2/discussions/${discussionID}`;
      if (format !== 'rich2') {
        await page.route(rendered, (route) => answer(route, (d) => ({ ...(d as Json), body })));
      }
      await ready(page, edit);
      await page.locator(COMPOSER_BOX).waitFor();
      const expected = format === 'rich2' ? `text-${TEXT[0]}` : 'escaped-paste';
      // The editor has taken up the routed source.
      await page.waitForFunction(
        ([sel, needle]) => (document.querySelector(sel)?.textContent ?? '').includes(needle),
        [COMPOSER_BOX, expected] as const,
      );
      const shown = await page.locator(COMPOSER_BOX).innerText();
      includes(shown, expected, `the editor (${format})`);
      assert.deepEqual(
        await unsafeLabelsLinked(page, COMPOSER_BOX, [
          ...Object.keys(UNSAFE_LINKS),
          'quoted-js-link',
          'marked',
          'js-paste',
          'data-paste',
          'vb-paste',
        ]),
        [],
        `no unsafe link in the editor (${format})`,
      );
      await screenshot(page, `xss-api-rich2-edit-${format}`);
      await sweep.check(`edit page, raw ${format} source`);
      await page.unroute(`**/api/v2/discussions/${discussionID}/edit`);
      if (format !== 'rich2') await page.unroute(rendered);
    }
    const problems = sweep.problems();
    await page.context().close();
    report(t, sweep, problems);
  });

  it('drafts with hostile names and bodies: /drafts (stored and routed answers) and opening them', async (t) => {
    const w = await openWatched(browser);
    const sweep = new Sweep(w, POST_ROOTS);
    const { page } = w;
    await signIn(page, host, 'member');
    const now = new Date().toISOString();
    const name = `draft-${TEXT[0]}`;
    const discussionDraft = await api<{ draftID: number }>(page, 'POST', '/drafts', {
      recordType: 'discussion',
      parentRecordType: 'category',
      parentRecordID: 1,
      attributes: {
        body: JSON.stringify(hostileDoc()),
        format: 'rich2',
        draftType: 'discussion',
        draftMeta: { name, categoryID: 1 },
        lastSaved: now,
        name,
      },
    });
    assert.equal(discussionDraft.status, 201, JSON.stringify(discussionDraft.json));
    const commentDraft = await api(page, 'POST', '/drafts', {
      recordType: 'comment',
      parentRecordType: 'discussion',
      parentRecordID: discussionID,
      attributes: {
        body: HOSTILE_HTML,
        format: 'html',
        draftType: 'comment',
        draftMeta: { commentParentID: null },
        lastSaved: now,
      },
    });
    assert.equal(commentDraft.status, 201, JSON.stringify(commentDraft.json));

    await ready(page, `${host.url}/drafts`);
    const items = page.locator('.fw-draftsPage-item');
    await items.nth(1).waitFor();
    const listed = await textOf(page, '.fw-draftsPage-item');
    includes(listed, name, 'the drafts list (discussion draft title)');
    includes(listed, `Comment on ${title}`, 'the drafts list (comment draft title)');
    includes(listed, `text-${TEXT[0]}`, 'the drafts list (excerpt)');
    await screenshot(page, 'xss-api-drafts');
    await sweep.check('/drafts');

    // The same list answered with every string a payload, one draft failed, one scheduled.
    const keep = new Set([...KEEP, 'parentRecordType', 'draftStatus', 'draftType', 'lastSaved']);
    await routeAnswer(
      page,
      '**/api/v2/drafts?**',
      (list) =>
        (list as unknown as Json[]).map((d, i) => ({
          ...(poison(d, keep, i) as Json),
          ...(i === 0
            ? { draftStatus: 'error', failedReason: `reason-${TEXT[1]}` }
            : i === 1
              ? { draftStatus: 'scheduled', dateScheduled: '2099-01-01T00:00:00Z' }
              : {}),
        })) as unknown as Json,
    );
    await ready(page, `${host.url}/drafts`);
    await items.nth(1).waitFor();
    includes(
      await textOf(page, '.fw-draftsPage-item'),
      `reason-${TEXT[1]}`,
      'the routed drafts list',
    );
    await screenshot(page, 'xss-api-drafts-routed');
    await sweep.check('/drafts, routed payloads');
    await page.unroute('**/api/v2/drafts?**');

    // Open the discussion draft: the editor loads its raw, uncleaned body.
    await ready(page, `${host.url}/drafts`);
    await Promise.all([
      page.waitForURL(/\/post\/editdiscussion\/0\/\d+$/),
      page.locator('.fw-draftsPage-itemTitle a', { hasText: 'draft-' }).click(),
    ]);
    await page.evaluate(() => window.ForumWidgets!.ready);
    await page.locator(COMPOSER_BOX).waitFor();
    await page.waitForFunction(
      (sel) => (document.querySelector(sel)?.textContent ?? '').includes('text-'),
      COMPOSER_BOX,
    );
    assert.equal(await page.getByLabel('Title').inputValue(), name);
    assert.deepEqual(
      await unsafeLabelsLinked(page, COMPOSER_BOX, [
        ...Object.keys(UNSAFE_LINKS),
        'quoted-js-link',
        'marked',
      ]),
      [],
    );
    await screenshot(page, 'xss-api-draft-opened');
    await sweep.check('discussion draft opened in the editor');

    // Open the comment draft: its discussion's page, where the comment box takes it up.
    await ready(page, `${host.url}/drafts`);
    await Promise.all([
      page.waitForURL(new RegExp(`/discussion/${discussionID}`)),
      page.locator('.fw-draftsPage-itemTitle a', { hasText: 'Comment on t-' }).click(),
    ]);
    await page.evaluate(() => window.ForumWidgets!.ready);
    await page.waitForFunction(
      (sel) => (document.querySelector(sel)?.textContent ?? '').includes('escaped-paste'),
      COMMENT_BOX,
    );
    assert.deepEqual(
      await unsafeLabelsLinked(page, COMMENT_BOX, ['js-paste', 'data-paste', 'vb-paste']),
      [],
    );
    await sweep.check('comment draft opened in the comment box');
    const problems = sweep.problems();
    await page.context().close();
    report(t, sweep, problems);
  });

  it('pasting hostile HTML keeps the structure, drops everything unsafe, and posts safely', async (t) => {
    const w = await openWatched(browser);
    const sweep = new Sweep(w, POST_ROOTS);
    const { page } = w;
    await signIn(page, host, 'member');
    // A category of its own: category 1 has the member's drafts, which the editor would open.
    await ready(page, `${host.url}/post/discussion/6`);
    await page.getByLabel('Title').fill('Pasted from a hostile page');
    const box = page.locator(COMPOSER_BOX);
    await box.click();
    await page.keyboard.press('Control+a');
    await page.keyboard.press('Backspace');
    await box.evaluate((el, html) => {
      const data = new DataTransfer();
      data.setData('text/html', html);
      data.setData('text/plain', 'plain-fallback');
      el.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    }, HOSTILE_HTML);
    await page.waitForFunction(
      (sel) => (document.querySelector(sel)?.textContent ?? '').includes('item-paste'),
      COMPOSER_BOX,
    );
    const html = await box.innerHTML();
    assert.match(html, /<h2>pasted-heading<\/h2>/, 'a heading kept');
    assert.match(html, /<strong>bold-paste<\/strong>/, 'bold kept');
    assert.match(html, /<li>.*item-paste/, 'the list kept');
    assert.equal(
      await box.locator('a', { hasText: 'ok-paste' }).getAttribute('href'),
      'https://example.com/ok',
    );
    assert.deepEqual(
      await unsafeLabelsLinked(page, COMPOSER_BOX, ['js-paste', 'data-paste', 'vb-paste']),
      [],
    );
    includes(await box.innerText(), `<img src=x onerror=${HIT}> escaped-paste`, 'the editor');
    assert.doesNotMatch(html, /plain-fallback/, 'the HTML flavour was used');
    await screenshot(page, 'xss-api-paste');
    await sweep.check('pasted');

    await Promise.all([
      page.waitForURL((url) => /^\/discussion\/\d+/.test(url.pathname)),
      page.getByRole('button', { name: 'Post Discussion' }).click(),
    ]);
    await page.evaluate(() => window.ForumWidgets!.ready);
    const postedID = Number(/^\/discussion\/(\d+)/.exec(new URL(page.url()).pathname)![1]);
    const body = '.fw-originalPost .fw-post-body';
    includes(await textOf(page, body), 'escaped-paste', 'the posted discussion');
    assert.deepEqual(
      await unsafeLabelsLinked(page, body, ['js-paste', 'data-paste', 'vb-paste']),
      [],
    );
    await sweep.check('posted from a paste');
    const source = await api<{ body: string; format: string }>(
      page,
      'GET',
      `/discussions/${postedID}/edit`,
    );
    assert.equal(source.json.format, 'rich2');
    const unsafe = addressesIn(JSON.parse(source.json.body)).filter((a) => !SAFE_ADDRESS.test(a));
    assert.deepEqual(unsafe, [], 'every stored link and image address is safe');
    const problems = sweep.problems();
    await page.context().close();
    report(t, sweep, problems);
  });

  it('strict CSP (not bypassed): the hostile post, a raw quote, raw edit sources and the drafts cause zero violations', async (t) => {
    const w = await openWatched(browser, false);
    const sweep = new Sweep(w, POST_ROOTS);
    const { page } = w;
    await signIn(page, host, 'member');
    await routeAnswer(page, `**/api/v2/discussions/${discussionID}/quote`, (q) => ({
      ...q,
      bodyRaw: HOSTILE_HTML,
      format: 'html',
    }));
    await routeAnswer(page, `**/api/v2/discussions/${discussionID}/edit`, (d) => ({
      ...d,
      body: JSON.stringify(hostileDoc()),
      format: 'rich2',
    }));
    // The quote last: it leaves unsaved changes, and leaving would ask first.
    await ready(page, `${host.url}/post/editdiscussion/${discussionID}?csp=strict`);
    const policy = await page.evaluate(async () => {
      const res = await fetch(window.location.href);
      return res.headers.get('content-security-policy') ?? '';
    });
    assert.match(policy, /style-src 'self' 'nonce-/, 'the strict policy is in force');
    await page.waitForFunction(
      (sel) => (document.querySelector(sel)?.textContent ?? '').includes('text-'),
      COMPOSER_BOX,
    );
    await sweep.check('edit page, raw rich2 source (strict CSP)');
    await ready(page, `${host.url}/drafts?csp=strict`);
    await page.locator('.fw-draftsPage-item').first().waitFor();
    await sweep.check('/drafts (strict CSP)');
    await ready(page, `${host.url}${discussionPath}?csp=strict`);
    await page.locator(COMMENT_BOX).waitFor();
    await sweep.check('discussion page (strict CSP)');
    await page.evaluate((id) => {
      document.dispatchEvent(
        new CustomEvent('fw:comment-quote', { detail: { recordType: 'discussion', recordID: id } }),
      );
    }, discussionID);
    await page.locator(`${COMMENT_BOX} blockquote`).first().waitFor();
    await sweep.check('raw HTML quote (strict CSP)');
    const problems = sweep.problems();
    await page.context().close();
    report(t, sweep, problems);
  });
});

// ---- The post page (issue 18): the discussion, comment pages, one comment, the reaction log ----

/** Routes the post page's reads of discussion 65 to poisoned copies of the real answers. */
async function routePostPage(page: Page): Promise<void> {
  const commentPoison = (c: Json, i: number): Json => {
    const user = userPoison(c.insertUser, i);
    return {
      ...(poison(c, KEEP, i) as Json),
      body: `body-${i}${TEXT[i % TEXT.length]}${HOSTILE_HTML}`,
      url: URLS[i % URLS.length],
      insertUser: {
        ...user,
        signature: { body: `sig-${i}${TEXT[(i + 1) % TEXT.length]}${HOSTILE_HTML}` },
      },
      attributes: { answer: { status: 'accepted' } },
      reportMeta: { countReports: 2 },
    };
  };
  await page.route(
    (url) => url.pathname === '/api/v2/discussions/65',
    (route) =>
      answer(route, (body) => {
        const d = body as Json;
        return {
          ...(poison(d, KEEP, 0) as Json),
          discussionID: 65,
          name: `post-${TEXT[1]}`,
          body: `op-${TEXT[0]}${HOSTILE_HTML}`,
          url: URLS[0],
          canonicalUrl: URLS[1],
          category: { categoryID: 1, name: `cat-${TEXT[2]}`, url: URLS[2] },
          breadcrumbs: [
            { name: `crumb-${TEXT[3]}`, url: URLS[3] },
            { name: `cat-${TEXT[2]}`, url: URLS[0] },
          ],
          tags: [0, 1].map((k) => ({
            tagID: 70 + k,
            name: `tag-${k}${TEXT[k]}`,
            urlcode: URLS[k],
            url: URLS[k + 1],
            type: 'User',
          })),
          insertUser: { ...userPoison(d.insertUser, 2), signature: { body: `opsig-${TEXT[4]}` } },
        };
      }),
  );
  await page.route(
    (url) => url.pathname === '/api/v2/comments',
    (route) => answer(route, (body) => (body as Json[]).map(commentPoison)),
  );
  await page.route(
    (url) => /^\/api\/v2\/comments\/\d+$/.test(url.pathname),
    (route) => answer(route, (body) => commentPoison(body as Json, 3)),
  );
  await page.route(
    (url) => /^\/api\/v2\/(comments|discussions)\/\d+\/reactions$/.test(url.pathname),
    (route) =>
      answer(route, (body) =>
        atLeast(body as Json[], 3, 'userID').map((entry, i) => ({
          ...(poison(entry, KEEP, i) as Json),
          user: userPoison(entry.user ?? {}, i),
          reactionType: {
            tagID: 1,
            urlcode: 'Up',
            name: `kind-${i}${TEXT[(i + 1) % TEXT.length]}`,
            class: 'Positive',
          },
        })),
      ),
  );
}

/** The post page from the API: a sort change, a reaction's refetches, tooltips, the log. */
async function postPageFlow(w: Watched, sweep: Sweep, query: string): Promise<void> {
  const { page } = w;
  await signIn(page, host, 'moderator');
  await routePostPage(page);
  await ready(page, `${host.url}/discussion/65/x${query}`);
  const widget = page.locator('[data-react="DiscussionPage"]');
  await widget.locator('.fw-comment').first().waitFor();
  // A sort change loads a comment page from the API.
  await widget.getByLabel('Sort by').selectOption({ label: 'Newest' });
  await widget.locator('.fw-comment', { hasText: 'body-0' }).first().waitFor();
  const text = await widget.innerText();
  // Bodies and signatures are HTML (sanitised); names are text.
  for (const needle of ['body-0', 'sig-0', '<img src=x onerror='])
    includes(text, needle, 'the comment page');
  await sweep.check('post page: comment page');
  // A vote on a comment refetches it (GET /comments/{id}), one on the post the discussion.
  const first = widget.locator('.fw-comment').first();
  await first.getByRole('button', { name: 'Up', exact: true }).click();
  await widget.locator('.fw-comment', { hasText: 'body-3' }).first().waitFor();
  await sweep.check('post page: a comment refetched');
  const op = widget.getByRole('group', { name: 'Reactions', exact: true });
  await op.getByRole('button', { name: 'Up', exact: true }).click();
  await widget.locator('h1', { hasText: 'post-' }).waitFor();
  const postText = await widget.innerText();
  for (const needle of ['post-"><script>', 'op-', 'cat-<svg><script>', 'crumb-'])
    includes(postText, needle, 'the refetched post');
  await sweep.check('post page: the discussion refetched');
  // The reaction tooltip and the moderators' log of a comment.
  await first.getByRole('button', { name: 'Up', exact: true }).hover();
  // Resting on Up shows who reacted (the routed log's payload names), as text.
  await page.getByRole('tooltip').filter({ hasText: 'onerror' }).waitFor();
  await first.getByRole('button', { name: 'Reaction Log' }).click();
  const log = page.getByRole('dialog', { name: 'Reaction Log' });
  await log.getByText('kind-0', { exact: false }).first().waitFor();
  includes(await log.innerText(), 'kind-0"><script>', 'the reaction log');
  await screenshot(page, `xss-api-post-page${query ? '-strict' : ''}`);
  await sweep.check('post page: reaction log');
  await page.keyboard.press('Escape');
  // The options menu and the share menu of the post.
  for (const name of ['Share', 'Discussion Options']) {
    const button = widget.getByRole('button', { name }).first();
    if ((await button.count()) === 0) continue;
    await button.click();
    await page.getByRole('menu').first().waitFor();
    await sweep.check(`post page: ${name} menu`);
    await page.keyboard.press('Escape');
  }
}

describe('XSS sweep of the post page (issue 18)', () => {
  it('post page from the API: the discussion, a comment page, a comment and the reaction log render payloads as text', async (t) => {
    const w = await openWatched(browser);
    const sweep = new Sweep(w, POST_ROOTS);
    await postPageFlow(w, sweep, '');
    const problems = sweep.problems();
    await w.page.context().close();
    report(t, sweep, problems);
  });

  it('strict CSP (not bypassed): the post page sweep causes zero violations', async (t) => {
    const w = await openWatched(browser, false);
    const sweep = new Sweep(w, POST_ROOTS);
    await postPageFlow(w, sweep, '?csp=strict');
    const problems = sweep.problems();
    await w.page.context().close();
    report(t, sweep, problems);
  });
});
