// The search results page (issue 20): SearchResults on /search. As a guest and a member, against
// the real demo host: the address and the server's answer agree as the user refines (checked by
// asking GET /search with the same parameters), the pager, Back, empty and error states, hostile
// result fields, axe, keyboard only and 375 px.
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

interface Result {
  name: string;
  categoryID: number;
  recordType: string;
  type: string;
}

let browser: Browser;
let host: DemoHost;

before(async () => ({ host, browser } = await openHostAndBrowser()));
after(() => closeHostAndBrowser({ host, browser }));

const widget = (page: Page) => page.locator('[data-react="SearchResults"]');
const resultList = (page: Page) => widget(page).getByRole('list', { name: 'Results' });

async function newPage(as?: string, width = 1280): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  if (as) await signIn(page, host, as);
  return page;
}

/** Opens /search?<qs> and waits for the widget's first answer from GET /search. */
async function openSearch(page: Page, qs: string): Promise<void> {
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v2/search');
  await page.goto(`${host.url}/search?${qs}`);
  await answered;
  await page.evaluate(() => window.ForumWidgets!.ready);
}

/** The names the widget lists, once its list shows. */
async function shownNames(page: Page): Promise<string[]> {
  await resultList(page).or(widget(page).locator('.fw-searchResults-empty')).first().waitFor();
  return resultList(page).locator('.fw-searchResult-title').allInnerTexts();
}

/** What GET /search answers for the page's current address, as the same viewer. */
async function serverNames(page: Page): Promise<string[]> {
  const params = new URLSearchParams(new URL(page.url()).search);
  const qs = new URLSearchParams();
  for (const [key, value] of params) {
    if (key === 'startDate' || key === 'endDate') continue;
    const list = ['types', 'categoryIDs', 'tags', 'authors', 'insertUserIDs'].includes(key);
    if (list) for (const v of value.split(',')) qs.append(`${key}[]`, v);
    else qs.append(key, value === '1' ? 'true' : value);
  }
  qs.set('limit', '10');
  qs.append('expand[]', 'breadcrumbs');
  const res = await api<Result[]>(page, 'GET', `/search?${qs.toString()}`);
  assert.equal(res.status, 200);
  return res.json.map((r) => r.name);
}

/** Waits for the GET /search a refinement sends, and for the list to show its answer. */
async function refine(page: Page, act: () => Promise<void>): Promise<void> {
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v2/search');
  await act();
  await answered;
  await resultList(page).or(widget(page).locator('.fw-searchResults-empty')).first().waitFor();
}

describe('SearchResults as a guest', () => {
  it('shows what the address asks for, and refining writes the address the server agrees with', async () => {
    const page = await newPage();
    const log = watchConsole(page);
    await openSearch(page, 'query=the');
    assert.deepEqual(await shownNames(page), await serverNames(page));
    const first = widget(page).locator('.fw-searchResult').first();
    assert.ok(await first.locator('.fw-searchResult-crumbs a').first().getAttribute('href'));
    assert.match(await widget(page).locator('.fw-pager-result').first().innerText(), /1 - 10 of/);
    await screenshot(page, 'search-results-guest');

    // A type filter: the address and the server's answer move together.
    await refine(page, () => widget(page).getByRole('checkbox', { name: 'Questions' }).check());
    assert.match(page.url(), /[?&]types=question/);
    const questions = await shownNames(page);
    assert.ok(questions.length > 0);
    assert.deepEqual(questions, await serverNames(page));

    // A category through the category search (03 §7), with its subcategories.
    await widget(page).getByRole('checkbox', { name: 'Questions' }).uncheck();
    await resultList(page).waitFor();
    await widget(page).getByRole('textbox', { name: 'Categories', exact: true }).fill('Help');
    await refine(page, () =>
      widget(page)
        .getByRole('button', { name: /^Help & Support/ })
        .first()
        .click(),
    );
    await refine(page, () =>
      widget(page).getByRole('checkbox', { name: 'Include subcategories' }).check(),
    );
    assert.match(page.url(), /categoryIDs=3/);
    assert.match(page.url(), /includeChildCategories=1/);
    assert.deepEqual(await shownNames(page), await serverNames(page));
    assert.equal(
      await widget(page).getByRole('checkbox', { name: 'Only followed categories' }).count(),
      0,
      'a guest follows nothing',
    );

    // Page 2, then Back to page 1.
    const page1 = await shownNames(page);
    await refine(page, () => widget(page).getByRole('button', { name: 'Next' }).first().click());
    assert.match(page.url(), /[?&]page=2/);
    const page2 = await shownNames(page);
    assert.notDeepEqual(page2, page1);
    assert.deepEqual(page2, await serverNames(page));
    await page.goBack();
    await page.waitForURL((url) => !url.search.includes('page=2'));
    assert.deepEqual(await shownNames(page), page1);
    assert.deepEqual(log.pageErrors, []);
    await page.close();
  });

  it('never shows a guest what only staff may see', async () => {
    const page = await newPage();
    await openSearch(page, 'query=e&categoryIDs=8&includeChildCategories=1');
    await widget(page).getByText('No results for “e”.').waitFor();
    await page.close();
  });

  it('says so when nothing matches, and shows the mixing warning', async () => {
    const page = await newPage();
    await openSearch(page, 'query=zzqqxxnothing&domain=knowledge&tags=Bug');
    await widget(page).getByText('No results for “zzqqxxnothing”.').waitFor();
    await widget(page)
      .getByText(
        'Discussion options (type, categories, tags) do not apply to articles and were ignored.',
      )
      .waitFor();
    await screenshot(page, 'search-results-empty');
    await page.close();
  });
});

describe('SearchResults as a member', () => {
  it('filters by author and followed categories, in agreement with the server', async () => {
    const page = await newPage('member');
    await openSearch(page, 'query=e');
    await widget(page).getByRole('textbox', { name: 'Authors', exact: true }).fill('ana');
    await refine(page, () => widget(page).getByRole('button', { name: 'ana-garcia' }).click());
    assert.match(page.url(), /authors=ana-garcia/);
    assert.deepEqual(await shownNames(page), await serverNames(page));
    await refine(page, () =>
      widget(page).getByRole('checkbox', { name: 'Only followed categories' }).check(),
    );
    assert.match(page.url(), /followedCategories=1/);
    assert.deepEqual(await shownNames(page), await serverNames(page));
    await screenshot(page, 'search-results-member');
    await page.close();
  });

  it('is axe clean, works by keyboard alone and fits 375 px', async () => {
    const page = await newPage('member');
    await openSearch(page, 'query=the');
    await resultList(page).waitFor();
    assert.deepEqual(await runAxe(page, '[data-react="SearchResults"]'), []);

    // Keyboard: type a new search in the page's field and submit it with Enter.
    const field = widget(page).getByRole('searchbox', { name: 'Search for' });
    await field.focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('install');
    await refine(page, () => page.keyboard.press('Enter'));
    assert.match(page.url(), /query=install/);
    assert.deepEqual(await shownNames(page), await serverNames(page));
    // Tab reaches the Comments box; Space ticks it.
    const comments = widget(page).getByRole('checkbox', { name: 'Comments' });
    for (
      let i = 0;
      i < 12 && !(await comments.evaluate((el) => el === document.activeElement));
      i += 1
    )
      await page.keyboard.press('Tab');
    await refine(page, () => page.keyboard.press('Space'));
    assert.match(page.url(), /types=comment/);

    const narrow = await newPage('member', 375);
    await openSearch(narrow, 'query=the');
    await resultList(narrow).waitFor();
    const overflow = await narrow.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow}px`);
    await screenshot(narrow, 'search-results-375');
    await narrow.close();
    await page.close();
  });

  it('shows hostile result fields as text and runs nothing', async () => {
    const page = await newPage('member');
    const hostile = '<img src=x onerror="window.__pwned=1">"><script>window.__pwned=2</script>';
    await page.route(
      (url) => url.pathname === '/api/v2/search',
      (route) =>
        route.fulfill({
          json: [
            {
              recordType: 'discussion',
              recordID: 1,
              type: 'discussion',
              name: hostile,
              url: 'javascript:window.__pwned=3',
              excerpt: hostile,
              body: hostile,
              breadcrumbs: [{ name: hostile, url: 'javascript:window.__pwned=4' }],
              labelCodes: [hostile],
              dateInserted: '2025-05-01T10:00:00Z',
              insertUser: { userID: 3, name: hostile },
            },
          ],
          headers: { 'x-app-page-result-count': '1' },
        }),
    );
    await page.goto(`${host.url}/search?query=${encodeURIComponent(hostile)}`);
    await resultList(page).waitFor();
    const item = widget(page).locator('.fw-searchResult');
    assert.equal(await item.locator('img, script').count(), 0);
    assert.equal(await item.locator('a[href^="javascript"]').count(), 0);
    assert.ok((await item.innerText()).includes('<img src=x'));
    assert.equal(await page.evaluate(() => (window as { __pwned?: number }).__pwned), undefined);
    await page.close();
  });
});
