// The composer on the demo host, as a member, a moderator and a banned user: writing a
// discussion with every block, a mention and an image; editing it; a comment with a quote;
// uploads refused before sending and by the server; axe on the composer's states; shortcuts
// pressed right after a keyboard selection; keyboard-only writing; screenshots to look at.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { screenshot, watchConsole } from './support/browser';
import {
  api,
  closeHostAndBrowser,
  type DemoHost,
  openHostAndBrowser,
  runAxe,
  signIn,
} from './support/demoHost';

let browser: Browser;
let host: DemoHost;
before(async () => ({ host, browser } = await openHostAndBrowser()));
after(() => closeHostAndBrowser({ host, browser }));

const COMPOSER = '[data-react="PostDiscussion"]';
const BOX = `${COMPOSER} [role="textbox"][contenteditable="true"]`;
/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A discussion's own page (not /post/discussion/…, which also contains "/discussion/"). */
const isDiscussionPage = (url: URL): boolean => /^\/discussion\/\d+/.test(url.pathname);

async function openNew(page: Page, categoryID: number): Promise<void> {
  await page.goto(`${host.url}/post/discussion/${categoryID}`);
  await page.waitForSelector(BOX);
}

/** The editor's rich2 blocks as the server stored them (GET /discussions/{id}/edit). */
async function storedSource(page: Page, id: number): Promise<string> {
  const res = await api<{ body: string; format: string }>(page, 'GET', `/discussions/${id}/edit`);
  assert.equal(res.status, 200, JSON.stringify(res.json));
  assert.equal(res.json.format, 'rich2');
  return res.json.body;
}

async function axeClean(page: Page, where: string, state: string): Promise<void> {
  const found = await runAxe(page, where);
  assert.deepEqual(
    found.map((v) => `${state}: ${v.id} (${v.help}) at ${v.nodes.slice(0, 3).join(' | ')}`),
    [],
  );
}

describe('the composer', () => {
  let discussionURL = '';
  let discussionID = 0;

  it('writes a discussion with every block, a mention and an image, and shows it on its page', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const { pageErrors } = watchConsole(page);
    await signIn(page, host, 'member');
    await openNew(page, 7);
    await axeClean(page, COMPOSER, 'empty');
    await page.getByLabel('Title').fill('Every block there is');
    const box = page.locator(BOX);
    await box.click();
    const kb = page.keyboard;
    await kb.type('## A heading');
    await kb.press('Enter');
    await kb.type('Plain ');
    await kb.press('Control+b');
    await kb.type('bold');
    await kb.press('Control+b');
    await kb.type(' ');
    await kb.press('Control+i');
    await kb.type('italic');
    await kb.press('Control+i');
    await kb.type(' ');
    await kb.press('Control+Shift+x');
    await kb.type('struck');
    await kb.press('Control+Shift+x');
    await kb.type(' ');
    await kb.press('Control+e');
    await kb.type('code()');
    await kb.press('Control+e');
    await kb.type(' site');
    // Select the word (a press may cross a mark boundary without moving, so check the selection).
    for (let i = 0; i < 8; i++) {
      if ((await page.evaluate(() => String(window.getSelection()))) === 'site') break;
      await kb.press('Shift+ArrowLeft');
    }
    assert.equal(await page.evaluate(() => String(window.getSelection())), 'site');
    await kb.press('Control+k');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await axeClean(page, COMPOSER, 'link dialog');
    const address = dialog.getByRole('textbox').first();
    await address.fill('javascript:alert(1)');
    await address.press('Enter');
    await dialog.getByRole('alert').or(dialog.locator('[aria-invalid="true"]')).first().waitFor();
    await address.fill('https://example.com/docs');
    await address.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await kb.press('End');
    await kb.type(' and @memb');
    const listbox = page.getByRole('listbox');
    await listbox.getByRole('option', { name: /member2/ }).waitFor();
    // The editing area names the open list (a textbox may not carry aria-expanded).
    assert.equal(await box.getAttribute('aria-controls'), await listbox.getAttribute('id'));
    assert.equal(await box.getAttribute('aria-autocomplete'), 'list');
    await axeClean(page, COMPOSER, 'mention listbox');
    await kb.press('ArrowDown');
    await kb.press('ArrowUp');
    const chosen = await listbox.locator('[aria-selected="true"]').innerText();
    await kb.press('Enter');
    await listbox.waitFor({ state: 'detached' });
    await kb.press('Enter');
    await kb.type('- first item');
    await kb.press('Enter');
    await kb.type('second item');
    await kb.press('Enter');
    await kb.press('Enter');
    await kb.type('1. numbered');
    await kb.press('Enter');
    await kb.press('Enter');
    await kb.type('> quoted words');
    await kb.press('Enter');
    await kb.press('Enter');
    await kb.type('```');
    await kb.type('const answer = 42;');
    await kb.press('Shift+Enter'); // leaves the code block
    await kb.type('hidden words');
    await page.getByRole('button', { name: 'Spoiler' }).click();
    await box.focus();
    await kb.press('Control+End');
    await kb.press('Enter');
    await kb.press('Enter'); // an empty paragraph leaves the spoiler
    // The image: chosen through the toolbar's file input, placed where the caret is.
    await page
      .locator(`${COMPOSER} input[type="file"]`)
      .setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: PNG });
    await page.locator(`${BOX} img[src*="/uploads/"]`).waitFor();
    await screenshot(page, 'composer-every-block');
    await axeClean(page, COMPOSER, 'filled');
    await Promise.all([
      page.waitForURL(isDiscussionPage),
      page.getByRole('button', { name: 'Post Discussion' }).click(),
    ]);
    discussionURL = page.url();
    discussionID = Number(/^\/discussion\/(\d+)/.exec(new URL(discussionURL).pathname)![1]);
    // The server's HTML of every block (spec 04 §3.2–3.5, §4.1, §5.1), as the API returns it
    // (the page's copy is upgraded by the content enhancer as it loads).
    const read = await api<{ body: string }>(page, 'GET', `/discussions/${discussionID}`);
    const html = read.json.body;
    for (const pattern of [
      /<h2 data-id="a-heading">A heading<\/h2>/,
      /<strong>bold<\/strong>/,
      /<em>italic<\/em>/,
      /<s>struck<\/s>/,
      /<code class="code codeInline" spellcheck="false" tabindex="0">code\(\)<\/code>/,
      /<a href="https:\/\/example\.com\/docs" rel="nofollow noopener ugc">site<\/a>/,
      /<ul><li>first item<\/li><li>second item<\/li><\/ul>/,
      /<ol><li>numbered<\/li><\/ol>/,
      /<blockquote class="blockquote"><div class="blockquote-content"><p class="blockquote-line">quoted words<\/p><\/div><\/blockquote>/,
      /<pre class="code codeBlock ?" spellcheck="false" tabindex="0">const answer = 42;\n<\/pre>/,
    ])
      assert.match(html, pattern);
    const chosenName = chosen.trim().split(/\s+/).pop()!;
    const parsed = await page.evaluate((body) => {
      const doc = new DOMParser().parseFromString(body, 'text/html');
      const mention = doc.querySelectorAll('a.atMention');
      const image = doc.querySelectorAll('span.embedExternal.embedImage img.embedImage-img');
      return {
        mentions: [...mention].map((a) => ({
          text: a.textContent,
          name: a.getAttribute('data-username'),
          userID: a.getAttribute('data-userid'),
          href: a.getAttribute('href'),
        })),
        spoiler: [
          ...doc.querySelectorAll('div.spoiler > div.spoiler-content > p.spoiler-line'),
        ].map((p) => p.textContent),
        spoilerButtons: doc.querySelectorAll('div.spoiler .spoiler-buttonContainer button').length,
        images: [...image].map((img) => ({
          src: img.getAttribute('src'),
          alt: img.getAttribute('alt'),
          size: img.getAttribute('data-display-size'),
        })),
        loaders: doc.querySelectorAll('.embedLinkLoader').length,
      };
    }, html);
    // The mention: 04 §4.1's a.atMention, its href built from the name.
    assert.equal(parsed.mentions.length, 1);
    assert.equal(parsed.mentions[0]!.text, `@${chosenName}`);
    assert.equal(parsed.mentions[0]!.name, chosenName);
    assert.match(parsed.mentions[0]!.userID ?? '', /^\d+$/);
    assert.equal(parsed.mentions[0]!.href, `/profile/${chosenName}`);
    // The spoiler: 04 §3.3's chrome, its words only in div.spoiler-content.
    assert.deepEqual(parsed.spoiler, ['hidden words']);
    assert.equal(parsed.spoilerButtons, 1);
    // The image: 04 §5.1's embedImage markup, showing the upload (not a failed-embed link).
    assert.equal(parsed.loaders, 0);
    assert.equal(parsed.images.length, 1);
    assert.match(parsed.images[0]!.src ?? '', /\/uploads\/\d+\/dot\.png$/);
    assert.equal(parsed.images[0]!.alt, 'dot.png');
    assert.equal(parsed.images[0]!.size, 'large');
    // …and the page shows it, loaded.
    const shown = page.locator('.fw-originalPost .fw-post-body img.embedImage-img');
    await shown.scrollIntoViewIfNeeded();
    await page.waitForFunction(
      () =>
        document.querySelector<HTMLImageElement>(
          '.fw-originalPost .fw-post-body img.embedImage-img',
        )?.complete,
    );
    assert.equal(await shown.evaluate((img: HTMLImageElement) => img.naturalWidth), 1);
    // What was stored is 04's rich2 document: an array of nodes, as the editor sent it.
    const source = JSON.parse(await storedSource(page, discussionID)) as Array<{
      type: string;
      children: unknown[];
    }>;
    assert.ok(Array.isArray(source), 'a rich2 body is a JSON array');
    assert.equal(source[0]!.type, 'h2');
    const nodes = (list: unknown[]): Array<Record<string, unknown>> =>
      (list as Array<Record<string, unknown>>).flatMap((n) => [
        n,
        ...nodes(Array.isArray(n.children) ? n.children : []),
      ]);
    const all = nodes(source);
    const stored = all.find((n) => n.type === '@');
    assert.equal(stored?.name, chosenName);
    assert.deepEqual(stored?.children, [{ text: '' }]);
    const card = all.find((n) => n.type === 'rich_embed_card');
    assert.equal((card?.embedData as { embedType?: string } | undefined)?.embedType, 'image');
    assert.equal(card?.dataSourceType, 'image');
    await screenshot(page, 'composer-posted-discussion');
    assert.deepEqual(pageErrors, []);
    await page.close();
  });

  it('edits the discussion, showing the time left, and saves a new title', async () => {
    const page = await browser.newPage();
    await signIn(page, host, 'member');
    await page.goto(`${host.url}/post/editdiscussion/${discussionID}`);
    await page.waitForSelector(BOX);
    await page
      .getByText(/left to edit|remaining|edit for/i)
      .first()
      .waitFor();
    assert.match(await page.locator(BOX).innerText(), /A heading/);
    await page.getByLabel('Title').fill('Every block, edited');
    await page.locator(BOX).click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' More.');
    await Promise.all([
      page.waitForURL(isDiscussionPage),
      page.getByRole('button', { name: 'Save' }).click(),
    ]);
    assert.match(await page.content(), /Every block, edited/);
    // Someone else may not: the server answers the page with a refusal.
    const other = await browser.newPage();
    await signIn(other, host, 'member2');
    const res = await other.goto(`${host.url}/post/editdiscussion/${discussionID}`);
    assert.equal(res?.status(), 403);
    await other.close();
    // A moderator may.
    const mod = await browser.newPage();
    await signIn(mod, host, 'moderator');
    await mod.goto(`${host.url}/post/editdiscussion/${discussionID}`);
    await mod.waitForSelector(BOX);
    await mod.close();
    await page.close();
  });

  it('posts a comment with a quote of the discussion', async () => {
    const page = await browser.newPage();
    await signIn(page, host, 'member2');
    await page.goto(discussionURL);
    const box = page.locator('[data-react="CommentBox"] [role="textbox"][contenteditable="true"]');
    await box.waitFor();
    // The post page (issue 18) will have Quote buttons; a site script raises the same event.
    await page.evaluate((id) => {
      document.dispatchEvent(
        new CustomEvent('fw:comment-quote', {
          detail: { recordType: 'discussion', recordID: id, discussionID: id },
        }),
      );
    }, discussionID);
    await box.locator('blockquote').first().waitFor();
    await box.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('I agree with this.');
    await axeClean(page, '[data-react="CommentBox"]', 'comment with quote');
    // The typed text is on the page before the post (in the editor), so wait for the answer.
    const created = page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/v2/comments',
    );
    await page.getByRole('button', { name: 'Post Comment' }).click();
    assert.equal((await created).status(), 201);
    await page.getByText('I agree with this.').last().waitFor();
    const comments = await api<Array<{ body: string }>>(
      page,
      'GET',
      `/comments?discussionID=${discussionID}`,
    );
    const last = comments.json[comments.json.length - 1]!;
    assert.match(last.body, /^<blockquote class="blockquote"><div class="blockquote-content">/);
    assert.match(last.body, /I agree with this\./);
    assert.equal((await box.innerText()).trim(), '');
    await screenshot(page, 'composer-comment-posted');
    await page.close();
  });

  it('refuses a too-big file and a wrong extension before sending, and shows a server 413', async () => {
    const page = await browser.newPage();
    await signIn(page, host, 'member');
    await openNew(page, 6);
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/v2/media')) sent.push(r.method());
    });
    const input = page.locator(`${COMPOSER} input[type="file"]`);
    await input.setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(2 * 1024 * 1024 + 1),
    });
    const tray = page.getByRole('list', { name: 'Uploads' });
    await tray.getByText('The uploaded file was too big (max 2 MB).').waitFor();
    await input.setInputFiles({
      name: 'tool.exe',
      mimeType: 'application/octet-stream',
      buffer: PNG,
    });
    await tray
      .getByText(
        /The uploaded file did not have an allowed extension\. Only the following extensions are allowed\. jpg, jpeg/,
      )
      .waitFor();
    assert.deepEqual(sent, []);
    // The server refuses a file the client let through.
    await page.route('**/api/v2/media', (route) =>
      route.fulfill({
        status: 413,
        json: { message: 'The uploaded file was too big (max 2 MB).', status: 413 },
      }),
    );
    await page.locator(BOX).click();
    await page.keyboard.type('Text stays.');
    await input.setInputFiles({ name: 'ok.png', mimeType: 'image/png', buffer: PNG });
    const retry = page.getByRole('button', { name: /Retry.*ok\.png/ });
    await retry.waitFor();
    await axeClean(page, COMPOSER, 'upload failed');
    await screenshot(page, 'composer-upload-errors');
    await page.unroute('**/api/v2/media');
    await retry.click();
    await page.locator(`${BOX} img[src*="/uploads/"]`).waitFor();
    assert.match(await page.locator(BOX).innerText(), /Text stays\./);
    await page.close();
  });

  it('uploads a base64 image in pasted HTML and posts its card where the image was', async () => {
    const page = await browser.newPage();
    await signIn(page, host, 'member');
    await openNew(page, 7);
    await page.getByLabel('Title').fill('A pasted data image');
    const box = page.locator(BOX);
    await box.click();
    const isUpload = (url: string, method: string): boolean =>
      url.includes('/api/v2/media') && method === 'POST';
    const sent = page.waitForRequest((r) => isUpload(r.url(), r.method()));
    const answered = page.waitForResponse((r) => isUpload(r.url(), r.request().method()));
    await box.evaluate((element, png) => {
      const data = new DataTransfer();
      data.setData(
        'text/html',
        `<p>Before</p><img src="data:image/png;base64,${png}"><p>After</p>`,
      );
      const event = new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }); // prettier-ignore
      element.dispatchEvent(event);
    }, PNG.toString('base64'));
    // Chromium does not expose a file's bytes in the request: the server's copy is compared.
    assert.match((await sent).headers()['content-type'] ?? '', /^multipart\/form-data/);
    const response = await answered;
    assert.equal(response.status(), 201);
    const media = (await response.json()) as { name: string; url: string };
    assert.equal(media.name, 'pasted-image-1.png');
    const file = await page.request.get(new URL(media.url, host.url).href);
    assert.deepEqual(await file.body(), PNG);
    await page.locator(`${BOX} img[src*="/uploads/"]`).waitFor();
    const blocks = await box.evaluate((element) =>
      [...element.children].map((child) => child.textContent || child.tagName.toLowerCase()),
    );
    assert.deepEqual(blocks.slice(0, 3), ['Before', 'img', 'After']);
    assert.doesNotMatch(await box.innerHTML(), /data:/);
    await Promise.all([
      page.waitForURL(isDiscussionPage),
      page.getByRole('button', { name: 'Post Discussion' }).click(),
    ]);
    const id = Number(/^\/discussion\/(\d+)/.exec(new URL(page.url()).pathname)![1]);
    const stored = JSON.parse(await storedSource(page, id)) as Array<{
      type: string;
      url?: string;
    }>;
    assert.deepEqual(
      stored.map((node) => node.type),
      ['p', 'rich_embed_card', 'p'],
    );
    assert.match(stored[1]!.url ?? '', /\/uploads\/\d+\/pasted-image-1\.png$/);
    assert.doesNotMatch(JSON.stringify(stored), /data:/);
    await page.close();
  });

  it('applies each shortcut to the selection just made, keys pressed back to back', async () => {
    // The browser moves a Shift+Arrow selection itself and reports it in a selectionchange
    // event, a task later; a shortcut pressed at once must still act on that selection.
    const page = await browser.newPage();
    const { pageErrors } = watchConsole(page);
    await signIn(page, host, 'member');
    await openNew(page, 7);
    const box = page.locator(BOX);
    await box.click();
    const kb = page.keyboard;
    const lastParagraph = (): Promise<string> => box.locator('p').last().innerHTML();
    const selectWorld = async (): Promise<void> => {
      await kb.type('hello world');
      for (let i = 0; i < 5; i++) await kb.press('Shift+ArrowLeft');
    };
    const marks: Array<[string, string]> = [
      ['Control+b', 'hello <strong>world</strong>'],
      ['Control+i', 'hello <em>world</em>'],
      ['Control+Shift+x', 'hello <s>world</s>'],
      ['Control+e', 'hello <code>world</code>'],
    ];
    // Three rounds: before the fix the stale selection showed in some presses, not in all (a
    // probe: two rounds of six; this test: its first case in one run of two).
    const cases = [...marks, ...marks, ...marks];
    for (const [index, [shortcut, expected]] of cases.entries()) {
      if (index > 0) {
        await kb.press('End');
        await kb.press('Enter');
      }
      await selectWorld();
      await kb.press(shortcut);
      assert.equal(await lastParagraph(), expected, shortcut);
      assert.equal(await page.evaluate(() => String(window.getSelection())), 'world', shortcut);
    }
    // Control+k: the link form opens for "world", and the address links exactly that word.
    await kb.press('End');
    await kb.press('Enter');
    await selectWorld();
    await kb.press('Control+k');
    const dialog = page.getByRole('dialog');
    const address = dialog.getByRole('textbox').first();
    await address.fill('https://example.com/world');
    await address.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    assert.equal(
      await lastParagraph(),
      'hello <a href="https://example.com/world" rel="nofollow noopener">world</a>',
    );
    assert.equal(await box.locator('p').count(), cases.length + 1);
    assert.deepEqual(pageErrors, []);
    await page.close();
  });

  it('is written by keyboard alone, and fits 375 px', async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
    await signIn(page, host, 'member2');
    await openNew(page, 6);
    await page.getByLabel('Title').focus();
    await page.keyboard.type('Typed without a mouse');
    // Tab on until the editing area has the focus.
    for (let i = 0; i < 40; i++) {
      const inBox = await page.evaluate(
        (sel) => document.activeElement === document.querySelector(sel),
        BOX,
      );
      if (inBox) break;
      await page.keyboard.press('Tab');
    }
    assert.ok(
      await page.evaluate((sel) => document.activeElement === document.querySelector(sel), BOX),
      'the editing area is reachable by Tab',
    );
    await page.keyboard.type('Body by keyboard.');
    // Tab leaves the editor (no trap), and reaches the Post button.
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press('Tab');
      const name = await page.evaluate(() => document.activeElement?.textContent ?? '');
      if (/Post Discussion/.test(name)) break;
    }
    assert.match(
      await page.evaluate(() => document.activeElement?.textContent ?? ''),
      /Post Discussion/,
    );
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(scrollWidth <= 375, `no sideways scrolling at 375 px (${scrollWidth})`);
    await axeClean(page, COMPOSER, '375 px');
    await screenshot(page, 'composer-375');
    await Promise.all([page.waitForURL(isDiscussionPage), page.keyboard.press('Enter')]);
    assert.match(await page.content(), /Body by keyboard\./);
    await page.close();
  });

  it('is refused to a banned user and to guests', async () => {
    const page = await browser.newPage();
    const res = await page.goto(`${host.url}/post/discussion/1`);
    assert.match(page.url(), /\/entry\/signin/, `a guest is sent to sign in (${res?.status()})`);
    await signIn(page, host, 'banned-user');
    const banned = await page.goto(`${host.url}/post/discussion/1`);
    assert.ok([401, 403].includes(banned?.status() ?? 0), `banned: ${banned?.status()}`);
    assert.equal(await page.locator(BOX).count(), 0);
    await page.close();
  });
});
