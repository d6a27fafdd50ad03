import { configureStore } from '@reduxjs/toolkit';
import { type ApiClient, createApiClient } from '@/api/apiClient';
import type { BootstrapConfig } from '@/api/types/bootstrap';
import { bootstrapPreloaded } from './bootstrapSlice';
import { startFailureToasts } from './failureToasts';
import { listenerMiddleware } from './listenerMiddleware';
import { rootReducer } from './rootReducer';

export type RootState = ReturnType<typeof rootReducer>;

// Every page's store raises the failure toasts of every createLoadThunk thunk (one listener).
startFailureToasts();

export interface AppStoreOptions {
  /** Replaces the page reload a CDN challenge triggers (tests). */
  reload?: () => void;
  /** Use this API client instead of building one from the config. */
  api?: ApiClient;
}

/**
 * The static slices' state as the bootstrap JSON describes it: what their reducers make of
 * `bootstrap/preloaded`, the one way the bootstrap JSON enters the store.
 */
export function seedState(config: BootstrapConfig): Partial<RootState> {
  const seeded = rootReducer(undefined, bootstrapPreloaded(config));
  return {
    bootstrap: seeded.bootstrap,
    currentUser: seeded.currentUser,
    permissions: seeded.permissions,
    config: seeded.config,
  };
}

/**
 * Creates the page's one store, seeded from the bootstrap JSON so the first paint needs no
 * request: current user, permissions, config values, locale, translations and the
 * audit-log context. Thunks reach the one API client as `extra.api`. Devtools only in debug.
 */
export function createAppStore(
  config: BootstrapConfig = {},
  preloadedState?: Partial<RootState>,
  options: AppStoreOptions = {},
) {
  const api = options.api ?? createApiClient(config, { reload: options.reload });
  return configureStore({
    reducer: rootReducer,
    preloadedState: { ...seedState(config), ...preloadedState } as RootState,
    devTools: Boolean(config.debug),
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: { extraArgument: { api } },
        // An upload's File rides in the thunk arg; it never reaches the state.
        serializableCheck: { ignoredActionPaths: ['meta.arg.file'] },
      }).prepend(listenerMiddleware.middleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];

// The modules the store is built from read these types through ./storeTypes (no import cycle).
declare module './storeTypes' {
  interface StoreTypes {
    state: ReturnType<typeof rootReducer>;
    dispatch: ReturnType<typeof createAppStore>['dispatch'];
  }
}
