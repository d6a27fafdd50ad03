// Seeded discussion 20 (demo-host/seed/rich2Samples.ts: spec 04's fixtures, every block, a
// mention of `member` and one embed of each type) on the post page at 1280 and 375 px: each
// embed displayed as 04 §5 and docs/content-display.md say (players as sandboxed lazy frames,
// the file card, images by displaySize, link cards), the mention opening the user card, the
// 04 spoiler upgraded, nothing overflowing, axe clean. The page's `embed.iframeHosts` is set to
// trust the three providers (the demo trusts only its other site), and their frames and
// pictures are answered here, so nothing leaves the machine.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Locator, Page, Route } from 'playwright-core';
import { screenshot, watchConsole } from './support/browser';
import { closeHostAndBrowser, type DemoHost, openHostAndBrowser, runAxe } from './support/demoHost';
import { waitForApiIdle } from './support/network';

let host: DemoHost;
let browser: Browser;
before(async () => ({ host, browser } = await openHostAndBrowser()));
after(() => closeHostAndBrowser({ host, browser }));

const PROVIDERS = ['www.youtube.com', 'player.vimeo.com', 'vanilla.higherlogic.com'];
const SANDBOX = 'allow-same-origin allow-scripts allow-forms';
const YOUTUBE = 'https://www.youtube.com/embed/NL6CDFn2i3I?feature=oembed&autoplay=1';
const VIMEO = 'https://player.vimeo.com/video/76979871?autoplay=1';
const IFRAME = 'https://vanilla.higherlogic.com/';
/** A 1×1 grey PNG for the providers' pictures (posters, favicons, the link card's photo). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mN8/+F9PQAJpAPcq8K3BgAAAABJRU5ErkJggg==',
  'base64',
);

interface Opened {
  page: Page;
  body: Locator;
  pageErrors: string[];
}

/** Adds the providers to the page's `embed.iframeHosts` (the bootstrap config in the HTML). */
async function trustProviders(route: Route): Promise<void> {
  const response = await route.fetch();
  const html = await response.text();
  const re = /(<script type="application\/json" id="forum-widgets-config">)([\s\S]*?)(<\/script>)/;
  const match = re.exec(html);
  assert.ok(match, 'the page has its bootstrap config');
  const boot = JSON.parse(match[2]!) as { config: Record<string, unknown> };
  const hosts = boot.config['embed.iframeHosts'];
  boot.config['embed.iframeHosts'] = [...(Array.isArray(hosts) ? hosts : []), ...PROVIDERS];
  const json = JSON.stringify(boot)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026');
  await route.fulfill({ response, body: html.replace(re, `$1${json}$3`) });
}

async function open(width: number, trusted = true): Promise<Opened> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  page.on('close', () => void context.close().catch(() => {}));
  // Anything not on the demo host is answered here: frames with a small page, pictures with a
  // PNG, the rest refused.
  await context.route(
    (url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost',
    (route) => {
      const request = route.request();
      if (request.resourceType() === 'document') {
        return route.fulfill({
          contentType: 'text/html',
          body: '<!doctype html><title>Player</title><p>Player</p>',
        });
      }
      if (request.resourceType() === 'image')
        return route.fulfill({ contentType: 'image/png', body: PNG });
      return route.abort();
    },
  );
  if (trusted) await page.route((url) => url.pathname === '/discussion/20', trustProviders);
  const { pageErrors } = watchConsole(page);
  await page.goto(`${host.url}/discussion/20`);
  await page.evaluate(() => window.ForumWidgets!.ready);
  const body = page.locator('.fw-originalPost .fw-post-body[data-fw-content]');
  await body.waitFor();
  // Every embed is done: none pending while the renderer chunk loads.
  await page.waitForFunction(() => {
    const post = document.querySelector('.fw-originalPost .fw-post-body');
    const embeds = post?.querySelectorAll('[data-embedjson]') ?? [];
    return (
      embeds.length > 0 &&
      [...embeds].every((el) => (el.getAttribute('data-fw-embed') ?? 'pending') !== 'pending')
    );
  });
  return { page, body, pageErrors };
}

/** The embed element (`tag`: div for cards, span inline) whose JSON has `embedType`. */
function embedOf(body: Locator, embedType: string, tag = ''): Locator {
  return body.locator(`${tag}[data-embedjson*='"embedType":"${embedType}"']`);
}

/** A player's frame once its placeholder is scrolled near: the exact frame rules of 03 §9. */
async function checkFrame(
  opened: Opened,
  embed: Locator,
  src: string,
  title: string,
  ratio: number,
): Promise<void> {
  const frame = embed.locator('iframe.fw-embedFrame-frame');
  await embed.scrollIntoViewIfNeeded();
  await frame.waitFor({ state: 'attached' });
  await opened.page.waitForFunction(
    (el) => el?.getAttribute('data-fw-embed-frame') === 'loaded',
    await embed.elementHandle(),
  );
  assert.equal(await frame.getAttribute('src'), src);
  assert.equal(await frame.getAttribute('sandbox'), SANDBOX);
  assert.equal(await frame.getAttribute('loading'), 'lazy');
  assert.equal(await frame.getAttribute('referrerpolicy'), 'strict-origin-when-cross-origin');
  assert.equal(await frame.getAttribute('allow'), null, 'no autoplay permission');
  assert.equal(await frame.getAttribute('srcdoc'), null);
  assert.equal(await frame.getAttribute('title'), title);
  const box = (await frame.boundingBox())!;
  assert.ok(
    Math.abs(box.width / box.height - ratio) < 0.03,
    `${src} keeps its ratio (${box.width}×${box.height}, ${ratio})`,
  );
}

async function checkDiscussion20(width: number): Promise<void> {
  const opened = await open(width);
  const { page, body } = opened;
  const postWidth = (await body.boundingBox())!.width;

  // The players are below the first screen: no frame until they come near (lazy).
  const youtube = embedOf(body, 'youtube');
  const far = await youtube.evaluate((el) => el.getBoundingClientRect().top - window.innerHeight);
  assert.ok(far > 300, `the first player starts ${far} px below the viewport`);
  assert.equal(await body.locator('iframe').count(), 0, 'no frame before scrolling');
  // …where each shows its link card with the poster and name until then.
  assert.equal(await youtube.getAttribute('data-fw-embed'), 'video');
  assert.match(
    await youtube.locator('a.fw-embedCard').innerText(),
    /Badger song \(Badger badger badger , mushroom mushroom\)/,
  );

  // The mention (04 §4.1): a.atMention opening the user card, Escape giving focus back.
  const mention = body.locator('a.atMention');
  assert.equal(await mention.count(), 1);
  assert.equal(await mention.innerText(), '@member');
  assert.equal(await mention.getAttribute('data-username'), 'member');
  assert.equal(await mention.getAttribute('data-userid'), '3');
  assert.equal(await mention.getAttribute('href'), '/profile/member');
  await mention.click();
  const card = page.locator('[role="dialog"]');
  await card.locator('.fw-userCard:not(.fw-userCard--loading)').waitFor();
  assert.match(await card.innerText(), /\bmember\b/, 'the card of the mentioned member');
  assert.equal(new URL(page.url()).pathname, '/discussion/20');
  await page.keyboard.press('Escape');
  await card.waitFor({ state: 'detached' });
  assert.equal(
    await page.evaluate(() => document.activeElement?.getAttribute('data-username')),
    'member',
  );

  // The image card, displaySize small (04 §5.1's final markup, kept): at most 500 px wide.
  const small = body.locator('span.embedExternal.embedImage.display-small');
  assert.equal(await small.getAttribute('data-fw-embed'), 'image');
  assert.match((await small.getAttribute('class')) ?? '', /\bfw-embed--small\b/);
  const smallImg = small.locator('img.embedImage-img');
  assert.equal(await smallImg.getAttribute('src'), '/uploads/1/checkerboard.png');
  assert.equal(await smallImg.getAttribute('alt'), 'checkerboard.png');
  assert.equal(await smallImg.getAttribute('loading'), 'lazy');
  assert.equal(await small.evaluate((el) => getComputedStyle(el).maxWidth), '500px');
  await smallImg.scrollIntoViewIfNeeded();
  await page.waitForFunction(
    (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth === 96,
    await smallImg.elementHandle(),
  );
  const smallBox = (await smallImg.boundingBox())!;
  assert.ok(smallBox.width <= 500 && smallBox.width <= postWidth, `small: ${smallBox.width} px`);
  assert.ok(
    Math.abs(smallBox.width / smallBox.height - 96 / 64) < 0.05,
    'the image keeps its ratio',
  );

  // The inline image (displaySize inline) sits in its line of text.
  const inline = body.locator('span.embedExternal.embedImage.display-inline');
  assert.match((await inline.getAttribute('class')) ?? '', /\bfw-embed--inline\b/);
  assert.equal(await inline.evaluate((el) => getComputedStyle(el).display), 'inline-block');
  const line = body.locator('p', { hasText: 'Look at this' });
  assert.equal(await line.locator('span.embedImage.display-inline').count(), 1);
  const inlineBox = (await inline.boundingBox())!;
  const lineBox = (await line.boundingBox())!;
  assert.ok(inlineBox.y >= lineBox.y - 1 && inlineBox.y < lineBox.y + lineBox.height);

  // The file card: one download link with the name and the size in people's units.
  const file = embedOf(body, 'file');
  assert.equal(await file.getAttribute('data-fw-embed'), 'file');
  const download = file.locator('a.fw-embedFile[download]');
  assert.equal(await download.count(), 1);
  assert.equal(await download.locator('.fw-embedFile-name').innerText(), 'checklist.txt');
  assert.equal(await download.locator('.fw-embedFile-size').innerText(), '80 B');
  const href = (await download.getAttribute('href'))!;
  assert.equal(
    href,
    `/api/v2/media/download-by-url?url=${encodeURIComponent('/uploads/2/checklist.txt')}`,
  );
  const fetched = await page.evaluate(async (url) => {
    const res = await fetch(url);
    return { status: res.status, text: await res.text() };
  }, href);
  assert.equal(fetched.status, 200);
  assert.match(fetched.text, /^Release checklist/);

  // The link card and the inline link.
  const linkCard = embedOf(body, 'link', 'div');
  assert.equal(await linkCard.getAttribute('data-fw-embed'), 'link');
  const cardLink = linkCard.locator('a.fw-embedCard');
  assert.equal(await cardLink.getAttribute('href'), 'http://higherlogic.com');
  assert.match(
    await cardLink.locator('.fw-embedCard-title').innerText(),
    /Member and Customer Engagement Platform - Higher Logic/,
  );
  assert.ok((await linkCard.boundingBox())!.width <= 640, 'a card is at most 640 px wide');
  const inlineLink = body.locator('p', { hasText: 'before' }).locator('a.fw-embedInline');
  assert.equal(await inlineLink.getAttribute('href'), 'https://www.google.com/');
  assert.equal(await inlineLink.locator('.fw-embedInline-title').innerText(), 'Google');

  // The players: youtube (200×150), vimeo (640×360) and the iframe (1600px × 900px).
  await checkFrame(
    opened,
    youtube,
    YOUTUBE,
    'Badger song (Badger badger badger , mushroom mushroom)',
    200 / 150,
  );
  await checkFrame(
    opened,
    embedOf(body, 'vimeo'),
    VIMEO,
    'The New Vimeo Player (You Know, For Videos)',
    640 / 360,
  );
  await checkFrame(opened, embedOf(body, 'iframe'), IFRAME, 'Embedded content', 1600 / 900);
  for (const kind of ['youtube', 'vimeo', 'iframe']) {
    const box = (await embedOf(body, kind).boundingBox())!;
    assert.ok(box.width <= postWidth + 0.5, `${kind} (large) fits the post: ${box.width} px`);
  }
  assert.equal(await body.locator('iframe').count(), 3, 'three frames, no more');

  // The 04 spoiler: our button, its lines hidden until pressed.
  const spoiler = body.getByRole('button', { name: 'Show spoiler' });
  assert.equal(await spoiler.count(), 1);
  assert.equal(await body.locator('.spoiler-buttonContainer').count(), 0);
  const region = body.locator(`#${await spoiler.getAttribute('aria-controls')}`);
  assert.equal(await region.isVisible(), false);
  await spoiler.click();
  assert.equal(await region.isVisible(), true);
  await body.getByRole('button', { name: 'Hide spoiler' }).click();

  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  assert.ok(overflow <= 0, `the page does not scroll sideways (${overflow} px)`);
  await page.evaluate(() => window.scrollTo(0, 0));
  await waitForApiIdle(page);
  assert.deepEqual(await runAxe(page, '.fw-discussionPage'), []);
  await screenshot(page, `rich2-discussion20-${width}`);
  assert.deepEqual(opened.pageErrors, []);
  await page.close();
}

describe('discussion 20: every 04 embed and the mention on the post page', () => {
  it('at 1280 px', () => checkDiscussion20(1280));
  it('at 375 px', () => checkDiscussion20(375));

  it('with the demo’s own trusted hosts, the providers stay links, never frames', async () => {
    const opened = await open(1280, false);
    const { page, body } = opened;
    for (const kind of ['youtube', 'vimeo', 'iframe']) {
      const embed = embedOf(body, kind);
      await embed.scrollIntoViewIfNeeded();
      assert.equal(await embed.getAttribute('data-fw-embed'), 'fallback', kind);
      const url = JSON.parse((await embed.getAttribute('data-embedjson'))!).url as string;
      assert.equal(await embed.locator('a').getAttribute('href'), url, kind);
    }
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await waitForApiIdle(page);
    assert.equal(await body.locator('iframe').count(), 0);
    assert.deepEqual(opened.pageErrors, []);
    await page.close();
  });
});
