// npm run bench:thread — the post page with a 100-comment page in Chromium: its first render
// against a bare React list of the same 100 comments (paired rounds, median of the per-pair
// ratios), and one reaction chosen on one comment, counting the comments React's Profiler sees
// commit again (target exactly 1). Then the continuous thread on the real demo host
// (bench/threadStream.ts): the time to append each page against a bare fetch of it, and the
// frames and long tasks while scrolling the whole 340-comment thread.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { paired, ROUNDS, runFixture } from './harness';
import { STREAM_ROUNDS, streamBench } from './threadStream';

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
console.log(
  `continuous thread, discussion 71 (340 comments, 12 pages of 30): ${STREAM_ROUNDS} rounds after one warm-up, load average ${loadavg()[0]!.toFixed(2)}`,
);
const stream = await streamBench();
const a = stream.append;
const f = stream.scroll;
console.log(
  `  append a page (scroll to the end of page n-1 -> page n's comments in the DOM, pages 2..12):`,
);
console.log(
  `    widget: median ${a.medianMs.toFixed(1)} ms, max ${a.maxMs.toFixed(1)} ms (medians over rounds; worst ${a.worstMs.toFixed(1)} ms)`,
);
console.log(
  `      of which scroll -> request ${a.toRequestMs.toFixed(1)} ms, request ${a.requestMs.toFixed(1)} ms, last byte -> DOM ${a.toDomMs.toFixed(1)} ms; asked before the scroll: ${a.early}`,
);
console.log(
  `    bare fetch + 30 <li>: median ${a.bareMedianMs.toFixed(1)} ms, max ${a.bareMaxMs.toFixed(1)} ms`,
);
console.log(`    ratio widget/bare (median of the rounds' ratios): ${a.ratio.toFixed(2)}`);
console.log(
  `  scroll the thread, ${stream.stepPx} px a frame (medians over rounds): ${f.frames} frames in ${f.durationMs.toFixed(0)} ms, frame median ${f.frameMedianMs.toFixed(1)} ms, p95 ${f.frameP95Ms.toFixed(1)} ms, ${f.framesOver50} frames over 50 ms`,
);
console.log(
  `    long tasks: ${f.longTasks} (${f.longTaskMs.toFixed(0)} ms in all); long animation frames: ${f.longFrames} (blocking ${f.blockingMs.toFixed(0)} ms); peak DOM nodes ${f.peakNodes}, peak drawn pages ${f.peakDrawnPages}`,
);
console.log(
  `  load average ${stream.loadAverage.start.toFixed(2)} -> ${stream.loadAverage.end.toFixed(2)}`,
);
for (const e of stream.errors) console.error(`  FAILED: ${e}`);
mkdirSync('bench/results', { recursive: true });
writeFileSync(
  'bench/results/thread.json',
  JSON.stringify(
    { comments: 100, loadAverage: load, rerendered: result.rerendered, ...p, stream },
    null,
    2,
  ),
);
if (result.rerendered.length !== 1 || result.mounted !== 100 || stream.errors.length > 0)
  process.exitCode = 1;
