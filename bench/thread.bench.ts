// npm run bench:thread — the post page with a 100-comment page in Chromium: its first render
// against a bare React list of the same 100 comments (paired rounds, median of the per-pair
// ratios), and one reaction chosen on one comment, counting the comments React's Profiler sees
// commit again (target exactly 1).
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { paired, ROUNDS, runFixture } from './harness';

const load = loadavg()[0]!;
const result = await runFixture<{
  ours: number[];
  bare: number[];
  rerendered: number[];
  mounted: number;
}>('bench/fixtures/threadBench.tsx', 'threadBench', ROUNDS);
const p = paired(result.ours, result.bare);
console.log(
  `post page with 100 comments (${result.mounted} comments mounted): ${p.measured} paired rounds (after one warm-up), load average ${load.toFixed(2)}`,
);
console.log(
  `  re-rendered comments after one reaction: ${result.rerendered.length} (target exactly 1) ${JSON.stringify(result.rerendered)}`,
);
console.log(`  DiscussionPage first render: median ${p.oursMedianMs.toFixed(1)} ms`);
console.log(`  bare React list:             median ${p.bareMedianMs.toFixed(1)} ms`);
console.log(`  ratio ours/bare (median of paired ratios): ${p.ratio.toFixed(2)}`);
mkdirSync('bench/results', { recursive: true });
writeFileSync(
  'bench/results/thread.json',
  JSON.stringify(
    { comments: 100, loadAverage: load, rerendered: result.rerendered, ...p },
    null,
    2,
  ),
);
if (result.rerendered.length !== 1 || result.mounted !== 100) process.exitCode = 1;
