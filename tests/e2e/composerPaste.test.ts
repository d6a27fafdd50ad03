// Plain-text paste in the composer on the demo host (04 §7, last paragraph; §4.3): Markdown
// with a mention, then CSV, pasted as text only; the stored rich2 body has the heading, the
// list, the completed mention and 04 §3.3's table.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Locator } from 'playwright-core';
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

/** A paste event whose clipboard holds only `text/plain`. */
async function pasteText(box: Locator, text: string): Promise<void> {
  await box.evaluate((element, value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    const event = new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }); // prettier-ignore
    element.dispatchEvent(event);
  }, text);
}

interface Node {
  type?: string;
  text?: string;
  userID?: number;
  name?: string;
  children?: Node[];
}

describe('plain-text paste in the composer', () => {
  it('posts pasted Markdown with a mention, and a pasted CSV as a table', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const { pageErrors } = watchConsole(page);
    await signIn(page, host, 'member');
    await page.goto(`${host.url}/post/discussion/7`);
    const box = page.locator(BOX);
    await box.waitFor();
    await page.getByLabel('Title').fill('Pasted text');
    await box.click();

    const lookup = page.waitForResponse((r) => r.url().includes('/api/v2/users/by-names'));
    await pasteText(box, '## Plan\n\n- **one**\n- two\n\nThanks @member2, see <div>x</div>');
    assert.equal(new URL((await lookup).url()).searchParams.get('name'), 'member2');
    await box.locator('h2', { hasText: 'Plan' }).waitFor();
    await box.locator('.fw-rich-mention[data-userid="4"]').waitFor();
    await pasteText(box, 'City,Country\n"Oslo, capital",Norway\nLyon,France\n');
    await box.locator('.fw-rich-opaque', { hasText: 'Oslo, capital' }).waitFor();

    await Promise.all([
      page.waitForURL((url) => /^\/discussion\/\d+/.test(url.pathname)),
      page.getByRole('button', { name: 'Post Discussion' }).click(),
    ]);
    const id = Number(/^\/discussion\/(\d+)/.exec(new URL(page.url()).pathname)![1]);
    const res = await api<{ body: string; format: string }>(page, 'GET', `/discussions/${id}/edit`); // prettier-ignore
    assert.equal(res.json.format, 'rich2');
    const stored = JSON.parse(res.json.body) as Node[];
    assert.deepEqual(
      stored.map((node) => node.type),
      ['h2', 'ul', 'p', 'table'],
    );
    const thanks = stored[2]!.children!;
    assert.deepEqual(thanks[0], { text: 'Thanks ' });
    assert.equal(thanks[1]!.type, '@');
    assert.equal(thanks[1]!.userID, 4);
    assert.equal(thanks[1]!.name, 'member2');
    assert.deepEqual(thanks.slice(2), [{ text: ' , see <div>x</div>' }]);
    const cells = (type: string, texts: string[]): Node => ({
      type: 'tr',
      children: texts.map((text) => ({ type, children: [{ type: 'p', children: [{ text }] }] })),
    });
    assert.deepEqual(stored[3], {
      type: 'table',
      children: [
        { type: 'thead', children: [cells('th', ['City', 'Country'])] },
        { type: 'tbody', children: [cells('td', ['Oslo, capital', 'Norway']), cells('td', ['Lyon', 'France'])] }, // prettier-ignore
      ],
    });
    // The page shows the table the server rendered.
    await page.locator('table td', { hasText: 'Oslo, capital' }).first().waitFor();
    assert.deepEqual(pageErrors, []);
    await page.close();
  });
});
