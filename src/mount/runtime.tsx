import * as React from 'react';
import { useContext } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { Provider, ReactReduxContext } from 'react-redux';
import type { BootstrapConfig } from '@/api/types/bootstrap';
import { createAppStore, type AppStore } from '@/store/store';
import { ErrorBoundary } from '@/ui/ErrorBoundary';
import { ErrorPageDefaultsContext } from '@/ui/errorPageDefaults';
import { useErrorPageDefaults } from '@/store/errorPageDefaults';
import { installTheme } from '@/theme/installTheme';
import { initI18n } from '@/i18n/translate';
import { selectToasts } from '@/store/toastsSlice';
import type {
  AnyWidgetComponent,
  MountCallbacks,
  PropsValidator,
  RootHandle,
} from '@/api/types/widgetContract';
import type { Runtime } from '@/store/runtimeTypes';
import {
  RestoreServerHtmlContext,
  WidgetResolverContext,
  type WidgetResolver,
} from '@/store/widgetResolver';
import type { RegistryAccess } from './registry';
import { type CatalogModule, loadCatalog } from './catalog';
import { createSharedRoot } from './sharedRoot';
import { acceptStandardSchemas } from './standardSchema';

const ROOT_CLASS = 'fw-root';

/** The boundary reports caught errors itself, exactly once. */
const ignoreCaughtError = (): void => undefined;

type ReduxContextValue = NonNullable<React.ContextType<typeof ReactReduxContext>>;

function Capture({ onValue }: { onValue: (value: ReduxContextValue) => void }): null {
  onValue(useContext(ReactReduxContext)!);
  return null;
}

/**
 * Renders one react-redux Provider in a detached root and returns its context value, so every
 * widget root shares a single store subscription instead of each root running its own Provider.
 */
function shareStoreContext(store: AppStore): ReduxContextValue {
  let value: ReduxContextValue | null = null;
  const root = createRoot(document.createElement('div'));
  flushSync(() =>
    root.render(
      <Provider store={store}>
        <Capture onValue={(v) => (value = v)} />
      </Provider>,
    ),
  );
  return value!;
}

/**
 * Mounts the page's one toast stack the first time a toast is raised. Its code is a separate
 * chunk, so pages that never show a toast never load it.
 */
function startToastHostOnFirstToast(store: AppStore, storeContext: ReduxContextValue): void {
  const unsubscribe = store.subscribe(() => {
    if (selectToasts(store.getState()).length === 0) return;
    unsubscribe();
    void import('./ToastHost').then(
      ({ ToastHost }) => {
        createRoot(document.createElement('div')).render(
          <ReactReduxContext.Provider value={storeContext}>
            <ToastHost />
          </ReactReduxContext.Provider>,
        );
      },
      (e: unknown) => console.error('[forum-widgets] The toast stack failed to load', e),
    );
  });
}

/** Widgets by name for the layouts: the registry, then the layout catalog; loaded once each. */
function registryResolver(
  { registry, resolveComponent }: RegistryAccess,
  catalog?: () => Promise<CatalogModule>,
): WidgetResolver {
  return async (name) => {
    if (!registry.get(name) && catalog) await loadCatalog(registry, catalog);
    const entry = registry.get(name);
    if (!entry) return null;
    const component = await resolveComponent(entry);
    // A function by now: acceptStandardSchemas converted any schema when the runtime started.
    return { component, validate: entry.validate as PropsValidator<unknown> | undefined };
  };
}

const knowsNoWidget: WidgetResolver = () => Promise.resolve(null);

/**
 * Builds the page's runtime. Called once per page by the mount controller, with the page's
 * registry so that layouts can render widgets by name (src/store/widgetResolver.tsx).
 */
export function createRuntime(
  config: BootstrapConfig,
  widgets?: RegistryAccess,
  catalog?: () => Promise<CatalogModule>,
): Runtime {
  installTheme(config);
  initI18n(config);
  const store = createAppStore(config);
  const debug = Boolean(config.debug);
  const storeContext = shareStoreContext(store);
  const onRecoverableError = (error: unknown): void => {
    if (debug) console.warn('[forum-widgets] recoverable error', error);
  };
  startToastHostOnFirstToast(store, storeContext);
  // Standard Schemas (zod, valibot, arktype) become validators before any widget renders.
  if (widgets) acceptStandardSchemas(widgets.registry);
  const resolveWidget = widgets ? registryResolver(widgets, catalog) : knowsNoWidget;
  // The catalog's names work as markers too: it is added as soon as the runtime is here.
  if (widgets && catalog) void loadCatalog(widgets.registry, catalog);

  // Every widget is a portal of this one root; the providers reach them all through React.
  const shared = createSharedRoot(
    (slots) => (
      <ReactReduxContext.Provider value={storeContext}>
        <ErrorPageDefaultsContext.Provider value={useErrorPageDefaults}>
          <WidgetResolverContext.Provider value={resolveWidget}>
            {slots}
          </WidgetResolverContext.Provider>
        </ErrorPageDefaultsContext.Provider>
      </ReactReduxContext.Provider>
    ),
    {
      onCaughtError: ignoreCaughtError,
      // Only if a slot's own guard failed; each slot catches its widget's errors itself.
      onUncaughtError: (error) => console.error('[forum-widgets] The shared root failed', error),
      onRecoverableError,
    },
  );

  function mountWidget(
    el: HTMLElement,
    Widget: AnyWidgetComponent,
    initialProps: Record<string, unknown>,
    callbacks: MountCallbacks,
  ): RootHandle {
    // Our theme variables and scoped styles live under .fw-root; legacy CSS cannot reach them.
    el.classList.add(ROOT_CLASS);
    const content = (props: Record<string, unknown>): React.ReactNode => (
      <RestoreServerHtmlContext.Provider value={callbacks.onDismiss}>
        <ErrorBoundary
          onCommit={callbacks.onMounted}
          onError={callbacks.onRenderError}
          onDismiss={callbacks.onDismiss}
        >
          <Widget {...props} />
        </ErrorBoundary>
      </RestoreServerHtmlContext.Provider>
    );
    const slot = shared.add(el, content(initialProps), callbacks.onRenderError);
    return {
      update: (props) => slot.update(content(props)),
      unmount: () => {
        slot.unmount();
        el.classList.remove(ROOT_CLASS);
      },
    };
  }

  let publicRuntime: Promise<Runtime> | undefined;
  const runtime: Runtime = {
    store,
    React,
    createRoot,
    createPortal,
    mountWidget,
    unmountTogether: (unmountAll) => shared.together(unmountAll),
    publicRuntime: () =>
      (publicRuntime ??= import('./publicRuntime').then(
        (m) => m.createPublicRuntime(runtime),
        (e: unknown) => {
          publicRuntime = undefined;
          throw e;
        },
      )),
  };
  return runtime;
}
