// Profiles the ours variant of the mount benchmark and prints the top self-time functions.
import path from 'node:path';
import { launchBrowser } from '../tests/e2e/support/browser';
import { startStaticServer } from '../tests/e2e/support/staticServer';

const variant = process.argv[2] ?? 'ours';
const server = await startStaticServer({
  dist: path.resolve('dist'),
  fixtures: path.resolve('bench/fixtures'),
});
const browser = await launchBrowser();
const page = await browser.newPage();
await page.goto(`${server.url}/mount.html`);
await page.waitForFunction(
  () => (window as unknown as { mountBenchReady?: boolean }).mountBenchReady === true,
);
const cdp = await page.context().newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
await cdp.send('Profiler.start');
await page.evaluate(
  (v) =>
    (
      window as unknown as { mountBench: (v: string, n: number, r: number) => Promise<number[]> }
    ).mountBench(v, 500, 10),
  variant,
);
const { profile } = await cdp.send('Profiler.stop');
const self = new Map<string, number>();
const dt = new Map<number, number>();
profile.samples!.forEach((id, i) => dt.set(id, (dt.get(id) ?? 0) + (profile.timeDeltas![i] ?? 0)));
for (const node of profile.nodes) {
  const key = `${node.callFrame.functionName || '(anon)'} ${path.basename(node.callFrame.url)}:${node.callFrame.lineNumber}`;
  self.set(key, (self.get(key) ?? 0) + (dt.get(node.id) ?? 0));
}
const total = [...self.values()].reduce((a, b) => a + b, 0);
for (const [k, v] of [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
  console.log(
    `${((v / total) * 100).toFixed(1).padStart(5)}%  ${(v / 1000).toFixed(1).padStart(7)} ms  ${k}`,
  );
}
await browser.close();
await server.close();
