// What a browser test waits for instead of `networkidle` (500 ms without any request, which costs
// half a second per wait on a quiet machine and can pass in the middle of a load on a busy one):
// the page's own `/api/` calls, counted from Playwright's request events, none left in flight.
import type { BrowserContext, Page, Request } from 'playwright-core';

interface Tracker {
  inFlight: Set<Request>;
  waiters: Set<() => void>;
}

const trackers = new WeakMap<Page, Tracker>();

/** The live events stream (issue 36) stays open for the page's life: it is never "in flight". */
const LIVE_STREAM = '/api/v2/events';

const isApi = (request: Request): boolean => {
  const { pathname } = new URL(request.url());
  return pathname.startsWith('/api/') && pathname !== LIVE_STREAM;
};

/** Starts counting the page's API calls. `launchBrowser()` does it for every page it opens. */
export function trackApi(page: Page): void {
  if (trackers.has(page)) return;
  const tracker: Tracker = { inFlight: new Set(), waiters: new Set() };
  trackers.set(page, tracker);
  const done = (request: Request): void => {
    if (!tracker.inFlight.delete(request) || tracker.inFlight.size > 0) return;
    for (const wake of [...tracker.waiters]) wake();
  };
  page.on('request', (request) => {
    if (isApi(request)) tracker.inFlight.add(request);
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  // A page that closes or navigates away ends what it had in flight.
  page.on('close', () => {
    tracker.inFlight.clear();
    for (const wake of [...tracker.waiters]) wake();
  });
}

/** Tracks every page the context opens from now on. */
export function trackContext(context: BrowserContext): void {
  for (const page of context.pages()) trackApi(page);
  context.on('page', trackApi);
}

/** How many of the page's API calls are in flight now. */
export function apiInFlight(page: Page): number {
  return trackers.get(page)?.inFlight.size ?? 0;
}

function nextIdle(tracker: Tracker): Promise<void> {
  if (tracker.inFlight.size === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const wake = (): void => {
      tracker.waiters.delete(wake);
      resolve();
    };
    tracker.waiters.add(wake);
  });
}

/**
 * Resolves once the page has loaded, no API call is in flight, and none started during the two
 * animation frames after the last one answered (a call that answers often starts the next one in
 * its own render, such as a list's second load after the first). A call the test holds open on
 * purpose (a hang) keeps it waiting: give `ignore` to leave such paths out.
 */
export async function waitForApiIdle(
  page: Page,
  options: { timeout?: number; ignore?: RegExp } = {},
): Promise<void> {
  trackApi(page);
  const tracker = trackers.get(page)!;
  const deadline = Date.now() + (options.timeout ?? 15_000);
  await page.waitForLoadState('load', { timeout: options.timeout ?? 15_000 });
  const pending = (): Request[] =>
    [...tracker.inFlight].filter((r) => !options.ignore?.test(new URL(r.url()).pathname));
  for (;;) {
    while (pending().length > 0) {
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(
          `waitForApiIdle: still in flight after ${options.timeout ?? 15_000} ms: ${pending()
            .map((r) => `${r.method()} ${new URL(r.url()).pathname}`)
            .join(', ')}`,
        );
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        nextIdle(tracker),
        new Promise<void>((resolve) => (timer = setTimeout(resolve, Math.min(left, 250)))),
      ]);
      clearTimeout(timer);
    }
    // Two frames: what the last answer renders has committed, and its effects have run.
    // (A page whose clock a test has paused draws no frame: the race lets it go on.)
    let frameTimer: NodeJS.Timeout | undefined;
    await Promise.race([
      page
        .evaluate(
          () =>
            new Promise<void>((resolve) =>
              requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
            ),
        )
        .catch(() => undefined),
      new Promise<void>((resolve) => (frameTimer = setTimeout(resolve, 1_000))),
    ]);
    clearTimeout(frameTimer);
    if (pending().length === 0) return;
  }
}
