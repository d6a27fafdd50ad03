// Profiles bench:list's fixture (unminified) and prints self and inclusive time per function.
import { openFixture } from './harness';

const { browser, page } = await openFixture('bench/fixtures/listBench.tsx', { minify: false });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
await cdp.send('Profiler.start');
const res = await page.evaluate(() =>
  (
    window as unknown as { listBench: (r: number) => Promise<{ ours: number[]; bare: number[] }> }
  ).listBench(6),
);
const { profile } = await cdp.send('Profiler.stop');
console.log(JSON.stringify({ ours: res.ours, bare: res.bare }));
type ProfileNode = (typeof profile.nodes)[number];
const byId = new Map<number, ProfileNode>(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const dt = new Map<number, number>();
profile.samples!.forEach((id, i) => dt.set(id, (dt.get(id) ?? 0) + (profile.timeDeltas![i] ?? 0)));
const key = (n: ProfileNode) => `${n.callFrame.functionName || '(anon)'}:${n.callFrame.lineNumber}`;
const self = new Map<string, number>();
const incl = new Map<string, number>();
for (const [id, t] of dt) {
  const n = byId.get(id)!;
  self.set(key(n), (self.get(key(n)) ?? 0) + t);
  const seen = new Set<string>();
  let cur: number | undefined = id;
  while (cur !== undefined) {
    const k = key(byId.get(cur)!);
    if (!seen.has(k)) {
      seen.add(k);
      incl.set(k, (incl.get(k) ?? 0) + t);
    }
    cur = parent.get(cur);
  }
}
const total = [...self.values()].reduce((a, b) => a + b, 0);
const top = (m: Map<string, number>, n: number) =>
  [...m.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `${((v / total) * 100).toFixed(1).padStart(5)}% ${k}`)
    .join('\n');
console.log('--- self\n' + top(self, 45));
console.log('--- inclusive\n' + top(incl, 400));
await browser.close();
