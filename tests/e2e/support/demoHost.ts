import { copyFileSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import Database from 'better-sqlite3';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { buildServer } from '../../../demo-host/server';
import { buildOtherSite } from '../../../demo-host/otherSite/server';
import { createSession, hmac, SESSION_COOKIE } from '../../../demo-host/auth/sessions';
import { launchBrowser, onContextRecycle } from './browser';
import { waitForApiIdle } from './network';

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
  /** A new session of `username` in the host's database: its cookie value and CSRF token. */
  session(username: string): { sessionID: string; csrf: string };
}

export const DEMO_PASSWORD = 'demo-password';

/**
 * Starts the real demo host on a free loopback port with a fresh, seeded database in a temp
 * folder, serving the built library from dist/ (or `distDir`: a benchmark's other build). Each test file gets its own server and data.
 * `restartDemoHost` starts it again on the same port and data (the browser's storage is kept,
 * as the origin is the same), for tests of what survives a server restart.
 */
export async function startDemoHost(
  options: { dir?: string; port?: number; distDir?: string } = {},
): Promise<DemoHost> {
  const dir = options.dir ?? mkdtempSync(path.join(tmpdir(), 'fw-e2e-'));
  const dbPath = path.join(dir, 'forum.sqlite');
  // The runner seeds one database per run (FW_TEMPLATE_DB); each host starts from a copy of it.
  // A file run on its own seeds its host's database on the first start, as `npm start` does.
  const template = process.env.FW_TEMPLATE_DB;
  if (template && !existsSync(dbPath)) copyFileSync(template, dbPath);
  // The other site listens first, so the forum can name its origin; it learns the forum's after.
  const forum = { origin: '' };
  const other = await buildOtherSite({ forum });
  await other.listen({ port: 0, host: '127.0.0.1' });
  const otherSiteUrl = `http://127.0.0.1:${(other.server.address() as AddressInfo).port}`;
  const app = await buildServer({
    dbPath,
    distDir: path.resolve(options.distDir ?? 'dist'),
    seedPassword: DEMO_PASSWORD,
    logger: false,
    otherSiteOrigin: otherSiteUrl,
  });
  recordChunks(app);
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
    session(username) {
      // A second connection to the host's database (WAL: the running server sees the row).
      const db = new Database(dbPath);
      try {
        db.pragma('busy_timeout = 5000');
        const user = db.prepare('SELECT userID FROM users WHERE name = ?').get(username) as
          { userID: number } | undefined;
        if (!user) throw new Error(`No user ${username} in the demo database`);
        const sessionID = createSession(db, user.userID);
        const secret = (
          db.prepare("SELECT value FROM meta WHERE key = 'secret'").get() as { value: string }
        ).value;
        return { sessionID, csrf: hmac(secret, `session:${sessionID}`) };
      } finally {
        db.close();
      }
    },
  };
}

/** The library's chunks this test file's pages loaded (`chunks/Name-hash.js` → `Name`). */
const chunksLoaded = new Set<string>();

/**
 * For `npm run test:changed`: the runner (FW_E2E_CHUNKS_DIR) collects which chunks each browser
 * test file loads, so that a change to a widget runs the files that load that widget.
 */
function recordChunks(app: FastifyInstance): void {
  const dir = process.env.FW_E2E_CHUNKS_DIR;
  if (!dir) return;
  app.addHook('onRequest', async (req) => {
    const m = /^\/dist\/(?:chunks\/)?([\w.-]+?)(?:-[\w-]{7})?\.js$/.exec(req.url.split('?')[0]!);
    if (m) chunksLoaded.add(m[1]!);
  });
  if (chunksListening) return;
  chunksListening = true;
  process.once('exit', () => {
    const file = path.basename(process.argv[1] ?? 'unknown');
    writeFileSync(path.join(dir, `${file}.json`), JSON.stringify([...chunksLoaded].sort()));
  });
}
let chunksListening = false;

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

/** The host and CSRF token of each context that `signIn` signed in. */
const signedIn = new WeakMap<BrowserContext, { url: string; csrf: string }>();
// A context kept for the next test starts signed out (its cookies are cleared).
onContextRecycle((context) => signedIn.delete(context));

/**
 * Signs the page's browser context in as `username` without the form: a session is written to
 * the host's database and its cookie set in the context, as the form's answer would. The page
 * stays where it is (a test goes to its page next); `api()` works from any page. The sign-in form
 * itself is tested in demoHost.test.ts (`signInWithForm`).
 */
export async function signIn(page: Page, host: DemoHost, username: string): Promise<void> {
  const { sessionID, csrf } = host.session(username);
  const context = page.context();
  await context.addCookies([
    {
      name: SESSION_COOKIE,
      value: sessionID,
      url: host.url,
      httpOnly: true,
      sameSite: 'Lax',
      expires: Math.floor(Date.now() / 1000) + 30 * 86400,
    },
  ]);
  signedIn.set(context, { url: host.url, csrf });
}

/** Signs a browser page in through the legacy sign-in form, as a person would. */
export async function signInWithForm(page: Page, host: DemoHost, username: string): Promise<void> {
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
  // Not on a page of the forum (signed in by `signIn` and not gone anywhere yet): the context's
  // own request client, with the same cookies and the session's token.
  const onForum = await page
    .evaluate(() => document.getElementById('forum-widgets-config') !== null)
    .catch(() => false);
  if (!onForum) {
    const session = signedIn.get(page.context());
    if (!session) throw new Error('api(): the page is on no forum page and was not signed in');
    const res = await page.context().request.fetch(`${session.url}/api/v2${apiPath}`, {
      method,
      headers: { 'content-type': 'application/json', 'X-CSRF-Token': session.csrf },
      data: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status(), json: text ? JSON.parse(text) : null };
  }
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
  // Colours must be measured at rest: let the page's API calls settle (the server theme can land
  // late on a loaded machine and start colour transitions), then every finite animation end.
  // A call a test holds open on purpose (a hang) would never settle: then the check goes on
  // without it, as the colours only need the theme.
  await waitForApiIdle(page, { timeout: 10_000 }).catch(() => undefined);
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
