// A long-lived tab with pjax navigation: the body is replaced with fresh markers 200 times
// (LEAK_CYCLES). After a forced GC, the JS heap, DOM nodes and listeners must stay within 5 %
// of the figures after the first cycles, every root of a replaced body must be unmounted, and
// every timer and observer it started must be released.
import { after, before, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser';
import { signIn, startDemoHost, type DemoHost } from '../e2e/support/demoHost';

const CYCLES = Number(process.env.LEAK_CYCLES ?? 200);
const PATHS = ['/discussions', '/categories/3', '/discussion/4/x'];

let browser: Browser;
let host: DemoHost;
before(async () => {
  host = await startDemoHost();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await host?.close();
});

interface Metrics {
  heap: number;
  nodes: number;
  listeners: number;
}

/**
 * Live JS objects after a forced GC, from a heap snapshot, leaving out V8's compiled code (which
 * keeps growing for a while as the JIT optimises hot functions, and is not a leak), plus the
 * DOM node and event listener counts.
 */
async function measure(cdp: CDPSession): Promise<Metrics> {
  for (let i = 0; i < 3; i++) await cdp.send('HeapProfiler.collectGarbage');
  let data = '';
  const onChunk = (e: { chunk: string }): void => {
    data += e.chunk;
  };
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  const snap = JSON.parse(data) as {
    snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
    nodes: number[];
  };
  const fields = snap.snapshot.meta.node_fields;
  const typeNames = snap.snapshot.meta.node_types[0];
  const typeAt = fields.indexOf('type');
  const sizeAt = fields.indexOf('self_size');
  let heap = 0;
  for (let i = 0; i < snap.nodes.length; i += fields.length) {
    if (typeNames[snap.nodes[i + typeAt]!] !== 'code') heap += snap.nodes[i + sizeAt]!;
  }
  const { metrics } = await cdp.send('Performance.getMetrics');
  const get = (name: string): number => metrics.find((m) => m.name === name)?.value ?? 0;
  return { heap, nodes: get('Nodes'), listeners: get('JSEventListeners') };
}

/**
 * Counts live timers and observers in the page: timeouts scheduled and not yet run or cleared,
 * intervals not cleared, and Mutation/Resize/Intersection observers still observing something.
 * Observers are held weakly and targets only counted, so the counting keeps nothing alive.
 */
const LIVE_COUNTERS = `(() => {
  const timeouts = new Set();
  const intervals = new Set();
  const observers = new Set();
  const targets = new WeakMap();
  const st = window.setTimeout, ct = window.clearTimeout;
  const si = window.setInterval, ci = window.clearInterval;
  window.setTimeout = function (fn, ms, ...args) {
    if (typeof fn !== 'function') return st.call(window, fn, ms, ...args);
    let id = 0;
    id = st.call(window, function (...a) { timeouts.delete(id); return fn.apply(this, a); }, ms, ...args);
    timeouts.add(id);
    return id;
  };
  window.clearTimeout = function (id) { timeouts.delete(id); intervals.delete(id); return ct.call(window, id); };
  window.setInterval = function (...a) { const id = si.apply(window, a); intervals.add(id); return id; };
  window.clearInterval = function (id) { intervals.delete(id); timeouts.delete(id); return ci.call(window, id); };
  for (const name of ['MutationObserver', 'ResizeObserver', 'IntersectionObserver']) {
    const C = window[name];
    if (!C) continue;
    const { observe, disconnect, unobserve } = C.prototype;
    C.prototype.observe = function (...a) {
      if (!targets.has(this)) observers.add(new WeakRef(this));
      targets.set(this, (targets.get(this) || 0) + 1);
      return observe.apply(this, a);
    };
    C.prototype.disconnect = function () { targets.set(this, 0); return disconnect.call(this); };
    if (unobserve) C.prototype.unobserve = function (...a) {
      targets.set(this, Math.max(0, (targets.get(this) || 0) - 1));
      return unobserve.apply(this, a);
    };
  }
  window.__fwLive = () => {
    let observing = 0;
    for (const ref of observers) {
      const o = ref.deref();
      if (!o) observers.delete(ref);
      else if ((targets.get(o) || 0) > 0) observing++;
    }
    return { timeouts: timeouts.size, intervals: intervals.size, observers: observing };
  };
})();`;

interface Live {
  timeouts: number;
  intervals: number;
  observers: number;
}

/** Live timers and observers, after a GC so that dropped observers are gone. */
async function live(page: Page, cdp: CDPSession): Promise<Live> {
  for (let i = 0; i < 2; i++) await cdp.send('HeapProfiler.collectGarbage');
  return page.evaluate(() => (window as unknown as { __fwLive: () => Live }).__fwLive());
}

/** Replaces the body with one of the pages' bodies and waits until its markers have settled. */
async function swap(page: Page, html: string): Promise<void> {
  await page.evaluate(async (body) => {
    const w = window as unknown as { __fw: { mounted: number; failed: number } };
    const before = w.__fw.mounted + w.__fw.failed;
    document.body.innerHTML = body;
    const expected = document.querySelectorAll('[data-react]').length;
    const deadline = Date.now() + 10_000;
    while (w.__fw.mounted + w.__fw.failed - before < expected && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 10));
    }
    // Let pending requests and effects finish so each cycle ends in the same state.
    await new Promise((r) => setTimeout(r, 50));
  }, html);
}

it(`keeps heap, DOM nodes and listeners flat over ${CYCLES} pjax body swaps`, async () => {
  const page = await browser.newPage();
  await page.addInitScript(`
    window.__fw = { mounted: 0, failed: 0 };
    document.addEventListener('forum-widgets:mount', () => window.__fw.mounted++);
    document.addEventListener('forum-widgets:error', () => window.__fw.failed++);
  `);
  await page.addInitScript(LIVE_COUNTERS);
  await signIn(page, host, 'member');
  const bodies: string[] = [];
  for (const path of PATHS) {
    const html = await (await page.request.get(`${host.url}${path}`)).text();
    bodies.push(
      /<body[^>]*>([\s\S]*)<\/body>/.exec(html)![1]!.replace(/<script[\s\S]*?<\/script>/g, ''),
    );
  }
  await page.goto(`${host.url}${PATHS[0]}`);
  await page.evaluate(() => window.ForumWidgets!.ready);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('HeapProfiler.enable');

  for (const body of bodies) await swap(page, body); // warm every widget's code and data
  await swap(page, bodies[0]!);
  const first = await measure(cdp);
  const firstLive = await live(page, cdp);
  // The counters see a timer, an interval and an observer that are started and not released.
  const probe = await page.evaluate(() => {
    const count = (window as unknown as { __fwLive: () => Live }).__fwLive;
    const w = window as unknown as { __probe: unknown[] };
    const observer = new MutationObserver(() => undefined);
    observer.observe(document.body, { childList: true });
    const timeout = setTimeout(() => undefined, 60_000);
    const interval = setInterval(() => undefined, 60_000);
    w.__probe = [observer];
    const during = count();
    observer.disconnect();
    clearTimeout(timeout);
    clearInterval(interval);
    return { during, after: count() };
  });
  assert.deepEqual(probe.during, {
    timeouts: firstLive.timeouts + 1,
    intervals: firstLive.intervals + 1,
    observers: firstLive.observers + 1,
  });
  assert.deepEqual(probe.after, firstLive);
  for (let i = 0; i < CYCLES; i++) await swap(page, bodies[i % bodies.length]!);
  await swap(page, bodies[0]!);
  const last = await measure(cdp);
  const lastLive = await live(page, cdp);

  const counts = await page.evaluate(() => {
    const w = window as unknown as { __fw: { mounted: number; failed: number } };
    return {
      ...w.__fw,
      mountedNow: window.ForumWidgets!.mountedCount,
      onPage: document.querySelectorAll('[data-react]').length,
    };
  });
  const growth = (a: number, b: number): number => (b - a) / a;
  const report = {
    cycles: CYCLES,
    heapMB: [first.heap / 1e6, last.heap / 1e6].map((n) => n.toFixed(2)),
    nodes: [first.nodes, last.nodes],
    listeners: [first.listeners, last.listeners],
    mountsInAll: counts.mounted,
    failed: counts.failed,
    mountedNow: counts.mountedNow,
    markersOnPage: counts.onPage,
    timeouts: [firstLive.timeouts, lastLive.timeouts],
    intervals: [firstLive.intervals, lastLive.intervals],
    observers: [firstLive.observers, lastLive.observers],
  };
  console.log(`leak: ${JSON.stringify(report)}`);
  assert.equal(counts.failed, 0, 'no widget failed');
  assert.equal(counts.mountedNow, counts.onPage, 'only the current body’s roots are mounted');
  // Every timer and observer of a replaced body is released: the same body, the same count.
  assert.ok(
    lastLive.timeouts <= firstLive.timeouts,
    `pending timeouts ${firstLive.timeouts} → ${lastLive.timeouts}`,
  );
  assert.equal(lastLive.intervals, firstLive.intervals, 'intervals');
  assert.equal(lastLive.observers, firstLive.observers, 'observers still observing');
  assert.ok(
    growth(first.heap, last.heap) <= 0.05,
    `heap grew ${(growth(first.heap, last.heap) * 100).toFixed(1)} %`,
  );
  assert.ok(
    growth(first.nodes, last.nodes) <= 0.05,
    `DOM nodes grew ${(growth(first.nodes, last.nodes) * 100).toFixed(1)} %`,
  );
  assert.ok(
    growth(first.listeners, last.listeners) <= 0.05,
    `listeners grew ${(growth(first.listeners, last.listeners) * 100).toFixed(1)} %`,
  );
  await page.close();
});
