// Editing a post stored in another format than rich2 on the demo host (04 §2 last rule): the
// composer opens the rendered HTML, says that saving converts the post, and the server then
// holds rich2.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { watchConsole } from './support/browser';
import {
  api,
  closeHostAndBrowser,
  type DemoHost,
  openHostAndBrowser,
  signIn,
} from './support/demoHost';

let browser: Browser;
let host: DemoHost;
before(async () => ({ host, browser } = await openHostAndBrowser()));
after(() => closeHostAndBrowser({ host, browser }));

const BOX = '[data-react="PostDiscussion"] [role="textbox"][contenteditable="true"]';
const NOTICE = 'This post was written in Markdown. Saving it will convert it to rich text.';

describe('editing a post of another format', () => {
  it('opens a Markdown discussion with the notice and saves it as rich2', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const { pageErrors } = watchConsole(page);
    await signIn(page, host, 'member');
    const created = await api<{ discussionID: number }>(page, 'POST', '/discussions', {
      name: 'Written in Markdown',
      body: 'First line\nsecond line\n\nA second paragraph',
      format: 'markdown',
      categoryID: 7,
    });
    assert.equal(created.status, 201, JSON.stringify(created.json));
    const id = created.json.discussionID;

    await page.goto(`${host.url}/post/editdiscussion/${id}`);
    const box = page.locator(BOX);
    await box.waitFor();
    await page.getByText(NOTICE).waitFor();
    const described = await box.evaluate((element) =>
      (element.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((ref) => document.getElementById(ref)?.textContent)
        .join(' '),
    );
    assert.equal(described, NOTICE);
    assert.deepEqual(await box.locator('p').allInnerTexts(), [
      'First line\nsecond line',
      'A second paragraph',
    ]);

    const saved = page.waitForResponse(
      (res) => res.request().method() === 'PATCH' && res.url().endsWith(`/discussions/${id}`),
    );
    await page.getByRole('button', { name: 'Save' }).click();
    assert.equal((await saved).status(), 200);
    await page.waitForURL((url) => /^\/discussion\/\d+/.test(url.pathname));

    const source = await api<{ body: string; format: string }>(
      page,
      'GET',
      `/discussions/${id}/edit`,
    );
    assert.equal(source.json.format, 'rich2');
    assert.deepEqual(JSON.parse(source.json.body), [
      { type: 'p', children: [{ text: 'First line\nsecond line' }] },
      { type: 'p', children: [{ text: 'A second paragraph' }] },
    ]);

    // Opened again, it is rich2: no notice.
    await page.goto(`${host.url}/post/editdiscussion/${id}`);
    await box.waitFor();
    assert.equal(await page.getByText(NOTICE).count(), 0);
    assert.deepEqual(pageErrors, []);
    await page.close();
  });
});
