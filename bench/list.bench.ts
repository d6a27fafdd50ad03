// npm run bench:list — render 1,000 discussions in Chromium, toggle one bookmark and count the
// re-rendered items with React's Profiler (target exactly 1), and time the first render against
// a bare React list of the same items (paired rounds, median of the per-pair ratios).
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { paired, ROUNDS, runFixture } from './harness';

const load = loadavg()[0]!;
const result = await runFixture<{
  ours: number[];
  bare: number[];
  rerendered: number[];
  mounted: number;
}>('bench/fixtures/listBench.tsx', 'listBench', ROUNDS);
const p = paired(result.ours, result.bare);
console.log(
  `list of 1000 discussions (${result.mounted} items mounted): ${p.measured} paired rounds (after one warm-up), load average ${load.toFixed(2)}`,
);
console.log(
  `  re-rendered items after one bookmark toggle: ${result.rerendered.length} (target exactly 1) ${JSON.stringify(result.rerendered)}`,
);
console.log(`  DiscussionList first render: median ${p.oursMedianMs.toFixed(1)} ms`);
console.log(`  bare React list:             median ${p.bareMedianMs.toFixed(1)} ms`);
console.log(`  ratio ours/bare (median of paired ratios): ${p.ratio.toFixed(2)}`);
mkdirSync('bench/results', { recursive: true });
writeFileSync(
  'bench/results/list.json',
  JSON.stringify({ items: 1000, loadAverage: load, rerendered: result.rerendered, ...p }, null, 2),
);
if (result.rerendered.length !== 1) process.exitCode = 1;
