import { configureStore } from '@reduxjs/toolkit';
import type { BootstrapConfig } from '../mount/config';
import { rootReducer } from './rootReducer';

export type RootState = ReturnType<typeof rootReducer>;

/** Creates the page's one store, seeded from the bootstrap JSON so the first paint needs no request. */
export function createAppStore(config: BootstrapConfig = {}, preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: { bootstrap: config, ...preloadedState } as RootState,
    devTools: Boolean(config.debug),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
