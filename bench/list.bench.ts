// npm run bench:list — render 1,000 discussions in Chromium, toggle one bookmark and count the
// re-rendered items with React's Profiler (target exactly 1), and time against a bare React list
// of the same items (paired rounds, median of the per-pair ratios): the first synchronous commit
// (what the visitor waits for), and the time until all 1,000 items are in the page and laid out.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { paired, ROUNDS, runFixture } from './harness';

const load = loadavg()[0]!;
const result = await runFixture<{
  ours: number[];
  oursAll: number[];
  bare: number[];
  bareAll: number[];
  rerendered: number[];
  firstItems: number;
}>('bench/fixtures/listBench.tsx', 'listBench', ROUNDS);
const p = paired(result.ours, result.bare);
const all = paired(result.oursAll, result.bareAll);
console.log(
  `list of 1000 discussions: ${p.measured} paired rounds (after one warm-up), load average ${load.toFixed(2)}`,
);
console.log(
  `  re-rendered items after one bookmark toggle: ${result.rerendered.length} (target exactly 1) ${JSON.stringify(result.rerendered)}`,
);
console.log(
  `  DiscussionList first render (${result.firstItems} items): median ${p.oursMedianMs.toFixed(1)} ms`,
);
console.log(`  bare React list, 1000 items:          median ${p.bareMedianMs.toFixed(1)} ms`);
console.log(
  `  until all 1000 items are laid out: DiscussionList median ${all.oursMedianMs.toFixed(1)} ms, bare ${all.bareMedianMs.toFixed(1)} ms`,
);
console.log(`  ratio first render / bare (median of paired ratios): ${p.ratio.toFixed(2)}`);
console.log(`  ratio all items / bare (median of paired ratios):    ${all.ratio.toFixed(2)}`);
mkdirSync('bench/results', { recursive: true });
writeFileSync(
  'bench/results/list.json',
  JSON.stringify(
    {
      items: 1000,
      firstItems: result.firstItems,
      loadAverage: load,
      rerendered: result.rerendered,
      ...p,
      allItems: all,
    },
    null,
    2,
  ),
);
if (result.rerendered.length !== 1) process.exitCode = 1;
