// Embedding mode (issue 19): the demo's "other site" (demo-host/otherSite/parentPages.ts, another
// origin) shows the forum with dist/embed.js. The parent follows the forum's navigation in its
// address and title, sizes the frame to the forum's content, ignores messages from anyone but
// its own frame, and the forum redirects to the parent page when the config forces embedding,
// unless bypassEmbed says otherwise.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Frame, Page } from 'playwright-core';
import { screenshot, watchConsole } from './support/browser';
import {
  api,
  closeHostAndBrowser,
  type DemoHost,
  openHostAndBrowser,
  runAxe,
  signIn,
} from './support/demoHost';

let host: DemoHost;
let browser: Browser;
before(async () => ({ host, browser } = await openHostAndBrowser()));
after(() => closeHostAndBrowser({ host, browser }));

const FRAME = 'iframe[title="Demo Forum"]';

/** Polls `check` (every 50 ms, up to 15 s) until it holds; a condition, never a fixed sleep. */
async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  const end = Date.now() + 15_000;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Opens a page of the other site and waits for the forum in its frame to have mounted. */
async function openParent(page: Page, path: string): Promise<Frame> {
  await page.goto(`${host.otherSiteUrl}${path}`);
  const frame = (await (await page.waitForSelector(FRAME)).contentFrame())!;
  await forumReady(frame);
  return frame;
}

async function forumReady(frame: Frame): Promise<void> {
  // Polled on a timer, not on animation frames: Chromium may throttle the frames of an
  // off-screen cross-origin iframe (the second frame below sits under a tall first one).
  await frame.waitForFunction(() => window.ForumWidgets !== undefined, undefined, {
    polling: 100,
  });
  await frame.evaluate(() => window.ForumWidgets!.ready);
}

const frameHeight = (page: Page): Promise<number> =>
  page.locator(FRAME).evaluate((el) => el.getBoundingClientRect().height);
const contentHeight = (frame: Frame): Promise<number> =>
  frame.evaluate(() => Math.ceil(document.documentElement.getBoundingClientRect().height));
const forumPath = (frame: Frame): string => {
  const url = new URL(frame.url());
  return url.pathname + url.search + url.hash;
};

/** The frame is as tall as the forum's content, so the forum never scrolls inside it. */
async function sizedToContent(page: Page, frame: Frame): Promise<void> {
  await until(
    async () => Math.abs((await frameHeight(page)) - (await contentHeight(frame))) <= 1,
    'the frame to take the height of its content',
  );
  assert.ok(
    await frame.evaluate(() => document.documentElement.scrollHeight <= innerHeight + 1),
    'nothing left to scroll inside the frame',
  );
}

/** The parent shows the forum's path in its hash and the forum's title as its own. */
async function mirrored(page: Page, frame: Frame): Promise<void> {
  await until(
    async () =>
      (await page.evaluate(() => location.hash)) === `#${forumPath(frame)}` &&
      (await page.title()) === (await frame.title()),
    `the parent to mirror ${frame.url()}`,
  );
}

describe('the forum embedded in another site (dist/embed.js)', () => {
  it('shows the forum, follows its links in the address and the title, resizes, and goes back', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const { errors, pageErrors } = watchConsole(page);
    const frame = await openParent(page, '/embed');
    assert.equal(frame.url(), `${host.url}/`);
    assert.equal(await page.locator(FRAME).getAttribute('scrolling'), 'no');
    await mirrored(page, frame);
    assert.match(await page.title(), /./);
    await sizedToContent(page, frame);
    const listHeight = await frameHeight(page);

    // A link inside the frame: the forum navigates, the parent's address and title follow.
    const link = frame.locator('a[href*="/discussion/"]').first();
    const href = new URL((await link.getAttribute('href'))!, host.url).pathname;
    await link.click();
    await frame.waitForURL((url) => url.pathname === href);
    await mirrored(page, frame);
    assert.equal(new URL(page.url()).pathname, '/embed');

    // The back button returns the frame to the list, and the address with it.
    await page.evaluate(() => history.back());
    await frame.waitForURL(`${host.url}/`);
    await mirrored(page, frame);

    // A short page: the frame shrinks to it. A new hash in the parent's address (typed, or a
    // link of the site owner's) asks the forum to show that path.
    await page.goto(`${host.otherSiteUrl}/embed#/entry/signin`);
    await frame.waitForURL(`${host.url}/entry/signin`);
    await forumReady(frame);
    await mirrored(page, frame);
    await sizedToContent(page, frame);
    const shortHeight = await frameHeight(page);
    assert.ok(
      shortHeight < listHeight - 200,
      `the sign-in page (${shortHeight}px) is shorter than the list (${listHeight}px)`,
    );

    assert.deepEqual(await runAxe(page), []);
    await screenshot(page, 'embedding-parent-1280');
    await page.setViewportSize({ width: 375, height: 800 });
    const small = await openParent(page, '/embed');
    await sizedToContent(page, small);
    assert.ok(
      await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth),
      'no sideways scrolling at 375 px',
    );
    await screenshot(page, 'embedding-parent-375');
    assert.deepEqual(pageErrors, []);
    assert.deepEqual(
      errors.filter((e) => /\[forum-widgets\]|Content Security Policy/.test(e)),
      [],
    );
    await page.close();
  });

  it('keeps the path in a query parameter in query mode', async () => {
    const page = await browser.newPage();
    const frame = await openParent(page, '/embed-query?forum=/categories');
    assert.equal(forumPath(frame), '/categories');
    const link = frame.locator('a[href*="/categories/"]').first();
    const href = new URL((await link.getAttribute('href'))!, host.url).pathname;
    await link.click();
    await frame.waitForURL((url) => url.pathname === href);
    await until(
      async () => new URL(page.url()).searchParams.get('forum') === forumPath(frame),
      'the query parameter to follow the frame',
    );
    assert.equal(new URL(page.url()).hash, '');
    await page.close();
  });

  it('ignores messages from anyone but its own frame, both ways', async () => {
    const page = await browser.newPage();
    const frame = await openParent(page, '/embed');
    await mirrored(page, frame);
    await sizedToContent(page, frame);
    const before = {
      url: page.url(),
      title: await page.title(),
      height: await frameHeight(page),
      forum: frame.url(),
    };
    // Every message the parent and the embedded forum receive, to know the hostile ones arrived.
    const seen = (where: Page | Frame): Promise<string[]> =>
      where.evaluate(() => (window as unknown as { seen: string[] }).seen);
    const listen = (where: Page | Frame): Promise<void> =>
      where.evaluate(() => {
        const log: string[] = ((window as unknown as { seen: string[] }).seen = []);
        addEventListener('message', (e) => log.push(String(e.data?.path ?? e.data?.height)));
      });
    await listen(page);
    await listen(frame);

    // The right message from the wrong sender: the parent page itself (the other site's origin).
    await page.evaluate(() => {
      postMessage({ fw: 'forum-embed', type: 'location', path: '/evil-a', title: 'Evil A' }, '*');
      postMessage({ fw: 'forum-embed', type: 'height', height: 5 }, '*');
    });
    // A second frame of the forum's own origin: the right origin, the wrong window. As a framed
    // forum page it also reports its own location, which must not be taken either.
    await page.evaluate((src) => {
      const second = document.createElement('iframe');
      second.title = 'Second frame';
      second.src = src;
      document.body.append(second);
    }, `${host.url}/entry/signin`);
    const second = (await (
      await page.waitForSelector('iframe[title="Second frame"]')
    ).contentFrame())!;
    await forumReady(second);
    await second.evaluate(() => {
      parent.postMessage(
        { fw: 'forum-embed', type: 'location', path: '/evil-b', title: 'Evil B' },
        '*',
      );
      parent.postMessage({ fw: 'forum-embed', type: 'height', height: 7 }, '*');
      // ...and to the embedded forum: only its parent may ask it to navigate.
      parent.frames[0]!.postMessage(
        { fw: 'forum-embed', type: 'navigate', path: '/categories' },
        '*',
      );
    });
    await until(async () => {
      const atParent = await seen(page);
      return ['/evil-a', '5', '/evil-b', '7', '/entry/signin'].every((m) => atParent.includes(m));
    }, 'the hostile messages to reach the parent');
    await until(async () => (await seen(frame)).includes('/categories'), 'the navigate to arrive');

    assert.equal(page.url(), before.url);
    assert.equal(await page.title(), before.title);
    assert.equal(await frameHeight(page), before.height);
    assert.equal(frame.url(), before.forum);
    await page.close();
  });

  it('sends links to other sites to the top window', async () => {
    // A seeded comment links to the help center on https://example.com (answered here, offline).
    let discussionID = 0;
    for (let id = 1; id <= 30 && !discussionID; id++) {
      const res = await fetch(`${host.url}/api/v2/comments?discussionID=${id}&limit=30`);
      const comments = res.ok ? ((await res.json()) as Array<{ body: string }>) : [];
      if (comments.some((c) => c.body.includes('https://example.com/docs'))) discussionID = id;
    }
    assert.ok(discussionID, 'a seeded discussion links to https://example.com/docs');
    const page = await browser.newPage();
    await page.route('https://example.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Help center</title><p>Help</p>' }),
    );
    const frame = await openParent(page, `/embed#/discussion/${discussionID}`);
    await frame.locator('a[href="https://example.com/docs"]').first().click();
    await page.waitForURL('https://example.com/docs');
    assert.equal(await page.title(), 'Help center');
    await page.close();
  });

  it('redirects a forum page opened on its own to the embedding page, unless bypassEmbed', async () => {
    const admin = await browser.newPage();
    await signIn(admin, host, 'admin');
    const patch = (settings: Record<string, unknown>): Promise<{ status: number }> =>
      api(admin, 'PATCH', '/config', settings);
    assert.equal(
      (await patch({ 'embed.forceEmbed': true, 'embed.remoteUrl': `${host.otherSiteUrl}/embed` }))
        .status,
      204,
    );
    const context = await browser.newContext();
    // Every navigation a page starts (the redirection's location.replace included) is recorded
    // the moment it starts, before it has left the page.
    await context.addInitScript(`(() => {
      window.__fwLeaving = [];
      navigation.addEventListener('navigate', (e) => window.__fwLeaving.push(e.destination.url));
    })()`);
    try {
      const page = await context.newPage();
      await page.goto(`${host.url}/discussions`);
      await page.waitForURL(`${host.otherSiteUrl}/embed#/discussions`);
      // In the frame the same page stays put: it is embedded now.
      const frame = (await (await page.waitForSelector(FRAME)).contentFrame())!;
      await forumReady(frame);
      assert.equal(frame.url(), `${host.url}/discussions`);
      await mirrored(page, frame);

      // bypassEmbed in the query: no redirection, for this page and the rest of the session.
      for (const path of ['/categories?bypassEmbed=1', '/discussions']) {
        const decided = page.waitForResponse((r) => /\/chunks\/embedFrame-/.test(r.url()));
        await page.goto(`${host.url}${path}`);
        const chunk = (await decided).url();
        await page.evaluate(() => window.ForumWidgets!.ready);
        // The entry imported that chunk and ran startEmbedFrame, which redirects at once if it
        // does: an import of the same module settles after that has run.
        await page.evaluate((url) => import(url).then(() => undefined), chunk);
        const leaving = await page.evaluate(
          () => (window as unknown as { __fwLeaving: string[] }).__fwLeaving,
        );
        assert.deepEqual(leaving, [], `${path} starts no navigation`);
        assert.equal(page.url(), `${host.url}${path}`, `${path} stays on the forum`);
      }
    } finally {
      await context.close();
      await patch({ 'embed.forceEmbed': false, 'embed.remoteUrl': '' });
      await admin.close();
    }
  });
});
