// npm run bench:layout — the custom layouts (issue 21) against the legacy pages, in the same run
// on the real demo host: for the home page, the time from navigation start to the largest
// contentful paint, and the JS bytes (gzip) downloaded by then, with the home layout flag on and
// off; and the cumulative layout shift of every seeded layout page (budget 0.02). Each run is a
// fresh browser context (empty cache); medians of several runs, with the load average, are
// printed and written to bench/results/layout.json.
import { loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../tests/e2e/support/browser';
import { startDemoHost } from '../tests/e2e/support/demoHost';
import { setLayoutFlags as setFlags } from '../tests/e2e/support/layoutFlags';
import { median } from './stats';

const RUNS = Math.max(3, Number(process.env.BENCH_RUNS ?? 5));
const CLS_BUDGET = 0.02;
const LAYOUT_PAGES: Array<[string, string]> = [
  ['home', '/'],
  ['discussionList', '/discussions'],
  ['categoryList', '/categories'],
  ['category', '/categories/help'],
  ['post', '/discussion/1'],
  ['customPage', '/page/community-guide'],
];

interface Sample {
  lcp: number;
  cls: number;
  bytes: number;
}

/** Loads a page, waits until it settles (layout content or the legacy list), reads LCP and CLS. */
async function run(browser: Browser, url: string, layout: boolean): Promise<Sample> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const w = window as unknown as { __lcp: number; __cls: number };
    w.__lcp = 0;
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__lcp = e.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean }
      >)
        if (!e.hadRecentInput) w.__cls += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const bodies = new Map<string, Promise<Buffer>>();
  page.on('response', (r) => {
    if (r.url().endsWith('.js')) bodies.set(r.url(), r.body());
  });
  await page.goto(url);
  if (layout) {
    await page.waitForResponse((r) => r.url().includes('/api/v2/layouts/lookup-hydrate'));
    // The layout has rendered: the skeleton is gone and widgets are in #app.
    await page.waitForFunction(() => {
      const app = document.getElementById('app');
      return !!app && app.innerText.trim().length > 200;
    });
  } else {
    await page
      .locator(
        '[data-react="DiscussionList"].fw-root, [data-react="DiscussionList"] .fw-discussionList',
      )
      .first()
      .waitFor()
      .catch(() => undefined);
  }
  await page.evaluate(() => window.ForumWidgets?.ready);
  // Let late shifts (images, fonts, lazy widgets) land: two frames and the idle callback.
  await page.evaluate(
    () =>
      new Promise<void>((done) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => requestIdleCallback(() => done(), { timeout: 2000 })),
        ),
      ),
  );
  const { lcp, cls } = await page.evaluate(() => {
    const w = window as unknown as { __lcp: number; __cls: number };
    return { lcp: w.__lcp, cls: w.__cls };
  });
  const before = await page.evaluate(
    (t) =>
      performance
        .getEntriesByType('resource')
        .filter((e) => e.name.endsWith('.js') && e.startTime <= t)
        .map((e) => e.name),
    lcp,
  );
  let bytes = 0;
  for (const [u, body] of bodies) if (before.includes(u)) bytes += gzipSync(await body).length;
  await context.close();
  return { lcp, cls, bytes };
}

const host = await startDemoHost();
const browser = await launchBrowser();
const load: number[] = [loadavg()[0] ?? 0];
const legacyHome: Sample[] = [];
const layoutHome: Sample[] = [];
const cls: Record<string, number[]> = {};
try {
  await run(browser, `${host.url}/`, false); // warm-up
  for (let i = 0; i < RUNS; i++) {
    await setFlags(browser, host, false);
    legacyHome.push(await run(browser, `${host.url}/`, false));
    await setFlags(browser, host, true);
    for (const [name, path] of LAYOUT_PAGES) {
      const s = await run(browser, `${host.url}${path}`, true);
      if (name === 'home') layoutHome.push(s);
      (cls[name] ??= []).push(s.cls);
    }
    load.push(loadavg()[0] ?? 0);
  }
} finally {
  await browser.close();
  await host.close();
}

const summary = {
  runs: RUNS,
  loadAverage1m: { min: Math.min(...load), median: median(load), max: Math.max(...load) },
  home: {
    legacy: {
      lcpMs: median(legacyHome.map((s) => s.lcp)),
      jsGzipBytes: median(legacyHome.map((s) => s.bytes)),
    },
    layout: {
      lcpMs: median(layoutHome.map((s) => s.lcp)),
      jsGzipBytes: median(layoutHome.map((s) => s.bytes)),
    },
  },
  clsMedian: Object.fromEntries(Object.entries(cls).map(([k, v]) => [k, median(v)])),
  clsMax: Object.fromEntries(Object.entries(cls).map(([k, v]) => [k, Math.max(...v)])),
  clsBudget: CLS_BUDGET,
};
const kb = (n: number): string => `${(n / 1024).toFixed(1)} KB`;
console.log(
  `Home page, layout vs legacy, median of ${RUNS} runs (fresh context), load ${summary.loadAverage1m.median.toFixed(2)}`,
);
console.log(
  `  navigation -> LCP:        layout ${summary.home.layout.lcpMs.toFixed(0)} ms   legacy ${summary.home.legacy.lcpMs.toFixed(0)} ms`,
);
console.log(
  `  JS gzip before LCP:       layout ${kb(summary.home.layout.jsGzipBytes)}   legacy ${kb(summary.home.legacy.jsGzipBytes)}`,
);
for (const [name, value] of Object.entries(summary.clsMax))
  console.log(
    `  CLS ${name.padEnd(16)} median ${summary.clsMedian[name]!.toFixed(4)}  max ${value.toFixed(4)}${value > CLS_BUDGET ? '  OVER BUDGET' : ''}`,
  );
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/layout.json', JSON.stringify(summary, null, 2));
if (Object.values(summary.clsMax).some((v) => v > CLS_BUDGET)) process.exitCode = 1;
