// The dev loop's live reload in Chromium (npm run dev, docs/demo-host.md): a page of a host
// built with `dev: true` opens /__dev/reload and reloads itself when the dev process signals a
// rebuild (`devReload.notify()`, what demo-host/dev.ts calls after each successful build), also
// under the strict CSP, and when its stream opens again after the host restarted (as after an
// in-place `npm run demo:reset`). The server's side, and its absence in `npm start`, are
// tests/demo-host/devReload.test.ts's.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Browser, Page } from 'playwright-core';
import { buildServer } from '../../demo-host/server';
import { launchBrowser, watchConsole } from './support/browser';
import { DEMO_PASSWORD } from './support/demoHost';

let browser: Browser;
let app: FastifyInstance;
let url: string;
let dir: string;

/** Starts a dev host on the test's database, on `port` (0: any free one). */
async function startDevHost(port: number): Promise<void> {
  app = await buildServer({
    dbPath: path.join(dir, 'forum.sqlite'),
    distDir: path.resolve('dist'),
    seedPassword: DEMO_PASSWORD,
    logger: false,
    dev: true,
  });
  await app.listen({ port, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

before(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'fw-e2e-dev-'));
  const dbPath = path.join(dir, 'forum.sqlite');
  if (process.env.FW_TEMPLATE_DB) copyFileSync(process.env.FW_TEMPLATE_DB, dbPath);
  await startDevHost(0);
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Opens `address` and resolves once its reload stream is open (the stream's answer arrived). */
async function openWithReloadStream(page: Page, address: string): Promise<void> {
  const stream = page.waitForResponse((r) => r.url() === `${url}/__dev/reload`);
  await page.goto(address);
  const res = await stream;
  assert.equal(res.status(), 200);
  assert.match(res.headers()['content-type'] ?? '', /^text\/event-stream/);
}

describe('live reload in the dev loop', () => {
  for (const [label, address] of [
    ['a page', '/discussions'],
    ['a page under the strict CSP', '/discussions?csp=strict'],
  ] as const) {
    it(`reloads ${label} by itself when the server signals a rebuild`, async () => {
      const page = await browser.newPage();
      const { errors, pageErrors } = watchConsole(page);
      await openWithReloadStream(page, `${url}${address}`);
      await page.evaluate(() => window.ForumWidgets!.ready);
      // Something only this document holds: gone once the page has reloaded.
      await page.evaluate(() => Object.assign(window, { beforeReload: true }));

      const reloaded = page.waitForEvent('load');
      const reconnected = page.waitForResponse((r) => r.url() === `${url}/__dev/reload`);
      assert.ok(app.devReload!.notify() >= 1, 'the page is one of the open streams');
      await reloaded;
      await reconnected;
      assert.equal(await page.evaluate(() => 'beforeReload' in window), false);
      assert.equal(new URL(page.url()).pathname + new URL(page.url()).search, address);
      await page.evaluate(() => window.ForumWidgets!.ready);
      assert.deepEqual(pageErrors, []);
      assert.deepEqual(
        errors.filter((e) => /Content Security Policy|__dev/.test(e)),
        [],
      );
      await page.close();
    });
  }

  it('reloads a page when its stream opens again after the host restarted', async () => {
    const page = await browser.newPage();
    const { pageErrors } = watchConsole(page);
    await openWithReloadStream(page, `${url}/categories`);
    await page.evaluate(() => Object.assign(window, { beforeReload: true }));
    // What `npm run demo:reset` does in a running host: a new server on the same port.
    const port = (app.server.address() as AddressInfo).port;
    const reloaded = page.waitForEvent('load');
    await app.close();
    await startDevHost(port);
    await reloaded;
    // The old document may have failed to load a lazy chunk while no server answered: only the
    // new document's errors count.
    const errorsOfOldPage = pageErrors.length;
    assert.equal(await page.evaluate(() => 'beforeReload' in window), false);
    await page.evaluate(() => window.ForumWidgets!.ready);
    assert.deepEqual(pageErrors.slice(errorsOfOldPage), []);
    await page.close();
  });
});
