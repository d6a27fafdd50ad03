// Spec 04's example documents in the composer on the demo host (issue 32 §4): each fixture is
// stored as a discussion's rich2 body, opened for editing, shown with its text, and saved
// unchanged; the body the composer sends back is the same JSON, key order aside.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
// Key order does not count: the converter's own comparison (every object's keys sorted).
import { stableJson as stable } from '@/features/composer/editor/wire/slate';
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
const DIR = path.join(import.meta.dirname, '../../api/fixtures/rich2');

interface Fixture {
  file: string;
  name: string;
  rich2: unknown[];
}

const fixtures: Fixture[] = readdirSync(DIR)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((file) => ({ file, ...JSON.parse(readFileSync(path.join(DIR, file), 'utf8')) }));

/** Void and embed elements whose children are not text a reader sees. */
const NOT_SHOWN = new Set(['@', 'rich_embed_card', 'rich_embed_inline', 'legacy_emoji_image']);

/** The visible words of a document: each leaf's text outside void and embed elements. */
function wordsOf(nodes: unknown[], out: string[] = []): string[] {
  for (const node of nodes) {
    if (!node || typeof node !== 'object') continue;
    const n = node as { type?: string; text?: unknown; children?: unknown[] };
    if (typeof n.text === 'string') out.push(...n.text.split(/\s+/).filter((w) => w.length > 0));
    else if (Array.isArray(n.children) && !NOT_SHOWN.has(String(n.type))) wordsOf(n.children, out);
  }
  return out;
}

const isEmptyDocument = (doc: unknown[]): boolean =>
  stable(doc) === stable([{ type: 'p', children: [{ text: '' }] }]);

describe("spec 04's fixtures in the composer", () => {
  it('opens each fixture with its text and saves it back unchanged', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const { pageErrors } = watchConsole(page);
    await signIn(page, host, 'member');
    const failures: string[] = [];
    let checked = 0;
    for (const fixture of fixtures) {
      // The empty document is refused as a post (04 §3.1); the unit round trip covers it.
      if (isEmptyDocument(fixture.rich2)) continue;
      const created = await api<{ discussionID: number }>(page, 'POST', '/discussions', {
        name: `Fixture ${fixture.file}`,
        categoryID: 7,
        format: 'rich2',
        body: JSON.stringify(fixture.rich2),
      });
      assert.equal(created.status, 201, `${fixture.file}: ${JSON.stringify(created.json)}`);
      const id = created.json.discussionID;
      await page.goto(`${host.url}/post/editdiscussion/${id}`);
      const box = page.locator(BOX);
      await box.waitFor();
      const shown = (await box.innerText()).replace(/\s+/g, ' ');
      const missing = wordsOf(fixture.rich2).filter((w) => !shown.includes(w));
      if (missing.length > 0)
        failures.push(`${fixture.file}: not shown: ${missing.slice(0, 5).join(' ')}`);
      const patch = page.waitForRequest(
        (r) => r.method() === 'PATCH' && new URL(r.url()).pathname === `/api/v2/discussions/${id}`,
      );
      await page.getByRole('button', { name: 'Save' }).click();
      const sent = JSON.parse((await patch).postData() ?? '{}') as {
        body?: string;
        format?: string;
      };
      assert.equal(sent.format, 'rich2', fixture.file);
      const back = JSON.parse(sent.body ?? 'null') as unknown;
      if (stable(back) !== stable(fixture.rich2)) {
        failures.push(`${fixture.file}: sent back ${stable(back).slice(0, 300)}`);
      }
      await page.waitForURL((url) => /^\/discussion\/\d+/.test(url.pathname));
      checked++;
    }
    assert.deepEqual(failures, []);
    assert.equal(checked, fixtures.length - 1);
    assert.deepEqual(pageErrors, []);
    await page.close();
  });
});
