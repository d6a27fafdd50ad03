import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { buildServer } from '../../../demo-host/server';
import { buildOtherSite } from '../../../demo-host/otherSite/server';
import { launchBrowser } from './browser';

export interface DemoHost {
  url: string;
  /** The temp folder of its database. */
  dir: string;
  port: number;
  /** The demo's "other site" (demo-host/otherSite/): another origin that embeds the forum. */
  otherSiteUrl: string;
  /** Stops the server and keeps its data (see `restartDemoHost`). */
  stop(): Promise<void>;
  /** Stops the server and deletes its data. */
  close(): Promise<void>;
}

export const DEMO_PASSWORD = 'demo-password';

/**
 * Starts the real demo host on a free loopback port with a fresh, seeded database in a temp
 * folder, serving the built library from dist/. Each test file gets its own server and data.
 * `restartDemoHost` starts it again on the same port and data (the browser's storage is kept,
 * as the origin is the same), for tests of what survives a server restart.
 */
export async function startDemoHost(
  options: { dir?: string; port?: number } = {},
): Promise<DemoHost> {
  const dir = options.dir ?? mkdtempSync(path.join(tmpdir(), 'fw-e2e-'));
  // The other site listens first, so the forum can name its origin; it learns the forum's after.
  const forum = { origin: '' };
  const other = await buildOtherSite({ forum });
  await other.listen({ port: 0, host: '127.0.0.1' });
  const otherSiteUrl = `http://127.0.0.1:${(other.server.address() as AddressInfo).port}`;
  const app = await buildServer({
    dbPath: path.join(dir, 'forum.sqlite'),
    distDir: path.resolve('dist'),
    seedPassword: DEMO_PASSWORD,
    logger: false,
    otherSiteOrigin: otherSiteUrl,
  });
  await app.listen({ port: options.port ?? 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  forum.origin = `http://127.0.0.1:${port}`;
  const stop = async (): Promise<void> => {
    await Promise.all([app.close(), other.close()]);
  };
  return {
    url: forum.origin,
    otherSiteUrl,
    dir,
    port,
    stop,
    async close() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Starts a stopped host again on its port and data. */
export function restartDemoHost(host: DemoHost): Promise<DemoHost> {
  return startDemoHost({ dir: host.dir, port: host.port });
}

/** What most browser test files share: a demo host with fresh data, and one Chromium. */
export interface HostAndBrowser {
  host: DemoHost;
  browser: Browser;
}

/** For `before`: `before(async () => ({ host, browser } = await openHostAndBrowser()));` */
export async function openHostAndBrowser(): Promise<HostAndBrowser> {
  const host = await startDemoHost();
  return { host, browser: await launchBrowser() };
}

/** For `after`: closes whichever of the two was opened. */
export async function closeHostAndBrowser(env: Partial<HostAndBrowser>): Promise<void> {
  await env.browser?.close();
  await env.host?.close();
}

/** Signs a browser page in through the legacy sign-in form, as a person would. */
export async function signIn(page: Page, host: DemoHost, username: string): Promise<void> {
  await page.goto(`${host.url}/entry/signin`);
  await page.fill('input[name="username"]', username);
  await page.fill('input[name="password"]', DEMO_PASSWORD);
  await Promise.all([
    page.waitForNavigation(),
    page.click('form[action="/entry/signin"] button[type="submit"]'),
  ]);
}

/** Calls the demo host's API with the page's session and CSRF token (for checking server state). */
export async function api<T = unknown>(
  page: Page,
  method: string,
  apiPath: string,
  body?: unknown,
): Promise<{ status: number; json: T }> {
  return page.evaluate(
    async ([m, p, b]) => {
      const cfg = JSON.parse(document.getElementById('forum-widgets-config')?.textContent ?? '{}');
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (cfg.csrf) headers[cfg.csrf.header] = cfg.csrf.token;
      const res = await fetch(`/api/v2${p}`, {
        method: m,
        headers,
        body: b === undefined ? undefined : JSON.stringify(b),
      });
      const text = await res.text();
      return { status: res.status, json: text ? JSON.parse(text) : null };
    },
    [method, apiPath, body] as const,
  ) as Promise<{ status: number; json: T }>;
}

/** Runs axe-core on the page, or only inside `include` (a CSS selector), and lists the violations. */
export async function runAxe(
  page: Page,
  include?: string,
): Promise<Array<{ id: string; help: string; nodes: string[] }>> {
  // Served from the page's own origin, so pages with `script-src 'self'` accept it.
  const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
  await page.route('**/__fw-axe.js', (route) =>
    route.fulfill({ path: axePath, contentType: 'application/javascript' }),
  );
  // Colours must be measured at rest: let the page's calls settle (the server theme can land
  // late on a loaded machine and start colour transitions), then every finite animation end.
  // Best effort: on a loaded machine a page can stay busy past any fixed bound, and the colour
  // check below only needs the theme, which has landed long before 10 s of waiting.
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  await page.addScriptTag({ url: '/__fw-axe.js' });
  return page.evaluate(async (sel) => {
    const w = window as unknown as {
      axe: {
        run: (ctx: Document | { include: string[] }) => Promise<{
          violations: Array<{ id: string; help: string; nodes: Array<{ target: string[] }> }>;
        }>;
      };
    };
    const result = await w.axe.run(sel ? { include: [sel] } : document);
    return result.violations.map((v) => ({
      id: v.id,
      help: v.help,
      nodes: v.nodes.map((n) => n.target.join(' ')),
    }));
  }, include);
}
