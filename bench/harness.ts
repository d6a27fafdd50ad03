// The shared part of the in-browser React benchmarks (bench:list, bench:thread): bundle a
// fixture with React's profiling build (production speed, the Profiler's onRender working), run
// its global function in Chromium on an empty page, and summarise paired rounds.
import path from 'node:path';
import { build } from 'esbuild';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../tests/e2e/support/browser';
import { median } from './stats';

export const ROUNDS = Math.max(3, Number(process.env.BENCH_ROUNDS ?? 10));

/**
 * Bundles `fixture` (minified unless told otherwise) and loads it into an empty page of a new
 * headless Chromium; the caller closes the browser.
 */
export async function openFixture(
  fixture: string,
  { minify = true }: { minify?: boolean } = {},
): Promise<{ browser: Browser; page: Page }> {
  const bundle = await build({
    entryPoints: [path.resolve(fixture)],
    bundle: true,
    write: false,
    format: 'iife',
    minify,
    jsx: 'automatic',
    loader: { '.css': 'text' },
    alias: { 'react-dom/client': 'react-dom/profiling' },
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  const browser = await launchBrowser();
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
  await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
  return { browser, page };
}

/** Bundles `fixture` and calls `window[globalName](rounds)` in Chromium; returns its result. */
export async function runFixture<T>(
  fixture: string,
  globalName: string,
  rounds: number,
): Promise<T> {
  const { browser, page } = await openFixture(fixture);
  try {
    return await page.evaluate(
      ({ name, n }) => (window as unknown as Record<string, (r: number) => T>)[name]!(n),
      { name: globalName, n: rounds },
    );
  } finally {
    await browser.close();
  }
}

export interface Paired {
  pairs: { ours: number; bare: number }[];
  /** Rounds after the first (which warms the JIT and is left out). */
  measured: number;
  oursMedianMs: number;
  bareMedianMs: number;
  /** The median of the per-pair ratios ours / bare. */
  ratio: number;
}

/** Pairs round i of ours with round i of the baseline and takes medians, dropping round 0. */
export function paired(ours: number[], bare: number[]): Paired {
  const pairs = ours.map((o, i) => ({ ours: o, bare: bare[i]! }));
  const measured = pairs.slice(1);
  return {
    pairs,
    measured: measured.length,
    oursMedianMs: median(measured.map((p) => p.ours)),
    bareMedianMs: median(measured.map((p) => p.bare)),
    ratio: median(measured.map((p) => p.ours / p.bare)),
  };
}
