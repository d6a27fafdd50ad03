// The API faults the browser tests force with page.route (issue #11 §3), and a check that the
// title bar, which shares the page with the failing widget, still answers.
import assert from 'node:assert/strict';
import type { Page, Route } from 'playwright-core';

export const CDN_PAGE = `<!DOCTYPE html><html><head><title>Error 502 | Bad gateway</title></head><body>
<h1>Bad gateway</h1><p>The web server reported a bad gateway error.</p><p>Cloudflare Ray ID: 7d1f2e3a4b5c6d7e</p></body></html>`;

export type Fault = { name: string; apply: (route: Route) => Promise<void> | void };

export const FAULTS: Fault[] = [
  {
    name: '500',
    apply: (r) => r.fulfill({ status: 500, json: { message: 'Server exploded.', status: 500 } }),
  },
  {
    name: '403',
    apply: (r) => r.fulfill({ status: 403, json: { message: 'Permission Problem', status: 403 } }),
  },
  {
    name: '404',
    apply: (r) => r.fulfill({ status: 404, json: { message: 'Not Found', status: 404 } }),
  },
  {
    name: '408',
    apply: (r) => r.fulfill({ status: 408, json: { message: 'Request timeout', status: 408 } }),
  },
  {
    name: 'cdn',
    apply: (r) => r.fulfill({ status: 502, contentType: 'text/html', body: CDN_PAGE }),
  },
  {
    name: 'malformed',
    apply: (r) =>
      r.fulfill({ status: 200, contentType: 'application/json', body: '{"discussionID": 1, oops' }),
  },
  { name: 'network', apply: (r) => r.abort('failed') },
  { name: 'hang', apply: () => undefined /* never answered */ },
];

/**
 * The faults a save must fail on. A hang never settles (apiHang.test.ts covers it) and a 408
 * counts as success (01 §7), so neither is a failure to roll back.
 */
export const FAILING = FAULTS.filter((f) => f.name !== 'hang' && f.name !== '408');

/** What the failure of `fault` says somewhere in the widget, where the fault decides it. */
export const FAULT_TEXT: Record<string, RegExp> = {
  '500': /Server exploded\./,
  '403': /Permission Problem/,
  '404': /Not Found/,
  cdn: /Bad gateway|Ray ID/,
  malformed: /\S/,
  network: /\S/,
};

/** The title bar still answers: its search takes text and keeps it. */
export async function titleBarWorks(page: Page, text: string): Promise<void> {
  // The bar's own input (rendered by React), not the server's that it replaces when it mounts.
  await page.waitForFunction(() => {
    const input = document.querySelector('[data-react="TitleBar"] input');
    return input !== null && Object.keys(input).some((k) => k.startsWith('__react'));
  });
  const search = page
    .locator(
      '[data-react="TitleBar"] input[type="search"], [data-react="TitleBar"] input[aria-label="Search"]',
    )
    .first();
  await search.fill(text);
  assert.equal(await search.inputValue(), text);
}

/** A path-exact route for one API path, with the fault applied to one method only. */
export async function faultOn(
  page: Page,
  path: string,
  method: string,
  apply: Fault['apply'],
): Promise<() => Promise<void>> {
  const matcher = (url: URL): boolean => url.pathname === `/api/v2${path}`;
  await page.route(matcher, (route) =>
    route.request().method() === method ? apply(route) : route.continue(),
  );
  return () => page.unroute(matcher);
}

/**
 * Waits until every finite animation of the page has finished (a panel's entrance), instead of
 * a fixed time: for a screenshot of the state at rest.
 */
export async function animationsFinished(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/** Dismisses every toast that has a Dismiss button (failure toasts stay until dismissed). */
export async function dismissToasts(page: Page): Promise<void> {
  const dismiss = page.locator('.fw-toasts').getByRole('button', { name: 'Dismiss' });
  while ((await dismiss.count()) > 0) await dismiss.first().click();
}

/**
 * A fault route that counts the writes (non-GET requests) it met, so a test can wait until its
 * save was answered before it removes the route. GETs meet the fault too but are not counted.
 */
export interface CountedFault {
  /** Resolves once `n` writes in all have met the fault (answered or aborted). */
  met(n: number, timeout?: number): Promise<void>;
  readonly count: number;
  remove(): Promise<void>;
}

export async function countedFault(
  page: Page,
  pattern: string | RegExp | ((url: URL) => boolean),
  apply: Fault['apply'],
): Promise<CountedFault> {
  let count = 0;
  const waiters: Array<{ n: number; resolve: () => void }> = [];
  await page.route(pattern, async (route) => {
    await apply(route);
    if (route.request().method() === 'GET') return;
    count += 1;
    for (const w of waiters.filter((x) => x.n <= count)) w.resolve();
  });
  return {
    get count() {
      return count;
    },
    met: (n, timeout = 30_000) =>
      n <= count
        ? Promise.resolve()
        : new Promise<void>((resolve, reject) => {
            const timer = setTimeout(
              () => reject(new Error(`${n} write(s) expected to meet the fault, ${count} did`)),
              timeout,
            );
            waiters.push({
              n,
              resolve: () => {
                clearTimeout(timer);
                resolve();
              },
            });
          }),
    remove: () => page.unroute(pattern),
  };
}
