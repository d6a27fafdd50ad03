// Browser tests of user content display (issue 19) on the real demo host: every block of the
// seeded post "Everything a post can hold" (discussion 69, demo-host/seed/contentSeed.ts) on the
// post page at 1280 and 375 px, the same content as a legacy `.userContent` block on a server
// page (the UserContent enhancer), and the plain post 70 without code. One host, one Chromium.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Locator, Page, Route } from 'playwright-core';
import { screenshot, watchConsole } from './support/browser';
import {
  api,
  closeHostAndBrowser,
  type DemoHost,
  openHostAndBrowser,
  runAxe,
} from './support/demoHost';
import { waitForApiIdle } from './support/network';

let host: DemoHost;
let browser: Browser;
before(async () => ({ host, browser } = await openHostAndBrowser()));
after(() => closeHostAndBrowser({ host, browser }));

const EVERYTHING = '/discussion/69';
const PLAIN = '/discussion/70';
const HIGHLIGHTER = /\/chunks\/highlighter-[\w-]+\.js$/;

interface Opened {
  page: Page;
  /** The highlighter chunk's requests so far. */
  highlighter: string[];
  pageErrors: string[];
}

async function open(
  path: string,
  width: number,
  route?: (page: Page) => Promise<void>,
): Promise<Opened> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  // Its context goes with it. The last one may still be closing when the file's after hook
  // closes the browser (seen on a loaded machine): that rejection is no failure of the test.
  page.on('close', () => void context.close().catch(() => {}));
  const opened: Opened = { page, highlighter: [], pageErrors: watchConsole(page).pageErrors };
  page.on('request', (request) => {
    if (HIGHLIGHTER.test(new URL(request.url()).pathname)) opened.highlighter.push(request.url());
  });
  if (route) await route(page);
  await page.goto(`${host.url}${path}`);
  await page.evaluate(() => window.ForumWidgets!.ready);
  return opened;
}

/** The original post's upgraded body on the post page. */
async function postBody(page: Page): Promise<Locator> {
  const body = page.locator('.fw-discussionPage .fw-post-body[data-fw-content]').first();
  await body.waitFor();
  return body;
}

async function done({ page, pageErrors }: Opened): Promise<void> {
  assert.deepEqual(pageErrors, [], 'no uncaught page errors');
  await page.close();
}

describe('user content display', () => {
  it('post page at 1280 px: every block upgraded, by keyboard, axe clean', async () => {
    const opened = await open(EVERYTHING, 1280);
    const { page } = opened;
    const body = await postBody(page);

    // Spoilers, both formats: hidden behind a real button, toggled by Enter and Space.
    const spoilers = body.getByRole('button', { name: 'Show spoiler' });
    assert.equal(await spoilers.count(), 2);
    const secret = body.getByText('the keeper lets you climb to the lamp');
    assert.equal(await secret.isVisible(), false);
    await spoilers.first().focus();
    await page.keyboard.press('Enter');
    const toggle = body.getByRole('button', { name: 'Hide spoiler' });
    assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
    assert.equal(await secret.isVisible(), true);
    await page.keyboard.press(' ');
    assert.equal(await secret.isVisible(), false);
    assert.equal(await body.getByRole('button', { name: 'Show spoiler' }).count(), 2);

    // Callouts: notes that say their kind.
    const notes = body.getByRole('note');
    assert.equal(await notes.count(), 3);
    const kinds = await notes.evaluateAll((els) =>
      els.map((el) => el.querySelector('.fw-srOnly')?.textContent),
    );
    assert.deepEqual(kinds, ['Info: ', 'Warning: ', 'Error: ']);

    // Tables: a table at this width, its cells labelled for the narrow layout.
    const ferries = body.getByRole('table').filter({ hasText: 'Morning ferry' });
    assert.equal(await ferries.evaluate((el) => el.classList.contains('fw-table--stacked')), false);
    assert.equal(
      await ferries.getByRole('cell', { name: '07:00' }).getAttribute('data-label'),
      'Leaves',
    );

    // Collapsible: collapsed with Expand, which expands and becomes Collapse.
    // (The first one is the .collapsible block; long quotes collapse too.)
    const storyID = await body
      .getByRole('button', { name: 'Expand' })
      .first()
      .getAttribute('aria-controls');
    const expand = body.locator(`button[aria-controls="${storyID}"]`);
    const story = body.locator(`#${storyID}`);
    assert.match(await story.innerText(), /The harbour opened in 1872/);
    const clamped = (await story.boundingBox())!.height;
    assert.ok(clamped <= 101, `collapsed to 100 px (${clamped})`);
    await expand.click();
    assert.equal(await expand.getAttribute('aria-expanded'), 'true');
    assert.equal(await expand.innerText(), 'Collapse');
    assert.ok((await story.boundingBox())!.height > 150, 'expanded to its full height');
    await page.keyboard.press('Enter');
    assert.equal(await expand.getAttribute('aria-expanded'), 'false');

    // Code: the highlighter chunk was needed here.
    await body.locator('pre code .fw-hl-keyword').first().waitFor();
    assert.ok(opened.highlighter.length >= 1, 'the highlighter chunk was requested');

    // The video frame loads only near the viewport.
    const frame = body.locator(`iframe[src^="${host.otherSiteUrl}"]`);
    assert.equal(await frame.count(), 0, 'no player frame while far below the viewport');
    await body
      .locator('.js-embed', { hasText: /harbour/i })
      .last()
      .scrollIntoViewIfNeeded();
    await frame.first().waitFor({ state: 'attached' });
    assert.equal(
      await frame.first().getAttribute('sandbox'),
      'allow-same-origin allow-scripts allow-forms',
    );

    // The in-content hash link lands on its comment.
    await page.evaluate(() => window.scrollTo(0, 0));
    await body.getByRole('link', { name: 'the comment with the answer' }).click();
    const target = page.locator(':target');
    await target.waitFor();
    await page.waitForFunction(() => {
      const box = document.querySelector(':target')?.getBoundingClientRect();
      return box !== undefined && box.top >= -1 && box.top < window.innerHeight;
    });

    await page.evaluate(() => window.scrollTo(0, 0));
    assert.deepEqual(await runAxe(page, '.fw-discussionPage'), []);
    await screenshot(page, 'contentDisplay-1280');
    await done(opened);
  });

  it('post page at 375 px: tables stack into labelled cards, nothing overflows the page', async () => {
    const opened = await open(EVERYTHING, 375);
    const { page } = opened;
    const body = await postBody(page);
    const ferries = body.getByRole('table').filter({ hasText: 'Morning ferry' });
    await page.waitForFunction(
      () => document.querySelector('.fw-post-body .fw-table--stacked') !== null,
    );
    assert.equal(await ferries.evaluate((el) => el.classList.contains('fw-table--stacked')), true);
    const label = await ferries
      .getByRole('cell', { name: '07:00' })
      .evaluate((el) => getComputedStyle(el, '::before').content);
    assert.match(label, /Leaves/);
    // The table without headings stays a table.
    const plainTable = body.locator('table', { hasText: 'Lighthouse' }).first();
    assert.equal(
      await plainTable.evaluate((el) => el.classList.contains('fw-table--stacked')),
      false,
    );
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    assert.ok(overflow <= 0, `the page does not scroll sideways (${overflow} px)`);
    assert.deepEqual(await runAxe(page, '.fw-discussionPage'), []);
    await screenshot(page, 'contentDisplay-375');
    await done(opened);
  });

  it('a legacy .userContent block and signature are upgraded by the enhancer', async () => {
    // The seeded post's HTML as a server page shows it, in a page without the post widget.
    const probe = await open(PLAIN, 1280);
    const { json } = await api<{ body: string }>(probe.page, 'GET', '/discussions/69');
    await done(probe);
    const legacy = async (page: Page): Promise<void> => {
      await page.route(
        (url) => url.pathname === '/categories',
        async (route: Route) => {
          const response = await route.fetch();
          const html = (await response.text()).replace(
            '</main>',
            `<article id="legacy-post"><div class="Message userContent">${json.body}</div>` +
              '<div class="Signature UserSignature">Fair winds, Sam</div></article></main>',
          );
          await route.fulfill({ response, body: html });
        },
      );
    };
    const opened = await open('/categories', 375, legacy);
    const { page } = opened;
    const post = page.locator('#legacy-post .userContent');
    await page.locator('#legacy-post .userContent[data-fw-content]').waitFor();
    assert.equal(await post.getByRole('button', { name: 'Show spoiler' }).count(), 2);
    await post.getByRole('button', { name: 'Show spoiler' }).last().click();
    await post.getByText('free on the first Sunday').waitFor();
    assert.equal(await post.getByRole('note').count(), 3);
    await page.waitForFunction(
      () => document.querySelector('#legacy-post .fw-table--stacked') !== null,
    );
    assert.ok(opened.highlighter.length >= 1, 'code on a legacy page loads the highlighter');
    // signatures.enabled is on in the demo: the signature stays.
    assert.equal(await page.getByText('Fair winds, Sam').isVisible(), true);
    assert.deepEqual(await runAxe(page, '#legacy-post'), []);
    await screenshot(page, 'contentDisplay-legacy-375');
    await done(opened);
  });

  it('a post without code never requests the highlighter chunk', async () => {
    const opened = await open(PLAIN, 1280);
    await postBody(opened.page);
    // The thread is in and every content block on the page has been upgraded: a block with code
    // would have asked for the chunk by then (upgradeContent calls import() as it marks a block).
    await waitForApiIdle(opened.page);
    await opened.page.waitForFunction(() =>
      [...document.querySelectorAll('.fw-userContent')].every((el) =>
        el.hasAttribute('data-fw-content'),
      ),
    );
    assert.deepEqual(opened.highlighter, []);
    await done(opened);
  });
});
