// npm run bench:mount — our mount of 500 markers against a bare createRoot loop, in Chromium.
// Each page runs paired rounds (ours and bare back to back, alternating order), so machine
// load hits both alike. It prints the ratio of the two medians (target <= 1.1) and the stricter
// median of the per-pair ratios (issue 22 §1's target, <= 1.0).
import path from 'node:path';
import { mkdirSync, writeFileSync } from 'node:fs';
import { launchBrowser } from '../tests/e2e/support/browser';
import { startStaticServer } from '../tests/e2e/support/staticServer';
import { median } from './stats';

const N = Number(process.env.BENCH_MARKERS ?? 500);
const PAGES = Math.max(1, Number(process.env.BENCH_PAGES ?? 5));
const ROUNDS = Math.max(5, Number(process.env.BENCH_ROUNDS ?? 8));

const server = await startStaticServer({
  dist: path.resolve('dist'),
  fixtures: path.resolve('bench/fixtures'),
});
const browser = await launchBrowser();
const pairs: Array<{ ours: number; bare: number; portals: number }> = [];

try {
  for (let p = 0; p < PAGES; p++) {
    const page = await browser.newPage();
    await page.goto(`${server.url}/mount.html`);
    await page.waitForFunction(
      () => (window as unknown as { mountBenchReady?: boolean }).mountBenchReady === true,
    );
    const result = await page.evaluate(
      ([n, r]) =>
        (
          window as unknown as {
            mountBench: (
              n: number,
              r: number,
            ) => Promise<Array<{ ours: number; bare: number; portals: number }>>;
          }
        ).mountBench(n, r),
      [N, ROUNDS] as const,
    );
    pairs.push(...result);
    await page.close();
  }
} finally {
  await browser.close();
  await server.close();
}

const ours = median(pairs.map((p) => p.ours));
const bare = median(pairs.map((p) => p.bare));
const ratio = median(pairs.map((p) => p.ours / p.bare));
const portals = median(pairs.map((p) => p.portals));
const portalRatio = median(pairs.map((p) => p.portals / p.bare));
console.log(
  `mount ${N} markers: ${PAGES} pages x ${ROUNDS} paired rounds (after one warm-up each)`,
);
console.log(`  ours (ForumWidgets markers): median ${ours.toFixed(1)} ms`);
console.log(`  bare createRoot loop:        median ${bare.toFixed(1)} ms`);
console.log(
  `  bare one root + portals:     median ${portals.toFixed(1)} ms (median of the paired ratios portals/bare: ${portalRatio.toFixed(3)})`,
);
console.log(
  `  ratio of the medians ours/bare: ${(ours / bare).toFixed(3)} (target <= 1.1); median of the ${pairs.length} paired ratios: ${ratio.toFixed(3)} (target <= 1.0)`,
);
mkdirSync('bench/results', { recursive: true });
writeFileSync(
  'bench/results/mount.json',
  JSON.stringify(
    {
      markers: N,
      pages: PAGES,
      rounds: ROUNDS,
      oursMedianMs: ours,
      bareMedianMs: bare,
      ratio: ours / bare,
      medianPairedRatio: ratio,
      portalsMedianMs: portals,
      medianPairedRatioPortalsToBare: portalRatio,
      pairs,
    },
    null,
    2,
  ),
);
