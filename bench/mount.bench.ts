// npm run bench:mount — our mount of 500 markers against a bare createRoot loop, in Chromium.
import path from 'node:path';
import { mkdirSync, writeFileSync } from 'node:fs';
import { launchBrowser } from '../tests/e2e/support/browser';
import { startStaticServer } from '../tests/e2e/support/staticServer';
import { median } from './stats';

const N = Number(process.env.BENCH_MARKERS ?? 500);
const RUNS = Math.max(5, Number(process.env.BENCH_RUNS ?? 7));
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

const server = await startStaticServer({
  dist: path.resolve('dist'),
  fixtures: path.resolve('bench/fixtures'),
});
const browser = await launchBrowser();
const times: Record<'ours' | 'bare', number[]> = { ours: [], bare: [] };

try {
  for (let run = 0; run < RUNS; run++) {
    // Alternate the order so neither variant always runs on a warmer machine.
    const order: Array<'ours' | 'bare'> = run % 2 === 0 ? ['ours', 'bare'] : ['bare', 'ours'];
    for (const variant of order) {
      const page = await browser.newPage();
      await page.goto(`${server.url}/mount.html`);
      await page.waitForFunction(
        () => (window as unknown as { mountBenchReady?: boolean }).mountBenchReady === true,
      );
      const rounds = await page.evaluate(
        ([v, n, r]) =>
          (
            window as unknown as {
              mountBench: (v: string, n: number, r: number) => Promise<number[]>;
            }
          ).mountBench(v, n, r),
        [variant, N, ROUNDS] as const,
      );
      times[variant].push(median(rounds));
      await page.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}

const ours = median(times.ours);
const bare = median(times.bare);
const result = {
  markers: N,
  runs: RUNS,
  oursMedianMs: ours,
  bareMedianMs: bare,
  ratio: ours / bare,
  times,
};
console.log(
  `mount ${N} markers: ${RUNS} pages per variant, each the median of ${ROUNDS} rounds after a warm-up`,
);
console.log(
  `  ours (ForumWidgets markers): median ${ours.toFixed(1)} ms  [${times.ours.map((t) => t.toFixed(0)).join(', ')}]`,
);
console.log(
  `  bare createRoot loop:        median ${bare.toFixed(1)} ms  [${times.bare.map((t) => t.toFixed(0)).join(', ')}]`,
);
console.log(`  ratio ours/bare: ${(ours / bare).toFixed(3)} (target <= 1.1)`);
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/mount.json', JSON.stringify(result, null, 2));
