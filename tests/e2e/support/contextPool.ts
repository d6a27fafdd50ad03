// The browser tests' context pool (docs/testing.md, "Contexts").
//
// A new context and its first page cost about 2.2 s of Chromium's time on a 2-core machine, of
// which about 0.7 s is the context itself and loading every chunk of the library into its empty
// HTTP cache. So a context a test closes (or the last page of one `newPage()` made) is kept for
// the next test of the file that asks for one with the same options. Pages are always new, so
// nothing of a page (its routes, init scripts, listeners, session storage, history) carries over.
//
// Before the next test gets the context, its cookies and permissions are cleared, and the storage
// of every origin its documents were on (local storage, IndexedDB and the rest); its listeners
// from the last test are removed, and `onContextRecycle` hooks run (demoHost forgets the session
// `api()` used). What cannot be undone makes the context close for good instead: its clock,
// routes, init scripts, extra headers, offline mode (`CONTEXT_TAINTING`).
//
// The HTTP cache is kept on purpose: the chunks are immutable by name and the API and the pages
// answer `no-store`, so nothing a test asserts on comes from it.
// FW_E2E_NO_POOL=1 turns the pool off (every context new, as before); FW_E2E_POOL_STATS=1 prints
// how many contexts were made and reused when the file's browser disconnects.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { trackContext } from './network';

const CONTEXT_TAINTING = [
  'route',
  'routeFromHAR',
  'routeWebSocket',
  'addInitScript',
  'exposeBinding',
  'exposeFunction',
  'setExtraHTTPHeaders',
  'setGeolocation',
  'setHTTPCredentials',
  'setOffline',
  'setDefaultTimeout',
  'setDefaultNavigationTimeout',
] as const;

const CLOCK_METHODS = [
  'install',
  'fastForward',
  'pauseAt',
  'resume',
  'runFor',
  'setFixedTime',
  'setSystemTime',
] as const;

/**
 * What is cleared for each origin before a context is used again: everything but cookies (they
 * are cleared before, and a saved `storageState`'s set again) and the HTTP cache.
 */
const STORAGE_TYPES = [
  'file_systems',
  'indexeddb',
  'local_storage',
  'websql',
  'service_workers',
  'cache_storage',
  'shared_storage',
  'storage_buckets',
].join(',');

interface Pooled {
  context: BrowserContext;
  /** Its options without `storageState` (that is applied again on each reuse). */
  key: string;
  /** Made by `browser.newPage()`: it is released when its last page closes. */
  ownedByPage: boolean;
  /** In use by a test, being reset, or waiting for the next test. */
  state: 'busy' | 'releasing' | 'free';
  /** Settles when the reset under way is done. */
  released?: Promise<void>;
  tainted: boolean;
  closed: boolean;
  /** The origins its documents were on since it was last cleared. */
  origins: Set<string>;
  clearStorage: boolean;
  realClose: () => Promise<void>;
  /** Removes the listeners the last test added. */
  removeListeners: () => void;
}

type ContextOptions = NonNullable<Parameters<Browser['newContext']>[0]>;
type StorageState = Exclude<ContextOptions['storageState'], string | undefined>;

const recycled = new WeakSet<BrowserContext>();
const recycleHooks: Array<(context: BrowserContext) => void> = [];

/** Runs `hook` whenever a context is reset for another test. */
export function onContextRecycle(hook: (context: BrowserContext) => void): void {
  recycleHooks.push(hook);
}

/** Whether the context was handed out again after a test closed it. */
export function isRecycled(context: BrowserContext): boolean {
  return recycled.has(context);
}

/** Replaces each named method of `target` by one that first calls `mark`. */
function markOnCall(target: object, names: readonly string[], mark: () => void): void {
  const record = target as Record<string, unknown>;
  for (const name of names) {
    const original = record[name];
    if (typeof original !== 'function') continue;
    record[name] = (...args: unknown[]) => {
      mark();
      return (original as (...a: unknown[]) => unknown).apply(target, args);
    };
  }
}

/**
 * Records the listeners added to `context` from now on, and returns what removes them
 * (Playwright's own listeners, added before, stay: `removeAllListeners()` would take them too).
 */
function recordListeners(context: BrowserContext): () => void {
  const added: Array<[string, unknown]> = [];
  const record = context as unknown as Record<string, (...args: unknown[]) => unknown>;
  for (const name of ['on', 'addListener', 'once', 'prependListener', 'prependOnceListener']) {
    const original = record[name];
    if (typeof original !== 'function') continue;
    record[name] = (event: unknown, listener: unknown) => {
      added.push([event as string, listener]);
      return original.call(context, event, listener);
    };
  }
  return () => {
    for (const [event, listener] of added.splice(0))
      (context.removeListener as (e: string, l: unknown) => void).call(context, event, listener);
  };
}

/** Gives `browser` a pool: its `newContext()` and `newPage()` hand out kept contexts when they can. */
export function poolContexts(browser: Browser): void {
  const disabled = process.env.FW_E2E_NO_POOL === '1';
  const newContext = browser.newContext.bind(browser);
  const pool: Pooled[] = [];
  const stats = { made: 0, reused: 0 };
  if (process.env.FW_E2E_POOL_STATS === '1')
    browser.on('disconnected', () =>
      process.stdout.write(`contexts: ${stats.made} made, ${stats.reused} reused\n`),
    );

  /** A test is done with the context: keep it, or close it. */
  const release = (entry: Pooled): Promise<void> => {
    if (entry.state !== 'busy' || entry.closed) return entry.released ?? Promise.resolve();
    entry.state = 'releasing';
    entry.released = (async () => {
      if (entry.tainted || disabled) {
        entry.closed = true;
        await entry.realClose().catch(() => undefined);
        return;
      }
      await Promise.all(entry.context.pages().map((p) => p.close().catch(() => undefined)));
      entry.removeListeners();
      entry.clearStorage = true;
      entry.state = 'free';
    })();
    return entry.released;
  };

  /** Clears the storage of the origins the context's documents were on, through its new page. */
  const clearStorage = async (entry: Pooled, page: Page): Promise<void> => {
    entry.clearStorage = false;
    if (entry.origins.size === 0) return;
    const cdp = await entry.context.newCDPSession(page);
    for (const origin of entry.origins)
      await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: STORAGE_TYPES });
    await cdp.detach();
    entry.origins.clear();
  };

  const wrap = (context: BrowserContext, key: string): Pooled => {
    const entry: Pooled = {
      context,
      key,
      ownedByPage: false,
      state: 'busy',
      tainted: disabled,
      closed: false,
      origins: new Set(),
      clearStorage: false,
      realClose: context.close.bind(context),
      removeListeners: () => undefined,
    };
    pool.push(entry);
    trackContext(context);
    context.on('request', (request) => {
      if (!request.isNavigationRequest()) return;
      const { origin } = new URL(request.url());
      if (origin.startsWith('http')) entry.origins.add(origin);
    });
    context.on('close', () => {
      entry.closed = true;
    });
    entry.removeListeners = recordListeners(context);
    markOnCall(context, CONTEXT_TAINTING, () => (entry.tainted = true));
    markOnCall(context.clock, CLOCK_METHODS, () => (entry.tainted = true));
    context.close = async () => release(entry);
    const newPage = context.newPage.bind(context);
    context.newPage = async (): Promise<Page> => {
      const page = await newPage();
      if (entry.clearStorage) await clearStorage(entry, page);
      // As with Browser.newPage, a page of `browser.newPage()` owns its context: when its last
      // page closes, so does the context (into the pool).
      page.on('close', () => {
        if (entry.ownedByPage && context.pages().length === 0) void release(entry);
      });
      return page;
    };
    return entry;
  };

  browser.newContext = async (options: ContextOptions = {}): Promise<BrowserContext> => {
    const { storageState, ...rest } = options;
    const key = JSON.stringify(rest);
    const state = typeof storageState === 'object' ? (storageState as StorageState) : undefined;
    // A saved state with storage of its own, or a path to one: a context of its own.
    const poolable = typeof storageState !== 'string' && !state?.origins?.length;
    const usable = (e: Pooled): boolean => !e.closed && !e.tainted && e.key === key;
    let entry = poolable ? pool.find((e) => usable(e) && e.state === 'free') : undefined;
    // One that the last test's close is still resetting (a page's close event closes its
    // context without waiting): wait for it rather than start a context.
    const releasing = poolable && !entry && pool.find((e) => usable(e) && e.state === 'releasing');
    if (releasing) {
      await releasing.released;
      if (usable(releasing) && releasing.state === 'free') entry = releasing;
    }
    if (entry) {
      stats.reused++;
      entry.state = 'busy';
      entry.ownedByPage = false;
      await entry.context.clearCookies();
      await entry.context.clearPermissions();
      if (state?.cookies.length) await entry.context.addCookies(state.cookies);
      for (const hook of recycleHooks) hook(entry.context);
      recycled.add(entry.context);
      return entry.context;
    }
    stats.made++;
    const context = await newContext(options);
    const made = wrap(context, key);
    if (!poolable) made.tainted = true;
    return context;
  };

  browser.newPage = async (...args: Parameters<Browser['newPage']>): Promise<Page> => {
    const context = await browser.newContext(...args);
    const entry = pool.find((e) => e.context === context);
    if (entry) entry.ownedByPage = true;
    return context.newPage();
  };
}
