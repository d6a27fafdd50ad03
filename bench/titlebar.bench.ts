// npm run bench:titlebar — what a page with only a TitleBar marker costs, beside a page with
// no markers: the JS bytes (gzip) downloaded before the title bar is interactive, measured from
// the browser's responses, and the time from the entry script's arrival to an interactive title
// bar (a page with no markers: to `ForumWidgets.ready`). Each run is a fresh browser context
// (empty cache) against the real demo host; medians of several runs are printed. The axios chunk
// (issue 33) is counted apart when it was requested before the bar was interactive: the bar never
// waits for it. With BASELINE_DIST=<another build's dist folder>, the title-bar page is also run
// with that build's scripts, alternating with this build's, and both are printed.
import { gzipSync } from 'node:zlib';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../tests/e2e/support/browser';
import { startDemoHost } from '../tests/e2e/support/demoHost';
import { baselineDist, serveBuild, THIS_DIST } from './builds';
import { median } from './stats';

const RUNS = Math.max(3, Number(process.env.BENCH_RUNS ?? 7));
const BASELINE = baselineDist();

const CONFIG = {
  siteUrl: '',
  siteName: 'Bench Forum',
  currentUser: { userID: 0, name: 'Guest' },
  permissions: { permissions: [] },
  config: { 'forum.enabled': true, 'registration.enabled': true, 'labs.newSearchPage': true },
};

function html(withMarker: boolean): string {
  const marker = withMarker ? '<div data-react="TitleBar"><header>Bench Forum</header></div>' : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench</title>
<script type="application/json" id="forum-widgets-config">${JSON.stringify(CONFIG)}</script></head>
<body>${marker}<main><p>Content</p></main><script type="module" src="/dist/forum-widgets.js"></script></body></html>`;
}

interface Sample {
  /** Scripts requested before the bar was interactive, the axios chunk excepted. */
  bytes: number;
  /** The axios chunk, when it was requested before the bar was interactive. */
  axiosBytes: number;
  ms: number;
}

async function run(
  browser: Browser,
  origin: string,
  withMarker: boolean,
  dist = THIS_DIST,
): Promise<Sample> {
  const context = await browser.newContext();
  const page = await context.newPage();
  // The library's files come from the build under test.
  await serveBuild(page, origin, dist);
  await page.route(`${origin}/bench-page`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: html(withMarker) }),
  );
  // Records when the title bar is interactive (its header is in the DOM: React has committed
  // and its handlers are attached), or, with no marker, when the library reports ready.
  await page.addInitScript((marker: boolean) => {
    const w = window as unknown as {
      __interactive?: number;
      ForumWidgets?: { ready: Promise<void> };
    };
    if (marker) {
      new MutationObserver((_list, observer) => {
        if (document.querySelector('header.fw-titleBar')) {
          w.__interactive = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    } else {
      const timer = setInterval(() => {
        if (!w.ForumWidgets) return;
        clearInterval(timer);
        void w.ForumWidgets.ready.then(() => (w.__interactive = performance.now()));
      }, 0);
    }
  }, withMarker);
  const bodies: Array<{ url: string; body: Promise<Buffer | Error> }> = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) {
      // A part loaded on demand after the bar is interactive (the logo's theme code) may still
      // be arriving when the context closes: its body is then an error, counted nowhere.
      const body = response.body().catch((error: unknown) => error as Error);
      bodies.push({ url: response.url(), body });
    }
  });
  await page.goto(`${origin}/bench-page`);
  await page.waitForFunction(
    () => (window as unknown as { __interactive?: number }).__interactive !== undefined,
  );
  const { interactive, scriptStart } = await page.evaluate(() => {
    const entry = performance
      .getEntriesByType('resource')
      .find((e) => e.name.endsWith('/dist/forum-widgets.js')) as PerformanceResourceTiming;
    return {
      interactive: (window as unknown as { __interactive: number }).__interactive,
      scriptStart: entry.responseEnd,
    };
  });
  // Every JS file requested up to the interactive moment (lazy flyout chunks are not among them:
  // they load on first open).
  const jsBefore = await page.evaluate(
    (t) =>
      performance
        .getEntriesByType('resource')
        .filter((e) => e.name.endsWith('.js') && e.startTime <= t)
        .map((e) => e.name),
    interactive,
  );
  let bytes = 0;
  let axiosBytes = 0;
  for (const { url, body } of bodies) {
    if (!jsBefore.includes(url)) continue;
    const data = await body;
    if (data instanceof Error) throw data;
    if (url.includes('/axiosTransport-')) axiosBytes += gzipSync(data).length;
    else bytes += gzipSync(data).length;
  }
  await context.close();
  return { bytes, axiosBytes, ms: interactive - scriptStart };
}

const host = await startDemoHost();
const browser = await launchBrowser();
const titleBar: Sample[] = [];
const empty: Sample[] = [];
const baseline: Sample[] = [];
const load: number[] = [loadavg()[0] ?? 0];
try {
  await run(browser, host.url, true); // warm-up (server and disk caches)
  for (let i = 0; i < RUNS; i++) {
    titleBar.push(await run(browser, host.url, true));
    empty.push(await run(browser, host.url, false));
    if (BASELINE) baseline.push(await run(browser, host.url, true, BASELINE));
    load.push(loadavg()[0] ?? 0);
  }
} finally {
  await browser.close();
  await host.close();
}

const medians = (list: Sample[]) => ({
  jsGzipBytes: median(list.map((s) => s.bytes)),
  axiosGzipBytes: median(list.map((s) => s.axiosBytes)),
  msToInteractive: median(list.map((s) => s.ms)),
});
const summary = {
  runs: RUNS,
  loadAverage: { first: load[0], last: load[load.length - 1] },
  titleBar: medians(titleBar),
  noMarkers: medians(empty),
  ...(BASELINE ? { baselineTitleBar: medians(baseline) } : {}),
};
const kb = (n: number): string => `${(n / 1024).toFixed(1)} KB`;
console.log(
  `TitleBar page vs a page with no markers, median of ${RUNS} runs each (fresh context, no cache)`,
);
console.log(
  `  JS gzip before interactive:   TitleBar ${kb(summary.titleBar.jsGzipBytes)}   no markers ${kb(summary.noMarkers.jsGzipBytes)}`,
);
console.log(
  `  script start -> interactive:  TitleBar ${summary.titleBar.msToInteractive.toFixed(1)} ms   no markers ${summary.noMarkers.msToInteractive.toFixed(1)} ms`,
);
console.log(
  `  axios chunk requested before interactive (not awaited): ${kb(summary.titleBar.axiosGzipBytes)}`,
);
if (summary.baselineTitleBar) {
  const b = summary.baselineTitleBar;
  console.log(
    `  baseline build's TitleBar: ${kb(b.jsGzipBytes)} (+ axios ${kb(b.axiosGzipBytes)}), ${b.msToInteractive.toFixed(1)} ms`,
  );
}
console.log(
  `  load average ${summary.loadAverage.first?.toFixed(2)} -> ${summary.loadAverage.last?.toFixed(2)}`,
);
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/titlebar.json', JSON.stringify(summary, null, 2));
