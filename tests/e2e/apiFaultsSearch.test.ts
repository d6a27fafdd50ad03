// API faults, the search results page (issue 20, SearchResults on /search; issue 30 §2), with
// the faults that need a real page: GET /search refused (500), unanswered (network), answered
// 408, and hanging until a new search cancels it; the filter lookups and the name of a category
// the address names, refused (500). The page shows its error state (or, for a lookup, says the
// suggestions could not be loaded), keeps what the user typed and the address, and recovers on
// Retry; nothing throws uncaught and the title bar keeps working. The other faults of these
// calls are one path per call: tests/unit/widgets/SearchResults/searchFaults.test.tsx shows
// each, tests/unit/api/faultMatrix.test.ts every call × every fault.
//
// The calls (read from src/features/search, widgets/SearchResults and the lookups it uses):
//   GET /search                 the results (abortable)
//   GET /categories/search      the category filter's suggestions
//   GET /users/by-names         the author filter's suggestions
//   GET /tags                   the tag filter's suggestions
//   GET /categories/{id}        the name of a category the address names
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { screenshot, watchConsole } from './support/browser';
import { closeHostAndBrowser, type DemoHost, openHostAndBrowser } from './support/demoHost';
import { FAULT_TEXT, FAULTS, faultOn, titleBarWorks } from './support/faults';

const KEPT = FAULTS.filter((f) => ['500', 'network', '408', 'hang'].includes(f.name));
const F500 = FAULTS.find((f) => f.name === '500')!;
const HANG = FAULTS.find((f) => f.name === 'hang')!;

let browser: Browser;
let host: DemoHost;

before(async () => ({ host, browser } = await openHostAndBrowser()));
after(() => closeHostAndBrowser({ host, browser }));

const widget = (page: Page) => page.locator('[data-react="SearchResults"]');
/** The answer shown: the list, or the empty text when nothing matched. */
const answer = (page: Page) =>
  widget(page)
    .getByRole('list', { name: 'Results' })
    .or(widget(page).locator('.fw-searchResults-empty'))
    .first();

describe('API faults: GET /search', () => {
  for (const fault of KEPT) {
    it(`shows the ${fault.name} answer's state, keeps the search and recovers on Retry`, async () => {
      const page = await browser.newPage();
      const { pageErrors } = watchConsole(page);
      const release = await faultOn(page, '/search', 'GET', fault.apply);
      const asked = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/v2/search');
      await page.goto(`${host.url}/search?query=install&types=question`);
      await asked;
      await page.evaluate(() => window.ForumWidgets!.ready);
      const field = widget(page).getByRole('searchbox', { name: 'Search for' });
      if (fault.name === 'hang') {
        // Still loading, still usable: a new search aborts the hung one and is answered.
        await widget(page).getByRole('status', { name: 'Loading results' }).waitFor();
        await release();
        await field.fill('toolbar');
        const answered = page.waitForResponse(
          (r) => new URL(r.url()).pathname === '/api/v2/search',
        );
        await field.press('Enter');
        assert.equal((await answered).status(), 200);
        await answer(page).waitFor();
      } else {
        // A 408 counts as success (01 §7), but its body is no list: the body's message.
        await widget(page).getByRole('alert').first().waitFor();
        const says: Record<string, RegExp> = {
          '500': FAULT_TEXT['500']!,
          network: /Something went wrong while contacting the server\./,
          '408': /Request timeout/,
        };
        assert.match(await widget(page).innerText(), says[fault.name]!);
        if (fault.name === '500') await screenshot(page, 'search-results-error');
        assert.equal(await field.inputValue(), 'install');
        assert.match(page.url(), /query=install&types=question/);
        await release();
        const answered = page.waitForResponse(
          (r) => new URL(r.url()).pathname === '/api/v2/search',
        );
        await widget(page).getByRole('button', { name: 'Retry' }).click();
        assert.equal((await answered).status(), 200);
        await answer(page).waitFor();
      }
      await titleBarWorks(page, 'still here');
      assert.deepEqual(pageErrors, []);
      await page.close();
    });
  }
});

describe('API faults: the filter lookups', () => {
  const lookups = [
    { path: '/categories/search', label: 'Categories', typed: 'Help' },
    { path: '/users/by-names', label: 'Authors', typed: 'ana' },
    { path: '/tags', label: 'Tags', typed: 'Bu' },
  ];
  it('refused (500), each lookup says the suggestions could not be loaded and keeps the field usable; a hanging one too; the results stay', async () => {
    const page = await browser.newPage();
    const { pageErrors } = watchConsole(page);
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v2/search');
    await page.goto(`${host.url}/search?query=the`);
    await answered;
    await widget(page).getByRole('list', { name: 'Results' }).waitFor();
    for (const lookup of lookups) {
      const field = widget(page).getByRole('textbox', { name: lookup.label, exact: true });
      for (const fault of [F500, HANG]) {
        const release = await faultOn(page, lookup.path, 'GET', fault.apply);
        const asked = page.waitForRequest(
          (r) => new URL(r.url()).pathname === `/api/v2${lookup.path}`,
        );
        await field.fill(`${lookup.typed}${fault.name}`);
        await asked;
        if (fault === F500)
          await widget(page).getByText('Suggestions could not be loaded.').first().waitFor();
        assert.equal(await field.inputValue(), `${lookup.typed}${fault.name}`);
        await release();
      }
      await field.fill('');
    }
    await widget(page).getByRole('list', { name: 'Results' }).waitFor();
    await titleBarWorks(page, 'still here');
    assert.deepEqual(pageErrors, []);
    await page.close();
  });

  it('GET /categories/{id}: a refused name load (500) keeps the chip as "Category 3"', async () => {
    const page = await browser.newPage();
    const { pageErrors } = watchConsole(page);
    const named = page.waitForEvent('requestfinished', {
      predicate: (r) => new URL(r.url()).pathname === '/api/v2/categories/3',
    });
    await faultOn(page, '/categories/3', 'GET', F500.apply);
    await page.goto(`${host.url}/search?query=the&categoryIDs=3`);
    await named;
    await widget(page).getByText('Category 3').waitFor();
    await widget(page).getByRole('list', { name: 'Results' }).waitFor();
    assert.deepEqual(pageErrors, []);
    await page.close();
  });
});
