// A long-lived tab with pjax navigation: the body is replaced with fresh markers 200 times
// (LEAK_CYCLES). After a forced GC, the JS heap, DOM nodes and listeners must stay within 5 %
// of the figures after the first cycles, and every root of a replaced body must be unmounted.
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
  for (let i = 0; i < CYCLES; i++) await swap(page, bodies[i % bodies.length]!);
  await swap(page, bodies[0]!);
  const last = await measure(cdp);

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
  };
  console.log(`leak: ${JSON.stringify(report)}`);
  assert.equal(counts.failed, 0, 'no widget failed');
  assert.equal(counts.mountedNow, counts.onPage, 'only the current body’s roots are mounted');
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
