// What the composer's API-fault tests share (apiFaultsComposer, apiFaultsComposerEdit,
// apiFaultsDrafts): one demo host and browser per file and its signed-in pages, the composer's
// selectors, a route by path pattern, a hold that can be let go,
// and reads of the form and of the local draft copies.
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import type { Browser, Page, Route } from 'playwright-core';
import { watchConsole } from './browser';
import {
  closeHostAndBrowser,
  type DemoHost,
  type HostAndBrowser,
  openHostAndBrowser,
  signIn,
} from './demoHost';
import { type Fault, FAULT_TEXT } from './faults';

export const COMPOSER = '[data-react="PostDiscussion"]';
/** The editing area (`contenteditable="false"` while the form is locked). */
export const BOX = `${COMPOSER} [role="textbox"][contenteditable]`;
export const COMMENTS = '[data-react="CommentBox"]';
export const COMMENT_BOX = `${COMMENTS} [role="textbox"][contenteditable]`;
/**
 * Where a posted comment shows: the post page's thread (DiscussionPage, whose comments are
 * `article.fw-comment`), or the server's comment list on a page without that widget.
 */
export const POSTED_COMMENTS = '.fw-discussionPage .fw-comment, [data-fw-comment-list]';

/** What a failed load says (src/ui/ErrorPage): a 403 and a 404 have their own pages. */
export const LOAD_TEXT: Record<string, RegExp> = {
  ...FAULT_TEXT,
  '403': /Permission Problem/,
  '404': /could not be found/,
  '408': /Request timeout/,
};

/** The discussion form's own alert (a failed post or save). */
export const formAlert = (page: Page) => page.locator(`${COMPOSER} form > [role="alert"]`);

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A discussion's own page (not /post/discussion/…, which also contains "/discussion/"). */
export const isDiscussionPage = (url: URL): boolean => /^\/discussion\/\d+/.test(url.pathname);

/** The requests to exactly `/api/v2{path}`. */
export const exact =
  (path: string) =>
  (url: URL): boolean =>
    url.pathname === `/api/v2${path}`;

/** `/api/v2` paths: `apiPath(/^\/drafts\/\d+$/)` matches `/api/v2/drafts/12`. */
export function apiPath(pattern: RegExp): (url: URL) => boolean {
  return (url) =>
    url.pathname.startsWith('/api/v2/') && pattern.test(url.pathname.slice('/api/v2'.length));
}

/**
 * Applies `fault` to the requests of `method` whose URL `match`es; the others go on. Returns
 * the paths it faulted (so a test can tell the call was made) and the way to remove the route.
 */
export async function faultWhere(
  page: Page,
  match: (url: URL) => boolean,
  method: string,
  apply: Fault['apply'],
): Promise<{ hits: string[]; off: () => Promise<void> }> {
  const hits: string[] = [];
  const handler = (route: Route): Promise<void> | void => {
    if (route.request().method() !== method) return route.continue();
    hits.push(new URL(route.request().url()).pathname);
    return apply(route);
  };
  await page.route(match, handler);
  return { hits, off: () => page.unroute(match, handler) };
}

/**
 * Holds the requests of `method` whose URL `match`es (a hang), until `release` lets them go on
 * to the server. `arrived` resolves when the first one is held.
 */
export async function holdRequests(
  page: Page,
  match: (url: URL) => boolean,
  method: string,
): Promise<{ arrived: Promise<void>; release: () => Promise<void> }> {
  const held: Route[] = [];
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  let released = false;
  const handler = (route: Route): Promise<void> | void => {
    if (released || route.request().method() !== method) return route.continue();
    held.push(route);
    arrive();
  };
  await page.route(match, handler);
  return {
    arrived,
    async release() {
      released = true;
      await page.unroute(match, handler);
      for (const route of held.splice(0)) await route.continue().catch(() => undefined);
    },
  };
}

/** Puts the caret at the end of the editing area `box` and types `text`. */
export async function typeAtEnd(page: Page, box: string, text: string): Promise<void> {
  await page.locator(box).focus();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(text);
}

/** Every local draft copy in this browser context, as stored. */
export function localDrafts(page: Page): Promise<string> {
  return page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('fw:draft:v1:'))
      .map((key) => `${key}=${localStorage.getItem(key)}`)
      .join('\n'),
  );
}

/** Waits until a local draft copy holds `text`. */
export async function localHas(page: Page, text: string): Promise<void> {
  await page.waitForFunction(
    (wanted) =>
      Object.keys(localStorage).some(
        (key) =>
          key.startsWith('fw:draft:v1:') && (localStorage.getItem(key) ?? '').includes(wanted),
      ),
    text,
  );
}

/** The text of the editing area `box`, without the upload placeholders' words. */
export function editorText(page: Page, box: string): Promise<string> {
  return page.locator(box).evaluate((el) => {
    const copy = el.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('.fw-uploadPlaceholder').forEach((node) => node.remove());
    return copy.textContent ?? '';
  });
}

/** The discussion form's title and the editor's text. */
export async function formText(page: Page): Promise<{ title: string; body: string }> {
  return {
    title: await page.locator(COMPOSER).getByLabel('Title').inputValue(),
    body: await editorText(page, BOX),
  };
}

/** The title and the body text are still in the discussion form. */
export async function formKeeps(
  page: Page,
  title: string,
  body: string,
  what: string,
): Promise<void> {
  const now = await formText(page);
  assert.equal(now.title, title, `${what}: the title is kept`);
  assert.ok(now.body.includes(body), `${what}: the body is kept (${JSON.stringify(now.body)})`);
}

export interface Watched {
  page: Page;
  /** Uncaught errors in the page. */
  pageErrors: string[];
  /** Console warnings: the 03 §8 "logged only" texts go there. */
  warnings: string[];
}

export interface FaultFile {
  readonly host: DemoHost;
  readonly browser: Browser;
  /** A page of its own (own context and storage) signed in as `username`, watched. */
  pageAs(username?: string): Promise<Watched>;
  /** Goes to `path` on the demo host and waits for the discussion composer's editing area. */
  open(page: Page, path: string): Promise<void>;
}

/**
 * The setup of one fault file: starts one demo host and browser before its tests (node:test
 * `before`/`after`); each page has a context of its own (own storage) and signs in through the
 * legacy form, as a person would.
 */
export function composerFaultFile(): FaultFile {
  let env: HostAndBrowser | undefined;
  before(async () => {
    env = await openHostAndBrowser();
  });
  after(() => closeHostAndBrowser(env ?? {}));
  const ready = (): HostAndBrowser => {
    if (!env) throw new Error('The demo host is not started (before() has not run).');
    return env;
  };
  return {
    get host() {
      return ready().host;
    },
    get browser() {
      return ready().browser;
    },
    async pageAs(username = 'member') {
      const page = await ready().browser.newPage({ viewport: { width: 1200, height: 1000 } });
      const { pageErrors } = watchConsole(page);
      const warnings = watchWarnings(page);
      await signIn(page, ready().host, username);
      return { page, pageErrors, warnings };
    },
    async open(page, path) {
      await page.goto(`${ready().host.url}${path}`);
      await page.waitForSelector(BOX);
    },
  };
}

/** Collects the console warnings (the 03 §8 "logged only" texts go there). */
export function watchWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'warning') warnings.push(msg.text());
  });
  return warnings;
}

/** A rich2 body of one paragraph (04 §3). */
export function rich2(text: string): string {
  return JSON.stringify([{ type: 'p', children: [{ text }] }]);
}
