// npm run bench:composer — the composer's cost, against a plain <textarea> in the same run:
// 1. the gzip bytes of the editor's lazy chunk (dist/size-report.json, written by the build);
// 2. typing latency, keypress to paint, in a 5,000-word document: the new-discussion page's
//    editor and a <textarea> holding the same text, on the same page, typed alternately in
//    rounds so both meet the same machine load. Each keystroke's latency runs from the keydown
//    event's timestamp to a task queued after the next animation frame (the frame that paints
//    the change). Median and p95 over KEYS keystrokes each, and the ratio editor / textarea.
import { readFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../tests/e2e/support/browser';
import { signIn, startDemoHost } from '../tests/e2e/support/demoHost';
import { median } from './stats';

const KEYS = Math.max(50, Number(process.env.BENCH_KEYS ?? 500));
const ROUND = 50;
const WORDS = 5000;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** 5,000 words in paragraphs of 100. */
function longText(): string {
  const words = 'the quick brown fox jumps over a lazy dog while forum members write'.split(' ');
  const paragraphs: string[] = [];
  for (let p = 0; p < WORDS / 100; p++) {
    const line: string[] = [];
    for (let w = 0; w < 100; w++) line.push(words[(p * 7 + w) % words.length]!);
    paragraphs.push(line.join(' ') + '.');
  }
  return paragraphs.join('\n\n');
}

/** Installs the latency probe: one sample per keydown inside `selector`. */
async function installProbe(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __lat: number[] };
    w.__lat = [];
    document.addEventListener(
      'keydown',
      (event) => {
        const start = event.timeStamp;
        requestAnimationFrame(() => setTimeout(() => w.__lat.push(performance.now() - start), 0));
      },
      true,
    );
  });
}

async function typeRound(page: Page, selector: string, count: number): Promise<number[]> {
  await page.evaluate(() => ((window as unknown as { __lat: number[] }).__lat = []));
  await page.focus(selector);
  // The caret goes to the end, as someone adding to a long post.
  await page.keyboard.press('Control+End');
  await page.waitForFunction(() => (window as unknown as { __lat: number[] }).__lat.length >= 1);
  await page.evaluate(() => ((window as unknown as { __lat: number[] }).__lat = []));
  for (let i = 0; i < count; i++) {
    await page.keyboard.press(i % 10 === 9 ? 'Space' : 'KeyA');
    await page.waitForFunction(
      (n) => (window as unknown as { __lat: number[] }).__lat.length >= n,
      i + 1,
    );
  }
  return page.evaluate(() => (window as unknown as { __lat: number[] }).__lat.slice());
}

const report = JSON.parse(readFileSync('dist/size-report.json', 'utf8')) as {
  summary: { editorGzip?: number };
};
const host = await startDemoHost();
const browser = await launchBrowser();
const load = loadavg()[0]!;
const editor: number[] = [];
const textarea: number[] = [];
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await signIn(page, host, 'member');
  // A category where the member has no draft, so the editor starts empty.
  await page.goto(`${host.url}/post/discussion/7`);
  const box = '[data-react="PostDiscussion"] [role="textbox"][contenteditable="true"]';
  await page.waitForSelector(box);
  const text = longText();
  // The long document arrives as a paste of plain text (the editor's own paste path), and the
  // same text goes into a textarea added to the page.
  await page.evaluate(
    ([sel, t]) => {
      const target = document.querySelector(sel) as HTMLElement;
      target.focus();
      const data = new DataTransfer();
      data.setData('text/plain', t);
      target.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
      const area = document.createElement('textarea');
      area.id = 'bench-textarea';
      area.setAttribute('aria-label', 'Baseline');
      area.rows = 20;
      area.style.width = '100%';
      area.value = t;
      document.body.append(area);
    },
    [box, text] as const,
  );
  const words = await page.evaluate(
    (sel) =>
      ((document.querySelector(sel) as HTMLElement | null)?.innerText ?? '')
        .split(/\s+/)
        .filter(Boolean).length,
    box,
  );
  if (words < WORDS) throw new Error(`the editor holds ${words} words, not ${WORDS}`);
  await installProbe(page);
  // A warm-up round of each, then alternating rounds.
  await typeRound(page, box, 20);
  await typeRound(page, '#bench-textarea', 20);
  for (let done = 0; done < KEYS; done += ROUND) {
    const n = Math.min(ROUND, KEYS - done);
    editor.push(...(await typeRound(page, box, n)));
    textarea.push(...(await typeRound(page, '#bench-textarea', n)));
  }
} finally {
  await browser.close();
  await host.close();
}

const summary = {
  date: new Date().toISOString(),
  loadAverage: load,
  editorChunkGzip: report.summary.editorGzip ?? null,
  keystrokes: KEYS,
  words: WORDS,
  editor: { median: median(editor), p95: percentile(editor, 95) },
  textarea: { median: median(textarea), p95: percentile(textarea, 95) },
  ratio: {
    median: median(editor) / median(textarea),
    p95: percentile(editor, 95) / percentile(textarea, 95),
  },
};
const ms = (n: number): string => `${n.toFixed(1)} ms`;
console.log(`composer benchmark, load average ${load.toFixed(2)}`);
console.log(`  editor chunk: ${summary.editorChunkGzip ?? '?'} B gzip`);
console.log(
  `  keypress to paint, ${KEYS} keys in ${WORDS} words: editor median ${ms(summary.editor.median)} p95 ${ms(summary.editor.p95)}; textarea median ${ms(summary.textarea.median)} p95 ${ms(summary.textarea.p95)}`,
);
console.log(
  `  ratio editor / textarea: median ${summary.ratio.median.toFixed(2)}, p95 ${summary.ratio.p95.toFixed(2)} (target p95 <= 2)`,
);
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/composer.json', JSON.stringify(summary, null, 2));
