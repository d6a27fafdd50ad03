import { readBootstrapConfig, type BootstrapConfig } from '@/api/types/bootstrap';
import {
  countMounted,
  createController,
  disconnect,
  mountMarkers,
  scan,
  unmountMarkers,
} from './controller';
import { observe } from './markerObserver';
import { revealBody, revealBodyOnScriptError } from './loadingMarker';
import { Registry, type RegistryAccess, resolveComponent } from './registry';
import type {
  AnyWidgetComponent,
  RegisterOptions,
  WidgetDefinition,
  WidgetLoader,
} from '@/api/types/widgetContract';
import type { EnhancerDefinition, Runtime } from '@/store/runtimeTypes';
import type { PublicRuntime } from './publicRuntime';
import type { AppStore } from '@/store/store';

/** package.json's `version`, written in by the build (`__FW_VERSION__`, src/buildConstants.d.ts). */
export const VERSION: string = __FW_VERSION__;
const BRAND = Symbol.for('forum-widgets.api');

/** `window.ForumWidgets`: the host page's handle on the library. */
export interface ForumWidgetsApi {
  readonly version: string;
  readonly config: BootstrapConfig;
  readonly debug: boolean;
  register<P>(name: string, component: AnyWidgetComponent, options?: RegisterOptions<P>): boolean;
  registerLazy<P>(name: string, load: WidgetLoader, options?: RegisterOptions<P>): boolean;
  /** Mounts the markers in `root` (default: the document). Mounting a node twice is a no-op. */
  mount(root?: ParentNode): Promise<void>;
  /** Unmounts the widgets in `root` (default: all) and restores their server HTML. */
  unmount(root?: ParentNode): void;
  /** The page's one store, or null until the first widget needs it (see `runtime()`). */
  readonly store: AppStore | null;
  /** How many widgets are mounted right now (for debugging and leak checks). */
  readonly mountedCount: number;
  /**
   * Loads the shared runtime for a site's own widgets: the store, the page's React and its JSX
   * runtime, the store's hooks and the public kit (docs/embedding.md §5).
   */
  runtime(): Promise<PublicRuntime>;
  /** Resolves when the first scan's widgets have mounted (or failed). */
  readonly ready: Promise<void>;
  /** Stops watching the page, unmounts every widget and removes `window.ForumWidgets`. */
  destroy(): void;
}

declare global {
  interface Window {
    ForumWidgets?: ForumWidgetsApi;
  }
}

/** What the runtime chunk's module offers: `./runtime`, or the entry's composed runtime. */
export interface RuntimeModule {
  /**
   * `widgets` lets layouts resolve widgets by name and load the layout catalog into the registry;
   * it is handed over so that the runtime chunk imports nothing from the entry.
   */
  createRuntime(config: BootstrapConfig, widgets?: RegistryAccess): Runtime;
}

export interface BootstrapOptions {
  widgets?: WidgetDefinition[];
  /** Upgraders of marker-less server HTML, loaded when their selector first matches. */
  enhancers?: EnhancerDefinition[];
  win?: Window;
  /**
   * How the runtime chunk is loaded: the built entry passes its composed runtime
   * (widgets/runtime.ts), tests may pass their own; by default `./runtime`.
   */
  loadRuntime?: () => Promise<RuntimeModule>;
}

function isDebug(win: Window, config: BootstrapConfig): boolean {
  if (config.debug) return true;
  try {
    return new URLSearchParams(win.location.search).get('debug') === 'true';
  } catch {
    return false;
  }
}

/**
 * Starts the library on a page, once. A second copy of the script finds the first one's
 * API on `window` and returns it without mounting anything or creating a second store.
 */
export function bootstrap(options: BootstrapOptions = {}): ForumWidgetsApi {
  return startForumWidgets({
    ...options,
    loadRuntime: options.loadRuntime ?? (() => import('./runtime')),
  });
}

/**
 * `bootstrap` with the runtime loader given. The built entry calls this one, so that the
 * default loader above (and with it a second runtime chunk) stays out of the entry.
 */
export function startForumWidgets(
  options: BootstrapOptions & Required<Pick<BootstrapOptions, 'loadRuntime'>>,
): ForumWidgetsApi {
  const win = options.win ?? window;
  const existing = win.ForumWidgets as (ForumWidgetsApi & { [BRAND]?: true }) | undefined;
  if (existing && existing[BRAND]) {
    if (existing.debug)
      console.warn('[forum-widgets] The script was loaded twice; the second copy does nothing.');
    return existing;
  }
  const doc = win.document;
  revealBodyOnScriptError(win);
  const { config, error: configError } = readBootstrapConfig(doc);
  if (configError) console.error(`[forum-widgets] ${configError}; continuing with defaults.`);
  const debug = isDebug(win, config);
  if (debug) config.debug = true;

  const registry = new Registry();
  const warn = (message: string): void => console.warn(`[forum-widgets] ${message}`);
  let runtimePromise: Promise<Runtime> | null = null;
  let runtime: Runtime | null = null;
  const importRuntime = options.loadRuntime;
  const loadRuntime = (): Promise<Runtime> => {
    runtimePromise ??= importRuntime().then(
      (mod) => (runtime = mod.createRuntime(config, { registry, resolveComponent })),
      (e: unknown) => {
        runtimePromise = null;
        throw e;
      },
    );
    return runtimePromise;
  };
  const controller = createController({
    doc,
    registry,
    loadRuntime,
    debug,
    enhancers: options.enhancers,
  });

  for (const def of options.widgets ?? []) {
    const { name, load, ...opts } = def;
    registry.add(name, { load }, opts as RegisterOptions<unknown>, warn);
  }

  let resolveReady!: () => void;
  const ready = new Promise<void>((resolve) => (resolveReady = resolve));

  const api: ForumWidgetsApi & { [BRAND]: true } = {
    [BRAND]: true,
    version: VERSION,
    config,
    debug,
    register: (name, component, opts) =>
      registry.add(name, { component }, opts as RegisterOptions<unknown> | undefined, warn),
    registerLazy: (name, load, opts) => {
      if (typeof load !== 'function')
        throw new TypeError(`ForumWidgets.registerLazy("${name}"): the loader must be a function`);
      return registry.add(name, { load }, opts as RegisterOptions<unknown> | undefined, warn);
    },
    mount: (root) => mountMarkers(controller, root),
    unmount: (root) => unmountMarkers(controller, root),
    get store() {
      return runtime?.store ?? null;
    },
    get mountedCount() {
      return countMounted(controller);
    },
    runtime: () => loadRuntime().then((r) => r.publicRuntime() as Promise<PublicRuntime>),
    ready,
    destroy: () => {
      disconnect(controller);
      if (win.ForumWidgets === api) delete (win as { ForumWidgets?: unknown }).ForumWidgets;
    },
  };
  // Neither enumerable nor writable (the defaults of defineProperty).
  Object.defineProperty(win, 'ForumWidgets', { value: api, configurable: true });
  // Classic scripts that ran before this module can wait for the API with this event.
  doc.dispatchEvent(
    new (win as Window & typeof globalThis).CustomEvent('forum-widgets:init', { detail: api }),
  );

  const start = (): void => {
    scan(controller).then(resolveReady, resolveReady);
    observe(controller);
    void ready.then(() => revealBody(doc));
    win.addEventListener('load', () => revealBody(doc), { once: true });
  };
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
  return api;
}
