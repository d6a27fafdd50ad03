// npm run bench:list — render 1,000 discussions in Chromium, toggle one bookmark and count the
// re-rendered items with React's Profiler (target exactly 1), and time the first render against
// a bare React list of the same items (paired rounds, median of the per-pair ratios).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { launchBrowser } from '../tests/e2e/support/browser';
import { median } from './stats';

const ROUNDS = Math.max(3, Number(process.env.BENCH_ROUNDS ?? 10));

const bundle = await build({
  entryPoints: [path.resolve('bench/fixtures/listBench.tsx')],
  bundle: true,
  write: false,
  format: 'iife',
  minify: true,
  jsx: 'automatic',
  loader: { '.css': 'text' },
  // React's profiling build: production speed, with the Profiler's onRender working.
  alias: { 'react-dom/client': 'react-dom/profiling' },
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
});
const code = bundle.outputFiles[0]!.text;

const browser = await launchBrowser();
try {
  const page = await browser.newPage();
  page.on('console', (m) => {
    if (m.type() === 'error') console.log('console:', m.text().slice(0, 400));
  });
  page.on('pageerror', (e) => console.log('pageerror:', String(e).slice(0, 400)));
  await page.route('http://bench.local/', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><body class="fw-root"></body></html>',
    }),
  );
  await page.goto('http://bench.local/');
  await page.addScriptTag({ content: code });
  const result = await page.evaluate(
    (rounds) =>
      (
        window as unknown as {
          listBench: (r: number) => { ours: number[]; bare: number[]; rerendered: number[] };
        }
      ).listBench(rounds),
    ROUNDS,
  );
  const mounted = await page.evaluate(
    () => (window as unknown as { mountedItems: number }).mountedItems,
  );
  const pairs = result.ours.map((ours, i) => ({ ours, bare: result.bare[i]! }));
  // The first pair warms the JIT; it is left out.
  const measured = pairs.slice(1);
  const ours = median(measured.map((p) => p.ours));
  const bare = median(measured.map((p) => p.bare));
  const ratio = median(measured.map((p) => p.ours / p.bare));
  console.log(
    `list of 1000 discussions (${mounted} items mounted): ${measured.length} paired rounds (after one warm-up)`,
  );
  console.log(
    `  re-rendered items after one bookmark toggle: ${result.rerendered.length} (target exactly 1) ${JSON.stringify(result.rerendered)}`,
  );
  console.log(`  DiscussionList first render: median ${ours.toFixed(1)} ms`);
  console.log(`  bare React list:             median ${bare.toFixed(1)} ms`);
  console.log(`  ratio ours/bare (median of paired ratios): ${ratio.toFixed(2)}`);
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(
    'bench/results/list.json',
    JSON.stringify(
      {
        items: 1000,
        rerendered: result.rerendered,
        oursMedianMs: ours,
        bareMedianMs: bare,
        ratio,
        pairs,
      },
      null,
      2,
    ),
  );
  if (result.rerendered.length !== 1) process.exitCode = 1;
} finally {
  await browser.close();
}
