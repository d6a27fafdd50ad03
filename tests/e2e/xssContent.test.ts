// XSS sweep, user content display (issue 19): hostile content inside every block type of the
// server HTML contract (spoilers, code, callouts, collapsible, tables, hash links, signatures)
// and in every field of the embed JSON. The post page of seeded discussion 69 is served with
// its DiscussionPage preload rewritten (page.route on the document: the props only, never the
// legacy HTML, which a browser would run before any library sees it) and its API answers
// replaced, so the library's content upgrade meets the payloads both on the first render and
// after a refetch. The sweep machinery and payloads are the shared ones (support/xss.ts); it
// runs once with the page's CSP bypassed (an injection would really run) and once under the
// strict CSP (any attempt is a violation). The only frames allowed are the other site's
// players, with the exact sandbox of 03 §9.
import { after, before, describe, it, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import type { Locator, Page, Route } from 'playwright-core';
import { HASH_SCROLL_RETRY_MS } from '@/ui/useHashScroll';
import { screenshot } from './support/browser';
import { closeHostAndBrowser, openHostAndBrowser, type HostAndBrowser } from './support/demoHost';
import { waitForApiIdle } from './support/network';
import { HIT, openWatched, Sweep, TEXT, URLS, type Watched } from './support/xss';

let env: Partial<HostAndBrowser> = {};
before(async () => {
  env = await openHostAndBrowser();
});
after(async () => {
  await closeHostAndBrowser(env);
});

const DISCUSSION = 69;
const ROOTS = ['.fw-root', '.userContent', '.fw-userContent'];
const SANDBOX = ['allow-forms', 'allow-same-origin', 'allow-scripts'];

type Json = Record<string, unknown>;

const attr = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const text = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** An embed placeholder as the contract writes it, with any JSON text and fallback link. */
function embed(json: string, link: string = URLS[0]!): string {
  return `<div class="js-embed" data-embedjson="${attr(json)}"><a href="${attr(link)}">${text(link)}</a></div>`;
}
/**
 * Embed JSON with `<`, `>` and `&` written as JSON escapes (as a server's JSON encoder may):
 * the attribute then holds no markup, so the post page's DOMPurify pass keeps it (it drops an
 * attribute whose value looks like markup) and every hostile string reaches the embed renderer.
 */
const embedOf = (data: unknown, link?: string): string =>
  embed(
    JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026'),
    link,
  );

/** Hostile embed data: every field of the contract, for every embed type. */
function hostileEmbeds(tag: string, other: string): string {
  const user = { userID: `"><script>${HIT}</script>`, name: TEXT[0], photoUrl: URLS[2] };
  const style = `100%;background:url(javascript:${HIT})`;
  return [
    embedOf({ url: URLS[0], embedType: 'link', name: TEXT[0], body: TEXT[1], photoUrl: URLS[2] }),
    embedOf(
      {
        url: `https://ok.example/${tag}?q=<script>`,
        embedType: 'link',
        name: `card-name-${tag}${TEXT[2]}`,
        body: `card-body-${tag}${TEXT[3]}`,
        photoUrl: URLS[1],
        float: TEXT[4],
        displaySize: TEXT[1],
      },
      `https://ok.example/${tag}`,
    ),
    embedOf({ url: URLS[1], embedType: 'image', name: TEXT[4], photoUrl: URLS[2] }),
    embedOf({
      url: `data:image/svg+xml,<svg onload="${HIT}"/>`,
      embedType: 'image',
      name: `image-${tag}${TEXT[0]}`,
      photoUrl: `data:image/svg+xml,<svg onload="${HIT}"/>`,
      width: style,
      height: `"><img src=x onerror=${HIT}>`,
      displaySize: 'medium',
      float: 'left',
    }),
    embedOf({
      url: URLS[2],
      embedType: 'file',
      name: `file-${tag}${TEXT[0]}`,
      downloadUrl: URLS[0],
      size: TEXT[1],
      type: TEXT[3],
    }),
    embedOf({
      url: `https://ok.example/${tag}/notes.txt`,
      embedType: 'file',
      name: `file-ok-${tag}${TEXT[2]}`,
      downloadUrl: URLS[1],
      size: 2048,
      type: 'text/plain',
    }),
    embedOf({
      url: 'https://ok.example/v',
      embedType: 'youtube',
      name: TEXT[1],
      frameSrc: URLS[0],
    }),
    embedOf({ url: URLS[3], embedType: 'vimeo', frameSrc: URLS[2], photoUrl: URLS[0] }),
    embedOf({
      url: `${other}/player/harbour-tour`,
      // kaltura: the video type whose frameSrc is stored, not computed (04 §5.3).
      embedType: 'kaltura',
      name: `video-${tag}${TEXT[3]}`,
      body: TEXT[4],
      frameSrc: `${other}/player/"><script>${HIT}</script>`,
      width: style,
      height: style,
      displaySize: 'large',
    }),
    embedOf({
      url: 'https://ok.example/i',
      embedType: 'iframe',
      frameSrc: `${other}@evil.example/x`,
    }),
    embedOf({ url: 'https://ok.example/j', embedType: 'iframe', frameSrc: '//evil.example/x' }),
    embedOf({
      url: 'https://ok.example/k',
      embedType: 'iframe',
      frameSrc: `https://evil.example/?next=${other}`,
    }),
    embedOf({
      url: URLS[3],
      embedType: 'quote',
      name: `quote-${tag}${TEXT[1]}`,
      recordType: TEXT[2],
      recordID: TEXT[3],
      insertUser: user,
      dateInserted: TEXT[4],
      bodyHtml: `quoted-${tag}${TEXT[0]}${TEXT[3]}<a href="${URLS[1]}">q-link</a>${embedOf({ url: URLS[0], embedType: 'iframe', frameSrc: URLS[0] })}<form action="${URLS[0]}"><button>q-button</button></form>`,
    }),
    embedOf({ url: `https://ok.example/${tag}`, embedType: TEXT[0], name: TEXT[1] }),
    embed(`{"url":"${URLS[0]}","embedType":"quote","bodyHtml":"<img src=x onerror=${HIT}>"`),
    embed(
      `{"url":"https://ok.example/p","__proto__":{"embedType":"iframe","frameSrc":"${URLS[0]}","bodyHtml":"<img src=x onerror=${HIT}>"}}`,
    ),
  ].join('');
}

/** A body with payloads inside every block type, and the embeds. */
function hostileBody(tag: string, other: string): string {
  const long = Array.from(
    { length: 10 },
    (_, i) => `<p>long-${tag}-${i} ${text(TEXT[i % 5]!)}</p>`,
  );
  return [
    `<h2 id="x" onclick="${HIT}">heading-${tag}${TEXT[0]}</h2>`,
    `<p>para-${tag} <a href="#${attr(`"><img src=x onerror=${HIT}>`)}">hash-link-${tag}</a> <a href="${attr(URLS[0]!)}">js-link</a></p>`,
    `<details class="spoiler" open ontoggle="${HIT}"><summary>${TEXT[1]}</summary><div class="spoiler-content">spoiler-${tag}${TEXT[2]}<a href="${attr(URLS[2]!)}">sp-link</a></div></details>`,
    `<div class="Spoiler" onmouseover="${HIT}">legacy-spoiler-${tag}${TEXT[3]}</div>`,
    `<pre><code class="language-js">code-${tag} ${text(TEXT[0]!)} const s = "${text(TEXT[1]!)}";</code></pre>`,
    `<pre><code class="language-css">css-${tag} </style>${text(`</style><script>${HIT}</script>`)} a{background:url(javascript:${text(HIT)})}</code></pre>`,
    `<pre><code class="${attr(`language-"><img src=x onerror=${HIT}>`)}">plain-${tag} ${text(TEXT[3]!)}</code></pre>`,
    `<pre><code>raw-${tag}<img src=x onerror="${HIT}"><script>${HIT}</script></code></pre>`,
    `<div class="callout callout-info">callout-${tag}${TEXT[4]}</div>`,
    `<div class="callout callout-warning" style="background:url(javascript:${HIT})">${TEXT[0]}</div>`,
    `<div class="${attr(`callout callout-"><img src=x onerror=${HIT}>`)}">callout-bad-${tag}</div>`,
    `<div class="collapsible">${long.join('')}${TEXT[4]}</div>`,
    `<table><thead><tr><th>th-${tag}${text(TEXT[0]!)}</th><th onclick="${HIT}">${TEXT[1]}</th><th>${text(TEXT[3]!)}</th><th>plain</th></tr></thead>`,
    `<tbody><tr><td>td-${tag}${TEXT[2]}</td><td>${text(TEXT[0]!)}</td><td><a href="${attr(URLS[1]!)}">td-link</a></td><td>4</td></tr></tbody></table>`,
    hostileEmbeds(tag, other),
  ].join('');
}

/**
 * Legacy HTML that a browser parses without running anything (payloads only as text or inside
 * the embed JSON attribute), for the enhancer that upgrades `.userContent` outside widgets: any
 * execution can then only come from the library's upgrade.
 */
function inertLegacyBlock(other: string): string {
  const embeds = hostileEmbeds('legacy', other).replace(/<a href="[^"]*">/g, '<a href="#">');
  return [
    '<div class="Message userContent" id="legacy-content">',
    `<h2>legacy-heading ${text(TEXT[0]!)}</h2>`,
    `<p><a href="#${attr(`"><img src=x onerror=${HIT}>`)}">legacy-hash-link</a></p>`,
    `<div class="Spoiler">legacy-spoiler ${text(TEXT[1]!)}</div>`,
    `<details class="spoiler"><summary>Spoiler</summary><div class="spoiler-content">legacy-details ${text(TEXT[2]!)}</div></details>`,
    `<pre><code class="language-js">legacy-code ${text(TEXT[0]!)} ${text(`</code><script>${HIT}</script>`)}</code></pre>`,
    `<pre><code class="language-css">legacy-css ${text(`</style><script>${HIT}</script>`)}</code></pre>`,
    `<div class="callout callout-error">legacy-callout ${text(TEXT[3]!)}</div>`,
    `<div class="collapsible">${Array.from({ length: 10 }, (_, i) => `<p>legacy-long-${i} ${text(TEXT[i % 5]!)}</p>`).join('')}</div>`,
    `<table><tr><th>legacy-th ${text(TEXT[0]!)}</th><th>${text(TEXT[1]!)}</th><th>c</th><th>d</th></tr><tr><td>legacy-td ${text(TEXT[2]!)}</td><td>2</td><td>3</td><td>4</td></tr></table>`,
    embeds,
    '</div>',
    `<div class="Signature UserSignature">legacy-signature ${text(TEXT[4]!)}<img src="/assets/embeds/harbour.svg" alt=""></div>`,
  ].join('');
}

/** A legacy page (the category list, no post widget) with the inert hostile block in it. */
async function routeLegacy(page: Page, other: string): Promise<void> {
  await page.route(
    (url) => url.pathname === '/categories',
    async (route: Route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      const html = await response.text();
      const body = html.replace('</main>', `${inertLegacyBlock(other)}</main>`);
      await route.fulfill({ response, body });
    },
  );
}

/** The DiscussionPage preload and the API answers of discussion 69, with hostile bodies. */
async function routeHostile(page: Page, other: string): Promise<void> {
  const poisonDiscussion = (d: Json): Json => ({
    ...d,
    body: hostileBody('op', other),
    insertUser: {
      ...(d.insertUser as Json),
      signature: { body: `sig-op${TEXT[0]}<img src="${URLS[2]}">`, format: 'html' },
    },
  });
  const poisonComment = (c: Json, i: number): Json => ({
    ...c,
    body: hostileBody(`c${i}`, other),
    insertUser: {
      ...(c.insertUser as Json),
      signature: { body: `sig-c${i}${TEXT[1]}`, format: 'html' },
    },
  });
  await page.route(
    (url) => url.pathname.startsWith(`/discussion/${DISCUSSION}/`),
    async (route: Route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      const html = await response.text();
      const body = html.replace(
        /(data-react="DiscussionPage" data-props=")([^"]*)(")/,
        (_m, open: string, props: string, close: string) => {
          const p = JSON.parse(
            props
              .replace(/&quot;/g, '"')
              .replace(/&lt;/g, '<')
              .replace(/&gt;/g, '>')
              .replace(/&#39;/g, "'")
              .replace(/&amp;/g, '&'),
          ) as Json & { discussion: Json; comments: Json[] };
          p.discussion = poisonDiscussion(p.discussion);
          p.comments = p.comments.map(poisonComment);
          return `${open}${attr(JSON.stringify(p)).replace(/'/g, '&#39;')}${close}`;
        },
      );
      await route.fulfill({ response, body });
    },
  );
  const answer = async (route: Route, change: (body: unknown) => unknown): Promise<void> => {
    if (route.request().method() !== 'GET') return route.continue();
    const response = await route.fetch();
    await route.fulfill({ response, status: 200, json: change(await response.json()) });
  };
  await page.route(
    (url) => url.pathname === `/api/v2/discussions/${DISCUSSION}`,
    (route) => answer(route, (d) => poisonDiscussion(d as Json)),
  );
  await page.route(
    (url) => url.pathname === '/api/v2/comments',
    (route) => answer(route, (list) => (list as Json[]).map((c, i) => poisonComment(c, i + 10))),
  );
}

/** Every frame on the page: only the other site's players, with the exact sandbox. */
async function checkFrames(page: Page, other: string): Promise<number> {
  const frames = await page.evaluate(() =>
    Array.from(document.querySelectorAll('iframe')).map((f) => ({
      src: f.getAttribute('src') ?? '',
      sandbox: (f.getAttribute('sandbox') ?? '').split(/\s+/).filter(Boolean).sort(),
      srcdoc: f.hasAttribute('srcdoc'),
    })),
  );
  for (const f of frames) {
    assert.ok(f.src.startsWith(`${other}/player/`), `framed only the player: ${f.src}`);
    assert.deepEqual(f.sandbox, SANDBOX, `the sandbox of ${f.src}`);
    assert.equal(f.srcdoc, false);
  }
  return frames.length;
}

/** Scrolls the whole page down in steps (lazy players load near the viewport), then back. */
async function scrollThrough(page: Page): Promise<void> {
  // No named functions inside: tsx would wrap them in a helper the page does not have.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 300) {
      window.scrollTo(0, y);
      for (let f = 0; f < 2; f++) await new Promise((r) => requestAnimationFrame(r));
    }
    window.scrollTo(0, 0);
  });
  // Every player the scroll brought near has loaded (or been given up), and the API is idle.
  await page.waitForFunction(() => !document.querySelector('[data-fw-embed-frame="loading"]'));
  await waitForApiIdle(page);
}

/**
 * Follows the `#` link `link` and runs the page's clock (installed before the page loaded) past
 * the hash scroll's retry, which is under test: the `hashchange` first, then the retry's time.
 */
async function followHashLink(page: Page, link: Locator): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __fwHashChanged?: boolean };
    w.__fwHashChanged = false;
    window.addEventListener('hashchange', () => (w.__fwHashChanged = true), { once: true });
  });
  await link.click();
  await page.waitForFunction(
    () => (window as unknown as { __fwHashChanged?: boolean }).__fwHashChanged === true,
  );
  await page.clock.runFor(2 * HASH_SCROLL_RETRY_MS);
}

/** Opens every spoiler and expands every collapsed block, so their content is upgraded too. */
async function openEverything(page: Page): Promise<void> {
  const buttons = page.locator('.fw-userContent button[aria-expanded="false"]');
  for (let i = await buttons.count(); i > 0; i--) {
    const button = buttons.first();
    if (!(await button.isVisible())) break;
    await button.click();
  }
}

function includes(haystack: string, needle: string, where: string): void {
  assert.ok(haystack.includes(needle), `${where} shows ${JSON.stringify(needle)} as text`);
}

async function flow(w: Watched, sweep: Sweep, query: string, shots: boolean): Promise<number> {
  const { page } = w;
  const { host } = env as HostAndBrowser;
  const other = host.otherSiteUrl;
  await routeHostile(page, other);
  await page.goto(`${host.url}/discussion/${DISCUSSION}/x${query}`);
  await page.evaluate(() => window.ForumWidgets!.ready);
  const widget = page.locator('[data-react="DiscussionPage"]');
  await widget.locator('.fw-userContent', { hasText: 'para-op' }).first().waitFor();
  await widget.locator('.fw-userContent', { hasText: 'para-c0' }).first().waitFor();
  await scrollThrough(page);
  await openEverything(page);
  await sweep.check('post page, preloaded bodies');
  let frames = await checkFrames(page, other);

  const shown = await widget.innerText();
  for (const needle of [
    'heading-op',
    `code-op ${TEXT[0]}`,
    `css-op </style><script>`,
    'th-op<img src=x onerror=',
    'callout-op',
    'spoiler-op',
    'legacy-spoiler-op',
    'long-op-9 ',
    'td-op',
  ])
    includes(shown, needle, 'the original post');
  if (shots) await screenshot(page, `xss-content${query ? '-strict' : ''}`);

  // A refetch: the comments from the API (sort change), upgraded after the first render.
  await widget.getByLabel('Sort by').selectOption({ label: 'Newest' });
  await widget.locator('.fw-userContent', { hasText: 'para-c10' }).first().waitFor();
  await scrollThrough(page);
  await openEverything(page);
  await sweep.check('post page, comments from the API');
  frames += await checkFrames(page, other);

  // A hostile hash on a fresh load: the hash scroll looks it up without parsing it as HTML.
  // Its retry runs on the page's clock.
  await page.clock.install();
  const fresh = `${query ? `${query}&` : '?'}fresh=1`;
  await page.goto(
    `${host.url}/discussion/${DISCUSSION}/x${fresh}#${encodeURIComponent(`"><img src=x onerror=${HIT}>`)}`,
  );
  await page.evaluate(() => window.ForumWidgets!.ready);
  await widget.locator('.fw-userContent', { hasText: 'para-op' }).first().waitFor();
  await followHashLink(
    page,
    page.locator('.fw-userContent a', { hasText: 'hash-link-op' }).first(),
  );
  await sweep.check('post page, hostile hash and hash link');
  return frames;
}

/** The sweep's findings, less the frames `checkFrames` allowed (the other site's players). */
function report(t: TestContext, sweep: Sweep, problems: string[]): void {
  t.diagnostic(`tally ${JSON.stringify(sweep.tally)}`);
  for (const d of sweep.detached) t.diagnostic(`detached CSP report (nothing ran): ${d}`);
  assert.deepEqual(
    problems.filter((p) => !p.endsWith(': dangerous IFRAME')),
    [],
  );
}

/** The legacy page: the enhancer upgrades the inert hostile block; nothing may come alive. */
async function legacyFlow(w: Watched, sweep: Sweep, query: string): Promise<void> {
  const { page } = w;
  const { host } = env as HostAndBrowser;
  await routeLegacy(page, host.otherSiteUrl);
  // The hash scroll's retry (under test below) runs on the page's clock.
  await page.clock.install();
  await page.goto(`${host.url}/categories${query}`);
  await page.evaluate(() => window.ForumWidgets!.ready);
  await page.locator('#legacy-content').waitFor();
  await scrollThrough(page);
  await sweep.check('legacy page, before any click');
  const buttons = page.locator('#legacy-content button[aria-expanded="false"]');
  for (let i = await buttons.count(); i > 0; i--) {
    const button = buttons.first();
    if (!(await button.isVisible())) break;
    await button.click();
  }
  await followHashLink(page, page.locator('#legacy-content a', { hasText: 'legacy-hash-link' }));
  await sweep.check('legacy page, opened');
  await checkFrames(page, host.otherSiteUrl);
  const shown = await page.locator('#legacy-content').innerText();
  for (const needle of [
    `legacy-heading ${TEXT[0]}`,
    `legacy-code ${TEXT[0]} </code><script>`,
    'legacy-css </style><script>',
    `legacy-callout ${TEXT[3]}`,
    `legacy-th ${TEXT[0]}`,
    `legacy-td ${TEXT[2]}`,
    'legacy-long-9',
  ])
    includes(shown, needle, 'the legacy content block');
}

describe('XSS sweep of user content (issue 19)', () => {
  it('legacy page: the enhancer upgrades inert hostile blocks and embed JSON without bringing anything to life', async (t) => {
    for (const [bypass, query] of [
      [true, ''],
      [false, '?csp=strict'],
    ] as const) {
      const w = await openWatched((env as HostAndBrowser).browser, bypass);
      const sweep = new Sweep(w, ROOTS);
      await legacyFlow(w, sweep, query);
      if (!bypass) await screenshot(w.page, 'xss-content-legacy-strict');
      const problems = sweep.problems();
      await w.page.context().close();
      report(t, sweep, problems);
    }
  });

  it('hostile content in every block type and every embed field renders as text and runs nothing', async (t) => {
    const w = await openWatched((env as HostAndBrowser).browser);
    const sweep = new Sweep(w, ROOTS);
    const frames = await flow(w, sweep, '', true);
    t.diagnostic(`player frames checked: ${frames}`);
    assert.ok(frames > 0, 'the hostile path on the allowed player host was framed (sandboxed)');
    const problems = sweep.problems();
    await w.page.context().close();
    report(t, sweep, problems);
  });

  it('strict CSP (not bypassed): the same content causes zero violations', async (t) => {
    const w = await openWatched((env as HostAndBrowser).browser, false);
    const sweep = new Sweep(w, ROOTS);
    await flow(w, sweep, '?csp=strict', true);
    const policy = await w.page.evaluate(async () => {
      const res = await fetch(window.location.href);
      return res.headers.get('content-security-policy') ?? '';
    });
    assert.match(policy, /style-src 'self' 'nonce-/, 'the strict policy is in force');
    const problems = sweep.problems();
    await w.page.context().close();
    report(t, sweep, problems);
  });
});
