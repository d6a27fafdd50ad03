import type * as React from 'react';
import type { createPortal } from 'react-dom';
import type { createRoot } from 'react-dom/client';
import type { AnyWidgetComponent, MountCallbacks, RootHandle } from '@/api/types/widgetContract';
import type { AppStore } from './store';

/*
 * The runtime's shape and the enhancers that receive it. They name the store, so they sit beside
 * it: the mount runtime (src/mount/runtime.tsx) implements `Runtime`, and a widget's enhancer
 * (widgets/UserCard/legacyLinks.ts) uses it without importing src/mount.
 */

/** What the runtime chunk offers: one store, one React, and a way to mount a widget root. */
export interface Runtime {
  store: AppStore;
  React: typeof React;
  createRoot: typeof createRoot;
  /** React DOM's portal, for host code (and the mount benchmark's one-root variant). */
  createPortal: typeof createPortal;
  mountWidget(
    el: HTMLElement,
    component: AnyWidgetComponent,
    props: Record<string, unknown>,
    callbacks: MountCallbacks,
  ): RootHandle;
  /**
   * Runs `unmountAll`, whose `RootHandle.unmount()` calls take their widgets out in one commit
   * at its end instead of one commit each; the widgets are gone when it returns. A handle's
   * `unmount()` may be called again afterwards: a no-op.
   */
  unmountTogether(unmountAll: () => void): void;
  /**
   * Loads, once, what `ForumWidgets.runtime()` resolves to: this runtime plus the JSX runtime, the
   * store's hooks and the public kit (`PublicRuntime`, src/mount/publicRuntime.ts, a chunk of its
   * own that the built-in widgets never load).
   */
  publicRuntime(): Promise<Runtime>;
}

export interface EnhancerContext {
  doc: Document;
  runtime: Runtime;
}

/** What an enhancer module exports: `enhance` runs once per page and returns its cleanup. */
export interface EnhancerModule {
  enhance(ctx: EnhancerContext): () => void;
}

/**
 * Upgrades server HTML that carries no marker (for example legacy `a[data-userid]` user links).
 * Its code loads the first time an element matching `selector` is on the page or inserted later.
 */
export interface EnhancerDefinition {
  name: string;
  selector: string;
  load: () => Promise<EnhancerModule>;
}
