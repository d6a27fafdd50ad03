// API faults, the search results page (issue 20, SearchResults on /search). Every call the page
// makes is forced to each answer of support/faults.ts (500, 403, 404, 408, a CDN page, malformed
// JSON, a network error, a hang). The page shows its error state (or, for a lookup, says the
// suggestions could not be loaded), keeps what the user typed and the address, and recovers on
// Retry; nothing throws uncaught and the title bar keeps working.
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
  for (const fault of FAULTS) {
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
      } else if (fault.name === '408') {
        // 408 counts as success (01 §7), but its body is no list: the page shows an answer or
        // its error state, and keeps working.
        await answer(page).or(widget(page).getByRole('alert')).first().waitFor();
      } else {
        await widget(page).getByRole('alert').first().waitFor();
        const text = await widget(page).innerText();
        // A 404 from the search is shown as the kit's not-found page.
        assert.match(
          text,
          fault.name === '404' ? /could not be found/ : (FAULT_TEXT[fault.name] ?? /\S/),
        );
        if (fault.name === '500') await screenshot(page, 'search-results-error');
        assert.equal(await field.inputValue(), 'install');
        assert.match(page.url(), /query=install&types=question/);
        await release();
        const retry = widget(page).getByRole('button', { name: /Retry|Sign In/ });
        if ((await retry.count()) > 0 && /Retry/.test(await retry.first().innerText())) {
          const answered = page.waitForResponse(
            (r) => new URL(r.url()).pathname === '/api/v2/search',
          );
          await retry.first().click();
          assert.equal((await answered).status(), 200);
          await answer(page).waitFor();
        }
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
  for (const lookup of lookups) {
    it(`${lookup.path}: every failing answer leaves the field usable and the results shown`, async () => {
      const page = await browser.newPage();
      const { pageErrors } = watchConsole(page);
      const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v2/search');
      await page.goto(`${host.url}/search?query=the`);
      await answered;
      await widget(page).getByRole('list', { name: 'Results' }).waitFor();
      const field = widget(page).getByRole('textbox', { name: lookup.label, exact: true });
      for (const fault of FAULTS.filter((f) => f.name !== '408')) {
        const release = await faultOn(page, lookup.path, 'GET', fault.apply);
        const asked = page.waitForRequest(
          (r) => new URL(r.url()).pathname === `/api/v2${lookup.path}`,
        );
        await field.fill(`${lookup.typed}${fault.name}`);
        await asked;
        if (fault.name !== 'hang') {
          // The mention lookup treats a refusal below 500 as "no suggestions" (01 §8).
          await widget(page)
            .getByText(/Suggestions could not be loaded\.|No matches\./)
            .first()
            .waitFor();
        }
        assert.equal(await field.inputValue(), `${lookup.typed}${fault.name}`);
        await release();
      }
      await widget(page).getByRole('list', { name: 'Results' }).waitFor();
      await titleBarWorks(page, 'still here');
      assert.deepEqual(pageErrors, []);
      await page.close();
    });
  }

  it('GET /categories/{id}: a failing name load keeps the chip as "Category 3"', async () => {
    for (const fault of FAULTS.filter((f) => f.name !== '408' && f.name !== 'hang')) {
      const page = await browser.newPage();
      const { pageErrors } = watchConsole(page);
      await faultOn(page, '/categories/3', 'GET', fault.apply);
      await page.goto(`${host.url}/search?query=the&categoryIDs=3`);
      await widget(page).getByText('Category 3').waitFor();
      await widget(page).getByRole('list', { name: 'Results' }).waitFor();
      assert.deepEqual(pageErrors, [], fault.name);
      await page.close();
    }
  });
});
