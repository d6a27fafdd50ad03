// npm run bench:first-request — when a page whose widget fetches on mount starts its first API
// request (issue 33): the discussion list without preloaded data, and the home layout page. The
// time is read from the browser's resource timing: the first `/api/v2/` request's start, from
// the moment the entry script arrived. With BASELINE_DIST=<another build's dist folder> the same
// pages are also run on a second demo host serving that build, alternating with this one, and the
// medians are compared; the axios chunk's own download time is printed beside them. Each build's
// files come from its own demo host over the loopback, so the browser's network timing is real.
// BENCH_NETWORK=broadband|slow4g throttles every request of the page (Chromium's network
// emulation: added round-trip latency and a download rate) to see the same on a real network
// rather than the loopback. Each run is a fresh browser context (empty cache); medians and the
// load average are printed and written to bench/results/first-request[-<network>].json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../tests/e2e/support/browser';
import { type DemoHost, startDemoHost } from '../tests/e2e/support/demoHost';
import { setLayoutFlags } from '../tests/e2e/support/layoutFlags';
import { baselineDist, THIS_DIST } from './builds';
import { median } from './stats';

const RUNS = Math.max(3, Number(process.env.BENCH_RUNS ?? 7));
const baseline = baselineDist();
const BUILDS: Array<[string, string]> = [['this build', THIS_DIST]];
if (baseline) BUILDS.push(['baseline', baseline]);

/**
 * Network profiles for Chromium's emulation (the DevTools protocol's
 * `Network.emulateNetworkConditions`): the round-trip latency it adds to each request and the
 * download and upload rates in bytes per second. `broadband` is a desktop line (40 ms, 10 Mbit/s);
 * `slow4g` a mobile one (150 ms, 1.6 Mbit/s down, 750 kbit/s up).
 */
const NETWORKS = {
  broadband: {
    latency: 40,
    downloadThroughput: (10_240 * 1024) / 8,
    uploadThroughput: (10_240 * 1024) / 8,
  },
  slow4g: {
    latency: 150,
    downloadThroughput: (1_600 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  },
} as const;
const NETWORK = process.env.BENCH_NETWORK as keyof typeof NETWORKS | undefined;
if (NETWORK !== undefined && !(NETWORK in NETWORKS)) {
  throw new Error(`BENCH_NETWORK=${NETWORK}: use one of ${Object.keys(NETWORKS).join(', ')}`);
}

const LIST_CONFIG = {
  siteUrl: '',
  siteName: 'Bench Forum',
  currentUser: { userID: 0, name: 'Guest' },
  permissions: { permissions: [] },
  config: { 'forum.enabled': true },
};
const LIST_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench</title>
<script type="application/json" id="forum-widgets-config">${JSON.stringify(LIST_CONFIG)}</script></head>
<body><main><div data-react="DiscussionList" data-props='{"apiParams":{"limit":30}}'></div></main>
<script type="module" src="/dist/forum-widgets.js"></script></body></html>`;

interface Sample {
  /** Entry script arrived → first API request started. */
  firstRequest: number;
  /** The axios chunk's request start → its last byte (NaN when the build has none). */
  axiosDownload: number;
  /** Entry script arrived → the axios chunk requested (NaN when the build has none). */
  axiosRequested: number;
}

async function run(browser: Browser, url: string): Promise<Sample> {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (NETWORK) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...NETWORKS[NETWORK] });
  }
  if (url.endsWith('/bench-list')) {
    await page.route(url, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: LIST_PAGE }),
    );
  }
  // Resource timing lists a request once its answer is complete.
  const firstCall = page.waitForResponse((response) => response.url().includes('/api/v2/'));
  await page.goto(url);
  await (await firstCall).finished();
  const timing = await page.evaluate(() => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const entry = entries.find((e) => e.name.endsWith('/dist/forum-widgets.js'));
    const api = entries.find((e) => e.name.includes('/api/v2/'));
    const axios = entries.find((e) => e.name.includes('/axiosTransport-'));
    return {
      entryEnd: entry?.responseEnd ?? NaN,
      apiStart: api?.startTime ?? NaN,
      axios: axios ? axios.responseEnd - axios.startTime : NaN,
      axiosStart: axios?.startTime ?? NaN,
    };
  });
  await context.close();
  if (Number.isNaN(timing.apiStart)) throw new Error(`${url}: no API request in resource timing`);
  return {
    firstRequest: timing.apiStart - timing.entryEnd,
    axiosDownload: timing.axios,
    axiosRequested: timing.axiosStart - timing.entryEnd,
  };
}

// One demo host per build, each serving its own dist folder.
const hosts: DemoHost[] = [];
for (const [, dist] of BUILDS) hosts.push(await startDemoHost({ distDir: dist }));
const browser = await launchBrowser();
const pages: Array<[string, string]> = [
  ['DiscussionList, no preloaded data', '/bench-list'],
  ['home layout page', '/'],
];
const samples: Record<string, Record<string, Sample[]>> = {};
const load: number[] = [loadavg()[0] ?? 0];
try {
  for (const host of hosts) {
    await setLayoutFlags(browser, host, true);
    for (const [, path] of pages) await run(browser, host.url + path); // warm-up
  }
  for (let i = 0; i < RUNS; i++) {
    for (const [name, path] of pages) {
      for (const [index, [build]] of BUILDS.entries()) {
        ((samples[name] ??= {})[build] ??= []).push(await run(browser, hosts[index]!.url + path));
      }
    }
    load.push(loadavg()[0] ?? 0);
  }
} finally {
  await browser.close();
  for (const host of hosts) await host.close();
}

const summary = {
  runs: RUNS,
  network: NETWORK ? { profile: NETWORK, ...NETWORKS[NETWORK] } : 'loopback',
  loadAverage: { first: load[0], last: load[load.length - 1], max: Math.max(...load) },
  pages: Object.fromEntries(
    Object.entries(samples).map(([name, byBuild]) => [
      name,
      Object.fromEntries(
        Object.entries(byBuild).map(([build, list]) => [
          build,
          {
            firstRequestMs: median(list.map((s) => s.firstRequest)),
            axiosDownloadMs: median(list.map((s) => s.axiosDownload)),
            axiosRequestedMs: median(list.map((s) => s.axiosRequested)),
          },
        ]),
      ),
    ]),
  ),
};
console.log(
  `First API request after the entry script arrived, median of ${RUNS} runs each, ` +
    (NETWORK ? `network ${NETWORK} (${NETWORKS[NETWORK].latency} ms added)` : 'loopback'),
);
for (const [name, byBuild] of Object.entries(summary.pages)) {
  const parts = Object.entries(byBuild).map(
    ([build, s]) =>
      `${build} ${s.firstRequestMs.toFixed(1)} ms` +
      (Number.isNaN(s.axiosDownloadMs)
        ? ''
        : ` (axios chunk requested at ${s.axiosRequestedMs.toFixed(1)} ms, downloaded in ${s.axiosDownloadMs.toFixed(1)} ms)`),
  );
  console.log(`  ${name}: ${parts.join('   ')}`);
}
console.log(
  `  load average ${summary.loadAverage.first?.toFixed(2)} -> ${summary.loadAverage.last?.toFixed(2)}`,
);
mkdirSync('bench/results', { recursive: true });
writeFileSync(
  `bench/results/first-request${NETWORK ? `-${NETWORK}` : ''}.json`,
  JSON.stringify(summary, null, 2),
);
