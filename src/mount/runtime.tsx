import * as React from 'react';
import { useLayoutEffect, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Provider } from 'react-redux';
import type { BootstrapConfig } from './config';
import { createAppStore, type AppStore } from '../store/store';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { setStyleNonce } from '../theme/injectStyles';
import { initI18n } from '../i18n/translate';
import type { AnyWidgetComponent, MountCallbacks, RootHandle } from './types';

/** What the runtime chunk offers: one store, one React, and a way to mount a widget root. */
export interface Runtime {
  store: AppStore;
  React: typeof React;
  createRoot: typeof createRoot;
  mountWidget(
    el: HTMLElement,
    component: AnyWidgetComponent,
    props: Record<string, unknown>,
    callbacks: MountCallbacks,
  ): RootHandle;
}

function Committed({
  onCommit,
  children,
}: {
  onCommit: () => void;
  children: ReactNode;
}): ReactNode {
  useLayoutEffect(() => {
    onCommit();
    // Only the first commit counts as mounted.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return children;
}

/** Builds the page's runtime. Called once per page by the mount controller. */
export function createRuntime(config: BootstrapConfig): Runtime {
  setStyleNonce(config.cspNonce);
  initI18n(config);
  const store = createAppStore(config);
  const debug = Boolean(config.debug);

  function mountWidget(
    el: HTMLElement,
    Widget: AnyWidgetComponent,
    initialProps: Record<string, unknown>,
    callbacks: MountCallbacks,
  ): RootHandle {
    const root: Root = createRoot(el, {
      // The boundary reports caught errors itself, exactly once.
      onCaughtError: () => undefined,
      onUncaughtError: (error) => callbacks.onRenderError(error),
      onRecoverableError: (error) => {
        if (debug) console.warn('[forum-widgets] recoverable error', error);
      },
    });
    const render = (props: Record<string, unknown>): void => {
      root.render(
        <Provider store={store}>
          <ErrorBoundary onError={callbacks.onRenderError} onDismiss={callbacks.onDismiss}>
            <Committed onCommit={callbacks.onMounted}>
              <Widget {...props} />
            </Committed>
          </ErrorBoundary>
        </Provider>,
      );
    };
    render(initialProps);
    return { update: render, unmount: () => root.unmount() };
  }

  return { store, React, createRoot, mountWidget };
}
