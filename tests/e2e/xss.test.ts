// XSS sweep: payloads in every string the widgets render, through the API (seeded on the demo
// host) and through props. Run with the page's CSP bypassed, so an injection that got into the
// DOM would really execute: the result must be zero executions, and unsafe links inert.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { screenshot } from './support/browser';
import { waitForApiIdle } from './support/network';
import {
  api,
  closeHostAndBrowser,
  type DemoHost,
  openHostAndBrowser,
  signIn,
} from './support/demoHost';
import { openVisit, sweepVisits } from './support/sweepWidgets';
import { CSS, dangerous, openWatched, TEXT, unsafeLinks, URLS, type Watched } from './support/xss';

let browser: Browser;
let host: DemoHost;

before(async () => ({ host, browser } = await openHostAndBrowser()));
after(() => closeHostAndBrowser({ host, browser }));

/** A page with the CSP bypassed (an injection would run), watched for every sign of one. */
async function open(): Promise<Watched> {
  return openWatched(browser);
}

/** No execution, dialog, page error, or console message about a payload but our refusals. */
async function nothingRan(page: Page, watched: Watched): Promise<void> {
  assert.equal(
    await page.evaluate(() => (window as unknown as { __xss?: number }).__xss),
    undefined,
  );
  assert.deepEqual(watched.dialogs, []);
  // The library's own refusals ('[forum-widgets] … Invalid color detected: …') name the payload;
  // anything else that does (a blocked navigation, say) is a sign of an attempt.
  assert.deepEqual(
    watched.consoleHits.filter((text) => !text.startsWith('[forum-widgets]')),
    [],
  );
  assert.deepEqual(watched.pageErrors, []);
}

function addMarker(page: Page, name: string, props: unknown): Promise<void> {
  return page.evaluate(
    ([n, p]) => {
      const el = document.createElement('div');
      el.setAttribute('data-react', n);
      el.setAttribute('data-props', JSON.stringify(p));
      el.className = 'xss-probe';
      document.getElementById('Content')!.prepend(el);
    },
    [name, props] as const,
  );
}

/** A probe marker of the composer widgets: its hostile props and what it must come to. */
interface ComposerProbe {
  name: 'PostDiscussion' | 'CommentBox' | 'DraftsPage' | 'SearchResults';
  props: Record<string, unknown>;
  /** `refused`: the validator turns it away and the server HTML stays; else its text. */
  expect: 'refused' | RegExp;
}

/**
 * Hostile props for every prop of the composer's widgets: strings where numbers (or a
 * boolean) go, payload strings where strings go, and numbers no record has.
 */
const COMPOSER_PROBES: ComposerProbe[] = [
  { name: 'PostDiscussion', props: { categoryID: TEXT[0] }, expect: 'refused' },
  { name: 'PostDiscussion', props: { discussionID: URLS[0] }, expect: 'refused' },
  { name: 'PostDiscussion', props: { draftID: TEXT[1] }, expect: 'refused' },
  { name: 'PostDiscussion', props: { showTitle: TEXT[2] }, expect: 'refused' },
  { name: 'PostDiscussion', props: { categoryID: 1e308 }, expect: /Post Discussion/ },
  { name: 'PostDiscussion', props: { discussionID: 1e308 }, expect: /could not be found/ },
  { name: 'PostDiscussion', props: { draftID: 1e308 }, expect: /Post Discussion/ },
  {
    name: 'PostDiscussion',
    props: { discussionID: 4, draftID: 2 ** 53 + 2 },
    expect: /You cannot edit this discussion/,
  },
  { name: 'PostDiscussion', props: { categoryID: -1, draftID: 1.5 }, expect: /Post Discussion/ },
  { name: 'CommentBox', props: { discussionID: TEXT[0] }, expect: 'refused' },
  { name: 'CommentBox', props: { discussionID: 4, commentID: URLS[1] }, expect: 'refused' },
  { name: 'CommentBox', props: { discussionID: 4, commentListSelector: 42 }, expect: 'refused' },
  { name: 'CommentBox', props: { discussionID: 1e308 }, expect: /could not be found/ },
  {
    name: 'CommentBox',
    props: { discussionID: 4, commentID: -1e308 },
    expect: /There was an error[\s\S]*id must be >= 1/,
  },
  {
    name: 'CommentBox',
    props: { discussionID: 4, commentListSelector: TEXT[0] },
    expect: /Post Comment/,
  },
  { name: 'DraftsPage', props: { title: 1e308 }, expect: 'refused' },
  { name: 'DraftsPage', props: { title: TEXT[0] }, expect: /<img src=x onerror=/ },
  { name: 'SearchResults', props: { knowledgeBase: TEXT[0] }, expect: 'refused' },
  { name: 'SearchResults', props: { title: URLS[0] }, expect: /Type something to search for/ },
];

/**
 * Hostile variants of a widget's props (from the sweep table): each prop in turn a payload (a
 * link payload for `…url` props), or a payload `title` for a widget whose props are empty.
 */
function hostileProps(props: Record<string, unknown>): Record<string, unknown>[] {
  const keys = Object.keys(props);
  if (keys.length === 0) return [{ title: TEXT[0] }];
  return keys.map((key, i) => ({
    ...props,
    [key]: /url$/i.test(key) ? URLS[i % URLS.length] : TEXT[i % TEXT.length],
  }));
}

describe('XSS sweep', () => {
  // Every built-in widget (widgets/builtins.ts) with hostile variants of its props from the sweep
  // table (tests/e2e/support/sweepTable.ts), mounted beside itself on its demo page: refused or
  // rendered as text, nothing runs. A built-in widget with no entry fails here, by its name.
  it('refuses or renders as text hostile props of every built-in widget', async () => {
    for (const visit of sweepVisits()) {
      const watched = await open();
      const { page } = watched;
      const undo = await openVisit(page, host, visit);
      const probes = visit.widgets.flatMap((w) =>
        hostileProps(w.props).map((props) => ({ name: w.name, props })),
      );
      await page.evaluate(async (markers) => {
        const box = document.createElement('div');
        box.className = 'xss-probes';
        for (const { name, props } of markers) {
          const el = document.createElement('div');
          el.setAttribute('data-react', name);
          el.setAttribute('data-props', JSON.stringify(props));
          el.textContent = `server HTML of ${name}`;
          box.append(el);
        }
        (document.getElementById('Content') ?? document.body).prepend(box);
        await window.ForumWidgets!.mount(box);
      }, probes);
      await waitForApiIdle(page);
      const where = `${visit.widgets.map((w) => w.name).join(', ')} on ${visit.page}`;
      assert.deepEqual(await dangerous(page), [], where);
      assert.deepEqual(await unsafeLinks(page), [], where);
      await nothingRan(page, watched);
      await undo();
      await page.context().close();
    }
  });

  it('renders payloads from the API as text: discussion titles and bodies, user titles', async () => {
    const watched = await open();
    const { page } = watched;
    await signIn(page, host, 'member');
    for (const payload of TEXT) {
      const res = await api(page, 'POST', '/discussions', {
        name: payload.slice(0, 100),
        body: payload,
        format: 'html',
        categoryID: 1,
      });
      assert.equal(res.status, 201, JSON.stringify(res.json));
    }
    assert.equal((await api(page, 'PATCH', '/users/3', { title: TEXT[0] })).status, 200);
    await page.goto(`${host.url}/discussions`);
    await page.evaluate(() => window.ForumWidgets!.ready);
    await page.waitForSelector(
      '[data-react="DiscussionList"] .fw-root, [data-react="DiscussionList"].fw-root',
    );
    // The list's items with the payload discussions, and nothing left to answer.
    await page
      .locator('[data-react="DiscussionList"] li.fw-discussionItem', { hasText: '<img src=x' })
      .first()
      .waitFor();
    await waitForApiIdle(page);
    // Open a user card of the member, whose title carries a payload.
    const trigger = page
      .locator('[data-react="DiscussionList"] button', { hasText: 'member' })
      .first();
    if (await trigger.count()) {
      await trigger.click();
      // The card has loaded the member (GET /users/3) and shows the payload title as text.
      await page.locator('.fw-userCard-title', { hasText: TEXT[0]! }).waitFor();
    }
    await screenshot(page, 'xss-api');
    assert.deepEqual(await dangerous(page), []);
    await nothingRan(page, watched);
    await page.context().close();
  });

  it('renders payloads from props as text and makes unsafe links inert', async () => {
    const watched = await open();
    const { page } = watched;
    await signIn(page, host, 'member');
    await page.goto(`${host.url}/discussions`);
    await page.evaluate(() => window.ForumWidgets!.ready);
    const user = {
      userID: 3,
      name: TEXT[0],
      photoUrl: URLS[0],
      title: TEXT[1],
      labelHtml: `${TEXT[0]}${TEXT[4]}<b>ok</b>`,
      url: URLS[2],
      countDiscussions: 1,
      countComments: 1,
      dateInserted: '2025-01-01T00:00:00Z',
      dateLastActive: '2025-01-01T00:00:00Z',
    };
    await addMarker(page, 'UserCard', { user });
    await addMarker(page, 'FollowDropdown', { categoryID: 1, name: TEXT[2], url: URLS[0] });
    await addMarker(page, 'TitleBar', {
      positioning: 'StaticSolid',
      backgroundColor: CSS[0],
      foregroundColor: CSS[1],
      logo: { imageUrl: URLS[0], url: URLS[1] },
      navigation: {
        items: [
          { name: TEXT[0], url: URLS[0] },
          { name: TEXT[1], url: URLS[2] },
          { name: 'Menu', url: '/x', children: [{ name: TEXT[3], url: URLS[3] }] },
        ],
      },
    });
    const discussion = (i: number): Record<string, unknown> => ({
      discussionID: 900000 + i,
      type: 'discussion',
      name: TEXT[i % TEXT.length],
      excerpt: TEXT[(i + 1) % TEXT.length],
      body: TEXT[(i + 2) % TEXT.length],
      url: URLS[i % URLS.length],
      canonicalUrl: URLS[(i + 1) % URLS.length],
      categoryID: 1,
      category: {
        categoryID: 1,
        name: TEXT[(i + 3) % TEXT.length],
        url: URLS[(i + 2) % URLS.length],
      },
      insertUserID: 3,
      insertUser: {
        userID: 3,
        name: TEXT[i % TEXT.length],
        photoUrl: URLS[(i + 3) % URLS.length],
        url: URLS[i % URLS.length],
      },
      lastUser: { userID: 3, name: TEXT[(i + 4) % TEXT.length], photoUrl: URLS[0] },
      dateInserted: '2025-01-01T00:00:00Z',
      dateLastComment: '2025-01-02T00:00:00Z',
      countComments: 1,
      countViews: 2,
      score: 1,
      closed: false,
      pinned: false,
      tags: [{ tagID: 1, name: TEXT[(i + 1) % TEXT.length], urlcode: URLS[0] }],
      reactions: [],
      breadcrumbs: [{ name: TEXT[0], url: URLS[0] }],
    });
    await addMarker(page, 'DiscussionList', {
      discussions: [0, 1, 2, 3, 4].map(discussion),
      paging: { total: 5, currentPage: 1, limit: 10 },
    });
    await page.waitForFunction(
      () => document.querySelectorAll('.xss-probe.fw-root').length === 4,
      undefined,
      { timeout: 10_000 },
    );
    // Open what opens: the follow panel and the discussion options of the first probe item.
    const follow = page.locator('.xss-probe[data-react="FollowDropdown"] button').first();
    if (await follow.count()) {
      await follow.click();
      await page.locator('.fw-categoryFollow-panel').waitFor();
    }
    // And the menus of a payload discussion: share, then the options menu.
    const probe = page
      .locator('.xss-probe[data-react="DiscussionList"] li.fw-discussionItem')
      .first();
    for (const name of ['Share', 'Discussion Options']) {
      const button = probe.getByRole('button', { name });
      if (await button.count()) {
        await button.first().click();
        await page.getByRole('menu').waitFor();
        assert.deepEqual(await dangerous(page), [], `with the ${name} menu open`);
        await page.keyboard.press('Escape');
        await page.getByRole('menu').waitFor({ state: 'detached' });
      }
    }
    await screenshot(page, 'xss-props');
    const bad = await dangerous(page);
    assert.deepEqual(bad, []);
    await nothingRan(page, watched);
    // Unsafe links are rendered, but not as clickable links.
    const texts = await page.locator('.xss-probe').allTextContents();
    assert.ok(texts.join(' ').includes('<img src=x onerror='), 'payloads are shown as text');
    await page.context().close();
  });

  it('renders payloads in the reaction tooltip and the reaction log as text', async () => {
    const watched = await open();
    const { page } = watched;
    await signIn(page, host, 'admin');
    const entries = TEXT.map((name, i) => ({
      tagID: 1,
      userID: 100 + i,
      user: { userID: 100 + i, name, photoUrl: URLS[i % URLS.length], url: URLS[i % URLS.length] },
      reactionType: {
        tagID: 1,
        urlcode: 'Up',
        name: TEXT[(i + 1) % TEXT.length],
        class: 'Positive',
      },
      dateInserted: '2025-01-01T00:00:00Z',
    }));
    await page.route('**/api/v2/discussions/*/reactions*', (route) =>
      route.request().method() === 'GET' ? route.fulfill({ json: entries }) : route.continue(),
    );
    await page.goto(`${host.url}/discussions`);
    await page.evaluate(() => window.ForumWidgets!.ready);
    const first = page.locator('[data-react="DiscussionList"] li.fw-discussionItem').first();
    // Resting on Up fetches the (routed) log and shows who reacted: the payload names as text.
    await first.getByRole('button', { name: 'Up', exact: true }).hover();
    await page.getByRole('tooltip').filter({ hasText: '<img src=x' }).waitFor();
    await first.locator('.fw-reactionLogButton').first().click();
    const log = page.getByRole('dialog', { name: 'Reaction Log' });
    await log
      .locator('.fw-reactionLog li')
      .nth(TEXT.length - 1)
      .waitFor();
    await screenshot(page, 'xss-reaction-log');
    assert.deepEqual(await dangerous(page), []);
    await nothingRan(page, watched);
    await page.context().close();
  });

  it('refuses or safely renders hostile props of PostDiscussion, CommentBox and DraftsPage', async () => {
    const watched = await open();
    const { page } = watched;
    await signIn(page, host, 'member');
    await page.goto(`${host.url}/discussions`);
    await page.evaluate(() => window.ForumWidgets!.ready);
    // The runtime's refusals, by the probe they name.
    await page.evaluate(() => {
      const w = window as unknown as { __refused: string[] };
      w.__refused = [];
      document.addEventListener('forum-widgets:error', (e) => {
        const el = e.target as Element;
        if (el.classList.contains('xss-composer')) w.__refused.push(el.id);
      });
    });
    await page.evaluate((probes) => {
      probes.forEach(({ name, props }, i) => {
        const el = document.createElement('div');
        el.id = `xss-composer-${i}`;
        el.className = 'xss-composer';
        el.setAttribute('data-react', name);
        el.setAttribute('data-props', JSON.stringify(props));
        el.textContent = `server HTML ${i}`;
        document.getElementById('Content')!.append(el);
      });
    }, COMPOSER_PROBES);
    for (const [i, probe] of COMPOSER_PROBES.entries()) {
      const id = `xss-composer-${i}`;
      const what = `${probe.name} ${JSON.stringify(probe.props)}`;
      if (probe.expect === 'refused') {
        await page.waitForFunction(
          (el) => (window as unknown as { __refused: string[] }).__refused.includes(el),
          id,
          { timeout: 10_000 },
        );
        const el = page.locator(`#${id}`);
        assert.equal(await el.innerText(), `server HTML ${i}`, `${what}: server HTML kept`);
        assert.equal(await el.evaluate((e) => e.classList.contains('fw-root')), false, what);
      } else {
        const pattern = probe.expect;
        await page
          .waitForFunction(
            ([el, source]) =>
              new RegExp(source).test((document.getElementById(el) as HTMLElement).innerText),
            [id, pattern.source] as const,
            { timeout: 15_000 },
          )
          .catch(async () =>
            assert.fail(`${what} shows ${pattern}: ${await page.locator(`#${id}`).innerText()}`),
          );
      }
    }
    // The payload title is the drafts page's heading, as text.
    const drafts = COMPOSER_PROBES.findIndex(
      (p) => p.name === 'DraftsPage' && p.expect !== 'refused',
    );
    assert.equal(await page.locator(`#xss-composer-${drafts} h1`).first().innerText(), TEXT[0]);
    // A comment posted from the box whose list selector is a payload: posted, shown nowhere,
    // and nothing breaks.
    const boxIndex = COMPOSER_PROBES.findIndex(
      (p) => p.name === 'CommentBox' && p.props.commentListSelector === TEXT[0],
    );
    const box = page.locator(`#xss-composer-${boxIndex}`);
    const editor = box.locator('[role="textbox"][contenteditable="true"]');
    await editor.click();
    await page.keyboard.type('Posted from a hostile selector.');
    const posted = page.waitForResponse(
      (r) => r.url().endsWith('/api/v2/comments') && r.request().method() === 'POST',
    );
    await box.getByRole('button', { name: 'Post Comment' }).click();
    assert.equal((await posted).status(), 201);
    await page.waitForFunction(
      (el) => (el.textContent ?? '').trim() === '',
      await editor.elementHandle(),
    );
    await screenshot(page, 'xss-composer-props');
    assert.deepEqual(await dangerous(page), []);
    await nothingRan(page, watched);
    await page.context().close();
  });

  it('renders hostile DiscussionPage props as text and refuses wrongly typed ones', async () => {
    const watched = await open();
    const { page } = watched;
    await signIn(page, host, 'moderator');
    await page.goto(`${host.url}/discussions`);
    await page.evaluate(() => window.ForumWidgets!.ready);
    const real = (await api<Record<string, unknown>>(page, 'GET', '/discussions/66')).json;
    const comments = (
      await api<Record<string, unknown>[]>(
        page,
        'GET',
        '/comments?discussionID=66&limit=30&expand[]=insertUser&expand[]=reactions&expand[]=reportMeta',
      )
    ).json;
    const user = (i: number): Record<string, unknown> => ({
      userID: 3,
      name: TEXT[i % TEXT.length],
      photoUrl: URLS[i % URLS.length],
      url: URLS[(i + 1) % URLS.length],
      title: TEXT[(i + 1) % TEXT.length],
      signature: {
        body: `${TEXT[(i + 2) % TEXT.length]}<a href="${URLS[i % URLS.length]}">sig</a>`,
      },
    });
    const discussion = {
      ...real,
      name: TEXT[1],
      body: `${TEXT[0]}${TEXT[4]}<a href="${URLS[1]}">body link</a>`,
      url: URLS[0],
      canonicalUrl: URLS[1],
      insertUser: user(0),
      category: { categoryID: 3, name: TEXT[2], url: URLS[2] },
      breadcrumbs: [
        { name: TEXT[3], url: URLS[3] },
        { name: TEXT[2], url: URLS[0] },
      ],
      tags: [{ tagID: 1, name: TEXT[4], urlcode: URLS[0], url: URLS[1], type: 'User' }],
    };
    const hostileComments = comments.map((c, i) => ({
      ...c,
      body: `${TEXT[i % TEXT.length]}<a href="${URLS[i % URLS.length]}">comment link</a>`,
      url: URLS[(i + 2) % URLS.length],
      insertUser: user(i + 1),
      attributes: { answer: { status: TEXT[i % TEXT.length] } },
      reportMeta: { countReports: 1 },
    }));
    // The comment box under the thread fetches the discussion again: it gets the same payloads.
    await page.route(
      (url) => url.pathname === '/api/v2/discussions/66',
      (route) =>
        route.request().method() === 'GET' ? route.fulfill({ json: discussion }) : route.continue(),
    );
    await addMarker(page, 'DiscussionPage', {
      discussionID: 66,
      discussion,
      comments: hostileComments,
      page: 1,
      sort: 'dateInserted',
      limit: 30,
      totalComments: hostileComments.length,
    });
    // A payload sort and no preload: it loads discussion 67 with the default order.
    await addMarker(page, 'DiscussionPage', { discussionID: 67, sort: TEXT[0], limit: 1e308 });
    // Wrongly typed props are refused; the server HTML stays.
    const refusedProps = [
      { discussionID: TEXT[0] },
      { discussionID: 66, page: URLS[0] },
      { discussionID: 66, comments: TEXT[1] },
      { discussionID: 66, discussion: URLS[1] },
    ];
    for (const props of refusedProps) await addMarker(page, 'DiscussionPage', props);
    const probes = page.locator('.xss-probe[data-react="DiscussionPage"]');
    await page.waitForFunction(
      () =>
        document.querySelectorAll('.xss-probe[data-react="DiscussionPage"].fw-root .fw-comment')
          .length > 0,
      undefined,
      { timeout: 10_000 },
    );
    const hostile = probes.filter({ hasText: 'comment link' });
    await hostile.locator('.fw-comment').first().waitFor();
    await probes.filter({ hasText: 'old mobile app' }).locator('.fw-comment').first().waitFor();
    assert.equal(
      await page.locator('.xss-probe[data-react="DiscussionPage"].fw-root').count(),
      2,
      'the four wrongly typed markers are refused',
    );
    // Open what opens: the post's share and options menus, a comment's reaction log.
    for (const name of ['Share', 'Discussion Options']) {
      const button = hostile.getByRole('button', { name }).first();
      if (await button.count()) {
        await button.click();
        await page.getByRole('menu').waitFor();
        assert.deepEqual(await dangerous(page), [], `with the ${name} menu open`);
        await page.keyboard.press('Escape');
        await page.getByRole('menu').waitFor({ state: 'detached' });
      }
    }
    await hostile.locator('.fw-comment .fw-reactionLogButton').first().click();
    await page.getByRole('dialog', { name: 'Reaction Log' }).waitFor();
    await page.keyboard.press('Escape');
    await screenshot(page, 'xss-discussion-page-props');
    assert.deepEqual(await dangerous(page), []);
    assert.deepEqual(await unsafeLinks(page, ['.xss-probe']), []);
    await nothingRan(page, watched);
    const text = await hostile.innerText();
    for (const needle of [TEXT[1]!, TEXT[2]!, TEXT[3]!, TEXT[4]!.slice(0, 20), 'comment link'])
      assert.ok(text.includes(needle), `the post page shows ${needle} as text`);
    await page.context().close();
  });
});
