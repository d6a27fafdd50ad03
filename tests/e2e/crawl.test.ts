// The demo host has no dead ends (issue 15 §3): crawl every same-origin link reachable from
// /, /discussions, a discussion and a profile, as a guest and as a member, including the links
// widgets render after mounting, those inside the title bar's flyouts, the share and options
// menus of a discussion item and the user card, and the title bar search's results page.
// Any 4xx/5xx answer, console error or page error on a visited page fails the test, each
// listed with the page it came from.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import {
  api,
  closeHostAndBrowser,
  type DemoHost,
  openHostAndBrowser,
  signIn,
} from './support/demoHost';
import { screenshot, SCREENSHOTS } from './support/browser';

let host: DemoHost;
let browser: Browser;

before(async () => ({ host, browser } = await openHostAndBrowser()));
after(() => closeHostAndBrowser({ host, browser }));

const SEEDS = [
  '/',
  '/discussions',
  '/discussion/18/formatting-test',
  '/profile/member',
  // The post page (issue 18): a three-page thread and a question with answers.
  '/discussion/65/a-long-thread-seventy-comments-for-the-pager',
  '/discussion/66/question-how-do-i-move-my-forum-to-a-new-domain',
];

/**
 * The composer's pages (issue 17), which no page links to: a new discussion, the edit page of
 * a discussion the member wrote (made before the crawl) and the drafts page, whose open links
 * lead to /post/editdiscussion/0/{draftID} and to discussions. A guest is sent to sign in.
 */
function composerSeeds(ownDiscussionID: number): string[] {
  return ['/post/discussion/1', `/post/editdiscussion/${ownDiscussionID}`, '/drafts'];
}

/**
 * Each role renders its seeds and then one page of every kind it finds (see `kindOf`): pages of
 * one kind render the same widgets, so a second one finds the same kinds of links. The links
 * that are not rendered have their answers checked only. The test fails if a kind is left
 * unvisited; past this many rendered pages it stops, as a bound on a crawl gone wrong (a route
 * word missing from ROUTE_WORDS makes every page of that route a kind of its own).
 */
const MAX_PAGES = 90;

/** Pages per role opened side by side: the crawl mostly waits on the server and the network. */
const WORKERS = 2;

/** The title bar flyouts and item menus render their links into a menu or a dialog. */
const POPUP_LINKS = '[role="menu"] a[href], [role="dialog"] a[href]';

/** Links that change state or are not pages. */
function skipped(path: string): boolean {
  return /^\/(entry\/signout|api\/|dist\/|assets\/|uploads\/)/.test(path);
}

/**
 * The words of the demo host's routes. Any other path segment (a name, an ID, a slug) is a
 * parameter: `/profile/member` and `/profile/kenji` are one kind of page.
 */
const ROUTE_WORDS = new Set(
  (
    'discussions discussion comment categories profile edit preferences notifications ' +
    'followed-content comments reactions bookmarked drafts messages inbox add post ' +
    'editdiscussion log filter entry signin register emailconfirmrequest home leaving search kb ' +
    'dashboard settings moderation content reports playground'
  ).split(' '),
);

/** The kind of a page: its route words, `*` for parameters, and its query keys. */
function kindOf(pathAndQuery: string): string {
  const url = new URL(pathAndQuery, 'http://x');
  const segments = url.pathname
    .split('/')
    .filter(Boolean)
    .map((s) => (ROUTE_WORDS.has(s) ? s : /^p\d+$/.test(s) ? 'p*' : '*'));
  const keys = [...new Set(url.searchParams.keys())].sort().join('&');
  return `/${segments.join('/')}${keys ? `?${keys}` : ''}`;
}

interface Failure {
  url: string;
  from: string;
  problem: string;
}

interface Calls {
  pending: () => number;
  idle: () => Promise<void>;
}

/** Counts the page's API calls in flight, to know when its widgets have settled. */
function trackCalls(page: Page): Calls {
  let pending = 0;
  let waiters: (() => void)[] = [];
  // The live events stream (issue 36) stays open for the page's life: never a call in flight.
  const isCall = (r: Request): boolean =>
    (r.resourceType() === 'fetch' || r.resourceType() === 'xhr') &&
    new URL(r.url()).pathname !== '/api/v2/events';
  const done = (): void => {
    pending = Math.max(0, pending - 1);
    if (pending === 0) {
      for (const w of waiters) w();
      waiters = [];
    }
  };
  page.on('request', (r) => {
    if (isCall(r)) pending += 1;
  });
  page.on('requestfinished', (r) => {
    if (isCall(r)) done();
  });
  page.on('requestfailed', (r) => {
    if (isCall(r)) done();
  });
  return {
    pending: () => pending,
    idle: () =>
      pending === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve)),
  };
}

/** Two animation frames and a task: lets effects that run after a response start their calls. */
function nextFrames(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))),
      ),
  );
}

/**
 * Waits for the page's widgets: the library's `ready` promise (first scan mounted or failed),
 * then until no API call is in flight across two rounds of frames.
 */
async function settle(page: Page, calls: Calls): Promise<string | null> {
  // No clock of its own in the page (a first page under load mounts slowly): the library says
  // when it is ready, and only Playwright's own bound on the wait stands for "never".
  const hasReady = await page.evaluate(() => {
    const w = window as unknown as {
      ForumWidgets?: { ready?: Promise<unknown> };
      __fwCrawlReady?: boolean;
    };
    if (!w.ForumWidgets?.ready) return false;
    void w.ForumWidgets.ready.then(() => (w.__fwCrawlReady = true));
    return true;
  });
  const ready = hasReady
    ? await page
        .waitForFunction(
          () => (window as unknown as { __fwCrawlReady?: boolean }).__fwCrawlReady === true,
        )
        .then(
          () => null,
          () => 'ForumWidgets.ready did not resolve',
        )
    : 'no ForumWidgets.ready';
  let quiet = 0;
  while (quiet < 2) {
    if (calls.pending() === 0) quiet += 1;
    else {
      quiet = 0;
      await calls.idle();
    }
    await nextFrames(page);
  }
  return ready;
}

/** Every link on the page (portals included), as same-origin path+query; others are dropped. */
async function linksOn(page: Page, origin: string): Promise<string[]> {
  const hrefs = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[href]')].map((a) => a.href),
  );
  const out = new Set<string>();
  for (const href of hrefs) {
    let url: URL;
    try {
      url = new URL(href);
    } catch {
      continue;
    }
    if (url.origin !== origin) continue; // mailto:, other sites
    const path = `${url.pathname}${url.search}`;
    if (!skipped(url.pathname)) out.add(path);
  }
  return [...out];
}

/** Opens a flyout, a menu or a popup, collects the links it shows, and closes it again. */
async function linksInside(
  page: Page,
  origin: string,
  open: () => Promise<void>,
  shown = POPUP_LINKS,
): Promise<string[]> {
  await open();
  await page.locator(shown).first().waitFor();
  const links = await linksOn(page, origin);
  await page.keyboard.press('Escape');
  return links;
}

async function crawl(
  context: BrowserContext,
  role: string,
  seeds: readonly string[],
): Promise<{
  visited: string[];
  checked: number;
  failures: Failure[];
  unvisitedKinds: string[];
}> {
  const origin = host.url;
  const failures: Failure[] = [];
  const from = new Map<string, string>(seeds.map((s) => [s, '(start)']));
  const discovered: string[] = [...seeds];
  const visited: string[] = [];
  const done = new Set<string>();
  const kindVisits = new Map<string, number>();
  const discover = (links: string[], source: string): void => {
    for (const link of links)
      if (!from.has(link)) {
        from.set(link, source);
        discovered.push(link);
      }
  };
  /** The next page: seeds first, then the first-found page of the least visited kind. */
  const next = (): string | undefined => {
    let best: string | undefined;
    let bestVisits = Infinity;
    for (const url of discovered) {
      if (done.has(url)) continue;
      if (seeds.includes(url)) return url;
      const visits = kindVisits.get(kindOf(url)) ?? 0;
      if (visits < bestVisits) {
        best = url;
        bestVisits = visits;
      }
    }
    return best;
  };

  /** Links that only exist once something is opened, collected once per role. */
  const openThings = async (
    page: Page,
    url: string,
    calls: Calls,
    fail: (problem: string) => void,
  ): Promise<void> => {
    const attempt = async (what: string, run: () => Promise<string[]>): Promise<void> => {
      try {
        discover(await run(), `${url} (${what})`);
      } catch (err) {
        fail(`could not open the ${what}: ${(err as Error).message.split('\n')[0]}`);
      }
    };
    if (url === '/') {
      // The title bar's search is a form, not a link: run one search to reach its results page.
      await attempt('title bar search', async () => {
        await page.getByRole('combobox', { name: 'Search' }).fill('configure');
        await Promise.all([page.waitForURL(/\/search\?/), page.keyboard.press('Enter')]);
        const results = new URL(page.url());
        return [`${results.pathname}${results.search}`];
      });
    }
    if (url === '/discussions') {
      const first = page.locator('li.fw-discussionItem').first();
      await attempt('share menu', () =>
        linksInside(page, origin, () =>
          first.getByRole('button', { name: 'Share', exact: true }).click(),
        ),
      );
      const options = first.getByRole('button', { name: 'Discussion Options' });
      if (await options.count())
        await attempt('discussion options', () =>
          linksInside(page, origin, () => options.click(), '[role="menu"]'),
        );
      if (role === 'member') {
        for (const [name, what] of [
          ['My Account', 'account menu'],
          [/Notifications/, 'notifications flyout'],
          [/Messages/, 'messages flyout'],
        ] as const) {
          const button = page.getByRole('button', { name, exact: typeof name === 'string' });
          await attempt(what, () => linksInside(page, origin, () => button.click()));
        }
      }
    }
    if (url === SEEDS[2]) {
      // The post page's author button once DiscussionPage has mounted; the server's link before.
      const author = page
        .locator('#Content button.fw-userCardTrigger, #Content a[data-userid]')
        .first();
      await attempt('user card', () =>
        linksInside(
          page,
          origin,
          () => author.click(),
          '[role="dialog"] .fw-userCard:not(.fw-userCard--loading)',
        ),
      );
    }
    await settle(page, calls);
  };

  let active = 0;
  let sleepers: (() => void)[] = [];
  const wake = (): void => {
    for (const s of sleepers) s();
    sleepers = [];
  };
  const worker = async (): Promise<void> => {
    const page = await context.newPage();
    const calls = trackCalls(page);
    let current = { url: '', from: '' };
    page.on('console', (msg) => {
      if (msg.type() === 'error') failures.push({ ...current, problem: `console: ${msg.text()}` });
    });
    page.on('pageerror', (err) =>
      failures.push({ ...current, problem: `page error: ${err.message}` }),
    );
    page.on('response', (res) => {
      const url = new URL(res.url());
      if (url.origin === origin && res.status() >= 400)
        failures.push({ ...current, problem: `${res.status()} for ${url.pathname}${url.search}` });
    });
    for (;;) {
      const url = next();
      // A page of a kind already rendered ends this worker: `next` offers the seeds and then
      // new kinds first, so a repeat means every known kind is rendered (the other worker may
      // still find new ones, and renders them).
      if (url && !seeds.includes(url) && kindVisits.has(kindOf(url))) break;
      if (visited.length >= MAX_PAGES) break;
      if (!url) {
        if (active === 0) break;
        // Another page is still loading and may find more links.
        await new Promise<void>((resolve) => sleepers.push(resolve));
        continue;
      }
      active += 1;
      done.add(url);
      visited.push(url);
      kindVisits.set(kindOf(url), (kindVisits.get(kindOf(url)) ?? 0) + 1);
      current = { url, from: from.get(url) ?? '?' };
      try {
        const res = await page.goto(`${origin}${url}`, { waitUntil: 'load' });
        if (!res) failures.push({ ...current, problem: 'no response' });
        const notReady = await settle(page, calls);
        if (notReady) failures.push({ ...current, problem: notReady });
        discover(await linksOn(page, origin), url);
        await openThings(page, url, calls, (problem) => failures.push({ ...current, problem }));
      } catch (err) {
        failures.push({ ...current, problem: `crawler: ${(err as Error).message.split('\n')[0]}` });
      } finally {
        active -= 1;
        wake();
      }
    }
    wake();
    await page.close();
  };
  await Promise.all(Array.from({ length: WORKERS }, worker));

  // Links found but not opened (the cap): at least their answers are checked, with the role's
  // cookies, which is cheap next to rendering them.
  const rest = discovered.filter((url) => !done.has(url));
  let checked = 0;
  const check = async (): Promise<void> => {
    for (let url = rest.shift(); url; url = rest.shift()) {
      const res = await context.request.get(`${origin}${url}`, {
        headers: { accept: 'text/html' },
      });
      if (res.status() >= 400)
        failures.push({
          url,
          from: from.get(url) ?? '?',
          problem: `${res.status()} (answer checked, page not rendered)`,
        });
      checked += 1;
    }
  };
  await Promise.all(Array.from({ length: 4 }, check));
  const kinds = new Set(discovered.map(kindOf));
  const unvisitedKinds = [...kinds].filter((k) => !kindVisits.has(k));
  return { visited, checked, failures, unvisitedKinds };
}

function report(role: string, r: Awaited<ReturnType<typeof crawl>>): string {
  return r.failures.map((f) => `${role} ${f.url} (linked from ${f.from}): ${f.problem}`).join('\n');
}

describe('crawl of the demo host', () => {
  let ownDiscussionID = 0;
  before(async () => {
    const page = await browser.newPage();
    await signIn(page, host, 'member');
    const res = await api<{ discussionID: number }>(page, 'POST', '/discussions', {
      name: 'Written before the crawl',
      body: JSON.stringify([{ type: 'p', children: [{ text: 'To be edited.' }] }]),
      format: 'rich2',
      categoryID: 1,
    });
    assert.equal(res.status, 201, JSON.stringify(res.json));
    ownDiscussionID = res.json.discussionID;
    await page.context().close();
  });

  for (const role of ['guest', 'member'] as const) {
    it(`finds no broken link, console error or page error as a ${role}`, async (t) => {
      const started = performance.now();
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      if (role === 'member') {
        const page = await context.newPage();
        await signIn(page, host, 'member');
        await page.close();
      }
      const seeds = [...SEEDS, ...composerSeeds(ownDiscussionID)];
      const result = await crawl(context, role, seeds);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      t.diagnostic(
        `${role}: ${result.visited.length} pages rendered, ${result.checked} more links' answers checked, in ${seconds} s`,
      );
      if (process.env.CRAWL_LIST) t.diagnostic(result.visited.join('\n'));
      if (role === 'member' && SCREENSHOTS) {
        // One of the new legacy pages, for a look at it as a visitor would see it.
        const page = await context.newPage();
        await page.goto(`${host.url}/messages/1`);
        await page.evaluate(
          () =>
            (window as unknown as { ForumWidgets?: { ready?: Promise<unknown> } }).ForumWidgets
              ?.ready,
        );
        await screenshot(page, 'crawl-member-conversation');
        await page.close();
      }
      await context.close();
      assert.deepEqual(report(role, result), '', 'broken pages');
      assert.deepEqual(
        result.unvisitedKinds,
        [],
        `kinds left unvisited: ${MAX_PAGES} pages rendered is the bound`,
      );
      for (const seed of seeds) assert.ok(result.visited.includes(seed), seed);
      if (role === 'member') {
        // The drafts page's open links were followed: a draft of a new discussion in the editor.
        const kinds = new Set(result.visited.map(kindOf));
        for (const kind of ['/post/editdiscussion/*/*', '/post/discussion/*', '/drafts'])
          assert.ok(kinds.has(kind), `visited a page of the kind ${kind}`);
      }
    });
  }

  it('leads every link of the post page to a page as a moderator (report counts, pagers, permalinks)', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    await signIn(page, host, 'moderator');
    const links = new Set<string>();
    for (const path of [
      '/discussion/65/a-long-thread-seventy-comments-for-the-pager',
      '/discussion/65/a-long-thread-seventy-comments-for-the-pager/p3?sort=-score',
      '/discussion/66/question-how-do-i-move-my-forum-to-a-new-domain',
    ]) {
      await page.goto(`${host.url}${path}`);
      await page.evaluate(() => window.ForumWidgets!.ready);
      const widget = page.locator('[data-react="DiscussionPage"]');
      await widget.locator('.fw-comment').first().waitFor();
      for (const href of await widget
        .locator('a[href]')
        .evaluateAll((els) => els.map((a) => (a as HTMLAnchorElement).href))) {
        const url = new URL(href);
        if (url.origin === host.url) links.add(`${url.pathname}${url.search}`);
      }
    }
    const kinds = [...links].map(kindOf);
    // The report count of the fifth comment (two reports), categories, pages and permalinks
    // (authors are user card buttons; the crawls above follow the card's links).
    assert.ok(
      kinds.includes('/dashboard/content/reports?recordID&recordType&statuses'),
      kinds.join(' '),
    );
    assert.ok(kinds.includes('/categories/*'), kinds.join(' '));
    const broken: string[] = [];
    for (const link of links) {
      const res = await context.request.get(`${host.url}${link}`, {
        headers: { accept: 'text/html' },
      });
      if (res.status() >= 400) broken.push(`${res.status()} ${link}`);
    }
    await context.close();
    assert.deepEqual(broken, []);
    assert.deepEqual(errors, []);
  });
});
