// The second part of `npm run bench:thread` (issue 37 §4): the post page's continuous thread in
// real Chromium against the real demo host (a fresh seeded database on a free port, the built
// library from dist/). Discussion 71 has 340 comments, 30 a page (12 pages). For each round, on
// fresh pages of one browser context:
// - append: for pages 2..12, the last comment of page n-1 is scrolled into view and the time
//   until page n's comments are in the DOM is taken (a MutationObserver, `performance.now()`
//   inside the page), with the request's own timing from resource timing. The baseline, on a
//   page of its own, is a bare `fetch()` of the same URL the widget sends plus 30 plain `<li>`;
//   the two alternate which goes first, and round 0 warms up and is left out;
// - scroll: from the top of page 1 to the end of the thread, `scrollBy(0, 400)` per animation
//   frame, counting long tasks (over 50 ms), the frame times and the peak DOM nodes and drawn
//   pages, until the document's end stays put after the last page has come.
// Every page's `data-comment-id`s, as they appear, are compared with the API's own pages: a page
// missing, a comment out of place or twice in the DOM fails the run.
import { loadavg } from 'node:os';
import type { BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../tests/e2e/support/browser';
import { startDemoHost } from '../tests/e2e/support/demoHost';
import { median } from './stats';

export const STREAM_ROUNDS = Math.max(3, Number(process.env.BENCH_STREAM_ROUNDS ?? 5));
const DISCUSSION = 71;
const THREAD_PATH = `/discussion/${DISCUSSION}/a-very-long-thread-340-comments-for-the-reading-stream`;
const LIMIT = 30;
const PAGES = 12;
const STEP_PX = 400;
const VIEWPORT = { width: 1280, height: 800 };

interface AppendSample {
  page: number;
  /** Scroll → page n's comments in the DOM. */
  ms: number;
  /** Scroll → the request for page n started (the stream's check and the render that asks). */
  toRequest: number;
  /** The request itself (start → last byte). */
  request: number;
  /** Last byte → comments in the DOM (parsing, the store, React's render and commit). */
  toDom: number;
  /** Was page n already asked for before the scroll? */
  early: boolean;
  ids: number[];
}

interface BareSample {
  page: number;
  ms: number;
  ids: number[];
}

interface ScrollSample {
  frames: number;
  frameMedian: number;
  frameP95: number;
  framesOver50: number;
  longTasks: number;
  longTaskMs: number;
  /** Long animation frames (over 50 ms, `long-animation-frame`) and their blocking time. */
  longFrames: number;
  blockingMs: number;
  peakNodes: number;
  peakDrawnPages: number;
  durationMs: number;
  /** Per page, the comment IDs the first time it was drawn. */
  seen: Record<string, number[]>;
  errors: string[];
}

export interface StreamResult {
  rounds: number;
  measured: number;
  discussionID: number;
  pages: number;
  limit: number;
  viewport: typeof VIEWPORT;
  stepPx: number;
  query: string;
  loadAverage: { start: number; end: number };
  append: {
    /** Medians over the measured rounds of each round's median and max over pages 2..12. */
    medianMs: number;
    maxMs: number;
    worstMs: number;
    bareMedianMs: number;
    bareMaxMs: number;
    /** Median over rounds of (round median ours / round median bare). */
    ratio: number;
    toRequestMs: number;
    requestMs: number;
    toDomMs: number;
    early: number;
    perRound: Array<{ ours: number[]; bare: number[] }>;
  };
  scroll: {
    frames: number;
    frameMedianMs: number;
    frameP95Ms: number;
    framesOver50: number;
    longTasks: number;
    longTaskMs: number;
    longFrames: number;
    blockingMs: number;
    peakNodes: number;
    peakDrawnPages: number;
    durationMs: number;
    perRound: Array<Omit<ScrollSample, 'seen' | 'errors'>>;
  };
  errors: string[];
}

/** Opens the thread on a new page and waits for page 1's comments. */
async function openThread(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  page.on('pageerror', (e) => console.log('pageerror:', String(e).slice(0, 400)));
  await page.goto(url);
  await page.waitForSelector('.fw-commentPage[data-page="1"] > ol > li.fw-commentList-item');
  await page.evaluate(() => performance.setResourceTimingBufferSize(2000));
  return page;
}

/** The widget: scroll to the end of page n-1, time page n's comments arriving. */
function measureAppends(page: Page): Promise<AppendSample[]> {
  return page.evaluate(async (last) => {
    const itemsOf = (n: number): HTMLElement[] =>
      Array.from(
        document.querySelectorAll<HTMLElement>(
          `.fw-commentPage[data-page="${n}"]:not([data-collapsed="true"]) > ol > li.fw-commentList-item`,
        ),
      );
    const stream = document.querySelector('.fw-commentStream')!;
    const frame = (): Promise<number> => new Promise((resolve) => requestAnimationFrame(resolve));
    const samples: AppendSample[] = [];
    for (let n = 2; n <= last; n++) {
      const before = itemsOf(n - 1);
      const end = before[before.length - 1];
      if (!end) throw new Error(`page ${n - 1} has no comments to scroll to`);
      // Let the stream's checks of the last change run (two frames) before the scroll.
      await frame();
      await frame();
      const early = document.querySelector(`.fw-commentPage[data-page="${n}"]`) !== null;
      let t0 = 0;
      const arrived = new Promise<number>((resolve) => {
        const check = (): boolean => {
          if (itemsOf(n).length === 0) return false;
          resolve(performance.now());
          return true;
        };
        const observer = new MutationObserver(() => {
          if (check()) observer.disconnect();
        });
        observer.observe(stream, { childList: true, subtree: true });
      });
      t0 = performance.now();
      end.scrollIntoView({ block: 'end' });
      const t1 = await arrived;
      const ids = itemsOf(n).map((li) => Number(li.dataset.commentId));
      const entry = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((e) => {
          const u = new URL(e.name);
          return u.pathname === '/api/v2/comments' && u.searchParams.get('page') === String(n);
        })
        .pop();
      samples.push({
        page: n,
        ms: t1 - t0,
        toRequest: entry ? entry.startTime - t0 : NaN,
        request: entry ? entry.responseEnd - entry.startTime : NaN,
        toDom: entry ? t1 - entry.responseEnd : NaN,
        early,
        ids,
      });
    }
    return samples;
  }, PAGES);
}

/** The baseline: a bare fetch of the widget's own URL and 30 plain `<li>` inserted. */
function measureBare(page: Page, query: string): Promise<BareSample[]> {
  return page.evaluate(
    async ({ template, last }) => {
      const list = document.createElement('ol');
      document.body.append(list);
      const samples: BareSample[] = [];
      for (let n = 2; n <= last; n++) {
        const url = new URL(template, location.href);
        url.searchParams.set('page', String(n));
        const t0 = performance.now();
        const res = await fetch(url, { headers: { accept: 'application/json' } });
        const comments = (await res.json()) as Array<{ commentID: number; body: string }>;
        for (const comment of comments) {
          const li = document.createElement('li');
          li.dataset.commentId = String(comment.commentID);
          li.textContent = comment.body;
          list.append(li);
        }
        samples.push({
          page: n,
          ms: performance.now() - t0,
          ids: comments.map((c) => c.commentID),
        });
      }
      list.remove();
      return samples;
    },
    { template: query, last: PAGES },
  );
}

/** Scrolls the whole thread a step per frame, counting long tasks, frames and nodes. */
function measureScroll(page: Page): Promise<ScrollSample> {
  return page.evaluate(
    ({ last, step, timeoutMs }) =>
      new Promise<ScrollSample>((resolve) => {
        const stream = document.querySelector('.fw-commentStream')!;
        const pageItems = (el: Element): HTMLElement[] =>
          Array.from(el.querySelectorAll<HTMLElement>(':scope > ol > li.fw-commentList-item'));
        const seen: Record<string, number[]> = {};
        const errors: string[] = [];
        const record = (): void => {
          const all: number[] = [];
          for (const el of stream.querySelectorAll<HTMLElement>('.fw-commentPage[data-page]')) {
            if (el.dataset.collapsed === 'true') continue;
            const ids = pageItems(el).map((li) => Number(li.dataset.commentId));
            if (ids.length === 0) continue;
            all.push(...ids);
            const p = el.dataset.page!;
            const before = seen[p];
            if (!before) seen[p] = ids;
            else if (before.join() !== ids.join() && errors.length < 20)
              errors.push(`page ${p} drawn again with other comments`);
          }
          if (new Set(all).size !== all.length && errors.length < 20)
            errors.push('a comment is twice in the DOM');
        };
        record();
        const mutations = new MutationObserver(record);
        mutations.observe(stream, {
          childList: true,
          subtree: true,
          attributes: true,
          attributeFilter: ['data-collapsed'],
        });
        const longTasks: number[] = [];
        let start = Infinity;
        const tasks = new PerformanceObserver((list) => {
          for (const e of list.getEntries())
            if (e.startTime >= start && e.duration > 50) longTasks.push(e.duration);
        });
        tasks.observe({ type: 'longtask', buffered: true });
        // Long animation frames: a frame held over 50 ms, whatever its tasks; the blocking time
        // is what of it kept input waiting (the long tasks' parts over 50 ms, and the render).
        const frames: Array<{ startTime: number; blockingDuration: number }> = [];
        const loaf = new PerformanceObserver((list) => {
          for (const e of list.getEntries()) frames.push(e as unknown as (typeof frames)[number]);
        });
        loaf.observe({ type: 'long-animation-frame', buffered: true });
        const nodes = document.getElementsByTagName('*');
        const drawnPages = stream.getElementsByClassName('fw-commentPage');
        const first = stream.querySelector('.fw-commentPage[data-page="1"]')!;
        window.scrollTo(0, first.getBoundingClientRect().top + window.scrollY);
        const deltas: number[] = [];
        let peakNodes = 0;
        let peakDrawn = 0;
        let previous = 0;
        let ended = false;
        let stable = 0;
        let height = -1;
        const finish = (error?: string): void => {
          mutations.disconnect();
          // Long tasks are reported after they end: take the ones delivered so far.
          for (const e of tasks.takeRecords())
            if (e.startTime >= start && e.duration > 50) longTasks.push(e.duration);
          tasks.disconnect();
          frames.push(...(loaf.takeRecords() as unknown as typeof frames));
          loaf.disconnect();
          const longFrames = frames.filter((e) => e.startTime >= start);
          record();
          if (error) errors.push(error);
          const sorted = [...deltas].sort((a, b) => a - b);
          const at = (q: number): number =>
            sorted.length
              ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!
              : NaN;
          resolve({
            frames: deltas.length,
            frameMedian: at(0.5),
            frameP95: at(0.95),
            framesOver50: deltas.filter((d) => d > 50).length,
            longTasks: longTasks.length,
            longTaskMs: longTasks.reduce((a, b) => a + b, 0),
            longFrames: longFrames.length,
            blockingMs: longFrames.reduce((a, e) => a + e.blockingDuration, 0),
            peakNodes,
            peakDrawnPages: peakDrawn,
            durationMs: previous - start,
            seen,
            errors,
          });
        };
        const tick = (now: number): void => {
          if (previous === 0) start = now;
          else if (!ended) deltas.push(now - previous);
          previous = ended ? previous : now;
          peakNodes = Math.max(peakNodes, nodes.length);
          let drawn = 0;
          for (const el of drawnPages)
            if ((el as HTMLElement).dataset.collapsed !== 'true') drawn++;
          peakDrawn = Math.max(peakDrawn, drawn);
          const scrollHeight = document.documentElement.scrollHeight;
          const atEnd = window.scrollY + window.innerHeight >= scrollHeight - 1;
          const lastIn =
            stream.querySelector(`.fw-commentPage[data-page="${last}"] > ol > li`) !== null;
          if (atEnd && lastIn) {
            ended = true;
            stable = scrollHeight === height ? stable + 1 : 0;
          } else stable = 0;
          height = scrollHeight;
          if (ended && stable >= 30) return finish();
          if (now - start > timeoutMs) return finish(`the end was not reached in ${timeoutMs} ms`);
          window.scrollBy(0, step);
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
    { last: PAGES, step: STEP_PX, timeoutMs: 120_000 },
  );
}

/** Compares what a page showed with the API's page; returns what is wrong. */
function compare(what: string, page: string, ids: number[] | undefined, api: number[][]): string[] {
  const want = api[Number(page) - 1];
  if (!want) return [`${what}: page ${page} is not one of the API's`];
  if (!ids) return [`${what}: page ${page} never appeared`];
  if (ids.join() !== want.join())
    return [`${what}: page ${page} showed ${ids.length} comments, not the API's ${want.length}`];
  return [];
}

export async function streamBench(): Promise<StreamResult> {
  const load = { start: loadavg()[0]!, end: 0 };
  // BENCH_STREAM_DIST: another build of the library to measure (a before/after comparison).
  const host = await startDemoHost({ distDir: process.env.BENCH_STREAM_DIST });
  const browser = await launchBrowser();
  const url = host.url + THREAD_PATH;
  const errors: string[] = [];
  const ours: AppendSample[][] = [];
  const bare: BareSample[][] = [];
  const scrolls: ScrollSample[] = [];
  let query = '';
  try {
    const context = await browser.newContext({ viewport: VIEWPORT });
    // tsx compiles this file with esbuild's keepNames: the functions given to page.evaluate
    // call its `__name` helper for their inner functions, which the page must have.
    await context.addInitScript('globalThis.__name = (fn) => fn;');
    // The query the widget sends for a page after the first, as the baseline must send it.
    context.on('request', (request) => {
      const u = new URL(request.url());
      if (!query && u.pathname === '/api/v2/comments' && u.searchParams.get('page') === '2')
        query = u.pathname + u.search;
    });
    // The API's own pages, to check what the stream shows.
    const api: number[][] = [];
    for (let round = 0; round <= STREAM_ROUNDS; round++) {
      const widgetFirst = round % 2 === 0;
      const runOurs = async (): Promise<void> => {
        const page = await openThread(context, url);
        ours.push(await measureAppends(page));
        await page.close();
      };
      const runBare = async (): Promise<void> => {
        const page = await openThread(context, url);
        bare.push(await measureBare(page, query));
        await page.close();
      };
      if (widgetFirst) {
        await runOurs();
        if (!query) throw new Error('the widget sent no request for page 2');
        await runBare();
      } else {
        await runBare();
        await runOurs();
      }
      if (round === 0) {
        for (let n = 1; n <= PAGES; n++) {
          const u = new URL(query, host.url);
          u.searchParams.set('page', String(n));
          const res = await context.request.get(u.toString());
          api.push(((await res.json()) as Array<{ commentID: number }>).map((c) => c.commentID));
        }
        if (api.flat().length !== 340 || new Set(api.flat()).size !== 340)
          errors.push(`the API's pages hold ${api.flat().length} comments, not 340 distinct`);
      }
      const page = await openThread(context, url);
      scrolls.push(await measureScroll(page));
      await page.close();
      const appended = ours[ours.length - 1]!;
      for (const s of appended) errors.push(...compare('append', String(s.page), s.ids, api));
      const scroll = scrolls[scrolls.length - 1]!;
      errors.push(...scroll.errors.map((e) => `scroll: ${e}`));
      for (let n = 1; n <= PAGES; n++)
        errors.push(...compare('scroll', String(n), scroll.seen[String(n)], api));
      console.log(
        `  stream round ${round}${round === 0 ? ' (warm-up)' : ''}: append median ` +
          `${median(appended.map((s) => s.ms)).toFixed(1)} ms (bare ${median(
            bare[bare.length - 1]!.map((s) => s.ms),
          ).toFixed(
            1,
          )} ms), scroll ${scroll.frames} frames, ${scroll.longTasks} long tasks, ${scroll.longFrames} long frames (blocking ${scroll.blockingMs.toFixed(0)} ms), ` +
          `load average ${loadavg()[0]!.toFixed(2)}`,
      );
    }
    await context.close();
  } finally {
    await browser.close();
    await host.close();
  }
  load.end = loadavg()[0]!;

  const measuredOurs = ours.slice(1);
  const measuredBare = bare.slice(1);
  const measuredScrolls = scrolls.slice(1);
  const ms = (list: Array<{ ms: number }>): number[] => list.map((s) => s.ms);
  const of = <T>(list: T[], pick: (x: T) => number): number => median(list.map(pick));
  const perRound = measuredScrolls.map(({ seen: _seen, errors: _errors, ...rest }) => rest);
  return {
    rounds: STREAM_ROUNDS,
    measured: measuredOurs.length,
    discussionID: DISCUSSION,
    pages: PAGES,
    limit: LIMIT,
    viewport: VIEWPORT,
    stepPx: STEP_PX,
    query,
    loadAverage: load,
    append: {
      medianMs: of(measuredOurs, (r) => median(ms(r))),
      maxMs: of(measuredOurs, (r) => Math.max(...ms(r))),
      worstMs: Math.max(...measuredOurs.flatMap(ms)),
      bareMedianMs: of(measuredBare, (r) => median(ms(r))),
      bareMaxMs: of(measuredBare, (r) => Math.max(...ms(r))),
      ratio: median(measuredOurs.map((r, i) => median(ms(r)) / median(ms(measuredBare[i]!)))),
      toRequestMs: of(measuredOurs, (r) => median(r.map((s) => s.toRequest))),
      requestMs: of(measuredOurs, (r) => median(r.map((s) => s.request))),
      toDomMs: of(measuredOurs, (r) => median(r.map((s) => s.toDom))),
      early: measuredOurs.flat().filter((s) => s.early).length,
      perRound: measuredOurs.map((r, i) => ({
        ours: ms(r).map((x) => Math.round(x * 10) / 10),
        bare: ms(measuredBare[i]!).map((x) => Math.round(x * 10) / 10),
      })),
    },
    scroll: {
      frames: of(measuredScrolls, (s) => s.frames),
      frameMedianMs: of(measuredScrolls, (s) => s.frameMedian),
      frameP95Ms: of(measuredScrolls, (s) => s.frameP95),
      framesOver50: of(measuredScrolls, (s) => s.framesOver50),
      longTasks: of(measuredScrolls, (s) => s.longTasks),
      longTaskMs: of(measuredScrolls, (s) => s.longTaskMs),
      longFrames: of(measuredScrolls, (s) => s.longFrames),
      blockingMs: of(measuredScrolls, (s) => s.blockingMs),
      peakNodes: of(measuredScrolls, (s) => s.peakNodes),
      peakDrawnPages: of(measuredScrolls, (s) => s.peakDrawnPages),
      durationMs: of(measuredScrolls, (s) => s.durationMs),
      perRound,
    },
    errors: [...new Set(errors)],
  };
}
